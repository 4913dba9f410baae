"""The Crib Wars board (CRIBWARS.md W1…W45) and the classic board (CRIBBAGE.md C43,
C60, C61, C80–C83): one test per rule id, and every row of the book's "Test vectors"."""

from __future__ import annotations

import pytest

from cinch_qt.games.cribbage.engine.boards import (
    Award,
    BoardError,
    Finish,
    Fold,
    HoleKind,
    PenaltyBox,
    PenaltyReached,
    Release,
    Retreat,
    SitOut,
    Skip,
    Slide,
    SquareKind,
    Stand,
    get_board,
    settle_penalty,
)


@pytest.fixture(scope="module")
def cw():
    return get_board("crib-wars")


@pytest.fixture(scope="module")
def classic():
    return get_board("classic")


def mains(a: int, b: int) -> tuple[str, ...]:
    return tuple(f"M{n}" for n in range(a, b + 1))


# --- Test vectors (CRIBWARS.md "Test vectors"), one test per row ---------------------

def test_vector_m0_12_lands_on_r1_slides_to_m32(cw):
    mv = cw.move("M0", 12)
    assert mv.landed == "M12" and mv.end == "M32" and mv.square == "R1"
    assert mv.events == (Slide("R1", "M12", "M32"),)


def test_vector_m40_6_lands_in_t1_stands_mark_31(cw):
    mv = cw.move("M40", 6)
    assert mv.end == "M46" and mv.square == "T1"
    assert mv.events == (Stand("T1", "M46", SquareKind.TRAP),)
    assert cw.mark("M46") == 31


def test_vector_m46_standing_7_walks_t1_to_m38(cw):
    mv = cw.move("M46", 7)
    assert mv.path == ("T1.1", "T1.2", "T1.3", "T1.4", "M36", "M37", "M38")
    assert mv.end == "M38" and mv.events == () and mv.square is None


def test_vector_m47_standing_20_walks_t1_to_m51(cw):
    mv = cw.move("M47", 20)
    assert mv.path == ("T1.1", "T1.2", "T1.3", "T1.4") + mains(36, 51)
    assert mv.end == "M51" and mv.events == ()


def test_vector_m43_5_passes_m44_to_m47_no_effect(cw):
    mv = cw.move("M43", 5)
    assert mv.path == mains(44, 48)
    assert mv.end == "M48" and mv.events == () and mv.square is None


def test_vector_m100_3_lands_in_g1_stands_mark_111(cw):
    mv = cw.move("M100", 3)
    assert mv.end == "M103" and mv.square == "G1"
    assert mv.events == (Stand("G1", "M103", SquareKind.GREEN),)
    assert cw.mark("M103") == 111


def test_vector_m103_standing_6_walks_g1_to_m117(cw):
    mv = cw.move("M103", 6)
    assert mv.path == ("G1.1", "G1.2", "G1.3", "G1.4", "M116", "M117")
    assert mv.end == "M117"


def test_vector_m66_4_two_sides_penalty_p1_back_to_m50_opponent_award(cw):
    mv = cw.move("M66", 4)
    assert mv.end == "M70" and mv.square == "P1" and mv.penalty == "P1"
    s = settle_penalty(cw, {"S": mv.end, "N": "M100"}, ("S", "N"), "S")
    assert s.effects[:2] == (Fold("S", "P1", "M70"), Retreat("S", "M70", "M50"))
    (award,) = s.effects[2:]
    assert isinstance(award, Award) and award.side == "N"
    assert award.move.start == "M100" and award.move.points == 20
    assert s.holes == {"S": "M50", "N": award.move.end}


def test_vector_award_from_m114_would_end_on_t3_goes_to_m136(cw):
    mv = cw.award("M114")
    assert mv.landed == "M134" and mv.end == "M136"
    assert mv.events == (Skip("T3", "M134", "M136"),) and mv.square is None


def test_vector_award_from_m24_ends_on_r2_slides_to_m64(cw):
    mv = cw.award("M24")
    assert mv.landed == "M44" and mv.end == "M64" and mv.square == "R2"


def test_vector_award_from_m50_would_end_on_p1_goes_to_m71(cw):
    mv = cw.award("M50")
    assert mv.landed == "M70" and mv.end == "M71" and mv.penalty is None
    assert mv.events == (Skip("P1", "M70", "M71"),)


