"""What a person meets at the cribbage table (issue 43): real mouse and key events in the
real window, animations on."""

from __future__ import annotations

import pytest

from tests.test_gui_cribbage_undo import wait_for
from tests.test_gui_cribbage_whole_games import Person, double_click, open_crib_table


@pytest.mark.parametrize("players", [3, 4])
def test_a_double_click_lays_the_one_card_away_c32_c33(qtbot, tmp_path, monkeypatch,
                                                        players):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=players,
                         board="crib-wars" if players == 3 else "classic") as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(5)
        wait_for(person, "lay")
        assert session.decision().count == 1
        card = session.state.hands[0][0]
        before = session.action_count
        win.felt.setFocus()
        double_click(win.felt, card)
        qtbot.waitUntil(lambda: session.action_count > before, timeout=5000)
        assert card not in session.state.hands[0]
        assert not session.failures


def _wait_starter_cut(person) -> None:
    """Play on (the hint's choices) until the person is to cut for the starter (C40)."""
    while True:
        what = person.wait()
        assert what != "over"
        if what == "cut":
            if person.win.felt.waiting_for_cut() == "starter":
                return
            person.cut()
        elif what == "hold":
            person.next_hand()
        else:
            person.act()


def test_the_turn_ring_is_on_the_person_who_cuts_c40(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        _wait_starter_cut(person)
        felt = win.felt
        assert felt.shown.cutter() == 0
        assert felt.plates[0].active
        assert not felt.plates[1].active


def test_the_draw_for_the_deal_is_called_a_draw_everywhere_c20_c40(qtbot, tmp_path,
                                                                   monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        assert person.wait() == "cut" and win.felt.waiting_for_cut() == "deal"
        assert win.felt.caption_text().startswith("Draw")
        assert win.strip.cut_button.text() == "Draw"
        assert win.strip.text().startswith("Draw a card")
        person.cut()
        _wait_starter_cut(person)
        assert win.strip.cut_button.text() == "Cut"
        assert win.strip.text().startswith("Cut the pack")
