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


def follow_on(record: dict) -> dict | None:
    """C84: the next game of the match the finished game ``record`` belongs to, as a
    record not yet begun, with the same levels, names and settings; None for a single
    game, a match this game ended, or a record whose match cannot be read.  Storage
    saves it when it files the finished game, so a match left between two games is
    offered again at the next start."""
    from .engine.match import Match  # not on the way to the first table

    ext = record.get("cinch_qt")
    info = ext.get("match") if isinstance(ext, dict) else None
    if record.get("final") is None or not isinstance(info, dict):
        return None
    try:
        state = from_record(record)
        match = Match.resumed(state.rules, int(info["seed"]),
                              {str(k): v for k, v in info["points"].items()},
                              int(info["game"]) - 1)
        match.add(state)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
    if match.is_over:
        return None
    following = match.new_game()
    names = ext.get("names") if isinstance(ext.get("names"), dict) else {}
    seat_names = following.seat_names
    rec = following.to_record({seat_names.index(k): v for k, v in names.items()
                               if k in seat_names and isinstance(v, str)})
    # Undos, hints, autoplay and the first-game explanations belong to one game
    # (session.next_game starts them afresh too); the match goes on from here.
    kept = {k: ext[k] for k in ("levels", "names", "settings") if k in ext}
    kept["match"] = {"to": state.rules.match, "seed": match.seed, "game": match.played + 1,
                     "points": dict(match.points)}
    rec["cinch_qt"] = kept
    return rec


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
    ext = record.get("cinch_qt")
    match = ext.get("match") if isinstance(ext, dict) else None
    if state.rules.match > 1 and isinstance(match, dict) and isinstance(match.get("game"), int):
        # C84: "Cribbage, game 2 of a match to 3, hand 1, score …" (the history's words)
        title = fill(QCoreApplication.translate("CribbageFiling", "%1, game %2 of a match to %3"),
                     title, match["game"], state.rules.match)
    return fill(QCoreApplication.translate("GameDescribe", "%1, hand %2, score %3"),
                title, state.hand_no + 1, score_line(scores, names))
