"""The cribbage book, rule by rule (shared/CRIBBAGE.md C1…C105): one test per rule id."""

from __future__ import annotations

import itertools
import random

import pytest

from cinch_qt.games.cribbage.engine import (
    Claim,
    Discard,
    GameState,
    Go,
    IllegalAction,
    Play,
    Rules,
    RulesError,
    parse_card,
    parse_cards,
    peg_points,
    score_hand,
    show_items,
)
from cinch_qt.games.cribbage.engine.cards import RANK, VALUE
from cinch_qt.games.cribbage.engine.observation import observe
from tests.cribbage_helpers import Rigged, lay_first, play_random, ranks, rigged

C = parse_card


def refused(state: GameState, action, rule: str) -> None:
    """The action is refused naming ``rule`` and the state is exactly as before."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.rule == rule, info.value
    assert state.snapshot() == before


def events(state: GameState, *kinds: str) -> list[dict]:
    return [e for e in state.events if not kinds or e["e"] in kinds]


def scores(state: GameState, why: str | None = None) -> list[tuple[str, int]]:
    return [(e["side"], e["points"]) for e in state.events
            if e["e"] == "score" and (why is None or e["why"] == why)]


def play(state: GameState, *cards: str) -> None:
    for name in cards:
        state.apply(Play(state.current_seat, C(name)))


# ----------------------------------------------------------------- players, seats, sides
def test_c1_sides_per_table():
    assert Rules(players=2).side_names == ("S", "N")
    assert Rules(players=3).side_names == ("S", "W", "E")
    assert Rules(players=4).side_names == ("NS", "EW")
    assert Rules(players=6).side_names == ("A", "B", "C")
    for bad in (1, 5, 7, True):
        with pytest.raises(RulesError) as info:
            Rules(players=bad)
        assert info.value.rule == "C1"


def test_c2_seats_and_partners_opposite():
    assert Rules(players=4).seat_names == ("S", "W", "N", "E")
    r4 = Rules(players=4)
    assert [r4.seat_names[s] for s in r4.side_seats(0)] == ["S", "N"]
    assert [r4.seat_names[s] for s in r4.side_seats(1)] == ["W", "E"]
    r6 = Rules(players=6)
    assert r6.seat_names == ("S", "SW", "NW", "N", "NE", "SE")
    assert [[r6.seat_names[s] for s in r6.side_seats(k)] for k in range(3)] == [
        ["S", "N"], ["SW", "NE"], ["NW", "SE"]]


def test_c3_deal_play_and_show_go_clockwise_from_dealers_left():
    st = GameState(Rules(players=4), 3)
    order = [(st.dealer + k) % 4 for k in range(1, 5)]
    assert st.active == order
    assert st.pack[0] in st.deal[order[0]] and st.pack[1] in st.deal[order[1]]
    lay_first(st)
    assert st.current_seat == order[0]           # the play starts at the dealer's left
    play_random(st, 1, until=lambda s: s.hand_no == 1)
    ev = st.hand_records[0]["events"]
    names = st.seat_names
    assert [e["seat"] for e in ev if e["e"] == "lay"] == [names[s] for s in order]
    assert [e["seat"] for e in ev if e["e"] == "show"] == [names[s] for s in order] + [
        names[order[-1]]]
    plays = [e["seat"] for e in ev if e["e"] == "play"]
    # a first card leaves at most 21 to go, so the second card always fits: clockwise
    assert plays[:2] == [names[order[0]], names[order[1]]]


def test_c4_partners_score_for_their_side():
    st = rigged(4, 3, {0: "5H 5D 2C 3C 9C", 1: "KS QS JS TS 4H", 2: "5S 6H 7D 8C 2D",
                       3: "AH AD AC 9H 9D"}, "KD")
    lay_first(st)
    play(st, "5H")       # S (dealer's left)
    play(st, "KS")       # W: 15 -> EW scores 2
    play(st, "5S")       # N: 20
    assert scores(st, "play") == [("EW", 2)]


def test_c5_observation_holds_only_own_cards():
    st = GameState(Rules(players=4), 11)
    for seat in st.rules.seats:
        obs = observe(st, seat)
        assert set(obs.hand) == set(st.hands[seat])
        others = {c for s in st.active if s != seat for c in st.hands[s]}
        assert not others & set(obs.hand)


# ----------------------------------------------------------------- cards
def test_c10_counting_values():
    assert [VALUE[C(x)] for x in "AS 2S 9S TS JS QS KS".split()] == [1, 2, 9, 10, 10, 10, 10]


def test_c11_runs_by_rank_ace_low_only():
    assert peg_points(ranks("TH JH QH"), 30) == 3           # 10-J-Q is a run
    assert peg_points(ranks("JH QH"), 20) == 0              # J-Q is no pair
    assert peg_points(ranks("QH KH AH"), 21) == 0           # no turning the corner
    assert peg_points(ranks("AH 2H 3H"), 6) == 3
    assert score_hand(parse_cards("QH KD AS 9C"), C("2D")) == 0
    assert score_hand(parse_cards("JH 5D 9C 7C"), C("2D")) == 2   # J+5 is 15; 7-9-J no run


def test_c12_suits_only_for_flush_and_nobs():
    a = score_hand(parse_cards("2H 4H 8H TH"), C("KS"))
    b = score_hand(parse_cards("2H 4D 8H TH"), C("KS"))
    assert a - b == 4
    assert peg_points(ranks("5H 5H"), 10) == peg_points(ranks("5H 5S"), 10)


# ----------------------------------------------------------------- cut for the deal
def test_c20_lowest_card_deals_first():
    st = GameState(Rules(players=3), 0, shuffler=Rigged(
        [[(0, C("9H")), (1, C("3C")), (2, C("KD"))]], [], []))
    assert st.dealer == 1
    assert st.draw == [(0, C("9H")), (1, C("3C")), (2, C("KD"))]


def test_c21_only_the_tied_draw_again_and_suits_never_break_ties():
    st = GameState(Rules(players=3), 0, shuffler=Rigged(
        [[(0, C("3H")), (1, C("KC")), (2, C("3S"))], [(0, C("8D")), (2, C("2D"))]], [], []))
    assert st.dealer == 2
    assert [s for s, _ in st.draw] == [0, 1, 2, 0, 2]


def test_c22_every_game_starts_with_a_new_draw():
    dealers = set()
    for seed in range(30):
        st = GameState(Rules(players=4), seed)
        dealers.add(st.dealer)
        draws, drawing = list(st.draw), 4
        while True:                                   # replay the rounds of C20, C21
            rnd, draws = draws[:drawing], draws[drawing:]
            low = min(RANK[c] for _, c in rnd)
            tied = [s for s, c in rnd if RANK[c] == low]
            if len(tied) == 1:
                break
            drawing = len(tied)
        assert not draws and tied == [st.dealer]
    assert len(dealers) > 1


def test_c23_deal_passes_clockwise():
    st = GameState(Rules(players=4), 2)
    first = st.dealer
    play_random(st, 2, until=lambda s: s.hand_no == 2)
    assert [h["dealer"] for h in st.hand_records[:2]] == [
        st.seat_names[first], st.seat_names[(first + 1) % 4]]
    assert st.dealer == (first + 2) % 4


def test_c24_same_seed_same_game():
    def game(seed):
        st = GameState(Rules(players=3), seed)
        play_random(st, seed)
        return st.to_record()
    assert game(7) == game(7)
    assert game(7)["hands"][0]["pack"] != game(8)["hands"][0]["pack"]


# ----------------------------------------------------------------- deal and crib
def test_c30_one_card_at_a_time_from_dealers_left():
    st = GameState(Rules(players=3), 4)
    order = st.active
    for i, c in enumerate(st.pack[:15]):
        assert st.deal[order[i % 3]][i // 3] == c
    assert st.stock == st.pack[15:]


@pytest.mark.parametrize("players,size,lay,crib", [(2, 6, 2, 4), (3, 5, 1, 4), (4, 5, 1, 4),
                                                   (6, 5, 1, 4)])
def test_c31_c32_c33_c34_hand_sizes(players, size, lay, crib):
    st = GameState(Rules(players=players), 9)
    assert all(len(h) == size for h in st.hands.values())
    lay_first(st)
    assert all(len(st.kept[s]) == 4 for s in st.active)
    assert len(st.crib) == crib


def test_c31_two_players_lay_two():
    st = GameState(Rules(players=2), 1)
    seat = st.current_seat
    refused(st, Discard(seat, (st.hands[seat][0],)), "C103")


def test_c32_three_players_stock_card_to_crib():
    st = rigged(3, 2, {0: "AH 2H 3H 4H 5H", 1: "6H 7H 8H 9H TH", 2: "AS 2S 3S 4S 5S"}, "KD",
                crib_stock="QC")
    lay_first(st)
    assert st.crib == parse_cards("5H TH 5S QC")
    assert events(st, "crib_stock") == [{"e": "crib_stock", "card": "QC"}]


def test_c33_four_players_lay_one_each():
    st = GameState(Rules(players=4), 2)
    lay_first(st)
    assert len(st.crib) == 4 and not st.buried


def test_c34_six_players_dealing_side_buries():
    st = GameState(Rules(players=6), 5)
    dealer, partner = st.dealer, (st.dealer + 3) % 6
    lay_first(st)
    assert len(st.buried) == 2 and len(st.crib) == 4
    assert not set(st.crib) & (set(st.laid[dealer]) | set(st.laid[partner]))
    kinds = {e["seat"]: e["e"] for e in st.events if e["e"] in ("lay", "bury")}
    assert kinds[st.seat_names[dealer]] == kinds[st.seat_names[partner]] == "bury"
    assert sum(1 for k in kinds.values() if k == "lay") == 4


def test_c35_crib_belongs_to_dealer_and_is_counted_last():
    st = GameState(Rules(players=2), 6)
    play_random(st, 6, until=lambda s: s.hand_no == 1)
    shows = [e for e in st.hand_records[0]["events"] if e["e"] == "show"]
    assert shows[-1]["what"] == "crib" and shows[-1]["seat"] == st.hand_records[0]["dealer"]


def test_c36_lays_are_hidden_from_the_others():
    st = GameState(Rules(players=2), 3)
    first = st.current_seat
    cards = tuple(st.hands[first][:2])
    st.apply(Discard(first, cards))
    other = 1 - first
    lay_ev = [e for e in observe(st, other).events if e["e"] == "lay"]
    assert lay_ev == [{"e": "lay", "seat": st.seat_names[first], "count": 2}]
    assert observe(st, first).laid == cards


def test_c37_every_card_in_exactly_one_place():
    for players in (2, 3, 4, 6):
        st = GameState(Rules(players=players), players)
        lay_first(st)
        places = [c for s in st.active for c in st.kept[s]] + st.crib + st.buried + \
            [c for c in st.stock if c != st.crib_stock]
        assert sorted(places) == list(range(52))


# ----------------------------------------------------------------- starter
def test_c40_starter_is_top_of_lower_packet():
    st = GameState(Rules(players=2), 8)
    lay_first(st)
    ev = events(st, "starter")[0]
    assert C(ev["card"]) == st.stock[ev["cut"]] == st.starter


def test_c41_cut_leaves_four_and_buried_cards_are_never_the_starter():
    for seed in range(40):
        st = GameState(Rules(players=6), seed)
        lay_first(st)
        assert 4 <= st.cut <= len(st.stock) + 2 - 4
        assert st.starter not in st.buried
    st = GameState(Rules(players=3), 1)
    lay_first(st)
    assert st.starter == st.stock[st.cut + 1]


def test_c42_his_heels():
    st = rigged(2, 1, {0: "AH 2H 3H 4H 5H 6H", 1: "AS 2S 3S 4S 5S 6S"}, "JD")
    lay_first(st)
    assert events(st, "score") == [{"e": "score", "side": "N", "why": "heels", "points": 2,
                                    "from": "M0", "to": "M2"}]


@pytest.mark.parametrize("hole,option,scored", [(117, "withheld", True), (118, "withheld", False),
                                                (120, "withheld", False),
                                                (119, "allowed", True)])
def test_c43_heels_near_the_end(hole, option, scored):
    st = rigged(2, 1, {0: "AH 2H 3H 4H 5H 6H", 1: "AS 2S 3S 4S 5S 6S"}, "JD",
                heels_near_end=option)
    st.holes[1] = f"M{hole}"
    lay_first(st)
    assert bool(scores(st, "heels")) == scored


# ----------------------------------------------------------------- the play
def two_player_play(s_keep: str, n_keep: str, starter: str = "KD") -> GameState:
    """S (pone) keeps and plays ``s_keep``, N deals and keeps ``n_keep``."""
    st = rigged(2, 1, {0: s_keep + " 2C 3C", 1: n_keep + " 2D 3D"}, starter)
    lay_first(st)
    return st


def test_c50_pone_leads_and_count_is_shown():
    st = two_player_play("KH QH 5C 4D", "TS 9S 8S 7S")
    assert st.current_seat == 0
    play(st, "KH")
    assert st.count == 10 and events(st, "play")[-1]["count"] == 10
    refused(st, Play(1, C("KH")), "C50")


def test_c51_must_play_a_card_that_fits():
    st = two_player_play("KH QH 5C 4D", "TS 9S 8S 7S")
    play(st, "KH", "TS")
    assert set(st.legal_actions()) == {Play(0, c) for c in parse_cards("QH 5C 4D")}


def test_c52_go_said_for_a_player_who_cannot_play():
    st = two_player_play("KH QH 5C AD", "TS 9S 8S 7S")
    play(st, "KH", "TS", "QH")                  # 30: N cannot play
    assert events(st, "go") == [{"e": "go", "seat": "N"}]
    assert st.current_seat == 0                 # S plays on: the ace fits
    play(st, "AD")                              # 31
    assert scores(st, "play") == [("S", 2)]


def test_c53_go_point_to_last_player_and_new_count_from_the_next():
    st = two_player_play("KH QH 5C 4D", "TS 9S 8S 7S")
    play(st, "KH", "TS", "QH")                  # 30, N go, S cannot play either
    kinds = [e["e"] for e in st.events if e["e"] in ("go", "score", "reset")]
    assert kinds == ["go", "score", "reset"]
    assert scores(st, "go") == [("S", 1)]
    assert st.count == 0 and st.current_seat == 1


def test_c53_same_player_goes_on_when_the_other_has_no_cards():
    st = two_player_play("KH QH 5C 4D", "TS 9S 8S 7S")
    play(st, "KH", "TS", "QH", "9S", "5C", "8S", "4D")   # 26: S is out of cards, N go
    assert st.current_seat == 1 and st.count == 0        # N begins the next count alone
    play(st, "7S")
    ev = st.hand_records[0]["events"] if st.hand_no else st.events
    gos = [(e["side"], e["points"]) for e in ev if e["e"] == "score" and e["why"] == "go"]
    assert gos == [("S", 1), ("S", 1), ("N", 1)]


def test_c54_thirty_one_scores_two_and_no_go_point():
    st = two_player_play("KH QH 5C AD", "TS 9S 8S 7S")
    play(st, "KH", "TS", "QH", "AD")
    assert scores(st) == [("S", 2)]
    assert [e["e"] for e in st.events[-3:]] == ["play", "score", "reset"]
    assert not [e for e in st.events if e["e"] == "go" and e["seat"] == "S"]


def test_c55_last_card_scores_one():
    st = two_player_play("KH 2H 3S 4D", "KS 9S 8S 7S")
    play_random(st, 0, until=lambda s: s.phase != "play")
    ev = st.hand_records[0]["events"] if st.hand_no else st.events
    last_play = max(i for i, e in enumerate(ev) if e["e"] == "play")
    after = ev[last_play + 1:]
    goes = [e for e in after if e["e"] == "score" and e["why"] == "go"]
    count = ev[last_play]["count"]
    assert (len(goes) == 1) == (count != 31)
    assert not [e for e in after if e["e"] == "reset"]


def test_c56_fifteen_scores_two():
    assert peg_points(ranks("8H 7S"), 15) == 2


def test_c57_pairs_royal_double_royal():
    assert peg_points(ranks("7H 7S"), 14) == 2
    assert peg_points(ranks("7H 7S 7D"), 21) == 6
    assert peg_points(ranks("3H 3S 3D 3C"), 12) == 12
    assert peg_points(ranks("7H 8S 7D"), 22) == 0        # broken by the 8


def test_c58_runs_source_example():
    assert peg_points(ranks("7H 8S 6D"), 21) == 3
    assert peg_points(ranks("7H 8S 6D 4C"), 25) == 0
    assert peg_points(ranks("7H 8S 6D 4C 5C"), 30) == 5
    assert peg_points(ranks("7H 8S 6D 5C"), 26) == 4
    assert peg_points(ranks("7H 8S 6D 9C"), 30) == 4
    assert peg_points(ranks("7H 8S 6D 6C"), 27) == 2     # a repeated rank breaks it


def test_c59_several_ways_at_once_and_nothing_carries_over():
    assert peg_points(ranks("5H 5S 5D"), 15) == 2 + 6
    assert peg_points(ranks("TH JS QD AC"), 31) == 2 + 0
    assert peg_points(ranks("9H TS 6D 6S"), 31) == 2 + 2
    st = two_player_play("KH QH AD 5C", "TS 9S 8S AS")
    play(st, "KH", "TS", "QH", "AS")             # 31 by N
    play(st, "AD")                               # new count: no pair with the AS
    assert scores(st) == [("N", 2)]


def test_c60_one_move_per_card():
    st = two_player_play("KH QH 5C 4D", "TS 9S 8S 7S")
    play(st, "5C", "TS")                         # 15 -> N scores 2 in one move
    assert events(st, "score") == [{"e": "score", "side": "N", "why": "play", "points": 2,
                                    "from": "M0", "to": "M2"}]


def test_c61_game_ends_at_once_in_the_play():
    st = two_player_play("KH QH 5C 4D", "TS 9S 8S 7S")
    st.holes[1] = "M120"
    play(st, "5C", "TS")
    assert st.is_over and st.winner == 1
    assert st.events[-1] == {"e": "win", "side": "N"}
    refused(st, Play(0, C("KH")), "C61")


# ----------------------------------------------------------------- the show
def test_c70_show_order_and_one_move_each():
    st = rigged(3, 0, {0: "AH 2H 3H 4H 5H", 1: "6H 7H 8H 9H TH", 2: "AS 2S 3S 4S 5S"}, "KD",
                crib_stock="QC")
    play_random(st, 0, until=lambda s: s.hand_no == 1)
    ev = st.hand_records[0]["events"]
    shows = [(e["seat"], e["what"]) for e in ev if e["e"] == "show"]
    assert shows == [("W", "hand"), ("E", "hand"), ("S", "hand"), ("S", "crib")]
    for i, e in enumerate(ev):
        if e["e"] == "show" and e["total"]:
            assert ev[i + 1]["e"] == "score" and ev[i + 1]["points"] == e["total"]


def test_c71_fifteens():
    assert show_items(parse_cards("7H 8S 2D 3C"), C("5D")).count(("fifteen", 2)) == 3


def test_c72_pairs():
    assert score_hand(parse_cards("9H 9S 9D 2C"), C("KD")) == 6
    assert score_hand(parse_cards("9H 9S 9D 9C"), C("KD")) == 12


@pytest.mark.parametrize("hand,starter,runs_and_pairs", [
    ("4H 4S 5D 6C", "QD", 8),      # double run of three
    ("4H 4S 5D 6C", "7D", 10),     # double run of four
    ("4H 4S 4D 5C", "6D", 15),     # triple run
    ("4H 4S 5D 5C", "6D", 16),     # double-double run
])
def test_c73_runs_double_triple_double_double(hand, starter, runs_and_pairs):
    items = show_items(parse_cards(hand), C(starter))
    assert sum(p for k, p in items if k in ("run", "pair")) == runs_and_pairs
    assert ("run", 5) not in items


def test_c74_hand_flush():
    assert score_hand(parse_cards("2H 4H 8H TH"), C("KS")) == 4
    assert score_hand(parse_cards("2H 4H 8H TH"), C("KH")) == 5


def test_c75_crib_flush_needs_the_starter():
    assert score_hand(parse_cards("2H 4H 8H TH"), C("KS"), crib=True) == 0
    assert score_hand(parse_cards("2H 4H 8H TH"), C("KH"), crib=True) == 5


def test_c76_nobs_and_never_for_a_jack_starter():
    assert score_hand(parse_cards("JH 2C 4D 9S"), C("7H")) == 3
    assert score_hand(parse_cards("JH 2C 4D 9S"), C("7S")) == 2
    assert ("nobs", 1) not in show_items(parse_cards("2C 4D 9S KC"), C("JH"))


@pytest.mark.parametrize("hand,starter,hand_total,crib_total", [
    ("5H 5D 5S JC", "5C", 29, 29),
    ("4C 5D 6H 7S", "6D", 14, 14),
    ("3C 3D 4H 4S", "5C", 20, 20),
    ("3C 3D 3H 4S", "5C", 21, 21),
    ("JH 2C 4D 9S", "7H", 3, 3),
    ("2H 4H 8H TH", "KS", 4, 0),
    ("2H 4H 8H TH", "KH", 5, 5),
])
def test_c77_test_vectors(hand, starter, hand_total, crib_total):
    assert score_hand(parse_cards(hand), C(starter)) == hand_total
    assert score_hand(parse_cards(hand), C(starter), crib=True) == crib_total
    assert sum(p for _, p in show_items(parse_cards(hand), C(starter))) == hand_total


def test_c77_breakdowns():
    items = show_items(parse_cards("5H 5D 5S JC"), C("5C"))
    assert items.count(("fifteen", 2)) == 8 and items.count(("pair", 2)) == 6
    assert ("nobs", 1) in items
    items = show_items(parse_cards("4C 5D 6H 7S"), C("6D"))
    assert sorted(items) == sorted([("fifteen", 2)] * 2 + [("run", 4)] * 2 + [("pair", 2)])


# ----------------------------------------------------------------- winning, skunks
def test_c80_game_hole_121():
    st = two_player_play("KH QH 5C 4D", "TS 9S 8S 7S")
    assert st.board.finish == "M121"
    st.holes[0] = "M119"
    play(st, "KH", "TS", "QH")          # go point: 120, no win yet
    assert not st.is_over and st.holes[0] == "M120"
    assert st.board.move("M120", 5).end == "M121"     # going past does not matter


@pytest.mark.parametrize("loser,points", [(91, 1), (90, 2), (61, 2), (60, 4), (0, 4)])
def test_c81_skunk_lines(loser, points):
    st = two_player_play("KH QH 5C 4D", "TS 9S 8S 7S")
    st.holes[1] = "M120"
    st.holes[0] = f"M{loser}"
    play(st, "5C", "TS")
    assert st.game_points == {0: points}
    assert st.result() == {"S": -points, "N": points}


def test_c82_each_loser_judged_alone():
    st = rigged(3, 2, {0: "5H 2H 3H 4H 6H", 1: "TS 7H 8H 9H TH", 2: "AS 2S 3S 4S 6S"}, "KD")
    st.holes = ["M100", "M120", "M50"]
    lay_first(st)
    play(st, "5H", "TS")
    assert st.is_over and st.game_points == {0: 1, 2: 4}
    assert st.to_record()["final"]["game_points"] == {"S": 1, "E": 4}


def test_c83_skunks_option_defaults():
    assert Rules().skunks is True
    assert Rules(board="crib-wars").skunks is False
    st = two_player_play("KH QH 5C 4D", "TS 9S 8S 7S")
    st2 = rigged(2, 1, {0: "KH QH 5C 4D 2C 3C", 1: "TS 9S 8S 7S 2D 3D"}, "KD", skunks=False)
    lay_first(st2)
    for s in (st, st2):
        s.holes[1] = "M120"
        play(s, "5C", "TS")
    assert st.game_points == {0: 4} and st2.game_points == {0: 1}


def test_c84_match_option():
    assert Rules(match=5).match == 5
    for bad in (2, 0, True):
        with pytest.raises(RulesError) as info:
            Rules(match=bad)
        assert info.value.rule == "C84"


# ----------------------------------------------------------------- counting, muggins
def manual_show(claim_hand: int, muggins: str = "off", players: int = 2):
    """S (pone) holds 4C 5D 6H 7S with starter 6D: a hand worth 14 (C77)."""
    st = rigged(2, 1, {0: "4C 5D 6H 7S KC QC", 1: "AS 2S 3S 9D KD QD"}, "6D",
                counting="manual", muggins=muggins)
    lay_first(st)
    play_random(st, 0, until=lambda s: s.phase == "show")
    assert st.current_seat == 0 and st.decision().what == "hand"
    assert st.true_count() == 14
    st.apply(Claim(0, claim_hand))
    return st, (st.hand_records[0]["events"] if st.hand_no else st.events)


def test_c90_automatic_counting_pegs_every_combination():
    st = rigged(2, 1, {0: "4C 5D 6H 7S KC QC", 1: "AS 2S 3S 9D KD QD"}, "6D")
    play_random(st, 0, until=lambda s: s.hand_no == 1)
    show = [e for e in st.hand_records[0]["events"] if e["e"] == "show"][0]
    assert show["total"] == 14 and "claimed" not in show
    assert sum(p for _, p in show["items"]) == 14


def test_c91_manual_counting_waits_for_the_persons_claim():
    st, ev = manual_show(14)
    show = [e for e in ev if e["e"] == "show" and e["seat"] == "S"][0]
    assert show["claimed"] == 14 and show["total"] == 14


def test_c92_exact_claim_is_pegged():
    st, ev = manual_show(14)
    assert [(e["side"], e["why"], e["points"]) for e in ev if e["e"] == "score"
            and e["why"] in ("hand", "muggins", "excess")][0] == ("S", "hand", 14)


def test_c93_low_claim_pegs_the_claim():
    st, ev = manual_show(10)
    hand_scores = [e for e in ev if e["e"] == "score" and e["why"] == "hand" and e["side"] == "S"]
    assert hand_scores[0]["points"] == 10
    assert not [e for e in ev if e["e"] == "score" and e["why"] == "muggins"]


def test_c94_over_claim_pegs_the_truth_and_the_excess_to_the_opponent():
    st, ev = manual_show(20)
    s = [(e["side"], e["why"], e["points"]) for e in ev if e["e"] == "score"
         and e["why"] in ("hand", "excess")]
    assert s[:2] == [("S", "hand", 14), ("N", "excess", 6)]


@pytest.mark.parametrize("muggins,expect", [
    ("off", [("S", "hand", 10)]),
    ("cut-throat", [("S", "hand", 10), ("N", "muggins", 4)]),
    ("friendly", [("S", "hand", 14)]),
])
def test_c95_muggins_options(muggins, expect):
    st, ev = manual_show(10, muggins)
    got = [(e["side"], e["why"], e["points"]) for e in ev if e["e"] == "score"
           and (e["why"] == "muggins" or (e["why"] == "hand" and e["side"] == "S"))]
    assert got == expect


def test_c95_muggins_needs_manual_counting():
    with pytest.raises(RulesError) as info:
        Rules(muggins="cut-throat")
    assert info.value.rule == "C95"


def test_c96_bots_count_exactly():
    # Only the person's seat (S) is asked; every other count is exact.
    st, _ = manual_show(14)
    play_random(st, 1, until=lambda s: s.hand_no == 1)
    for e in st.hand_records[0]["events"]:
        if e["e"] == "show" and e["seat"] != "S":
            assert "claimed" not in e


def test_c97_hint_count_is_available_to_the_table():
    st = rigged(2, 1, {0: "4C 5D 6H 7S KC QC", 1: "AS 2S 3S 9D KD QD"}, "6D",
                counting="manual")
    lay_first(st)
    play_random(st, 0, until=lambda s: s.phase == "show")
    assert st.true_count() == 14     # what a count hint would say (C97)


# ----------------------------------------------------------------- irregularities
def test_c100_out_of_turn_refused():
    st = GameState(Rules(players=4), 1)
    seat = st.current_seat
    other = (seat + 1) % 4
    refused(st, Discard(other, (st.hands[other][0],)), "C100")
    lay_first(st)
    seat = st.current_seat
    refused(st, Play((seat + 1) % 4, st.hands[(seat + 1) % 4][0]), "C100")
    refused(st, Claim(seat, 3), "C91")


def test_c101_no_hidden_card_in_any_observation():
    from cinch_qt.games.cribbage.engine.cards import CARD_NAMES
    for players in (2, 3, 4, 6):
        st = GameState(Rules(players=players), 40 + players)
        rng = random.Random(players)
        while not st.is_over and st.hand_no < 3:
            for seat in st.rules.seats:
                obs = observe(st, seat)
                hidden = {c for s in st.active if s != seat for c in st.hands.get(s, [])}
                hidden |= {c for s in st.dead for c in st.dead[s]}
                hidden |= {c for c in st.buried if c not in st.laid.get(seat, [])}
                hidden |= {c for c in st.stock if c not in (st.starter, st.crib_stock)}
                if st.phase != "show" or not any(e["e"] == "show" and e["what"] == "crib"
                                                 for e in st.events):
                    hidden |= {c for c in st.crib if c not in st.laid.get(seat, [])}
                for c in hidden:
                    assert CARD_NAMES[c] not in repr(obs.events), (CARD_NAMES[c], seat)
                    assert c not in obs.hand and c not in obs.laid and c not in obs.kept
            st.apply(rng.choice(st.legal_actions()))


def test_c102_deal_sizes():
    for players, size in ((2, 6), (3, 5), (4, 5), (6, 5)):
        st = GameState(Rules(players=players), 3)
        assert {len(h) for h in st.deal.values()} == {size}
        assert len(st.stock) == 52 - size * players


def test_c103_wrong_lay_refused():
    st = GameState(Rules(players=2), 1)
    seat = st.current_seat
    hand = st.hands[seat]
    refused(st, Discard(seat, tuple(hand[:3])), "C103")
    refused(st, Discard(seat, (hand[0], hand[0])), "C103")
    foreign = next(c for c in range(52) if c not in hand)
    refused(st, Discard(seat, (hand[0], foreign)), "C103")
    st6 = GameState(Rules(players=6), 1)
    lay_first(st6)
    assert len(st6.crib) == 4 and all(len(st6.kept[s]) == 4 for s in st6.active)


def test_c104_past_31_and_go_while_a_card_fits_refused():
    st = two_player_play("KH QH 5C 4D", "TS 9S 8S 7S")
    play(st, "KH", "TS")
    refused(st, Go(0), "C104")
    play(st, "QH")
    st2 = two_player_play("KH QH 5C 4D", "TS 9S 8S 7S")
    play(st2, "KH", "TS", "4D")             # 24: N's 8 and 9 pass 31, 7 fits
    refused(st2, Play(1, C("9S")), "C104")


def test_c105_claim_range():
    st = rigged(2, 1, {0: "4C 5D 6H 7S KC QC", 1: "AS 2S 3S 9D KD QD"}, "6D",
                counting="manual")
    lay_first(st)
    play_random(st, 0, until=lambda s: s.phase == "show")
    for bad in (-1, 30, 2.5, "7", True):
        refused(st, Claim(0, bad), "C105")


def test_all_c_rules_have_a_test():
    import re
    import sys

    from tests.shared_books import CRIBBAGE_RULES
    book = CRIBBAGE_RULES.read_text(encoding="utf-8")
    ids = sorted(set(re.findall(r"^- (C\d+)\.", book, re.M)), key=lambda s: int(s[1:]))
    from tests.cribbage import test_cribbage_wars_flow as wars
    names = " ".join(dir(sys.modules[__name__]) + dir(wars))
    missing = [i for i in ids if f"_{i.lower()}_" not in names]
    assert not missing, missing


def test_combinations_are_all_offered():
    st = GameState(Rules(players=2), 1)
    seat = st.current_seat
    assert len(st.legal_actions()) == len(list(itertools.combinations(st.hands[seat], 2)))


def test_c84_match_to_game_points():
    from cinch_qt.games.cribbage.engine.match import Match
    m = Match(Rules(players=3, match=5), seed=2)
    games = 0
    while not m.is_over:
        g = m.new_game()
        play_random(g, games)
        m.add(g)
        games += 1
    assert m.points[m.winner] >= 5
    assert sum(m.points.values()) == sum(sum(g.game_points.values()) for g in m.games)
    assert len({tuple(g.draw) for g in m.games}) == len(m.games) or len(m.games) == 1
    with pytest.raises(ValueError):
        m.new_game()
    single = Match(Rules(players=2))
    g = single.new_game()
    play_random(g, 1)
    single.add(g)
    assert single.is_over                       # match=1: one game decides


def test_c70_crib_turned_up_for_its_claim_and_c5_bot_counts_from_its_observation():
    st = rigged(2, 0, {0: "4C 5D 6H 7S KC QC", 1: "AS 2S 3S 9D KD QD"}, "6D",
                counting="manual")
    lay_first(st)
    assert observe(st, 1).crib == () and observe(st, 0).crib == ()
    play_random(st, 0, until=lambda s: s.phase == "show")
    assert observe(st, 1).crib == ()                  # S (dealer) counts its hand first
    obs = observe(st, 0)
    assert obs.decision.what == "hand" and set(obs.counting) == set(st.kept[0])
    assert score_hand(obs.counting, obs.starter) == st.true_count()
    st.apply(Claim(0, st.true_count()))
    obs = observe(st, 0)
    assert obs.decision.what == "crib" and sorted(obs.crib) == sorted(st.crib)
    assert sorted(observe(st, 1).crib) == sorted(st.crib)   # face up for everyone
    assert obs.legal == tuple(Claim(0, p) for p in range(30))
    assert observe(st, 1).legal == ()


def test_c100_garbage_actions_refused_with_state_unchanged():
    st = GameState(Rules(players=2), 1)
    seat = st.current_seat
    for junk in (None, "play", 3):
        refused(st, junk, "C100")
    refused(st, Discard(seat, "ab"), "C103")
    refused(st, Discard(seat, ([1], [2])), "C103")
    refused(st, Discard("S", (1, 2)), "C100")
    lay_first(st)
    seat = st.current_seat
    refused(st, Play(seat, True), "C50")
    refused(st, Play(seat, "5H"), "C50")
    refused(st, Discard(seat, tuple(st.hands[seat][:1])), "C100")
