"""One seat's hand as a list model; a hidden hand's rows hold no card, only a count."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from ...engine.cards import card_str
from .flat import ROOT, Index

CardRole = Qt.ItemDataRole.UserRole + 1
LegalRole = Qt.ItemDataRole.UserRole + 2


class HandModel(QAbstractListModel):
    def __init__(self, seat: int, visible: bool, parent=None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.visible = visible
        self._cards: list[int | None] = []
        self._legal: set[int] = set()

    def set_cards(self, cards: list[int]) -> None:
        """Announce removals and insertions row by row, so views see what changed."""
        new: list[int | None] = list(cards) if self.visible else [None] * len(cards)
        if self.visible:
            for row in reversed(range(len(self._cards))):
                if self._cards[row] not in new:
                    self.beginRemoveRows(QModelIndex(), row, row)
                    del self._cards[row]
                    self.endRemoveRows()
            if self._cards != [c for c in new if c in self._cards]:
                self.beginResetModel()
                self._cards = new
                self.endResetModel()
                return
            for row, c in enumerate(new):
                if row >= len(self._cards) or self._cards[row] != c:
                    self.beginInsertRows(QModelIndex(), row, row)
                    self._cards.insert(row, c)
                    self.endInsertRows()
            return
        if len(new) < len(self._cards):
            self.beginRemoveRows(QModelIndex(), len(new), len(self._cards) - 1)
            self._cards = new
            self.endRemoveRows()
        elif len(new) > len(self._cards):
            self.beginInsertRows(QModelIndex(), len(self._cards), len(new) - 1)
            self._cards = new
            self.endInsertRows()

    def set_legal(self, legal: set[int] | frozenset[int]) -> None:
        self._legal = set(legal)
        if self._cards:
            self.dataChanged.emit(self.index(0), self.index(len(self._cards) - 1), [LegalRole])

    def cards(self) -> list[int | None]:
        return list(self._cards)

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return "??" if card is None else card_str(card)
        if role == CardRole:
            return card
        if role == LegalRole:
            return card is not None and card in self._legal
        return None
