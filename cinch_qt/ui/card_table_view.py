"""CardTableView: the view every game's table is drawn in, a ``CardScene`` over the felt
of the pixmap cache.

What each game's view did alike lives here: the view's set-up (a viewport of our own,
no frame or scroll bars, the felt cached as the background), the card pixmaps at the
screen's pixel ratio, positions snapped to whole device pixels, the felt drawn under
the scene, a new layout whenever the view is resized or shown, and the keys among
the cards.  The game's view says what its layout is (``_relayout``) and what happens on
a gesture.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .card_scene import CardScene


class CardTableView(QGraphicsView):
    """A view of a ``CardScene`` (``scene_``) drawn from ``cache`` (a CardPixmapCache),
    at least ``min_size`` large.  Subclasses provide ``_relayout``."""

    def __init__(self, cache, min_size: tuple[int, int], parent=None) -> None:  # noqa: ANN001
        super().__init__(parent)
        # The viewport is made here, as QGraphicsView's constructor makes its own
        # (setViewport, then the attribute it sets): the first time PySide wraps a QWidget
        # made by C++ (viewport(), or the widget handed to an item's paint) it looks for
        # its type through every QWidget class, creating their enums on the way: ~20 ms
        # and 73 enums on the first frame's path.
        self.setViewport(QWidget())
        self.cache = cache
        self.scene_ = CardScene(self._pixmap, self)
        self.setScene(self.scene_)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Pixmaps are drawn 1:1 at whole device pixels, so no smooth (blurring) filter.
        self.setRenderHints(QPainter.RenderHint.Antialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt is drawn once into the view's background cache, not on every frame.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(*min_size)

    # ------------------------------------------------------------ art
    def _dpr(self) -> float:
        return float(self.devicePixelRatioF() or 1.0)

    def _pixmap(self, face: int | None, width: int, dpr: float):  # noqa: ANN202
        return self.cache.card_pixmap(face, width, dpr)

    def _snap(self, pos: QPointF) -> QPointF:
        # Whole device pixels: a pixmap at a fractional position is filtered (blurred).
        dpr = self._dpr()
        return QPointF(round(pos.x() * dpr) / dpr, round(pos.y() * dpr) / dpr)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        size = self.viewport().size()
        felt = self.cache.felt_pixmap(QSize(size.width(), size.height()), self._dpr())
        painter.drawPixmap(QRectF(0, 0, size.width(), size.height()), felt,
                           QRectF(0, 0, felt.width(), felt.height()))

    # ------------------------------------------------------------ layout
    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802
        super().resizeEvent(event)
        self._relayout()
        self._laid_out_at = self.viewport().size()

    def showEvent(self, event) -> None:  # noqa: ANN001, N802
        super().showEvent(event)
        # Shown for the first time, the view gets its resize just before this: a layout
        # for that very size is already made (the whole table, a second time, was some
        # 6 M instructions of every start).
        if getattr(self, "_laid_out_at", None) != self.viewport().size():
            self._relayout()
        self._laid_out_at = None

    def hideEvent(self, event) -> None:  # noqa: ANN001, N802
        super().hideEvent(event)
        self._laid_out_at = None

    def _relayout(self) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------ keys
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        """The keys of every card table: the arrows move the focus among the cards the
        scene lets it stop on (``_focus_moved`` follows), Enter acts on the focused card
        (``_enter``), Space picks or plays it (``_space``), then ``_key_handled``; other
        keys are QGraphicsView's."""
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.scene_.move_focus(-1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1)
            self._focus_moved()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif key == Qt.Key.Key_Space:
            self._space()
        else:
            super().keyPressEvent(event)
            return
        self._key_handled()
        event.accept()

    def _focus_moved(self) -> None:
        """The arrows moved the focus (a game says which card it is on)."""

    def _enter(self) -> None:
        self.scene_.activate_focus()

    def _space(self) -> None:
        self.scene_.click_focus()

    def _key_handled(self) -> None:
        """After an arrow, Enter or Space."""

    # ------------------------------------------------------------ for tests and tools
    def fixtures(self) -> tuple:
        """The items the layout places on the felt besides the cards (a game's board):
        like the felt itself, they stay where they are while the game is played."""
        return ()

    def card_scene_pos(self, key) -> QPointF:  # noqa: ANN001
        """The centre of card ``key`` in scene coordinates."""
        item = self.scene_.cards[key]
        w, h = item.size()
        return item.pos() + QPointF(w / 2, h / 2)