def test_vector_m230_15_reaches_m241_game_over(cw):
    mv = cw.move("M230", 15)
    assert mv.end == "M241" and mv.finished and mv.wasted == 4
    with pytest.raises(BoardError, match="W6"):
        cw.move("M241", 1)


def test_vector_dealer_on_m238_jack_turned_no_heels(cw):
    assert cw.heels_withheld("M238")


@pytest.mark.parametrize("order,first", [(("A", "B", "C"), "C"), (("A", "C", "B"), "A")])
def test_vector_three_sides_second_arrival(cw, order, first):
    holes = {"A": "M160", "B": "M70", "C": "M10"}
    s = settle_penalty(cw, holes, order, "B", PenaltyBox("A", 2))
    assert s.effects[:3] == (Fold("B", "P1", "M70"), Release("A", "M160", "M161"),
                             Retreat("B", "M70", "M50"))
    awards = s.effects[3:]
    assert [a.side for a in awards] == [first, ({"A", "C"} - {first}).pop()]
    assert all(isinstance(a, Award) and a.move.points == 20 for a in awards)
    by_side = {a.side: a.move for a in awards}
    assert by_side["A"].start == "M161" and by_side["C"].start == "M10"
    assert s.box is None   # A is dealt in from the next hand
    assert s.holes == {"A": by_side["A"].end, "B": "M50", "C": by_side["C"].end}


# --- Board structure -------------------------------------------------------------------

def test_w1_main_track_m0_to_m241_eight_rows_of_30(cw):
    main = [h for h in cw if h.path == "main"]
    assert [h.id for h in main] == [f"M{n}" for n in range(242)]
    assert cw.start == "M0" and cw.finish == "M241"
    assert cw.hole("M0").kind is HoleKind.START and cw.hole("M241").kind is HoleKind.GAME_HOLE
    for h in range(1, 241):
        r, c = (h - 1) // 30, (h - 1) % 30
        col = c if r % 2 == 0 else 29 - c
        assert (cw.hole(f"M{h}").x, cw.hole(f"M{h}").y) == (col, 4 * r)
    assert (cw.hole("M0").x, cw.hole("M0").y) == (-1.5, 0)
    assert (cw.hole("M241").x, cw.hole("M241").y) == (-1.5, 28)


def test_w2_lanes_share_holes_pegs_never_block(cw):
    # A move depends only on the side's own hole: two sides on the same hole move alike,
    # and nothing about the others is even asked.
    assert cw.move("M40", 6) == cw.move("M40", 6)
    assert cw.lane_offset == pytest.approx(0.8)
    # S retreats onto the hole N stands on; nobody is pushed (W31 then W36 for N)
    s = settle_penalty(cw, {"S": "M70", "N": "M50"}, ("S", "N"), "S")
    assert s.holes == {"S": "M50", "N": "M71"}


def test_w3_four_side_paths_of_four_holes_rejoining(cw):
    paths = {p: tuple(h.id for h in cw if h.path == p) for p in
             ("T1", "T2", "T3", "T4", "G1", "G2")}
    for p, ids in paths.items():
        assert ids == tuple(f"{p}.{k}" for k in range(1, 5))
        sq = cw.squares[p]
        assert sq.path == ids
        assert cw.hole(ids[-1]).next == sq.rejoins
    assert {p: cw.squares[p].rejoins for p in paths} == {
        "T1": "M36", "T2": "M94", "T3": "M124", "T4": "M186", "G1": "M116", "G2": "M208"}
    assert len(cw.holes) == 266


def test_w4_one_move_walks_each_point_only_landing_acts(cw):
    mv = cw.move("M10", 9)            # passes R1 (M12, M13) without sliding
    assert mv.path == mains(11, 19) and mv.end == "M19" and mv.events == ()
    assert cw.move("M11", 1).end == "M32"   # landing on M12 slides


def test_w5_route_branches_only_when_standing(cw):
    assert cw.route("M45")[:3] == ("M46", "M47", "M48")        # passing the trap
    assert cw.route("M46")[:5] == ("T1.1", "T1.2", "T1.3", "T1.4", "M36")
    assert cw.route("M102")[:5] == ("G1.1", "G1.2", "G1.3", "G1.4", "M116")
    assert cw.route("T2.2")[:3] == ("T2.3", "T2.4", "M94")


