"""The Expert plays for the game: the win-chance tables, the search that moves the
pegs, positions where playing for the game picks another card than playing for points,
and the levels kept for measuring."""

from __future__ import annotations

import random

import pytest

from cinch_qt.games.cribbage.ai import LEVELS, make_player
from cinch_qt.games.cribbage.ai.expert import ExpertBot
from cinch_qt.games.cribbage.ai.expert_v1 import ExpertV1Bot
from cinch_qt.games.cribbage.ai.game_search import GameSearch
from cinch_qt.games.cribbage.ai.game_value import (
    FIN,
    decode,
    encode,
    entry_name,
    load_data,
    table_for,
    table_of,
)
from cinch_qt.games.cribbage.engine import Discard, Play, Rules, parse_cards
from cinch_qt.games.cribbage.engine.boards import get_board
from cinch_qt.games.cribbage.engine.cards import parse_card
from tests.cribbage_helpers import first_hand_decisions, lay_first, rigged


def m66_position():
    """Expert South deals on Crib Wars, its front peg at M66 (P1, the penalty
    square, is M70: CRIBWARS.md's table and cribwars-board.json).  North led Q♣, South
    5♠ (fifteen), North 6♣: count 21.  South holds 3♣ 4♠ 4♦, the starter is J♠."""
    state = rigged(2, 0, {0: "5S 3C 4S 4D KH KD", 1: "QC 6C 2H AD TS TD"}, "JS",
                   board="crib-wars")
    lay_first(state, {0: "KH KD", 1: "TS TD"})
    for seat, card in ((1, "QC"), (0, "5S"), (1, "6C")):
        state.apply(Play(seat, parse_card(card)))
    assert state.count == 21
    state.holes = ["M66", "M58"]
    return state


def test_m66_the_square_is_where_the_board_says():
    board = get_board("crib-wars")
    assert board.square_at("M70").kind == "penalty"          # P1 (W30, W31)
    assert board.move("M66", 3).end == "M69"                 # 4♠: a run of three
    assert board.move("M69", 1).penalty is not None          # then a go or last card


def test_m66_new_expert_keeps_off_the_penalty_square():
    """W30, W31, C53, C55: 4♠ scores a run of three to M69, from where any single go or
    last-card point folds South onto P1; 3♣ keeps clear.  The Expert that plays for points
    (expert-v1) looks only at where the card's own points land, and plays 4♠."""
    state = m66_position()
    obs = state.observation(0)
    assert ExpertV1Bot(0).choose(obs).card == parse_card("4S")
    for seed in range(3):
        assert ExpertBot(seed).choose(obs).card == parse_card("3C"), seed


def test_pone_denies_the_tail_that_decides_the_game():
    """C70, C61, C53: South (pone, 113) will count 14 first (Q♠ 5♠ 7♠ 5♣, starter 5♥),
    so it wins unless North (dealer, 115) pegs 6 in the play.  After Q♠ 6♥ (16) the 7♠
    and a 5 give North about the same points on average, but the 7♠ opens 8 for 31 and
    the run 6-7-8 (five at once); the 5 keeps North's chance of six far lower.  Expert
    v1 plays the mean (7♠); the Expert plays for the game (docs/bots.md, position 3)."""
    for laid in ("KH 9D", "2C 3D"):
        state = rigged(2, 1, {0: "QS 5S 7S 5C " + laid, 1: "6H 4C 8D TC AS 2H"}, "5H")
        lay_first(state, {0: laid, 1: "AS 2H"})
        for seat, card in ((0, "QS"), (1, "6H")):
            state.apply(Play(seat, parse_card(card)))
        state.holes = ["M113", "M115"]
        obs = state.observation(0)
        assert obs.count == 16
        assert ExpertV1Bot(0).choose(obs).card == parse_card("7S")
        for seed in range(2):
            assert ExpertBot(seed).choose(obs).card in parse_cards("5S 5C"), (laid, seed)


