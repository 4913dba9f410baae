"""A view that shows a board item on the felt and keeps it fitted to the window."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from .board_item import CribbageBoardItem

FELT = QColor(18, 92, 52)       # the Cinch table's green baize, drawn as a gradient
FIT_MARGIN = 0.03               # of the view, on every side


class BoardView(QGraphicsView):
    """The felt with ``item`` fitted in the middle at any window size (the scene is in
    item pixels; the view scales it, so everything stays vector-sharp)."""

    def __init__(self, item: CribbageBoardItem, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.item = item
        self.setScene(QGraphicsScene(self))
        self.scene().addItem(item)
        self.setRenderHints(QPainter.RenderHint.Antialiasing |
                            QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)

    def fit(self) -> None:
        rect = self.item.mapRectToScene(self.item.boundingRect())
        w, h = self.viewport().width(), self.viewport().height()
        if w <= 0 or h <= 0:
            return
        pad = FIT_MARGIN * min(w, h)
        sx = (w - 2 * pad) / rect.width()
        sy = (h - 2 * pad) / rect.height()
        scale = max(min(sx, sy), 1e-3)
        self.resetTransform()
        self.scale(scale, scale)
        self.setSceneRect(rect.adjusted(-w, -h, w, h))
        self.centerOn(rect.center())
        self.resetCachedContent()

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: ANN001
        super().showEvent(event)
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.resetTransform()
        vp = QRectF(self.viewport().rect())
        grad = QRadialGradient(vp.center(), max(vp.width(), vp.height()) * 0.75)
        grad.setColorAt(0.0, FELT.lighter(118))
        grad.setColorAt(1.0, FELT.darker(140))
        painter.fillRect(vp, grad)
        painter.restore()
