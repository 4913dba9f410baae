"""The bid history: every bid and pass of the game, hand by hand."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()  # the invisible root: these are flat models
COLUMNS = ("Hand", "Player", "Bid")


class BidHistoryModel(QAbstractTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[int, str, int | None]] = []

    def reset(self, rows: list[tuple[int, str, int | None]] | None = None) -> None:
        self.beginResetModel()
        self._rows = list(rows or [])
        self.endResetModel()

    def append(self, hand_no: int, player: str, amount: int | None) -> None:
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append((hand_no, player, amount))
        self.endInsertRows()

    def rows(self) -> list[tuple[int, str, int | None]]:
        return list(self._rows)

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return COLUMNS[section] if 0 <= section < len(COLUMNS) else None
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        hand_no, player, amount = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (hand_no + 1, player, "Pass" if amount is None else amount)[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() != 1:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
