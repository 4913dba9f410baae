"""Deals of the hidden cards that fit everything one seat has seen during the play.

Each other hand at the first lead is its kept trumps (R31, R32: every card kept before
the draw is a trump) plus its draw (R33); a plain card it has played came from the draw.
With four players the dealer, having robbed the whole pack (R34), holds every trump the
seat has not seen and the others do not hold.  The split of trumps between the draws is
weighted by its exact (multivariate hypergeometric) probability: the draws and what is
left (the dealer's nine plus the pack with four players, the undrawn pack with two or
three) are a random split of one pool whose number of trumps the seat can count.  Then
the trumps and plain cards are dealt at random to fit those counts and the voids shown.

``sample`` returns one mask per seat (the seat's own hand included).
"""

from __future__ import annotations

import itertools
import random
from math import factorial

from .seen import Seen


class Sampler:
    def __init__(self, seen: Seen) -> None:
        self.seen = seen
        obs = seen.obs
        g = seen.g
        me = seen.me
        four = seen.players == 4
        self.others = [s for s in seen.seats if s != me]
        tm = g.trump_mask
        self.unseen_trumps = seen.unseen & tm
        self.unseen_plain = seen.unseen & ~tm
        self.need = {s: seen.hidden_count(s) for s in self.others}
        self.robber = obs.dealer if four and obs.dealer != me else None
        drawers = [s for s in self.others if s != self.robber]
        dealer_me = four and obs.dealer == me
        info = []
        trumps_played = 0
        for s in self.others:
            trumps_played += (seen.played[s] & ~seen.known[s] & tm).bit_count()
        sum_k = 0
        sum_d = 0
        for s in drawers:
            k = obs.kept_counts.get(s, 0)
            d = obs.drawn_counts.get(s, 0)
            if not dealer_me:
                d += obs.given_counts.get(s, 0)
            mine = seen.played[s] & ~seen.known[s]
            pt = (mine & tm).bit_count()
            pn = mine.bit_count() - pt
            lo, hi = max(0, pt - k), d - pn
            if seen.void_trump[s]:
                lo = hi = pt - k
            info.append((s, k, d, pt, lo, hi))
            sum_k += k
            sum_d += d
        u_t0 = self.unseen_trumps.bit_count() + trumps_played
        y = u_t0 - sum_k
        d_me = obs.drawn_counts.get(me, 0)
        if four and not dealer_me:
            pool = 25 - d_me
            pool_t = y + seen.shown[obs.dealer].bit_count()
        elif four:
            pool, pool_t = sum_d, y
        else:
            pool = 52 - 9 * seen.players - d_me
            pool_t = y
        rest = pool - sum_d
        self.vectors: list[tuple[float, dict[int, int]]] = []
        total = 0.0
        if rest >= 0 and all(lo <= hi for *_, lo, hi in info):
            ranges = [range(lo, hi + 1) for *_, lo, hi in info]
            for js in itertools.product(*ranges):
                rt = pool_t - sum(js)
                if not 0 <= rt <= rest:
                    continue
                counts = {}
                w = 1.0 / (factorial(rt) * factorial(rest - rt))
                for (s, k, d, pt, _, _), j in zip(info, js, strict=True):
                    w /= factorial(j) * factorial(d - j)
                    counts[s] = k + j - pt
                if self.robber is not None:
                    r = self.robber
                    c = y - sum(js) - (seen.played[r] & tm).bit_count()
                    if not 0 <= c <= self.need[r] or (seen.void_trump[r] and c):
                        continue
                    counts[r] = c
                if any(counts[s] > self.need[s] for s in counts):
                    continue
                total += w
                self.vectors.append((total, counts))
        self.total = total

    def _counts(self, rng: random.Random) -> dict[int, int] | None:
        if not self.vectors:
            return None
        x = rng.random() * self.total
        for cum, counts in self.vectors:
            if x < cum:
                return counts
        return self.vectors[-1][1]

    def sample(self, rng: random.Random) -> list[int]:
        for attempt in range(30):
            counts = self._counts(rng) if attempt < 20 else None
            hands = self._deal(rng, counts)
            if hands is not None:
                return hands
        return self._deal(rng, None, strict=False)

    def _deal(self, rng: random.Random, counts: dict[int, int] | None,
              strict: bool = True) -> list[int] | None:
        seen = self.seen
        g = seen.g
        hands = [0, 0, 0, 0]
        hands[seen.me] = seen.hand
        for s in self.others:
            hands[s] = seen.known[s]
        trumps = _cards(self.unseen_trumps)
        plain = _cards(self.unseen_plain)
        rng.shuffle(trumps)
        rng.shuffle(plain)
        if counts is None:
            # Counts unknown (gifts made the bookkeeping inexact): deal the hidden
            # cards at random, trumps and plain alike, honouring voids when asked.
            pool = trumps + plain
            rng.shuffle(pool)
            order = sorted(self.others, key=lambda s: -(seen.void_suits[s].bit_count()
                                                         + 4 * seen.void_trump[s]))
            for s in order:
                want = self.need[s]
                got = []
                keep = []
                for c in pool:
                    if len(got) < want and (not strict or self._fits(s, c)):
                        got.append(c)
                    else:
                        keep.append(c)
                if len(got) < want:
                    if strict:
                        return None
                    got += keep[:want - len(got)]
                    keep = keep[want - len(got):]
                pool = keep
                for c in got:
                    hands[s] |= 1 << c
            return hands
        pos = 0
        for s in self.others:
            c = counts[s]
            for card in trumps[pos:pos + c]:
                hands[s] |= 1 << card
            pos += c
        # Plain cards: the most constrained hand first.
        order = sorted(self.others, key=lambda s: -seen.void_suits[s].bit_count())
        for s in order:
            want = self.need[s] - counts[s]
            if not want:
                continue
            voids = seen.void_suits[s]
            got = 0
            keep = []
            for card in plain:
                if got < want and not voids >> g.eff[card] & 1:
                    hands[s] |= 1 << card
                    got += 1
                else:
                    keep.append(card)
            if got < want:
                return None
            plain = keep
        return hands

    def _fits(self, s: int, c: int) -> bool:
        seen = self.seen
        e = seen.g.eff[c]
        if e == seen.g.trump:
            return not seen.void_trump[s]
        return not seen.void_suits[s] >> e & 1


def _cards(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
