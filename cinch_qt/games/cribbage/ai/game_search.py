"""The play (C50–C59) searched for the game, not the points: two sides.

The same search as ``pegging.Search`` (ranks only, remembered positions, one guess at
the hidden hands), but each score is a move of its side's peg (W4): the state carries
both sides' marks and which side has folded.  A card's points, the go point (C53) and
the last-card point (C55) each land where the board says, so a go point onto a penalty
square folds the side (W30: its cards die, its hand and crib are not counted) and gives
the other side its award (W31, W36), and a peg that reaches the game hole wins there and
then (C61, W6).  When the play is over the position is worth the chance of winning from
it (``game_value.GameTable``), with our own hand's count known exactly.

Values are the chance that our side wins (with skunks counted, C81, C83, our game points
on the table's 0..1 scale instead); our side maximises, the other minimises.  The
points pegged from here on, ours less theirs, are added at ``EPS`` each: far below any
real difference in the chance of winning, they only choose among cards that leave it the
same (a game already won or lost), where the points still count in a player's record.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.scoring import peg_points
from .game_value import FIN, GameTable
from .pegging import VAL

EPS = 1e-5


class GameSearch:
    def __init__(self, sides: Sequence[int], me_side: int, dealer_side: int,
                 table: GameTable, my_show: int | None = None, shift: int = 0) -> None:
        self.sides = tuple(sides)
        self.n = len(sides)
        self.me_side = me_side
        self.dealer_side = dealer_side
        self.table = table
        self.my_show = my_show      # our hand's count, known once the starter is up
        self.shift = shift          # the crib's expected difference from the average
        self.memo: dict = {}
        self.nodes = 0

    # ------------------------------------------------------------------ scoring
    def score(self, side: int, pts: int, marks: tuple, folded: tuple):
        """A move of ``pts`` for ``side``: (end value or None, marks, folded)."""
        t = self.table
        r = t.move(marks[side], pts)
        other = 1 - side                                  # two sides
        if r == FIN:
            return self.ended(side, marks), marks, folded
        if r >= 0:
            return None, _set(marks, side, r), folded
        a = t.award[marks[other]]                         # W31
        marks = _set(marks, side, -2 - r)
        if a == FIN:
            return self.ended(other, marks), marks, folded
        marks = _set(marks, other, a)
        return None, marks, _set(folded, side, True)

    def ended(self, winner: int, marks: tuple) -> float:
        """Our value of the game won by side ``winner`` with the pegs at ``marks``: 1 or
        0, or with skunks counted (C81) the game points it carries (``GameTable``)."""
        t = self.table
        if winner == self.me_side:
            return t.win(marks[1 - winner])
        return t.lose(marks[self.me_side])

    def fold_hands(self, hands: tuple, folded: tuple) -> tuple:
        """W30: the unplayed cards of a folded side are dead."""
        return tuple(() if folded[self.sides[i]] else h for i, h in enumerate(hands))

    def leaf(self, marks: tuple, folded: tuple) -> float:
        """The play is over: our chance of winning from the show on (C70)."""
        t = self.table
        ds = self.dealer_side
        ps = 1 - ds
        p, d = marks[ps], marks[ds]
        pf, df = folded[ps], folded[ds]
        mine = self.my_show
        if mine is None or folded[self.me_side]:
            w = t.show(p, d, pf, df, self.shift)
        elif self.me_side == ps:
            r = t.move(p, mine)
            if r == FIN:
                w = t.win(d)
            elif r < 0:
                a = t.award[d]
                w = t.lose(-2 - r) if a == FIN else (
                    t.next_hand(-2 - r, a) if df else t.dealer_stage(-2 - r, a, self.shift))
            else:
                w = t.next_hand(r, d) if df else t.dealer_stage(r, d, self.shift)
        else:
            w = t.known_dealer_show(p, d, mine, pf, self.shift)
        return w if self.me_side == ps else 1.0 - w

    # ------------------------------------------------------------------ the play
    def _next_holder(self, hands, after: int) -> int:
        for k in range(1, self.n + 1):
            s = (after + k) % self.n
            if hands[s]:
                return s
        return after

    def eps(self, side: int, pts: int) -> float:
        return EPS * pts if side == self.me_side else -EPS * pts

    def value(self, hands, count, seq, last, cur, marks, folded) -> float:
        """Value from a position where ``cur`` may have to say go (C52, C53, C55)."""
        passed = 0
        n = self.n
        extra = 0.0
        while True:
            if not any(hands):
                if count and count != 31 and last >= 0 and not folded[self.sides[last]]:
                    side = self.sides[last]
                    extra += self.eps(side, 1)
                    end, marks, folded = self.score(side, 1, marks, folded)
                    if end is not None:
                        return end + extra
                return extra + self.leaf(marks, folded)
            h = hands[cur]
            if h and VAL[h[0]] <= 31 - count:
                break
            passed += 1
            if passed >= n:
                if last >= 0 and not folded[self.sides[last]]:
                    side = self.sides[last]
                    extra += self.eps(side, 1)
                    end, marks, folded = self.score(side, 1, marks, folded)
                    if end is not None:
                        return end + extra
                    hands = self.fold_hands(hands, folded)
                count, seq, passed = 0, (), 0
                cur = self._next_holder(hands, last)
                continue
            cur = (cur + 1) % n
        return extra + self.node(hands, count, seq, last, cur, marks, folded)

    def node(self, hands, count, seq, last, cur, marks, folded) -> float:
        key = (hands, count, seq, last, cur, marks, folded)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.nodes += 1
        mine = self.sides[cur] == self.me_side
        best = None
        for r in _children(hands[cur], count):
            v = self.after_card(hands, count, seq, cur, r, marks, folded)
            if best is None or (v > best if mine else v < best):
                best = v
        self.memo[key] = best
        return best

    def after_card(self, hands, count, seq, cur, r, marks, folded) -> float:
        h = list(hands[cur])
        h.remove(r)
        hands = hands[:cur] + (tuple(h),) + hands[cur + 1:]
        count += VAL[r]
        seq = seq + (r,)
        pts = peg_points(seq, count)
        extra = 0.0
        if pts:
            extra = self.eps(self.sides[cur], pts)
            end, marks, folded = self.score(self.sides[cur], pts, marks, folded)
            if end is not None:
                return end + extra
            hands = self.fold_hands(hands, folded)
        if count == 31:                                   # C54: a new count
            return extra + self.value(hands, 0, (), -1, self._next_holder(hands, cur),
                                      marks, folded)
        return extra + self.value(hands, count, seq, cur, (cur + 1) % self.n, marks, folded)

    def root(self, hands, count, seq, last, cur, marks, folded=(False, False)
             ) -> dict[int, float]:
        """Our chance of winning after each rank ``cur`` may lay."""
        return {r: self.after_card(hands, count, seq, cur, r, marks, folded)
                for r in _children(hands[cur], count)}


def _children(hand, count):
    room = 31 - count
    seen = -1
    for r in hand:
        if r != seen and VAL[r] <= room:
            seen = r
            yield r


def _set(t: tuple, i: int, v) -> tuple:
    return t[:i] + (v,) + t[i + 1:]
