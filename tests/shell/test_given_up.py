"""A game given up for a new one (Game → New game, Ctrl+N) is kept in
the history as given up: a loss for the statistics, with its assisted mark (an undo),
listed as such in the history in English, French and Dutch; the question says it will
count as a loss.  The real program, for Cinch, Cribbage and Crib Wars."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from cinch_qt.storage.gamefile import action_tokens
from tests.hostile_cases import records

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 120

# The program as a person starts it, the unfinished game resumed; at the first frame the
# person chooses Game → New game and the same game again, and answers Yes.
ENTRY = """
import sys
import cinch_qt.app as _app
import cinch_qt.ui.game_chooser as _chooser
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox as B

def box(kind, answer):
    def show(parent, title, text, *a, **k):
        print(f"MESSAGE-BOX {kind} [{title}] {text}", file=sys.stderr, flush=True)
        return answer
    return staticmethod(show)
B.information = box("information", B.StandardButton.Ok)
B.question = box("question", B.StandardButton.Yes)
_chooser.choose_game = lambda parent, current=None, *a, **k: current
_hooks = _app._unattended_hooks

def hooks(app, args, window, first_paint, *rest):
    def new_game():
        window.new_action.trigger()
        QTimer.singleShot(0, app.quit)
    first_paint.connect(lambda: QTimer.singleShot(0, new_game))
    return _hooks(app, args, window, first_paint, *rest)
_app._unattended_hooks = hooks
from cinch_qt.__main__ import main
sys.exit(main(sys.argv[1:]))
"""

GAMES = ("cinch", "cribbage", "crib-wars")


def _give_up(tmp_path: Path, game: str) -> tuple[subprocess.CompletedProcess, Path, dict]:
    data, home = tmp_path / "data", tmp_path / "home"
    data.mkdir()
    home.mkdir()
    partial = records(game)[1]
    partial.setdefault("cinch_qt", {})["undos"] = 1      # assisted: one undo
    (data / "current-game.json").write_text(json.dumps(partial), encoding="utf-8")
    (data / "settings.ini").write_text(f"[ui]\nlast_game={game}\n", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_DATA_DIRS=str(home / "none"))
    done = subprocess.run([sys.executable, "-c", ENTRY, "--data-dir", str(data),
                           "--game", game, "--language", "en"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=TIMEOUT_S)
    return done, data, partial


@pytest.mark.parametrize("game", GAMES)
def test_a_game_given_up_is_kept_as_a_loss(tmp_path, game) -> None:
    done, data, partial = _give_up(tmp_path, game)
    assert done.returncode == 0, done.stderr[-3000:]
    questions = [line for line in done.stderr.splitlines()
                 if line.startswith("MESSAGE-BOX question")]
    assert any("It will count as a loss." in q for q in questions), questions
    db_path = data / "games.sqlite3"
    assert db_path.exists(), "nothing was filed"
    with sqlite3.connect(db_path) as db:
        rows = db.execute("SELECT won, undos, record, in_stats FROM games").fetchall()
    assert len(rows) == 1, rows
    won, undos, record, in_stats = rows[0]
    record = json.loads(record)
    assert won == 0 and in_stats == 1          # a loss, counted
    assert undos == 1                          # the assisted mark kept
    assert record["cinch_qt"]["given_up"] is True
    assert action_tokens(record) == action_tokens(partial)   # the game as it stood
    from cinch_qt.storage.gamesdb import GamesDB
    history = GamesDB(db_path)
    row = history.history()[0]
    assert "given up" in row.result.lower() and not row.won, row
    history.close()


@pytest.mark.parametrize("language, words", [("en", "given up"), ("fr", "abandonnée"),
                                             ("nl", "opgegeven")])
def test_the_history_says_given_up_in_every_language(qapp, tmp_path, language,
                                                     words) -> None:
    from cinch_qt.i18n import install_translator
    from cinch_qt.storage.gamesdb import GamesDB
    db = GamesDB(tmp_path / "games.sqlite3")
    for game in GAMES:
        partial = records(game)[1]
        partial.setdefault("cinch_qt", {})["given_up"] = True
        assert db.add_game(partial) is not None
    try:
        install_translator(qapp, language, cache_dir=tmp_path / "qm")
        rows = db.history()
        assert len(rows) == 3
        for row in rows:
            assert words in row.result.lower(), (row.game, row.result)
            assert not row.won and not row.error
    finally:
        install_translator(qapp, "en", cache_dir=tmp_path / "qm")
        db.close()


def test_an_unfinished_game_not_given_up_is_still_refused(tmp_path) -> None:
    from cinch_qt.storage.gamefile import GameFileError
    from cinch_qt.storage.gamesdb import GamesDB
    db = GamesDB(tmp_path / "games.sqlite3")
    with pytest.raises(GameFileError):
        db.add_game(records("cribbage")[1])
    db.close()
