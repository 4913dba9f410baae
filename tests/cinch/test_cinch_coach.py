"""The coach: a hint's reason says only what holds, and the review never blames
the person for following the hint.

- A certainty ("takes the trick", "goes to your side", "cannot win this trick") is said
  only when it holds in every deal that fits what the seat has seen (R41, R42: which
  cards a later player may still hold; R43: what beats what).
- Otherwise the reason gives the share of fitted deals the evaluation found.
- "1 point", never "1 points", in English, French and Dutch.
- The hint's choice, reviewed in the same position, is never a loss beyond the noise the
  review states (one evaluation: the same position gives the same values).

The positions are written out card by card.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from cinch_qt.games.cinch.ai import review as rv
from cinch_qt.games.cinch.ai.explain import explain
from cinch_qt.games.cinch.ai.registry import make_player
from cinch_qt.games.cinch.engine import GameState, Rules
from cinch_qt.games.cinch.engine.actions import Play
from cinch_qt.games.cinch.engine.cards import HEARTS, parse_card
from cinch_qt.games.cinch.engine.state import Decision, Trick
from cinch_qt.games.cinch.table.hint_reasons import reason_text

S, W, N, E = 0, 1, 2, 3
CERTAIN = ("cannot", "sure to", "goes to your side", "go to your side", "takes the trick")


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(c) for c in text.split())


def play_position(hand: str, trick: tuple[tuple[int, str], ...], *, players: int = 4,
                  trump: int = HEARTS, maker: int = N, bid: int = 6, dealer: int = E):
    """South's observation with ``hand`` (six cards, nothing played before) and the
    trick so far, hearts trumps (R11: the five of diamonds is a trump too)."""
    st = GameState(Rules(players=players), seed=3)
    base = st.observation(S)
    sides = {s: 0 for s in st.rules.sides}
    return replace(base, phase="play", to_act=S, decision=Decision("play", S),
                   hand=cards(hand), trump=trump, maker=maker, bid=bid, dealer=dealer,
                   high_bid=bid, bids=((maker, bid),), kept_counts={}, drawn_counts={},
                   given_counts={}, shown={}, my_discards=(), given_cards={},
                   tricks=(), trick=tuple((s, parse_card(c)) for s, c in trick),
                   leader=trick[0][0] if trick else S, taken=sides)


def said(obs, card: str) -> str:
    return reason_text(explain(obs, Play(S, parse_card(card))))


# ------------------------------------------------------- (a) "cannot be won"
def test_r42_r43_a_trick_that_a_trump_could_win_is_not_called_lost(qapp):
    # North led the four of clubs, East the seven, West still to play; South holds the
    # three of clubs and the two of hearts (a trump: R42, South may follow or trump).
    # The king of clubs is unseen.  Playing the three does not win, but the trick
    # could be won, so the reason must not say it cannot be.
    obs = play_position("3C 2H 8S 9D 4S 6D", ((N, "4C"), (E, "7C")))
    text = said(obs, "3C")
    assert "cannot" not in text, text
    assert "Of the deals that fit what you have seen" in text, text
    # The two of hearts wins unless West trumps higher: likely, not certain.
    text = said(obs, "2H")
    assert not any(word in text for word in CERTAIN), text


def test_r42_r43_the_trick_is_lost_only_when_nothing_can_win_it(qapp):
    # The same trick, but South has no trump and no club above the seven: whatever
    # South plays, East's seven or West's card takes it (partner North has played).
    obs = play_position("3C 8S 4S 9D 6D 7D", ((N, "4C"), (E, "7C")))
    assert said(obs, "3C").startswith("Your side cannot win this trick")


def test_r41_r42_the_king_of_clubs_unseen_keeps_a_low_club_from_being_sure(qapp):
    # South's queen beats East's seven, and West, still to play, may hold the king
    # (unseen): not sure to take the trick.
    obs = play_position("QC 3C 8S 4S 9D 6D", ((N, "4C"), (E, "7C")))
    text = said(obs, "QC")
    assert not any(word in text for word in CERTAIN), text
    # With the king and ace of clubs seen already, and West shown void in trumps
    # (R41), the queen is certain to take it.
    done = play_position("QC 3C 8S 4S 9D 6D", ((N, "4C"), (E, "7C")))
    earlier = Trick(S, ((S, parse_card("3H")), (W, parse_card("KC")), (N, parse_card("4H")),
                        (E, parse_card("6H"))), E)
    earlier2 = Trick(E, ((E, parse_card("8H")), (S, parse_card("9H")), (W, parse_card("AC")),
                         (N, parse_card("TH"))), N)
    done = replace(done, hand=cards("QC 3C 8S 4S"), tricks=(earlier, earlier2))
    assert said(done, "QC").startswith("It is sure to take the trick")


# ------------------------------------------------- (b) certainty and grammar
def test_r43_no_certainty_while_an_opponent_still_to_play_may_beat_it(qapp):
    # North led the three of hearts, East the two (Low, 1 point); South's king is
    # winning, but West still plays and may hold the ace or the queen... the ace.
    obs = play_position("KH 8S 4S 9D 6D 7D", ((N, "3H"), (E, "2H")))
    text = said(obs, "KH")
    assert "1 points" not in text
    assert not any(word in text for word in CERTAIN), text
    # Partner North winning with the king, South adds the right Pedro (5 points):
    # West may still hold the ace, so the points are not sure to go to the side.
    obs = play_position("5H 8S 4S 9D 6D 7D", ((N, "KH"), (E, "3H")))
    text = said(obs, "5H")
    assert not any(word in text for word in CERTAIN), text


def test_r43_r50_one_point_is_said_in_the_singular(qapp, speak):
    # South plays last: West led the three of hearts, North the four, East the two (Low,
    # 1 point); South's king takes the trick for certain, and with it 1 point.
    obs = play_position("KH 8S 4S 9D 6D 7D", ((W, "3H"), (N, "4H"), (E, "2H")), dealer=S)
    assert said(obs, "KH").startswith("It is sure to take the trick and the 1 point in it")
    speak("fr")
    assert "1 point" in said(obs, "KH") and "1 points" not in said(obs, "KH")
    speak("nl")
    assert "1 punt" in said(obs, "KH") and "1 punten" not in said(obs, "KH")
    speak("en")
    # The ace with the two: High and Low, 2 points.
    obs = play_position("AH 8S 4S 9D 6D 7D", ((W, "3H"), (N, "4H"), (E, "2H")), dealer=S)
    assert "the 2 points in it" in said(obs, "AH")


# ------------------------------------------- (c) the review never blames the hint
def hinted_game(players: int, seed: int, hands: int) -> dict:
    """A game in which South follows every hint (one hint bot per game, as the table
    asks it) and the others are Easy bots; the first ``hands`` hands, as recorded."""
    state = GameState(Rules(players=players), seed=seed)
    hint = make_player("expert", f"{seed}:hint")
    others = {s: make_player("easy", f"{seed}:{s}") for s in state.seats}
    while len(state.hand_records) < hands and not state.is_over:
        seat = state.current
        bot = hint if seat == S else others[seat]
        state.apply(bot.choose(state.observation(seat)))
    record = state.to_record()
    record["hands"] = record["hands"][:hands]
    return record


def stated_noise(row, choice) -> float:
    return getattr(row, "noise", {}).get(choice, 0.0)


@pytest.mark.parametrize("players,seed", [(4, 15), (4, 21)])
def test_r20_r40_following_the_hint_is_never_a_loss_in_the_review(players, seed):
    # South follows every hint; the review of those hands must never say one of those
    # choices gave points away beyond the noise it states.
    record = hinted_game(players, seed, 3)
    checked = 0
    for h in range(len(record["hands"])):
        if "scored" not in record["hands"][h]:
            continue
        review = rv.review_hand(record, h, 0)
        if review.bidding is not None:
            b = review.bidding
            assert b.loss <= stated_noise(b, b.chosen), (h, b.chosen, b.values)
            checked += 1
        for p in review.plays:
            assert p.loss <= stated_noise(p, p.played), (h, p.played, p.values)
            checked += 1
    assert checked


def test_r40_the_same_position_gives_the_same_values_whoever_asks(qapp):
    # One brain: the values come from the position, not from who asks or how often
    # (the generator is seeded by what the seat can see), so the Expert's choice, the
    # hint's reason and the review agree even when computed apart.
    from cinch_qt.games.cinch.ai import evaluation
    from cinch_qt.games.cinch.ai.expert import ExpertBot

    obs = play_position("KH 4H 8S 9D 6D 7D", ((N, "3H"), (E, "2H")))
    first = evaluation.evaluate(obs)
    evaluation.clear_cache()
    again = evaluation.evaluate(obs)
    assert again is not first and again == first
    evaluation.clear_cache()
    choices = {ExpertBot(seed).choose(obs) for seed in ("a", "b", 7)}
    assert choices == {Play(S, first.choice)}
    # A score elsewhere in the game changes nothing about this hand's position.
    assert evaluation.evaluate(replace(obs, totals={"NS": 40, "EW": 3})) == first
