"""Out of turn at the Cribbage table: the shell's session refuses the move (C100, the
session's ``TURN_RULE``) and the window says the shell's words for it, as at every
table (ui/table_window.py, controller/table_session.py), not words of the game's own."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.crib_person import Person, open_crib_table, wait_for


def test_enter_on_a_card_while_a_bot_thinks_says_it_is_not_your_turn(qtbot, tmp_path,
                                                                    monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        refused: list = []
        session.refused.connect(lambda rule, message: refused.append(rule))
        person = Person(qtbot, session, win)
        session.new_game(4)
        wait_for(person, "play")
        # The bot thinks for as long as the test needs: its turn stays on the table.
        session.BOT_THINK_MS = 600_000
        felt = win.felt
        person.act()

        def bot_thinks() -> bool:
            st = session.state
            return (not felt.busy() and not session.holding and st.decision() is not None
                    and st.decision().seat != 0 and bool(felt.shown.hands[0]))
        qtbot.waitUntil(lambda: bot_thinks() or session.prompted, timeout=20_000)
        assert bot_thinks(), "the person must play again: another seed"
        felt.setFocus()
        QTest.keyClick(felt, Qt.Key.Key_Right)
        focus = felt.scene_.focus_key
        assert focus in felt.shown.hands[0], (focus, felt.shown.hands[0])
        before = session.action_count
        QTest.keyClick(felt, Qt.Key.Key_Return)
        assert refused == ["C100"]
        assert session.action_count == before and focus in session.state.hands[0]
        assert win.statusBar().currentMessage() == \
            "Not allowed: please wait: it is not your turn."
        assert win.last_refused_rule == "C100"
