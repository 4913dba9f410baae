"""A card on the table: draws a cached pixmap at its exact size (never scaled by the view)."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

PixmapSource = Callable[[int | None, int, float], QPixmap]

_SHADOW = 3.0
_shadows: dict[tuple[int, int, float], QPixmap] = {}


def _shadow(w: int, h: int, dpr: float) -> QPixmap:
    """A soft card shadow, drawn once per card size: an antialiased rounded rectangle
    is far too slow to draw for 52 cards on every frame."""
    key = (w, h, dpr)
    pix = _shadows.get(key)
    if pix is None:
        pix = QPixmap(round((w + 2 * _SHADOW) * dpr), round((h + 2 * _SHADOW) * dpr))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(QRectF(1.5, 2.5, w, h), w * 0.06, w * 0.06)
        p.end()
        if len(_shadows) > 16:
            _shadows.clear()
        _shadows[key] = pix
    return pix


def _star(centre: QPointF, radius: float) -> QPolygonF:
    """A five-pointed star, point up."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        points.append(QPointF(centre.x() + r * math.cos(angle),
                              centre.y() - r * math.sin(angle)))
    return QPolygonF(points)


class CardItem(QGraphicsObject):
    """``key`` identifies the item to the scene; ``face`` is what its face shows (any
    value the pixmap source understands), drawn only while ``face_up``."""

    def __init__(self, key: Hashable, face: int | None, source: PixmapSource) -> None:
        super().__init__()
        self.key = key
        self.face = face
        self._source = source
        self._face_up = False
        self._w, self._h, self._dpr = 60, 84, 1.0
        self._pixmap: QPixmap | None = None
        self.home = QPointF()
        self.highlighted = False
        self.dimmed = False
        self.selected = False
        self.focused = False
        self.winner = False   # the card that takes the finished trick on the table
        self.draggable = False
        self.clickable = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        # No item cache: a card is two pixmap blits (shadow, face), cheaper than keeping
        # a second pixmap per card.
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # -- appearance
    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, up: bool) -> None:
        if up != self._face_up:
            self._face_up = up
            self._pixmap = None
            self.update()

    def set_size(self, width: int, height: int, dpr: float) -> None:
        if (width, height, dpr) != (self._w, self._h, self._dpr):
            self.prepareGeometryChange()
            self._w, self._h, self._dpr = width, height, dpr
            self._pixmap = None
            self.update()

    def refresh(self) -> None:
        """Drop the pixmap so the next paint asks the cache again (theme change)."""
        self._pixmap = None
        self.update()

    def set_marks(self, *, highlighted: bool | None = None, dimmed: bool | None = None,
                  selected: bool | None = None, focused: bool | None = None,
                  winner: bool | None = None) -> None:
        changed = False
        for name, value in (("highlighted", highlighted), ("dimmed", dimmed),
                            ("selected", selected), ("focused", focused),
                            ("winner", winner)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.update()

    def size(self) -> tuple[int, int]:
        return self._w, self._h

    def boundingRect(self) -> QRectF:
        return QRectF(-_SHADOW - 2, -_SHADOW - 2, self._w + 3 * _SHADOW + 4,
                      self._h + 3 * _SHADOW + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self._pixmap is None:
            self._pixmap = self._source(self.face if self._face_up else None, self._w, self._dpr)
        w, h = self._w, self._h
        radius = w * 0.06
        painter.drawPixmap(QPointF(0, 0), _shadow(w, h, self._dpr))
        painter.drawPixmap(QPointF(0, 0), self._pixmap)
        painter.setPen(Qt.PenStyle.NoPen)
        if self.dimmed:
            painter.setBrush(QColor(20, 20, 20, 135))
            painter.drawRoundedRect(QRectF(0, 0, w, h), radius, radius)
        ring = None
        if self.selected:
            ring = QColor(80, 170, 255)
        elif self.highlighted:
            ring = QColor(255, 214, 80)
        if ring is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(ring, max(2.0, w * 0.035)))
            painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), radius, radius)
        if self.winner:
            # The trick's winning card: a wide gold frame and a gold star in the corner
            # (a shape as well as a colour, so it does not rest on colour alone).
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 196, 0), max(3.0, w * 0.06)))
            painter.drawRoundedRect(QRectF(0, 0, w, h), radius, radius)
            r = max(6.0, w * 0.16)
            centre = QPointF(w - r * 1.15, r * 1.15)
            painter.setPen(QPen(QColor(60, 40, 0), 1.2))
            painter.setBrush(QColor(255, 196, 0))
            painter.drawPolygon(_star(centre, r))
        if self.focused:
            # A dark ring under a white dashed one: visible on the felt and on the card.
            painter.setBrush(Qt.BrushStyle.NoBrush)
            width = max(2.0, w * 0.03)
            painter.setPen(QPen(QColor(0, 0, 0, 200), width + 2))
            painter.drawRoundedRect(QRectF(-2, -2, w + 4, h + 4), radius, radius)
            painter.setPen(QPen(QColor(255, 255, 255), width, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(QRectF(-2, -2, w + 4, h + 4), radius, radius)

    # -- mouse: the scene decides what a press, drag or double-click means
    def mousePressEvent(self, event) -> None:
        scene = self.scene()
        if scene is not None and (self.draggable or self.clickable):
            scene.card_pressed(self, event)
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event) -> None:
        scene = self.scene()
        if scene is not None:
            scene.card_moved(self, event)

    def mouseReleaseEvent(self, event) -> None:
        scene = self.scene()
        if scene is not None:
            scene.card_released(self, event)

    def mouseDoubleClickEvent(self, event) -> None:
        scene = self.scene()
        if scene is not None and (self.draggable or self.clickable):
            event.accept()
            scene.card_double_clicked(self)
            # The card may have left the hand; do not keep the mouse grabbed by it, or
            # every later press would go to a card that is no longer interactive.
            if self.scene() is not None and self.scene().mouseGrabberItem() is self:
                self.ungrabMouse()
        else:
            event.ignore()
