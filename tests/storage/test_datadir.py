"""One data folder: ``~/.local/share/cinch-qt``, not doubled, and with
``--data-dir`` nothing is written anywhere else (compiled catalogues and themes included).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile

from cinch_qt import datadir
from cinch_qt.i18n import translator
from cinch_qt.storage import default_data_dir
from cinch_qt.themes import default_user_dir

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def data_home(tmp_path, monkeypatch):
    share = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(share))
    return share


@pytest.fixture
def chosen(qapp, tmp_path):
    """The application as app.py leaves it after ``--data-dir``."""
    folder = tmp_path / "chosen"
    qapp.setProperty("dataDir", str(folder))
    yield folder
    qapp.setProperty("dataDir", None)


def test_default_folder_is_cinch_qt_in_the_data_home_not_doubled(qapp, data_home):
    assert default_data_dir() == data_home / "cinch-qt"
    assert default_user_dir() == data_home / "cinch-qt" / "themes"


def test_a_doubled_folder_is_moved_up_and_nothing_is_lost(qapp, data_home):
    old = data_home / "cinch-qt" / "cinch-qt"
    (old / "themes" / "mine").mkdir(parents=True)
    (old / "themes" / "mine" / "theme.toml").write_text("name = 'Mine'\n")
    (old / "current-game.json").write_text('{"seed": 1}')
    (old / "games.sqlite3").write_bytes(b"SQLite format 3\0rest")
    folder = default_data_dir()
    assert folder == data_home / "cinch-qt"
    assert (folder / "themes" / "mine" / "theme.toml").read_text() == "name = 'Mine'\n"
    assert (folder / "current-game.json").read_text() == '{"seed": 1}'
    assert (folder / "games.sqlite3").read_bytes() == b"SQLite format 3\0rest"
    assert not old.exists()
    # A second start finds nothing left to move.
    assert default_data_dir() == folder and sorted(p.name for p in folder.iterdir()) == [
        "current-game.json", "games.sqlite3", "themes"]


def test_migration_never_overwrites_and_keeps_what_it_cannot_move(tmp_path):
    new, old = tmp_path / "cinch-qt", tmp_path / "cinch-qt" / "cinch-qt"
    old.mkdir(parents=True)
    (old / "current-game.json").write_text("old game")
    (old / "settings.ini").write_text("old settings")
    (new / "current-game.json").write_text("new game")
    assert datadir.migrate_doubled_folder(new, old) == ["settings.ini"]
    assert (new / "current-game.json").read_text() == "new game"
    assert (old / "current-game.json").read_text() == "old game"  # kept, not lost
    assert (new / "settings.ini").read_text() == "old settings"


def test_migration_waits_while_an_older_copy_holds_the_old_folder(qapp, tmp_path):
    new, old = tmp_path / "cinch-qt", tmp_path / "cinch-qt" / "cinch-qt"
    old.mkdir(parents=True)
    (old / "current-game.json").write_text("in use")
    held = QLockFile(str(old / "cinch_qt.lock"))
    assert held.tryLock(0)
    try:
        assert datadir.migrate_doubled_folder(new, old) == []
        assert (old / "current-game.json").read_text() == "in use"
    finally:
        held.unlock()
    assert datadir.migrate_doubled_folder(new, old) == ["current-game.json"]


def test_with_data_dir_themes_and_catalogues_stay_inside(chosen, data_home):
    assert default_user_dir() == chosen / "themes"
    assert translator.default_cache_dir() == chosen / "cache" / "translations"
    if translator.ts_path("fr").is_file():  # a source checkout compiles its catalogues
        qm = translator.find_qm("fr")
        assert qm is not None and qm.is_relative_to(chosen)
    assert not data_home.exists()


def test_a_run_from_the_checkout_writes_only_in_its_data_dir(tmp_path):
    home, data = tmp_path / "home", tmp_path / "data"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_"))}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "cinch_qt", "--language", "nl",
                           "--data-dir", str(data), "--exit-on-first-paint"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert sorted(p.name for p in (data / "cache" / "translations").iterdir())[0].startswith(
        "cinch_qt_nl-")
    written = sorted(str(p.relative_to(home)) for p in home.rglob("*"))
    assert written == [], f"written outside --data-dir: {written}"
