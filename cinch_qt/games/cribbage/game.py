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


def describe(record: dict, state: GameState | None = None) -> str:
    """The game in one line for the resume question: which game, the hand being played
    and every side's score, the person's side first ("Crib Wars, hand 7, score You
    130, West 98, East 77").  ``state`` is the record replayed, when the caller has it.

    The words come from cinch_qt/i18n, imported here only when asked, so the engine and
    the registry stay free of Qt."""
    from PySide6.QtCore import QCoreApplication

    from ...i18n.placeholders import fill
    from ..base import game_of_record
    from .table.names import score_line

    state = state if state is not None else from_record(record)
    order = sorted(range(state.n_sides), key=lambda s: s != state.side_of(0))
    scores = {state.side_names[s]: state.mark(s) for s in order}
    names = record.get("names") if isinstance(record.get("names"), dict) else None
    info = game_of_record(record)
    title = QCoreApplication.translate("GameChooser", info.title if info else "Cribbage")
    return fill(QCoreApplication.translate("GameDescribe", "%1, hand %2, score %3"),
                title, state.hand_no + 1, score_line(scores, names))
