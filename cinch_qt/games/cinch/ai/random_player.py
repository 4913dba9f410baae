"""A player that picks uniformly among legal actions: the baseline every bot must beat."""

from __future__ import annotations

import random

from ..engine import (
    BID,
    PLAY,
    TRUMP,
    Bid,
    NameTrump,
    Observation,
    Pass,
    Play,
)
from ..engine.cards import TRUMP_TABLES, cards_of, mask_of
from ..engine.tricks import legal_mask


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Observation):
        d = obs.decision
        seat, rng = obs.seat, self.rng
        if d.kind == PLAY:
            led = obs.trick[0][1] if obs.trick else -1
            legal = cards_of(legal_mask(mask_of(obs.hand), led, TRUMP_TABLES[obs.trump]))
            return Play(seat, rng.choice(legal))
        if d.kind == BID:
            low = max(obs.rules.min_bid, obs.high_bid + 1)
            stuck = (obs.rules.all_pass == "stuck_dealer" and seat == obs.dealer
                     and obs.high_bid == 0)
            # Pass most of the time so random games see every kind of contract.
            if low > 14 or (not stuck and rng.random() < 0.6):
                return Pass(seat)
            return Bid(seat, rng.randint(low, 14))
        if d.kind == TRUMP:
            return NameTrump(seat, rng.randrange(4))
        return d.action(rng.sample(d.candidates, d.count))
