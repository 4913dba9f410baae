"""The middle of the Cribbage felt: the big running count of the play (C50) and the
caption of the show (what is being counted, the running words, C71-C76)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
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


def wrap(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` (a single word wider
    than that stays whole on its own line)."""
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        trial = f"{current} {word}" if current else word
        if current and metrics.horizontalAdvance(trial) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


class CaptionItem(QGraphicsObject):
    """A plate with the show's title and its running words (or the draw's and the
    cut's).  Both wrap over as many lines as they need within the width the felt gives;
    the plate grows downwards to hold them, so nothing is elided."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, 200, 40)
        self._min_h = 40.0
        self.title = ""
        self.line = ""
        self.accent = QColor(GOLD)
        self.font_px = 14.0
        self.setZValue(4_000)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._min_h = rect.height()
        self._rect = QRectF(0, 0, rect.width(), max(rect.height(), self.required_height()))
        self.update()

    def set_text(self, title: str, line: str, accent: QColor | None = None) -> None:
        self.title, self.line = title, line
        if accent is not None:
            self.accent = QColor(accent)
        height = max(self._min_h, self.required_height())
        if height != self._rect.height():
            self.prepareGeometryChange()
            self._rect.setHeight(height)
        self.update()

    def text(self) -> str:
        return "\n".join(t for t in (self.title, self.line) if t)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def _fonts(self) -> tuple[QFont, QFont]:
        title = QFont()
        title.setPixelSize(int(self.font_px))
        title.setBold(True)
        body = QFont()
        body.setPixelSize(int(self.font_px * 1.05))
        return title, body

    def _pad(self) -> float:
        return self.font_px * 0.6

    def lines(self) -> tuple[list[str], list[str], float]:
        """The title's lines, the running words' lines, and the inner width."""
        title, body = self._fonts()
        tm, bm = QFontMetricsF(title), QFontMetricsF(body)
        inner = self._rect.width() - 2 * self._pad() - 6
        return (wrap(self.title, tm, inner) if self.title else [],
                wrap(self.line, bm, inner) if self.line else [], inner)

    def required_height(self) -> float:
        title, body = self._fonts()
        tm, bm = QFontMetricsF(title), QFontMetricsF(body)
        head, words, _ = self.lines()
        return len(head) * tm.height() + len(words) * bm.height() + self._pad() * 1.2

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not (self.title or self.line):
            return
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        title, body = self._fonts()
        tm, bm = QFontMetricsF(title), QFontMetricsF(body)
        pad = self._pad()
        head, words, inner_w = self.lines()
        widest = max([tm.horizontalAdvance(t) for t in head]
                     + [bm.horizontalAdvance(t) for t in words])
        width = min(r.width(), widest + 2 * pad + 6)
        plate = QRectF(r.left(), r.top(), width, r.height())
        painter.setPen(QPen(self.accent, 2))
        painter.setBrush(PLATE)
        painter.drawRoundedRect(plate, 8, 8)
        y = plate.top() + pad * 0.4
        painter.setPen(palette.LABEL_TEXT)
        painter.setFont(title)
        for text in head:
            painter.drawText(QRectF(plate.left() + pad, y, inner_w + 6, tm.height()),
                             Qt.AlignmentFlag.AlignLeft, text)
            y += tm.height()
        painter.setFont(body)
        painter.setPen(GOLD)
        for text in words:
            painter.drawText(QRectF(plate.left() + pad, y, inner_w + 6, bm.height()),
                             Qt.AlignmentFlag.AlignLeft, text)
            y += bm.height()
