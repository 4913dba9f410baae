"""Game ▸ Demo, the shell's, in both games (docs/table.md, "Demo"): Ctrl+D (or the
menu) lets the computer play the person's seat; any key or click in the window takes
over, and the person is asked at their next decision.  Real key presses and clicks."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cinch.engine.rules import Rules as CinchRules
from cinch_qt.ui.preferences import UiPreferences
from tests.crib_person import Person as CribPerson
from tests.crib_person import open_crib_table
from tests.gui_helpers import open_table, wait_prompt

CTRL = Qt.KeyboardModifier.ControlModifier
LEFT = Qt.MouseButton.LeftButton


def demo_in_menu(win) -> None:
    assert win.demo_action in win.game_menu.actions()
    assert win.demo_action.shortcut().toString() == "Ctrl+D"
    assert win.demo_action.isCheckable() and not win.demo_action.isChecked()


def test_cinch_demo_plays_for_the_person_until_a_key(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.05")
    rules = CinchRules(players=2, target=11)
    with open_table(qtbot, tmp_path / "settings.ini", speed="normal", rules=rules) as (
            ctl, win, _qs):
        win.apply_preferences(UiPreferences(forced_play=False), save=False)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        demo_in_menu(win)
        asked: list[int] = []
        ctl.thinking.connect(lambda seat: seat == 0 and asked.append(seat))
        ctl.new_game(209)
        wait_prompt(qtbot, ctl, win)
        QTest.keyClick(win, Qt.Key.Key_D, CTRL)
        assert win.demo_action.isChecked() and ctl.demo and not ctl.is_human_turn()
        assert win.view.decision() is None          # nothing is offered to the person now
        qtbot.waitUntil(lambda: len(asked) >= 4, timeout=30_000)
        # A key takes over; the person is asked at their next decision.
        QTest.keyClick(win.view, Qt.Key.Key_Space)
        assert not ctl.demo and not win.demo_action.isChecked()
        assert "taken over" in win.statusBar().currentMessage()
        if ctl.holding:
            qtbot.mouseClick(win.strip.next_button, LEFT)
        wait_prompt(qtbot, ctl, win)
        count = ctl.action_count
        qtbot.wait(300)                           # nobody plays for the person any more
        assert ctl.action_count == count and ctl.is_human_turn()
        assert ctl.record()["cinch_qt"].get("autoplay") is True   # left out of statistics


def test_cribbage_demo_plays_for_the_person_until_a_click(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        win.apply_preferences(UiPreferences(forced_play=False), save=False)
        demo_in_menu(win)
        asked: list[int] = []
        session.thinking.connect(lambda seat: seat == 0 and asked.append(seat))
        person = CribPerson(qtbot, session, win)
        session.new_game(6)
        while person.wait() == "cut":
            person.cut()
        # The menu's item, as a person picks it.
        win.demo_action.trigger()
        assert session.demo and win.demo_action.isChecked()
        qtbot.waitUntil(lambda: len(asked) >= 4, timeout=30_000)
        felt = win.felt
        QTest.mouseClick(felt.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                         QPoint(5, 5))
        assert not session.demo and not win.demo_action.isChecked()
        for _ in range(20):
            what = person.wait()
            if what == "cut":
                person.cut()
            elif what == "hold":
                person.next_hand()
            else:
                break
        assert what == "turn"
        count = session.action_count
        qtbot.wait(100)
        assert session.action_count == count and session.prompted
        assert session.record()["cinch_qt"].get("autoplay") is True
