"""The bot protocol: every level acts from its own seat's observation only, legally, in
every table size and rule option, deterministically for a given seed."""

from __future__ import annotations

import random

import pytest

from cinch_qt.games.cinch.ai.registry import LEVELS, STRONGEST, make_player
from cinch_qt.games.cinch.engine import GameState, Rules
from cinch_qt.games.cinch.engine.cards import mask_of

LEVEL_NAMES = ["easy", "normal", "expert"]


def positions(rules: Rules, seed: int, driver: str = "easy"):
    """Every (state, seat to act) of one hand played by ``driver`` bots."""
    state = GameState(rules, seed)
    bots = {s: make_player(driver, f"{seed}:{s}") for s in state.seats}
    while not state.hand_records:
        yield state
        state.apply(bots[state.current].choose(state.observation(state.current)))


def hide_differently(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``state`` in which the cards ``seat`` cannot see are dealt differently
    among the other players (each keeps its number of cards)."""
    other = state.clone()
    others = [s for s in state.seats if s != seat]
    pool = [c for s in others for c in state.hand_of(s)]
    rng.shuffle(pool)
    for s in others:
        n = state.hands[s].bit_count()
        other.hands[s] = mask_of(pool[:n])
        del pool[:n]
    return other


def test_levels_and_strongest():
    assert set(LEVEL_NAMES) <= set(LEVELS)
    assert STRONGEST == "expert"
    with pytest.raises(ValueError, match="unknown bot"):
        make_player("grandmaster", 1)
    with pytest.raises(ValueError, match="cannot load bot"):
        make_player("no_such_module_xyz:bot", 1)
    with pytest.raises(ValueError, match="not callable|cannot load"):
        make_player("cinch_qt.games.cinch.ai.expert:PLAYOUTS", 1)


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_decision_does_not_depend_on_hidden_cards(level):
    # The same observation with the hidden cards dealt differently and the same seed
    # gives the same decision: a bot cannot peek (DESIGN.md, computer players).
    rng = random.Random(5)
    checked = 0
    for seed in range(3):
        for state in positions(Rules(), seed):
            if state.phase not in ("bid", "play", "rob") or rng.random() > 0.35:
                continue
            seat = state.current
            obs = state.observation(seat)
            twin = hide_differently(state, seat, rng)
            assert twin.hand_of(seat) == state.hand_of(seat)
            assert twin.observation(seat) == obs
            a = make_player(level, 11).choose(obs)
            b = make_player(level, 11).choose(twin.observation(seat))
            assert a == b
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_same_seed_same_observation_same_action(level):
    for state in positions(Rules(), 9):
        obs = state.observation(state.current)
        assert make_player(level, "x").choose(obs) == make_player(level, "x").choose(obs)


@pytest.mark.parametrize("rules", [
    Rules(players=2, target=11),
    Rules(players=3, target=11),
    Rules(players=4, target=11, min_bid=6),
    Rules(players=4, target=15, all_pass="stuck_dealer"),
    Rules(players=3, target=11, min_bid=4, all_pass="stuck_dealer"),
], ids=["2p", "3p", "4p-minbid6", "4p-stuck", "3p-stuck-minbid4"])
def test_r2_r22_every_level_plays_legal_games(rules):
    # A complete game with each level in a different seat; GameState refuses any
    # illegal action, and the record it writes must replay (every rule checked).
    names = ["easy", "normal", "random", "easy"]
    state = GameState(rules, 21)
    bots = {s: make_player(names[i], i) for i, s in enumerate(state.seats)}
    while not state.is_over and len(state.hand_records) < 12:
        state.apply(bots[state.current].choose(state.observation(state.current)))
    GameState.from_record(state.to_record())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_expert_plays_a_legal_hand_at_every_table(players):
    rules = Rules(players=players, all_pass="stuck_dealer")
    state = GameState(rules, 4)
    bots = {s: make_player("expert", s) for s in state.seats}
    while not state.hand_records:
        state.apply(bots[state.current].choose(state.observation(state.current)))
    assert state.hand_records[0]["maker"] is not None
    GameState.from_record(state.to_record())


def test_a_bot_refuses_to_act_out_of_turn():
    state = GameState(Rules(), 1)
    idle = next(s for s in state.seats if s != state.current)
    with pytest.raises(ValueError, match="not seat"):
        make_player("expert", 1).choose(state.observation(idle))