def test_dealer_keeps_its_pegging_cards_to_give_the_skunk():
    """C70, C81: North deals at 115 against 84 and wins this hand whatever it lays
    (South needs 37); what is at stake is the skunk, which North gives only by pegging
    its 6 before South has counted the 7 it needs, and South counts first.  North's crib
    counts last, so v1's 3♠ 4♣ for the crib throws away the cards that peg; the Expert
    keeps them (docs/bots.md, position 2)."""
    for south in ("TH JD 2S 6H 8S JC", "3D 4H 6C 8C JS QH"):
        state = rigged(2, 1, {0: south, 1: "QC 3S 9S 4C KD 7S"}, "5H")
        state.holes = ["M84", "M115"]
        while state.decision().seat != 1:
            state.apply(Discard(0, tuple(state.hands[0][-2:])))
        obs = state.observation(1)
        assert set(ExpertV1Bot(0).choose(obs).cards) == set(parse_cards("3S 4C"))
        for seed in range(3):
            laid = set(ExpertBot(seed).choose(obs).cards)
            assert not laid & set(parse_cards("3S 4C")), (south, seed)


def test_game_search_folds_a_go_point_onto_a_penalty_square():
    """W30/W31 in the search: our last-card point (C55) from M69 lands on P1, so the
    side folds, retreats to M50 and the other side takes the award (W36)."""
    table = table_for("crib-wars")
    # We (side 0, the dealer) hold a king, the pone nothing: the king is the last card.
    s = GameSearch((1, 0), 0, 0, table)
    v = s.root(((), (12,)), 0, (), -1, 1, (69, 60))[12]
    award = table.award[60]
    assert v == pytest.approx(1.0 - table.show(award, 50, False, True), abs=1e-4)
    # The same card from M68 lands its point on M69: a plain hole.
    v2 = s.root(((), (12,)), 0, (), -1, 1, (68, 60))[12]
    assert v2 > v + 0.1


def test_game_search_wins_by_pegging_out():
    """C61: the point that reaches the game hole ends the game, whatever follows."""
    table = table_for("classic")
    s = GameSearch((1, 0), 0, 0, table)
    # We need two; a five on the pone's ten makes fifteen.
    got = s.root(((), (4, 12)), 10, (9,), 0, 1, (119, 100))
    assert got[4] == pytest.approx(1.0, abs=1e-4)
    assert got[12] < got[4] - 1e-3


def test_game_search_plays_for_points_when_the_game_is_settled():
    """When every card leaves the same chance (here none: the dealer stands one hole
    from the game and the pone cannot reach it), the points still decide: the ten that
    makes fifteen, not the four."""
    table = table_for("classic")
    s = GameSearch((0, 1), 0, 1, table)
    got = s.root(((3, 9), (12,)), 5, (4,), 1, 0, (10, 120))
    assert got[9] > got[3]


# ----------------------------------------------------------------- the tables
@pytest.mark.parametrize("board, skunks", [("classic", False), ("crib-wars", False),
                                           ("classic", True)])
def test_shipped_table_is_a_fixed_point_of_the_hand_model(board, skunks):
    """The data is what tools/make_game_values.py solves for: recomputing a hand from
    the shipped values gives the shipped values back (to the solver's tolerance)."""
    table = table_for(board, skunks)
    entry = load_data()["boards"][entry_name(board, skunks)]
    rng = random.Random(board)
    n = table.n
    for _ in range(60):
        p, d = rng.randrange(n), rng.randrange(n)
        assert table.hand_start(p, d) == pytest.approx(table.V[p * n + d],
                                                       abs=2e-3 + entry["last_change"])


