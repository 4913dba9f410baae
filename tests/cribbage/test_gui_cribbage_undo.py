"""Undo at the cribbage table: Ctrl+Z takes back the person's last
decision of the hand on the table, even though a card or a count they had not seen
followed it at once; the game is then assisted (C97).  Real key and mouse events,
animations on."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cribbage.table import strip as sp
from tests.crib_person import CTRL, Person, card_on_screen, open_crib_table, wait_for


def test_ctrl_z_takes_back_a_card_played_and_a_count_c97(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2, counting="manual",
                         muggins="cut-throat") as (session, win):
        person = Person(qtbot, session, win, count=lambda total: max(0, total - 1))
        session.new_game(6)
        wait_for(person, "play")
        st = session.state
        hand = sorted(st.hands[0])
        played_before = len(st.played)
        person.act()                                      # a card to the count
        card = next(c for c in hand if c not in session.state.hands[0])
        # The next seat answers (a card the person had not seen, or a go): Undo stays.
        qtbot.waitUntil(lambda: len(session.state.played) > played_before + 1
                        or session.state.current == 0 or session.holding, timeout=10_000)
        qtbot.waitUntil(lambda: not win.felt.busy(), timeout=10_000)
        assert win.undo_action.isEnabled()
        QTest.keyClick(win, Qt.Key.Key_Z, CTRL)
        qtbot.waitUntil(lambda: session.prompted, timeout=10_000)
        assert sorted(session.state.hands[0]) == hand and card in session.state.hands[0]
        assert session.decision().kind == "play"
        item = win.felt.scene_.cards[card]
        assert card_on_screen(win.felt, card) and item.face_up and item.draggable
        assert win.strip.page() == sp.PLAY
        assert session.undos == 1 and session.assisted
        # C91, C95: a count short by one is mugged; Undo takes the count back too.
        wait_for(person, "show")
        person.act()
        qtbot.waitUntil(lambda: not win.felt.busy() and win.undo_action.isEnabled(),
                        timeout=20_000)
        mugged = [e for e in session.state.events + [
            e for r in session.state.hand_records for e in r["events"]]
            if e["e"] == "score" and e["why"] == "muggins"]
        assert mugged
        QTest.keyClick(win, Qt.Key.Key_Z, CTRL)
        qtbot.waitUntil(lambda: session.prompted, timeout=10_000)
        assert session.decision().kind == "show" and win.strip.page() == sp.COUNT
        rec = session.record()
        assert rec["cinch_qt"]["undos"] == 2
