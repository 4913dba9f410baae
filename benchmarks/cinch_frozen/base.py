"""The common frame of the computer players: one ``choose(observation)`` that hands each
kind of decision to a method a level may override.

A bot reads only its Observation (DESIGN.md); each instance owns its own seeded
generator and nothing else mutable, so bots can run side by side in worker threads and
the same seed with the same observation gives the same action.
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
from cinch_qt.games.cinch.engine.cards import SUITS, TRUMP_TABLES, mask_of
from cinch_qt.games.cinch.engine.tricks import legal_mask

from .judgement import best_cards, choose_bid, estimate_points, gift_cards
from .playsim import bits


def legal_plays(obs: Observation) -> list[int]:
    led = obs.trick[0][1] if obs.trick else -1
    return bits(legal_mask(mask_of(obs.hand), led, TRUMP_TABLES[obs.trump]))


def partner_high(obs: Observation) -> bool:
    """Whether the highest bid so far is the partner's (four players only)."""
    if obs.rules.players != 4 or obs.high_bid == 0:
        return False
    maker = max((b, i, s) for i, (s, b) in enumerate(obs.bids) if b is not None)[2]
    return obs.rules.side_of(maker) == obs.rules.side_of(obs.seat)


def must_bid(obs: Observation) -> bool:
    """R22 stuck dealer: the dealer may not pass when everybody else has."""
    return (obs.rules.all_pass == "stuck_dealer" and obs.seat == obs.dealer
            and obs.high_bid == 0)


class Bot:
    """Sound defaults for every decision; the levels override what they judge better."""

    name = "bot"
    # Points of estimated worth held back when bidding, by number of players: the
    # rule-of-thumb count is optimistic where nobody shares the work (two players).
    bid_margin = {2: 1.0, 3: 1.0, 4: 1.0}
    bid_cap = 12

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(f"{self.name}:{seed}")

    def choose(self, obs: Observation):
        d = obs.decision
        if d is None or d.seat != obs.seat:
            raise ValueError(f"{self.name}: it is not seat {obs.seat}'s turn to act")
        kind = d.kind
        if kind == PLAY:
            return Play(obs.seat, self.play(obs))
        if kind == BID:
            amount = self.bid(obs)
            return Pass(obs.seat) if amount is None else Bid(obs.seat, amount)
        if kind == TRUMP:
            return NameTrump(obs.seat, self.trump(obs))
        choose_cards = {KEEP: self.keep, ROB: self.rob, GIVE: self.give}.get(kind)
        if choose_cards is None:
            raise ValueError(f"{self.name}: unknown decision {kind!r}")
        return d.action(choose_cards(obs))

    # --------------------------------------------------------------- decisions
    def worth(self, obs: Observation) -> dict[int, float]:
        hand = mask_of(obs.hand)
        return {t: estimate_points(hand, t, obs.rules.players, obs.seat == obs.dealer)
                for t in SUITS}

    def bid(self, obs: Observation) -> int | None:
        best = max(self.worth(obs).values())
        return choose_bid(best, obs.high_bid, obs.rules.min_bid, partner_high(obs),
                          must_bid(obs), self.bid_margin[obs.rules.players], self.bid_cap)

    def trump(self, obs: Observation) -> int:
        worth = self.worth(obs)
        return max(SUITS, key=lambda t: (worth[t], -t))

    def keep(self, obs: Observation) -> list[int]:
        d = obs.decision
        return bits(best_cards(mask_of(d.candidates), d.count, TRUMP_TABLES[obs.trump]))

    def rob(self, obs: Observation) -> list[int]:
        d = obs.decision
        return bits(best_cards(mask_of(d.candidates), d.count, TRUMP_TABLES[obs.trump]))

    def give(self, obs: Observation) -> list[int]:
        d = obs.decision
        friend = obs.rules.side_of(d.to) == obs.rules.side_of(obs.seat)
        return bits(gift_cards(mask_of(d.candidates), d.count, friend,
                               TRUMP_TABLES[obs.trump]))

    def play(self, obs: Observation) -> int:
        return legal_plays(obs)[0]
