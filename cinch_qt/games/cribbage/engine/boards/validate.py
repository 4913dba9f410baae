"""Checks that a board description is the board the book describes (CRIBWARS.md)."""

from __future__ import annotations

from collections.abc import Mapping

from ....frozen_value import FrozenSlots
from .values import ACTIVE_KINDS, BoardDataError, Hole, HoleKind, Square, SquareKind

# What "plain" means for the holes the book promises are plain: no effect on landing.
# A red exit is plain in that sense ("the exit is plain", W10).
_PLAIN = frozenset({HoleKind.PLAIN, HoleKind.RED_EXIT})
_RED_JUMP = 20      # W10: exits are 20 holes past their entries
_RETREAT = 20       # W31: back 20 holes
_set = object.__setattr__   # (frozen_value.FrozenSlots)


class _Parts(FrozenSlots):
    """What the checks look at: a board's description before it becomes a Board."""
    __slots__ = ("name", "holes", "squares", "start", "finish")
    name: str
    holes: Mapping[str, Hole]
    squares: Mapping[str, Square]
    start: str
    finish: str

    def __init__(self, name: str, holes: Mapping[str, Hole], squares: Mapping[str, Square],
                 start: str, finish: str) -> None:
        _set(self, "name", name)
        _set(self, "holes", holes)
        _set(self, "squares", squares)
        _set(self, "start", start)
        _set(self, "finish", finish)


def _fail(board: _Parts, what: str) -> None:
    raise BoardDataError(f"{board.name} board: {what}")


def validate_board(name: str, holes: Mapping[str, Hole], squares: Mapping[str, Square],
                   start: str, finish: str) -> None:
    """Raise BoardDataError unless the description is a board the book allows (see
    ``Board.validate`` for the list of checks)."""
    board = _Parts(name, holes, squares, start, finish)
    if not holes:
        _fail(board, "no holes")
    for key, h in holes.items():
        if key != h.id:
            _fail(board, f"hole stored as {key!r} calls itself {h.id!r}")
        if not isinstance(h.mark, int) or not isinstance(h.index, int):
            _fail(board, f"{h.id}: mark and index must be whole numbers")
    starts = [h.id for h in holes.values() if h.kind is HoleKind.START]
    games = [h.id for h in holes.values() if h.kind is HoleKind.GAME_HOLE]
    if starts != [board.start]:
        _fail(board, f"start {board.start!r} but start holes {starts}")
    if games != [board.finish]:
        _fail(board, f"game hole {board.finish!r} but game holes {games} (W1)")
    _check_links(board)
    _check_squares(board)
    _check_marks(board)


def _resolves(board: _Parts, where: str, target: str | None) -> None:
    if target is not None and target not in board.holes:
        _fail(board, f"{where} leads to {target!r}, which is not a hole")


def _check_links(board: _Parts) -> None:
    for h in board.holes.values():
        _resolves(board, f"{h.id}.next", h.next)
        _resolves(board, f"{h.id}.branch_to", h.branch_to)
        _resolves(board, f"{h.id}.slides_to", h.slides_to)
        if (h.next is None) != (h.kind is HoleKind.GAME_HOLE):
            _fail(board, f"{h.id}: only the game hole has no next hole (W1, W6)")
        branches = h.kind in (HoleKind.TRAP, HoleKind.GREEN_ZONE)
        if (h.branch_to is not None) != branches:
            _fail(board, f"{h.id}: a {h.kind} hole {'needs' if branches else 'has no'} "
                  "path to branch to (W5)")
        if (h.slides_to is not None) != (h.kind is HoleKind.RED_ENTRY):
            _fail(board, f"{h.id}: only red entries slide (W10)")
        if h.kind in ACTIVE_KINDS:
            sq = board.squares.get(h.square) if h.square is not None else None
            if sq is None or h.id not in sq.holes:
                _fail(board, f"{h.id}: a {h.kind} hole must belong to a special square")
        if h.path == "main" and h.kind in (HoleKind.BLUE_PATH, HoleKind.GREEN_PATH):
            _fail(board, f"{h.id}: a path hole on the main track (W3)")


def _plain(board: _Parts, where: str, hole: str | None) -> None:
    if hole is None or hole not in board.holes:
        _fail(board, f"{where}: {hole!r} is not a hole")
    h = board.holes[hole]
    if h.kind not in _PLAIN or h.path != "main":
        _fail(board, f"{where}: {hole} must be a plain main hole, not {h.kind} "
              "(CRIBWARS.md: no effect chains into another)")


