"""The cribbage score panel: a row per hand with what it moved each side's mark, a row
for the hand being played (filled as the felt shows each peg come to rest), then each
side's standing.

Every number comes from score_ledger: a hand's entry is what its events moved the
side's mark (W7), so the standing at the bottom is the sum of the rows and equals the
mark the badge over the board shows and the peg stands on, on both boards.

Compact (the default): one column per side, named as the badge names it, each cell
"+18 → 42" (the hand's moves, then the standing); the detail by kind is the cell's
tooltip, one click away (the window shows it on a click) and in its accessible text.
Detailed (View ▸ Detailed scores): Dealer and a column per side and kind."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from ....i18n.words import table_word
from . import score_ledger
from .texts import translate

if TYPE_CHECKING:  # loaded with the first hand's end
    from .hand_summary import HandSummary

Index = QModelIndex | QPersistentModelIndex
_DISPLAY = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole,
            Qt.ItemDataRole.ToolTipRole)


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


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def kinds_for(board: str, muggins: bool) -> tuple[str, ...]:
    """The kinds a game can move: the board's and the penalties' only on Crib Wars,
    muggins only when the rules have it (C95)."""
    kinds = ["pegging", "hand", "crib"]
    if muggins:
        kinds.append("muggins")
    if board == "crib-wars":
        kinds += ["board", "penalty"]
    return tuple(kinds)


class CribbageScoreModel(QAbstractTableModel):
    """Rows: one per finished hand, the hand in play (while the game goes on), then
    the standing.  Columns: compact, Hand then one per side; detailed, Hand, Dealer,
    then per side one per kind."""

    def __init__(self, parent=None) -> None:
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
        self.beginResetModel()
        self.sides = tuple(sides)
        self.kinds = tuple(kinds)
        self.rows = list(rows)
        self.names = dict(names or {})
        self.side_names = dict(side_names or {})
        self.over = over
        self.live_hand = len(self.rows)
        self.live = score_ledger.empty(self.sides)
        self.endResetModel()

    def set_detailed(self, on: bool) -> None:
        if on != self.detailed:
            self.beginResetModel()
            self.detailed = on
            self.endResetModel()

    def append(self, summary: HandSummary) -> None:
        """A finished hand (the felt has shown all of it): its row goes in before the
        hand in play, which becomes the next one (or goes, at the game's end)."""
        row = len(self.rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self.rows.append(summary)
        self.live_hand = summary.hand_no + 1
        self.live = score_ledger.empty(self.sides)
        self.endInsertRows()
        if summary.winner is not None and not self.over:
            live_row = len(self.rows)
            self.beginRemoveRows(QModelIndex(), live_row, live_row)
            self.over = True
            self.endRemoveRows()
        self._changed_from(len(self.rows))

    def set_live(self, hand_no: int, points: dict[str, dict[str, int]]) -> None:
        """The hand in play as far as the felt has shown it (felt.ledger).  A hand
        already in the rows is not counted twice: the row waits for the next deal."""
        if self.over or hand_no < len(self.rows) and hand_no >= 0:
            hand_no, points = len(self.rows), {}
        self.live_hand = max(hand_no, len(self.rows))
        self.live = {s: dict(points.get(s) or dict.fromkeys(score_ledger.KINDS, 0))
                     for s in self.sides}
        self._changed_from(len(self.rows))

    def _changed_from(self, row: int) -> None:
        last = self.rowCount() - 1
        if last >= row and self.columnCount() > 0:
            self.dataChanged.emit(self.index(row, 0), self.index(last, self.columnCount() - 1))

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

    # -- the model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else self._total_row() + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        if parent.isValid():
            return 0
        if self.detailed:
            return 2 + len(self.sides) * len(self.kinds)
        return 1 + len(self.sides)

    def _where(self, column: int) -> tuple[str, str | None] | None:
        if not self.detailed:
            return (self.sides[column - 1], None) if column >= 1 else None
        if column < 2:
            return None
        k = len(self.kinds)
        return self.sides[(column - 2) // k], self.kinds[(column - 2) % k]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        r, c = index.row(), index.column()
        total_row = r == self._total_row()
        where = self._where(c)
        if role == Qt.ItemDataRole.TextAlignmentRole and where is not None:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and (total_row or r == len(self.rows)):
            from PySide6.QtGui import QFont

            f = QFont()
            f.setBold(total_row)
            f.setItalic(not total_row)
            return f
        if role not in _DISPLAY:
            return None
        tip = role != Qt.ItemDataRole.DisplayRole
        if where is None:           # the Hand (and Dealer) columns
            if total_row:
                return translate("CribbageTable", "Total") if c == 0 else ""
            dealer = self.rows[r].dealer if r < len(self.rows) else ""
            if c == 1:
                return self.names.get(dealer, dealer)
            text = str(self._hand_no(r) + 1)
            if tip:
                text = translate("HandReview", "Hand %1").replace("%1", text)
                if dealer:
                    text += " · " + translate("CribbageTable", "dealer: %1").replace(
                        "%1", self.names.get(dealer, dealer))
                if r == len(self.rows):
                    text += " · " + translate("CribbageTable", "being played")
            return text
        side, kind = where
        if tip:
            return self.detail(r, side)
        if total_row:
            return str(self.total(side)) if kind is None else str(self.totals(side)[kind])
        if kind is not None:
            return str(((self._row_points(r) or {}).get(side) or {}).get(kind, 0))
        return f"{signed(self.moved(r, side))} → {self.standing_after(r, side)}"

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Vertical and role in _DISPLAY:
            # The row's header is hidden but read by screen readers: the
            # hand (or Total), as the row's first cell says it in words.
            return self.data(self.index(section, 0), Qt.ItemDataRole.AccessibleTextRole)
        if orientation != Qt.Orientation.Horizontal or role not in _DISPLAY:
            return None
        if section == 0:
            return table_word("hand")
        if section == 1 and self.detailed:
            return table_word("dealer")
        side, kind = self._where(section)
        name = self.side_names.get(side, side)
        if kind is None:
            if role == Qt.ItemDataRole.DisplayRole:
                return name.replace(" & ", " &\n")   # a partnership on two lines
            return name
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{name.replace(' & ', ' &' + chr(10))}\n{kind_short(kind)}"
        return f"{name}: {kind_name(kind)}"
