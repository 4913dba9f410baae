"""Bidding and naming trumps by play-outs of deals that fit the auction.

Deals of the cards the seat cannot see are drawn at random and weighted by how well the
other players' hands fit their bids and passes (a player's count from strength.py
against a soft threshold).  For each deal the hand is played through (handsim) with the
seat as maker in each suit, and with any other player who would end as maker.  Passing
and every legal bid are valued against a model of the players still to speak: one who
counts more than the bid to beat (by a margin; more for a partner already high) bids
their count.  A bid's worth is its best suit's mean score difference (R51, R52, R61).
"""

from __future__ import annotations

import math
import random

from cinch_qt.games.cinch.engine.cards import mask_of
from cinch_qt.games.cinch.engine.observation import Observation

from .geo import GEOS
from .handsim import simulate
from .outcome import hand_value
from .strength import best_suit, side_map

MAX_BID = 14
# Others bid about their count less this margin (model of the other players).
OTHER_MARGIN = 1.0
OTHER_SPREAD = 1.5
# Points added to the maker's count in the seat's own play-outs: the gap between
# rule-of-thumb play-outs and searched play (measure_gap.py, seeds 33,300,000+:
# two players -0.72 ± 0.55 over 40 contracts, three -1.73 ± 1.03 over 40; four
# -0.71 ± 1.00 over 24, within its noise, so four players stay uncorrected).
MAKER_ADJ = {2: -0.7, 3: -1.7, 4: 0.0}


def _sig(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


class Deals:
    """Deals of the unseen cards weighted by the bids so far, resampled to ``count``."""

    def __init__(self, obs: Observation, rng: random.Random, count: int,
                 candidates: int) -> None:
        rules = obs.rules
        self.obs = obs
        self.players = rules.players
        self.seats = rules.seats
        self.me = obs.seat
        self.dealer = obs.dealer
        self.side, self.nsides = side_map(self.players)
        self.mine = mask_of(obs.hand)
        unseen = [c for c in range(52) if not self.mine >> c & 1]
        others = [s for s in self.seats if s != self.me]
        pool = []
        weights = []
        for _ in range(candidates):
            rng.shuffle(unseen)
            deal = [0, 0, 0, 0]
            deal[self.me] = self.mine
            for i, s in enumerate(others):
                deal[s] = mask_of(unseen[9 * i:9 * i + 9])
            pack = unseen[9 * len(others):]
            pool.append((deal, list(pack)))
            weights.append(self.fit(deal))
        total = sum(weights)
        self.deals = []
        if total <= 0:
            self.deals = pool[:count]
            return
        # Systematic resampling: deterministic given the generator, low variance.
        step = total / count
        x = rng.random() * step
        cum = 0.0
        i = 0
        for k in range(count):
            target = x + k * step
            while cum + weights[i] < target and i < len(weights) - 1:
                cum += weights[i]
                i += 1
            self.deals.append(pool[i])

    def count_of(self, deal: list[int], s: int) -> tuple[float, int]:
        return best_suit(self.players, deal[s], s == self.dealer)

    def fit(self, deal: list[int]) -> float:
        w = 1.0
        high, maker = 0, None
        for s, amount in self.obs.bids:
            if s == self.me:
                if amount is not None:
                    high, maker = amount, s
                continue
            est = self.count_of(deal, s)[0] - OTHER_MARGIN
            if amount is not None:
                w *= _sig((est - amount + 0.5) / OTHER_SPREAD)
                w *= 1.0 - 0.7 * _sig((est - amount - 2.5) / OTHER_SPREAD)
                high, maker = amount, s
            elif high < MAX_BID:
                need = high + 1
                if maker is not None and self.players == 4 and \
                        self.side[maker] == self.side[s]:
                    need += 2
                w *= 1.0 - _sig((est - need + 0.5) / OTHER_SPREAD)
        return w


class AuctionJudge:
    def __init__(self, obs: Observation, rng: random.Random, deals: int,
                 candidates: int) -> None:
        self.obs = obs
        self.d = Deals(obs, rng, deals, candidates)
        self.cache: dict[tuple[int, int, int], list[int]] = {}

    def taken(self, k: int, maker: int, t: int) -> list[int]:
        key = (k, maker, t)
        got = self.cache.get(key)
        if got is None:
            d = self.d
            deal, pack = d.deals[k]
            got = simulate(GEOS[t], d.seats, d.side, d.nsides, d.dealer, deal, pack, maker)
            if maker == d.me:
                got = list(got)
                got[d.side[maker]] += MAKER_ADJ[d.players]
            self.cache[key] = got
        return got

    def value(self, k: int, maker: int, t: int, bid: int) -> float:
        d = self.d
        return hand_value(self.taken(k, maker, t), d.side[maker], bid, d.side[d.me])

    # ------------------------------------------------------------------ trumps
    def best_trump(self) -> tuple[int, list[float]]:
        obs = self.obs
        vals = []
        for t in range(4):
            vals.append(sum(self.value(k, obs.seat, t, obs.bid)
                            for k in range(len(self.d.deals))) / len(self.d.deals))
        best = max(range(4), key=lambda t: (vals[t], -t))
        return best, vals

    # ------------------------------------------------------------------ bids
    def later_seats(self) -> list[int]:
        obs = self.obs
        order = obs.rules.order_from_left_of(obs.dealer)
        return order[len(obs.bids) + 1:]

    def finish(self, k: int, high: int, maker: int | None) -> tuple[int, int | None]:
        """The contract after the players still to speak, by the model."""
        d = self.d
        deal = d.deals[k][0]
        obs = self.obs
        for s in self.later_seats():
            if high >= MAX_BID:
                break
            est = d.count_of(deal, s)[0] - OTHER_MARGIN
            need = high + 1
            if maker is not None and d.players == 4 and d.side[maker] == d.side[s]:
                need += 2
            stuck = (obs.rules.all_pass == "stuck_dealer" and s == obs.dealer
                     and maker is None)
            want = int(math.floor(est))
            if want >= need or stuck:
                high = min(MAX_BID, max(want, high + 1, obs.rules.min_bid))
                maker = s
        return high, maker

    def other_value(self, k: int, high: int, maker: int | None) -> float:
        if maker is None:
            return 0.0
        d = self.d
        t = d.count_of(d.deals[k][0], maker)[1]
        return self.value(k, maker, t, high)

    def options(self) -> dict[int | None, float]:
        """Worth of passing (None) and of every legal bid."""
        obs = self.obs
        d = self.d
        n = len(d.deals)
        out: dict[int | None, float] = {}
        current_maker = None
        for s, amount in obs.bids:
            if amount is not None:
                current_maker = s
        can_pass = not (obs.rules.all_pass == "stuck_dealer" and obs.seat == obs.dealer
                        and obs.high_bid == 0)
        if can_pass:
            total = 0.0
            for k in range(n):
                high, maker = self.finish(k, obs.high_bid, current_maker)
                total += self.other_value(k, high, maker)
            out[None] = total / n
        low = max(obs.rules.min_bid, obs.high_bid + 1)
        for b in range(low, MAX_BID + 1):
            ends = [self.finish(k, b, obs.seat) for k in range(n)]
            best = -math.inf
            for t in range(4):
                total = 0.0
                for k, (high, maker) in enumerate(ends):
                    if maker == obs.seat:
                        total += self.value(k, obs.seat, t, b)
                    else:
                        total += self.other_value(k, high, maker)
                best = max(best, total / n)
            out[b] = best
        return out
