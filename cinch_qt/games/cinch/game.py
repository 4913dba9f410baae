"""Cinch behind the games protocol (``cinch_qt/games/base.py``): the registry entry
"cinch" loads this module.

Cinch's ``GameState`` already has the protocol's shape (OpenSpiel's split was its model
from the start), so this module only names the options and the constructors.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from .engine.record import replay_record
from .engine.rules import Rules
from .engine.state import GameState

NAME = "cinch"
# Every option with its default: players (R2), target (R53), min_bid (R20), all_pass (R22).
OPTIONS: dict[str, Any] = asdict(Rules())


def new_state(options: dict[str, Any], seed: int) -> GameState:
    """A new game; ``RulesError`` (a ValueError) names a bad option."""
    return GameState(Rules(**options), seed)


def from_record(record: dict) -> GameState:
    """The game a RECORD v1 object describes; ``RecordError`` (a ValueError) says why
    it cannot be read."""
    return replay_record(record)


def side_name(state: GameState, seat: int) -> str:
    """The side ``seat`` plays for, as ``result()`` names it (storage files the
    person's side, seat 0 = South)."""
    return state.rules.side_of(seat)


def arena_hooks():
    """The arena's per-game hooks (cinch_qt/arena/loop.py), imported only when asked."""
    from .arena_hooks import HOOKS
    return HOOKS


def describe(record: dict, state: GameState | None = None) -> str:
    """The game in one line for the resume question: "Cinch, hand 3, score NS 12, EW 8".
    ``state`` is the record replayed, when the caller has it.  The words come from
    cinch_qt/i18n, imported only when asked (the engine stays free of Qt)."""
    from PySide6.QtCore import QCoreApplication

    from ...i18n.placeholders import fill
    from ...i18n.seats import side_short

    state = state if state is not None else from_record(record)
    score = ", ".join(f"{side_short(k)} {v}" for k, v in state.totals.items())
    return fill(QCoreApplication.translate("GameDescribe", "%1, hand %2, score %3"),
                QCoreApplication.translate("GameChooser", "Cinch"), state.hand_no + 1, score)