def test_tables_read_sensibly():
    classic = table_for("classic")
    n = classic.n
    v = classic.V
    assert 0.35 < v[0] < 0.5            # the first dealer has the edge (the crib)
    assert v[120 * n + 100] > 0.9       # the pone counts first (C70) and needs one
    assert v[100 * n + 120] < 0.5       # the dealer needs one: the pone must peg out
    for p in range(0, 118, 7):          # more holes are never worse
        for d in range(0, 118, 13):
            assert v[(p + 3) * n + d] >= v[p * n + d] - 1e-3
            assert v[p * n + d + 3] <= v[p * n + d] + 1e-3
    wars = table_for("crib-wars")
    w = wars.V
    m = wars.n
    assert wars.move(66, 4) == -2 - 50                      # P1 sends the peg to M50
    assert wars.move(10, 2) == 32                           # R1's red jump (W10)
    assert wars.move(40, 6) == 31                           # T1: stands at mark 31
    assert wars.move(230, 15) == FIN
    # Just short of P1 is worse than just past it, by more than the holes between.
    assert w[66 * m + 60] < w[71 * m + 60]


def test_skunk_table_values_a_game_by_its_game_points():
    """C81: pegging out (C61) against a side that has not passed 60 is a double skunk,
    4 games; not passed 90, a skunk, 2 games; else 1.  On the table's scale a game of
    ``g`` points is worth (4 + g) / 8 to the winner and (4 - g) / 8 to the loser."""
    table = table_for("classic", True)
    assert table.skunks and not table_for("classic").skunks
    s = GameSearch((1, 0), 0, 0, table)
    # We (side 0) need two; a five on the pone's ten makes fifteen: we peg out.
    for theirs, points in ((60, 4), (61, 2), (90, 2), (91, 1)):
        got = s.root(((), (4, 12)), 10, (9,), 0, 1, (119, theirs))
        assert got[4] == pytest.approx((4 + points) / 8, abs=1e-4), theirs
    # The pone pegs out with a fifteen on our five: our value is the loser's.
    s2 = GameSearch((1, 0), 0, 0, table)
    for ours, points in ((60, 4), (75, 2), (100, 1)):
        got = s2.root(((9,), (4,)), 0, (), -1, 1, (ours, 119))
        assert got[4] == pytest.approx((4 - points) / 8, abs=1e-4), ours
    v = table.V
    n = table.n
    # The pone at 100, the dealer at 50: a double skunk is likely, about 2 games' worth.
    assert 8 * v[100 * n + 50] - 4 > 1.5
    # Both far from the lines at the start: a game is worth about one game point.
    assert abs(8 * v[0] - 4) < 0.5


def test_expert_values_skunks_where_the_rules_count_them():
    """C83: skunks are counted by default on the classic board, not on Crib Wars (W41);
    the Expert then plays by the table of game points, and ``skunks=False`` (the hand
    review's chance of winning) by the chance."""
    classic = rigged(2, 1, {0: "5S 5D JC QH 2C 3H", 1: "AC AD 9S 8H 7C KC"}, "4S")
    obs = classic.observation(0)
    assert obs.rules.skunks
    assert ExpertBot(0).table(obs) is table_for("classic", True)
    assert ExpertBot(0, skunks=False).table(obs) is table_for("classic")
    off = rigged(2, 1, {0: "5S 5D JC QH 2C 3H", 1: "AC AD 9S 8H 7C KC"}, "4S",
                 skunks=False)
    assert table_of(off.observation(0)) is table_for("classic")
    wars = rigged(2, 1, {0: "5S 5D JC QH 2C 3H", 1: "AC AD 9S 8H 7C KC"}, "4S",
                  board="crib-wars")
    assert table_of(wars.observation(0)) is table_for("crib-wars")


def test_encoding_round_trips():
    vals = [0.0, 1.0, 0.5, 0.123456]
    assert [round(x, 4) for x in decode(encode(vals))] == [0.0, 1.0, 0.5, 0.1235]


# ----------------------------------------------------------------- the levels
def test_expert_v1_is_a_level_for_measuring_not_for_play():
    from cinch_qt.games.cribbage.table.settings import PLAYABLE_LEVELS
    assert "expert-v1" in LEVELS and "expert-noboard" in LEVELS
    assert "expert-v1" not in PLAYABLE_LEVELS
    assert isinstance(make_player("expert-v1", 1), ExpertV1Bot)
    nob = make_player("expert-noboard", 1)
    assert isinstance(nob, ExpertBot) and not nob.board_sense


