"""The common frame of the cribbage players: ``choose(observation) -> action``.

As with the Cinch bots (docs/bots.md), a bot reads only its seat's Observation; "the AI
is just another input".  Every decision draws its randomness from a generator seeded by
the bot's seed and the observation's place in the game (hand, cards played), so the same
observation with the same seed always gives the same action, whatever came before and
whatever the hidden cards are.

The decisions nobody could get wrong are answered here for every level: a manual count
(C91) is claimed exactly, and with peg duty the penalty box is always left (W34: "bots
never forget").
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from ..engine import BOX, LAY, PLAY, SHOW, Claim, Discard, LeaveBox, Play, score_hand
from ..engine.cards import CARD_NAMES
from ..engine.observation import Observation


class CribBot(ABC):
    name = "bot"

    def __init__(self, seed: int | str = 0) -> None:
        self.seed = seed

    def rng_for(self, obs: Observation) -> random.Random:
        key = ",".join(CARD_NAMES[c] for c in obs.hand)
        return random.Random(f"{self.name}:{self.seed}:{obs.hand_no}:{len(obs.played)}:"
                             f"{obs.seat}:{key}")

    def choose(self, obs: Observation):
        d = obs.decision
        if d is None or d.seat != obs.seat:
            raise ValueError(f"{self.name}: it is not seat {obs.seat}'s turn to act")
        if d.kind == LAY:
            return Discard(obs.seat, tuple(self.lay(obs)))
        if d.kind == PLAY:
            return Play(obs.seat, self.play(obs))
        if d.kind == SHOW:
            return Claim(obs.seat, exact_count(obs))
        if d.kind == BOX:
            return LeaveBox(obs.seat, True)
        raise ValueError(f"{self.name}: unknown decision {d.kind!r}")

    @abstractmethod
    def lay(self, obs: Observation) -> list[int]:
        """The cards this seat lays away (C31-C34)."""

    @abstractmethod
    def play(self, obs: Observation) -> int:
        """The card this seat plays, one that fits the count (C51)."""


def exact_count(obs: Observation) -> int:
    """C91: the true total of the hand or crib waiting for our claim."""
    return score_hand(obs.counting, obs.starter, obs.decision.what == "crib")


def playable(obs: Observation) -> list[int]:
    return [a.card for a in obs.legal if isinstance(a, Play)]


class RandomPlayer(CribBot):
    """Uniform among the legal actions: the baseline every level beats.  Unlike the
    levels it claims a random count half the time (C91), so that arena games exercise
    muggins and excess (C93–C95) as docs/cribbage.md says."""
    name = "random"

    def choose(self, obs: Observation):
        d = obs.decision
        if d is not None and d.kind == SHOW and self.rng_for(obs).random() < 0.5:
            return self.rng_for(obs).choice(obs.legal)
        return super().choose(obs)

    def lay(self, obs: Observation) -> list[int]:
        choices = [a for a in obs.legal if isinstance(a, Discard)]
        return list(self.rng_for(obs).choice(choices).cards)

    def play(self, obs: Observation) -> int:
        return self.rng_for(obs).choice(playable(obs))
