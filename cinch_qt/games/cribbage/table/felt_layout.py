"""Where things go on the Cribbage felt, in view pixels, recomputed on every resize.

The board stands on the right of the felt, the cards on the left (the card area). The
person (S) sits at the bottom of the card area, partners opposite (C2, CRIB_RECORD
"Sides"): with two players N at the top; three, W and E at the sides; four, W, N, E; six,
SW and NW on the left, N at the top, NE and SE on the right. The play row and the show
are in the middle, the stock with the starter on its left, the crib beside its owner.
Positions are the top-left corners of card items.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from PySide6.QtCore import QPointF, QRectF

# Where each seat's hand is centred, as fractions of the card area (x, y).
SEAT_SPOTS = {
    "S": (0.5, 1.0), "N": (0.5, 0.0), "W": (0.0, 0.42), "E": (1.0, 0.42),
    "SW": (0.0, 0.66), "NW": (0.0, 0.22), "NE": (1.0, 0.22), "SE": (1.0, 0.66),
}
S_SCALE = 1.2         # the person's own hand
OTHER_SCALE = 0.55     # other seats' cards, and the counted hands put back
ROW_SCALE = 0.82       # the cards of the count, the show
PILE_SCALE = 0.5       # counts already played, turned down
STOCK_SCALE = 0.75


@dataclass(frozen=True)
class FeltLayout:
    width: float
    height: float
    seat_names: tuple[str, ...]
    board_w: float            # the board item's natural size (item units)
    board_h: float
    aspect: float = 0.7142857  # card width / height

    # -- the board, on the right: the badge over it, the legend and what the board did
    # under it (the board is the centrepiece; half the felt's width)
    BOARD_SHARE = 0.5

    @property
    def margin(self) -> float:
        return max(6.0, min(self.width, self.height) * 0.015)

    @property
    def hud_px(self) -> float:
        """The text size of the board's own plates (badge, legend, what happened)."""
        return max(11.0, min(17.0, self.height * 0.017))

    @property
    def above_board(self) -> float:
        """Room kept over the board for the badge (two lines)."""
        return self.hud_px * 3.4 + self.margin

    @property
    def below_board(self) -> float:
        """Room kept under the board for the legend and what the board did."""
        return self.hud_px * 8.6 + self.margin * 2

    @cached_property
    def board_share(self) -> float:
        """The board's share of the felt's width: half from 950 pixels on (a 1280-wide
        window with the Scores panel); a smaller felt keeps the cards their room."""
        small = 0.40 if self.board_w / self.board_h < 1.5 else 0.44
        f = min(1.0, max(0.0, (self.width - 800) / 150))
        return small + (self.BOARD_SHARE - small) * f

    @cached_property
    def board_scale(self) -> float:
        # The board's share pays for the margin on its right; the gap between it and the
        # cards is the card area's own margin (``area``), not taken twice.
        m = self.margin
        return max(1e-3, min((self.width * self.board_share - m) / self.board_w,
                             (self.height - 2 * m - self.above_board - self.below_board)
                             / self.board_h))

    @cached_property
    def board_rect(self) -> QRectF:
        s = self.board_scale
        w, h = self.board_w * s, self.board_h * s
        column = self.height - self.above_board - self.below_board
        top = self.above_board + max(0.0, (column - h) / 2)
        return QRectF(self.width - self.margin - w, top, w, h)

    def badge_rect(self, height: float) -> QRectF:
        """The standing over the board, as wide as the board (never over the cards)."""
        r = self.board_rect
        return QRectF(r.left(), max(self.margin * 0.5, r.top() - height - self.margin * 0.6),
                      r.width(), height)

    def legend_rect(self, height: float) -> QRectF:
        r = self.board_rect
        return QRectF(r.left(), r.bottom() + self.margin * 0.6, r.width(), height)

    def news_rect(self, top: float, height: float) -> QRectF:
        """What the board did last, under the legend, kept inside the felt."""
        r = self.board_rect
        top = min(top, self.height - self.margin * 0.5 - height)
        return QRectF(r.left(), top, r.width(), height)

    @cached_property
    def area(self) -> QRectF:
        """The card area: the felt left of the board."""
        m = self.margin
        return QRectF(m, m, self.board_rect.left() - 2 * m, self.height - 2 * m)

    # -- card sizes
    @cached_property
    def card_w(self) -> int:
        a = self.area
        w = min(a.width() / 8.6, a.height() * 0.16)
        return int(max(30, min(200, w)))

    @cached_property
    def card_h(self) -> int:
        return int(round(self.card_w / self.aspect))

    def size(self, scale: float) -> tuple[int, int]:
        w = max(14, round(self.card_w * scale))
        return w, round(w / self.aspect)

    @property
    def font_px(self) -> float:
        return max(11.0, min(20.0, self.card_h * 0.13))

    # -- seats
    @property
    def north_room(self) -> float:
        """Room over the top seat's cards for its plate: a title and two lines (a level
        and cards held, "sits out"), so neither its drawn card nor its counted hand lies
        under the plate (InfoPlate.required_height: 16 + the title + the lines)."""
        return 16 + self.font_px * 3.8 + self.margin * 0.6

    def seat_spot(self, seat: int) -> QPointF:
        """The centre of the seat's hand."""
        a = self.area
        fx, fy = SEAT_SPOTS[self.seat_names[seat]]
        w, h = self.size(OTHER_SCALE)
        if seat == 0:
            sw, sh = self.size(S_SCALE)
            left, right = self.south_span
            span = sw + self.south_step * 5
            x = min(max(a.center().x(), left + span / 2), right - span / 2)
            return QPointF(x, a.bottom() - sh / 2)
        x = a.left() + w * 1.3 if fx == 0 else a.right() - w * 1.3 if fx == 1 \
            else a.left() + a.width() * fx
        y = a.top() + h / 2 + self.north_room if fy == 0 else a.top() + a.height() * fy
        if fy == 0 and fx == 0.5 and len(self.seat_names) > 2:
            x = a.center().x()
        return QPointF(x, y)

    def plate_w(self, seat: int) -> float:
        """The widest a seat's plate is drawn: the person's beside the hand, the side
        seats' as narrow as their corner of the felt (longer lines wrap)."""
        if seat == 0:
            return self.font_px * 11.0
        if SEAT_SPOTS[self.seat_names[seat]][0] in (0.0, 1.0):
            return self.font_px * 8.5
        return self.font_px * 13.0

    @cached_property
    def south_span(self) -> tuple[float, float]:
        """The person's hand lies between its plate (left) and the crib (right)."""
        a = self.area
        w, _ = self.size(OTHER_SCALE)
        return a.left() + self.plate_w(0) + self.margin * 2, a.right() - w * 1.8

    @cached_property
    def south_step(self) -> float:
        sw, _ = self.size(S_SCALE)
        left, right = self.south_span
        return max(sw * 0.35, min(sw * 0.8, (right - left - sw) / 5))

    def hand_pos(self, seat: int, index: int, count: int, raised: bool = False) -> QPointF:
        c = self.seat_spot(seat)
        n = max(count, 1)
        if seat == 0:
            w, h = self.size(S_SCALE)
            step = self.south_step
            x0 = c.x() - (w + step * (n - 1)) / 2
            return QPointF(x0 + step * index, c.y() - h / 2 - (h * 0.2 if raised else 0.0))
        w, h = self.size(OTHER_SCALE)
        step = w * 0.32
        x0 = c.x() - (w + step * (n - 1)) / 2
        return QPointF(x0 + step * index, c.y() - h / 2)

    def plate_rect(self, seat: int, width: float, height: float) -> QRectF:
        """The seat's plate: left of the person's hand; under the others' cards."""
        c = self.seat_spot(seat)
        a = self.area
        if seat == 0:
            hand_left = self.hand_pos(0, 0, 6).x()
            x = max(a.left(), hand_left - width - self.margin * 2)
            width = min(width, hand_left - self.margin - x)
            return QRectF(x, a.bottom() - height, width, height)
        w, h = self.size(OTHER_SCALE)
        name = self.seat_names[seat]
        if name == "N" or self.plate_above(seat):
            y = c.y() - h / 2 - height - self.margin * 0.6
        else:
            y = c.y() + h / 2 + self.margin * 0.6
        x = min(max(c.x() - width / 2, a.left()), a.right() - width)
        return QRectF(x, max(a.top(), y), width, height)

    @cached_property
    def middle_block(self) -> QRectF:
        """The stock with the starter, the count's row and its pile, as far as they
        may reach."""
        def cards(first: QPointF, last: QPointF, scale: float) -> QRectF:
            w, h = self.size(scale)
            return QRectF(first.x(), first.y(), w, h).united(QRectF(last.x(), last.y(), w, h))
        return (cards(self.stock_pos(), self.starter_pos(), STOCK_SCALE)
                .united(cards(self.row_pos(0), self.row_pos(7), ROW_SCALE))
                .united(cards(self.pile_pos(0), self.pile_pos(7), PILE_SCALE)))

    def plate_above(self, seat: int) -> bool:
        """West's or East's plate goes above the hand (and the seat's crib under it)
        where the middle is too narrow for the stock, the row and the pile, which
        then reach under the hand (the smallest windows)."""
        name = self.seat_names[seat]
        if seat == 0 or SEAT_SPOTS[name] not in (SEAT_SPOTS["W"], SEAT_SPOTS["E"]):
            return False
        c = self.seat_spot(seat)
        _, h = self.size(OTHER_SCALE)
        width, height = self.plate_w(seat), 16 + self.font_px * 4.4
        x = min(max(c.x() - width / 2, self.area.left()), self.area.right() - width)
        under = QRectF(x, c.y() + h / 2 + self.margin * 0.6, width, height)
        return under.intersects(self.middle_block)

    # -- the middle: stock, play row, piles, crib
    @cached_property
    def side_w(self) -> float:
        """The width the seats at the sides take (none with two players)."""
        if len(self.seat_names) == 2:
            return 0.0
        w, _ = self.size(OTHER_SCALE)
        return max(w * (1 + 0.32 * 4), self.font_px * 8.5) + self.margin * 2

    @cached_property
    def middle(self) -> QPointF:
        """The centre of the play: between the north hand and the person's hand."""
        a = self.area
        _, oh = self.size(OTHER_SCALE)
        _, sh = self.size(S_SCALE)
        top = a.top() + self.north_room + oh
        bottom = a.bottom() - sh * 1.2
        left = a.left() + self.side_w
        return QPointF((left + a.right() - self.side_w) / 2,
                       (top + bottom) / 2 + self.font_px * 1.2)

    @cached_property
    def middle_span(self) -> tuple[float, float]:
        """The felt between the side seats, where the play and the show are."""
        a = self.area
        return a.left() + self.side_w, a.right() - self.side_w - self.margin

    @cached_property
    def _block(self) -> tuple[float, float, float]:
        """(stock x, row x, row step): the stock with the starter, the row of eight and
        the pile are centred in the middle; the row closes up when the middle is narrow."""
        rw, _ = self.size(ROW_SCALE)
        sw, _ = self.size(STOCK_SCALE)
        pw, _ = self.size(PILE_SCALE)
        lo, hi = self.middle_span
        stock = sw * 1.45
        pile = rw * 0.3 + pw + 16
        step = max(rw * 0.2, min(rw * 0.5, (hi - lo - stock - pile - rw) / 7))
        block = stock + rw + 7 * step + pile
        x = min(max(self.middle.x() - block / 2, lo), hi - block)
        return x, x + stock, step

    @property
    def row_x0(self) -> float:
        return self._block[1]

    def stock_pos(self) -> QPointF:
        w, h = self.size(STOCK_SCALE)
        return QPointF(self._block[0], self.middle.y() - h / 2)

    def starter_pos(self) -> QPointF:
        """The starter lies on the stock, shifted so both show."""
        p = self.stock_pos()
        w, h = self.size(STOCK_SCALE)
        return QPointF(p.x() + w * 0.28, p.y() - h * 0.12)

    def row_pos(self, index: int) -> QPointF:
        """The cards of the count in progress, in a row, overlapping (C50)."""
        w, h = self.size(ROW_SCALE)
        return QPointF(self.row_x0 + index * self._block[2], self.middle.y() - h / 2)

    def pile_pos(self, index: int) -> QPointF:
        """Counts already played, turned down and pushed aside (C53), a small pile."""
        w, h = self.size(PILE_SCALE)
        x = self.row_pos(7).x() + self.size(ROW_SCALE)[0] * 1.3
        return QPointF(x + (index % 4) * 2.0, self.middle.y() - h / 2 + (index % 8) * 1.5)

    def play_zone(self) -> QRectF:
        """Where a card dropped is played."""
        w, h = self.size(ROW_SCALE)
        left = self.row_pos(0).x() - w * 0.3
        return QRectF(left, self.middle.y() - h * 0.9, self.pile_pos(0).x() - left,
                      h * 1.8)

    def crib_pos(self, owner: int, index: int) -> QPointF:
        """The crib, face down beside its owner's hand, towards the middle (C35)."""
        w, h = self.size(OTHER_SCALE)
        c = self.seat_spot(owner)
        name = self.seat_names[owner]
        if owner == 0:
            x = self.hand_pos(0, 5, 6).x() + self.size(S_SCALE)[0] + self.margin * 2
            y = c.y() - h / 2
        elif name in ("N",):
            x = self.hand_pos(owner, 5, 6).x() + w * 1.6
            y = c.y() - h / 2
        else:
            # Beside the side seats there is the play: the crib lies above the hand,
            # or under it where the plate has gone above.
            x = c.x() - w / 2
            y = (c.y() + h / 2 + self.margin if self.plate_above(owner)
                 else c.y() - h * 1.5 - self.margin)
        x = min(x, self.area.right() - w - 6)
        return QPointF(x + index * 3.0, y + index * 2.0)

    def stock_zone(self) -> QRectF:
        """Where the dealing side's cards are buried with six players (C34)."""
        w, h = self.size(STOCK_SCALE)
        p = self.stock_pos()
        return QRectF(p.x() - w * 0.4, p.y() - h * 0.4, w * 1.8, h * 1.8)

    def crib_zone(self, owner: int) -> QRectF:
        w, h = self.size(OTHER_SCALE)
        p = self.crib_pos(owner, 0)
        return QRectF(p.x() - w * 0.4, p.y() - h * 0.4, w * 1.8, h * 1.8)

    def count_rect(self) -> QRectF:
        """The big running count, above the row."""
        h = self.font_px * 3.2
        w, ch = self.size(ROW_SCALE)
        top = self.middle.y() - ch / 2 - h - self.margin
        x = self.row_pos(0).x()
        return QRectF(x, top, min(w * 3.0, self.middle_span[1] - x), h)

    # -- the show
    @cached_property
    def _show_step(self) -> float:
        w, _ = self.size(ROW_SCALE)
        lo, hi = self.middle_span
        return max(w * 0.4, min(w * 1.04, (hi - lo - w * 2.25) / 3))

    def _show_x0(self, count: int = 4) -> float:
        """The starter's left edge: the starter, a gap and the cards counted, centred
        in the middle and kept clear of the side seats."""
        w, _ = self.size(ROW_SCALE)
        total = w * 1.25 + self._show_step * (count - 1) + w
        lo, hi = self.middle_span
        return max(lo, min(self.middle.x() - total / 2, hi - total))

    def show_pos(self, index: int, count: int) -> QPointF:
        """A hand (or the crib) counted: in a row right of the starter (C70)."""
        w, h = self.size(ROW_SCALE)
        return QPointF(self._show_x0() + w * 1.25 + index * self._show_step,
                       self.middle.y() - h / 2)

    def show_starter_pos(self) -> QPointF:
        w, h = self.size(ROW_SCALE)
        return QPointF(self._show_x0(), self.middle.y() - h / 2)

    def caption_rect(self) -> QRectF:
        """What the show says, under the cards counted."""
        w, h = self.size(ROW_SCALE)
        top = self.middle.y() + h / 2 + self.margin
        left = self.show_starter_pos().x()
        return QRectF(left, top, max(self.area.right() - self.side_w - left, w * 6.0),
                      self.font_px * 3.0)

    def counted_pos(self, seat: int, index: int) -> QPointF:
        """A hand counted, put back face up in front of its owner, small."""
        p = self.hand_pos(seat, index, 4)
        if seat == 0:
            w, h = self.size(OTHER_SCALE)
            c = self.seat_spot(0)
            # Between the side seats: clear of the plate of the seat right of the person
            # (six players in a small window).
            x0 = min(c.x() - w * 1.6, self.middle_span[1] - w * 3.4)
            return QPointF(x0 + index * w * 0.8,
                           c.y() - self.size(S_SCALE)[1] / 2 - h - self.margin)
        return p

    # -- the draw for the deal
    def spread_pos(self, index: int, total: int = 52) -> QPointF:
        """The pack spread face down across the middle (C20)."""
        w, h = self.size(ROW_SCALE)
        a = self.area
        span = a.width() - 2 * self.side_w - w * 1.5
        x0 = self.middle.x() - (span + w) / 2
        return QPointF(x0 + span * index / max(total - 1, 1), self.middle.y() - h / 2)

    def draw_pos(self, seat: int) -> QPointF:
        """A seat's drawn card, turned up in front of it."""
        w, h = self.size(OTHER_SCALE)
        c = self.seat_spot(seat)
        if seat == 0:
            return QPointF(c.x() - w / 2, c.y() - self.size(S_SCALE)[1] / 2 - h * 0.3)
        return QPointF(c.x() - w / 2, c.y() - h / 2)
