"""The Scores panel, the Last show dialog and the game-over line may
not tell a seat a hand's value before the felt has shown that hand (C70: the hands are
shown one by one, pone first, the crib last).  The engine counts a whole show at once,
so anything filled in from the engine's "hand finished" would run ahead of the felt.

Whole games through the real window with animations on, the person answering through
real mouse and key events (the helpers of test_gui_cribbage_whole_games), on both boards
and with the person's own count: every time a Scores row appears, the Last show dialog
changes or the winner is named, the felt must have finished showing everything before
it.  The watch (tests/crib_watches.py) also rides along the whole classic 2-player and
3-player Crib Wars games of test_gui_cribbage_whole_games.py, winner included (C80),
rather than playing them again here."""

from __future__ import annotations

import pytest

from tests.crib_person import Person, open_crib_table
from tests.crib_watches import RevealWatch


@pytest.mark.parametrize(
    ("rules", "seed", "hands"),
    [
        ({"players": 2, "counting": "manual", "muggins": "cut-throat"}, 5, 3),
    ],
    ids=["manual-count-2"],
)
def test_no_hand_value_before_its_show_c70(qtbot, tmp_path, monkeypatch, rules, seed, hands):
    with open_crib_table(qtbot, tmp_path, monkeypatch, **rules) as (session, win):
        watch = RevealWatch(win)
        person = Person(qtbot, session, win)
        session.new_game(seed)
        person.play(hands=hands)
        assert watch.rows >= hands - 1 and watch.last_shows >= hands - 1
        assert not watch.early, watch.early[:5]
