"""Where West's and East's name plates go when the room above their hands is taken (the
corner plate, North's plate, a small window): the places around the hand, tried in
order, the first clear of everything that may lie on the felt during the hand.

Everything is reserved at its fullest (nine cards in each hand, the person's picked
cards raised, twelve discards, three shown trumps, a whole tricks pile and its label,
the pack at the dealer's), so a plate stays where it is for the whole hand instead of
dodging each card as it comes.  The order (docs/table-layout.md):

1. whole lines (the plate no more than title, level and cards, and what the seat
   kept and drew), in the hud's font and then smaller down to ``FONT_WHOLE``:
   above the hand, under it, beside it towards the middle;
2. the lines wrapped to the room beside or under the hand, down to ``FONT_SMALLEST``;
each first with the plate's own inner margin, then with a tighter one.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from ....ui.hud import InfoPlate
from .pile_label import tricks_words
from .table_layout import TableLayout

FONT_WHOLE = 10.0      # the smallest font a plate keeps its lines whole in
FONT_SMALLEST = 9.0    # the smallest font at all (the smallest window)
STEP = 4.0             # how finely a plate slides along the hand
PAD_TIGHT = 5.0        # the plate's inner margin where the normal one leaves no place


def _drawn(lay: TableLayout, first, last, scale: float) -> QRectF:
    """Cards at ``first``…``last`` (top-left corners of full cards) drawn at ``scale``
    in the middle of their places."""
    r = QRectF(first, last).normalized().adjusted(0, 0, lay.card_w, lay.card_h)
    dx, dy = lay.card_w * (1 - scale) / 2, lay.card_h * (1 - scale) / 2
    return r.adjusted(dx, dy, -dx, -dy)


def _label_rect(lay: TableLayout, seat: int, pile: QRectF, font_px: float) -> QRectF:
    """Where the tricks pile's label may go (the hud puts it above West's and East's
    piles, under North's, under or above South's), as wide as "9 tricks"."""
    font = QFont()
    font.setPixelSize(int(max(10.0, font_px * 0.85)))
    fm = QFontMetricsF(font)
    w, h = fm.horizontalAdvance(tricks_words(9)) + 10, fm.height() + 2
    x = pile.center().x() - w / 2
    below = pile.bottom() + 2
    if seat in (1, 3) or (seat == 0 and below + h > lay.height):
        return QRectF(x, pile.top() - 2 - h, w, h)
    return QRectF(x, below, w, h)


def reserved(lay: TableLayout, seats: Iterable[int], dealer: int, font_px: float,
             held: int = 9, pack: bool = True) -> list[QRectF]:
    """Every place a card or a pile's label may take for the rest of the hand, the hands
    holding ``held`` cards at most (nine until the exchange is over, six in the play:
    R33, R34); ``pack``: the pack is still on the table (robbed to its last card
    with four players, R34)."""
    out = []
    for seat in seats:
        hand = lay.hand_rect(seat, held)
        if seat == 0:  # the person's picked cards rise by 0.22 of their height
            hand = hand.adjusted(0, -lay.south_h * 0.22, 0, 0)
        out.append(hand)
        out.append(_drawn(lay, lay.dead_pos(seat, 0), lay.dead_pos(seat, 12), 0.5))
        out.append(_drawn(lay, lay.shown_pos(seat, 0), lay.shown_pos(seat, 2), 0.62))
        won = _drawn(lay, lay.won_pos(seat, 0), lay.won_pos(seat, 24), 0.5)
        first = _drawn(lay, lay.won_pos(seat, 0), lay.won_pos(seat, 0), 0.5)
        out += [won, _label_rect(lay, seat, first, font_px)]
        trick = lay.trick_pos(seat)
        out.append(QRectF(trick.x(), trick.y(), lay.card_w, lay.card_h))
    if pack:
        out.append(_drawn(lay, lay.pack_pos(dealer, 0), lay.pack_pos(dealer, 20), 0.7))
    return [r.adjusted(-1, -1, 1, 1) for r in out]


def footprint(plate: InfoPlate, rect: QRectF, side: str) -> list[QRectF]:
    """The plate at ``rect`` and its bid bubble on ``side``, in scene coordinates."""
    out = [QRectF(rect)]
    bubble = plate.bubble_rect(side, rect.width(), rect.height())
    if not bubble.isEmpty():
        out.append(bubble.translated(rect.topLeft()))
    return out


def _clear(parts: list[QRectF], felt: QRectF, taken: list[QRectF]) -> bool:
    return all(felt.contains(p) and not any(p.intersects(t) for t in taken) for p in parts)


def _candidates(lay: TableLayout, seat: int, plate: InfoPlate, whole: bool, held: int,
                ) -> Iterator[tuple[QRectF, str]]:
    """Rects (and the bubble's side) for the plate around ``seat``'s full hand: above,
    under, then beside it towards the middle, sliding along; then above and under it
    slid away from the edge (the corner plate or the person's in the corner)."""
    m, gap = lay.margin, lay.margin * 0.6
    hand = lay.hand_rect(seat, held)
    west = seat == 1
    inward = "right" if west else "left"
    natural = plate.natural_width()
    whole_height = plate.required_height(natural)
    widths = [natural] if whole else list(_descending(natural, plate.title_width(), 8.0))
    for w in widths:
        h = plate.required_height(w)
        if whole and h > whole_height + 0.5:
            continue
        x = m if west else lay.width - m - w
        yield QRectF(x, hand.top() - gap - h, w, h), inward
        yield QRectF(x, hand.bottom() + gap, w, h), inward
        x = hand.right() + gap if west else hand.left() - gap - w
        y = hand.top()
        while y + h <= hand.bottom() + gap:
            yield QRectF(x, y, w, h), "top"
            y += STEP
        for top in (hand.top() - gap - h, hand.bottom() + gap):
            x = m + 2 * STEP
            while x + w <= lay.width * 0.4:
                yield QRectF(x if west else lay.width - x - w, top, w, h), inward
                x += 2 * STEP


def _descending(start: float, stop: float, step: float) -> Iterator[float]:
    w = start
    while w > stop:
        yield w
        w -= step
    yield stop


def side_plate_place(lay: TableLayout, seat: int, plate: InfoPlate, taken: list[QRectF],
                     held: int = 9) -> tuple[QRectF, str, float, float] | None:
    """The first clear place for West's (1) or East's (3) plate: its rect, the side of
    its bubble, its font and its padding.  None when nothing is clear.  The plate's font
    and padding are left as they were."""
    felt = QRectF(0, 0, lay.width, lay.height)
    normal, normal_pad = plate.font_px, plate.pad
    try:
        for whole, floor in ((True, FONT_WHOLE), (False, FONT_SMALLEST)):
            for pad in (normal_pad, PAD_TIGHT):
                plate.pad = pad
                font = normal
                while font >= floor:
                    plate.font_px = font
                    found = _first_clear(lay, seat, plate, whole, held, felt, taken)
                    if found is not None:
                        return (*found, font, pad)
                    font -= 0.5
        return None
    finally:
        plate.font_px, plate.pad = normal, normal_pad


def _first_clear(lay: TableLayout, seat: int, plate: InfoPlate, whole: bool, held: int,
                 felt: QRectF, taken: list[QRectF]) -> tuple[QRectF, str] | None:
    bubbles: dict[tuple[float, float, str], QRectF] = {}
    inward = "right" if seat == 1 else "left"
    for rect, preferred in _candidates(lay, seat, plate, whole, held):
        if not _clear([rect], felt, taken):
            continue
        if not plate.bubble:
            return rect, preferred
        # The bid bubble where it was meant to go, else on any other side that is clear.
        for side in dict.fromkeys((preferred, inward, "top", "below")):
            key = (rect.width(), rect.height(), side)
            bubble = bubbles.get(key)
            if bubble is None:
                bubble = bubbles[key] = plate.bubble_rect(side, *key[:2])
            if _clear([bubble.translated(rect.topLeft())], felt, taken):
                return rect, side
    return None
