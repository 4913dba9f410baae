"""A list model of the themes of one kind, grouped, with previews drawn off the GUI thread.

Rows are group headers ("Built-in", "Installed on this machine", "Yours") followed by
their themes.  Previews are rendered by a one-thread pool into QImage (each task
loads and fully checks its theme, so a broken theme is marked as such with the
reason) and turned into QPixmap when they arrive on the GUI thread.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    QRunnable,
    QSize,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPixmap

from .corners import localise_corners
from .deck_art import BACK, ArtRenderer, load_art
from .discovery import DECK_BACK, ThemeInfo, list_themes
from .errors import QT_TRANSLATE_NOOP, ThemeError
from .theme_words import GROUP_LABELS, group_label, theme_error_text, theme_name, unusable

ThemeIdRole = Qt.ItemDataRole.UserRole + 1
IsHeaderRole = Qt.ItemDataRole.UserRole + 2
ErrorRole = Qt.ItemDataRole.UserRole + 3
PREVIEW_SIZES = {"deck": QSize(200, 90), "back": QSize(64, 90), "felt": QSize(150, 90)}
# Ace of spades, king of hearts, ten of diamonds, jack of clubs: black and red, court
# and pip cards, so a preview shows how the deck reads.
PREVIEW_CARDS = (51, 37, 21, 9)


@dataclass
class _Row:
    header: str = ""          # a group ("builtin" …) for a header row
    info: ThemeInfo | None = None
    preview: QPixmap | None = None
    error: str = ""


class _PreviewRelay(QObject):
    done = Signal(int, str, object, str)    # generation, theme id, QImage or None, error


class _PreviewTask(QRunnable):
    def __init__(self, generation: int, info: ThemeInfo, size: QSize, relay: _PreviewRelay,
                 language: str = "en"):
        super().__init__()
        self._generation, self._info, self._size, self._relay = generation, info, size, relay
        self._language = language

    def run(self) -> None:
        image, error = None, ""
        try:
            image = render_preview(self._info, self._size, self._language)
        except ThemeError as failure:
            error = theme_error_text(failure)
        except Exception as failure:  # noqa: BLE001 - a preview must never crash the dialog
            error = theme_error_text(ThemeError.of(QT_TRANSLATE_NOOP(
                "ThemeError", "%1: preview failed (%2)"), self._info.name, failure))
        try:
            self._relay.done.emit(self._generation, self._info.id, image, error)
        except RuntimeError:
            pass   # the dialog closed meanwhile


def render_preview(info: ThemeInfo, size: QSize, language: str = "en") -> QImage:
    """A small picture of a theme (several fanned cards for a deck), a built-in deck's
    court corners in ``language`` as on the table (corners.py); raises ThemeError."""
    art, renderer = load_art(info)
    localised = localise_corners(art, language)
    if localised is not art:
        renderer = ArtRenderer(localised)
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    h = size.height() - 4
    if info.kind == "felt":
        painter.drawImage(QRectF(0, 0, size.width(), size.height()),
                          renderer.full_image(size.width(), size.height()))
    elif info.kind == "back":
        painter.drawImage(QPointF(0, 2), renderer.card_image(BACK, round(h * renderer.aspect())))
    else:
        w = round(h * renderer.aspect())
        step = (size.width() - w) / max(1, len(PREVIEW_CARDS) - 1)
        for i, card in enumerate(PREVIEW_CARDS):
            painter.drawImage(QPointF(i * step, 2), renderer.card_image(card, w))
    painter.end()
    return image


class ThemeListModel(QAbstractListModel):
    """Themes of one kind ("deck", "back", "felt") for a QListView."""

    def __init__(self, kind: str, user_dir: Path | None = None,
                 parent: QObject | None = None, corner_language: str = "en") -> None:
        super().__init__(parent)
        self.kind = kind
        # The previews' court letters follow the table's (CardPixmapCache.corner_language).
        self.corner_language = corner_language
        self._user_dir = user_dir
        self._rows: list[_Row] = []
        self._generation = itertools.count(1)
        self._current_generation = 0
        self._pool = QThreadPool(self)
        # One thread: previews must not compete with the table's own rendering.
        self._pool.setMaxThreadCount(1)
        self._relay = _PreviewRelay(self)
        self._relay.done.connect(self._preview_landed)
        self.refresh()

    def refresh(self) -> None:
        """Re-read the themes on disk (after an import, or a change in the folder)."""
        self.beginResetModel()
        self._rows = []
        by_group: dict[str, list[ThemeInfo]] = {}
        for info in list_themes(self.kind, self._user_dir):
            by_group.setdefault(info.group, []).append(info)
        for group in GROUP_LABELS:
            if by_group.get(group):
                self._rows.append(_Row(header=group))
                self._rows.extend(_Row(info=info) for info in by_group[group])
        self.endResetModel()
        self._current_generation = next(self._generation)
        self._pool.clear()
        size = PREVIEW_SIZES[self.kind]
        for row in self._rows:
            if row.info is not None and row.info.layout != DECK_BACK:
                self._pool.start(_PreviewTask(self._current_generation, row.info, size,
                                              self._relay, self.corner_language))

    def wait_for_previews(self, msecs: int = -1) -> bool:
        return self._pool.waitForDone(msecs)

    def shutdown(self) -> None:
        self._pool.clear()
        self._pool.waitForDone()

    def _preview_landed(self, generation: int, theme_id: str, image, error: str) -> None:
        if generation != self._current_generation:
            return
        for number, row in enumerate(self._rows):
            if row.info is not None and row.info.id == theme_id:
                row.preview = QPixmap.fromImage(image) if image is not None else None
                row.error = error
                index = self.index(number)
                self.dataChanged.emit(index, index)
                return

    # --- model ----------------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == IsHeaderRole:
            return row.info is None
        if row.info is None:
            if role == Qt.ItemDataRole.DisplayRole:
                return group_label(row.header)
            if role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setBold(True)
                return font
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            name = theme_name(row.info)
            return unusable(name) if row.error else name
        if role == Qt.ItemDataRole.DecorationRole:
            return row.preview
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.error or row.info.description or str(row.info.svg or row.info.path)
        if role == Qt.ItemDataRole.ForegroundRole and row.error:
            return QBrush(QColor("#a03030"))
        if role == ThemeIdRole:
            return row.info.id
        if role == ErrorRole:
            return row.error
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        row = self._rows[index.row()]
        if row.info is None:
            return Qt.ItemFlag.ItemIsEnabled    # a header: drawn normally, never selected
        if row.error:
            return Qt.ItemFlag.ItemIsEnabled    # listed with its reason, not choosable
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def row_of(self, theme_id: str) -> int:
        for number, row in enumerate(self._rows):
            if row.info is not None and row.info.id == theme_id:
                return number
        return -1
