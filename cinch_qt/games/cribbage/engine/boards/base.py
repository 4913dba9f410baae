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
from enum import StrEnum
from types import MappingProxyType


class BoardError(ValueError):
    """A question the board cannot answer: an unknown hole, a move of no points, a move
    from the game hole. The message names the rule it breaks."""


class BoardDataError(ValueError):
    """A board description that breaks the book (a link that resolves nowhere, a mark
    that disagrees with W7, a special square whose exit is not plain)."""


class HoleKind(StrEnum):
    """The ``type`` of a hole in cribwars-board.json."""
    START = "start"
    PLAIN = "plain"
    RED_ENTRY = "red_entry"
    RED_EXIT = "red_exit"
    TRAP = "trap"
    GREEN_ZONE = "green_zone"
    PENALTY = "penalty"
    BLUE_PATH = "blue_path"
    GREEN_PATH = "green_path"
    GAME_HOLE = "game_hole"


#: Kinds whose landing does something (W10, W11, W12, W30). Every other hole is plain in
#: the book's sense: a red exit, a path hole, the start and the game hole do nothing more
#: than hold a peg (the game hole ends the game, W6, which is not a square's effect).
ACTIVE_KINDS = frozenset({HoleKind.RED_ENTRY, HoleKind.TRAP, HoleKind.GREEN_ZONE,
                          HoleKind.PENALTY})


class SquareKind(StrEnum):
    RED = "red"
    TRAP = "trap"
    GREEN = "green"
    PENALTY = "penalty"


@dataclass(frozen=True, slots=True)
class Hole:
    """One hole (the same hole number in every lane, W2).

    ``next`` is the next hole of a peg *passing* this hole; ``branch_to`` the first
    hole of a peg *standing* on a trap or zone (W5); ``slides_to`` where a landing on a
    red entry goes (W10). ``x``/``y`` are the recommended drawing position in hole
    spacings (lane 0; add ``Board.lane_offset * lane`` to ``y``), None when the board
    has no recommended drawing."""
    id: str
    kind: HoleKind
    mark: int
    path: str            # "main" or the id of a side path ("T1", "G2")
    index: int           # hole number on its path (M47 -> 47, T1.3 -> 3)
    next: str | None     # None only for the game hole
    square: str | None = None      # "R1", "T3", "G1", "P2"; None on plain and path holes
    slides_to: str | None = None
    branch_to: str | None = None
    x: float | None = None
    y: float | None = None

    @property
    def active(self) -> bool:
        """True if landing here does something (red entry, trap, zone, penalty)."""
        return self.kind in ACTIVE_KINDS


@dataclass(frozen=True, slots=True)
class Square:
    """A special square of the Crib Wars board (CRIBWARS.md table, W10–W12, W30–W36)."""
    id: str                          # "R1" … "R3", "T1" … "T4", "G1", "G2", "P1" … "P3"
    kind: SquareKind
    holes: tuple[str, ...]           # the main holes it covers
    exits: tuple[str, ...] = ()      # red: slide targets, same order as holes (W10)
    path: tuple[str, ...] = ()       # trap / green: the side-path holes in order (W3)
    rejoins: str | None = None       # trap / green: main hole after the path
    award_skip_to: str | None = None  # trap / penalty: where an award ending here stops (W36)
    retreat_to: str | None = None    # penalty: W31, W37
    release_to: str | None = None    # penalty: W35 (a)


@dataclass(frozen=True, slots=True)
class SkunkLines:
    """A losing side whose mark is at or below ``skunk`` is skunked (2 games), at or below
    ``double_skunk`` double-skunked (4 games): C81 on the classic board, W41 on Crib Wars."""
    skunk: int
    double_skunk: int

    def game_points(self, loser_mark: int) -> int:
        """Game points the winner takes from a loser with this mark (C81, C82, W41)."""
        if loser_mark <= self.double_skunk:
            return 4
        if loser_mark <= self.skunk:
            return 2
        return 1


# --- What a move did (the events of one move, in the order they happen) -------------

@dataclass(frozen=True, slots=True)
class Slide:
    """W10: the move landed on a red entry and went on at once to its exit."""
    square: str
    from_hole: str
    to_hole: str
    rule = "W10"


@dataclass(frozen=True, slots=True)
class Stand:
    """W11 (trap) / W12 (green zone): the move ended on the square; the peg's next move
    starts down the square's path."""
    square: str
    hole: str
    kind: SquareKind
    rule_of = {SquareKind.TRAP: "W11", SquareKind.GREEN: "W12"}

    @property
    def rule(self) -> str:
        return self.rule_of[self.kind]


@dataclass(frozen=True, slots=True)
class PenaltyReached:
    """W30: the move landed on a penalty square. Settle it with ``settle_penalty``."""
    square: str
    hole: str
    rule = "W30"


@dataclass(frozen=True, slots=True)
class Skip:
    """W36: an award that would have ended on a trap or penalty square ends on the first
    hole past it instead."""
    square: str
    from_hole: str
    to_hole: str
    rule = "W36"


