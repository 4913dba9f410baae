"""The moving and passing things on the board: pegs, labels and glows."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from . import palette
from .board_face import UNIT

PEG_R = 0.3          # front peg radius, hole spacings
BACK_SCALE = 0.8     # the back peg is drawn a little smaller (W45: which is which)


class PegItem(QGraphicsItem):
    """One peg of a side. ``front`` says which of the side's two pegs it is now."""

    def __init__(self, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.colour = QColor(colour)
        self.front = True
        self._r = PEG_R * UNIT

    def set_front(self, front: bool) -> None:
        if front != self.front:
            self.front = front
            self.setZValue(11 if front else 10)
            self.update()

    def boundingRect(self) -> QRectF:
        r = self._r * 1.4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ANN001
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._r * (1.0 if self.front else BACK_SCALE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))           # shadow, light from top left
        painter.drawEllipse(QPointF(r * 0.25, r * 0.3), r, r)
        grad = QRadialGradient(QPointF(-r * 0.35, -r * 0.35), r * 1.4)
        body = self.colour if self.front else self.colour.darker(125)
        grad.setColorAt(0.0, body.lighter(160))
        grad.setColorAt(0.45, body)
        grad.setColorAt(1.0, body.darker(170))
        painter.setBrush(grad)
        painter.setPen(QPen(QColor(20, 12, 6), 0.05 * UNIT))
        painter.drawEllipse(QPointF(0, 0), r, r)


class LabelItem(QGraphicsObject):
    """A plate with a short text (what scored, a square's effect, "sits out")."""

    def __init__(self, text: str = "", accent: QColor | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._font = QFont()
        self._font.setPixelSize(round(0.72 * UNIT))
        self._font.setBold(True)
        self.accent = accent
        self._text = ""
        self._rect = QRectF()
        self.setZValue(20)
        self.set_text(text)

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self._text = text
        fm = QFontMetricsF(self._font)
        w = fm.horizontalAdvance(text) + 0.8 * UNIT
        h = fm.height() + 0.35 * UNIT
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ANN001
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self.accent, 0.1 * UNIT) if self.accent is not None else Qt.PenStyle.NoPen
        painter.setPen(pen)
        painter.setBrush(palette.LABEL_PLATE)
        radius = self._rect.height() / 2
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(self._font)
        painter.setPen(palette.LABEL_TEXT)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self._text)


class GlowItem(QGraphicsItem):
    """A square, path or arrow lit up while a peg uses it (hidden otherwise)."""

    def __init__(self, shape: QPainterPath, colour: QColor, width: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._shape = shape
        self.colour = QColor(colour)
        self._width = width
        self.setZValue(5)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        w = self._width
        return self._shape.boundingRect().adjusted(-w, -w, w, w)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ANN001
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = QColor(self.colour.lighter(150))
        halo.setAlpha(105)
        caps = (Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(halo, self._width, *caps))
        painter.drawPath(self._shape)
        painter.setPen(QPen(QColor(255, 255, 255, 230), 0.12 * UNIT, *caps))
        painter.drawPath(self._shape)
