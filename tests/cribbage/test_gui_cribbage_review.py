"""The hand review at the table: one key (R) or one click away once a hand's
show is over, beside "Next hand" and never in its way; the review fills in off the GUI
thread, and lists only hands whose show the felt has finished (C70)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cribbage.table import strip as sp
from tests.crib_person import Person, on_screen, open_crib_table


def test_review_after_the_show_by_key_and_click(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        # During the first hand nothing can be reviewed yet.
        while person.wait() != "turn":
            person.cut()
        # Ctrl+R says so on the status line rather than opening an empty window.
        QTest.keyClick(win, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        assert win._review is None or not win._review.isVisible()
        assert win.statusBar().currentMessage().startswith("No hand has been played yet")
        person.play(hands=1)                      # stops at the first "Next hand"
        assert win.strip.page() == sp.NEXT
        assert on_screen(win, win.strip.review_button)
        QTest.keyClick(win.strip.review_button, Qt.Key.Key_R)
        qtbot.waitUntil(lambda: win.review.isVisible(), timeout=3000)
        assert win.review.hands.count() == 1
        qtbot.waitUntil(lambda: 0 in win.review.reviews, timeout=10_000)
        text = win.review.text.toPlainText()
        assert "Laying away" in text and "The play" in text
        review = win.review.reviews[0]
        assert len(review.lay) == 15                  # C31: two of six, 15 ways
        assert review.lay[review.chosen].laid
        win.review.hide()
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        qtbot.mouseClick(win.strip.review_button, Qt.MouseButton.LeftButton)
        assert win.review.isVisible()
        win.review.hide()
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        person.next_hand()
        assert not session.holding
