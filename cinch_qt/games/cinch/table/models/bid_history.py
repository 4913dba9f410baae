"""The bid history: every bid and pass of the game, hand by hand."""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QModelIndex,
    Qt,
)

from .flat import FixedColumnsModel, Index

COLUMNS = (QT_TRANSLATE_NOOP("Models", "Hand"), QT_TRANSLATE_NOOP("Models", "Player"),
           QT_TRANSLATE_NOOP("Models", "Bid"))


class BidHistoryModel(FixedColumnsModel):
    COLUMNS = COLUMNS

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
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

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
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
