"""The middle of the Cribbage felt: the big running count of the play (C50)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import palette

PLATE = QColor(10, 30, 18, 200)
GOLD = QColor(255, 214, 80)


class CountItem(QGraphicsObject):
    """"Count 23" in large figures; drawn gold at 15 and 31."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, 120, 40)
        self.value = 0
        self.word = ""
        self.setZValue(4_000)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.update()

    def set_value(self, value: int, word: str) -> None:
        if (value, word) != (self.value, self.word):
            self.value, self.word = value, word
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect
        h = r.height()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        small = QFont()
        small.setPixelSize(max(10, int(h * 0.3)))
        big = QFont()
        big.setPixelSize(max(14, int(h * 0.78)))
        big.setBold(True)
        sm, bm = QFontMetricsF(small), QFontMetricsF(big)
        label = self.word
        digits = str(self.value)
        w = sm.horizontalAdvance(label) + bm.horizontalAdvance("31") + h * 0.9
        plate = QRectF(r.left(), r.top(), min(r.width(), w), h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PLATE)
        painter.drawRoundedRect(plate, h * 0.25, h * 0.25)
        pad = h * 0.3
        painter.setFont(small)
        painter.setPen(palette.LABEL_TEXT)
        painter.drawText(QRectF(plate.left() + pad, plate.top(), plate.width(), h),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        painter.setFont(big)
        painter.setPen(GOLD if self.value in (15, 31) else QColor(250, 248, 235))
        painter.drawText(QRectF(plate.left(), plate.top(), plate.width() - pad, h),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, digits)
