"""A screen-reader player at both cribbage tables.

- Every control in the accessible tree (QAccessible interfaces, as AT-SPI hands them
  on) is named, and no two share a role and a name, and no child repeats its parent's
  name in the same role (the view and its viewport were both "Cribbage table").
- "Where are we?" (W) says the hand and crib, the starter, the count and its cards, the
  person's hand with how many cards, every side's score (Crib Wars: the hole) and whose
  turn; the same words stay in the felt's status label; the plates and the board are in
  the tree, named with what they show; the key is in the keyboard help.
- Enter with too few cards picked says what to do; the hint says what it picked."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from cinch_qt.games.cribbage.table import strip as sp
from cinch_qt.games.cribbage.table.words import card_text
from tests.crib_person import CTRL, Person, open_crib_table

# Roles whose empty name is a fault: controls and the containers a reader walks.
NAMED = {QAccessible.Role.Button, QAccessible.Role.CheckBox, QAccessible.Role.MenuItem,
         QAccessible.Role.MenuBar, QAccessible.Role.PopupMenu, QAccessible.Role.Client,
         QAccessible.Role.Pane, QAccessible.Role.LayeredPane, QAccessible.Role.Table,
         QAccessible.Role.SpinBox, QAccessible.Role.EditableText, QAccessible.Role.ComboBox,
         QAccessible.Role.ToolBar, QAccessible.Role.RowHeader,
         QAccessible.Role.ColumnHeader, QAccessible.Role.Window, QAccessible.Role.Dialog}
# Data, not controls: cells and texts may repeat ("0"), separators have no name.
REPEATABLE = {QAccessible.Role.Cell, QAccessible.Role.StaticText, QAccessible.Role.Separator,
              QAccessible.Role.Notification, QAccessible.Role.ColumnHeader,
              QAccessible.Role.RowHeader}


def tree(iface, path="", parent=None, out=None):
    out = [] if out is None else out
    name = iface.text(QAccessible.Text.Name)
    role = iface.role()
    here = f"{path}/{role.name}:{name!r}"
    out.append((iface, role, name, here, parent))
    for k in range(iface.childCount()):
        child = iface.child(k)
        if child is None or not child.isValid():
            continue
        if role is QAccessible.Role.Table and k == 0 and child.role() is QAccessible.Role.Pane:
            continue    # Qt's table corner: no API names it (docs/accessibility.md)
        tree(child, here, (role, name), out)
    return out


def faults(win) -> list[str]:
    out = []
    seen: dict[tuple, str] = {}
    for _iface, role, name, where, parent in tree(QAccessible.queryAccessibleInterface(win)):
        if role is QAccessible.Role.Separator:
            continue
        if role in NAMED and not name.strip():
            out.append(f"unnamed: {where}")
        if role not in REPEATABLE and name:
            key = (role, name)
            if key in seen:
                out.append(f"duplicate: {where} and {seen[key]}")
            seen[key] = where
        if parent == (role, name) and name:
            out.append(f"same name as its parent: {where}")
        if role is QAccessible.Role.MenuItem and re.search(r"\(Ctrl\+", name):
            out.append(f"a key in a menu item's name: {where}")
    return out


@pytest.mark.parametrize("rules", [{"players": 2, "counting": "manual"},
                                   {"players": 3, "board": "crib-wars"}],
                         ids=["cribbage-manual", "crib-wars"])
def test_every_control_named_once_on_both_tables(qtbot, tmp_path, monkeypatch, rules):
    with open_crib_table(qtbot, tmp_path, monkeypatch, **rules) as (session, win):
        assert not faults(win), faults(win)
        person = Person(qtbot, session, win)
        session.new_game(5)
        seen = set()
        for _ in range(80):
            what = person.wait()
            if what == "cut":
                person.cut()
                continue
            if what != "turn":
                break
            kind = session.decision().kind
            if kind not in seen:
                seen.add(kind)
                assert not faults(win), (kind, faults(win))
            if {"lay", "play"} <= seen and (kind == "show" or len(seen) > 2 or
                                            not rules.get("counting")):
                break
            person.act()
        assert {"lay", "play"} <= seen
        # Every strip button is described (a key or what to do).
        for button in (win.strip.count_button, win.strip.stay_button, win.strip.new_button,
                       win.strip.next_button, win.strip.cut_button,
                       win.strip.confirm_button, win.strip.hint_button):
            assert button.accessibleDescription() or button.toolTip(), button.text()


def _until_turn(person, session, kind):
    for _ in range(80):
        what = person.wait()
        if what == "cut":
            person.cut()
            continue
        assert what == "turn"
        if session.decision().kind == kind:
            return
        person.act()
    raise AssertionError(f"no {kind} turn")


@pytest.mark.parametrize("board", ["classic", "crib-wars"])
def test_where_are_we_says_what_the_table_shows(qtbot, tmp_path, monkeypatch, board):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2, board=board) as (
            session, win):
        said: list[str] = []
        win.live.say = said.append
        person = Person(qtbot, session, win)
        session.new_game(6)
        _until_turn(person, session, "play")
        person.act()                         # a card in the count, then our next turn
        _until_turn(person, session, "play")
        obs = session.observation()
        win.felt.setFocus()
        said.clear()
        QTest.keyClick(win.felt, Qt.Key.Key_W)
        assert said, "W said nothing"
        text = said[-1]
        dealer = "you deal" if obs.dealer == 0 else "North deals"
        assert f"Hand 1: {dealer}" in text
        assert f"The starter is {card_text(obs.starter)}" in text
        assert f"The count is {obs.count}" in text
        for c in obs.current_count:
            assert card_text(c) in text
        assert f"Your hand, {len(obs.hand)} cards:" in text or len(obs.hand) == 1
        for c in obs.hand:
            assert card_text(c) in text
        assert "Board, game to" in text and "Your turn to play." in text
        if board == "crib-wars":
            assert "on hole" in text
        # The same words stay readable; plates and board are in the tree.
        access = win.felt.access
        assert access.status.accessibleDescription() == text
        names = [n for _i, _r, n, _w, _p in tree(QAccessible.queryAccessibleInterface(win))]
        assert access.board.text() in names and access.board.text().startswith("Board")
        assert any(n.startswith("North") for n in names)
        from cinch_qt.ui.help.shortcuts_page import action_rows
        assert ("W", "Where are we?") in action_rows(win)
        # Shown on the status line while it is true, gone once a card moves.
        assert win.statusBar().currentMessage() == text
        person.act()
        qtbot.waitUntil(lambda: win.statusBar().currentMessage() != text, timeout=5000)


def test_enter_with_nothing_picked_and_the_hint_say_what_happens(qtbot, tmp_path,
                                                                 monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        said: list[str] = []
        win.live.say = said.append
        person = Person(qtbot, session, win)
        session.new_game(6)
        _until_turn(person, session, "lay")
        assert win.strip.page() == sp.LAY and not win.felt.selection()
        win.felt.setFocus()
        said.clear()
        QTest.keyClick(win.felt, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: bool(said), timeout=2000)
        assert said[-1].startswith("Pick 2 more cards first") and "Space" in said[-1]
        assert session.prompted                 # nothing was laid away
        said.clear()
        QTest.keyClick(win, Qt.Key.Key_H, CTRL)
        qtbot.waitUntil(lambda: win.last_hint is not None, timeout=5000)
        laid = win.last_hint.action.cards
        heard = [s for s in said if s.startswith("Hint: ")]
        assert heard and all(card_text(c) in heard[-1] for c in laid), said