def test_w6_reaching_m241_stops_and_wins_extra_points_lost(cw):
    mv = cw.move("M239", 29)
    assert mv.path == ("M240", "M241") and mv.finished and mv.wasted == 27
    assert mv.events == (Finish("M241", 27),)
    assert not cw.move("M239", 1).finished


def test_w7_marks_from_the_table(cw):
    table = {"M46": 31, "M47": 31, "M104": 89, "M105": 89, "M134": 119, "M135": 119,
             "M196": 181, "M197": 181, "M102": 111, "M103": 111, "M194": 203, "M195": 203}
    for hole, mark in table.items():
        assert cw.mark(hole) == mark
    for p, first in {"T1": 32, "T2": 90, "T3": 120, "T4": 182, "G1": 112, "G2": 204}.items():
        assert [cw.mark(f"{p}.{k}") for k in range(1, 5)] == list(range(first, first + 4))
    assert cw.mark("M70") == 70 and cw.mark("M0") == 0 and cw.mark("M241") == 241
    for h in cw:   # 241 minus the holes still to walk
        assert cw.mark(h.id) == 241 - len(cw.route(h.id))


def test_w10_red_jump_same_offset_plus_20(cw):
    for entry, exit_, sq in [("M12", "M32", "R1"), ("M13", "M33", "R1"),
                             ("M44", "M64", "R2"), ("M45", "M65", "R2"),
                             ("M132", "M152", "R3"), ("M133", "M153", "R3")]:
        start = f"M{int(entry[1:]) - 2}"
        mv = cw.move(start, 2)
        assert mv.end == exit_ and mv.square == sq and mv.events == (Slide(sq, entry, exit_),)
        assert cw.hole(exit_).kind is HoleKind.RED_EXIT and not cw.hole(exit_).active
    assert cw.move("M30", 2).events == ()     # landing on an exit does nothing


def test_w11_blue_trap_next_move_down_the_path_and_again(cw):
    for trap, path, rejoin in [("M104", "T2", "M94"), ("M135", "T3", "M124"),
                               ("M196", "T4", "M186")]:
        mv = cw.move(f"M{int(trap[1:]) - 3}", 3)
        assert mv.end == trap and mv.events == (Stand(path, trap, SquareKind.TRAP),)
        nxt = cw.move(trap, 5)
        assert nxt.path == tuple(f"{path}.{k}" for k in range(1, 5)) + (rejoin,)
    # landing in the same trap again sends the peg round again; the round costs 15
    again = cw.move("M46", 15)
    assert again.end == "M46" and again.square == "T1"
    assert cw.move("M40", 6).end == "M46" and cw.mark("M40") + 6 - 15 == cw.mark("M46")


def test_w12_green_zone_next_move_follows_shortcut(cw):
    mv = cw.move("M190", 4)
    assert mv.end == "M194" and mv.events == (Stand("G2", "M194", SquareKind.GREEN),)
    nxt = cw.move("M194", 5)
    assert nxt.path == ("G2.1", "G2.2", "G2.3", "G2.4", "M208")
    # the shortcut saves 8-9 holes and jumps the trap after the zone
    assert cw.mark("M102") - 102 == 9 and cw.mark("M103") - 103 == 8


def test_w13_passing_over_a_square_does_nothing(cw):
    for start, pts in [("M10", 5), ("M43", 6), ("M100", 8), ("M130", 7), ("M65", 10),
                       ("M190", 9), ("M215", 5)]:
        mv = cw.move(start, pts)
        assert mv.events == () and mv.end == mv.landed == mv.path[-1]
        assert len(mv.path) == pts


# --- Penalty squares -------------------------------------------------------------------

def test_w30_folding_on_each_penalty_square(cw):
    for sq, hole in [("P1", "M70"), ("P2", "M160"), ("P3", "M218")]:
        mv = cw.move(f"M{int(hole[1:]) - 1}", 1)
        assert mv.events == (PenaltyReached(sq, hole),) and mv.penalty == sq
        s = settle_penalty(cw, {"S": hole, "N": "M1"}, ("S", "N"), "S")
        assert s.effects[0] == Fold("S", sq, hole)


