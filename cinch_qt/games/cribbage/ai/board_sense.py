"""Board sense on the Crib Wars board (W10–W12, W30, W31): what a score is worth once
the peg has landed.

A score of ``p`` walks ``p`` holes; what it is really worth is how much nearer the game
hole the peg ends (its mark, W7): a red jump adds the slide, a trap's detour costs the
holes of its path, a green zone's short cut gains them.  A penalty square folds the side
and sends it back (W30, W31): it costs the retreat and the show lost with the fold,
``PENALTY_COST`` in all.  On the classic board a score is worth its points.
"""

from __future__ import annotations

from typing import Any

PENALTY_COST = 25.0   # W31's 20 holes back plus about a hand's show folded away (W30)
WIN_BONUS = 60.0      # reaching the game hole ends the game (W6): worth far more than holes


def gain(board: Any, hole: str, points: int) -> float:
    """Holes nearer the game hole after scoring ``points`` from ``hole``."""
    if points <= 0:
        return 0.0
    mv = board.move(hole, points)
    if mv.finished:
        return board.remaining(hole) + WIN_BONUS
    if mv.penalty is not None:
        return -PENALTY_COST
    return float(board.mark(mv.end) - board.mark(hole))


def bonus(board: Any, hole: str, points: int) -> float:
    """What the landing adds to (or takes from) a plain score of ``points``."""
    return gain(board, hole, points) - points if points > 0 else 0.0


def board_of(obs: Any) -> Any | None:
    """The board when it has squares to sense (Crib Wars), else None."""
    if obs.rules.board != "crib-wars":
        return None
    from ..engine.boards import get_board
    return get_board("crib-wars")
