"""One click plays a card during the play (C50): the strip says how,
drag and double-click keep working, and a click during the lay-away still only picks.
Real mouse events, animations on."""

from __future__ import annotations

from cinch_qt.games.cribbage.table import strip as sp
from tests.crib_person import Person, click, double_click, drag, layout, open_crib_table, wait_for
from tests.crib_session_helpers import person_hint


def test_c50_a_single_click_plays_and_the_strip_says_how(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        while True:
            what = person.wait()
            if what == "cut":
                person.cut()
                continue
            if session.decision().kind == "lay":
                break
            person.act()
        # The lay-away: a click picks a card, nothing is laid away yet.
        card = session.state.hands[0][0]
        before = session.action_count
        click(win.felt, card)
        assert win.felt.selection() == [card] and session.action_count == before
        click(win.felt, card)
        assert win.felt.selection() == []
        ways = iter(("click", "drag", "double"))
        done = []
        for way in ways:
            wait_for(person, "play")
            assert win.strip.page() == sp.PLAY
            assert "Click a card to play it" in win.strip.text()
            felt = win.felt
            card = person_hint(session.state.observation(0)).action.card
            before = session.action_count
            if way == "click":
                click(felt, card)
            elif way == "drag":
                drag(felt, card, layout(felt).play_zone().center())
            else:
                double_click(felt, card)
            qtbot.waitUntil(lambda b=before: session.action_count > b, timeout=5000)
            assert card not in session.state.hands[0]
            assert not session.failures and not win.last_refused_rule
            done.append(way)
        assert done == ["click", "drag", "double"]