def test_w31_two_sides_back_20_other_side_award(cw):
    for sq, hole, back in [("P1", "M70", "M50"), ("P2", "M160", "M140"),
                           ("P3", "M218", "M198")]:
        assert cw.retreat_hole(sq) == back and cw.retreat_hole(hole) == back
        s = settle_penalty(cw, {"NS": "M5", "EW": hole}, ("NS", "EW"), "EW")
        assert s.effects[:2] == (Fold("EW", sq, hole), Retreat("EW", hole, back))
        assert s.effects[2] == Award("NS", cw.award("M5")) and len(s.effects) == 3
        assert s.holes == {"NS": "M25", "EW": back} and s.box is None


def test_w32_three_sides_stay_and_sit_out_three_hands(cw):
    s = settle_penalty(cw, {"S": "M160", "W": "M3", "E": "M90"}, ("S", "W", "E"), "S")
    assert s.effects == (Fold("S", "P2", "M160"), SitOut("S", 3))
    assert s.holes == {"S": "M160", "W": "M3", "E": "M90"}     # no award, no retreat
    assert s.box == PenaltyBox("S", 3)


def test_w33_sitting_side_keeps_its_hole_and_moves_on_from_it(cw):
    s = settle_penalty(cw, {"A": "M218", "B": "M3", "C": "M90"}, ("A", "B", "C"), "A")
    assert s.holes["A"] == "M218" and s.box.hands_left == 3
    assert cw.move(s.holes["A"], 4).path == mains(219, 222)   # its next move


def test_w34_peg_duty_release_does_not_depend_on_hands_left(cw):
    # Peg duty is game flow; on the board a side in the box is released by W35 however
    # many hands it still had to sit out (an extra hand from W34 included).
    holes = {"A": "M70", "B": "M160", "C": "M20"}
    a = settle_penalty(cw, holes, ("A", "B", "C"), "B", PenaltyBox("A", 3))
    b = settle_penalty(cw, holes, ("A", "B", "C"), "B", PenaltyBox("A", 1))
    assert a == b and a.effects[1] == Release("A", "M70", "M71")


def test_w35_second_arrival_release_retreat_awards_clockwise(cw):
    holes = {"S": "M218", "W": "M150", "E": "M160"}
    s = settle_penalty(cw, holes, ("S", "W", "E"), "E", PenaltyBox("S", 1), square="P2")
    assert s.effects[:3] == (Fold("E", "P2", "M160"), Release("S", "M218", "M219"),
                             Retreat("E", "M160", "M140"))
    # clockwise from E: S (just released, from M219), then W
    assert s.effects[3] == Award("S", cw.award("M219"))
    assert s.effects[4] == Award("W", cw.award("M150"))
    assert s.holes == {"S": "M239", "W": "M170", "E": "M140"} and s.box is None
    with pytest.raises(BoardError, match="W30"):
        settle_penalty(cw, holes, ("S", "W", "E"), "E", PenaltyBox("S", 1), square="P1")
    with pytest.raises(BoardError, match="W33"):
        settle_penalty(cw, holes, ("S", "W", "E"), "S", PenaltyBox("S", 1))
    with pytest.raises(BoardError, match="W32"):
        settle_penalty(cw, {"S": "M70", "N": "M160"}, ("S", "N"), "S", PenaltyBox("N"))


def test_w36_award_skip_table(cw):
    for start, landed, end, sq in [("M50", "M70", "M71", "P1"), ("M140", "M160", "M161", "P2"),
                                   ("M198", "M218", "M219", "P3"),
                                   ("M26", "M46", "M48", "T1"), ("M27", "M47", "M48", "T1"),
                                   ("M84", "M104", "M106", "T2"), ("M115", "M135", "M136", "T3"),
                                   ("M176", "M196", "M198", "T4")]:
        mv = cw.award(start)
        assert (mv.landed, mv.end, mv.events) == (landed, end, (Skip(sq, landed, end),))
        assert cw.move(start, 20).end == landed    # an ordinary move would stop there
    # down a path when standing on a trap or zone; a green zone stops it; M241 wins
    assert cw.award("M46").path[:5] == ("T1.1", "T1.2", "T1.3", "T1.4", "M36")
    assert cw.award("M83").events == (Stand("G1", "M103", SquareKind.GREEN),)
    assert cw.award("M225").finished


