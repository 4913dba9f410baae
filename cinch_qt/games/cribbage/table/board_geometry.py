"""Where every hole of a board is drawn, per lane, in hole spacings (no Qt).

The Crib Wars board brings recommended coordinates (CRIBWARS.md "Drawing"); the classic
board brings none, so it is laid out here as the familiar long board: four streets of 30
holes running out and back, in groups of five. Side paths are recentred in their gutter so
that three lanes of path holes never touch the rows above and below (the recommended
``y + 0.8 k`` would put a third path lane on the next row).
"""

from __future__ import annotations

from ...frozen_value import FrozenSlots
from ..engine.boards import Board, HoleKind

LANE_PITCH = 0.8          # CRIBWARS.md: lane k at y + 0.8 k
CLASSIC_STREET = 30       # holes per street
CLASSIC_GROUP = 5         # holes per group, the gap between groups in hole spacings:
CLASSIC_GROUP_GAP = 0.5
CLASSIC_ROW_PITCH = 3.4   # from one street's first lane to the next street's
START_X = -1.5            # start and game holes stand left of the streets

_set = object.__setattr__   # (frozen_value.FrozenSlots)


class HoleSpot(FrozenSlots):
    """A hole drawn in one lane: its id, its lane and its centre in hole spacings."""
    __slots__ = ("hole", "lane", "x", "y")
    hole: str
    lane: int
    x: float
    y: float

    def __init__(self, hole: str, lane: int, x: float, y: float) -> None:
        _set(self, "hole", hole)
        _set(self, "lane", lane)
        _set(self, "x", x)
        _set(self, "y", y)


class BoardGeometry:
    """The drawing positions of ``board`` with ``lanes`` lanes (one per side, W2: 2 or 3).

    ``pos(hole, lane)`` is a hole's centre; ``bounds`` the rectangle (left, top, right,
    bottom) holding every hole centre. Unknown holes raise the board's BoardError."""

    def __init__(self, board: Board, lanes: int) -> None:
        if lanes not in (2, 3):
            raise ValueError(f"W2: a board has two or three lanes, not {lanes!r}")
        self.board = board
        self.lanes = lanes
        self.pitch = board.lane_offset or LANE_PITCH
        base = (self._classic_base() if board.name == "classic" or
                any(h.x is None for h in board) else self._recommended_base())
        self._base: dict[str, tuple[float, float]] = base
        self.path_pitch = self.pitch
        self._path_y = self._path_lanes()
        # Every hole in every lane, worked out once: the face draws them, the board
        # item finds pegs and tooltips by them, and the bounds hold them.
        self._spots = tuple(HoleSpot(h.id, k, *self.pos(h.id, k))
                            for h in board for k in range(lanes))
        xs = [s.x for s in self._spots if s.hole in base]
        ys = [s.y for s in self._spots if s.hole in base]
        self.bounds = (min(xs), min(ys), max(xs), max(ys))

    # -- the two layouts

    def _classic_base(self) -> dict[str, tuple[float, float]]:
        base: dict[str, tuple[float, float]] = {}
        last = self.board.holes[self.board.finish].index
        for h in self.board:
            n = h.index
            if h.kind is HoleKind.START:
                base[h.id] = (START_X, 0.0)
                continue
            row = (n - 1) // CLASSIC_STREET
            if h.kind is HoleKind.GAME_HOLE:
                base[h.id] = (START_X, (last - 2) // CLASSIC_STREET * CLASSIC_ROW_PITCH)
                continue
            col = (n - 1) % CLASSIC_STREET
            if row % 2:
                col = CLASSIC_STREET - 1 - col
            x = col + CLASSIC_GROUP_GAP * (col // CLASSIC_GROUP)
            base[h.id] = (x, row * CLASSIC_ROW_PITCH)
        return base

    def _recommended_base(self) -> dict[str, tuple[float, float]]:
        return {h.id: (float(h.x), float(h.y)) for h in self.board}  # type: ignore[arg-type]

    def _path_lanes(self) -> dict[str, float]:
        """For each side path, the y of its lane 0, centred in the gutter it runs in."""
        band = self.pitch * (self.lanes - 1)
        main_rows = sorted({y for hid, (_, y) in self._base.items()
                            if self.board.holes[hid].path == "main"})
        out: dict[str, float] = {}
        for sq in self.board.squares.values():
            if not sq.path:
                continue
            y = self._base[sq.path[0]][1]
            above = max((r for r in main_rows if r < y), default=y - 2 * self.pitch)
            below = min((r for r in main_rows if r > y), default=y + 2 * self.pitch)
            top, bottom = above + band, below          # the free gutter between rows
            # Three lanes of path holes squeeze a little so they keep clear of the rows.
            self.path_pitch = min(self.pitch, (bottom - top) / (self.lanes + 1))
            spread = self.path_pitch * (self.lanes - 1)
            out[sq.path[0].split(".")[0]] = (top + bottom - spread) / 2
        return out

    # -- questions

    def pos(self, hole: str, lane: int) -> tuple[float, float]:
        """The centre of ``hole`` in ``lane`` (0-based), in hole spacings."""
        if not 0 <= lane < self.lanes:
            raise ValueError(f"lane {lane} of a {self.lanes}-lane board")
        h = self.board.hole(hole)
        x, y = self._base[h.id]
        if h.path != "main" and h.path in self._path_y:
            return x, self._path_y[h.path] + self.path_pitch * lane
        return x, y + self.pitch * lane

    def spots(self) -> list[HoleSpot]:
        """Every hole in every lane, main track first, in board order."""
        return list(self._spots)

    def lane_middle(self, hole: str) -> tuple[float, float]:
        """The middle of a hole across all lanes (where a square's box and arrow sit)."""
        x, y = self.pos(hole, 0)
        return x, y + self.pitch * (self.lanes - 1) / 2
