"""Shared helpers for the storage tests (no tests here): real games played by the
engine's random bot, so every record the tests use is one the rules produced."""

from __future__ import annotations

from cinch_qt.games.cinch.ai.registry import make_player
from cinch_qt.games.cinch.engine import GameState, Rules


def play(state: GameState, steps: int | None = None, seed: int = 0) -> GameState:
    """Play ``steps`` actions (or to the end) with random bots."""
    bots = {s: make_player("random", seed * 10 + s) for s in state.seats}
    n = 0
    while not state.is_over and (steps is None or n < steps):
        state.apply(bots[state.current].choose(state.observation(state.current)))
        n += 1
    return state


def finished_record(seed: int = 1, players: int = 4, levels="normal", **rules) -> dict:
    state = play(GameState(Rules(players=players, **rules), seed=seed), seed=seed)
    record = state.to_record()
    record["cinch_qt"] = {"levels": levels, "names": {"S": "You"}}
    return record


def partial_state(seed: int = 1, steps: int = 30, players: int = 4) -> GameState:
    return play(GameState(Rules(players=players), seed=seed), steps, seed=seed)