def test_w37_retreat_is_not_a_move(cw):
    for sq in ("P1", "P2", "P3"):
        path = cw.retreat_path(sq)
        assert len(path) == 20 and path[-1] == cw.retreat_hole(sq)
        assert all(cw.hole(h).path == "main" for h in path)
        assert not cw.hole(cw.retreat_hole(sq)).active


def test_w38_penalty_reached_by_any_move_except_an_award(cw):
    assert cw.move("M50", 20).penalty == "P1"       # e.g. a 20-point hand
    assert cw.move("M69", 1).penalty == "P1"        # a go point, a card, heels …
    assert cw.award("M50").penalty is None


# --- Other rules on this board ---------------------------------------------------------

def test_w40_heels_withheld_on_marks_238_to_240_only(cw):
    assert cw.heels_exception_marks == {238, 239, 240}
    withheld = {h.id for h in cw if cw.heels_withheld(h.id)}
    assert withheld == {"M238", "M239", "M240"}


def test_w41_skunk_lines_180_120_default_off(cw):
    assert cw.skunks_default is False
    lines = cw.skunk_lines
    assert (lines.skunk, lines.double_skunk) == (180, 120)
    assert [lines.game_points(m) for m in (181, 180, 121, 120, 0)] == [1, 2, 2, 4, 4]


def test_w42_muggins_and_excess_are_moves_that_may_land_on_squares(cw):
    assert cw.move("M62", 8).penalty == "P1"
    assert cw.move("M190", 6).square == "T4"


def test_w43_a_smaller_claim_stops_short_of_a_square(cw):
    assert cw.move("M66", 4).penalty == "P1"
    mv = cw.move("M66", 3)
    assert mv.end == "M69" and mv.events == ()


def test_w44_marks_order_the_other_sides(cw):
    holes = {"A": "T1.2", "B": "M40", "C": "M46"}
    order = sorted(holes, key=lambda s: cw.mark(holes[s]), reverse=True)
    assert order == ["B", "A", "C"]    # 40, 33, 31


def test_w45_back_peg_is_the_start_of_the_last_move(cw):
    mv = cw.move("M40", 6)
    assert (mv.start, mv.end) == ("M40", "M46")
    assert cw.move("M11", 1).trail == ("M12", "M32")


# --- The classic board (CRIBBAGE.md) ----------------------------------------------------

def test_c80_classic_board_start_holes_and_game_hole_121(classic):
    assert classic.name == "classic" and classic.squares == {}
    assert [h.id for h in classic] == [f"M{n}" for n in range(122)]
    assert classic.start == "M0" and classic.finish == "M121"
    assert all(classic.mark(f"M{n}") == n for n in range(122))


def test_c60_every_score_is_one_move_no_squares(classic):
    for n in range(0, 121):
        for pts in (1, 2, 12, 29):
            mv = classic.move(f"M{n}", pts)
            to = min(n + pts, 121)
            assert mv.end == f"M{to}" and mv.path == mains(n + 1, to)
            assert mv.square is None


def test_c61_game_ends_the_instant_121_is_reached(classic):
    mv = classic.move("M119", 5)
    assert mv.finished and mv.end == "M121" and mv.wasted == 3
    with pytest.raises(BoardError, match="W6"):
        classic.move("M121", 2)


def test_c43_classic_heels_withheld_on_118_to_120(classic):
    withheld = [n for n in range(122) if classic.heels_withheld(f"M{n}")]
    assert withheld == [118, 119, 120]


def test_c81_classic_skunk_lines_90_and_60(classic):
    lines = classic.skunk_lines
    assert [lines.game_points(m) for m in (91, 90, 61, 60)] == [1, 2, 2, 4]


def test_c82_each_loser_judged_on_its_own(classic):
    marks = {"W": 95, "E": 55}
    assert {s: classic.skunk_lines.game_points(m) for s, m in marks.items()} == \
        {"W": 1, "E": 4}


def test_c83_skunks_default_on_classic_off_crib_wars(classic, cw):
    assert classic.skunks_default is True and cw.skunks_default is False


