"""Heads-up plates drawn on the felt: a seat's name, level, cards and bid; the contract
and trump; the scores; and how a plate and its bubble keep clear of what lies there."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

PLATE = QColor(10, 30, 18, 185)
TEXT = QColor(240, 240, 230)
ACCENT = QColor(255, 214, 80)


class InfoPlate(QGraphicsObject):
    """A rounded translucent box with a bold title and smaller lines under it; both wrap
    at spaces where the plate is narrower than they are.  ``colour``: whose plate it is
    (a side's colour, as its pegs or cards are): a stripe down its left edge, and a
    ring of it round the plate while it is ``active``."""

    def __init__(self, colour: QColor | None = None) -> None:
        super().__init__()
        self.colour = QColor(colour) if colour is not None else None
        self._rect = QRectF(0, 0, 120, 44)
        self.title = ""
        self.lines: list[str] = []
        self.active = False       # this seat is to act
        self.chip = ""            # e.g. "D" for the dealer
        self.bubble = ""          # e.g. this hand's bid
        self.pass_bubble = False  # the bubble says "Pass" (in any language): drawn grey
        # Where the bid bubble goes: right, left, top (its right end), topleft or below.
        self.bubble_side = "right"
        self.font_px = 13.0
        self.pad = 8.0            # the room inside the plate's edge (less on a crowded felt)
        self.setZValue(5_000)
        # Text is slow to draw; plates change rarely, so keep them as cached pixmaps.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.update()

    def set_text(self, title: str, lines: list[str], *, active: bool = False, chip: str = "",
                 bubble: str = "") -> None:
        if (title, lines, active, chip, bubble) != (self.title, self.lines, self.active,
                                                     self.chip, self.bubble):
            self.title, self.lines, self.active = title, list(lines), active
            self.chip, self.bubble = chip, bubble
            self.update()

    def text(self) -> str:
        return "\n".join([self.title, *self.lines, self.bubble])

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-120, -40, 120, 40)  # room for a bubble on any side

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(ACCENT, 2.5) if self.active else Qt.PenStyle.NoPen)
        painter.setBrush(PLATE)
        painter.drawRoundedRect(r, 8, 8)
        pad = self.pad
        title_font = QFont()
        title_font.setPixelSize(int(self.font_px * 1.1))
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.setPen(TEXT)
        fm = QFontMetricsF(title_font)
        y = pad
        inner = r.width() - 2 * pad - (22 if self.chip else 0)
        for line in self.title_lines(fm, inner):
            painter.drawText(QRectF(pad, y, inner, fm.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             fm.elidedText(line, Qt.TextElideMode.ElideRight, inner))
            y += fm.height()
        body = QFont()
        body.setPixelSize(int(self.font_px))
        painter.setFont(body)
        bm = QFontMetricsF(body)
        painter.setPen(QColor(215, 225, 215))
        for line in self._wrapped(bm, r.width() - 2 * pad):
            painter.drawText(QRectF(pad, y, r.width() - 2 * pad, bm.height()),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             bm.elidedText(line, Qt.TextElideMode.ElideRight, r.width() - 2 * pad))
            y += bm.height()
        if self.chip:
            d = fm.height() * 0.95
            chip = QRectF(r.right() - d - 5, 5, d, d)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(250, 250, 250))
            painter.drawEllipse(chip)
            painter.setPen(QColor(20, 20, 20))
            painter.setFont(title_font)
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, self.chip)
        if self.bubble:
            painter.setFont(title_font)
            bubble = self._bubble_rect(fm, self.bubble_side)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(190, 190, 190) if self.pass_bubble else ACCENT)
            painter.drawRoundedRect(bubble, 9, 9)
            painter.setPen(QColor(25, 25, 25))
            painter.drawText(bubble, Qt.AlignmentFlag.AlignCenter, self.bubble)
        if self.colour is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.colour)
            painter.drawRoundedRect(QRectF(r.left() + 1.5, r.top() + 5, 4.5, r.height() - 10),
                                    2, 2)
            if self.active:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(self.colour, 2.5))
                painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 10, 10)

    def _bubble_rect(self, fm: QFontMetricsF, side: str, r: QRectF | None = None) -> QRectF:
        r = self._rect if r is None else r
        bw = fm.horizontalAdvance(self.bubble) + 16
        bh = fm.height() + 4
        if side == "top":
            return QRectF(r.right() - bw, r.top() - bh - 4, bw, bh)
        if side == "topleft":
            return QRectF(r.left(), r.top() - bh - 4, bw, bh)
        if side == "below":
            return QRectF(r.right() - bw, r.bottom() + 4, bw, bh)
        x = r.left() - bw - 6 if side == "left" else r.right() + 6
        return QRectF(x, r.center().y() - bh / 2, bw, bh)

    def bubble_rect(self, side: str | None = None, width: float | None = None,
                    height: float | None = None) -> QRectF:
        """Where the bubble is drawn, in the plate's coordinates (empty without one);
        ``side``, ``width`` and ``height`` ask where it would go on that side of a
        plate that size."""
        if not self.bubble:
            return QRectF()
        title_font = QFont()
        title_font.setPixelSize(int(self.font_px * 1.1))
        title_font.setBold(True)
        r = QRectF(0, 0, self._rect.width() if width is None else width,
                   self._rect.height() if height is None else height)
        return self._bubble_rect(QFontMetricsF(title_font), side or self.bubble_side, r)

    def title_width(self) -> float:
        """The narrowest plate that shows the title (and the chip) on one line."""
        title_font = QFont()
        title_font.setPixelSize(int(self.font_px * 1.1))
        title_font.setBold(True)
        return (QFontMetricsF(title_font).horizontalAdvance(self.title) + 2 * self.pad + 1
                + (22 if self.chip else 0))

    def natural_width(self) -> float:
        """The width that shows every line without eliding."""
        title_font = QFont()
        title_font.setPixelSize(int(self.font_px * 1.1))
        title_font.setBold(True)
        body = QFont()
        body.setPixelSize(int(self.font_px))
        widest = max([QFontMetricsF(title_font).horizontalAdvance(self.title)]
                     + [QFontMetricsF(body).horizontalAdvance(line) for line in self.lines])
        return widest + 2 * self.pad + 4 + (22 if self.chip else 0)

    def _wrapped(self, metrics: QFontMetricsF, width: float) -> list[str]:
        """The lines broken at spaces to fit ``width`` (a long French or Dutch line in a
        small window); a single word too long for it is elided when drawn.  A " · "
        between two parts is dropped where the line breaks at it: the break already
        separates them, and a dot left hanging at a line's end reads as a fault."""
        return _wrap(self.lines, metrics, width)

    def title_lines(self, metrics: QFontMetricsF, width: float) -> list[str]:
        """The title broken at spaces to fit ``width`` (beside the chip), as the lines."""
        return _wrap([self.title], metrics, width)

    def required_height(self, width: float | None = None) -> float:
        """The height that shows every line at ``width`` (default: the plate's own)."""
        title_font = QFont()
        title_font.setPixelSize(int(self.font_px * 1.1))
        title_font.setBold(True)
        body = QFont()
        body.setPixelSize(int(self.font_px))
        bm, tm = QFontMetricsF(body), QFontMetricsF(title_font)
        inner = (self._rect.width() if width is None else width) - 2 * self.pad
        heads = self.title_lines(tm, inner - (22 if self.chip else 0))
        return 2 * self.pad + tm.height() * len(heads) + bm.height() * len(
            self._wrapped(bm, inner))


def _wrap(lines: list[str], metrics: QFontMetricsF, width: float) -> list[str]:
    out = []
    for line in lines:
        current = ""
        for word in line.split(" "):
            trial = f"{current} {word}" if current else word
            if current and metrics.horizontalAdvance(trial) > width:
                out.append(current.removesuffix(" ·"))
                current = "" if word == "·" else word
            else:
                current = trial
        out.append(current)
    return out


# The sides a bid bubble may take beside its plate, tried in order when its own is taken.
BUBBLE_SIDES = ("top", "topleft", "below", "left", "right")


def footprint(plate: InfoPlate, rect: QRectF, side: str) -> list[QRectF]:
    """The plate at ``rect`` and its bubble on ``side``, in scene coordinates."""
    out = [QRectF(rect)]
    bubble = plate.bubble_rect(side, rect.width(), rect.height())
    if not bubble.isEmpty():
        out.append(bubble.translated(rect.topLeft()))
    return out


def clear_of(parts: list[QRectF], felt: QRectF, taken: list[QRectF]) -> bool:
    return all(felt.contains(p) and not any(p.intersects(t) for t in taken) for p in parts)


def clear_bubble_side(plate: InfoPlate, rect: QRectF, side: str, felt: QRectF,
                      taken: list[QRectF]) -> str:
    """``side`` if the plate's bubble lies clear there, else the first side that does."""
    if not plate.bubble:
        return side
    for where in dict.fromkeys((side, *BUBBLE_SIDES)):
        bubble = plate.bubble_rect(where, rect.width(), rect.height()).translated(
            rect.topLeft())
        if felt.contains(bubble) and not any(bubble.intersects(t) for t in taken):
            return where
    return side
