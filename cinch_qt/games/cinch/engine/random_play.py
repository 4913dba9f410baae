"""A uniformly random legal action straight from the state (tests, benchmarks, fuzzing).

Bots use the observation instead (cinch_qt.games.cinch.ai); this reads the full state, which is
fine for driving games whose every seat is random.
"""

from __future__ import annotations

import random

from .actions import Action, Bid, NameTrump, Pass, Play
from .state import BID, PLAY, TRUMP, GameState


def random_action(state: GameState, rng: random.Random, bid_rate: float = 0.35) -> Action:
    """A random legal action, without enumerating the rob's many combinations."""
    d = state.decision()
    seat = d.seat
    if d.kind == PLAY:
        return Play(seat, rng.choice(state.legal_cards()))
    if d.kind == BID:
        bids = state.legal_bids()
        if bids and (not state.can_pass() or rng.random() < bid_rate):
            return Bid(seat, rng.choice(bids))
        return Pass(seat)
    if d.kind == TRUMP:
        return NameTrump(seat, rng.randrange(4))
    return d.action(rng.sample(d.candidates, d.count))
