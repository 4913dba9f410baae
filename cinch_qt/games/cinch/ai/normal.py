"""Normal: solid bidding by the rule-of-thumb count of ``judgement`` and play by a small
perfect-information Monte Carlo: a few dozen play-outs over hidden hands sampled to fit
everything seen."""

from __future__ import annotations

from ..engine.observation import Observation
from .base import Bot, legal_plays
from .pimc import choose_card

PLAYOUTS = 48


class NormalBot(Bot):
    name = "normal"
    bid_margin = {2: 2.0, 3: 1.0, 4: 1.0}
    bid_cap = 11

    def play(self, obs: Observation) -> int:
        moves = legal_plays(obs)
        samples = max(4, PLAYOUTS // len(moves))
        return choose_card(obs, moves, self.rng, samples)
