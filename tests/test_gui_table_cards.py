"""The card gestures, the shell's card scene's, alike in both games (docs/table.md,
"Cards: one click, double-click, drag and the arrow keys"): one click plays a card to
play (a double-click plays it once), a card that may not be played is refused with its
rule, and the arrow keys move among the cards that may be played only."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cinch.engine.rules import Rules as CinchRules
from cinch_qt.ui.preferences import UiPreferences

from .gui_helpers import open_table
from .test_gui_cribbage_whole_games import Person as CribPerson
from .test_gui_cribbage_whole_games import click as crib_click
from .test_gui_cribbage_whole_games import double_click as crib_double_click
from .test_gui_cribbage_whole_games import open_crib_table
from .test_gui_whole_games import Person as CinchPerson
from .test_gui_whole_games import click_card, double_click


def focus_round(felt, scene, presses: int) -> list:
    """Where the Right arrow takes the focus, ``presses`` times."""
    seen = []
    for _ in range(presses):
        QTest.keyClick(felt, Qt.Key.Key_Right)
        seen.append(scene.focus_key)
    return seen


def test_cinch_click_double_click_and_arrows(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.05")
    rules = CinchRules(players=2, target=11)
    with open_table(qtbot, tmp_path / "settings.ini", speed="normal", rules=rules) as (
            ctl, win, _qs):
        win.apply_preferences(UiPreferences(forced_play=False), save=False)
        refused: list[str] = []
        ctl.refused.connect(lambda rule, _m: refused.append(rule))
        person = CinchPerson(qtbot, ctl, win)
        ctl.new_game(209)
        clicked = doubled = False
        while not (clicked and doubled):
            what = person.wait()
            assert what != "over"
            if what == "summary":
                person.next_hand(ctl.state.hand_no)
                continue
            view = win.view
            prompt = view.prompt()
            hand = ctl.state.hand_of(0)
            wrong = [c for c in hand if c not in prompt.legal_cards]
            if prompt.kind != "play" or len(prompt.legal_cards) < 2 and not clicked:
                person.act()
                continue
            view.setFocus()
            if not clicked and wrong:
                # R42: the arrows skip the cards that may not be played...
                seen = focus_round(view, view.scene_, len(hand) + 1)
                assert set(seen) == set(prompt.legal_cards), (seen, prompt.legal_cards)
                # ...a click on one is refused with its rule...
                before = ctl.action_count
                click_card(view, wrong[0])
                assert ctl.action_count == before
                assert refused and refused[-1] in ("R41", "R42"), refused
                assert "Not allowed" in win.statusBar().currentMessage()
                qtbot.waitUntil(lambda v=view: not v.scene_.snapping(), timeout=3000)
                # ...and one click on a card that may be played plays it.
                count = len(refused)
                click_card(view, prompt.legal_cards[-1])
                assert ctl.action_count == before + 1
                assert prompt.legal_cards[-1] not in ctl.state.hand_of(0)
                qtbot.wait(50)
                assert len(refused) == count
                clicked = True
            elif clicked:
                before, count = ctl.action_count, len(refused)
                double_click(view, prompt.legal_cards[0])
                assert ctl.action_count == before + 1    # played once, not refused after
                qtbot.wait(50)
                assert len(refused) == count
                doubled = True
            else:
                person.act()


def test_cribbage_click_double_click_and_arrows(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        win.apply_preferences(UiPreferences(forced_play=False), save=False)
        refused: list[str] = []
        session.refused.connect(lambda rule, _m: refused.append(rule))
        win.felt.refused.connect(lambda rule, _m: refused.append(rule))
        person = CribPerson(qtbot, session, win)
        session.new_game(6)
        arrows = clicked = doubled = False
        for _ in range(400):
            if arrows and clicked and doubled:
                break
            what = person.wait()
            if what == "cut":
                person.cut()
                continue
            if what == "hold":
                person.next_hand()
                continue
            assert what == "turn"
            st = session.state
            felt = win.felt
            if session.decision().kind != "play":
                person.act()
                continue
            legal = [a.card for a in st.legal_actions()]
            wrong = [c for c in st.hands[0] if c not in legal]
            felt.setFocus()
            if wrong and len(legal) >= 1 and not arrows:
                # C51: the arrows skip the cards that would pass 31.
                seen = focus_round(felt, felt.scene_, len(st.hands[0]) + 1)
                assert set(seen) == set(legal), (seen, legal)
                arrows = True
            before, count = session.action_count, len(refused)
            if not clicked:
                crib_click(felt, legal[0])
                clicked = True
            elif not doubled:
                crib_double_click(felt, legal[0])
                doubled = True
            else:
                person.act()
                continue
            qtbot.waitUntil(lambda n=before: session.action_count > n, timeout=3000)
            assert session.action_count == before + 1
            qtbot.wait(30)
            assert len(refused) == count
        assert arrows and clicked and doubled
