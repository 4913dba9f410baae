"""The hand review in the replay of a finished game from History: "Review
hand" (key R or a click) opens the shared review window on the hand being replayed,
from the person's seat; a game without a review part has no such button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.games.review import review_part_of
from cinch_qt.ui.storage.replay_viewer import ReplayViewerDialog
from tests.cribbage_storage_helpers import FakeCribbageSession, finished
from tests.i18n_helpers import pseudo, pseudo_qm  # noqa: F401 - fixtures
from tests.storage_helpers import finished_record
from tests.storage_ui_helpers import make_ui


def open_replay(qtbot, ui, row: int = 0) -> ReplayViewerDialog:
    history = ui.show_history()
    qtbot.waitExposed(history)
    history.table.selectRow(row)
    qtbot.mouseClick(history.replay_button, Qt.MouseButton.LeftButton)
    replay = next(d for d in ui.dialogs if isinstance(d, ReplayViewerDialog))
    qtbot.waitExposed(replay)
    replay.activateWindow()
    qtbot.waitUntil(replay.isActiveWindow, timeout=10_000)
    return replay


def test_review_from_the_history_replay_by_key_and_click(qtbot, tmp_path):
    ui, msgs = make_ui(qtbot, tmp_path, FakeCribbageSession("crib-wars", 3))
    record = finished("crib-wars", 3, seed=8, level="easy")
    ui.storage.games.add_game(record)
    replay = open_replay(qtbot, ui)
    assert replay.review_button is not None and replay.review_button.isVisible()
    assert replay.review_button.text() == "Review hand"
    view = replay.replay.view
    # Hand 2 by the replay's own keys: Page Down steps from stop to stop.
    while replay.replay.hand_box.currentIndex() < 1:
        QTest.keyClick(view, Qt.Key.Key_PageDown)
    QTest.keyClick(view, Qt.Key.Key_R)
    review = replay.review
    qtbot.waitUntil(lambda: review is not None and review.isVisible(), timeout=10_000)
    assert review.hands.currentData() == 1 and review.hands.count() == len(record["hands"])
    qtbot.waitUntil(lambda: 1 in review.reviews, timeout=120_000)
    text = review.text.toPlainText()
    assert "Laying away" in text and "The play" in text
    assert review.reviews[1].seat == 0 and review.reviews[1].board == "crib-wars"
    assert "On the board" in text                             # the Expert's board value
    review.hide()
    # The last hand, then the button with the mouse (the keys stay on the table).
    QTest.keyClick(view, Qt.Key.Key_End)
    last = len(record["hands"]) - 1
    qtbot.mouseClick(replay.review_button, Qt.MouseButton.LeftButton)
    assert review.isVisible() and review.hands.currentData() == last
    assert replay.review_button.focusPolicy() == Qt.FocusPolicy.TabFocus
    qtbot.waitUntil(lambda: last in review.reviews, timeout=120_000)
    replay.close()
    ui.storage.close()


def test_a_game_without_a_review_part_has_no_review_button(qtbot, tmp_path):
    ui, _ = make_ui(qtbot, tmp_path, FakeCribbageSession())
    record = finished_record(2)
    dialog = ui.show_replay(record)
    assert (dialog.review_button is None) == (review_part_of(record) is None)
    if dialog.review_button is None:
        QTest.keyClick(dialog.replay.view, Qt.Key.Key_R)           # nothing happens
        assert dialog.review is None
    dialog.close()
    ui.storage.close()


@pytest.mark.usefixtures("pseudo")
def test_review_and_accuracy_show_only_translated_text(qtbot, tmp_path):
    """The pseudo-translation check (tests/i18n/test_i18n_pseudo.py) on the review from a
    replay, its page included, and on the statistics' accuracy tab once its figures are in."""
    from cinch_qt.storage import Storage
    from cinch_qt.ui.storage import StatisticsDialog
    from tests.i18n_helpers import assert_all_translated, texts_of

    storage = Storage(tmp_path)
    wars = finished("crib-wars", 3, seed=5, level="easy")
    storage.games.add_game(wars)
    ui_replay = make_ui(qtbot, tmp_path / "ui", FakeCribbageSession())[0]
    replay = ui_replay.show_replay(wars)
    qtbot.mouseClick(replay.review_button, Qt.MouseButton.LeftButton)
    review = replay.review
    found = [(f"ReplayDialog: {w}", t) for w, t in texts_of(replay)]
    found += [(f"working: {w}", t) for w, t in texts_of(review)]
    qtbot.waitUntil(lambda: review.hands.currentData() in review.reviews, timeout=120_000)
    found += [(f"review: {w}", t) for w, t in texts_of(review)]
    found += [("review page", line) for line in review.text.toPlainText().splitlines()]
    stats = StatisticsDialog(storage.games, None, "crib-wars", storage.accuracy)
    qtbot.addWidget(stats)
    stats.show()
    stats.charts.setCurrentIndex(1)
    found += [(f"stats working: {w}", t) for w, t in texts_of(stats)]
    qtbot.waitUntil(lambda: len(stats.accuracy.chart.values) == 1, timeout=120_000)
    found += [(f"stats: {w}", t) for w, t in texts_of(stats)]
    found.append(("chart summary", stats.accuracy.chart.summary()))
    replay.close()
    stats.close()
    ui_replay.storage.close()
    storage.close()
    assert any(w == "review page" and "⟦" in t for w, t in found)
    assert any("⟦Working out" in t for _, t in found)
    assert_all_translated(found)