def test_classic_board_has_no_penalty_squares(classic):
    with pytest.raises(BoardError, match="W30"):
        classic.retreat_hole("M70")
    with pytest.raises(BoardError, match="W30"):
        settle_penalty(classic, {"S": "M70", "N": "M1"}, ("S", "N"), "S")


# --- Bad questions are refused with the rule ------------------------------------------

def test_bad_input_is_refused_clearly(cw):
    with pytest.raises(BoardError, match="no hole 'M999'"):
        cw.move("M999", 3)
    with pytest.raises(BoardError, match="no hole"):
        cw.award(["M3"])
    with pytest.raises(BoardError, match="W4"):
        cw.move("M3", 0)
    with pytest.raises(BoardError, match="W4"):
        cw.move("M3", 2.0)
    cw.move("M3", 1)
    with pytest.raises(BoardError, match="W4"):
        cw.move("M3", True)       # equal to 1 as a key, but not a number of points
    with pytest.raises(BoardError, match="W4"):
        cw.award("M3", -20)
    with pytest.raises(BoardError, match="W30"):
        settle_penalty(cw, {"S": "M69", "N": "M1"}, ("S", "N"), "S")
    with pytest.raises(BoardError, match="every side"):
        settle_penalty(cw, {"S": "M70"}, ("S", "N"), "S")
    with pytest.raises(BoardError, match="unknown board"):
        get_board("hexagonal")


# --- What the engine writes into a record (CRIB_RECORD.md) ----------------------------

def test_record_events_follow_crib_record(cw):
    assert cw.move("M10", 2).record_event("S", "play") == {
        "e": "score", "side": "S", "why": "play", "points": 2, "from": "M10", "to": "M32",
        "square": "R1"}
    assert cw.move("M66", 4).record_event("N", "hand") == {
        "e": "score", "side": "N", "why": "hand", "points": 4, "from": "M66", "to": "M70",
        "square": "P1"}
    assert "square" not in cw.award("M50").record_event("S", "award")   # skipped P1
    assert "square" not in cw.move("M46", 7).record_event("S", "crib")   # ends on a path
    s = settle_penalty(cw, {"S": "M218", "W": "M150", "E": "M160"}, ("S", "W", "E"), "E",
                       PenaltyBox("S", 1))
    assert [e.record_event() for e in s.effects] == [
        {"e": "fold", "side": "E", "square": "P2"},
        {"e": "release", "side": "S", "from": "M218", "to": "M219"},
        {"e": "retreat", "side": "E", "from": "M160", "to": "M140"},
        {"e": "score", "side": "S", "why": "award", "points": 20, "from": "M219",
         "to": "M239"},
        {"e": "score", "side": "W", "why": "award", "points": 20, "from": "M150",
         "to": "M170"}]
    s = settle_penalty(cw, {"S": "M218", "W": "M150", "E": "M16"}, ("S", "W", "E"), "S")
    assert [e.record_event() for e in s.effects] == [
        {"e": "fold", "side": "S", "square": "P3"}, {"e": "sit_out", "side": "S", "hands": 3}]


def test_w33_the_box_counts_three_hands_down(cw):
    box = PenaltyBox("S")
    seen = []
    while box is not None:
        seen.append(box.hands_left)
        box = box.after_hand()
    assert seen == [3, 2, 1]


def test_c61_an_award_that_wins_ends_the_settlement(cw):
    s = settle_penalty(cw, {"S": "M225", "N": "M160"}, ("S", "N"), "N")
    assert s.winner == "S" and s.holes["S"] == "M241" and s.effects[-1].move.finished
    # Three sides: E lands on P1 while S sits on P3; W, first clockwise from E, reaches
    # M241 with its award: the game is over at once, so the released S gets none.
    s = settle_penalty(cw, {"S": "M218", "W": "M225", "E": "M70"}, ("E", "W", "S"), "E",
                       PenaltyBox("S", 2))
    assert s.effects == (Fold("E", "P1", "M70"), Release("S", "M218", "M219"),
                         Retreat("E", "M70", "M50"), Award("W", cw.award("M225")))
    assert s.winner == "W" and s.holes == {"S": "M219", "W": "M241", "E": "M50"}
