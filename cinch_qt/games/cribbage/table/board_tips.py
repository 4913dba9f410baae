"""What a hole of the board does, in words: the tooltip of every hole and square
(W3–W12, W30–W36, W40, C43, C80)."""

from __future__ import annotations

from ..engine.boards import Board, HoleKind, SquareKind
from . import labels


def _number(board: Board, hole: str | None) -> int:
    return board.hole(hole).index if hole else 0


def describe(board: Board, hole_id: str, sides: int = 2) -> str:
    """The tooltip of ``hole_id``: its number, then what landing there does with
    ``sides`` sides in the game (a penalty square's rule depends on it, W31/W32)."""
    h = board.hole(hole_id)
    if h.kind is HoleKind.START:
        return labels.start_tip()
    if h.kind is HoleKind.GAME_HOLE:
        return labels.game_hole_tip(board.finish_mark)
    if h.path != "main":
        sq = board.squares.get(h.path)
        blue = sq is not None and sq.kind is SquareKind.TRAP
        return labels.path_tip(blue, h.mark)
    parts = [labels.hole_tip(h.index)]
    # A red square's exit holes carry the square's id but are not among its holes:
    # landing there does nothing (W3), so they read as exits, not as entries.
    sq = board.square_at(h.id)
    if sq is not None:
        if sq.kind is SquareKind.RED:
            exit_hole = sq.exits[sq.holes.index(h.id)]
            parts.append(labels.red_tip(_number(board, exit_hole)))
        elif sq.kind is SquareKind.TRAP:
            parts.append(labels.trap_tip(h.mark, _number(board, sq.rejoins)))
        elif sq.kind is SquareKind.GREEN:
            parts.append(labels.green_tip(h.mark, _number(board, sq.rejoins)))
        else:
            parts.append(labels.penalty_tip(_number(board, sq.retreat_to),
                                            _number(board, sq.release_to), sides))
    else:
        for other in board.squares.values():
            if other.kind is SquareKind.RED and h.id in other.exits:
                entry = other.holes[other.exits.index(h.id)]
                parts.append(labels.red_exit_tip(_number(board, entry)))
    if h.mark in board.heels_exception_marks:
        parts.append(labels.heels_tip())
    return " ".join(parts)
