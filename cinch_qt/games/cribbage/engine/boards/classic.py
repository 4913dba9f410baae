"""The standard board: start, holes 1…120, game hole 121 (C80), no special squares."""

from __future__ import annotations

from .base import Board, Hole, HoleKind, SkunkLines

GAME_HOLE = 121          # C80
SKUNK = 90               # C81: 90 or less is skunked
DOUBLE_SKUNK = 60        # C81: 60 or less is double-skunked
HEELS_EXCEPTION = (118, 119, 120)   # C43: the three holes just before the game hole


def classic_board() -> Board:
    holes = {}
    for n in range(GAME_HOLE + 1):
        kind = (HoleKind.START if n == 0 else
                HoleKind.GAME_HOLE if n == GAME_HOLE else HoleKind.PLAIN)
        hid = f"M{n}"
        holes[hid] = Hole(id=hid, kind=kind, mark=n, path="main", index=n,
                          next=None if n == GAME_HOLE else f"M{n + 1}")
    return Board(name="classic", title="Classic board (121 holes)", holes=holes,
                 squares={}, start="M0", finish=f"M{GAME_HOLE}",
                 heels_exception_marks=frozenset(HEELS_EXCEPTION),
                 skunk_lines=SkunkLines(SKUNK, DOUBLE_SKUNK),
                 skunks_default=True)   # C83
