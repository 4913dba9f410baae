"""Cinch's score sheet, written for the shell's (ui/score_sheet.py): the detailed sheet,
one row per hand (dealer, bids, maker, trump, taken, scored, totals), and the compact
one for the side dock (hand, contract, and per side "what this hand scored → the
total", the rest in tooltips).  The detailed model keeps the hands (RECORD v1 hand
objects); the compact one follows it."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .....i18n.cards import suit_name
from .....i18n.placeholders import fill
from .....i18n.seats import player_name, side_short
from .....ui.score_sheet import Cell, Column, Sheet, SheetModel, signed
from ...engine.cards import parse_suit

_SUITS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_FIXED = (QT_TRANSLATE_NOOP("Models", "Hand"), QT_TRANSLATE_NOOP("Models", "Dealer"),
          QT_TRANSLATE_NOOP("Models", "Bids"), QT_TRANSLATE_NOOP("Models", "Maker"),
          QT_TRANSLATE_NOOP("Models", "Bid"), QT_TRANSLATE_NOOP("Models", "Trump"))
translate = QCoreApplication.translate


def _bids_spoken(hand: dict) -> str:
    passed = translate("Models", "pass")
    return ", ".join(fill(translate("Models", "%1 %2"), player_name(s),
                          passed if n is None else n)
                     for s, n in hand.get("bids", []))


class ScoreSheetModel(SheetModel):
    """Rows are finished hands; the columns depend on the sides.  Cells a screen reader
    would read as letters, dashes and suit symbols ("W6 N–") say their words."""

    def __init__(self, parent=None) -> None:  # noqa: ANN001
        super().__init__(parent)
        self._hands: list[dict] = []
        self._sides: tuple[str, ...] = ("NS", "EW")   # written at the first ``reset``

    # -- feeding
    def reset(self, sides: tuple[str, ...], hands: list[dict] | None = None) -> None:
        self._sides = tuple(sides)
        self._hands = [dict(h) for h in (hands or [])]
        self.refresh(renew=True)

    def append_hand(self, hand: dict) -> None:
        self._hands.append(dict(hand))
        self.refresh()

    def hand(self, row: int) -> dict:
        return self._hands[row]

    @property
    def sides(self) -> tuple[str, ...]:
        return self._sides

    def retranslate(self) -> None:
        """The language changed: the headers and "thrown in" follow."""
        self.refresh()

    def sheet(self) -> Sheet:
        heads = [translate("Models", name) for name in _FIXED]
        # Translators: %1 is a side ("NS", "EW") or a seat letter with 2 or 3 players.
        for what in (translate("Models", "Taken %1"), translate("Models", "Scored %1"),
                     translate("Models", "Total %1")):
            heads.extend(fill(what, side_short(side)) for side in self._sides)
        return Sheet([Column(h) for h in heads],
                     [self._row(n, h) for n, h in enumerate(self._hands)])

    def _row(self, n: int, hand: dict) -> list[Cell]:
        passed = translate("Models", "pass")
        maker, trump = hand.get("maker"), hand.get("trump")
        thrown = translate("Models", "thrown in")
        row = [Cell(n + 1),
               Cell(side_short(hand.get("dealer", "")),
                    spoken=player_name(hand.get("dealer", "S"))),
               Cell(" ".join(f"{side_short(s)}{'–' if n is None else n}"
                             for s, n in hand.get("bids", [])),
                    tip=", ".join(f"{side_short(s)}: {passed if n is None else n}"
                                  for s, n in hand.get("bids", [])),
                    spoken=_bids_spoken(hand)),
               Cell(side_short(maker) if maker else thrown,
                    spoken=player_name(maker) if maker else thrown),
               Cell(hand.get("bid", "")),
               Cell(_SUITS.get(trump or "", ""),
                    spoken=suit_name(parse_suit(trump)) if trump else "")]
        for key in ("taken", "scored", "totals"):
            for side in self._sides:
                value = hand.get(key, {}).get(side)
                row.append(Cell("" if value is None else value))
        return row


class CompactScoreSheetModel(SheetModel):
    """Columns: "#", the contract ("W 7 ♥", or "thrown in"), then one per side."""

    FIXED = 2

    def __init__(self, source: ScoreSheetModel, parent=None) -> None:  # noqa: ANN001
        super().__init__(parent)
        self.source = source
        source.refreshed.connect(self.refresh)
        self.refresh()

    @property
    def sides(self) -> tuple[str, ...]:
        return self.source.sides

    def sheet(self) -> Sheet:
        columns = [Column(translate("Models", "#"), translate("Models", "Hand")),
                   Column(translate("Models", "Contract"),
                          translate("Models", "Who made the highest bid, the bid and "
                                              "trumps"))]
        tip = translate("Models", "Points scored in the hand → running total")
        columns += [Column(side_short(side), tip) for side in self.sides]
        rows = [self._row(n, self.source.hand(n)) for n in range(self.source.rowCount())]
        return Sheet(columns, rows, equal_from=self.FIXED)

    def _row(self, n: int, hand: dict) -> list[Cell]:
        maker = hand.get("maker")
        trump = hand.get("trump", "")
        if maker:
            shown = f"{side_short(maker)} {hand.get('bid', '')} {_SUITS.get(trump, '')}"
            spoken = fill(translate("Models", "%1 bid %2 in %3"), player_name(maker),
                          hand.get("bid", ""), suit_name("CDHS".index(trump)) if trump else "")
        else:
            shown = spoken = translate("Models", "thrown in")
        dealer = fill(translate("Models", "Dealer: %1"), player_name(hand.get("dealer", "S")))
        bids = fill(translate("Models", "Bids: %1"), _bids_spoken(hand))
        row = [Cell(n + 1), Cell(shown.strip(), f"{dealer}\n{bids}", spoken)]
        for side in self.sides:
            scored = hand.get("scored", {}).get(side, 0)
            total = hand.get("totals", {}).get(side, 0)
            said = fill(translate("Models", "%1: took %2, scored %3, total %4"),
                        side_short(side), hand.get("taken", {}).get(side, 0), scored, total)
            row.append(Cell(f"{signed(scored)} → {total}", said, said))
        return row
