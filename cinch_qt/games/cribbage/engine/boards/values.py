"""The values a board deals in: holes, squares, skunk lines, moves and their events.

Positions are hole ids, the strings of CRIB_RECORD.md: ``"M0"`` … ``"M121"`` on the
classic board, ``"M0"`` … ``"M241"``, ``"T1.1"`` … ``"T4.4"``, ``"G1.1"`` … ``"G2.4"`` on
the Crib Wars board. All of them are immutable.
"""

from __future__ import annotations

from enum import StrEnum

from ....frozen_value import FrozenSlots

# The fields are set as a frozen dataclass sets them (frozen_value.FrozenSlots).
_set = object.__setattr__


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


class Hole(FrozenSlots):
    """One hole (the same hole number in every lane, W2).

    ``next`` is the next hole of a peg *passing* this hole; ``branch_to`` the first
    hole of a peg *standing* on a trap or zone (W5); ``slides_to`` where a landing on a
    red entry goes (W10). ``x``/``y`` are the recommended drawing position in hole
    spacings (lane 0; add ``Board.lane_offset * lane`` to ``y``), None when the board
    has no recommended drawing."""
    __slots__ = ("id", "kind", "mark", "path", "index", "next", "square", "slides_to",
                 "branch_to", "x", "y")
    id: str
    kind: HoleKind
    mark: int
    path: str  # "main" or the id of a side path ("T1", "G2")
    index: int  # hole number on its path (M47 -> 47, T1.3 -> 3)
    next: str | None  # None only for the game hole
    square: str | None  # "R1", "T3", "G1", "P2"; None on plain and path holes
    slides_to: str | None
    branch_to: str | None
    x: float | None
    y: float | None

    def __init__(self, id: str, kind: HoleKind, mark: int, path: str, index: int,
                 next: str | None, square: str | None = None, slides_to: str | None = None,
                 branch_to: str | None = None, x: float | None = None,
                 y: float | None = None) -> None:
        _set(self, "id", id)
        _set(self, "kind", kind)
        _set(self, "mark", mark)
        _set(self, "path", path)
        _set(self, "index", index)
        _set(self, "next", next)
        _set(self, "square", square)
        _set(self, "slides_to", slides_to)
        _set(self, "branch_to", branch_to)
        _set(self, "x", x)
        _set(self, "y", y)

    @property
    def active(self) -> bool:
        """True if landing here does something (red entry, trap, zone, penalty)."""
        return self.kind in ACTIVE_KINDS


class Square(FrozenSlots):
    """A special square of the Crib Wars board (CRIBWARS.md table, W10–W12, W30–W36)."""
    __slots__ = ("id", "kind", "holes", "exits", "path", "rejoins", "award_skip_to",
                 "retreat_to", "release_to")
    id: str  # "R1" … "R3", "T1" … "T4", "G1", "G2", "P1" … "P3"
    kind: SquareKind
    holes: tuple[str, ...]  # the main holes it covers
    exits: tuple[str, ...]  # red: slide targets, same order as holes (W10)
    path: tuple[str, ...]  # trap / green: the side-path holes in order (W3)
    rejoins: str | None  # trap / green: main hole after the path
    award_skip_to: str | None  # trap / penalty: where an award ending here stops (W36)
    retreat_to: str | None  # penalty: W31, W37
    release_to: str | None  # penalty: W35 (a)

    def __init__(self, id: str, kind: SquareKind, holes: tuple[str, ...],
                 exits: tuple[str, ...] = (), path: tuple[str, ...] = (),
                 rejoins: str | None = None, award_skip_to: str | None = None,
                 retreat_to: str | None = None, release_to: str | None = None) -> None:
        _set(self, "id", id)
        _set(self, "kind", kind)
        _set(self, "holes", holes)
        _set(self, "exits", exits)
        _set(self, "path", path)
        _set(self, "rejoins", rejoins)
        _set(self, "award_skip_to", award_skip_to)
        _set(self, "retreat_to", retreat_to)
        _set(self, "release_to", release_to)


class SkunkLines(FrozenSlots):
    """A losing side whose mark is at or below ``skunk`` is skunked (2 games), at or below
    ``double_skunk`` double-skunked (4 games): C81 on the classic board, W41 on Crib Wars."""
    __slots__ = ("skunk", "double_skunk")
    skunk: int
    double_skunk: int

    def __init__(self, skunk: int, double_skunk: int) -> None:
        _set(self, "skunk", skunk)
        _set(self, "double_skunk", double_skunk)

    def game_points(self, loser_mark: int) -> int:
        """Game points the winner takes from a loser with this mark (C81, C82, W41)."""
        if loser_mark <= self.double_skunk:
            return 4
        if loser_mark <= self.skunk:
            return 2
        return 1


