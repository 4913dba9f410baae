"""One lifetime for the table's messages, the shell's, in both games (docs/table.md,
"Messages"): a refusal ("Not allowed: …") or a hint shows on the status line and on the
line over the strip, and lasts until the next decision is made — then it goes, in the
same phase as in another."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cinch.engine.rules import Rules as CinchRules
from cinch_qt.ui.preferences import UiPreferences

from .gui_helpers import open_table
from .test_gui_cribbage_whole_games import Person as CribPerson
from .test_gui_cribbage_whole_games import drag as crib_drag
from .test_gui_cribbage_whole_games import layout as crib_layout
from .test_gui_cribbage_whole_games import open_crib_table
from .test_gui_whole_games import Person as CinchPerson
from .test_gui_whole_games import drag_to_middle

CTRL = Qt.KeyboardModifier.ControlModifier


def shown(win, words: str) -> tuple[bool, bool]:
    """Whether ``words`` are on (the status line, the line over the strip)."""
    line = win.hint_line
    return (words in win.statusBar().currentMessage(),
            line.isVisible() and words in line.text())


def test_cinch_refusal_and_hint_last_until_the_next_decision(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.05")
    rules = CinchRules(players=2, target=11)
    with open_table(qtbot, tmp_path / "settings.ini", speed="normal", rules=rules) as (
            ctl, win, _qs):
        win.apply_preferences(UiPreferences(forced_play=False), save=False)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        person = CinchPerson(qtbot, ctl, win)
        ctl.new_game(209)
        refused = hinted = False
        while not (refused and hinted):
            what = person.wait()
            assert what != "over"
            if what == "summary":
                person.next_hand(ctl.state.hand_no)
                continue
            prompt = win.view.prompt()
            wrong = ([c for c in ctl.state.hand_of(0) if c not in prompt.legal_cards]
                     if prompt.kind == "play" else [])
            words = None
            if wrong and not refused:
                drag_to_middle(win.view, wrong[0])             # R41/R42
                words = "Not allowed"
                refused = True
            elif prompt.kind == "play" and refused and not hinted:
                win.view.setFocus()
                QTest.keyClick(win, Qt.Key.Key_H, CTRL)
                qtbot.waitUntil(lambda: "Hint" in win.statusBar().currentMessage(),
                                timeout=10_000)
                words = "Hint"
                hinted = True
            if words is not None:
                qtbot.waitUntil(lambda w=words: shown(win, w) == (True, True), timeout=5000)
                qtbot.wait(200)                                # it stays while nobody acts
                assert shown(win, words) == (True, True)
                qtbot.waitUntil(lambda: not win.view.scene_.snapping(), timeout=3000)
            before = ctl.action_count
            person.act()
            assert ctl.action_count > before
            if words is not None:                              # the decision ends it
                assert shown(win, words) == (False, False), win.hint_line.text()


def test_cribbage_refusal_and_hint_last_until_the_next_decision(qtbot, tmp_path,
                                                                 monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        win.apply_preferences(UiPreferences(forced_play=False), save=False)
        person = CribPerson(qtbot, session, win)
        session.new_game(6)
        refused = hinted = False
        for _ in range(400):
            if refused and hinted:
                break
            what = person.wait()
            if what == "cut":
                person.cut()
                continue
            if what == "hold":
                person.next_hand()
                continue
            st = session.state
            d = session.decision()
            words = None
            if d.kind == "play" and not refused:
                legal = {a.card for a in st.legal_actions()}
                wrong = [c for c in st.hands[0] if c not in legal]
                if wrong:                                      # C51, C104
                    crib_drag(win.felt, wrong[0], crib_layout(win.felt).play_zone().center())
                    words = "Not allowed"
                    refused = True
            elif d.kind == "play" and not hinted:
                win.felt.setFocus()
                QTest.keyClick(win, Qt.Key.Key_H, CTRL)
                words = "Hint"
                hinted = True
            if words is not None:
                qtbot.waitUntil(lambda w=words: shown(win, w) == (True, True), timeout=10_000)
                qtbot.wait(200)
                assert shown(win, words) == (True, True)
                qtbot.waitUntil(lambda: not win.felt.scene_.snapping(), timeout=3000)
            person.act()
            if words is not None:
                assert shown(win, words) == (False, False), win.statusBar().currentMessage()
        assert refused and hinted
