"""What the flat table models share: no tree, and (for most) fixed translated headers."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()  # the invisible root: these are flat models


class FixedColumnsModel(QAbstractTableModel):
    """A table whose rows live in ``self._rows`` and whose header words are ``COLUMNS``
    (marked with QT_TRANSLATE_NOOP in the "Models" context, translated when shown)."""

    COLUMNS: tuple[str, ...] = ()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list = []

    def rowCount(self, parent: Index = ROOT) -> int:  # noqa: N802  (Qt override)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = ROOT) -> int:  # noqa: N802  (Qt override)
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if (role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal
                and 0 <= section < len(self.COLUMNS)):
            return QCoreApplication.translate("Models", self.COLUMNS[section])
        return None
