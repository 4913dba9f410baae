"""The play (C50–C59) as a search over ranks, for one guess at the hidden hands.

Suits never matter in the play, so a hand is a sorted tuple of ranks and cards of one
rank are one choice.  The value of a position is the points still to come for our side
minus ``w`` times the points of the others (a partner's points are ours, C3), with our
side maximising and every other side minimising (a cautious assumption with three
sides).  Positions are remembered within one search, so a whole two-hand play is solved
exactly in a few hundred positions; when many cards remain (four or six players) the
search looks ``depth`` cards ahead and a greedy play-out finishes the play.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.scoring import peg_points

VAL = tuple(min(r + 1, 10) for r in range(13))


class Search:
    """One search: the seats' sides, our side, the weight of others' points."""

    def __init__(self, sides: Sequence[int], me_side: int, w: float, depth: int = 99) -> None:
        self.sides = tuple(sides)
        self.n = len(sides)
        self.me_side = me_side
        self.w = w
        self.depth = depth
        self.memo: dict = {}
        self.nodes = 0

    def val(self, seat: int, pts: int) -> float:
        return pts if self.sides[seat] == self.me_side else -self.w * pts

    def _next_holder(self, hands, after: int) -> int:
        n = self.n
        for k in range(1, n + 1):
            s = (after + k) % n
            if hands[s]:
                return s
        return after

    def settle(self, hands, count: int, seq: tuple, last: int, cur: int):
        """Say go for every seat that cannot play (C52, C53, C55) until one can.
        Returns (points so far as value, count, seq, last, cur) or cur = -1 at the end."""
        gain = 0.0
        passed = 0
        n = self.n
        while True:
            if not any(hands):
                if count and count != 31 and last >= 0:
                    gain += self.val(last, 1)             # C55: the last card
                return gain, count, seq, last, -1
            h = hands[cur]
            if h and VAL[h[0]] <= 31 - count:
                return gain, count, seq, last, cur
            passed += 1
            if passed >= n:
                if last >= 0:
                    gain += self.val(last, 1)             # C53: the go point
                count, seq, passed = 0, (), 0
                cur = self._next_holder(hands, last)
                continue
            cur = (cur + 1) % n

    def play(self, hands, count, seq, cur, rank):
        """Lay ``rank`` from seat ``cur``: (points, new hands, count, seq, next seat)."""
        h = list(hands[cur])
        h.remove(rank)
        hands = hands[:cur] + (tuple(h),) + hands[cur + 1:]
        count += VAL[rank]
        seq = seq + (rank,)
        pts = peg_points(seq, count)
        if count == 31:                                   # C54: a new count
            return pts, hands, 0, (), self._next_holder(hands, cur)
        return pts, hands, count, seq, (cur + 1) % self.n

    def children(self, hands, count, seq, cur):
        room = 31 - count
        seen = -1
        for r in hands[cur]:
            if r != seen and VAL[r] <= room:
                seen = r
                yield r

    def value(self, hands, count, seq, last, cur, depth) -> float:
        """Value of the rest of the play from a position where ``cur`` is to act."""
        gain, count, seq, last, cur = self.settle(hands, count, seq, last, cur)
        if cur < 0:
            return gain
        return gain + self.node(hands, count, seq, last, cur, depth)

    def node(self, hands, count, seq, last, cur, depth) -> float:
        key = (hands, count, seq, last, cur)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.nodes += 1
        if depth <= 0:
            v = self.rollout(hands, count, seq, last, cur)
        else:
            mine = self.sides[cur] == self.me_side
            best = None
            for r in self.children(hands, count, seq, cur):
                pts, h2, c2, s2, nxt = self.play(hands, count, seq, cur, r)
                v = self.val(cur, pts) + self.value(h2, c2, s2, cur, nxt, depth - 1)
                if best is None or (v > best if mine else v < best):
                    best = v
            v = best
        self.memo[key] = v
        return v

    def root(self, hands, count, seq, last, cur) -> dict[int, float]:
        """The value of each rank ``cur`` may lay, and of the play after it."""
        out = {}
        for r in self.children(hands, count, seq, cur):
            pts, h2, c2, s2, nxt = self.play(hands, count, seq, cur, r)
            out[r] = self.val(cur, pts) + self.value(h2, c2, s2, cur, nxt, self.depth - 1)
        return out

    def rollout(self, hands, count, seq, last, cur) -> float:
        """Finish the play greedily (each seat lays its best-scoring card, avoiding
        counts of 5 and 21 that invite a ten for fifteen or thirty-one)."""
        total = 0.0
        while cur >= 0:
            self.nodes += 1                     # a play-out step costs like a position
            r = greedy_rank(hands[cur], count, seq)
            pts, hands, count, seq, nxt = self.play(hands, count, seq, cur, r)
            total += self.val(cur, pts)
            last = cur
            gain, count, seq, last, cur = self.settle(hands, count, seq, last, nxt)
            total += gain
        return total


def greedy_rank(hand: Sequence[int], count: int, seq: tuple) -> int:
    best = None
    best_key = None
    room = 31 - count
    for r in hand:
        v = VAL[r]
        if v > room:
            continue
        c = count + v
        pts = peg_points(seq + (r,), c)
        key = (pts, c not in (5, 21), -v if c < 15 else v)
        if best_key is None or key > best_key:
            best, best_key = r, key
    return best


def playout_points(hands: Sequence[Sequence[int]], sides: Sequence[int], n_sides: int
                   ) -> list[float]:
    """A greedy play of whole ranked hands from the first seat: points per side."""
    s = Search(sides, 0, 1.0)
    hs = tuple(tuple(sorted(h)) for h in hands)
    pts = [0.0] * n_sides
    count, seq, last, cur = 0, (), -1, 0
    while True:
        gain_before = _settle_points(s, hs, count, seq, last, cur, pts)
        hs, count, seq, last, cur = gain_before
        if cur < 0:
            return pts
        r = greedy_rank(hs[cur], count, seq)
        p, hs, count, seq, nxt = s.play(hs, count, seq, cur, r)
        pts[sides[cur]] += p
        last = cur
        cur = nxt


def _settle_points(s: Search, hands, count, seq, last, cur, pts):
    """``Search.settle`` with the go points booked per side."""
    passed = 0
    n = s.n
    while True:
        if not any(hands):
            if count and count != 31 and last >= 0:
                pts[s.sides[last]] += 1
            return hands, count, seq, last, -1
        h = hands[cur]
        if h and VAL[h[0]] <= 31 - count:
            return hands, count, seq, last, cur
        passed += 1
        if passed >= n:
            if last >= 0:
                pts[s.sides[last]] += 1
            count, seq, passed = 0, (), 0
            cur = s._next_holder(hands, last)
            continue
        cur = (cur + 1) % n
