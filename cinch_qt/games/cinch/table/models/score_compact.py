"""The score sheet in a few narrow columns, for the side dock: hand, contract, and per
side "what this hand scored → the total".  The detailed sheet (ScoreSheetModel) stays
the source; this model follows it and shows the rest in tooltips."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, Qt

from .....i18n.cards import suit_name
from .....i18n.placeholders import fill
from .....i18n.seats import player_name, side_short
from .flat import ROOT, Index
from .score_sheet import _SUITS, ScoreSheetModel

translate = QCoreApplication.translate


def signed(value: int) -> str:
    """"+9", "−4" (a real minus sign, as printed score sheets have), "0"."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"\u2212{-value}"
    return "0"


class CompactScoreSheetModel(QAbstractTableModel):
    """Columns: "#", the contract ("W 7 ♥", or "thrown in"), then one per side."""

    FIXED = 2

    def __init__(self, source: ScoreSheetModel, parent=None) -> None:
        super().__init__(parent)
        self.source = source
        source.modelReset.connect(self._reset)
        source.rowsAboutToBeInserted.connect(
            lambda _p, first, last: self.beginInsertRows(ROOT, first, last))
        source.rowsInserted.connect(lambda *_: self.endInsertRows())
        source.dataChanged.connect(self._all_changed)
        source.headerDataChanged.connect(
            lambda *_: self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                                   max(0, self.columnCount() - 1)))

    def _reset(self) -> None:
        self.beginResetModel()
        self.endResetModel()

    def _all_changed(self, *_args) -> None:
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(self.rowCount() - 1, self.columnCount() - 1))

    @property
    def sides(self) -> tuple[str, ...]:
        return self.source._sides

    def rowCount(self, parent: Index = ROOT) -> int:  # noqa: N802  (Qt override)
        return 0 if parent.isValid() else self.source.rowCount()

    def columnCount(self, parent: Index = ROOT) -> int:  # noqa: N802  (Qt override)
        return 0 if parent.isValid() else self.FIXED + len(self.sides)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == 0:
                return translate("Models", "#")
            if section == 1:
                return translate("Models", "Contract")
            return side_short(self.sides[section - self.FIXED])
        if role == Qt.ItemDataRole.ToolTipRole:
            if section == 0:
                return translate("Models", "Hand")
            if section == 1:
                return translate("Models", "Who made the highest bid, the bid and trumps")
            return translate("Models", "Points scored in the hand → running total")
        return None

    def _contract(self, hand: dict, spoken: bool) -> str:
        maker = hand.get("maker")
        if not maker:
            return translate("Models", "thrown in")
        trump = hand.get("trump", "")
        if spoken:
            return fill(translate("Models", "%1 bid %2 in %3"), player_name(maker),
                        hand.get("bid", ""), suit_name("CDHS".index(trump)) if trump else "")
        return f"{side_short(maker)} {hand.get('bid', '')} {_SUITS.get(trump, '')}".strip()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        hand = self.source.hand(index.row())
        col = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if col == 0:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
                return index.row() + 1
            return None
        if col == 1:
            if role == Qt.ItemDataRole.DisplayRole:
                return self._contract(hand, spoken=False)
            if role == Qt.ItemDataRole.AccessibleTextRole:
                return self._contract(hand, spoken=True)
            if role == Qt.ItemDataRole.ToolTipRole:
                dealer = fill(translate("Models", "Dealer: %1"),
                              player_name(hand.get("dealer", "S")))
                bids = self.source.data(self.source.index(index.row(), 2),
                                        Qt.ItemDataRole.AccessibleTextRole)
                return f"{dealer}\n{fill(translate('Models', 'Bids: %1'), bids)}"
            return None
        side = self.sides[col - self.FIXED]
        scored = hand.get("scored", {}).get(side, 0)
        total = hand.get("totals", {}).get(side, 0)
        if role == Qt.ItemDataRole.DisplayRole:
            return f"{signed(scored)} → {total}"
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return fill(translate("Models", "%1: took %2, scored %3, total %4"),
                        side_short(side), hand.get("taken", {}).get(side, 0), scored, total)
        return None
