"""Easy: rules of thumb.  Lays away to keep the most points it can already see in the
four cards (never a five into another side's crib if it can help it); pegs the first
card that scores, else the lowest."""

from __future__ import annotations

from ..engine.cards import RANK, VALUE
from ..engine.observation import Observation
from ..engine.scoring import peg_points
from .base import CribBot, playable
from .knowledge import crib_is_ours
from .layaway import choices, four_card_points


class EasyBot(CribBot):
    name = "easy"

    def lay(self, obs: Observation) -> list[int]:
        d = obs.decision
        ours = crib_is_ours(obs) or d.bury

        def score(c) -> tuple:
            fives = sum(1 for x in c.laid if VALUE[x] == 5)
            return (four_card_points(c.kept) - (0 if ours else 2 * fives),
                    -sum(VALUE[x] for x in c.laid))
        return list(max(choices(obs.hand, d.count), key=score).laid)

    def play(self, obs: Observation) -> int:
        cards = sorted(playable(obs), key=lambda c: (VALUE[c], c))
        seq = [RANK[c] for c in obs.current_count]
        for c in cards:
            if peg_points(seq + [RANK[c]], obs.count + VALUE[c]):
                return c
        return cards[0]
