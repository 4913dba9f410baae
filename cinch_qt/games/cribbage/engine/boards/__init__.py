"""Cribbage boards: the classic 121-hole board and the Crib Wars board (no Qt).

Usage from a game engine (positions are hole ids, CRIB_RECORD.md)::

    board = get_board("crib-wars")          # or "classic"; cached, immutable
    mv = board.move("M40", 6)               # W4: one scoring move of >= 1 point
    mv.end, mv.square, mv.events            # "M46", "T1", (Stand(...),)
    mv.path                                 # holes walked, for the animation
    mv.record_event("S", "play")            # the record's score event
    if mv.finished: ...                     # W6, C61: the side wins at once
    if mv.penalty:                          # W30: "P1", "P2" or "P3"
        s = settle_penalty(board, holes, sides_clockwise, side, box)
        s.holes, s.effects, s.box, s.winner  # effects in record order, e.record_event()
    board.mark(hole)                        # W7: the side's standing
    board.heels_withheld(hole)              # C43, W40 (when the option withholds)
    board.skunk_lines.game_points(mark)     # C81, C82, W41 (when skunks are on)
    board.skunks_default                    # C83, W41

A peg on a trap or zone hole is standing there (its last move landed there), so its next
move starts down the path (W5): the hole id is the whole of a side's board state. Bad
questions raise BoardError (a ValueError) naming the rule.
"""

from __future__ import annotations

from functools import cache

from .base import (
    ACTIVE_KINDS,
    Board,
    BoardDataError,
    BoardError,
    Finish,
    Hole,
    HoleKind,
    Move,
    MoveEvent,
    PenaltyReached,
    Skip,
    SkunkLines,
    Slide,
    Square,
    SquareKind,
    Stand,
)
from .classic import classic_board
from .cribwars import board_from_json, cribwars_board

BOARD_NAMES = ("classic", "crib-wars")   # the record's rules.board values
# The penalty squares' settling (penalty.py) is imported when first asked for: only a
# landing on one needs it, and the first painted table does not wait for it.
_PENALTY_NAMES = frozenset({"SIT_OUT_HANDS", "Award", "Effect", "Fold", "PenaltyBox",
                            "Release", "Retreat", "Settlement", "SitOut", "settle_penalty"})


def __getattr__(name: str) -> object:
    if name not in _PENALTY_NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from . import penalty
    value = getattr(penalty, name)
    globals()[name] = value
    return value


@cache
def get_board(name: str) -> Board:
    """The board named as in a record's ``rules.board``; built once, then shared (boards
    are immutable)."""
    if name == "classic":
        return classic_board()
    if name == "crib-wars":
        return cribwars_board()
    raise BoardError(f"unknown board {name!r}: expected one of {', '.join(BOARD_NAMES)}")


__all__ = ["ACTIVE_KINDS", "BOARD_NAMES", "Board", "BoardDataError", "BoardError", "Finish",
           "Hole", "HoleKind", "Move", "MoveEvent", "PenaltyReached", "Skip", "SkunkLines",
           "Slide", "Square", "SquareKind", "Stand", "classic_board", "board_from_json",
           "cribwars_board", "get_board", "SIT_OUT_HANDS", "Award", "Effect", "Fold",
           "PenaltyBox", "Release", "Retreat", "Settlement", "SitOut", "settle_penalty"]