@dataclass(frozen=True, slots=True)
class Finish:
    """W6 / C61: the move reached the game hole; ``wasted`` points were not walked."""
    hole: str
    wasted: int
    rule = "W6"


MoveEvent = Slide | Stand | PenaltyReached | Skip | Finish


@dataclass(frozen=True, slots=True)
class Move:
    """One scoring move (W4, C60) or one award (W36).

    ``path`` is every hole walked, one per point, in order (the UI animates it);
    ``landed`` is its last hole (``start`` only if nothing was walked, which cannot
    happen); ``end`` is the hole after every effect: the red exit after a slide, the
    skip hole after an award's skip, else ``landed``. ``square`` names the special square
    landed on, as the record's ``score`` event does (CRIB_RECORD.md): set for a landing on
    a red entry, trap, zone or penalty square, None otherwise, also for an award that
    skipped."""
    start: str
    points: int
    path: tuple[str, ...]
    landed: str
    end: str
    square: str | None
    events: tuple[MoveEvent, ...]
    award: bool = False
    wasted: int = 0

    @property
    def finished(self) -> bool:
        """True if the move reached the game hole (W6): the side wins at once."""
        return any(isinstance(e, Finish) for e in self.events)

    @property
    def penalty(self) -> str | None:
        """The penalty square landed on ("P1" …), or None (W30)."""
        for e in self.events:
            if isinstance(e, PenaltyReached):
                return e.square
        return None

    @property
    def trail(self) -> tuple[str, ...]:
        """Every hole the peg visits, in order: the walk, then the slide or skip target."""
        return self.path if self.end == self.landed else self.path + (self.end,)


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
    _ix: dict[str, int] = field(init=False, repr=False, compare=False)
    _ids: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _pass: tuple[int, ...] = field(init=False, repr=False, compare=False)
    _first: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "holes", MappingProxyType(dict(self.holes)))
        object.__setattr__(self, "squares", MappingProxyType(dict(self.squares)))
        self.validate()
        ids = tuple(self.holes)
        ix = {h: i for i, h in enumerate(ids)}
        passing = tuple(-1 if self.holes[h].next is None else ix[self.holes[h].next]
                        for h in ids)
        first = tuple(ix[self.holes[h].branch_to] if self.holes[h].branch_to else passing[i]
                      for i, h in enumerate(ids))
        object.__setattr__(self, "_ix", ix)
        object.__setattr__(self, "_ids", ids)
        object.__setattr__(self, "_pass", passing)
        object.__setattr__(self, "_first", first)

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
        sq = self.hole(hole).square
        h = self.holes[hole]
        return self.squares[sq] if sq is not None and h.active else None

    def heels_withheld(self, hole: str) -> bool:
        """C43 / W40: True if a dealer's side on ``hole`` scores no heels (when the
        heels-near-the-end option is *withheld*, the default)."""
        return self.mark(hole) in self.heels_exception_marks

    def route(self, hole: str) -> tuple[str, ...]:
        """Every hole a peg standing on ``hole`` would walk, in order, to the game hole
        (W5). Its length is ``remaining(hole)``."""
        i = self._ix[self.hole(hole).id]
        out: list[str] = []
        nxt = self._first[i]
        while nxt != -1:
            out.append(self._ids[nxt])
            nxt = self._pass[nxt]
        return tuple(out)

    # -- moves

    def _walk(self, hole: str, points: int) -> tuple[tuple[str, ...], int]:
        h = self.hole(hole)
        if type(points) is not int or points < 1:
            raise BoardError(f"W4: a move walks at least one point, not {points!r}")
        if h.id == self.finish:
            raise BoardError(f"W6: a peg on the game hole {h.id} has finished and moves "
                             "no more")
        ids, passing = self._ids, self._pass
        cur = self._first[self._ix[h.id]]
        path = [ids[cur]]
        walked = 1
        while walked < points:
            cur = passing[cur]
            if cur == -1:
                break
            path.append(ids[cur])
            walked += 1
        return tuple(path), points - walked

    def move(self, hole: str, points: int) -> Move:
        """W4: one scoring move of ``points`` from ``hole``; only the landing hole acts
        (W10 slide, W11/W12 stand, W30 penalty, W6 finish)."""
        path, wasted = self._walk(hole, points)
        return self._land(hole, points, path, wasted, award=False)

    def award(self, hole: str, points: int = 20) -> Move:
        """W36: the award, a move along the side's route that never ends on a trap or a
        penalty square: it stops on the square's skip hole instead. An award ending on a
        red entry slides (W10), on a green zone stands (W12), on the game hole wins."""
        path, wasted = self._walk(hole, points)
        landed = self.holes[path[-1]]
        if landed.kind in (HoleKind.TRAP, HoleKind.PENALTY):
            sq = self.squares[landed.square]
            return Move(start=hole, points=points, path=path, landed=landed.id,
                        end=sq.award_skip_to, square=None,
                        events=(Skip(sq.id, landed.id, sq.award_skip_to),), award=True)
        return self._land(hole, points, path, wasted, award=True)

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
        from .validate import validate_board
        validate_board(self)
