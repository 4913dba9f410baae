"""Easy: a casual player.  Counts its trumps to bid (with a wide safety margin), keeps
its best trumps, and plays by rules of thumb from its own cards and the cards seen:
cash a trump nobody can beat, win a trick with points as cheaply as is safe, give a
partner points when the partner's card cannot be beaten, otherwise play low."""

from __future__ import annotations

from ..engine.observation import Observation
from .base import Bot, legal_plays
from .pimc import pessimistic_world
from .playsim import policy


class EasyBot(Bot):
    name = "easy"
    bid_margin = {2: 2.0, 3: 2.0, 4: 2.0}
    bid_cap = 9

    def play(self, obs: Observation) -> int:
        moves = legal_plays(obs)
        if len(moves) == 1:
            return moves[0]
        tb, hands, trick = pessimistic_world(obs)
        return policy(obs.seat, hands, trick, tb)
