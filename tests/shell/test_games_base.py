"""The games protocol and registry (cinch_qt/games/base.py)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from cinch_qt.games import GAMES, GameState, IllegalAction, get_game


def test_registry_lists_cribbage_and_crib_wars():
    assert {"cribbage", "crib-wars"} <= set(GAMES)
    with pytest.raises(KeyError):
        get_game("chess")


def test_registry_imports_no_game_until_chosen():
    code = ("import sys, cinch_qt.games as g\n"
            "names = list(g.GAMES)\n"
            # base.py, the FrozenValue its Setting is made of and the state protocol
            # (game_state.py) are shared, no game's.
            "loaded = [m for m in sys.modules if m.startswith('cinch_qt.games.')\n"
            "          and m not in ('cinch_qt.games.base', 'cinch_qt.games.frozen_value',\n"
            "                        'cinch_qt.games.game_state')]\n"
            "print(loaded)\n"
            "sys.exit(1 if loaded else 0)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_options_defaults_and_unknown_option():
    crib = get_game("cribbage").options()
    wars = get_game("crib-wars").options()
    assert crib["board"] == "classic" and wars["board"] == "crib-wars"
    assert crib["players"] == 2 and crib["counting"] == "automatic"
    with pytest.raises(ValueError):
        get_game("cribbage").options(colour="red")


def test_state_follows_the_protocol():
    st = get_game("crib-wars").new_state(4, players=4)
    assert isinstance(st, GameState)
    seat = st.current_seat
    with pytest.raises(IllegalAction) as info:
        st.apply(st.legal_actions()[0].__class__((seat + 1) % 4, ()))
    assert info.value.rule == "C100"
    copy = st.clone()
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    assert not copy.is_over and copy.hand_no == 0
    assert st.result() is not None and sum(st.result().values()) == 0
    obs = st.observation(0)
    assert obs.seat == 0
    again = get_game("crib-wars").from_record(st.to_record())
    assert again.to_record() == st.to_record()
