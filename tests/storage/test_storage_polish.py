"""History and statistics as a player sees them, and the undo mark."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.storage import Storage
from cinch_qt.ui.storage import HistoryDialog, StatisticsDialog
from tests.storage_helpers import finished_record


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


# -- games with undos are marked (schema v3)
def test_games_with_undos_are_marked_in_history_and_statistics(tmp_path: Path):
    from cinch_qt.storage.gamesdb import GamesDB
    db = GamesDB(tmp_path / "games.sqlite3")
    plain, undone = finished_record(seed=81), finished_record(seed=82)
    undone["cinch_qt"]["undos"] = 2
    db.add_game(plain, "2026-04-01T09:00:00Z")
    db.add_game(undone, "2026-04-02T09:00:00Z")
    rows = db.history()
    assert [r.undos for r in rows] == [2, 0]
    assert rows[0].result.endswith(", with undo") and "undo" not in rows[1].result
    s = db.summary()
    assert s.played == 2 and s.with_undos == 1
    db.close()


def test_migration_v2_to_v3_reads_the_undo_mark_from_old_records(tmp_path: Path):
    import json
    import sqlite3

    from cinch_qt.storage.gamesdb import GamesDB
    from cinch_qt.storage.migrations import LATEST, STEPS, current_version
    path = tmp_path / "v2.sqlite3"
    con = sqlite3.connect(path, isolation_level=None)
    con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    con.execute("INSERT INTO schema_version VALUES (2)")
    for step in STEPS[:2]:  # the schema as version 2 left it
        step(con)
    rec = finished_record(seed=83)
    rec["cinch_qt"]["undos"] = 1
    con.execute("INSERT INTO games (id, game_key, finished_at, players, target, min_bid, "
                "all_pass, opponents, lineup, won, totals, record) VALUES (1, 'k', "
                "'2026-01-01T10:00:00Z', 4, 51, 1, 'throw_in', 'normal', 'x', 1, '{}', ?)",
                (json.dumps(rec),))
    con.close()
    db = GamesDB(path)
    assert current_version(db.db) == LATEST and LATEST >= 3
    assert db.db.execute("SELECT undos FROM games WHERE id = 1").fetchone()[0] == 1
    db.close()


def test_statistics_dialog_counts_games_with_undos(qtbot, tmp_path: Path):
    storage = Storage(tmp_path)
    undone = finished_record(seed=84)
    undone["cinch_qt"]["undos"] = 1
    storage.games.add_game(undone)
    storage.games.add_game(finished_record(seed=85))
    dialog = StatisticsDialog(storage.games)
    qtbot.addWidget(dialog)
    assert dialog.page.labels["undo"].text() == "1 (50%)"
    storage.close()
