"""Issues 25 and 33, fairness as a property: over whole games of both cribbage tables
with animations on, at every frame nothing the person can read or hear (Scores cells,
plates, badges, banners, the status line, tooltips, the QAccessible tree a screen
reader walks, the announcements, the Last show dialog, which can be opened at any
moment) names a card or a show's value the person's seat may not know yet (C70: the
hands are shown one by one, the crib last; C40: the starter is turned after the lay).

tests/crib_readable.py holds the watch; the person answers every prompt through real
mouse and key events (tests/crib_person.py).  The games other tests play anyway are
watched there, not played again here: the whole classic 2-player game, the first hands
of the classic 4-player game, of the 6-player Crib Wars game and of the manual counts
(test_gui_cribbage_whole_games.py), and the 3-player Crib Wars table in English, French
and Dutch (test_gui_cribbage_said.py)."""

from __future__ import annotations

import pytest

from tests.crib_person import Person, open_crib_table
from tests.crib_readable import ReadableWatch

CASES = [
    # rules, seed, hands (None: the whole game)
    ({"players": 2, "board": "crib-wars"}, 7, 3),
    ({"players": 4, "board": "crib-wars", "counting": "manual"}, 3, 2),
]
IDS = ["cribwars-2", "cribwars-4-manual"]


@pytest.mark.parametrize(("rules", "seed", "hands"), CASES, ids=IDS)
def test_nothing_readable_runs_ahead_of_the_felt_c40_c70(qtbot, tmp_path, monkeypatch,
                                                         rules, seed, hands):
    with open_crib_table(qtbot, tmp_path, monkeypatch, **rules) as (session, win):
        watch = ReadableWatch(session, win, monkeypatch)
        count = (lambda total: max(0, total - 1)) if rules.get("counting") else None
        person = Person(qtbot, session, win, count=count)
        session.new_game(seed)
        person.play(hands=hands)
        watch.check()
        watch.stop()
        assert watch.checks > 100 and watch.said
        assert win.scores.rows                   # hands were shown and written down
        assert not watch.leaks, watch.leaks[:6]


def test_the_watch_sees_a_hidden_card_named_anywhere(qtbot, tmp_path, monkeypatch):
    """The watch itself can fail: a card of North's, named on the status line inside a
    sentence (long name) or in a tooltip-like short form among other texts, is a leak;
    the person's own cards are not."""
    from cinch_qt.games.cribbage.table.words import card_short, card_text

    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        watch = ReadableWatch(session, win, monkeypatch)
        session.new_game(3)
        person = Person(qtbot, session, win)
        if person.wait() == "cut":
            person.cut()
        qtbot.waitUntil(lambda: len(win.felt.shown.hands.get(0, ())) == 6, timeout=20000)
        watch.stop()
        north = session.state.hands[1][0]
        mine = session.state.hands[0][0]
        win.statusBar().showMessage(f"Yours: {card_text(mine)}.")
        watch.check()
        assert not watch.leaks
        win.statusBar().showMessage(f"North holds the {card_text(north).lower()} now.")
        watch.check()
        assert any(card_text(north) in leak for leak in watch.leaks), watch.leaks
        watch.leaks.clear()
        win.statusBar().showMessage(f"Yours: {card_short(mine)}; theirs: {card_short(north)}")
        watch.check()
        assert len(watch.leaks) == 1 and card_text(north) in watch.leaks[0], watch.leaks
