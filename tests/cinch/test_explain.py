"""Why a hint: the reason from the one evaluation of the seat's own
observation (the play reasons: tests/cinch/test_cinch_coach.py);
and the hand's scoring explained as arithmetic (R51, R52, R61)."""

from __future__ import annotations

from cinch_qt.games.cinch.ai.evaluation import evaluate
from cinch_qt.games.cinch.ai.explain import explain, held_honours, trick_winner
from cinch_qt.games.cinch.engine import GameState, Rules
from cinch_qt.games.cinch.engine.actions import Bid, Pass
from cinch_qt.games.cinch.engine.cards import HEARTS, parse_card
from cinch_qt.games.cinch.table.announcements import hand_summary, scoring_in_words
from cinch_qt.games.cinch.table.hint_reasons import reason_text


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(c) for c in text.split())


def test_bid_reason_is_the_evaluations_share_of_deals_r20_r52(qapp):
    # The reason for a bid is what the one evaluation found: the share of
    # deals fitting the bidding in which the side makes it (R52), not a rule of thumb.
    hand = cards("AH 5H 5D 2C 9S KC")
    assert held_honours(hand, HEARTS) == ("ace", "right", "left")
    st = GameState(Rules(), seed=3)
    obs = st.observation(st.current)
    low = max(obs.rules.min_bid, obs.high_bid + 1)
    reason = explain(obs, Bid(st.current, low))
    assert reason.kind == "bid_makes" and reason.amount == low
    assert reason.share == evaluate(obs).makes[low]
    assert reason_text(reason).startswith(
        f"Of the deals that fit the bidding so far, your side would make {low} in ")


def test_a_pass_by_a_margin_is_not_called_worth_more_r20_r52(qapp):
    # Three players, West first to speak with 7C 2D 8D 3H 6H JH 8S JS KS: bidding 1 is
    # valued a little above passing, by less than a bid must clear (BID_MARGIN), so the
    # Expert and the hint pass.  The reason must not claim passing is worth more; it
    # gives how often the bid the Expert would have made is made (R52: a set costs it).
    st = GameState(Rules(players=3), seed=41210013)
    obs = st.observation(st.current)
    assert sorted(obs.hand) == sorted(cards("7C 2D 8D 3H 6H JH 8S JS KS"))
    ev = evaluate(obs)
    assert ev.choice is None and ev.values[None] < ev.values[1]
    reason = explain(obs, Pass(st.current))
    assert (reason.kind, reason.amount, reason.share) == ("bid_makes", 1, ev.makes[1])
    text = reason_text(reason)
    assert "worth more" not in text
    assert text.startswith("Of the deals that fit the bidding so far, you would make 1 in ")


def test_trick_winner_follows_r43():
    # Hearts trumps: the off-five (5D) is a trump and beats the four of hearts.
    plays = ((1, parse_card("AS")), (2, parse_card("4H")), (3, parse_card("5D")))
    assert trick_winner(plays, HEARTS) == 3
    assert trick_winner(((1, parse_card("9C")), (2, parse_card("KC"))), HEARTS) == 2


def test_scoring_in_words_r51_r52():
    assert scoring_in_words({"maker": "E", "bid": 8, "taken": {"NS": 7, "EW": 7}}) == \
        "Set: 14 + 1 short = 15 for North–South."
    assert scoring_in_words({"maker": "S", "bid": 6, "taken": {"NS": 9, "EW": 5}}) == \
        "Made: 9 − 5 = 4 for North–South."
    assert scoring_in_words({"maker": "S", "bid": 6, "taken": {"NS": 6, "EW": 8}}) == \
        "Made, but the other side took more: 8 − 6 = 2 for East–West."
    three = Rules(players=3)
    assert scoring_in_words({"maker": "S", "bid": 6, "taken": {"S": 4, "W": 5, "E": 5}},
                            three) == \
        "Set: −6 for you; the other players score the points they took."


def test_hand_summary_says_how_the_score_was_reckoned():
    st = GameState(Rules(), seed=2)
    from cinch_qt.games.cinch.ai.random_player import RandomPlayer
    bots = {s: RandomPlayer(f"x{s}") for s in st.seats}
    while not any(h.get("maker") for h in st.hand_records):
        st.apply(bots[st.current].choose(st.observation(st.current)))
    hand = next(h for h in st.hand_records if h.get("maker"))
    text = hand_summary(hand)
    assert scoring_in_words(hand) in text.splitlines()
    assert "(R" not in text
