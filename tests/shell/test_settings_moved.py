"""The stored settings an earlier version wrote (Cinch's rule options under ``game/*``)
are the ones a new start plays with: the real program, started on such a data folder,
plays and files a whole Cinch game by the person's old choices (R2, R22, R53), and the
settings file holds them under ``cinch/*`` afterwards (storage/settings.py
``move_renamed``, games/cinch/settings_keys.py ``RENAMED``)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_an_old_settings_file_plays_by_the_same_choices(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.ini").write_text(
        "[game]\nplayers=2\ntarget=11\nall_pass=stuck_dealer\n"
        "[players]\nname=Ada\n[ui]\nlast_game=cinch\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "cinch_qt", "--game", "cinch", "--seed", "3", "--autoplay",
         "--speed", "instant", "--quit-after-game", "--data-dir", str(data)],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stderr[-3000:]
    db = sqlite3.connect(data / "games.sqlite3")
    try:
        # Cinch's own figures (its rules among them) are filed beside the shared row.
        players, figures, record = db.execute(
            "SELECT players, figures, record FROM games "
            "JOIN game_figures ON game_figures.game_id = games.id").fetchone()
    finally:
        db.close()
    figures = json.loads(figures)
    assert (players, figures["target"], figures["all_pass"]) == (2, 11, "stuck_dealer")
    rules = json.loads(record)["rules"]
    assert (rules["players"], rules["target"]) == (2, 11)
    text = (data / "settings.ini").read_text(encoding="utf-8")
    assert "[game]" not in text and "[cinch]" in text
    assert "target=11" in text and "name=Ada" in text
