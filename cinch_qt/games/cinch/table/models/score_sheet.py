"""The score sheet: one row per hand (dealer, bids, maker, trump, taken, scored, totals)."""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    Qt,
)

from .....i18n.cards import suit_name
from .....i18n.placeholders import fill
from .....i18n.seats import player_name, side_short
from ...engine.cards import parse_suit
from .flat import ROOT, Index

_SUITS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


class ScoreSheetModel(QAbstractTableModel):
    """Rows are finished hands as RECORD v1 hand objects; columns depend on the sides."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._hands: list[dict] = []
        self._sides: tuple[str, ...] = ("NS", "EW")
        self._fixed = [QT_TRANSLATE_NOOP("Models", "Hand"), QT_TRANSLATE_NOOP("Models", "Dealer"),
                       QT_TRANSLATE_NOOP("Models", "Bids"), QT_TRANSLATE_NOOP("Models", "Maker"),
                       QT_TRANSLATE_NOOP("Models", "Bid"), QT_TRANSLATE_NOOP("Models", "Trump")]

    # -- feeding
    def reset(self, sides: tuple[str, ...], hands: list[dict] | None = None) -> None:
        self.beginResetModel()
        self._sides = tuple(sides)
        self._hands = [dict(h) for h in (hands or [])]
        self.endResetModel()

    def append_hand(self, hand: dict) -> None:
        row = len(self._hands)
        self.beginInsertRows(QModelIndex(), row, row)
        self._hands.append(dict(hand))
        self.endInsertRows()

    def hand(self, row: int) -> dict:
        return self._hands[row]

    # -- model
    def _columns(self) -> list[str]:
        translate = QCoreApplication.translate
        cols = [translate("Models", name) for name in self._fixed]
        # Translators: %1 is a side ("NS", "EW") or a seat letter with 2 or 3 players.
        for what in (translate("Models", "Taken %1"), translate("Models", "Scored %1"),
                     translate("Models", "Total %1")):
            cols.extend(fill(what, side_short(side)) for side in self._sides)
        return cols

    def retranslate(self) -> None:
        """The language changed: the headers and "thrown in" follow."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self._hands:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self._hands) - 1, self.columnCount() - 1))

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self._hands)

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self._fixed) + 3 * len(self._sides)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            cols = self._columns()
            return cols[section] if 0 <= section < len(cols) else None
        return None

    @staticmethod
    def _spoken(hand: dict, col: int) -> str:
        """A cell in words for screen readers: letters, dashes and suit symbols are
        read out as such ("W6 N–" as "W six N en dash")."""
        if col == 1:
            return player_name(hand.get("dealer", "S"))
        if col == 2:
            passed = QCoreApplication.translate("Models", "pass")
            return ", ".join(fill(QCoreApplication.translate("Models", "%1 %2"), player_name(s),
                                  passed if n is None else n)
                             for s, n in hand.get("bids", []))
        if col == 3:
            maker = hand.get("maker")
            return player_name(maker) if maker else QCoreApplication.translate("Models",
                                                                              "thrown in")
        trump = hand.get("trump")
        return suit_name(parse_suit(trump)) if trump else ""

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._hands):
            return None
        hand = self._hands[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole and col == 2:
            passed = QCoreApplication.translate("Models", "pass")
            return ", ".join(f"{side_short(s)}: {passed if n is None else n}"
                             for s, n in hand.get("bids", []))
        if role == Qt.ItemDataRole.AccessibleTextRole and col in (1, 2, 3, 5):
            return self._spoken(hand, col)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return None
        if col == 0:
            return index.row() + 1
        if col == 1:
            return side_short(hand.get("dealer", ""))
        if col == 2:
            return " ".join(f"{side_short(s)}{'–' if n is None else n}"
                            for s, n in hand.get("bids", []))
        if col == 3:
            maker = hand.get("maker")
            return side_short(maker) if maker else QCoreApplication.translate("Models",
                                                                               "thrown in")
        if col == 4:
            return hand.get("bid", "")
        if col == 5:
            return _SUITS.get(hand.get("trump", ""), "")
        k = col - len(self._fixed)
        group, side = divmod(k, len(self._sides))
        key = ("taken", "scored", "totals")[group]
        value = hand.get(key, {}).get(self._sides[side])
        return "" if value is None else value
