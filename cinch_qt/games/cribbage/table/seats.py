"""The seats' plates on the Cribbage felt: name, level and cards held, in the side's
colour (the peg colours, palette.py), the dealer's chip and a "Go" bubble (C52)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ....ui.hud import InfoPlate
from . import palette


class SeatPlate(InfoPlate):
    """A Cinch HUD plate with a stripe of the side's colour down its left edge, so the
    plate, the pegs and the lane of a side read as one."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.colour = QColor(colour)
        self.bubble_side = "top"

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(QRectF(r.left() + 1.5, r.top() + 5, 4.5, r.height() - 10),
                                2, 2)
        if self.active:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.colour, 2.5))
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 10, 10)


def side_colour(side: int) -> QColor:
    return palette.side_colour(side)
