"""The bid history: every bid and pass of the game, hand by hand."""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()  # the invisible root: these are flat models
COLUMNS = (QT_TRANSLATE_NOOP("Models", "Hand"), QT_TRANSLATE_NOOP("Models", "Player"),
           QT_TRANSLATE_NOOP("Models", "Bid"))


class BidHistoryModel(QAbstractTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[int, str | int, int | None]] = []
        # A player given as a seat int is named through this when shown, so the names
        # follow the interface language (None: the seat number as it is).
        self.namer = None

    def reset(self, rows: list[tuple[int, str, int | None]] | None = None) -> None:
        self.beginResetModel()
        self._rows = list(rows or [])
        self.endResetModel()

    def append(self, hand_no: int, player: str, amount: int | None) -> None:
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append((hand_no, player, amount))
        self.endInsertRows()

    def retranslate(self) -> None:
        """The language changed: headers and "Pass" are drawn again in the new one."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, 2))

    def rows(self) -> list[tuple[int, str, int | None]]:
        return list(self._rows)

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            if 0 <= section < len(COLUMNS):
                return QCoreApplication.translate("Models", COLUMNS[section])
            return None
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        hand_no, player, amount = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            passed = QCoreApplication.translate("Models", "Pass")
            if isinstance(player, int) and self.namer is not None:
                player = self.namer(player)
            return (hand_no + 1, player, passed if amount is None else amount)[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() != 1:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
