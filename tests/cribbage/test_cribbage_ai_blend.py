"""``expert-blend``: the Expert that lays away by points where
the game values of its best keeps are within noise of each other."""

from __future__ import annotations

import pytest

from cinch_qt.games.cribbage.ai import make_player
from cinch_qt.games.cribbage.ai.expert import ExpertBot, best_choice
from cinch_qt.games.cribbage.ai.expert_blend import ExpertBlendBot, blend_choice, point_worth
from cinch_qt.games.cribbage.ai.expert_v1 import ExpertV1Bot
from cinch_qt.games.cribbage.ai.layaway import Choice
from cinch_qt.games.cribbage.engine import GameState, Rules, parse_cards
from cinch_qt.games.cribbage.table.settings import PLAYABLE_LEVELS
from tests.cribbage_helpers import first_hand_decisions, rigged


def choice(laid: int, win: float, hand: float) -> Choice:
    c = Choice((laid,), ())
    c.hand = hand
    c.extra["win"] = win
    return c


def test_the_expert_offered_is_the_blend() -> None:
    assert "expert" in PLAYABLE_LEVELS
    assert "expert-blend" not in PLAYABLE_LEVELS and "expert-noblend" not in PLAYABLE_LEVELS
    bot = make_player("expert", 1)
    assert isinstance(bot, ExpertBlendBot) and isinstance(bot, ExpertBot)
    assert type(make_player("expert-blend", 1)) is ExpertBlendBot
    assert type(make_player("expert-noblend", 1)) is ExpertBot
    # The Expert's name: the same seeded guesses as the Expert and Expert v1.
    assert bot.name == "expert"


def test_blend_choice_takes_the_points_between_near_equal_game_values() -> None:
    """Within the tolerance the points decide; outside it the game value does, as the
    Expert's ``best_choice``; without game values (three sides or more, no table) it
    is the points choice, as the Expert's."""
    a = choice(1, 0.5000, 5.0)
    b = choice(2, 0.4995, 7.0)
    c = choice(3, 0.4900, 9.0)
    assert best_choice([a, b, c]) is a
    assert blend_choice([a, b, c], 0.0) is a
    assert blend_choice([a, b, c], 0.001) is b
    assert blend_choice([a, b, c], 0.02) is c
    plain = [Choice((1,), (), hand=3.0), Choice((2,), (), hand=4.0)]
    assert blend_choice(plain, 0.001) is best_choice(plain)


def test_point_worth_is_the_tables_slope_for_either_role() -> None:
    """One point more is worth a little game value mid-game (C80), for the pone and for
    the dealer alike, and never less than nothing."""
    state = rigged(2, 1, {0: "5S 5D JC QH 2C 3H", 1: "AC AD 9S 8H 7C KC"}, "4S")
    state.holes = ["M40", "M44"]
    bot = ExpertBlendBot(0)
    for seat in (0, 1):
        obs = state.observation(seat)
        w = point_worth(bot.table(obs), obs)
        assert 0.001 < w < 0.03, (seat, w)


def test_blend_with_no_tolerance_is_the_expert() -> None:
    """Tolerance 0 and no points phase: every lay-away as the Expert's (C31)."""
    state = rigged(2, 1, {0: "5S 5D JC QH 2C 3H", 1: "AC AD 9S 8H 7C KC"}, "4S")
    state.holes = ["M70", "M96"]
    seats = set()
    while state.phase == "lay":
        obs = state.observation(state.decision().seat)
        action = ExpertBot(0).choose(obs)
        assert ExpertBlendBot(0, lay_tolerance=0.0).choose(obs) == action
        seats.add(obs.seat)
        state.apply(action)
    assert seats == {0, 1}


@pytest.mark.parametrize("players, board", [(3, "classic"), (4, "classic"),
                                            (2, "crib-wars")])
def test_where_not_measured_the_blend_is_the_expert(players: int, board: str) -> None:
    """Three sides and four players have no two-sided table, and on Crib Wars the blend
    was not measured: the blend decides exactly as the Expert there (same seeded
    guesses, same values)."""
    checked = 0
    for obs in first_hand_decisions(Rules(players=players, board=board), 7):
        assert ExpertBlendBot(5).choose(obs) == ExpertBot(5).choose(obs)
        checked += 1
    assert checked > 5


def test_blend_lays_the_points_keep_between_near_equal_game_values() -> None:
    """C31, C80, C81: South, the pone, stands at 38 and North at 104 (seed 36's first
    hand).  The Expert's keeps laying 7♥ Q♥ and 7♥ A♣ are worth nearly the same game
    points (South is all but lost: 1.69 % against 1.69 % on the 0..1 scale, a
    difference of 0.00006, about three hundredths of a point's worth here), yet the
    Expert lays the queen for 0.9 points less.  The blend lays the keep with more
    points; with no tolerance it is the Expert again."""
    state = GameState(Rules(players=2), 36)
    state.holes = ["M38", "M104"]
    obs = state.observation(state.decision().seat)
    assert obs.seat == 0 and obs.dealer == 1
    expert = ExpertBot(0).choose(obs).cards
    blend = ExpertBlendBot(0).choose(obs).cards
    assert set(expert) == set(parse_cards("7H QH"))
    assert set(blend) == set(parse_cards("7H AC"))
    cs = {frozenset(c.laid): c for c in ExpertBlendBot(0).lay_choices(obs)}
    e, b = cs[frozenset(expert)], cs[frozenset(blend)]
    assert e.extra["win"] > b.extra["win"] > e.extra["win"] - 0.001
    assert b.total > e.total + 0.5
    assert set(ExpertBlendBot(0, lay_tolerance=0.0).choose(obs).cards) == set(expert)


def test_the_plays_blend_is_off_by_default_and_points_when_asked() -> None:
    """The play (C50–C58), two players, first hand: by default the blend plays the
    Expert's card (its game search); with the points phase covering the whole board
    it plays Expert v1's (the points search on the same seeded guesses); with a huge
    tolerance every card is near, and the points search picks among them."""
    state = GameState(Rules(players=2), 11)
    normal = {s: make_player("normal", s) for s in (0, 1)}
    checked = 0
    while not state.is_over and state.hand_no < 1:
        seat = state.current_seat
        obs = state.observation(seat)
        if obs.decision.kind == "play":
            expert = ExpertBot(0).choose(obs)
            v1 = ExpertV1Bot(0).choose(obs)
            assert ExpertBlendBot(0).choose(obs) == expert
            assert ExpertBlendBot(0, play_points_below=121).choose(obs) == v1
            assert ExpertBlendBot(0, play_tolerance=1e6).choose(obs) == v1
            checked += 1
        state.apply(normal[seat].choose(obs))
    assert checked >= 6
