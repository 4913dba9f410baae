"""Every menu item of both games' tables shows its key (docs/table.md, "Menus"): the
menus list each action with its shortcut, Hint's Ctrl+H included (the Game menu's Hint
owns it; the strip's button has none of its own, so the key is never ambiguous), and
the key reaches the action when pressed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.crib_person import open_crib_table
from tests.gui_helpers import open_table

CTRL = Qt.KeyboardModifier.ControlModifier


def menu_items(win) -> list:
    items = []
    for menu in (win.game_menu, win.view_menu, win.help_menu):
        items += [a for a in menu.actions() if not a.isSeparator() and a.menu() is None]
    return items


def check_every_item_has_a_key(win) -> None:
    items = menu_items(win)
    assert len(items) >= 12
    missing = [a.text() for a in items if a.shortcut().isEmpty()]
    assert not missing, missing
    keys = [a.shortcut().toString() for a in items]
    assert len(keys) == len(set(keys)), keys          # one owner per key
    assert win.hint_action.shortcut().toString() == "Ctrl+H"


def test_cinch_menus_show_every_key_and_ctrl_h_asks_the_hint(qtbot, tmp_path):
    with open_table(qtbot, tmp_path / "settings.ini") as (ctl, win, _qs):
        check_every_item_has_a_key(win)
        assert win.strip.hint_button.shortcut().isEmpty()
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        ctl.new_game(9)
        qtbot.waitUntil(lambda: ctl.is_human_turn() and not win.view.busy(), timeout=10_000)
        QTest.keyClick(win, Qt.Key.Key_H, CTRL)
        qtbot.waitUntil(lambda: "Hint" in win.statusBar().currentMessage(), timeout=10_000)


def test_cribbage_menus_show_every_key_and_ctrl_h_asks_the_hint(qtbot, tmp_path,
                                                                 monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        check_every_item_has_a_key(win)
        assert win.strip.hint_button.shortcut().isEmpty()
        session.new_game(6)
        from tests.crib_person import Person
        person = Person(qtbot, session, win)
        while person.wait() == "cut":
            person.cut()
        QTest.keyClick(win, Qt.Key.Key_H, CTRL)
        qtbot.waitUntil(lambda: "Hint" in win.statusBar().currentMessage(), timeout=10_000)
