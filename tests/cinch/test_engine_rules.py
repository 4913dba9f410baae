"""One test (or a few) per rule id of shared/RULES.md, against the engine directly."""

from __future__ import annotations

import random

import pytest

from cinch_qt.games.cinch.engine import (
    GIVE,
    KEEP,
    OVER,
    PLAY,
    ROB,
    TRUMP,
    Bid,
    DealerGive,
    DealerKeep,
    GameState,
    IllegalAction,
    KeepTrumps,
    NameTrump,
    Pass,
    Play,
    Rules,
)
from cinch_qt.games.cinch.engine import errors as err
from cinch_qt.games.cinch.engine.cards import (
    HEARTS,
    TRUMP_TABLES,
    card_str,
    cards_of,
    mask_of,
    parse_card,
    rank_of,
)
from cinch_qt.games.cinch.engine.scoring import game_winner, score_hand
from cinch_qt.games.cinch.engine.tricks import beats, legal_mask, trick_winner_index
from tests.engine_helpers import E, N, S, W, bid_out, cards, dealt_state, snapshot

H = TRUMP_TABLES[HEARTS]


def c(text: str) -> int:
    return parse_card(text)


def refused(state: GameState, action, rule: str) -> IllegalAction:
    """Apply an illegal action: it must raise naming ``rule`` and change nothing."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.rule == rule, info.value
    assert snapshot(state) == before
    return info.value


def to_play(state: GameState) -> None:
    """Finish the draw with the simplest legal choices until the first card."""
    while state.phase != PLAY:
        d = state.decision()
        state.apply(d.action(d.candidates[:d.count]))


# ----------------------------------------------------------------- seats (R1–R3)
def test_r1_four_seats_clockwise_partners_facing():
    rules = Rules()
    assert rules.seats == (S, W, N, E)
    assert [rules.next_seat(s) for s in (S, W, N, E)] == [W, N, E, S]
    assert rules.side_of(S) == rules.side_of(N) == "NS"
    assert rules.side_of(E) == rules.side_of(W) == "EW"
    state = dealt_state({}, dealer=E)
    assert state.current == S  # bidding starts at the dealer's left


def test_r2_two_and_three_players_each_a_side():
    two, three = Rules(players=2), Rules(players=3)
    assert two.seats == (S, N) and two.sides == ("S", "N")
    assert three.seats == (S, W, E) and three.sides == ("S", "W", "E")
    assert three.next_seat(W) == E and three.next_seat(E) == S


def test_r3_highest_card_of_the_draw_deals():
    for seed in range(40):
        state = GameState(Rules(), seed)
        last_round = state.draw_for_deal[-1]
        top = max(rank_of(card) for _, card in last_round)
        winners = [seat for seat, card in last_round if rank_of(card) == top]
        assert winners == [state.dealer]
        for earlier in state.draw_for_deal[:-1]:  # ties drew again
            top = max(rank_of(card) for _, card in earlier)
            assert sum(rank_of(card) == top for _, card in earlier) > 1


def test_r3_deal_passes_left_even_after_a_throw_in():
    state = dealt_state({}, dealer=E)
    for seat in (S, W, N, E):
        state.apply(Pass(seat))
    assert state.hand_no == 1 and state.dealer == S and state.current == W


# ----------------------------------------------------------------- cards (R10–R13)
def test_r10_one_pack_of_52():
    state = GameState(Rules(), 3)
    everything = [x for s in state.seats for x in state.deal[s]] + state.pack
    assert sorted(everything) == list(range(52))


def test_r11_trump_ranking_with_left_pedro_between_five_and_four():
    order = cards("AH KH QH JH TH 9H 8H 7H 6H 5H 5D 4H 3H 2H")
    assert mask_of(order) == H.trump_mask and H.trump_mask.bit_count() == 14
    for i, high in enumerate(order):
        for low in order[i + 1:]:
            assert beats(high, low, H) and not beats(low, high, H), (card_str(high),
                                                                     card_str(low))


def test_r12_plain_suits_rank_normally_and_trump_colour_suit_lost_its_five():
    diamonds = cards("AD KD QD JD TD 9D 8D 7D 6D 4D 3D 2D")
    for i, high in enumerate(diamonds):
        for low in diamonds[i + 1:]:
            assert beats(high, low, H)
    assert H.suit_masks[1] == mask_of(diamonds)
    assert trick_winner_index(cards("4D 3D 2D"), H) == 0


def test_r13_off_five_follows_trump_not_its_printed_suit():
    # A trump (heart) is led: the off-five is a trump and must be played (R41).
    hand = mask_of(cards("5D KD 9C"))
    assert legal_mask(hand, c("2H"), H) == mask_of(cards("5D"))
    # A diamond is led: the five of diamonds is not a diamond, the king is.
    assert legal_mask(hand, c("9D"), H) == mask_of(cards("KD 5D"))
    # It wins a diamond trick as a trump would.
    assert trick_winner_index(cards("9D AD 5D"), H) == 2


def test_r13_off_five_is_kept_as_a_trump_in_the_discard():
    state = dealt_state({W: "5D 2H 9C 9S 8C 7C 6C 4C 3C"}, dealer=E)
    bid_out(state, S, 3, "H")
    assert state.kept[W] == cards("5D 2H")


# ----------------------------------------------------------------- deal (R14–R15)
def test_r14_the_seed_reproduces_the_shuffle():
    a, b, other = GameState(Rules(), 77), GameState(Rules(), 77), GameState(Rules(), 78)
    assert a.deal == b.deal and a.pack == b.pack and a.dealer == b.dealer
    assert a.deal != other.deal
    assert a.to_record()["seed"] == 77


def test_r15_nine_each_three_at_a_time_from_the_dealers_left(monkeypatch):
    import cinch_qt.games.cinch.engine.state as state_module

    class Unshuffled:
        def __init__(self, seed):
            pass

        def shuffle(self, items):
            pass

        def randint(self, a, b):
            return 4  # the cut: the smallest packet the rule allows

    monkeypatch.setattr(state_module.random, "Random", Unshuffled)
    state = GameState(Rules(), 0, first_dealer=E)
    pack = list(range(4, 52)) + list(range(4))
    assert state.deal[S] == pack[0:3] + pack[12:15] + pack[24:27]
    assert state.deal[W] == pack[3:6] + pack[15:18] + pack[27:30]
    assert state.deal[E] == pack[9:12] + pack[21:24] + pack[33:36]
    assert state.pack == pack[36:] and len(state.pack) == 16
    assert len(GameState(Rules(players=2), 0).pack) == 34
    assert len(GameState(Rules(players=3), 0).pack) == 25


# ----------------------------------------------------------------- bidding (R20–R23)
def test_r20_one_turn_each_from_dealers_left_each_bid_higher():
    state = dealt_state({}, dealer=E)
    state.apply(Bid(S, 3))
    refused(state, Bid(W, 3), "R72")
    state.apply(Bid(W, 5))
    state.apply(Pass(N))
    state.apply(Bid(E, 6))
    assert state.phase == TRUMP and state.maker == E and state.bid == 6
    assert state.bids == [(S, 3), (W, 5), (N, None), (E, 6)]


def test_r20_minimum_bid_option():
    state = dealt_state({}, dealer=E, rules=Rules(min_bid=4))
    refused(state, Bid(S, 3), "R72")
    assert state.legal_bids() == list(range(4, 15))


def test_r21_fourteen_ends_the_bidding():
    state = dealt_state({}, dealer=E)
    state.apply(Bid(S, 14))
    assert state.phase == TRUMP and state.maker == S
    assert state.bids == [(S, 14), (W, None), (N, None), (E, None)]


def test_r22_all_pass_throws_the_hand_in():
    state = dealt_state({}, dealer=E)
    for seat in (S, W, N, E):
        state.apply(Pass(seat))
    record = state.hand_records[0]
    assert record["maker"] is None and record["scored"] == {"NS": 0, "EW": 0}
    assert "tricks" not in record and state.totals == {"NS": 0, "EW": 0}


def test_r22_stuck_dealer_must_bid():
    state = dealt_state({}, dealer=E, rules=Rules(all_pass="stuck_dealer", min_bid=2))
    for seat in (S, W, N):
        state.apply(Pass(seat))
    assert not state.can_pass()
    refused(state, Pass(E), "R22")
    refused(state, Bid(E, 1), "R72")
    state.apply(Bid(E, 2))
    assert state.maker == E and state.phase == TRUMP


def test_r23_highest_bidder_makes():
    state = dealt_state({}, dealer=E)
    bid_out(state, N, 7)
    assert state.maker == N and state.bid == 7 and state.current == N


# ----------------------------------------------------------------- trumps and draw (R30–R37)
def test_r30_maker_names_any_suit():
    state = dealt_state({}, dealer=E)
    bid_out(state, W, 4)
    refused(state, NameTrump(N, 2), "R70")
    state.apply(NameTrump(W, 3))
    assert state.trump == 3


def test_r31_non_dealers_discard_every_non_trump():
    state = dealt_state({S: "AH 3H 9C 9S 8C 7C 6C 4C 3C", W: "KH 2C 3S 4S 6S 7S 8S 9D TS",
                         N: "QH JH TH 9H 2S 2D 3D 4D 6D"}, pack="", dealer=E)
    bid_out(state, S, 3, "H")
    assert state.kept == {S: cards("AH 3H"), W: cards("KH"), N: cards("QH JH TH 9H")}
    assert state.discards[S] == mask_of(cards("9C 9S 8C 7C 6C 4C 3C"))
    assert state.shown[S] == 0  # non-trumps are discarded face down


def test_r32_seven_trumps_keep_six_and_show_the_rest():
    state = dealt_state({W: "AH KH QH JH TH 9H 8H 2C 3C"}, dealer=E)
    bid_out(state, S, 3, "H")
    d = state.decision()
    assert d.kind == KEEP and d.seat == W and d.count == 6
    assert d.candidates == tuple(sorted(cards("AH KH QH JH TH 9H 8H")))
    refused(state, KeepTrumps(W, frozenset(cards("AH KH QH JH TH 9H 8H"))), "R32")
    refused(state, KeepTrumps(W, frozenset(cards("AH KH QH JH TH 2C"))), "R32")
    refused(state, KeepTrumps(S, frozenset(cards("AH KH QH JH TH 9H"))), "R70")
    state.apply(KeepTrumps(W, frozenset(cards("AH KH QH JH TH 9H"))))
    assert state.shown[W] == mask_of(cards("8H"))
    assert state.observation(E).shown == {W: (c("8H"),)}  # R37: everybody sees it


def test_r33_draw_to_six_from_the_top_in_turn():
    state = dealt_state({S: "AH 2C 3C 4C 6C 7C 8C 9C TC", W: "KH QH 2S 3S 4S 6S 7S 8S 9S",
                         N: "JH TH 9H 2D 3D 4D 6D 7D 8D"},
                        pack="2H 3H 4H 5H 6H 7H 8H AC KC QC JC 5C AS KS QS JS", dealer=E)
    bid_out(state, S, 3, "H")
    assert state.drawn == {S: cards("2H 3H 4H 5H 6H"), W: cards("7H 8H AC KC"),
                           N: cards("QC JC 5C")}
    assert state.pack == cards("AS KS QS JS")
    assert state.phase == ROB and state.current == E


def test_r34_dealer_robs_the_pack_keeping_any_six():
    state = dealt_state({E: "AH KH 5D 2C 3C 4C 6C 7C 8C"}, dealer=E)
    bid_out(state, S, 3, "H")
    d = state.decision()
    assert d.kind == ROB and set(d.candidates) == set(state.hand_of(E)) | set(state.pack)
    refused(state, DealerKeep(E, frozenset(d.candidates[:7])), "R34")
    refused(state, DealerKeep(E, frozenset(cards("AH KH 5D 2C 3C AS"))), "R34")
    keep = frozenset(cards("AH 5D 2C 3C 4C 6C"))  # a non-trump may be kept by the dealer
    state.apply(DealerKeep(E, keep))
    assert state.hands[E] == mask_of(keep) and state.pack == []
    assert state.shown[E] & mask_of(cards("KH"))  # unkept trumps are shown
    assert state.phase == PLAY and state.current == S  # R40


def pack_runs_out_state() -> GameState:
    # No non-dealer holds a trump: they need 18 cards and the pack has 16 (R35).
    return dealt_state({S: "2C 3C 4C 6C 7C 8C 9C TC JC", W: "2S 3S 4S 6S 7S 8S 9S TS JS",
                        N: "2D 3D 4D 6D 7D 8D 9D TD JD", E: "AH KH QH JH TH 9H QC KC AC"},
                       dealer=E)


def test_r35_pack_runs_out_dealer_keeps_then_gives_from_discards():
    state = pack_runs_out_state()
    bid_out(state, S, 2, "H")
    assert [len(state.drawn[s]) for s in (S, W, N)] == [6, 6, 4]
    d = state.decision()
    assert d.kind == ROB and sorted(d.candidates) == sorted(state.deal[E])
    state.apply(DealerKeep(E, frozenset(cards("AH KH QH JH TH 9H"))))
    d = state.decision()
    assert d.kind == GIVE and d.to == N and d.count == 2
    assert sorted(d.candidates) == sorted(cards("QC KC AC"))
    refused(state, DealerGive(E, S, frozenset(cards("QC KC"))), "R35")
    refused(state, DealerGive(E, N, frozenset(cards("QC KC AC"))), "R35")
    state.apply(DealerGive(E, N, frozenset(cards("QC AC"))))
    assert state.given == {N: cards("QC AC")}
    assert state.hands[N].bit_count() == 6 and state.phase == PLAY
    record = state.to_record()["hands"][0]
    assert record["given"] == {"N": ["QC", "AC"]}


def test_r35_only_the_last_drawer_can_be_short_and_by_at_most_two():
    state = pack_runs_out_state()
    bid_out(state, S, 2, "H")
    short = {s: 6 - state.hands[s].bit_count() for s in (S, W, N)}
    assert short == {S: 0, W: 0, N: 2}
    state.apply(DealerKeep(E, frozenset(cards("AH KH QH JH TH 9H"))))
    state.apply(DealerGive(E, N, frozenset(cards("KC AC"))))
    assert state.discards[E] == mask_of(cards("QC"))  # the one card not given stays dead
    assert state.phase == PLAY


def test_r36_scoring_card_thrown_by_an_opponent_of_the_maker_scores_for_the_makers():
    state = dealt_state({E: "AH KH 5D 2C 3C 4C 6C 7C 8C"}, dealer=E)
    bid_out(state, S, 3, "H")
    state.apply(DealerKeep(E, frozenset(cards("AH KH 2C 3C 4C 6C"))))  # E drops 5D
    assert state.awarded_mask() == mask_of(cards("5D"))
    play_out(state)
    record = state.hand_records[0]
    assert record["awarded"] == {"NS": ["5D"]}
    assert sum(record["taken"].values()) == 14


def test_r36_scoring_card_thrown_by_the_makers_side_scores_for_nobody():
    state = dealt_state({N: "AH KH QH JH TH 9H 2H 2C 3C"}, dealer=E)
    bid_out(state, S, 3, "H")
    state.apply(KeepTrumps(N, frozenset(cards("AH KH QH JH TH 9H"))))  # N drops Low
    to_play(state)
    play_out(state)
    record = state.hand_records[0]
    assert record["awarded"] == {}
    assert sum(record["taken"].values()) == 13


def test_r37_shown_trumps_stay_visible_until_the_hand_ends():
    state = dealt_state({E: "AH KH 5D 2C 3C 4C 6C 7C 8C"}, dealer=E)
    bid_out(state, S, 3, "H")
    state.apply(DealerKeep(E, frozenset(cards("AH 5D 2C 3C 4C 6C"))))
    for seat in state.seats:
        assert c("KH") in state.observation(seat).shown[E]


# ----------------------------------------------------------------- play (R40–R43)
def play_out(state: GameState) -> None:
    """Play the lowest legal card until the hand ends."""
    hand = state.hand_no
    while state.hand_no == hand and state.phase == PLAY:
        state.apply(Play(state.current, state.legal_cards()[0]))


def test_r40_maker_leads_winner_leads_next_six_tricks():
    state = dealt_state({}, dealer=E)
    bid_out(state, N, 3, "S")
    to_play(state)
    assert state.current == N == state.leader
    state.apply(Play(N, state.legal_cards()[0]))
    for _ in range(3):
        state.apply(Play(state.current, state.legal_cards()[0]))
    assert state.current == state.tricks[0].winner
    play_out(state)
    assert len(state.hand_records[0]["tricks"]) == 6


def trick_position(led: str, responder_hand: str) -> GameState:
    """Hearts trump; W deals, makes, robs and leads ``led``; N, next to play, holds
    exactly ``responder_hand`` (its trumps kept from the deal, the rest drawn)."""
    wanted = cards(responder_hand)
    trumps = [x for x in wanted if H.trump_mask >> x & 1]
    drawn = [x for x in wanted if not H.trump_mask >> x & 1]
    used = set(wanted) | {c(led)}
    filler = [x for x in cards("2C 3C 4C 6C 7C 8C 9C TC JC QC KC AC 2S 3S 4S")
              if x not in used][:9 - len(trumps)]
    state = dealt_state({N: " ".join(card_str(x) for x in trumps + filler), W: led},
                        pack=" ".join(card_str(x) for x in drawn), dealer=W)
    bid_out(state, W, 3, "H")
    pool = state.decision().candidates
    keep = [c(led)] + [x for x in pool if x != c(led)][:5]
    state.apply(DealerKeep(W, frozenset(keep)))
    state.apply(Play(W, c(led)))
    assert sorted(state.hand_of(N)) == sorted(wanted)
    return state


def test_r41_trump_lead_must_be_followed_with_a_trump():
    state = trick_position("AH", "2H KS QS JS TS 9S")
    assert state.legal_cards() == [c("2H")]
    error = refused(state, Play(N, c("KS")), "R41")
    assert "trump" in error.message


def test_r41_without_a_trump_any_card_may_be_played():
    state = trick_position("AH", "KS QS JS TS 9S 8S")
    assert sorted(state.legal_cards()) == sorted(state.hand_of(N))


def test_r42_plain_lead_follow_or_trump_as_you_choose():
    state = trick_position("2C", "KC 2H QS JS TS 9S")
    assert sorted(state.legal_cards()) == sorted(cards("KC 2H"))
    error = refused(state, Play(N, c("QS")), "R42")
    assert "follow suit or play a trump" in error.message
    state = trick_position("2C", "KS QS JS TS 9S 8S")  # neither: any card
    assert sorted(state.legal_cards()) == sorted(state.hand_of(N))


def test_r42_void_in_suit_led_holding_a_trump_may_throw_another_plain_suit():
    # The corrected R42: no club, a trump in hand, and still not obliged to trump.
    state = trick_position("2C", "2H KS QS JS TS 9S")
    assert sorted(state.legal_cards()) == sorted(state.hand_of(N))
    state.apply(Play(N, c("KS")))
    assert state.trick[-1] == (N, c("KS")) and c("2H") in state.hand_of(N)


def test_r42_void_in_suit_led_holding_a_trump_may_still_trump():
    state = trick_position("2C", "2H KS QS JS TS 9S")
    state.apply(Play(N, c("2H")))
    assert state.trick[-1] == (N, c("2H"))


def test_r42_void_holding_only_trumps_and_the_left_pedro_plays_any():
    # A diamond lead under hearts: the five of diamonds is a trump (R13), not a diamond,
    # so a hand whose only "diamond" is the Left Pedro is void in the suit led.
    hand = mask_of(cards("5D 4H 9C"))
    assert legal_mask(hand, c("9D"), H) == hand
    # Holding a real diamond, the club may not be thrown (R42).
    hand = mask_of(cards("5D 4H 9C KD"))
    assert legal_mask(hand, c("9D"), H) == mask_of(cards("5D 4H KD"))


def test_r42_holding_the_suit_led_another_plain_suit_is_still_refused():
    state = trick_position("2C", "KC 2H QS JS TS 9S")
    refused(state, Play(N, c("9S")), "R42")
    state.apply(Play(N, c("2H")))  # trumping instead of following is allowed


def test_r42_never_restricts_a_player_void_in_the_suit_led():
    # Over every plain lead and many hands: void in the suit led means every card is
    # legal; holding it means exactly the suit and the trumps.
    rng = random.Random(42)
    for _ in range(2000):
        table = TRUMP_TABLES[rng.randrange(4)]
        deck = list(range(52))
        rng.shuffle(deck)
        led, hand = deck[0], mask_of(deck[1:1 + rng.randint(1, 6)])
        if table.trump_mask >> led & 1:
            continue
        suit = table.suit_masks[table.eff_suit[led]]
        expected = hand & (suit | table.trump_mask) if hand & suit else hand
        assert legal_mask(hand, led, table) == expected


def test_r43_highest_trump_wins_else_highest_of_suit_led():
    assert trick_winner_index(cards("KC AC 2H 3H"), H) == 3
    assert trick_winner_index(cards("KC AC AS QC"), H) == 1
    assert trick_winner_index(cards("5H AS 5D 4H"), H) == 0


# ----------------------------------------------------------------- scoring (R50–R53)
def test_r50_fourteen_points_in_six_scoring_cards():
    for table in TRUMP_TABLES:
        assert sum(table.points) == 14
        assert table.point_mask.bit_count() == 6
    assert [H.points[c(x)] for x in ("AH", "2H", "JH", "TH", "5H", "5D")] == [1, 1, 1, 1, 5, 5]


def test_r51_made_contract_higher_count_scores_the_difference():
    rules = Rules()
    assert score_hand(rules, "NS", 6, {"NS": 9, "EW": 5}) == {"NS": 4, "EW": 0}
    assert score_hand(rules, "NS", 6, {"NS": 6, "EW": 8}) == {"NS": 0, "EW": 2}
    assert score_hand(rules, "NS", 7, {"NS": 7, "EW": 7}) == {"NS": 0, "EW": 0}


def test_r52_set_contract_opponents_score_fourteen_plus_shortfall():
    rules = Rules()
    assert score_hand(rules, "NS", 8, {"NS": 7, "EW": 7}) == {"NS": 0, "EW": 15}
    assert score_hand(rules, "EW", 14, {"NS": 1, "EW": 13}) == {"NS": 15, "EW": 0}


def test_r53_first_side_to_the_target_wins():
    rules = Rules(target=10)
    assert game_winner(rules, {"NS": 9, "EW": 3}, "NS", ["EW", "NS"]) is None
    assert game_winner(rules, {"NS": 11, "EW": 3}, "EW", ["EW", "NS"]) == "NS"
    state = GameState(Rules(target=1), 5)
    rng = __import__("random").Random(5)
    from tests.engine_helpers import random_action
    while not state.is_over:
        state.apply(random_action(state, rng))
    assert max(state.totals.values()) >= 1 and state.totals[state.winner] >= 1
    assert state.to_record()["final"] == {"totals": state.totals, "winner": state.winner}
    refused(state, Pass(S), "R53")


# ----------------------------------------------------------------- two and three players
def test_r60_two_players_dealer_discards_and_draws_no_rob():
    rules = Rules(players=2)
    state = dealt_state({S: "AH KH 2C 3C 4C 6C 7C 8C 9C", N: "QH JH TH 2S 3S 4S 6S 7S 8S"},
                        dealer=N, rules=rules)
    assert state.current == S
    bid_out(state, S, 4, "H")
    assert state.phase == PLAY
    assert state.kept == {S: cards("AH KH"), N: cards("QH JH TH")}
    assert [len(state.drawn[s]) for s in (S, N)] == [4, 3]
    assert state.hands[S].bit_count() == state.hands[N].bit_count() == 6
    record = state.to_record()["hands"][0]
    assert "dealer_kept" not in record and "given" not in record


def test_r61_three_players_each_alone_set_maker_goes_back():
    rules = Rules(players=3)
    assert score_hand(rules, "S", 5, {"S": 6, "W": 5, "E": 3}) == {"S": 6, "W": 5, "E": 3}
    assert score_hand(rules, "S", 7, {"S": 6, "W": 5, "E": 3}) == {"S": -7, "W": 5, "E": 3}


def test_r61_three_players_tie_at_the_target():
    rules = Rules(players=3, target=20)
    order = ["W", "E", "S"]  # from the dealer's left
    assert game_winner(rules, {"S": 21, "W": 25, "E": 2}, "S", order) == "S"
    assert game_winner(rules, {"S": 21, "W": 25, "E": 2}, "E", order) == "W"
    assert game_winner(rules, {"S": 22, "W": 22, "E": 2}, "E", order) == "W"
    assert game_winner(rules, {"S": 22, "W": 22, "E": 2}, "E", ["S", "W", "E"]) == "S"


# ----------------------------------------------------------------- irregularities (R70–R72)
def test_r70_out_of_turn_bid_card_and_discard_refused():
    state = dealt_state({W: "AH KH QH JH TH 9H 8H 2C 3C"}, dealer=E)
    refused(state, Bid(W, 3), "R70")
    refused(state, Pass(N), "R70")
    bid_out(state, S, 3)
    refused(state, NameTrump(E, HEARTS), "R70")
    state.apply(NameTrump(S, HEARTS))
    refused(state, KeepTrumps(N, frozenset(cards("AH KH QH JH TH 9H"))), "R70")
    state.apply(KeepTrumps(W, frozenset(cards("AH KH QH JH TH 9H"))))
    to_play(state)
    refused(state, Play(W, state.hand_of(W)[0]), "R70")


def test_r70_card_not_held_and_wrong_phase_refused():
    state = dealt_state({}, dealer=E)
    refused(state, Play(S, state.hand_of(S)[0]), "R20")  # still bidding
    bid_out(state, S, 3, "H")
    to_play(state)
    stranger = next(x for x in range(52) if not state.hands[S] >> x & 1)
    refused(state, Play(S, stranger), "R70")


def test_r71_revoke_refused():
    # R71 cites R41 (trump led, trump held) or R42 (plain suit led and held).
    state = trick_position("AH", "2H KS QS JS TS 9S")
    refused(state, Play(N, c("KS")), "R41")
    state = trick_position("2C", "KC 2H QS JS TS 9S")
    refused(state, Play(N, c("QS")), "R42")
    # Void in the plain suit led is never a revoke, trump in hand or not.
    state = trick_position("2C", "2H KS QS JS TS 9S")
    state.apply(Play(N, c("QS")))


def test_r72_bids_out_of_range_or_not_topping_refused():
    state = dealt_state({}, dealer=E)
    refused(state, Bid(S, 0), "R72")
    refused(state, Bid(S, 15), "R72")
    state.apply(Bid(S, 9))
    refused(state, Bid(W, 9), "R72")
    refused(state, Bid(W, 2), "R72")


def test_every_refusal_is_a_specific_error_type():
    state = trick_position("AH", "2H KS QS JS TS 9S")
    with pytest.raises(err.Revoke):
        state.apply(Play(N, c("KS")))
    with pytest.raises(err.NotYourTurn):
        state.apply(Play(E, state.hand_of(E)[0]))


def test_game_over_state_has_no_decision():
    state = GameState(Rules(target=1), 9)
    from tests.engine_helpers import random_action
    rng = __import__("random").Random(1)
    while state.phase != OVER:
        state.apply(random_action(state, rng))
    assert state.decision() is None and state.legal_actions() == []


def test_observation_hides_other_hands():
    state = dealt_state({}, dealer=E)
    obs = state.observation(S)
    assert obs.hand == tuple(state.hand_of(S))
    assert not hasattr(obs, "hands")
    bid_out(state, S, 3, "H")
    rob = state.observation(E).decision
    assert rob.kind == ROB and rob.candidates  # the dealer sees the pack while robbing
    assert state.observation(S).decision.candidates == ()
    assert cards_of(state.hands[S]) == list(state.observation(S).hand)


def test_legal_actions_enumerate_bids_and_cards():
    state = dealt_state({}, dealer=E)
    acts = state.legal_actions()
    assert acts[0] == Pass(S) and len(acts) == 15
    bid_out(state, S, 3, "H")
    assert state.phase == ROB
