"""The sparring partner: a Cinch player written apart from the program's own levels.

``choose(observation)`` -> action, like every level (ai/base.py's interface), reading
only the seat's Observation.  Each decision's work is bounded by counts (search nodes,
play-out cards, deals), never by the clock, so the machine's load cannot change a
choice; and the same seed with the same observations gives the same actions.
"""

from __future__ import annotations

import random

from cinch_qt.games.cinch.engine import (
    BID,
    GIVE,
    KEEP,
    PLAY,
    ROB,
    TRUMP,
    Bid,
    NameTrump,
    Observation,
    Pass,
    Play,
)
from cinch_qt.games.cinch.engine.cards import mask_of
from cinch_qt.games.cinch.engine.tricks import legal_mask

from .auction import AuctionJudge
from .geo import GEOS, bits
from .handsim import HAND, keep_order, rob_order
from .sampler import Sampler
from .search import Search
from .seen import Seen
from .strength import side_map


class SparringBot:
    name = "sparring"

    def __init__(self, seed: int | str = 0, *, nodes: int = 90_000, min_deals: int = 4,
                 max_deals: int = 200, exact_cards: dict[int, int] | None = None,
                 horizon: int = 2, auction_deals: int = 160,
                 auction_candidates: int = 480) -> None:
        self.rng = random.Random(f"sparring:{seed}")
        self.nodes = nodes
        self.min_deals = min_deals
        self.max_deals = max_deals
        # Search to the end once this few cards are left in all hands together.
        self.exact_cards = exact_cards or {2: 10, 3: 12, 4: 12}
        self.horizon = horizon
        self.auction_deals = auction_deals
        self.auction_candidates = auction_candidates
        self.last_nodes = 0
        self.last_deals = 0

    def choose(self, obs: Observation):
        d = obs.decision
        if d is None or d.seat != obs.seat:
            raise ValueError(f"{self.name}: it is not seat {obs.seat}'s turn to act")
        if d.kind == PLAY:
            return Play(obs.seat, self.play(obs))
        if d.kind == BID:
            amount = self.bid(obs)
            return Pass(obs.seat) if amount is None else Bid(obs.seat, amount)
        if d.kind == TRUMP:
            return NameTrump(obs.seat, self.trump(obs))
        if d.kind == KEEP:
            return d.action(self._best(obs, d.candidates, d.count, keep_order))
        if d.kind == ROB:
            return d.action(self._best(obs, d.candidates, d.count, rob_order))
        if d.kind == GIVE:
            return d.action(self.give(obs))
        raise ValueError(f"{self.name}: unknown decision {d.kind!r}")

    # ------------------------------------------------------------------ auction
    def bid(self, obs: Observation) -> int | None:
        judge = AuctionJudge(obs, self.rng, self.auction_deals, self.auction_candidates)
        opts = judge.options()
        # Ties go to the cheaper choice (pass first, then the lower bid).
        best = max(opts, key=lambda b: (opts[b], -(b or 0)))
        return best

    def trump(self, obs: Observation) -> int:
        judge = AuctionJudge(obs, self.rng, self.auction_deals, self.auction_candidates)
        return judge.best_trump()[0]

    # ------------------------------------------------------------------ cards
    @staticmethod
    def _best(obs: Observation, candidates, count: int, key) -> list[int]:
        g = GEOS[obs.trump]
        return sorted(candidates, key=lambda c: key(g, c), reverse=True)[:count]

    def give(self, obs: Observation) -> list[int]:
        """R35: the best of the discards to a partner, the least to an opponent."""
        d = obs.decision
        g = GEOS[obs.trump]
        friend = obs.rules.side_of(d.to) == obs.rules.side_of(obs.seat)
        cards = sorted(d.candidates, key=lambda c: rob_order(g, c), reverse=friend)
        return cards[:d.count]

    def play(self, obs: Observation) -> int:
        g = GEOS[obs.trump]
        hand = mask_of(obs.hand)
        led = obs.trick[0][1] if obs.trick else -1
        legal = bits(legal_mask(hand, led, g.table))
        if len(legal) == 1:
            self.last_nodes = self.last_deals = 0
            return legal[0]
        rules = obs.rules
        side, nsides = side_map(rules.players)
        seen = Seen(obs)
        sampler = Sampler(seen)
        taken = [0] * nsides
        for s in rules.seats:
            taken[side[s]] = obs.taken[rules.side_of(s)]
        maker_side = side[obs.maker]
        for s in rules.seats:
            if side[s] != maker_side:
                # R36: dead point cards an opponent of the maker discarded (shown, R37).
                for c in bits(seen.shown[s] & g.point_mask):
                    taken[maker_side] += g.points[c]
        left = sum(HAND - seen.played[s].bit_count() for s in rules.seats)
        horizon = 99 if left <= self.exact_cards[rules.players] else self.horizon
        search = Search(g, rules.seats, side, maker_side, obs.bid, obs.seat)
        totals = {c: 0.0 for c in legal}
        deals = 0
        # At least ``min_deals`` deals, then more until the budget is spent; a hard cap
        # of three budgets keeps the costliest early positions bounded.
        while deals < self.max_deals and search.nodes < 3 * self.nodes and (
                deals < self.min_deals or search.nodes < self.nodes):
            hands = sampler.sample(self.rng)
            vals = search.root_values(hands, list(obs.trick), obs.leader, list(taken),
                                      horizon)
            for c in legal:
                totals[c] += vals[c]
            deals += 1
        self.last_nodes, self.last_deals = search.nodes, deals
        return max(legal, key=lambda c: (totals[c], -legal.index(c)))


def make(seed: int | str = 0) -> SparringBot:
    """The factory benchmarks use (``benchmarks.sparring:make``)."""
    return SparringBot(seed)
