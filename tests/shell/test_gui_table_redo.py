"""Redo, the shell's, in both games (docs/table.md, "Undo and Redo"): Ctrl+Z takes the
person's last decision back as far as the game's rule allows, Ctrl+Shift+Z and Ctrl+Y
bring the table back as it stood when Undo was pressed, and any new action ends what
Redo could bring back.  Real key presses and clicks only."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.crib_person import Person as CribPerson
from tests.crib_person import click as crib_click
from tests.crib_person import open_crib_table
from tests.gui_helpers import open_table, wait_prompt

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
LEFT = Qt.MouseButton.LeftButton


def undo(win) -> None:
    QTest.keyClick(win, Qt.Key.Key_Z, CTRL)


def redo(win, way: int) -> None:
    if way == 0:
        QTest.keyClick(win, Qt.Key.Key_Z, CTRL_SHIFT)
    else:
        QTest.keyClick(win, Qt.Key.Key_Y, CTRL)


def menu_shows_redo(win) -> None:
    actions = win.game_menu.actions()
    assert win.redo_action in actions
    assert actions.index(win.redo_action) == actions.index(win.undo_action) + 1
    keys = [k.toString() for k in win.redo_action.shortcuts()]
    assert keys == ["Ctrl+Shift+Z", "Ctrl+Y"]


def test_cinch_redo_brings_back_a_bid_until_a_new_action(qtbot, tmp_path):
    """R20: a bid is public, so it may be taken back after the others answered; Redo
    brings back the bid and the table as they were."""
    with open_table(qtbot, tmp_path / "settings.ini") as (ctl, win, _qs):
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        menu_shows_redo(win)
        ctl.new_game(9)
        prompt = wait_prompt(qtbot, ctl, win)
        assert prompt.kind == "bid" and not win.redo_action.isEnabled()
        before = ctl.state.to_record()
        qtbot.mouseClick(win.strip.pass_button, LEFT)
        after = ctl.state.to_record()
        assert after != before and win.undo_action.isEnabled()
        for way in (0, 1):
            undo(win)
            assert ctl.state.to_record() == before
            assert win.redo_action.isEnabled() and ctl.undos == way + 1
            redo(win, way)
            assert ctl.state.to_record() == after
            assert not win.redo_action.isEnabled()
            assert "Redone" in win.statusBar().currentMessage()
        # Taken back once more, then a new decision: nothing is left to redo.
        undo(win)
        wait_prompt(qtbot, ctl, win)
        assert win.redo_action.isEnabled()
        qtbot.mouseClick(win.strip.bid_buttons[min(ctl.decision().legal_bids)], LEFT)
        assert not win.redo_action.isEnabled()
        moved = ctl.state.to_record()
        redo(win, 1)                          # the action is off: the key does nothing
        assert ctl.state.to_record() == moved and not ctl.redo()


def test_cribbage_redo_brings_back_the_play_after_an_undone_lay_away(qtbot, tmp_path,
                                                                       monkeypatch):
    """C31: the lay-away taken back while the hand is on the felt; Redo brings back the
    play that followed it, the others' lay-away and the starter included (C40)."""
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        menu_shows_redo(win)
        person = CribPerson(qtbot, session, win)
        session.new_game(6)
        while person.wait() == "cut":
            person.cut()
        d = session.decision()
        assert d.kind == "lay"
        before = session.state.to_record()
        win.felt.setFocus()
        for card in session.state.hands[0][:d.count]:
            crib_click(win.felt, card)
        qtbot.mouseClick(win.strip.confirm_button, LEFT)
        while person.wait() == "cut":
            person.cut()
        assert session.decision().kind == "play"
        after = session.state.to_record()
        for way in (0, 1):
            undo(win)
            assert session.state.to_record() == before
            assert win.redo_action.isEnabled()
            redo(win, way)
            assert session.state.to_record() == after
            assert not win.redo_action.isEnabled()
            qtbot.waitUntil(lambda: session.prompted, timeout=10_000)
        undo(win)
        qtbot.waitUntil(lambda: session.prompted, timeout=10_000)
        assert session.undos == 3 and win.redo_action.isEnabled()
        person.act()                          # a new lay-away: Redo has nothing left
        assert not win.redo_action.isEnabled()
        moved = session.state.to_record()
        redo(win, 0)
        assert session.state.to_record() == moved and not session.redo()
