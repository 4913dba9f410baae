"""The trick on the table (and, in a second instance, the last finished trick)."""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from ..engine.cards import card_str
from ..engine.rules import SEAT_CHARS

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()  # the invisible root: these are flat models
CardRole = Qt.ItemDataRole.UserRole + 1
COLUMNS = (QT_TRANSLATE_NOOP("Models", "Player"), QT_TRANSLATE_NOOP("Models", "Card"))


class TrickModel(QAbstractTableModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._plays: list[tuple[int, int]] = []
        self.winner: int | None = None
        self.names: dict[int, str] = {}
        self.namer = None  # seat -> name in the interface language; overrides ``names``

    def set_plays(self, plays: list[tuple[int, int]], winner: int | None = None) -> None:
        plays = list(plays)
        self.winner = winner
        if plays[:len(self._plays)] == self._plays and len(plays) > len(self._plays):
            first = len(self._plays)
            self.beginInsertRows(QModelIndex(), first, len(plays) - 1)
            self._plays = plays
            self.endInsertRows()
            return
        self.beginResetModel()
        self._plays = plays
        self.endResetModel()

    def plays(self) -> list[tuple[int, int]]:
        return list(self._plays)

    def rowCount(self, parent: _Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._plays)

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
        if not index.isValid() or not 0 <= index.row() < len(self._plays):
            return None
        seat, card = self._plays[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                name = (self.namer(seat) if self.namer is not None
                        else self.names.get(seat, SEAT_CHARS[seat]))
                return f"{name} ★" if seat == self.winner else name
            return card_str(card)
        if role == Qt.ItemDataRole.AccessibleTextRole and index.column() == 1:
            from ..i18n import card_name
            return card_name(card)
        if role == CardRole:
            return card
        return None
