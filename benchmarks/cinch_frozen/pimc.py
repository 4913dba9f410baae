"""Perfect-information Monte Carlo for the play: guess the hidden hands many times in
ways that fit what this seat has seen (``worlds``), score every legal card in each
guess with a play-out or, near the end of the hand, an exact search (``playsim``), and
play the card with the best average."""

from __future__ import annotations

import random

from cinch_qt.games.cinch.engine.cards import mask_of
from cinch_qt.games.cinch.engine.observation import Observation

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


def guess_deals(obs: Observation, rng: random.Random, count: int) -> list[dict[int, int]]:
    """``count`` guesses at the other seats' hands that fit everything ``obs.seat`` has
    seen (``worlds.Knowledge``)."""
    knowledge = Knowledge(obs)
    return [knowledge.sample(rng) for _ in range(count)]


def card_totals(obs: Observation, moves: list[int], guesses: list[dict[int, int]],
                exact: bool, stats: dict | None = None, at: tuple | None = None
                ) -> dict[int, float]:
    """Each legal card's summed result for the seat's side over ``guesses`` (each a full
    deal of the hidden hands), every guess played to the end by an exact search with
    every card known (``exact``) or by the play-out policy.  ``at``: ``position(obs)``
    when the caller has it already."""
    tb, base, trick, taken = at if at is not None else position(obs)
    seat = obs.seat
    side = tb.sid[seat]
    solver = Solver(tb, side) if exact else None
    totals = dict.fromkeys(moves, 0.0)
    for guess in guesses:
        hands = list(base)
        for s, m in guess.items():
            hands[s] = m
        for card in moves:
            h2, t2, k2 = list(hands), list(trick), list(taken)
            nxt = play_card(h2, t2, k2, seat, card, tb)
            if solver is not None:
                totals[card] += solver.value(h2, t2, nxt, k2)
            else:
                totals[card] += tb.utility(playout(h2, t2, nxt, k2, tb), side)
    if stats is not None:
        stats["playouts"] = stats.get("playouts", 0) + len(guesses) * len(moves)
        if solver is not None:
            stats["nodes"] = stats.get("nodes", 0) + solver.nodes
    return totals


def best_card(values: dict[int, float], cost: tuple[int, ...]) -> int:
    """The card with the best value; among equals the cheapest to give (``Table.cost``)."""
    return max(values, key=lambda c: (round(values[c], 6), -cost[c]))


def choose_card(obs: Observation, moves: list[int], rng: random.Random, samples: int,
                exact_cards: int = 0, exact_samples: int = 0, stats: dict | None = None
                ) -> int:
    """The legal card with the best mean result over ``samples`` sampled deals, or over
    ``exact_samples`` deals searched exactly once the hand holds ``exact_cards`` cards
    or fewer (an exact value is worth many play-outs, and costs as much)."""
    if len(moves) == 1:
        return moves[0]
    exact = len(obs.hand) <= exact_cards
    at = position(obs)
    guesses = guess_deals(obs, rng, exact_samples if exact else samples)
    return best_card(card_totals(obs, moves, guesses, exact, stats, at), at[0].cost)


def pessimistic_world(obs: Observation) -> tuple[Table, list[int], list[tuple[int, int]]]:
    """A single 'world' for the rule-of-thumb player: every other seat might hold any
    card it has not been shown to lack, so a card is safe only if no unseen card that
    seat may hold can beat it."""
    kn = Knowledge(obs)
    tb, hands, trick, _ = position(obs)
    for s in kn.others:
        hands[s] = kn.unknown & ~kn.forbid[s]
    return tb, hands, trick

