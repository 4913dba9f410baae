"""One lifetime for the table's messages, the shell's, in both games (docs/table.md,
"Every game's table", Messages): a refusal ("Not allowed: …") or a hint shows on the
status line and on the line over the strip, and lasts until the next decision is made —
then it goes, in the same phase as in another."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.ui.preferences import UiPreferences
from tests.cinch_person import Person as CinchPerson
from tests.cinch_person import drag_to_middle
from tests.crib_person import Person as CribPerson
from tests.crib_person import drag as crib_drag
from tests.crib_person import layout as crib_layout
from tests.crib_person import open_crib_table
from tests.table_watch import cinch_for_two, cinch_turns, crib_turns

CTRL = Qt.KeyboardModifier.ControlModifier


def shown(win, words: str) -> tuple[bool, bool]:
    """Whether ``words`` are on (the status line, the line over the strip)."""
    line = win.hint_line
    return (words in win.statusBar().currentMessage(),
            line.isVisible() and words in line.text())


def said_until_the_decision(qtbot, win, felt, words: str, decide) -> None:  # noqa: ANN001
    """``words`` are on both lines, stay there while nobody acts, and go with the
    decision ``decide()`` makes."""
    qtbot.waitUntil(lambda: shown(win, words) == (True, True), timeout=10_000)
    qtbot.wait(200)
    assert shown(win, words) == (True, True)
    qtbot.waitUntil(lambda: not felt.scene_.snapping(), timeout=3000)
    decide()
    assert shown(win, words) == (False, False), win.statusBar().currentMessage()


def test_cinch_refusal_and_hint_last_until_the_next_decision(qtbot, tmp_path, monkeypatch):
    with cinch_for_two(qtbot, tmp_path, monkeypatch) as (ctl, win):
        person = CinchPerson(qtbot, ctl, win)
        ctl.new_game(209)
        refused = hinted = False
        for prompt in cinch_turns(person):
            if refused and hinted:
                break
            wrong = ([c for c in ctl.state.hand_of(0) if c not in prompt.legal_cards]
                     if prompt.kind == "play" else [])
            if wrong and not refused:
                drag_to_middle(win.view, wrong[0])             # R41/R42
                said_until_the_decision(qtbot, win, win.view, "Not allowed", person.act)
                refused = True
            elif prompt.kind == "play" and refused and not hinted:
                win.view.setFocus()
                QTest.keyClick(win, Qt.Key.Key_H, CTRL)
                said_until_the_decision(qtbot, win, win.view, "Hint", person.act)
                hinted = True
            else:
                person.act()
        assert refused and hinted


def test_cribbage_refusal_and_hint_last_until_the_next_decision(qtbot, tmp_path,
                                                                 monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        win.apply_preferences(UiPreferences(forced_play=False), save=False)
        person = CribPerson(qtbot, session, win)
        session.new_game(6)
        refused = hinted = False
        for decision in crib_turns(person):
            if refused and hinted:
                break
            st, felt = session.state, win.felt
            legal = {a.card for a in st.legal_actions()} if decision.kind == "play" else set()
            wrong = [c for c in st.hands[0] if c not in legal] if legal else []
            if wrong and not refused:                          # C51, C104
                crib_drag(felt, wrong[0], crib_layout(felt).play_zone().center())
                said_until_the_decision(qtbot, win, felt, "Not allowed", person.act)
                refused = True
            elif decision.kind == "play" and refused and not hinted:
                felt.setFocus()
                QTest.keyClick(win, Qt.Key.Key_H, CTRL)
                said_until_the_decision(qtbot, win, felt, "Hint", person.act)
                hinted = True
            else:
                person.act()
        assert refused and hinted
