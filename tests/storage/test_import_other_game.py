"""Game → Import game… of a record of another game than the window's, in the real program
(docs/storage.md, "Importing a game"): an unfinished Cinch record imported in the
Cribbage window, the person choosing to continue it, opens the Cinch table with that
game, as Game → New with another game swaps the windows, and the other way round with a
Crib Wars record in the Cinch window; the game that was at the table is kept as an
importable file.  A finished record of another game is filed in the history, the person
told where, and replayed over the table, which keeps its game."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cribbage_storage_helpers import Driver, finished, record_of
from tests.storage_helpers import finished_record, partial_state

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox
app = QApplication(["cinch-qt"])
from cinch_qt import app as app_module
record_file, report_file = sys.argv[1], sys.argv[2]
filters, told, asked, report = [], [], [], {"tables": []}

def open_name(parent, caption, folder, name_filter, *rest, **kw):
    filters.append(name_filter)
    return record_file, ""
QFileDialog.getOpenFileName = staticmethod(open_name)
QMessageBox.information = staticmethod(lambda *a, **k: told.append(a[2]))

def yes(*a, **k):
    asked.append(a[2])
    return QMessageBox.StandardButton.Yes
QMessageBox.question = staticmethod(yes)

def tables():
    return [w for w in QApplication.topLevelWidgets()
            if hasattr(w, "game_menu") and w.isVisible()]

def session_of(window):
    return window.session

def step():
    shown = tables()
    if not shown or session_of(shown[0]).record() is None:
        QTimer.singleShot(100, step)
        return
    window = shown[0]
    kind = type(window).__name__
    if not report["tables"]:
        report["tables"].append(kind)
        report["before"] = session_of(window).record()
        entry = next(a for a in window.game_menu.actions() if "Import" in a.text())
        entry.trigger()                               # Game -> Import game...
        report["dialogs"] = [type(w).__name__ for w in QApplication.topLevelWidgets()
                             if isinstance(w, QDialog) and w.isVisible()]
        QTimer.singleShot(300, step)
        return
    if kind != report["tables"][-1]:
        report["tables"].append(kind)
    report["after"] = session_of(window).record()
    report.update(filters=filters, told=told, asked=asked)
    QTimer.singleShot(0, app.quit)

QTimer.singleShot(0, step)
QTimer.singleShot(120_000, app.quit)
report["code"] = app_module.run(sys.argv[3:])
with open(report_file, "w", encoding="utf-8") as out:
    json.dump(report, out)
"""


def crib_wars_unfinished() -> dict:
    driver = Driver("crib-wars", 2, seed=3)
    for _ in range(40):
        driver.step()
    assert not driver.state.is_over
    return record_of(driver.state)


def cinch_unfinished() -> dict:
    state = partial_state(seed=4, steps=40)
    assert not state.is_over
    record = state.to_record()
    record["cinch_qt"] = {"levels": "normal", "names": {"S": "You"}}
    return record


def run_import(tmp_path: Path, window_game: str, record: dict) -> tuple[dict, Path]:
    source = tmp_path / "other-game.json"
    text = json.dumps(record)
    source.write_text(text)
    report_file = tmp_path / "report.json"
    data = tmp_path / "data"
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(source), str(report_file), "--data-dir",
         str(data), "--game", window_game, "--speed", "instant", "--level", "random",
         "--language", "en"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert source.read_text() == text                 # the file is left as it was
    report = json.loads(report_file.read_text(encoding="utf-8"))
    assert report["code"] == 0
    # The chooser offers every game's records, not "Cinch game records" only.
    assert len(report["filters"]) == 1
    assert all(name in report["filters"][0] for name in ("Cinch", "Cribbage", "Crib Wars"))
    return report, data


def continues(later: dict, earlier: dict) -> bool:
    """``later`` is the game of ``earlier`` played on (the bots keep playing while the
    test looks): the same seed, the same finished hands, the last hand dealt alike."""
    old, new = earlier["hands"], later["hands"]
    return (later["seed"] == earlier["seed"] and len(new) >= len(old)
            and new[:len(old) - 1] == old[:-1] and new[len(old) - 1]["deal"] == old[-1]["deal"])


def filed_games(data: Path) -> int:
    path = data / "games.sqlite3"
    if not path.exists():                 # opened only when a game is filed or listed
        return 0
    with sqlite3.connect(path) as db:
        return db.execute("SELECT COUNT(*) FROM games").fetchone()[0]


@pytest.mark.parametrize(("window_game", "record", "tables"), [
    ("cribbage", cinch_unfinished, ["CribbageWindow", "CinchWindow"]),
    ("cinch", crib_wars_unfinished, ["CinchWindow", "CribbageWindow"]),
    # The window's own game, and the other game of the same table (Crib Wars on the
    # classic board's window), continue at this table.
    ("cinch", cinch_unfinished, ["CinchWindow"]),
    ("cribbage", crib_wars_unfinished, ["CribbageWindow"]),
])
def test_continuing_an_unfinished_record_opens_its_table_with_it(
        tmp_path, window_game, record, tables) -> None:
    imported = record()
    report, data = run_import(tmp_path, window_game, imported)
    assert len(report["asked"]) == 1 and "other-game.json" in report["asked"][0]
    # That game's table replaced this one, playing the imported game from where it
    # stopped (the same hands, seed and actions), not a new one.
    assert report["tables"] == tables and report["dialogs"] == []
    assert continues(report["after"], imported)
    # The game that was at the table is kept, importable, and the person told where.
    kept = sorted(data.glob("unfinished-*.json"))
    assert len(kept) == 1
    assert continues(json.loads(kept[0].read_text()), report["before"])
    assert any(kept[0].name in text for text in report["told"])
    # The autosave now holds the imported game (the next start resumes it).
    assert continues(json.loads((data / "current-game.json").read_text()), imported)
    assert filed_games(data) == 0


@pytest.mark.parametrize(("window_game", "record", "window", "dialog"), [
    ("cribbage", lambda: finished_record(4), "CribbageWindow", "CinchReplayDialog"),
    ("cinch", lambda: finished("crib-wars", 2, seed=3), "CinchWindow", "CribbageReplayDialog"),
])
def test_a_finished_record_of_another_game_is_filed_and_replayed_over_this_table(
        tmp_path, window_game, record, window, dialog) -> None:
    report, data = run_import(tmp_path, window_game, record())
    assert report["asked"] == []
    assert report["tables"] == [window] and report["dialogs"] == [dialog]
    assert continues(report["after"], report["before"])    # the table kept its game
    assert filed_games(data) == 1
    assert len(report["told"]) == 1 and "Game → History…" in report["told"][0]
    assert not list(data.glob("unfinished-*.json"))