# --- What a move did (the events of one move, in the order they happen) -------------

class Slide(FrozenSlots):
    """W10: the move landed on a red entry and went on at once to its exit."""
    __slots__ = ("square", "from_hole", "to_hole")
    square: str
    from_hole: str
    to_hole: str

    def __init__(self, square: str, from_hole: str, to_hole: str) -> None:
        _set(self, "square", square)
        _set(self, "from_hole", from_hole)
        _set(self, "to_hole", to_hole)

    rule = "W10"


class Stand(FrozenSlots):
    """W11 (trap) / W12 (green zone): the move ended on the square; the peg's next move
    starts down the square's path."""
    __slots__ = ("square", "hole", "kind")
    square: str
    hole: str
    kind: SquareKind

    def __init__(self, square: str, hole: str, kind: SquareKind) -> None:
        _set(self, "square", square)
        _set(self, "hole", hole)
        _set(self, "kind", kind)

    rule_of = {SquareKind.TRAP: "W11", SquareKind.GREEN: "W12"}

    @property
    def rule(self) -> str:
        return self.rule_of[self.kind]


class PenaltyReached(FrozenSlots):
    """W30: the move landed on a penalty square. Settle it with ``settle_penalty``."""
    __slots__ = ("square", "hole")
    square: str
    hole: str

    def __init__(self, square: str, hole: str) -> None:
        _set(self, "square", square)
        _set(self, "hole", hole)

    rule = "W30"


class Skip(FrozenSlots):
    """W36: an award that would have ended on a trap or penalty square ends on the first
    hole past it instead."""
    __slots__ = ("square", "from_hole", "to_hole")
    square: str
    from_hole: str
    to_hole: str

    def __init__(self, square: str, from_hole: str, to_hole: str) -> None:
        _set(self, "square", square)
        _set(self, "from_hole", from_hole)
        _set(self, "to_hole", to_hole)

    rule = "W36"


class Finish(FrozenSlots):
    """W6 / C61: the move reached the game hole; ``wasted`` points were not walked."""
    __slots__ = ("hole", "wasted")
    hole: str
    wasted: int

    def __init__(self, hole: str, wasted: int) -> None:
        _set(self, "hole", hole)
        _set(self, "wasted", wasted)

    rule = "W6"


MoveEvent = Slide | Stand | PenaltyReached | Skip | Finish


class Move(FrozenSlots):
    """One scoring move (W4, C60) or one award (W36).

    ``path`` is every hole walked, one per point, in order (the UI animates it);
    ``landed`` is its last hole (``start`` only if nothing was walked, which cannot
    happen); ``end`` is the hole after every effect: the red exit after a slide, the
    skip hole after an award's skip, else ``landed``. ``square`` names the special square
    landed on, as the record's ``score`` event does (CRIB_RECORD.md): set for a landing on
    a red entry, trap, zone or penalty square, None otherwise, also for an award that
    skipped."""
    __slots__ = ("start", "points", "path", "landed", "end", "square", "events", "award", "wasted")
    start: str
    points: int
    path: tuple[str, ...]
    landed: str
    end: str
    square: str | None
    events: tuple[MoveEvent, ...]
    award: bool
    wasted: int

    def __init__(self, start: str, points: int, path: tuple[str, ...], landed: str,
                 end: str, square: str | None, events: tuple[MoveEvent, ...],
                 award: bool = False, wasted: int = 0) -> None:
        _set(self, "start", start)
        _set(self, "points", points)
        _set(self, "path", path)
        _set(self, "landed", landed)
        _set(self, "end", end)
        _set(self, "square", square)
        _set(self, "events", events)
        _set(self, "award", award)
        _set(self, "wasted", wasted)

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

    def record_event(self, side: str, why: str) -> dict[str, object]:
        """The record's ``score`` event for this move (CRIB_RECORD.md): ``why`` is
        ``heels``, ``play``, ``go``, ``hand``, ``crib``, ``muggins``, ``excess`` or
        ``award``; ``to`` is the hole after every effect (the penalty square itself for a
        penalty landing); ``square`` only when a special square was landed on."""
        event: dict[str, object] = {"e": "score", "side": side, "why": why,
                                    "points": self.points, "from": self.start,
                                    "to": self.end}
        if self.square is not None:
            event["square"] = self.square
        return event

    @property
    def trail(self) -> tuple[str, ...]:
        """Every hole the peg visits, in order: the walk, then the slide or skip target."""
        return self.path if self.end == self.landed else self.path + (self.end,)
