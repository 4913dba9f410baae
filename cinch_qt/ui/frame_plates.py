"""The plates of a frame (games/felt_frame.py's ``Plate``) on the frame felt: each drawn
as the shell's heads-up plate (hud.py) beside its pile, on the first side the frame
names where it stays inside the felt and clear of every card and of the plates placed
before it, its bubble on a side that is clear too.  Mixed into ``FrameFelt``; nothing
here names a game."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QRectF

from ..games.felt_frame import FeltFrame, Plate
from .hud import InfoPlate, clear_bubble_side, clear_of, footprint

# A plate's text against the card's height, within these pixel sizes (readable on the
# smallest felt, not shouting on the largest).
FONT_OF_CARD, FONT_MIN, FONT_MAX = 0.12, 11.0, 20.0
# The smallest font a plate takes where the felt has no room for it in the usual one.
FONT_FLOOR = 9.0
# How many plates' places found are kept (a place depends on the plate, the felt's size
# and what lies there: the same frame laid out again finds them at once).
PLACES_KEPT = 64
# The widest a plate grows before its lines wrap, as a share of the felt's width.
WIDEST = 0.4
# The room between a plate and its pile, and the felt's edge, in pixels; how much
# narrower a plate with no clear place is tried next.
GAP, EDGE, NARROWER = 6.0, 4.0, 8.0
# How far apart the places tried along a pile lie, in pixels, when the place centred on
# it is taken.
SLIDE = 12.0


def _beside(area: QRectF, side: str, w: float, h: float) -> QRectF:
    c = area.center()
    if side == "over":
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
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


def _narrowing(w: float, title: float):  # noqa: ANN202 - an iterator of widths
    yield w
    width = w - NARROWER
    while width >= title:
        yield width
        width -= NARROWER


def _clear_bubble(item: InfoPlate, rect: QRectF, felt: QRectF,
                  taken: list[QRectF]) -> str | None:
    """A side where the plate's bubble lies clear (any, with no bubble), else None."""
    if not item.bubble:
        return "right"
    side = clear_bubble_side(item, rect, "right", felt, taken)
    bubble = item.bubble_rect(side, rect.width(), rect.height()).translated(rect.topLeft())
    return side if clear_of([bubble], felt, taken) else None


class FramePlates:
    """The felt's plates (it provides ``scene_``, ``table_rect`` and ``card_size``)."""

    _plate_items: list[InfoPlate]
    _plate_places: dict

    def _lay_plates(self, frame: FeltFrame, areas: dict[str, QRectF],
                    cards: list[QRectF]) -> None:
        """Place ``frame``'s plates: ``areas`` are the piles with cards (or held for
        cards), ``cards`` where every card and label lies."""
        empty = {p.name for p in frame.piles if not p.cards}
        items = self._plate_items
        while len(items) < len(frame.plates):
            item = InfoPlate()
            self.scene_.addItem(item)
            items.append(item)
        felt = self.table_rect()
        font = max(FONT_MIN, min(FONT_MAX, self.card_size()[1] * FONT_OF_CARD))
        taken = list(cards)
        for item, plate in zip(items[:len(frame.plates)], frame.plates, strict=True):
            item.pass_bubble = plate.quiet
            item.set_text(plate.title, list(plate.lines), active=plate.active,
                          chip=plate.chip, bubble=plate.bubble)
            area = areas.get(plate.beside)
            found = self._first_place(plate, area, font, felt, item, taken)
            if found is None:
                key = (plate, font, felt.width(), felt.height(), plate.beside in empty,
                       None if area is None else area.getRect(),
                       tuple(t.getRect() for t in taken))
                found = self._plate_places.get(key)
                if found is None:
                    found = self._plate_place(plate, area, font, felt, item, taken,
                                              plate.beside in empty)
                    if len(self._plate_places) > PLACES_KEPT:
                        self._plate_places.clear()
                    self._plate_places[key] = found
            rect, side, item.font_px = found
            item.set_rect(rect)
            if item.bubble_side != side:
                item.bubble_side = side
                item.update()
            item.setToolTip(plate.tip)
            item.show()
            taken += footprint(item, rect, side)
        for item in items[len(frame.plates):]:
            item.hide()

    def _first_place(self, plate: Plate, area: QRectF | None, font: float, felt: QRectF,
                     item: InfoPlate, taken: list[QRectF]
                     ) -> tuple[QRectF, str, float] | None:
        """The plate's place when the first it may take is clear (as it mostly is):
        found without a search."""
        item.font_px = font
        w = min(item.natural_width(), felt.width() * WIDEST)
        w = max(w, min(item.title_width(), felt.width() - 2 * EDGE))
        rect = next(self._places(plate, area, w, item.required_height(w), felt))
        if not clear_of([rect], felt, taken):
            return None
        side = _clear_bubble(item, rect, felt, taken)
        return None if side is None else (rect, side, font)

    def _plate_place(self, plate: Plate, area: QRectF | None, font: float, felt: QRectF,
                     item: InfoPlate, taken: list[QRectF], empty: bool = False
                     ) -> tuple[QRectF, str, float]:
        """The plate's rect, its bubble's side and its font: beside its pile, on the
        first of its sides with room, centred on the pile or else slid along it; whole
        lines first, then narrower, its lines wrapping, down to its title's width; on a
        felt with no room for that, in a smaller font."""
        first = None
        size = font
        while size >= FONT_FLOOR:
            item.font_px = size
            w = min(item.natural_width(), felt.width() * WIDEST)
            w = max(w, min(item.title_width(), felt.width() - 2 * EDGE))
            h = item.required_height(w)
            # Places slid past the felt's edge are pushed back inside onto one already
            # tried: at this font the same rect fares the same, so it is tried once.
            tried: set[tuple[float, float, float, float]] = set()
            for width in _narrowing(w, item.title_width()):
                high = h if width == w else item.required_height(width)
                for rect in self._places(plate, area, width, high, felt, empty):
                    if first is None:
                        first = (rect, size)
                    where = rect.getRect()
                    if where in tried:
                        continue
                    tried.add(where)
                    if not clear_of([rect], felt, taken):
                        continue
                    side = _clear_bubble(item, rect, felt, taken)
                    if side is not None:
                        return rect, side, size
            size -= 1.0
        item.font_px = first[1]
        return first[0], clear_bubble_side(item, first[0], "right", felt, taken), first[1]

    @staticmethod
    def _places(plate: Plate, area: QRectF | None, w: float, h: float,
                felt: QRectF, empty: bool = False) -> Iterator[QRectF]:
        """Where the plate may go, best first: beside its pile's area on each of its
        sides, and over the area itself when the pile is empty (its cards played
        out); centred on the pile on each side in turn, then slid along it."""
        if area is None:
            x = plate.at[0] * felt.width() - plate.anchor[0] * w
            y = plate.at[1] * felt.height() - plate.anchor[1] * h
            yield _inside(QRectF(x, y, w, h), felt)
            return
        sides = plate.sides + (("over",) if empty else ())
        for side in sides:
            yield _inside(_beside(area, side, w, h), felt)
        for side in sides:
            centred = _beside(area, side, w, h)
            along = side in ("above", "below", "over")
            reach = ((area.width() + w) / 2 if along else (area.height() + h) / 2)
            shift = SLIDE
            while shift <= reach:
                for d in (shift, -shift):
                    rect = centred.translated(d, 0) if along else centred.translated(0, d)
                    yield _inside(rect, felt)
                shift += SLIDE

    def plate_texts(self) -> list[str]:
        """What the plates say, in their order (for a screen reader and for tests)."""
        return [item.text().strip() for item in self._plate_items if item.isVisible()]
