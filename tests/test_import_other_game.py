"""Game → Import game… of a record of another game than the window's (a Cinch record in
the Cribbage window, a Crib Wars record in the Cinch window), in the real program: the
record is checked and opens its own game's replay over the table, exactly as an import
of the window's own game does; the table and its game stay, nothing is filed, the file
is left as it was, and the file chooser offers every game's records (docs/storage.md,
"Export and import")."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from .test_cribbage_storage_helpers import Driver, record_of
from .test_storage_helpers import partial_state

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox
app = QApplication(["cinch-qt"])
from cinch_qt import app as app_module
record_file, report_file = sys.argv[1], sys.argv[2]
filters, told, report = [], [], {}

def open_name(parent, caption, folder, name_filter, *rest, **kw):
    filters.append(name_filter)
    return record_file, ""
QFileDialog.getOpenFileName = staticmethod(open_name)
QMessageBox.information = staticmethod(lambda *a, **k: told.append(a[2]))

def tables():
    return [w for w in QApplication.topLevelWidgets()
            if hasattr(w, "game_menu") and w.isVisible()]

def session_of(window):
    return getattr(window, "session", None) or window.controller

def step():
    shown = tables()
    if not shown or session_of(shown[0]).record() is None:
        QTimer.singleShot(100, step)
        return
    window = shown[0]
    before = session_of(window).record()
    entry = next(a for a in window.game_menu.actions() if "Import" in a.text())
    entry.trigger()                                   # Game -> Import game...
    dialogs = [w for w in QApplication.topLevelWidgets()
               if isinstance(w, QDialog) and w.isVisible()]
    report.update(
        window=type(window).__name__, dialogs=[type(d).__name__ for d in dialogs],
        frames=[len(d.replay.frames) for d in dialogs if hasattr(d, "replay")],
        titles=[d.windowTitle() for d in dialogs],
        same_game=session_of(window).record() == before,
        still_shown=[type(w).__name__ for w in tables()], filters=filters, told=told)
    QTimer.singleShot(0, app.quit)

QTimer.singleShot(0, step)
QTimer.singleShot(120_000, app.quit)
code = app_module.run(sys.argv[3:])
report["code"] = code
with open(report_file, "w") as out:
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


@pytest.mark.parametrize(("window_game", "record", "window", "dialog"), [
    ("cribbage", cinch_unfinished, "CribbageWindow", "ReplayDialog"),
    ("cinch", crib_wars_unfinished, "MainWindow", "CribReplayDialog"),
])
def test_import_of_another_games_record_replays_it_over_this_table(
        tmp_path, window_game, record, window, dialog) -> None:
    text = json.dumps(record())
    source = tmp_path / "other-game.json"
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
    report = json.loads(report_file.read_text())
    assert report["code"] == 0
    # The record's own replay opens, over the same table, which keeps its game.
    assert report["window"] == window and report["still_shown"] == [window]
    assert report["dialogs"] == [dialog] and report["frames"][0] > 1
    assert report["titles"] == ["Replay — other-game.json"]
    assert report["same_game"] and report["told"] == []
    # The chooser offers every game's records, not "Cinch game records" only.
    assert len(report["filters"]) == 1
    assert all(name in report["filters"][0] for name in ("Cinch", "Cribbage", "Crib Wars"))
    # Nothing filed, the file untouched.
    filed = data / "games.sqlite3"
    if filed.exists():                    # opened only when a game is filed or listed
        with sqlite3.connect(filed) as db:
            assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 0
    assert source.read_text() == text