def _check_squares(board: _Parts) -> None:
    holes = board.holes
    want_kind = {SquareKind.RED: HoleKind.RED_ENTRY, SquareKind.TRAP: HoleKind.TRAP,
                 SquareKind.GREEN: HoleKind.GREEN_ZONE, SquareKind.PENALTY: HoleKind.PENALTY}
    for sid, sq in board.squares.items():
        if sid != sq.id:
            _fail(board, f"square stored as {sid!r} calls itself {sq.id!r}")
        if not sq.holes:
            _fail(board, f"{sid} covers no hole")
        for hid in sq.holes:
            h = holes.get(hid)
            if h is None or h.kind is not want_kind[sq.kind] or h.square != sid:
                _fail(board, f"{sid}: {hid!r} is not one of its {want_kind[sq.kind]} holes")
        idx = [holes[hid].index for hid in sq.holes]
        if idx != list(range(idx[0], idx[0] + len(idx))):
            _fail(board, f"{sid}: its holes must follow each other on the main track")
        if sq.kind is SquareKind.RED:
            if len(sq.exits) != len(sq.holes):
                _fail(board, f"{sid}: one exit per entry hole (W10)")
            for entry, exit_ in zip(sq.holes, sq.exits, strict=True):
                _plain(board, f"{sid} exit", exit_)
                if holes[entry].slides_to != exit_:
                    _fail(board, f"{entry} slides to {holes[entry].slides_to}, not {exit_}")
                if holes[exit_].index != holes[entry].index + _RED_JUMP:
                    _fail(board, f"{sid}: {entry} -> {exit_} is not a {_RED_JUMP}-hole "
                          "jump at the same offset (W10)")
        if sq.kind in (SquareKind.TRAP, SquareKind.GREEN):
            if not sq.path:
                _fail(board, f"{sid}: no path (W3)")
            for hid in sq.holes:
                if holes[hid].branch_to != sq.path[0]:
                    _fail(board, f"{hid} must branch to {sq.path[0]} (W5)")
            want_path = HoleKind.BLUE_PATH if sq.kind is SquareKind.TRAP else HoleKind.GREEN_PATH
            for k, pid in enumerate(sq.path):
                p = holes.get(pid)
                if p is None or p.kind is not want_path or p.index != k + 1:
                    _fail(board, f"{sid}: path hole {pid!r} is not {want_path} number {k + 1}")
                following = sq.path[k + 1] if k + 1 < len(sq.path) else sq.rejoins
                if p.next != following:
                    _fail(board, f"{pid} must lead to {following} (W3, W5)")
            _plain(board, f"{sid} rejoin", sq.rejoins)
        if sq.kind in (SquareKind.TRAP, SquareKind.PENALTY):
            _plain(board, f"{sid} award skip (W36)", sq.award_skip_to)
            if sq.award_skip_to != holes[sq.holes[-1]].next:
                _fail(board, f"{sid}: an award skips to the first hole past the square "
                      f"(W36), not {sq.award_skip_to}")
        if sq.kind is SquareKind.PENALTY:
            _plain(board, f"{sid} retreat (W31, W37)", sq.retreat_to)
            _plain(board, f"{sid} release (W35)", sq.release_to)
            if holes[sq.retreat_to].index != holes[sq.holes[0]].index - _RETREAT:
                _fail(board, f"{sid}: the retreat goes back {_RETREAT} holes (W31)")
            if sq.release_to != holes[sq.holes[0]].next:
                _fail(board, f"{sid}: the release advances one hole (W35)")


def _check_marks(board: _Parts) -> None:
    """W7 by walking: mark = finish mark - holes still to walk from a peg standing there."""
    holes = board.holes
    finish = holes[board.finish]
    if finish.mark != finish.index:
        _fail(board, f"game hole {finish.id} has mark {finish.mark}, not {finish.index}")
    # Holes on the route from a hole passed to the route's end, that hole included: each
    # chain of ``next`` links is counted once (walking every route anew took ~3 ms on
    # the Crib Wars board, built before the first painted table).
    length: dict[str, int] = {}
    for h in holes.values():
        if h.path == "main" and h.kind not in (HoleKind.TRAP, HoleKind.GREEN_ZONE) \
                and h.mark != h.index:
            _fail(board, f"{h.id}: mark {h.mark} on a main hole must be its number (W7)")
        chain: list[str] = []
        on_chain: set[str] = set()
        cur = h.branch_to or h.next
        while cur is not None and cur not in length:
            if cur in on_chain:
                _fail(board, f"the route from {h.id} never reaches {board.finish} (W5)")
            chain.append(cur)
            on_chain.add(cur)
            cur = holes[cur].next
        steps = 0 if cur is None else length[cur]
        for hid in reversed(chain):
            steps += 1
            length[hid] = steps
        if h.id != board.finish and h.mark != finish.mark - steps:
            _fail(board, f"{h.id}: mark {h.mark}, but {steps} holes to walk give "
                  f"{finish.mark - steps} (W7)")
