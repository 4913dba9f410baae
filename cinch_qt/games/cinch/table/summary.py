"""The after-hand summary: who took each scoring card, the counts, made or set, scores;
and its words for the shell's summary window (ui/summary_dialog.py)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...base import PERSON
from ..engine.cards import RANK_NAMES, SUIT_CHARS, TRUMP_TABLES, card_str, parse_card
from ..engine.rules import SEAT_CHARS, Rules

_POINT_NAMES = {12: "High", 0: "Low", 9: "Jack", 8: "Game"}


@dataclass(frozen=True)
class PointLine:
    card: str          # "5H"
    name: str          # "Right Pedro"
    points: int
    taken_by: str      # a seat name, "awarded to NS (R36)", or "dead (nobody)"


@dataclass(frozen=True)
class HandSummary:
    hand_no: int       # 1-based for people
    thrown_in: bool
    dealer: str
    maker: str | None
    bid: int | None
    trump: str | None
    lines: tuple[PointLine, ...]
    taken: dict[str, int]
    scored: dict[str, int]
    totals: dict[str, int]
    made: bool | None
    winner: str | None  # the game's winner when this hand ended it
    record: dict | None = None  # the RECORD v1 hand, for cinch_qt.i18n.hand_summary
    maker_seat: int | None = None
    trump_suit: int | None = None

    def headline(self) -> str:
        """One line in the player's language: "Hand 3: West bid 6 in hearts and made it."."""
        from ....i18n import seat_name, suit_name
        translate = QCoreApplication.translate
        if self.thrown_in or self.maker_seat is None or self.trump_suit is None:
            text = translate("HandSummary",
                             "Hand %1: everybody passed, the hand is thrown in.")
            return text.replace("%1", str(self.hand_no))
        if self.maker_seat == PERSON:  # South is "you" (R1): its own sentence, for the grammar
            if self.made:
                text = translate("HandSummary", "Hand %1: you bid %3 in %4 and made it.")
            else:
                text = translate("HandSummary", "Hand %1: you bid %3 in %4 and failed.")
        elif self.made:
            text = translate("HandSummary", "Hand %1: %2 bid %3 in %4 and made it.")
        else:
            text = translate("HandSummary", "Hand %1: %2 bid %3 in %4 and failed.")
        for n, value in enumerate((self.hand_no, seat_name(self.maker_seat), self.bid,
                                   suit_name(self.trump_suit)), start=1):
            text = text.replace(f"%{n}", str(value))
        return text


def summarise(record: dict, rules: Rules, hand_no: int, names: dict[int, str],
              winner: str | None) -> HandSummary:
    """Build the summary from a finished RECORD v1 hand object."""
    def who(seat_char: str) -> str:
        return names.get(SEAT_CHARS.index(seat_char), seat_char)

    dealer = who(record["dealer"])
    if record.get("maker") is None:
        return HandSummary(hand_no + 1, True, dealer, None, None, None, (), {}, dict(
            record.get("scored", {})), dict(record.get("totals", {})), None, winner,
            record=record)
    trump = SUIT_CHARS.index(record["trump"])
    table = TRUMP_TABLES[trump]
    taker: dict[int, str] = {}
    for t in record.get("tricks", []):
        for _, c in t["plays"]:
            taker[parse_card(c)] = who(t["winner"])
    for side, cards in record.get("awarded", {}).items():
        for c in cards:
            taker[parse_card(c)] = f"awarded to {side} (R36)"
    lines = []
    order = sorted((c for c in range(52) if table.points[c]), key=lambda c: -table.power[c])
    for c in order:
        if c == table.off_five:
            name = "Left Pedro"
        elif c % 13 == 3:
            name = "Right Pedro"
        else:
            name = _POINT_NAMES.get(c % 13, RANK_NAMES[c % 13])
        lines.append(PointLine(card_str(c), name, table.points[c],
                               taker.get(c, "dead — nobody (R36)")))
    maker = record["maker"]
    maker_side = rules.side_of(SEAT_CHARS.index(maker))
    taken = dict(record.get("taken", {}))
    made = taken.get(maker_side, 0) >= record["bid"]
    return HandSummary(hand_no + 1, False, dealer, who(maker), record["bid"],
                       ("clubs", "diamonds", "hearts", "spades")[trump], tuple(lines), taken,
                       dict(record.get("scored", {})), dict(record.get("totals", {})), made,
                       winner, record=record, maker_seat=SEAT_CHARS.index(maker),
                       trump_suit=trump)


def summary_title(s: HandSummary) -> str:
    """The summary window's title: the hand, or the game's end."""
    translate = QCoreApplication.translate
    if s.winner is not None:
        return translate("HandSummaryDialog", "Game over")
    return translate("HandReview", "Hand %1").replace("%1", str(s.hand_no))


def summary_html(s: HandSummary, target: int, rules: Rules | None = None) -> str:
    """The summary in the player's language: the headline, then cinch_qt.i18n's
    hand_summary lines (scoring cards, points, made or failed, scores)."""
    from html import escape  # with the first summary, not at start

    from .words import announce_winner, hand_summary
    translate = QCoreApplication.translate
    parts = [f"<h3>{escape(s.headline())}</h3>"]
    if s.record is not None:
        try:
            lines = hand_summary(s.record, rules).splitlines()
        except ValueError as exc:  # a damaged record: say so rather than show nothing
            lines = [str(exc)]
        parts.append("".join(f"<p>{escape(line)}</p>" for line in lines))
    parts.append("<p>" + escape(translate("HandSummaryDialog", "Game to %1.").replace(
        "%1", str(target))) + "</p>")
    if s.winner:
        text = translate("HandSummaryDialog", "Game over: %1").replace(
            "%1", announce_winner(s.winner))
        parts.append(f"<h3>{escape(text)}</h3>")
    return "".join(parts)
