"""Cribbage behind the games protocol (``cinch_qt/games/base.py``): the registry entries
"cribbage" and "crib-wars" both load this module."""

from __future__ import annotations

from typing import Any

from .engine.record import replay_record
from .engine.rules import Rules
from .engine.state import GameState

NAME = "cribbage"
# Every option with its default (CRIBBAGE.md C43, C83, C84, C91, C95; CRIBWARS.md W34,
# W41).  skunks None = the board's default.
OPTIONS: dict[str, Any] = Rules().to_dict() | {"skunks": None}


def new_state(options: dict[str, Any], seed: int) -> GameState:
    return GameState(Rules(**options), seed)


def side_name(state: GameState, seat: int) -> str:
    """The side ``seat`` plays for, as ``result()`` names it (for storage)."""
    return state.side_names[state.side_of(seat)]


def from_record(record: dict) -> GameState:
    return replay_record(record)


def arena_hooks():
    """The arena's per-game hooks (cinch_qt/arena/loop.py), imported only when asked."""
    from .arena import HOOKS
    return HOOKS
