"""The cribbage score panel: a row per hand with each side's pegging, hand and crib
points (and, where the rules allow them, the points from muggins, excess claims and
penalty awards: C94, C95, W31, W35), then a row of totals."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from .session import HandSummary
from .texts import side_display_name, side_header, translate

KINDS = ("pegging", "hand", "crib")
Index = QModelIndex | QPersistentModelIndex


class CribbageScoreModel(QAbstractTableModel):
    """Rows: one per finished hand, then "Total".  Columns: Hand, Dealer, then per side
    Peg / Hand / Crib (and Other when ``other`` is on)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.sides: tuple[str, ...] = ()
        self.other = False
        self.rows: list[HandSummary] = []
        self.names: dict[str, str] = {}  # seat name -> display name (dealer column)
        self.person_name = ""

    # -- filling
    def reset(
        self,
        sides: tuple[str, ...],
        other: bool,
        rows: list[HandSummary],
        names: dict[str, str] | None = None,
    ) -> None:
        self.beginResetModel()
        self.sides = tuple(sides)
        self.other = other
        self.rows = list(rows)
        self.names = dict(names or {})
        self.endResetModel()

    def append(self, summary: HandSummary) -> None:
        row = len(self.rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self.rows.append(summary)
        self.endInsertRows()
        total = len(self.rows)
        self.dataChanged.emit(self.index(total, 0), self.index(total, self.columnCount() - 1))

    def kinds(self) -> tuple[str, ...]:
        return KINDS + (("other",) if self.other else ())

    def totals(self, side: str) -> dict[str, int]:
        return {k: sum(r.points.get(side, {}).get(k, 0) for r in self.rows) for k in self.kinds()}

    # -- the model
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows) + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else 2 + len(self.sides) * len(self.kinds())

    def _where(self, column: int) -> tuple[str, str] | None:
        if column < 2:
            return None
        k = len(self.kinds())
        side = self.sides[(column - 2) // k]
        return side, self.kinds()[(column - 2) % k]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        r, c = index.row(), index.column()
        total_row = r == len(self.rows)
        where = self._where(c)
        if role == Qt.ItemDataRole.TextAlignmentRole and where is not None:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and total_row:
            from PySide6.QtGui import QFont

            f = QFont()
            f.setBold(True)
            return f
        if role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        if role == Qt.ItemDataRole.AccessibleTextRole and where is not None:
            # Issue 33: a cell read alone says whose points and of what ("You: Hand 12").
            column = self.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
            return f"{column} {self.data(index, Qt.ItemDataRole.DisplayRole)}"
        if total_row:
            if c == 0:
                return translate("CribbageTable", "Total")
            if c == 1 or where is None:
                return ""
            return str(self.totals(where[0])[where[1]])
        row = self.rows[r]
        if c == 0:
            return str(row.hand_no + 1)
        if c == 1:
            return self.names.get(row.dealer, row.dealer)
        side, kind = where
        value = row.points.get(side, {}).get(kind, 0)
        if role == Qt.ItemDataRole.ToolTipRole and row.squares:
            return ", ".join(
                f"{side_display_name(s, self.person_name)}: {sq}" for s, sq in row.squares
            )
        return str(value)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,  # noqa: N802
        role: int = Qt.ItemDataRole.DisplayRole,
    ):
        if orientation == Qt.Orientation.Vertical and role in (
            Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole
        ):
            # The row's header is hidden but read by screen readers (issue 33).
            if section >= len(self.rows):
                return translate("CribbageTable", "Total")
            return translate("CribbageTable", "Hand %1").replace(
                "%1", str(self.rows[section].hand_no + 1)
            )
        if orientation != Qt.Orientation.Horizontal or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        if section == 0:
            return translate("CribbageTable", "Hand")
        if section == 1:
            return translate("CribbageTable", "Dealer")
        side, kind = self._where(section)
        short = {
            "pegging": translate("CribbageTable", "Peg"),
            "hand": translate("CribbageTable", "Hand"),
            "crib": translate("CribbageTable", "Crib"),
            "other": translate("CribbageTable", "Other"),
        }[kind]
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{side_display_name(side, self.person_name)}: {short}"
        return f"{side_header(side, self.person_name)}\n{short}"
