"""Expert: every bid, trump and card is the choice of the one evaluation of the position
(``evaluation.evaluate``) that the hint and the hand review read too, so the person is
never told one thing during play and another in the review.

- Bids (R20–R22): passing and every legal bid valued by simulation against a model of
  the later bidders; the lowest bid unless a higher one is clearly better.
- Trumps (R30): the suit with the best mean result over many guessed deals.
- Cards (R40–R43): perfect-information Monte Carlo over hidden hands that fit
  everything the seat has seen, play-outs early and an exact search near the end.
- Keeping (R32), robbing (R34) and gifts (R35) use the shared judgement of card worth,
  where the choice is clear-cut (keep points and power; give partners the best).
"""

from __future__ import annotations

from ..engine.observation import Observation
from .base import Bot, legal_plays
from .evaluation import evaluate


class ExpertBot(Bot):
    name = "expert"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        # The values behind the last bid decision, by bid, and of passing: read by
        # benchmarks/calibrate_expert.py to compare them with what the hand returned.
        self.last_values: tuple[dict[int, float], float] = ({}, 0.0)

    def bid(self, obs: Observation) -> int | None:
        ev = evaluate(obs)
        self.last_values = ({b: v for b, v in ev.values.items() if b is not None},
                            ev.values.get(None, 0.0))
        return ev.choice

    def trump(self, obs: Observation) -> int:
        return evaluate(obs).choice

    def play(self, obs: Observation) -> int:
        moves = legal_plays(obs)
        if len(moves) == 1:
            return moves[0]
        return evaluate(obs).choice
