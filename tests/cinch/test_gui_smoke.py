"""The smoke mode packaging relies on: one whole game by itself, then exit 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, timeout: int = 240) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "cinch_qt", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_gui_smoke_mode_plays_a_game_and_exits_0(tmp_path):
    shot = tmp_path / "table.png"
    proc = _run("--autoplay", "--speed", "instant", "--quit-after-game", "--seed", "5",
                "--level", "random", "--target", "15", "--data-dir", str(tmp_path / "data"),
                "--screenshot", str(shot))
    assert proc.returncode == 0, proc.stderr
    assert shot.stat().st_size > 10_000  # a real picture of the window was written
    # The finished game was filed by the storage in the --data-dir folder, not elsewhere.
    assert (tmp_path / "data" / "games.sqlite3").stat().st_size > 0


def test_gui_bad_option_is_refused_with_a_message(tmp_path):
    proc = _run("--size", "huge", timeout=60)
    assert proc.returncode != 0
    assert "--size must look like 1280x800" in proc.stderr
    proc = _run("--level", "grandmaster", "--quit-after-game", "--data-dir",
                str(tmp_path / "d1"), timeout=60)
    assert proc.returncode == 2
    assert "unknown --level 'grandmaster'" in proc.stderr
    proc = _run("--target", "0", "--quit-after-game", "--data-dir", str(tmp_path / "d2"),
                timeout=60)
    assert proc.returncode == 2
    assert "target must be a whole number from 1 to 1000 (R53)" in proc.stderr


HIDPI_CHECK = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from cinch_qt.games.cinch.table.settings import TableSettings
from cinch_qt.games.cinch.table.session import CinchSession
from cinch_qt.themes import CardPixmapCache
from cinch_qt.games.cinch.table.window import CinchWindow
ctl = CinchSession(TableSettings(speed="instant", levels={1: "random", 2: "random", 3: "random"}))
cache = CardPixmapCache()
win = CinchWindow(ctl, cache)
win.resize(1000, 700)
win.show()
ctl.new_game(3)
app.processEvents()
win.grab()  # paint once, as the screen would
view = win.view
card = next(c for c, it in view.scene_.cards.items() if it.face_up)
item = view.scene_.cards[card]
pix = item._pixmap or cache.card_pixmap(card, item.size()[0], view.devicePixelRatioF())
print(view.devicePixelRatioF(), item.size()[0], pix.width(), pix.devicePixelRatio())
ctl.shutdown(); cache.shutdown()
"""


def test_gui_high_dpi_cards_are_rendered_at_device_pixels(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               QT_SCALE_FACTOR="2")
    proc = subprocess.run([sys.executable, "-c", HIDPI_CHECK], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    dpr, logical, device, pix_dpr = proc.stdout.split()[-4:]
    assert float(dpr) == 2.0 and float(pix_dpr) == 2.0
    assert int(device) == 2 * int(logical)  # rendered at device pixels, not scaled up
