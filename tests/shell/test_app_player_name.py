"""The person's name (Settings → name, kept as ``players/name``) is read back when the
program starts Cinch (app.py ``_run_table``, games/cinch/table/launch.py; commit
88f73a3): the real program, started on a data folder whose settings hold a name,
shows it on South's plate."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from cinch_qt.storage.settings import Settings

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r"""
import gc, json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["cinch-qt"])
from cinch_qt import app as app_module
from cinch_qt.games.cinch.table.window import CinchWindow
report_file, seen = sys.argv[1], {}

def step():
    shown = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, CinchWindow) and w.isVisible()]
    if shown and shown[0].view.plate_text(0):
        seen.update(plate=shown[0].view.plate_text(0),
                    setting=shown[0].session.settings.player_name,
                    automatic_gc=gc.isenabled())
        QTimer.singleShot(0, app.quit)
        return
    QTimer.singleShot(100, step)

QTimer.singleShot(0, step)
QTimer.singleShot(120_000, app.quit)
seen["code"] = app_module.run(sys.argv[2:])
with open(report_file, "w", encoding="utf-8") as out:
    json.dump(seen, out)
"""


def test_cinch_shows_the_saved_name_on_souths_plate_at_start(tmp_path) -> None:
    data = tmp_path / "data"
    settings = Settings(data)
    settings.set("players/name", "Zoë")
    settings.qsettings.sync()
    del settings
    report = tmp_path / "report.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(report), "--data-dir",
                           str(data), "--game", "cinch", "--speed", "instant",
                           "--level", "random", "--seed", "3", "--language", "en"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(report.read_text(encoding="utf-8"))
    assert seen["code"] == 0
    # Cycles are collected on the GUI thread, not by whichever thread allocates
    # (ui/main_thread_gc.py): automatic collection is off while the program runs.
    assert seen["automatic_gc"] is False
    assert seen["setting"] == "Zoë"
    assert "Zoë" in seen["plate"] and "You" not in seen["plate"]
