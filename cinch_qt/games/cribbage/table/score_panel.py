"""The cribbage score panel, written for the shell's sheet (ui/score_sheet.py): a row
per hand with what it moved each side's mark, a row for the hand being played (filled
as the felt shows each peg come to rest), then each side's standing.

Every number comes from score_ledger: a hand's entry is what its events moved the
side's mark (W7), so the standing at the bottom is the sum of the rows and equals the
mark the badge over the board shows and the peg stands on, on both boards.

Compact (the default): one column per side, named as the badge names it, each cell
"+18 → 42" (the hand's moves, then the standing); the detail by kind is the cell's
tooltip, one click away (the window shows it on a click) and in its accessible text.
Detailed (View ▸ Detailed scores): Dealer and a column per side and kind."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....i18n.words import table_word
from ....ui.score_sheet import RIGHT, Cell, Column, Sheet, SheetModel, signed
from . import score_ledger
from .texts import translate

if TYPE_CHECKING:  # loaded with the first hand's end
    from .hand_summary import HandSummary


def kind_name(kind: str) -> str:
    """A kind of score_ledger in words (the detail's and the detailed headers')."""
    return {
        "pegging": translate("CribbageTable", "Pegging"),
        "hand": translate("CribbageTable", "Hand"),
        "crib": translate("CribbageTable", "Crib"),
        "muggins": translate("CribbageTable", "Muggins"),
        "board": translate("CribbageTable", "Board squares"),
        "penalty": translate("CribbageTable", "Penalties and awards"),
    }[kind]


def kind_short(kind: str) -> str:
    return {
        "pegging": translate("CribbageTable", "Peg"),
        "hand": translate("CribbageTable", "Hand"),
        "crib": translate("CribbageTable", "Crib"),
        "muggins": translate("CribbageTable", "Mug."),
        "board": translate("CribbageTable", "Board"),
        "penalty": translate("CribbageTable", "Pen."),
    }[kind]


def kinds_for(board: str, muggins: bool) -> tuple[str, ...]:
    """The kinds a game can move: the board's and the penalties' only on Crib Wars,
    muggins only when the rules have it (C95)."""
    kinds = ["pegging", "hand", "crib"]
    if muggins:
        kinds.append("muggins")
    if board == "crib-wars":
        kinds += ["board", "penalty"]
    return tuple(kinds)


class CribbageScoreModel(SheetModel):
    """Rows: one per finished hand, the hand in play (while the game goes on), then
    the standing.  Columns: compact, Hand then one per side; detailed, Hand, Dealer,
    then per side one per kind."""

    def __init__(self, parent=None) -> None:  # noqa: ANN001
        super().__init__(parent)
        self.sides: tuple[str, ...] = ()
        self.kinds: tuple[str, ...] = ("pegging", "hand", "crib")
        self.rows: list[HandSummary] = []
        self.names: dict[str, str] = {}        # seat name -> display name (dealer)
        self.side_names: dict[str, str] = {}   # side -> the badge's name for it
        self.person_name = ""
        self.detailed = False
        self.over = False
        self.live_hand = 0
        self.live: dict[str, dict[str, int]] = {}

    # -- filling
    def reset(self, sides: tuple[str, ...], kinds: tuple[str, ...], rows: list[HandSummary],
              names: dict[str, str] | None = None, side_names: dict[str, str] | None = None,
              over: bool = False) -> None:
        self.sides = tuple(sides)
        self.kinds = tuple(kinds)
        self.rows = list(rows)
        self.names = dict(names or {})
        self.side_names = dict(side_names or {})
        self.over = over
        self.live_hand = len(self.rows)
        self.live = score_ledger.empty(self.sides)
        self.refresh(renew=True)

    def set_detailed(self, on: bool) -> None:
        if on != self.detailed:
            self.detailed = on
            self.refresh(renew=True)

    def append(self, summary: HandSummary) -> None:
        """A finished hand (the felt has shown all of it): its row goes in before the
        hand in play, which becomes the next one (or goes, at the game's end)."""
        self.rows.append(summary)
        self.live_hand = summary.hand_no + 1
        self.live = score_ledger.empty(self.sides)
        self.over = self.over or summary.winner is not None
        self.refresh()

    def set_live(self, hand_no: int, points: dict[str, dict[str, int]]) -> None:
        """The hand in play as far as the felt has shown it (felt.ledger).  A hand
        already in the rows is not counted twice: the row waits for the next deal."""
        if self.over or hand_no < len(self.rows) and hand_no >= 0:
            hand_no, points = len(self.rows), {}
        self.live_hand = max(hand_no, len(self.rows))
        self.live = {s: dict(points.get(s) or dict.fromkeys(score_ledger.KINDS, 0))
                     for s in self.sides}
        self.refresh()

    # -- sums (score_ledger's kinds)
    def _row_points(self, r: int) -> dict[str, dict[str, int]] | None:
        if r < len(self.rows):
            return self.rows[r].points
        if r == len(self.rows) and not self.over:
            return self.live
        return None

    def moved(self, r: int, side: str) -> int:
        points = self._row_points(r) or {}
        return sum((points.get(side) or {}).values())

    def standing_after(self, r: int, side: str) -> int:
        return sum(self.moved(k, side) for k in range(r + 1))

    def total(self, side: str) -> int:
        """The side's standing: every row's moves, the hand in play's included."""
        return self.standing_after(self._total_row() - 1, side)

    def totals(self, side: str) -> dict[str, int]:
        out = dict.fromkeys(score_ledger.KINDS, 0)
        for r in range(self._total_row()):
            for k, v in ((self._row_points(r) or {}).get(side) or {}).items():
                out[k] = out.get(k, 0) + v
        return out

    def _total_row(self) -> int:
        return len(self.rows) + (0 if self.over else 1)

    def detail(self, r: int, side: str) -> str:
        """What moved the side's mark in row ``r``, kind by kind, in words."""
        points = (self._row_points(r) or {}).get(side) or {} if r < self._total_row() \
            else self.totals(side)
        parts = [f"{kind_name(k)} {signed(points.get(k, 0))}" for k in self.kinds
                 if points.get(k, 0)]
        name = self.side_names.get(side, side)
        if r >= self._total_row():
            head = translate("CribbageTable", "%1: %2 in all").replace("%1", name).replace(
                "%2", str(self.total(side)))
        else:
            head = translate("CribbageTable", "%1, hand %2: %3, now %4").replace(
                "%1", name).replace("%2", str(self._hand_no(r) + 1)).replace(
                "%3", signed(self.moved(r, side))).replace(
                "%4", str(self.standing_after(r, side)))
        return head + (" (" + ", ".join(parts) + ")" if parts else "")

    def _hand_no(self, r: int) -> int:
        return self.rows[r].hand_no if r < len(self.rows) else self.live_hand

    # -- the sheet
    def sheet(self) -> Sheet:
        if not self.sides:
            return Sheet()
        where: list[tuple[str, str | None]] = [
            (side, kind) for side in self.sides
            for kind in (self.kinds if self.detailed else (None,))]
        hand = table_word("hand")
        columns = [Column(hand, hand, hand, 0)]
        if self.detailed:
            dealer = table_word("dealer")
            columns.append(Column(dealer, dealer, dealer, 0))
        for side, kind in where:
            name = self.side_names.get(side, side)
            head = name.replace(" & ", " &\n")   # a partnership on two lines
            if kind is not None:
                head, name = f"{head}\n{kind_short(kind)}", f"{name}: {kind_name(kind)}"
            # Room from the first hand for what a hand moves (two digits at most) and a
            # standing (three), so the dock need not widen as the game goes on.
            columns.append(Column(head, name, name, RIGHT,
                                  "+88 → 888" if kind is None else "88"))
        rows = []
        heads = []
        last = self._total_row()
        for r in range(last + 1):
            first = self._first_cell(r, r == last)
            row = [first]
            if self.detailed:
                row.append(Cell("") if r == last else Cell(*[self._dealer(r)] * 3))
            for side, kind in where:
                tip = self.detail(r, side)
                row.append(Cell(self._figure(r, r == last, side, kind), tip, tip))
            rows.append(row)
            heads.append(first.spoken)
        keys = [("hand", self._hand_no(r)) for r in range(len(self.rows))]
        keys += [] if self.over else ["live"]
        # Each side's column as wide as its name needs: a partnership's two names
        # would widen every side's (six players), taking the board's room.
        return Sheet(columns, rows, None, -1 if self.over else len(self.rows), last, heads,
                     [*keys, "total"])

    def _dealer(self, r: int) -> str:
        dealer = self.rows[r].dealer if r < len(self.rows) else ""
        return self.names.get(dealer, dealer)

    def _first_cell(self, r: int, total_row: bool) -> Cell:
        """The hand's number; in words, "Hand 3 · dealer: West · being played"."""
        if total_row:
            word = translate("CribbageTable", "Total")
            return Cell(word, word, word)
        text = translate("HandReview", "Hand %1").replace("%1", str(self._hand_no(r) + 1))
        dealer = self.rows[r].dealer if r < len(self.rows) else ""
        if dealer:
            text += " · " + translate("CribbageTable", "dealer: %1").replace(
                "%1", self.names.get(dealer, dealer))
        if r == len(self.rows):
            text += " · " + translate("CribbageTable", "being played")
        return Cell(str(self._hand_no(r) + 1), text, text)

    def _figure(self, r: int, total_row: bool, side: str, kind: str | None) -> str:
        if total_row:
            return str(self.total(side)) if kind is None else str(self.totals(side)[kind])
        if kind is not None:
            return str(((self._row_points(r) or {}).get(side) or {}).get(kind, 0))
        return f"{signed(self.moved(r, side))} → {self.standing_after(r, side)}"
