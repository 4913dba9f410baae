"""Perfect-information Monte Carlo for the play: guess the hidden hands many times in
ways that fit what this seat has seen (``worlds``), score every legal card in each
guess with a play-out or, near the end of the hand, an exact search (``playsim``), and
play the card with the best average."""

from __future__ import annotations

import random

from ..engine.cards import mask_of
from ..engine.observation import Observation
from .playsim import Solver, Table, play_card, playout
from .worlds import Knowledge


def side_ids(tb: Table) -> dict[str, int]:
    rules = tb.rules
    return {rules.side_of(s): tb.sid[s] for s in rules.seats}


def position(obs: Observation) -> tuple[Table, list[int], list[tuple[int, int]], list[int]]:
    """The play position as far as ``obs.seat`` knows it: its own hand filled in, the
    other hands empty, the trick so far and the points each side id has taken,
    including what R36 already awards the bidding side."""
    tb = Table(obs.rules, obs.trump, obs.maker, obs.bid)
    hands = [0] * 4
    hands[obs.seat] = mask_of(obs.hand)
    taken = [0] * 4
    for side, pts in side_ids(tb).items():
        taken[pts] = obs.taken.get(side, 0)
    points = tb.tt.points
    for s, cards in obs.shown.items():
        if tb.sid[s] != tb.maker_sid:
            taken[tb.maker_sid] += sum(points[c] for c in cards)          # R36
    return tb, hands, list(obs.trick), taken


def choose_card(obs: Observation, moves: list[int], rng: random.Random, samples: int,
                exact_cards: int = 0, exact_samples: int = 0, stats: dict | None = None
                ) -> int:
    """The legal card with the best mean result over ``samples`` sampled deals, or over
    ``exact_samples`` deals searched exactly once the hand holds ``exact_cards`` cards
    or fewer (an exact value is worth many play-outs, and costs as much)."""
    if len(moves) == 1:
        return moves[0]
    kn = Knowledge(obs)
    tb, base, trick, taken = position(obs)
    seat = obs.seat
    side = tb.sid[seat]
    exact = len(obs.hand) <= exact_cards
    solver = Solver(tb, side) if exact else None
    if exact:
        samples = exact_samples
    totals = [0.0] * len(moves)
    for _ in range(samples):
        hands = list(base)
        for s, m in kn.sample(rng).items():
            hands[s] = m
        for j, card in enumerate(moves):
            h2 = list(hands)
            t2 = list(trick)
            k2 = list(taken)
            nxt = play_card(h2, t2, k2, seat, card, tb)
            if solver is not None:
                totals[j] += solver.value(h2, t2, nxt, k2)
            else:
                totals[j] += tb.utility(playout(h2, t2, nxt, k2, tb), side)
    if stats is not None:
        stats["playouts"] = stats.get("playouts", 0) + samples * len(moves)
        if solver is not None:
            stats["nodes"] = stats.get("nodes", 0) + solver.nodes
    cost = tb.cost
    best = max(range(len(moves)), key=lambda j: (round(totals[j], 6), -cost[moves[j]]))
    return moves[best]


def pessimistic_world(obs: Observation) -> tuple[Table, list[int], list[tuple[int, int]]]:
    """A single 'world' for the rule-of-thumb player: every other seat might hold any
    card it has not been shown to lack, so a card is safe only if no unseen card that
    seat may hold can beat it."""
    kn = Knowledge(obs)
    tb, hands, trick, _ = position(obs)
    for s in kn.others:
        hands[s] = kn.unknown & ~kn.forbid[s]
    return tb, hands, trick

