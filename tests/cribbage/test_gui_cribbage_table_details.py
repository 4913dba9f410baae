"""Details of the cribbage table a person meets: the key table in the
person's language, Esc closing Last show, the cards of a show in order, and with three
or more players a tag under each card of the count naming who played it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cinch_qt.games.cribbage.engine.cards import RANK
from cinch_qt.games.cribbage.table.keys import table_keys
from cinch_qt.games.cribbage.table.row_tags import seat_tag
from tests.crib_person import CTRL, Person, open_crib_table


def test_the_key_table_names_keys_in_the_language(speak):
    speak("fr")
    keys = [k for k, _ in table_keys()]
    assert "Espace" in keys and "Entrée" in keys and "Space" not in keys
    speak("nl")
    assert any("Spatie" in k for k, _ in table_keys())
    speak("en")
    assert "Space" in [k for k, _ in table_keys()]


def test_esc_closes_last_show(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        session.new_game(6)
        QTest.keyClick(win, Qt.Key.Key_L, CTRL)
        dialog = win.last_show
        qtbot.waitUntil(lambda: dialog.isVisible() and dialog.isActiveWindow(), timeout=3000)
        QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
        # Opened again, then a click on the table: Esc there closes it too.
        win.last_show_action.trigger()
        qtbot.waitUntil(dialog.isVisible, timeout=3000)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        QTest.mouseClick(win.felt.viewport(), Qt.MouseButton.LeftButton)
        QTest.keyClick(QApplication.focusWidget() or win.felt, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)


def test_shows_in_order_and_the_count_says_who_played(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=3, board="crib-wars") as (
            session, win):
        felt = win.felt
        shows: list[list[int]] = []
        tagged: list[tuple[list[str], list[str]]] = []

        def look() -> None:
            sh = felt.shown
            if sh.showing is not None:
                cards = list(sh.showing[2])
                if not shows or shows[-1] != cards:
                    shows.append(cards)
            if sh.row and not felt.busy():
                want = [seat_tag(felt.rules.seat_names[s]) for s, _ in sh.row]
                tagged.append((want, felt.row_tags.texts()))
        felt.idle.connect(look)
        from PySide6.QtCore import QTimer
        timer = QTimer()
        timer.timeout.connect(look)
        timer.start(10)
        person = Person(qtbot, session, win)
        session.new_game(3)
        person.play(hands=2)
        timer.stop()
        assert shows and tagged
        for cards in shows:
            assert [RANK[c] for c in cards] == sorted(RANK[c] for c in cards), cards
        assert all(want == have for want, have in tagged), tagged[:3]
        assert any("You" in want for want, _ in tagged)
