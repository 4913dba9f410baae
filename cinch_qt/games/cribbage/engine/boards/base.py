"""A cribbage board as pure values: holes, routes, moves and their effects (no Qt).

Positions are hole ids, the strings of CRIB_RECORD.md: ``"M0"`` … ``"M121"`` on the
classic board, ``"M0"`` … ``"M241"``, ``"T1.1"`` … ``"T4.4"``, ``"G1.1"`` … ``"G2.4"`` on
the Crib Wars board. A side's whole board state is the id of the hole its front peg is
in: a peg on a trap or green-zone hole is always *standing* there, because only a landing
can leave it there (W5; awards, retreats and releases never end on one), so the hole alone
says where its next move starts.

Everything here is immutable; :meth:`Board.move` and :meth:`Board.award` compute a
:class:`Move` and change nothing. The game flow (who folds, dead cards, sitting out) is
the engine's; the board only says where a peg goes and what it landed on.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .validate import validate_board
from .values import (
    ACTIVE_KINDS,
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

# The value types are part of this interface too: ``from .base import Move`` works.
__all__ = ["ACTIVE_KINDS", "Board", "BoardDataError", "BoardError", "Finish", "Hole",
           "HoleKind", "Move", "MoveEvent", "PenaltyReached", "Skip", "SkunkLines", "Slide",
           "Square", "SquareKind", "Stand"]


# --- The board -------------------------------------------------------------------------

@dataclass(frozen=True, eq=False)
class Board:
    """A board: its holes, special squares and board-level data (marks, heels exception,
    skunk lines). Build one with :func:`~.classic.classic_board` or
    :func:`~.cribwars.cribwars_board` (or ``get_board(name)``); the constructor checks
    the description (see :meth:`validate`)."""
    name: str                        # "classic" or "crib-wars" (the record's rules.board)
    title: str                       # a description for logs, not translated: the UI
                                     # names boards itself
    holes: Mapping[str, Hole]        # every hole by id, main track first, in order
    squares: Mapping[str, Square]    # special squares by id (empty on the classic board)
    start: str
    finish: str
    heels_exception_marks: frozenset[int]   # C43, W40
    skunk_lines: SkunkLines                  # C81, W41
    skunks_default: bool                     # C83 (classic on), W41 (Crib Wars off)
    lane_offset: float | None = None         # drawing: y added per lane (0, 1, 2)
    _routes: dict[str, tuple[str, ...]] = field(init=False, repr=False, compare=False)
    _cache: dict[tuple[str, int, bool], Move] = field(init=False, repr=False,
                                                      compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "holes", MappingProxyType(dict(self.holes)))
        object.__setattr__(self, "squares", MappingProxyType(dict(self.squares)))
        self.validate()
        # Every hole's whole route, walked once: a move is then a slice of it (W5).  The
        # holes after a hole passed are those after its next one: each chain of ``next``
        # links is walked once, from its end (the Crib Wars board is built
        # before the first painted table; walking every route anew took ~7 ms).
        holes = self.holes
        after: dict[str, tuple[str, ...]] = {}   # hole passed -> the holes walked after it
        for first in holes:
            chain: list[str] = []
            cur: str | None = first
            while cur is not None and cur not in after:
                chain.append(cur)
                cur = holes[cur].next
            for hid in reversed(chain):
                nxt = holes[hid].next
                after[hid] = () if nxt is None else (nxt, *after[nxt])
        routes: dict[str, tuple[str, ...]] = {}
        for h in holes.values():
            start = h.branch_to or h.next
            routes[h.id] = () if start is None else (start, *after[start])
        object.__setattr__(self, "_routes", routes)
        # Moves are pure values of (hole, points, award): remember the ones of one score.
        object.__setattr__(self, "_cache", {})

    # -- questions about holes

    def hole(self, hole: str) -> Hole:
        try:
            return self.holes[hole]
        except (KeyError, TypeError):
            raise BoardError(f"no hole {hole!r} on the {self.name} board") from None

    def mark(self, hole: str) -> int:
        """W7: the finish mark minus the holes still to walk from ``hole`` (a peg standing
        there) to the game hole; the hole number on plain main holes and on the classic
        board. The side's standing, used by heels (W40, C43) and skunks (W41, C81)."""
        return self.hole(hole).mark

    @property
    def finish_mark(self) -> int:
        return self.holes[self.finish].mark

    def remaining(self, hole: str) -> int:
        """Holes still to walk from ``hole`` to the game hole (W7)."""
        return self.finish_mark - self.mark(hole)

    def square_at(self, hole: str) -> Square | None:
        """The special square covering ``hole`` (red entry, trap, zone, penalty), if any.
        Red exits and path holes belong to no square: landing on them does nothing."""
        h = self.hole(hole)
        return self.squares[h.square] if h.active else None

    def heels_withheld(self, hole: str) -> bool:
        """C43 / W40: True if a dealer's side on ``hole`` scores no heels (when the
        heels-near-the-end option is *withheld*, the default)."""
        return self.mark(hole) in self.heels_exception_marks

    def route(self, hole: str) -> tuple[str, ...]:
        """Every hole a peg standing on ``hole`` would walk, in order, to the game hole
        (W5). Its length is ``remaining(hole)``."""
        return self._routes[self.hole(hole).id]

    # -- moves

    _CACHED_POINTS = 64      # more than any single score; larger moves are not kept

    def _walk(self, hole: str, points: int) -> tuple[tuple[str, ...], int]:
        h = self.hole(hole)
        if type(points) is not int or points < 1:
            raise BoardError(f"W4: a move walks at least one point, not {points!r}")
        if h.id == self.finish:
            raise BoardError(f"W6: a peg on the game hole {h.id} has finished and moves "
                             "no more")
        path = self._routes[h.id][:points]
        return path, points - len(path)

    def move(self, hole: str, points: int) -> Move:
        """W4: one scoring move of ``points`` from ``hole``; only the landing hole acts
        (W10 slide, W11/W12 stand, W30 penalty, W6 finish)."""
        key = (hole, points, False)
        mv = self._cache.get(key) if type(points) is int and type(hole) is str else None
        if mv is None:
            path, wasted = self._walk(hole, points)
            mv = self._land(hole, points, path, wasted, award=False)
            if points <= self._CACHED_POINTS:
                self._cache[key] = mv
        return mv

    def award(self, hole: str, points: int = 20) -> Move:
        """W36: the award, a move along the side's route that never ends on a trap or a
        penalty square: it stops on the square's skip hole instead. An award ending on a
        red entry slides (W10), on a green zone stands (W12), on the game hole wins."""
        key = (hole, points, True)
        mv = self._cache.get(key) if type(points) is int and type(hole) is str else None
        if mv is not None:
            return mv
        path, wasted = self._walk(hole, points)
        landed = self.holes[path[-1]]
        if landed.kind in (HoleKind.TRAP, HoleKind.PENALTY):
            sq = self.squares[landed.square]
            mv = Move(start=hole, points=points, path=path, landed=landed.id,
                      end=sq.award_skip_to, square=None,
                      events=(Skip(sq.id, landed.id, sq.award_skip_to),), award=True)
        else:
            mv = self._land(hole, points, path, wasted, award=True)
        if points <= self._CACHED_POINTS:
            self._cache[key] = mv
        return mv

    def _land(self, start: str, points: int, path: tuple[str, ...], wasted: int,
              award: bool) -> Move:
        landed = self.holes[path[-1]]
        kind = landed.kind
        end = landed.id
        square = None
        events: tuple[MoveEvent, ...] = ()
        if kind is HoleKind.RED_ENTRY:
            square, end = landed.square, landed.slides_to
            events = (Slide(square, landed.id, end),)
        elif kind is HoleKind.TRAP:
            square = landed.square
            events = (Stand(square, landed.id, SquareKind.TRAP),)
        elif kind is HoleKind.GREEN_ZONE:
            square = landed.square
            events = (Stand(square, landed.id, SquareKind.GREEN),)
        elif kind is HoleKind.PENALTY:
            square = landed.square
            events = (PenaltyReached(square, landed.id),)
        elif kind is HoleKind.GAME_HOLE:
            events = (Finish(landed.id, wasted),)
        return Move(start=start, points=points, path=path, landed=landed.id, end=end,
                    square=square, events=events, award=award, wasted=wasted)

    # -- penalty squares

    def penalty_square(self, penalty: str) -> Square:
        """The penalty square named by its id ("P1") or its hole ("M70")."""
        sq = self.squares.get(penalty)
        if sq is None:
            h = self.holes.get(penalty)
            if h is not None and h.kind is HoleKind.PENALTY:
                sq = self.squares[h.square]
        if sq is None or sq.kind is not SquareKind.PENALTY:
            raise BoardError(f"W30: {penalty!r} is not a penalty square of the "
                             f"{self.name} board")
        return sq

    def retreat_hole(self, penalty: str) -> str:
        """W31, W37: where a side that folds on this penalty square goes back to."""
        return self.penalty_square(penalty).retreat_to

    def retreat_path(self, penalty: str) -> tuple[str, ...]:
        """W37: the main holes a retreat passes, last one the retreat hole (for the UI;
        nothing acts on them)."""
        sq = self.penalty_square(penalty)
        top, bottom = self.holes[sq.holes[0]].index, self.holes[sq.retreat_to].index
        return tuple(f"M{n}" for n in range(top - 1, bottom - 1, -1))

    def release_hole(self, penalty: str) -> str:
        """W35 (a): where a side sitting in the box on this square is released to."""
        return self.penalty_square(penalty).release_to

    @property
    def penalty_squares(self) -> tuple[Square, ...]:
        return tuple(s for s in self.squares.values() if s.kind is SquareKind.PENALTY)

    def __iter__(self) -> Iterator[Hole]:
        return iter(self.holes.values())

    # -- checking a description

    def validate(self) -> None:
        """Refuse a board that breaks the book, with BoardDataError naming what and
        where. Checks: ids unique and links resolve; one start, one game hole; every
        mark agrees with W7 (computed by walking the route); main marks are hole numbers
        except on traps and zones; every red exit, rejoin, retreat, award-skip and
        release hole is plain (CRIBWARS.md: no effect chains into another); a red exit is
        its entry plus the jump at the same offset (W10); squares and holes agree."""
        validate_board(self.name, self.holes, self.squares, self.start, self.finish)
