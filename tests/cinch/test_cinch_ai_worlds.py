"""The hidden-hand sampler's law (worlds, R31–R35, R60) and the search that looks a
trick ahead before its play-outs (playsim.HorizonSolver)."""

from __future__ import annotations

import math
import random

import pytest

from cinch_qt.games.cinch.ai.playsim import HorizonSolver, Solver, Table
from cinch_qt.games.cinch.ai.registry import make_player
from cinch_qt.games.cinch.ai.worlds import Knowledge
from cinch_qt.games.cinch.engine import GameState, Rules


def _first_lead(players: int, seed: int):
    state = GameState(Rules(players=players), seed)
    bots = {s: make_player("easy", f"{seed}:{s}") for s in state.seats}
    while not state.hand_records:
        if state.phase == "play":
            return state
        state.apply(bots[state.current].choose(state.observation(state.current)))
    return None


def test_r31_r33_r60_two_player_draw_holds_trumps_by_the_hypergeometric_law():
    # With two players the other hand at the first lead is the trumps it kept (R31)
    # plus a draw of the pack (R33, R60); the pack's rest is dead.  Its trumps beyond
    # the kept ones follow the hypergeometric law of the cards this seat has not seen:
    # the other's discards are plain cards and can hide no trump.
    rng = random.Random(5)
    gaps = []
    for seed in range(40):
        state = _first_lead(2, 61_000 + seed)
        if state is None:
            continue
        me = state.current
        obs = state.observation(me)
        other = next(s for s in state.seats if s != me)
        kn = Knowledge(obs)
        kept, drew = obs.kept_counts[other], obs.drawn_counts[other]
        free = (kn.unknown & kn.tmask).bit_count() - kept      # trumps not kept by it
        pool = drew + obs.pack_size
        want = sum((kept + t) * math.comb(drew, t) * math.comb(pool - drew, free - t)
                   for t in range(drew + 1)) / math.comb(pool, free)
        got = sum((kn.sample(rng)[other] & kn.tmask).bit_count() for _ in range(400)) / 400
        gaps.append(got - want)
    assert len(gaps) >= 30
    assert abs(sum(gaps) / len(gaps)) < 0.05
    assert max(abs(g) for g in gaps) < 0.25


def test_r34_four_players_every_unseen_trump_is_in_a_hand_and_counts_fit():
    rng = random.Random(9)
    for seed in range(30):
        state = _first_lead(4, 63_000 + seed)
        if state is None:
            continue
        obs = state.observation(state.current)
        kn = Knowledge(obs)
        vectors, weights = kn.counts
        assert vectors and all(w > 0 for w in weights)
        true = tuple((state.hands[s] & kn.tmask).bit_count() for s in kn.others)
        assert true in vectors                       # the real deal is never ruled out
        for _ in range(10):
            hands = kn.sample(rng)
            union = 0
            for s in kn.others:
                union |= hands[s]
            assert kn.unknown & kn.tmask & ~union == 0


def test_horizon_search_past_the_last_trick_is_the_exact_search():
    # Searching more tricks than are left leaves nothing to the play-out: the value is
    # the exact alpha-beta value, for every card and both sides.
    for i in range(30):
        state = GameState(Rules(players=4 if i % 2 else 3), 64_000 + i)
        bots = {s: make_player("easy", s) for s in state.seats}
        while not state.hand_records and not (state.phase == "play" and
                                              len(state.tricks) == 3 and not state.trick):
            state.apply(bots[state.current].choose(state.observation(state.current)))
        if state.hand_records:
            continue
        tb = Table(state.rules, state.trump, state.maker, state.bid)
        hands = [state.hands[s] if s in state.seats else 0 for s in range(4)]
        seat = state.current
        side = tb.sid[seat]
        exact = Solver(tb, side).value(hands, [], seat, [0] * 4)
        horizon = HorizonSolver(tb, side, 3)
        assert horizon.line(hands, [], seat, [0] * 4)[0] == pytest.approx(exact)
        assert horizon.playouts == 0
