"""The Expert plays for the game with three sides: the race model of
``ai/game_value3.py``, its shipped data, the three-sided play search (W30, W32, W35)
and the lay-away by the chance of winning."""

from __future__ import annotations

import pytest

from cinch_qt.games.cribbage.ai import game_value3 as g3
from cinch_qt.games.cribbage.ai import make_player
from cinch_qt.games.cribbage.ai.expert import ExpertBot
from cinch_qt.games.cribbage.ai.expert_v1 import ExpertV1Bot
from cinch_qt.games.cribbage.ai.game_play3 import GameSearch3, row_from
from cinch_qt.games.cribbage.ai.game_value import load_data, table_for
from cinch_qt.games.cribbage.engine import GameState, Rules
from cinch_qt.games.cribbage.engine.boards import get_board
from tests.cribbage_helpers import rigged

R3 = (g3.DEALER, g3.PONE1, g3.PONE2)


def two_player_dists() -> dict:
    """The two-sided table's own parts, as the race model names them."""
    d = load_data()["dists"]
    pone: dict[int, float] = {}
    dealer: dict[int, float] = {}
    for a, b, p in d["peg"]:
        pone[a] = pone.get(a, 0.0) + p
        dealer[b] = dealer.get(b, 0.0) + p
    return {"pone1_peg": sorted(pone.items()), "dealer_peg": sorted(dealer.items()),
            "pone1_hand": d["pone_hand"], "dealer_hand": d["dealer_hand"],
            "crib": d["crib"]}


def test_race_model_agrees_with_the_two_sided_table():
    """The race model's justification: on the classic board with two sides the sides
    only meet at the finish (no squares), so racing them independently must give what
    the two-sided table, solved over both marks at once, gives (the only difference is
    the play's points taken as independent for pone and dealer)."""
    rows, _, _ = g3.solve_rows(get_board("classic"), two_player_dists(), 30, 4,
                               two_sides=True)
    table = table_for("classic")
    n = table.n
    errs = []
    for p in range(0, n, 4):
        for d in range(0, n, 4):
            w = g3.win_chances([rows[(p, g3.PONE1)], rows[(d, g3.DEALER)]])[0]
            errs.append(abs(w - table.V[p * n + d]))
    assert sum(errs) / len(errs) < 0.002
    assert max(errs) < 0.05


def test_shipped_rows_are_what_the_tool_solves():
    """game_values3.json is built by tools/make_game_values3.py from its own parts."""
    data = g3.load_data()
    race = g3.race_for("classic")
    rows, _, _ = g3.solve_rows(get_board("classic"), data["dists"], data["horizon"], 4)
    for m in (0, 37, 90, 118):
        for role in R3:
            got = race.row(m, role)
            assert len(got) == data["horizon"] * g3.STEPS + 1
            assert max(abs(a - b) for a, b in zip(got, rows[(m, role)], strict=True)) < 1e-4


@pytest.mark.parametrize("board", ["classic", "crib-wars"])
def test_three_sided_chances_read_sensibly(board):
    race = g3.race_for(board)
    n = race.n
    start = race.chances((0, 0, 0), R3)
    assert sum(start) == pytest.approx(1.0)
    assert all(0.25 < w < 0.45 for w in start)
    # C70: the first pone counts first; one good hand from home it nearly always wins.
    near = race.chances((n - 30, n - 4, n - 30), R3)
    assert near[1] > 0.9
    # Further ahead is better on a plain stretch of track.
    assert race.chances((20, 30, 30), R3)[0] < race.chances((30, 30, 30), R3)[0]


def test_penalty_square_with_three_sides_sits_out():
    """W30, W32, W33: landing on P1 (M70) folds the side, which stays on the square and
    sits out three hands: it cannot finish in this hand or the next three."""
    race = g3.race_for("crib-wars")
    assert race.b3.move(66, 4) == -2 - 70
    row = row_from(race, 70, g3.DEALER, {}, folded=True)
    assert sum(row[:4 * g3.STEPS]) == 0.0
    assert sum(row) == pytest.approx(1.0, abs=1e-3)


def test_search3_folds_a_last_card_point_onto_the_square():
    """C55, W30, W32: our last-card point from M69 lands on P1; from M68 it does not."""
    race = g3.race_for("crib-wars")
    s = GameSearch3((1, 2, 0), 0, R3, race, None, 0.0, {})
    end, marks, folded = s.score(0, 1, (69, 60, 60), (False, False, False))
    assert end is None and marks == (70, 60, 60) and folded == (True, False, False)
    bad = s.root(((), (), (12,)), 0, (), -1, 2, (69, 60, 60))[12]
    s2 = GameSearch3((1, 2, 0), 0, R3, race, None, 0.0, {})
    good = s2.root(((), (), (12,)), 0, (), -1, 2, (68, 60, 60))[12]
    assert good > bad + 0.05


def test_search3_second_arrival_retreats_and_awards():
    """W35 (b), (c): another side is already in the box this hand, so the arriving side
    goes back 20 holes and each other side has the 20-point award (W36)."""
    race = g3.race_for("crib-wars")
    s = GameSearch3((1, 2, 0), 0, R3, race, None, 0.0, {})
    end, marks, folded = s.score(1, 2, (100, 68, 70), (False, False, True))
    assert end is None
    assert marks[1] == 50 and folded[1]
    assert marks[0] == 120 and marks[2] == 90


def test_three_sided_lay_away_is_judged_by_the_chance_of_winning():
    """Classic board, three players, West (the first pone, C70: counts first) needs
    four: every keep holding four points whatever the starter is (nearly) a sure win,
    and the Expert takes one of the best."""
    state = rigged(3, 0, {0: "AC AD 9S 8H 7C", 1: "5S 5D JC QH 2C",
                          2: "KC KD 3S 3D 6H"}, "4S")
    state.holes = ["M60", "M117", "M60"]
    obs = state.observation(1)
    cs = ExpertBot(0).lay_choices(obs)
    assert all("win" in c.extra for c in cs)
    top = max(round(c.extra["win"], 5) for c in cs)
    chosen = ExpertBot(0).choose(obs).cards
    pick = next(c for c in cs if c.laid == chosen)
    assert round(pick.extra["win"], 5) == top > 0.95
    # Keeping the two, a four-card hand of 2 5 5 J / Q, still holds fifteens: but
    # throwing a five leaves less.
    assert min(c.extra["win"] for c in cs) < top


def test_three_sides_now_play_for_the_game_four_players_as_before():
    """With three sides the Expert no longer decides as Expert v1 did in every position;
    with four players (two sides, no table for them) it still does."""
    differ = 0
    for players in (3, 4):
        rules = Rules(players=players, board="crib-wars")
        for seed in range(3):
            state = GameState(rules, seed)
            bots = {s: make_player("normal", s) for s in rules.seats}
            while not state.is_over and state.hand_no < 2:
                seat = state.current_seat
                obs = state.observation(seat)
                if obs.decision.kind in ("lay", "play"):
                    same = ExpertBot(5).choose(obs) == ExpertV1Bot(5).choose(obs)
                    if players == 4:
                        assert same
                    elif not same:
                        differ += 1
                state.apply(bots[seat].choose(obs))
    assert differ > 0
