"""The last finished trick, for the Last trick window."""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QModelIndex,
    Qt,
)

from .....i18n.placeholders import fill
from ...engine.cards import card_str
from ...engine.rules import SEAT_CHARS
from .flat import FixedColumnsModel, Index

CardRole = Qt.ItemDataRole.UserRole + 1
COLUMNS = (QT_TRANSLATE_NOOP("Models", "Player"), QT_TRANSLATE_NOOP("Models", "Card"))


class TrickModel(FixedColumnsModel):
    COLUMNS = COLUMNS

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.winner: int | None = None
        self.names: dict[int, str] = {}
        self.namer = None  # seat -> name in the interface language; overrides ``names``

    def set_plays(self, plays: list[tuple[int, int]], winner: int | None = None) -> None:
        plays = list(plays)
        self.winner = winner
        if plays[:len(self._rows)] == self._rows and len(plays) > len(self._rows):
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, len(plays) - 1)
            self._rows = plays
            self.endInsertRows()
            return
        self.beginResetModel()
        self._rows = plays
        self.endResetModel()

    def _name(self, seat: int) -> str:
        return (self.namer(seat) if self.namer is not None
                else self.names.get(seat, SEAT_CHARS[seat]))

    def plays(self) -> list[tuple[int, int]]:
        return list(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        seat, card = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                name = self._name(seat)
                return f"{name} ★" if seat == self.winner else name
            return card_str(card)
        if role == Qt.ItemDataRole.AccessibleTextRole and index.column() == 0:
            # The star is read out as "black star": say who took the trick in words.
            if seat == self.winner:
                return fill(QCoreApplication.translate("Models", "%1, who took the trick"),
                            self._name(seat))
            return self._name(seat)
        if role == Qt.ItemDataRole.AccessibleTextRole and index.column() == 1:
            from .....i18n import card_name
            return card_name(card)
        if role == CardRole:
            return card
        return None
