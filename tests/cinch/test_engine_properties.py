"""Property tests over random legal games for 2, 3 and 4 players (hypothesis)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cinch_qt.games.cinch.engine import GameState, IllegalAction, Play, Rules
from cinch_qt.games.cinch.engine.cards import FULL_MASK, TRUMP_TABLES, mask_of, parse_card
from cinch_qt.games.cinch.engine.state import PLAY
from tests.engine_helpers import random_action

rules_strategy = st.builds(
    Rules, players=st.sampled_from([2, 3, 4]), target=st.sampled_from([11, 21, 51]),
    min_bid=st.integers(1, 7), all_pass=st.sampled_from(["throw_in", "stuck_dealer"]))


def card_places(state: GameState) -> list[int]:
    """Every place a card can be: hands, pack, dead cards, the trick, tricks taken."""
    places = [state.hands[s] for s in state.seats] + [mask_of(state.pack)]
    places += [state.discards[s] for s in state.seats]
    places += [mask_of(c for _, c in state.trick)] + [state.won[s] for s in state.seats]
    return places


def expected_score(rules: Rules, maker_side: str, bid: int, taken: dict) -> dict:
    """R51/R52/R61 restated independently of the engine's scoring module."""
    scored = {side: 0 for side in rules.sides}
    if rules.players == 3:
        scored.update(taken)
        if taken[maker_side] < bid:
            scored[maker_side] = -bid
        return scored
    (other,) = [s for s in rules.sides if s != maker_side]
    if taken[maker_side] < bid:
        scored[other] = 14 + bid - taken[maker_side]
    elif taken[maker_side] > taken[other]:
        scored[maker_side] = taken[maker_side] - taken[other]
    elif taken[other] > taken[maker_side]:
        scored[other] = taken[other] - taken[maker_side]
    return scored


@settings(max_examples=40, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_random_games_keep_every_invariant(rules, seed, choices):
    state = GameState(rules, seed)
    rng = random.Random(choices)
    steps = 0
    while not state.is_over and state.hand_no < 4:
        places = card_places(state)
        # Every card is in exactly one place at every step.
        assert sum(p.bit_count() for p in places) == 52
        combined = 0
        for p in places:
            combined |= p
        assert combined == FULL_MASK
        if state.phase == PLAY and steps % 3 == 0:
            # The cards the engine lists are exactly the cards it accepts.
            seat = state.current
            legal = set(state.legal_cards())
            for card in state.hand_of(seat):
                trial = state.clone()
                try:
                    trial.apply(Play(seat, card))
                    accepted = True
                except IllegalAction:
                    accepted = False
                assert accepted == (card in legal)
        state.apply(random_action(state, rng))
        steps += 1
    for hand in state.hand_records:
        if hand["maker"] is None:
            assert set(hand["scored"].values()) == {0}
            continue
        table = TRUMP_TABLES["CDHS".index(hand["trump"])]
        taken = hand["taken"]
        awarded = sum(len(v) for v in hand["awarded"].values())
        assert awarded == 0 or list(hand["awarded"]) == [rules.side_of("SWNE".index(hand["maker"]))]
        # Points taken plus the dead scoring cards never awarded add up to 14.
        played = {parse_card(c) for t in hand["tricks"] for _, c in t["plays"]}
        awarded_cards = {parse_card(c) for v in hand["awarded"].values() for c in v}
        assert not played & awarded_cards
        scoring = [c for c in range(52) if table.points[c]]
        in_tricks = sum(table.points[c] for c in scoring if c in played)
        assert sum(taken.values()) == in_tricks + sum(table.points[c] for c in awarded_cards)
        never_awarded = sum(table.points[c] for c in scoring
                            if c not in played and c not in awarded_cards)
        assert sum(taken.values()) + never_awarded == 14
        maker_side = rules.side_of("SWNE".index(hand["maker"]))
        assert hand["scored"] == expected_score(rules, maker_side, hand["bid"], taken)
    record = json.loads(json.dumps(state.to_record()))
    assert GameState.from_record(record).to_record() == record


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_dead_scoring_points_are_the_unawarded_dead_cards(seed):
    state = GameState(Rules(), seed)
    rng = random.Random(seed)
    while state.hand_no == 0 and not state.is_over:
        if state.phase == PLAY and not state.tricks and not state.trick:
            table = state.table
            dead = 0
            for s in state.seats:
                dead |= state.discards[s]
            dead_points = sum(table.points[c] for c in range(52)
                              if dead >> c & 1 and not state.awarded_mask() >> c & 1)
            live_points = sum(table.points[c] for c in range(52) if not dead >> c & 1)
            awarded = sum(table.points[c] for c in range(52) if state.awarded_mask() >> c & 1)
            assert live_points + awarded + dead_points == 14
        state.apply(random_action(state, rng))
