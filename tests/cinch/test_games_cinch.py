"""Cinch behind the games protocol (cinch_qt/games/cinch/game.py, docs/games.md)."""

from __future__ import annotations

import random

import pytest

from cinch_qt.games import GAMES, GameState, IllegalAction, get_game
from cinch_qt.games.cinch.engine import Bid, Play
from cinch_qt.games.cinch.engine import IllegalAction as CinchIllegal
from cinch_qt.games.cinch.engine.random_play import random_action


def test_cinch_is_registered_with_rule_defaults():
    assert "cinch" in GAMES
    opts = get_game("cinch").options()
    # R2 four players, R53 target 51, R20 minimum bid 1, R22 throw-in when all pass.
    assert opts == {"players": 4, "target": 51, "min_bid": 1, "all_pass": "throw_in"}
    with pytest.raises(ValueError):
        get_game("cinch").options(board="crib-wars")
    with pytest.raises(ValueError):
        get_game("cinch").new_state(1, players=5)        # R2: 2, 3 or 4 players


def test_cinch_illegal_action_is_the_protocol_one_with_its_rule():
    assert issubclass(CinchIllegal, IllegalAction)
    st = get_game("cinch").new_state(7, players=4)
    before = st.to_record()
    seat = st.current_seat
    assert seat == st.current_player
    with pytest.raises(IllegalAction) as info:
        st.apply(Bid(seat, 15))                          # R20: bids run to 14
    assert info.value.rule.startswith("R")
    with pytest.raises(IllegalAction):
        st.apply(Play(seat, st.hand_of(seat)[0]))        # playing during the bidding
    assert st.to_record() == before                      # refused, unchanged


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cinch_plays_to_a_result_through_the_protocol(players):
    info = get_game("cinch")
    st = info.new_state(players * 11, players=players, target=11)
    assert isinstance(st, GameState)
    rng = random.Random(players)
    copy = st.clone()
    while not st.is_over:
        assert st.legal_actions()
        st.apply(random_action(st, rng))
    assert st.current_seat is None and st.legal_actions() == []
    res = st.result()
    assert res is not None and sum(res.values()) == 0
    assert res[st.winner] == players - 1 if players < 4 else res[st.winner] == 1
    assert copy.result() is None and not copy.is_over
    obs = st.observation(0)
    assert obs is not None
    again = info.from_record(st.to_record())
    assert again.to_record() == st.to_record() and again.result() == res
