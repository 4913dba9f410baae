"""The card gestures, the shell's card scene's, alike in both games (docs/table.md,
"Every game's table", Cards): one click plays a card to play (a double-click plays it
once), a card that may not be played is refused with its rule, and the arrow keys move
among the cards that may be played only."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.cinch_person import Person as CinchPerson
from tests.cinch_person import click_card, double_click
from tests.crib_person import Person as CribPerson
from tests.crib_person import click as crib_click
from tests.crib_person import double_click as crib_double_click
from tests.crib_person import open_crib_table
from tests.table_watch import cinch_for_two, cinch_turns, crib_turns


def focus_round(felt, scene, presses: int) -> list:
    """Where the Right arrow takes the focus, ``presses`` times."""
    seen = []
    for _ in range(presses):
        QTest.keyClick(felt, Qt.Key.Key_Right)
        seen.append(scene.focus_key)
    return seen


def test_cinch_click_double_click_and_arrows(qtbot, tmp_path, monkeypatch):
    with cinch_for_two(qtbot, tmp_path, monkeypatch) as (ctl, win):
        refused: list[str] = []
        ctl.refused.connect(lambda rule, _m: refused.append(rule))
        person = CinchPerson(qtbot, ctl, win)
        view = win.view
        ctl.new_game(209)
        clicked = doubled = False
        for prompt in cinch_turns(person):
            if clicked and doubled:
                break
            hand = ctl.state.hand_of(0)
            wrong = [c for c in hand if c not in prompt.legal_cards]
            if prompt.kind != "play" or not clicked and (len(prompt.legal_cards) < 2
                                                          or not wrong):
                person.act()
                continue
            view.setFocus()
            before, count = ctl.action_count, len(refused)
            if not clicked:
                # R42: the arrows skip the cards that may not be played...
                seen = focus_round(view, view.scene_, len(hand) + 1)
                assert set(seen) == set(prompt.legal_cards), (seen, prompt.legal_cards)
                # ...a click on one is refused with its rule...
                click_card(view, wrong[0])
                assert ctl.action_count == before
                assert refused and refused[-1] in ("R41", "R42"), refused
                assert "Not allowed" in win.statusBar().currentMessage()
                qtbot.waitUntil(lambda: not view.scene_.snapping(), timeout=3000)
                # ...and one click on a card that may be played plays it.
                count = len(refused)
                click_card(view, prompt.legal_cards[-1])
                assert prompt.legal_cards[-1] not in ctl.state.hand_of(0)
                clicked = True
            else:
                double_click(view, prompt.legal_cards[0])
                doubled = True
            assert ctl.action_count == before + 1      # played once...
            qtbot.wait(50)
            assert len(refused) == count               # ...and nothing refused after
        assert clicked and doubled


def test_cribbage_click_double_click_and_arrows(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        refused: list[str] = []
        session.refused.connect(lambda rule, _m: refused.append(rule))
        person = CribPerson(qtbot, session, win)
        session.new_game(6)
        arrows = clicked = doubled = False
        for decision in crib_turns(person):
            if arrows and clicked and doubled:
                break
            st, felt = session.state, win.felt
            if decision.kind != "play":
                person.act()
                continue
            legal = [a.card for a in st.legal_actions()]
            wrong = [c for c in st.hands[0] if c not in legal]
            felt.setFocus()
            if wrong and not arrows:
                # C51: the arrows skip the cards that would pass 31.
                seen = focus_round(felt, felt.scene_, len(st.hands[0]) + 1)
                assert set(seen) == set(legal), (seen, legal)
                arrows = True
            if clicked and doubled:
                person.act()
                continue
            before, count = session.action_count, len(refused)
            if not clicked:
                crib_click(felt, legal[0])
                clicked = True
            else:
                crib_double_click(felt, legal[0])
                doubled = True
            qtbot.waitUntil(lambda n=before: session.action_count > n, timeout=3000)
            assert session.action_count == before + 1
            qtbot.wait(30)
            assert len(refused) == count
        assert arrows and clicked and doubled
