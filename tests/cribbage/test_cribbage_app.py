"""The program's start-up for Cribbage and Crib Wars: ``--game``/``--board``,
``--players 6``, the smoke commands, the autosave's game choosing the window, and Game →
New switching between the Cinch and the cribbage windows."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from cinch_qt import app as app_module
from cinch_qt.app import parse_args

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "cinch_qt", "--data-dir", str(tmp_path),
                           *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300)


def filed_games(data_dir: Path) -> list[tuple]:
    db = sqlite3.connect(data_dir / "games.sqlite3")
    try:
        return db.execute("SELECT game, players, record FROM games").fetchall()
    finally:
        db.close()


@pytest.mark.parametrize(("args", "game", "players"), [
    (("--game", "cribbage"), "cribbage", 2),
    (("--board", "crib-wars", "--players", "3"), "crib-wars", 3),
])
def test_autoplay_smoke_plays_a_whole_game_and_exits_0(tmp_path, args, game, players):
    done = run_cli(*args, "--autoplay", "--speed", "instant", "--quit-after-game",
                   "--seed", "4", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = filed_games(tmp_path)
    assert [(g, p) for g, p, _r in rows] == [(game, players)]
    record = json.loads(rows[0][2])
    assert record["final"]["winner"] and record["rules"]["players"] == players
    assert record["rules"]["board"] == ("crib-wars" if game == "crib-wars" else "classic")


def test_first_paint_and_screenshot_for_crib_wars(tmp_path):
    shot = tmp_path / "shot.png"
    done = run_cli("--game", "crib-wars", "--players", "6", "--exit-on-first-paint",
                   "--screenshot", str(shot), "--size", "1280x800", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith("first-paint ")
    assert shot.stat().st_size > 10_000


def test_the_command_line_options():
    assert parse_args(["--players", "6"]).players == 6
    assert parse_args(["--board", "crib-wars"]).board == "crib-wars"
    with pytest.raises(SystemExit):
        parse_args(["--board", "square"])
    with pytest.raises(SystemExit):
        parse_args(["--players", "5"])


@pytest.mark.parametrize(("args", "says"), [
    (("--game", "cinch", "--players", "6"), "players"),        # Cinch has 2, 3 or 4
    (("--game", "cinch", "--board", "crib-wars"), "--board"),
    (("--game", "cribbage", "--level", "grandmaster"), "--level"),
])
def test_bad_combinations_are_refused_with_words(tmp_path, args, says):
    done = run_cli(*args, "--exit-on-first-paint", tmp_path=tmp_path)
    assert done.returncode == 2
    assert says in done.stderr


def test_the_autosaves_game_decides_the_window(qapp, tmp_path):
    """An unfinished Crib Wars game in the autosave opens the cribbage window."""
    from cinch_qt.games.cribbage.engine import GameState, Rules
    from cinch_qt.storage import Storage
    from cinch_qt.storage.autosave import RESUMABLE

    QApplication.instance().setProperty("dataDir", str(tmp_path))
    try:
        storage = Storage.for_application()
        try:
            state = GameState(Rules(players=3, board="crib-wars"), 3)
            storage.autosave.save(state.to_record())
            assert storage.autosave.load().status == RESUMABLE
            args = parse_args([])
            assert app_module._first_game(args, storage, True, print) == "crib-wars"
            assert app_module._first_game(parse_args(["--game", "cinch"]), storage, True,
                                          print) == "cinch"
        finally:
            storage.close()
    finally:
        QApplication.instance().setProperty("dataDir", None)


SWITCH_SCRIPT = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
app = QApplication(["cinch-qt"])
import cinch_qt.ui.game_chooser as chooser
from cinch_qt import app as app_module
from cinch_qt.games.cribbage.table.window import CribbageWindow
from cinch_qt.games.cinch.table.window import CinchWindow
choices = ["cribbage", "cinch"]
chooser.choose_game = lambda *_a, **_k: choices.pop(0) if choices else None
QMessageBox.question = lambda *_a, **_k: QMessageBox.StandardButton.Yes
seen, asked = [], []
def step():
    shown = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, (CinchWindow, CribbageWindow)) and w.isVisible()]
    if shown:
        kind = "cribbage" if isinstance(shown[0], CribbageWindow) else "cinch"
        if not seen or seen[-1] != kind:
            seen.append(kind)
        if len(seen) == 3:
            app.quit()
            return
        if len(seen) == len(asked) + 1:
            asked.append(kind)
            shown[0].choose_action.trigger()   # Game -> Choose game (Ctrl+Shift+N)
    QTimer.singleShot(100, step)
QTimer.singleShot(0, step)
QTimer.singleShot(60_000, app.quit)
code = app_module.run(sys.argv[1:])
print("seen", " ".join(seen))
sys.exit(code)
"""


def test_game_new_switches_from_cinch_to_cribbage_and_back(tmp_path):
    """Game → Choose game with another game: that game's window replaces this one."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", SWITCH_SCRIPT, "--data-dir", str(tmp_path),
                           "--game", "cinch", "--speed", "instant", "--level", "random"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "seen cinch cribbage cinch" in done.stdout


def test_game_cribbage_on_the_crib_wars_board_is_crib_wars(qapp, tmp_path):
    """``--game cribbage --board crib-wars`` means one thing."""
    from cinch_qt.storage import Storage

    QApplication.instance().setProperty("dataDir", str(tmp_path))
    try:
        storage = Storage.for_application()
        try:
            for argv, game in ((["--game", "cribbage", "--board", "crib-wars"], "crib-wars"),
                               (["--game", "cribbage", "--board", "classic"], "cribbage"),
                               (["--board", "crib-wars"], "crib-wars")):
                assert app_module._first_game(parse_args(argv), storage, True,
                                              print) == game, argv
            # A game that is not played on a cribbage board is still refused.
            assert app_module._first_game(parse_args(["--game", "crib-wars", "--board",
                                                      "classic"]), storage, True, print) == 2
        finally:
            storage.close()
    finally:
        QApplication.instance().setProperty("dataDir", None)


def test_game_cribbage_board_crib_wars_opens_crib_wars(tmp_path):
    shot = tmp_path / "shot.png"
    done = run_cli("--game", "cribbage", "--board", "crib-wars", "--exit-on-first-paint",
                   "--screenshot", str(shot), "--size", "1280x800", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert shot.stat().st_size > 10_000
