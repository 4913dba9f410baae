"""Heads-up plates drawn on the felt: a seat's name, level, cards and bid; the contract
and trump; the scores; the words under a pile; and where a seat's plate finds room at
the felt's edge."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QPointF, QRectF, Qt
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


class PileLabel(QGraphicsObject):
    """One line of small text on a dark rounded patch, centred on a point (the words
    under a pile of cards)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font_px = 11.0
        self.setZValue(4_000)
        self.setAcceptHoverEvents(True)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(int(self.font_px))
        return font

    def set_label(self, text: str, centre_top: QPointF, font_px: float) -> None:
        self.prepareGeometryChange()
        self.text, self.font_px = text, font_px
        r = self.boundingRect()
        self.setPos(centre_top.x() - r.width() / 2, centre_top.y())
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        fm = QFontMetricsF(self._font())
        return QRectF(0, 0, fm.horizontalAdvance(self.text) + 10, fm.height() + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PLATE)
        painter.drawRoundedRect(r, 5, 5)
        painter.setFont(self._font())
        painter.setPen(TEXT)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


# Where a seat's plate goes at the left or right edge of the felt when the room above
# its hand is taken: the places around the hand, tried in order, the first clear of
# everything the game says may lie on the felt (``taken``).  First whole lines, in the
# plate's font and then smaller down to FONT_WHOLE: above the hand, under it, beside it
# towards the middle; then the lines wrapped to the room beside or under the hand, down
# to FONT_SMALLEST; each first with the plate's own inner margin, then a tighter one.
FONT_WHOLE = 10.0      # the smallest font a plate keeps its lines whole in
FONT_SMALLEST = 9.0    # the smallest font at all (the smallest window)
STEP = 4.0             # how finely a plate slides along the hand
PAD_TIGHT = 5.0        # the plate's inner margin where the normal one leaves no place
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


def _candidates(felt: QRectF, margin: float, hand: QRectF, left: bool, plate: InfoPlate,
                whole: bool) -> Iterator[tuple[QRectF, str]]:
    """Rects (and the bubble's side) for the plate around ``hand`` at the ``left`` (or
    right) edge: above, under, then beside it towards the middle, sliding along; then
    above and under it slid away from the edge (a plate in the corner)."""
    m, gap = margin, margin * 0.6
    inward = "right" if left else "left"
    natural = plate.natural_width()
    whole_height = plate.required_height(natural)
    widths = [natural] if whole else list(_descending(natural, plate.title_width(), 8.0))
    for w in widths:
        h = plate.required_height(w)
        if whole and h > whole_height + 0.5:
            continue
        x = m if left else felt.width() - m - w
        yield QRectF(x, hand.top() - gap - h, w, h), inward
        yield QRectF(x, hand.bottom() + gap, w, h), inward
        x = hand.right() + gap if left else hand.left() - gap - w
        y = hand.top()
        while y + h <= hand.bottom() + gap:
            yield QRectF(x, y, w, h), "top"
            y += STEP
        for top in (hand.top() - gap - h, hand.bottom() + gap):
            x = m + 2 * STEP
            while x + w <= felt.width() * 0.4:
                yield QRectF(x if left else felt.width() - x - w, top, w, h), inward
                x += 2 * STEP


def _descending(start: float, stop: float, step: float) -> Iterator[float]:
    w = start
    while w > stop:
        yield w
        w -= step
    yield stop


def edge_plate_place(felt: QRectF, margin: float, hand: QRectF, left: bool,
                     plate: InfoPlate, taken: list[QRectF]
                     ) -> tuple[QRectF, str, float, float] | None:
    """The first clear place for the plate of the hand at the felt's ``left`` (or right)
    edge: its rect, the side of its bubble, its font and its padding.  None when nothing
    is clear.  The plate's font and padding are left as they were."""
    normal, normal_pad = plate.font_px, plate.pad
    try:
        for whole, floor in ((True, FONT_WHOLE), (False, FONT_SMALLEST)):
            for pad in (normal_pad, PAD_TIGHT):
                plate.pad = pad
                font = normal
                while font >= floor:
                    plate.font_px = font
                    found = _first_clear(felt, margin, hand, left, plate, whole, taken)
                    if found is not None:
                        return (*found, font, pad)
                    font -= 0.5
        return None
    finally:
        plate.font_px, plate.pad = normal, normal_pad


def _first_clear(felt: QRectF, margin: float, hand: QRectF, left: bool, plate: InfoPlate,
                 whole: bool, taken: list[QRectF]) -> tuple[QRectF, str] | None:
    bubbles: dict[tuple[float, float, str], QRectF] = {}
    inward = "right" if left else "left"
    for rect, preferred in _candidates(felt, margin, hand, left, plate, whole):
        if not clear_of([rect], felt, taken):
            continue
        if not plate.bubble:
            return rect, preferred
        # The bubble where it was meant to go, else on any other side that is clear.
        for side in dict.fromkeys((preferred, inward, "top", "below")):
            key = (rect.width(), rect.height(), side)
            bubble = bubbles.get(key)
            if bubble is None:
                bubble = bubbles[key] = plate.bubble_rect(side, *key[:2])
            if clear_of([bubble.translated(rect.topLeft())], felt, taken):
                return rect, side
    return None