def test_noboard_expert_plays_for_points_like_before():
    """``expert-noboard`` stays the points-only player: no table, no board bonus."""
    rules = Rules(players=2, board="crib-wars")
    state = rigged(2, 0, {0: "5S 3C 4S 4D KH KD", 1: "QC 6C 2H AD TS TD"}, "JS",
                   rules=rules)
    obs = state.observation(state.current_seat)
    nob = make_player("expert-noboard", 3)
    assert nob.table(obs) is None
    assert all("win" not in c.extra for c in nob.lay_choices(obs))
    assert "win" in ExpertBot(3).lay_choices(obs)[0].extra


def test_lay_away_is_judged_by_the_chance_of_winning():
    """Near the end of a classic game (pone needing four, C70: the pone counts first)
    every keep that holds four points whatever the starter is a sure win, and the
    choice is among them; then the points decide.  (Skunks off, C83: with them the
    table is of game points, test_skunk_table_values_a_game_by_its_game_points.)"""
    state = rigged(2, 1, {0: "5S 5D JC QH 2C 3H", 1: "AC AD 9S 8H 7C KC"}, "4S",
                   skunks=False)
    state.holes = ["M117", "M110"]
    obs = state.observation(0)
    cs = ExpertBot(0).lay_choices(obs)
    top = max(round(c.extra["win"], 5) for c in cs)
    chosen = ExpertBot(0).choose(obs).cards
    pick = next(c for c in cs if c.laid == chosen)
    assert round(pick.extra["win"], 5) == top > 0.99
    assert all(0.0 <= c.extra["win"] <= 1.0 for c in cs)
    # A keep that can count nothing with some starters is not a sure win.
    worst = min(cs, key=lambda c: c.extra["win"])
    assert worst.extra["win"] < top


@pytest.mark.parametrize("players", [4])
def test_without_a_table_the_expert_is_the_old_one(players):
    """No win-chance table for four players (game_value.py; three sides have theirs
    since, test_cribbage_ai_game3.py): there the Expert decides exactly as Expert v1
    did (same seeded guesses, same values)."""
    checked = 0
    for seed in range(2):
        for obs in first_hand_decisions(Rules(players=players, board="crib-wars"), seed):
            assert ExpertBot(5).choose(obs) == ExpertV1Bot(5).choose(obs)
            checked += 1
    assert checked > 10


def test_lay_away_weighs_the_whole_play_distribution():
    """Both sides two holes from the game hole (119 each, C80, C61), North
    deals; C43 withholds heels there.  South (the pone) keeps a pair, so its hand holds
    two points whatever the starter (C73) and wins at the show unless the dealer pegs
    out first (C70: the pone counts first).  Its chance is then P(pone pegs 2 or more)
    + P(neither pegs 2), from the sampled joint distribution of the play, whole.  With
    the play as three fixed outcomes a side (the thirds, as the lay-away had it) the
    figure is 5/9 instead; the three-sided lay-away dropped the thirds for the same
    reason (game_play3.lay_win).  Skunks off (C83): the table is then of chances."""
    table = table_for("classic")
    assert not table.heels_ok[119]                                  # C43
    state = rigged(2, 1, {0: "5S 5D JC QH 2C 3H", 1: "AC AD 9S 8H 7C KC"}, "4S",
                   skunks=False)
    state.holes = ["M119", "M119"]
    obs = state.observation(0)
    bot = ExpertBot(0)
    bot.peg_table_weight = 0.0        # no play-out correction: the table's play alone
    bot.pegging_weight = 0.0
    cs = {c.laid: c for c in bot.lay_choices(obs)}
    keep_pair = cs[tuple(sorted(parse_card(x) for x in ("2C", "3H")))]
    assert sorted(keep_pair.kept) == sorted(parse_card(x) for x in ("5S", "5D", "JC", "QH"))
    whole = (sum(p for a, _b, p in table.peg if a >= 2)
             + sum(p for a, b, p in table.peg if a < 2 and b < 2))
    assert keep_pair.extra["win"] == pytest.approx(whole, abs=1e-6)
    assert abs(whole - 5 / 9) > 0.005
