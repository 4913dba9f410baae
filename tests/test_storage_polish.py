"""History and statistics as a player sees them (issue 12), and the undo mark."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.storage import Storage
from cinch_qt.ui.storage import HistoryDialog, StatisticsDialog

from .test_storage_helpers import finished_record


def test_history_opens_with_the_newest_game_selected_and_current(qtbot, tmp_path: Path):
    storage = Storage(tmp_path)
    for n in range(3):
        storage.games.add_game(finished_record(n), f"2026-04-0{n + 1}T09:00:00Z")
    replayed = []
    dialog = HistoryDialog(storage.games, lambda r, t: replayed.append(r), lambda r: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.selected_row() == 0
    assert dialog.table.currentIndex().row() == 0  # arrows move on from it
    assert dialog.replay_button.isEnabled() and dialog.export_button.isEnabled()
    QTest.keyClick(dialog.table, Qt.Key.Key_Down)
    assert dialog.selected_row() == 1
    storage.close()


def test_statistics_chart_with_one_game_draws_one_labelled_bar(qtbot, tmp_path: Path):
    storage = Storage(tmp_path)
    storage.games.add_game(finished_record(1))
    dialog = StatisticsDialog(storage.games)
    qtbot.addWidget(dialog)
    dialog.resize(640, 640)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert len(dialog.chart.values) == 1
    dialog.chart.grab()
    # One bar takes a tenth of the width at most, not the whole chart.
    assert 0 < dialog.chart.bar_width <= dialog.chart.width() / 10
    storage.close()
