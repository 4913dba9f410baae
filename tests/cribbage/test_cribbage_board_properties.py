"""Properties of both boards over every hole and random moves (hypothesis)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from cinch_qt.games.cribbage.engine.boards import (
    Award,
    Fold,
    HoleKind,
    PenaltyBox,
    Release,
    Retreat,
    SitOut,
    Skip,
    Slide,
    Stand,
    get_board,
    settle_penalty,
)

CW = get_board("crib-wars")
CLASSIC = get_board("classic")
BOARDS = st.sampled_from([CW, CLASSIC])
PENALTY_HOLES = ["M70", "M160", "M218"]


def standing_holes(board):
    """Holes a peg can stand on: every hole but the game hole."""
    return [h.id for h in board if h.id != board.finish]


@st.composite
def board_hole_points(draw, max_points=60):
    board = draw(BOARDS)
    return board, draw(st.sampled_from(standing_holes(board))), draw(st.integers(1, max_points))


@given(board_hole_points())
def test_w4_w6_a_move_walks_exactly_n_holes_or_stops_at_the_finish(bhp):
    board, hole, n = bhp
    mv = board.move(hole, n)
    if mv.finished:
        assert mv.landed == board.finish and len(mv.path) == board.remaining(hole) <= n
        assert mv.wasted == n - len(mv.path)
    else:
        assert len(mv.path) == n and mv.wasted == 0
    assert mv.path == board.route(hole)[:n]       # the route of W5, one hole per point
    assert mv.landed == mv.path[-1]


@given(board_hole_points())
def test_w7_marks_never_decrease_along_a_route(bhp):
    # Walking one hole takes a peg one hole nearer the game hole: the holes of a route,
    # read as pegs passing them, have marks rising by exactly one (a trap or zone hole's
    # own mark is that of a peg *standing* there and is compared when it is landed on).
    board, hole, _ = bhp
    route = board.route(hole)
    assert len(route) == board.remaining(hole)
    for k, h in enumerate(route, start=1):
        if board.hole(h).kind not in (HoleKind.TRAP, HoleKind.GREEN_ZONE):
            assert board.mark(h) == board.mark(hole) + k


def passing_mark(hole) -> int:
    """The mark of a peg passing ``hole`` (not standing on it): its number on the main
    track, its own mark on a path."""
    return hole.index if hole.path == "main" else hole.mark


@given(board_hole_points())
def test_w7_mark_after_a_move_accounts_for_its_effect(bhp):
    board, hole, n = bhp
    mv = board.move(hole, n)
    walked_to = board.mark(hole) + len(mv.path)
    assert passing_mark(board.hole(mv.landed)) == walked_to
    after = board.mark(mv.end)
    if not mv.events:
        assert after == walked_to
    for e in mv.events:
        if isinstance(e, Slide):
            assert after == walked_to + 20                          # W10
        elif isinstance(e, Stand) and e.square.startswith("T"):
            # W11: landing on a trap's first hole costs 15, on its second 16
            assert walked_to - after == 15 + board.squares[e.square].holes.index(mv.end)
        elif isinstance(e, Stand):
            # W12: the shortcut saves 9 from the zone's first hole, 8 from its second
            assert after - walked_to == 9 - board.squares[e.square].holes.index(mv.end)
        else:
            assert after == walked_to                               # penalty, finish


@given(board_hole_points())
def test_w7_the_mark_says_exactly_how_far_the_game_hole_is(bhp):
    board, hole, _ = bhp
    left = board.remaining(hole)
    assert board.move(hole, left).finished and board.move(hole, left).wasted == 0
    if left > 1:
        assert not board.move(hole, left - 1).finished


@given(board_hole_points(max_points=29))
def test_w10_w13_only_the_landing_hole_acts(bhp):
    board, hole, n = bhp
    mv = board.move(hole, n)
    landed = board.hole(mv.landed)
    assert bool(mv.events) == (landed.active or landed.kind is HoleKind.GAME_HOLE)
    assert (mv.square is not None) == landed.active
    assert board.hole(mv.end).kind is not HoleKind.RED_ENTRY     # W10: a slide never chains


@given(st.sampled_from(standing_holes(CW)), st.integers(1, 40))
def test_w36_the_award_never_ends_on_a_penalty_square_or_trap(hole, n):
    mv = CW.award(hole, n)
    assert CW.hole(mv.end).kind not in (HoleKind.PENALTY, HoleKind.TRAP)
    assert mv.penalty is None and mv.award
    plain = CW.move(hole, n)
    if CW.hole(plain.landed).kind in (HoleKind.PENALTY, HoleKind.TRAP):
        (skip,) = mv.events      # the first hole past the whole square
        square = CW.squares[CW.hole(plain.landed).square]
        assert isinstance(skip, Skip) and skip.from_hole == plain.landed
        assert skip.to_hole == CW.hole(square.holes[-1]).next == mv.end
    else:
        assert mv.events == plain.events and mv.end == plain.end


def _apply(board, holes, effects):
    """Replay the effects in order, independently of settle_penalty."""
    now = dict(holes)
    for e in effects:
        if isinstance(e, Fold):
            assert now[e.side] == e.hole
        elif isinstance(e, (Release, Retreat)):
            assert now[e.side] == e.from_hole
            now[e.side] = e.to_hole
        elif isinstance(e, Award):
            assert e.move == board.award(now[e.side])
            now[e.side] = e.move.end
    return now


@st.composite
def three_side_arrivals(draw):
    sides = draw(st.permutations(["A", "B", "C"]))
    arriving = draw(st.sampled_from(sides))
    holes = {s: draw(st.sampled_from(standing_holes(CW))) for s in sides}
    holes[arriving] = draw(st.sampled_from(PENALTY_HOLES))
    box = None
    if draw(st.booleans()):
        sitter = draw(st.sampled_from([s for s in sides if s != arriving]))
        holes[sitter] = draw(st.sampled_from(PENALTY_HOLES))
        box = PenaltyBox(sitter, draw(st.integers(1, 3)))
    return tuple(sides), holes, arriving, box


@given(three_side_arrivals())
def test_w32_w35_three_sides_never_two_in_the_box(case):
    sides, holes, arriving, box = case
    s = settle_penalty(CW, holes, sides, arriving, box)
    assert s.effects[0] == Fold(arriving, CW.hole(holes[arriving]).square, holes[arriving])
    assert _apply(CW, holes, s.effects) == s.holes
    if box is None:                      # W32: exactly one side in the box, the arriving one
        assert s.box == PenaltyBox(arriving, 3) and s.effects[1] == SitOut(arriving, 3)
        assert s.holes == holes
    else:                                # W35: the sitter leaves, the arriving side retreats
        assert s.box is None
        assert isinstance(s.effects[1], Release) and s.effects[1].side == box.side
        assert isinstance(s.effects[2], Retreat) and s.effects[2].side == arriving
        awarded = [e.side for e in s.effects if isinstance(e, Award)]
        start = sides.index(arriving)
        clockwise = [sides[(start + k) % 3] for k in (1, 2)]
        assert awarded == clockwise[:len(awarded)]
        assert len(awarded) == 2 or s.winner == awarded[-1]
    moved = {e.side for e in s.effects if isinstance(e, (Release, Retreat, Award))}
    for side in moved:                     # no effect ever leaves a peg on a penalty square
        assert CW.hole(s.holes[side]).kind is not HoleKind.PENALTY
    for side in set(sides) - moved:
        assert s.holes[side] == holes[side]

@given(st.sampled_from(PENALTY_HOLES), st.sampled_from(standing_holes(CW)))
def test_w31_two_sides_swing(pen, other):
    s = settle_penalty(CW, {"S": pen, "N": other}, ("S", "N"), "S")
    assert s.holes["S"] == CW.retreat_hole(pen)
    assert CW.mark(s.holes["S"]) == CW.mark(pen) - 20
    assert s.holes["N"] == CW.award(other).end and s.box is None
    assert _apply(CW, {"S": pen, "N": other}, s.effects) == s.holes
