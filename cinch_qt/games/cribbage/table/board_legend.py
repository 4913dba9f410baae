"""The key to the board, on the felt under it: a swatch and a few
words for every kind of square, the shaded heels holes and the two pegs, laid out in
as many lines as the board's width needs. Each entry's tooltip is the full sentence of
what landing there does (the same words as the board's own tooltips)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsRectItem

from . import labels, palette

SWATCH = 1.1     # swatch width, in font pixels


def _tip(key: str, sides: int) -> str:
    # Example holes of the real board (CRIBWARS.md): the tooltip says what one does.
    text = {
        "red": labels.red_tip(32),
        "trap": labels.trap_tip(31, 36),
        "green": labels.green_tip(111, 116),
        "penalty": labels.penalty_tip(50, 71, sides),
        "heels": labels.heels_tip(),
        "pegs": "",
    }[key]
    return labels.wrapped_tip(text)


class BoardLegend(QGraphicsObject):
    """The legend: ``set_rect`` gives its width; ``required_height`` what it needs."""

    def __init__(self, crib_wars: bool, side_colour: QColor, sides: int = 2,
                 heels: tuple[int, int] | None = None) -> None:
        super().__init__()
        self.crib_wars = crib_wars
        self.heels = heels            # the first and last shaded hole (C43, W40)
        self.sides = sides
        self.side_colour = QColor(side_colour)
        self.font_px = 13.0
        self._width = 300.0
        self._boxes: list[tuple[str, str, QRectF]] = []
        self._hits: list[QGraphicsRectItem] = []
        self._height = 0.0
        # What the boxes were laid out for (width, text size): the felt places the legend
        # at every layout of its items, and the same width needs no new layout.
        self._laid_for: tuple[float, float] | None = None
        self.setZValue(4_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.retranslate()

    def retranslate(self) -> None:
        self.entries = labels.legend_entries(self.crib_wars, self.heels)
        self.hint = labels.legend_hint()
        self.tips = {key: _tip(key, self.sides) for key, _text in self.entries}
        self.setToolTip(self.hint)
        self._laid_for = None
        self._lay_out()

    def text(self) -> str:
        return " · ".join(t for _, t in self.entries)

    def set_rect(self, rect: QRectF) -> None:
        if rect.topLeft() != self.pos():
            self.setPos(rect.topLeft())
        if rect.width() != self._width or self._laid_for != (self._width, self.font_px):
            self.prepareGeometryChange()
            self._width = rect.width()
            self._lay_out()
            self.update()

    def _font(self) -> QFont:
        f = QFont()
        f.setPixelSize(max(9, int(self.font_px)))
        return f

    def _lay_out(self) -> None:
        if self._laid_for == (self._width, self.font_px):
            return
        self._laid_for = (self._width, self.font_px)
        fm = QFontMetricsF(self._font())
        pad, gap = 6.0, self.font_px * 0.9
        sw = self.font_px * SWATCH
        x, y = pad, pad
        line = fm.height() * 1.15
        boxes = []
        for key, text in self.entries:
            w = sw + 5 + fm.horizontalAdvance(text) + 4    # rounding: never elided
            if x > pad and x + w > self._width - pad:
                x, y = pad, y + line
            boxes.append((key, text, QRectF(x, y, min(w, self._width - 2 * pad), line)))
            x += w + gap
        self._boxes = boxes
        self._height = y + line + pad
        for hit in self._hits:
            hit.setParentItem(None)
            if hit.scene() is not None:
                hit.scene().removeItem(hit)
        self._hits = []
        for key, _text, box in boxes:
            tip = self.tips[key]
            if tip:
                hit = QGraphicsRectItem(box, self)
                hit.setPen(Qt.PenStyle.NoPen)
                hit.setBrush(Qt.BrushStyle.NoBrush)
                hit.setToolTip(tip)
                self._hits.append(hit)

    def required_height(self) -> float:
        self._lay_out()          # a new text size (font_px) since the last layout
        return self._height

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self._height)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ANN001
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(18, 30, 22, 185))
        painter.drawRoundedRect(self.boundingRect(), 8, 8)
        font = self._font()
        painter.setFont(font)
        fm = QFontMetricsF(font)
        sw = self.font_px * SWATCH
        for key, text, box in self._boxes:
            cy = box.center().y()
            swatch = QRectF(box.left(), cy - sw * 0.35, sw, sw * 0.7)
            self._swatch(painter, key, swatch)
            painter.setPen(QColor(235, 235, 225))
            painter.drawText(QRectF(box.left() + sw + 5, box.top(), box.width() - sw - 5,
                                    box.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             fm.elidedText(text, Qt.TextElideMode.ElideRight,
                                           box.width() - sw - 5))

    def _swatch(self, p: QPainter, key: str, r: QRectF) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        if key == "pegs":
            d = min(r.height(), r.width() * 0.5)
            for k, scale in enumerate((1.0, 0.78)):
                c = QColor(self.side_colour) if k == 0 else self.side_colour.darker(135)
                p.setBrush(c)
                size = d * scale
                x = r.left() + d / 2 if k == 0 else r.right() - d * 0.45
                p.drawEllipse(QPointF(x, r.center().y()), size / 2, size / 2)
            return
        if key == "heels":
            p.setPen(QPen(QColor(235, 225, 200), 1.2))
            p.setBrush(palette.HEELS_SHADE)
            p.drawEllipse(r.center(), r.height() / 2, r.height() / 2)
            return
        colour = {"red": palette.RED, "trap": palette.BLUE, "green": palette.GREEN,
                  "penalty": palette.PENALTY}[key]
        p.setBrush(colour)
        if key == "penalty":
            p.setPen(QPen(palette.PENALTY_RING, 2))
        p.drawRoundedRect(r, 3, 3)
