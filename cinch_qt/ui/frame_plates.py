"""The plates of a frame (games/felt_frame.py's ``Plate``) on the frame felt: each drawn
as the shell's heads-up plate (hud.py) beside its pile, on the first side the frame
names where it stays inside the felt and clear of every card and of the plates placed
before it, its bubble on a side that is clear too.  Mixed into ``FrameFelt``; nothing
here names a game."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from ..games.felt_frame import FeltFrame, Plate
from .hud import InfoPlate, clear_bubble_side, clear_of, footprint

# A plate's text against the card's height, within these pixel sizes (readable on the
# smallest felt, not shouting on the largest).
FONT_OF_CARD, FONT_MIN, FONT_MAX = 0.12, 11.0, 20.0
# The widest a plate grows before its lines wrap, as a share of the felt's width.
WIDEST = 0.4
# The room between a plate and its pile, and the felt's edge, in pixels; how much
# narrower a plate with no clear place is tried next.
GAP, EDGE, NARROWER = 6.0, 4.0, 8.0


def _beside(area: QRectF, side: str, w: float, h: float) -> QRectF:
    c = area.center()
    if side == "above":
        return QRectF(c.x() - w / 2, area.top() - GAP - h, w, h)
    if side == "below":
        return QRectF(c.x() - w / 2, area.bottom() + GAP, w, h)
    if side == "left":
        return QRectF(area.left() - GAP - w, c.y() - h / 2, w, h)
    return QRectF(area.right() + GAP, c.y() - h / 2, w, h)


def _inside(rect: QRectF, felt: QRectF) -> QRectF:
    inner = felt.adjusted(EDGE, EDGE, -EDGE, -EDGE)
    x = max(inner.left(), min(rect.left(), inner.right() - rect.width()))
    y = max(inner.top(), min(rect.top(), inner.bottom() - rect.height()))
    return QRectF(x, y, rect.width(), rect.height())


class FramePlates:
    """The felt's plates (it provides ``scene_``, ``table_rect`` and ``card_size``)."""

    _plate_items: list[InfoPlate]

    def _lay_plates(self, frame: FeltFrame, areas: dict[str, QRectF],
                    cards: list[QRectF]) -> None:
        """Place ``frame``'s plates: ``areas`` are the piles with cards, ``cards``
        where every card lies."""
        items = self._plate_items
        while len(items) < len(frame.plates):
            item = InfoPlate()
            self.scene_.addItem(item)
            items.append(item)
        felt = self.table_rect()
        font = max(FONT_MIN, min(FONT_MAX, self.card_size()[1] * FONT_OF_CARD))
        taken = list(cards)
        for item, plate in zip(items[:len(frame.plates)], frame.plates, strict=True):
            item.font_px = font
            item.pass_bubble = plate.quiet
            item.set_text(plate.title, list(plate.lines), active=plate.active,
                          chip=plate.chip, bubble=plate.bubble)
            w = min(item.natural_width(), felt.width() * WIDEST)
            w = max(w, min(item.title_width(), felt.width() - 2 * EDGE))
            h = item.required_height(w)
            rect, side = self._plate_place(plate, areas.get(plate.beside), w, h, felt,
                                           item, taken)
            item.set_rect(rect)
            if item.bubble_side != side:
                item.bubble_side = side
                item.update()
            item.setToolTip(plate.tip)
            item.show()
            taken += footprint(item, rect, side)
        for item in items[len(frame.plates):]:
            item.hide()

    def _plate_place(self, plate: Plate, area: QRectF | None, w: float, h: float,
                     felt: QRectF, item: InfoPlate, taken: list[QRectF]
                     ) -> tuple[QRectF, str]:
        """The plate's rect and its bubble's side."""
        if area is None:
            x = plate.at[0] * felt.width() - plate.anchor[0] * w
            y = plate.at[1] * felt.height() - plate.anchor[1] * h
            places = [_inside(QRectF(x, y, w, h), felt)]
        else:
            places = [_inside(_beside(area, side, w, h), felt) for side in plate.sides]
        for rect in places:
            if clear_of([rect], felt, taken):
                return rect, clear_bubble_side(item, rect, "right", felt, taken)
        # Nowhere clear at its width: narrower, its lines wrapping, down to its title's.
        first = places[0]
        width = w - NARROWER
        while width >= item.title_width():
            rect = QRectF(first.left(), first.top(), width, item.required_height(width))
            if area is None:
                rect.moveLeft(plate.at[0] * felt.width() - plate.anchor[0] * width)
                rect.moveTop(plate.at[1] * felt.height() - plate.anchor[1] * rect.height())
            rect = _inside(rect, felt)
            if clear_of([rect], felt, taken):
                return rect, clear_bubble_side(item, rect, "right", felt, taken)
            width -= NARROWER
        return first, clear_bubble_side(item, first, "right", felt, taken)

    def plate_texts(self) -> list[str]:
        """What the plates say, in their order (for a screen reader and for tests)."""
        return [item.text().strip() for item in self._plate_items if item.isVisible()]
