"""Where things go on the felt, in fractions of the view, recomputed on every resize.

Seats are drawn where South sees them: South at the bottom, North at the top, West on
the left, East on the right (R1).  Positions are the top-left corners of card items.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from PySide6.QtCore import QPointF, QRectF

S, W, N, E = 0, 1, 2, 3


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    aspect: float = 0.7142857  # card width / height
    south_scale: float = 1.0   # the player's own hand ("large cards" setting: 1.35)

    # -- sizes
    @cached_property
    def card_w(self) -> int:
        w = min(self.width / 11.0, self.height * 0.2 * self.aspect)
        return int(max(36, min(300, w)))

    @cached_property
    def card_h(self) -> int:
        return int(round(self.card_w / self.aspect))

    @property
    def margin(self) -> float:
        return max(6.0, min(self.width, self.height) * 0.018)

    @property
    def center(self) -> QPointF:
        return QPointF(self.width / 2, self.height * 0.47)

    # -- hands
    @property
    def south_w(self) -> int:
        return int(round(self.card_w * self.south_scale))

    @property
    def south_h(self) -> int:
        return int(round(self.south_w / self.aspect))

    def hand_pos(self, seat: int, index: int, count: int, raised: bool = False) -> QPointF:
        cw, ch, m = self.card_w, self.card_h, self.margin
        n = max(count, 1)
        if seat == S:
            cw, ch = self.south_w, self.south_h
            step = min(cw * 0.62, (self.width * 0.6 - cw) / max(n - 1, 1))
            x0 = (self.width - (cw + step * (n - 1))) / 2
            mid = (n - 1) / 2
            arc = ((index - mid) / max(mid, 1)) ** 2 * ch * 0.05 if n > 1 else 0.0
            y = self.height - ch - m + arc - (ch * 0.22 if raised else 0.0)
            return QPointF(x0 + step * index, y)
        if seat == N:
            step = min(cw * 0.3, (self.width * 0.4 - cw) / max(n - 1, 1))
            x0 = (self.width - (cw + step * (n - 1))) / 2
            return QPointF(x0 + step * index, m)
        step = min(ch * 0.17, (self.height * 0.45 - ch) / max(n - 1, 1))
        y0 = self.center.y() - (ch + step * (n - 1)) / 2
        x = m if seat == W else self.width - m - cw
        return QPointF(x, y0 + step * index)

    def hand_rect(self, seat: int, count: int) -> QRectF:
        first = self.hand_pos(seat, 0, count)
        last = self.hand_pos(seat, max(count - 1, 0), count)
        w, h = (self.south_w, self.south_h) if seat == S else (self.card_w, self.card_h)
        return QRectF(first, last + QPointF(w, h)).normalized()

    @cached_property
    def _full_hands(self) -> dict[int, QRectF]:
        # Piles and plates are placed around a full (nine-card) hand; computed once.
        return {s: self.hand_rect(s, 9) for s in (S, W, N, E)}

    def hand_anchor(self, seat: int) -> QPointF:
        """The middle of a seat's full hand (nine cards)."""
        return self._full_hands[seat].center()

    # -- the middle of the table
    def trick_pos(self, seat: int) -> QPointF:
        cw, ch = self.card_w, self.card_h
        c = self.center
        off = {S: QPointF(0, ch * 0.3), N: QPointF(0, -ch * 0.3),
               W: QPointF(-cw * 0.62, 0), E: QPointF(cw * 0.62, 0)}[seat]
        return QPointF(c.x() - cw / 2, c.y() - ch / 2) + off

    def trick_zone(self) -> QRectF:
        """The drop target for a played card: the middle of the felt."""
        cw, ch = self.card_w, self.card_h
        c = self.center
        return QRectF(c.x() - cw * 1.8, c.y() - ch * 1.1, cw * 3.6, ch * 2.0)

    def _inner(self, seat: int) -> QPointF:
        if seat == S and self.south_scale != 1.0:
            # Large cards: South's piles keep their distance above the taller hand.
            normal = replace(self, south_scale=1.0)._inner(S)
            return normal - QPointF(0, self.south_h - self.card_h)
        a, c = self.hand_anchor(seat), self.center
        f = 0.5 if seat in (W, E) else 0.44
        p = a + (c - a) * f
        pos = QPointF(p.x() - self.card_w / 2, p.y() - self.card_h / 2)
        # The piles in front of North and South (the pack, the discards, shown trumps)
        # stay clear of the card that seat plays to the trick: the pack is drawn at 0.7
        # of a card in the middle of a card's place, so it reaches 0.85 of a card down.
        gap = self.card_h * 0.06
        if seat in (W, E):
            # A small felt: West's and East's piles move towards the middle (never onto
            # the trick) so that the seat's name plate fits between them and the hand.
            hand = self._full_hands[seat]
            band = max(self.card_w * 2.2, 100.0) - self.card_w * 0.15
            limit = self.card_w * 1.1
            if seat == W:
                want = min(hand.right() + band, self.trick_pos(W).x() - limit)
                pos.setX(max(pos.x(), want))
            else:
                want = max(hand.left() - band - self.card_w,
                           self.trick_pos(E).x() + limit)
                pos.setX(min(pos.x(), want))
        if seat == N:
            pos.setY(min(pos.y(), self.trick_pos(N).y() - self.card_h * 0.85 - gap))
        elif seat == S:
            pos.setY(max(pos.y(), self.trick_pos(S).y() + self.card_h * 0.85 + gap))
        return pos

    def _across(self, seat: int) -> QPointF:
        """A unit step along the seat's edge (to place piles side by side)."""
        return QPointF(0, 1) if seat in (W, E) else QPointF(1, 0)

    def pack_pos(self, dealer: int, index: int) -> QPointF:
        base = self._inner(dealer)
        lift = min(index, 20) * 0.35
        return QPointF(base.x() - lift, base.y() - lift)

    def dead_pos(self, seat: int, index: int) -> QPointF:
        base = self._inner(seat) - self._across(seat) * (self.card_w * 1.15 if seat in (S, N)
                                                         else self.card_h * 0.75)
        lift = min(index, 12) * 0.35
        return QPointF(base.x() - lift, base.y() - lift)

    def shown_pos(self, seat: int, index: int) -> QPointF:
        step = self.card_w * 0.32 if seat in (S, N) else self.card_h * 0.2
        base = self._inner(seat) + self._across(seat) * (self.card_w * 1.15 if seat in (S, N)
                                                         else self.card_h * 0.75)
        return base + self._across(seat) * (step * index)

    def won_pos(self, seat: int, index: int) -> QPointF:
        cw, ch, m = self.card_w, self.card_h, self.margin
        hand = self._full_hands[seat]
        if seat == S:
            base = QPointF(min(self.width - m - cw, hand.right() + cw * 0.5), hand.top() + ch * 0.1)
        elif seat == N:
            # Under North's name plate, clear of the contract plate in the corner.
            base = QPointF(hand.right() + cw * 0.3, m + max(44.0, ch * 0.36) + ch * 0.1)
        elif seat == W:
            base = QPointF(hand.right() + cw * 0.25, hand.bottom() - ch * 0.75)
        else:
            base = QPointF(hand.left() - cw * 1.25, hand.bottom() - ch * 0.75)
        lift = min(index, 24) * 0.3
        return QPointF(base.x() - lift, base.y() - lift)

    def choice_pos(self, index: int, count: int, raised: bool = False) -> QPointF:
        """The row the person picks extra cards from (the pack, R34; discards, R35)."""
        cw, ch = self.card_w, self.card_h
        n = max(count, 1)
        step = min(cw * 0.7, (self.width * 0.7 - cw) / max(n - 1, 1))
        x0 = (self.width - (cw + step * (n - 1))) / 2
        # Above the hand with room for the hand's picked cards, which rise by 0.22 of
        # their height: they must stay wholly in view, not slide under this row.
        hand_top = self.hand_pos(S, 0, 1).y()
        y = hand_top - self.south_h * 0.22 - ch * 1.06 - (ch * 0.22 if raised else 0.0)
        return QPointF(x0 + step * index, y)

    def badge_rect(self, seat: int) -> QRectF:
        """Where a seat's name plate goes, next to its hand."""
        cw, ch, m = self.card_w, self.card_h, self.margin
        bw, bh = max(150.0, cw * 1.7), max(44.0, ch * 0.36)
        hand = self._full_hands[seat]
        if seat == S:
            return QRectF(max(m, hand.left() - bw - cw * 0.3), hand.top() + ch * 0.35, bw, bh)
        if seat == N:
            return QRectF(min(self.width - bw - m, hand.right() + cw * 0.3), m, bw, bh)
        x = m if seat == W else self.width - m - bw
        return QRectF(x, max(m, hand.top() - bh - m * 0.6), bw, bh)
