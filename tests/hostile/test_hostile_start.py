"""Hostile files against the real program: started offscreen with ``--data-dir`` holding a
bad file, it must start, say what it set aside, and move the file aside (or keep the
game), within a timeout.  Each case is one process, as a person would start it.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.hostile_cases import (
    BOM,
    as_bytes,
    bomb_deck,
    finished_save,
    make_fifo,
    release_fifo,
    unfinished_save,
    with_huge_seed,
    with_surrogate_name,
)
from tests.themes_helpers import H, W, write_user_deck

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 180   # a hang, not a speed limit: these processes take seconds
ENTRY = "import sys\nfrom cinch_qt.__main__ import main\nsys.exit(main(sys.argv[1:]))\n"
QUICK = ("--exit-on-first-paint", "--language", "en")


def run_program(tmp_path: Path, data: Path, *args: str, prelude: str = "",
                wrapper: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_DATA_HOME=str(home / "share"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_DIRS=str(tmp_path / "no-system-decks"))
    command = [*wrapper, sys.executable, "-c", prelude + ENTRY, "--data-dir", str(data), *args]
    try:
        return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired as hung:
        pytest.fail(f"the program did not finish within {TIMEOUT_S} s (hung): "
                    f"{hung.stderr!r:.2000}")


def started(result: subprocess.CompletedProcess) -> None:
    assert result.returncode == 0, result.stderr[-3000:]
    assert "first-paint" in result.stdout or "--quit-after-game" in " ".join(result.args)
    assert "Traceback" not in result.stderr, result.stderr[-3000:]


def save_in(data: Path, content: bytes) -> Path:
    data.mkdir(parents=True, exist_ok=True)
    path = data / "current-game.json"
    path.write_bytes(content)
    return path


def test_item2_huge_seed_save_does_not_lock_out(tmp_path: Path) -> None:
    data = tmp_path / "data"
    save_in(data, with_huge_seed(unfinished_save()))
    result = run_program(tmp_path, data, *QUICK)
    started(result)
    assert "too many digits" in result.stderr
    assert list(data.glob("current-game.json.corrupt-*"))
    started(run_program(tmp_path, data, *QUICK))      # and the next start is clean


def test_item3_surrogate_names_do_not_lock_out(tmp_path: Path) -> None:
    finished = tmp_path / "finished"
    save_in(finished, with_surrogate_name(finished_save()))
    started(run_program(tmp_path, finished, *QUICK))
    with sqlite3.connect(finished / "games.sqlite3") as db:
        assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1
    unfinished = tmp_path / "unfinished"
    save_in(unfinished, with_surrogate_name(unfinished_save()))
    # Resumed and played to the end by the bot: every autosave and the filing work.
    result = run_program(tmp_path, unfinished, "--autoplay", "--speed", "instant",
                         "--quit-after-game", "--language", "en")
    started(result)
    assert "could not be saved" not in result.stderr
    assert "could not be read" not in result.stderr
    with sqlite3.connect(unfinished / "games.sqlite3") as db:
        lineup = db.execute("SELECT lineup FROM games").fetchone()[0]
    assert "\ufffd" in lineup


def test_item5_finished_game_kept_when_the_database_is_unusable(tmp_path: Path) -> None:
    data = tmp_path / "data"
    save_in(data, as_bytes(finished_save()))
    with sqlite3.connect(data / "games.sqlite3") as db:
        db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        db.execute("INSERT INTO schema_version VALUES (99)")
    result = run_program(tmp_path, data, *QUICK)
    started(result)
    assert "unfiled-" in result.stderr
    assert len(list(data.glob("unfiled-*.json"))) == 1


@pytest.mark.parametrize("name, moved", [
    ("current-game.json", "current-game.json.corrupt-*"),
    ("settings.ini", "settings.ini.not-a-file-*"),
    ("cinch_qt.lock", "cinch_qt.lock.not-a-file-*")])
def test_item10_fifo_in_the_data_folder_does_not_hang(tmp_path: Path, name, moved) -> None:
    # QSettings and QLockFile block for ever reading a FIFO, and so did the save.
    data = tmp_path / "data"
    data.mkdir()
    fifo = make_fifo(data / name)
    try:
        result = run_program(tmp_path, data, *QUICK)
    finally:
        release_fifo(fifo)
    started(result)
    assert "not a regular file" in result.stderr
    found = list(data.glob(moved))
    assert len(found) == 1 and stat.S_ISFIFO(found[0].stat().st_mode)


def test_item12_save_with_bom_is_resumed(tmp_path: Path) -> None:
    data = tmp_path / "data"
    save_in(data, BOM + as_bytes(unfinished_save()))
    result = run_program(tmp_path, data, *QUICK)
    started(result)
    assert "could not be read" not in result.stderr
    assert not list(data.glob("*.corrupt-*"))


def test_item1_and_8_saved_bomb_deck_and_stale_staging(tmp_path: Path) -> None:
    data = tmp_path / "data"
    toml = f'name = "Bomb"\naspect = {W / H}\n'
    # The deck in the data folder (where it now belongs) and where an older
    # version put it, so the test does not pass just because the deck is not found.
    home_themes = tmp_path / "home" / "share" / "cinch-qt" / "cinch-qt" / "themes"
    for themes in (data / "themes", home_themes):
        deck = write_user_deck(themes, "bomb", toml=toml)
        (deck / "cards.svg").write_bytes(bomb_deck("2_club", levels=8))
    staging = data / "themes" / ".import-killed"
    staging.mkdir()
    (data / "settings.ini").write_text("[theme]\ndeck=user:bomb\n", encoding="utf-8")
    result = run_program(tmp_path, data, "--autoplay", "--speed", "instant",
                         "--quit-after-game", "--players", "2", "--target", "3",
                         "--seed", "5", "--language", "en")
    started(result)
    settings = (data / "settings.ini").read_text(encoding="utf-8")
    assert "user:bomb" not in settings and "deck=classic" in settings
    assert not staging.exists()


def test_item8_themes_of_a_data_dir_run_live_in_the_data_folder(tmp_path: Path) -> None:
    data = tmp_path / "data"
    write_user_deck(data / "themes", "mine")
    (data / "settings.ini").write_text("[theme]\ndeck=user:mine\n", encoding="utf-8")
    started(run_program(tmp_path, data, *QUICK))
    # Found in the data folder, so the choice is kept (it was dropped as "gone").
    assert "deck=user:mine" in (data / "settings.ini").read_text(encoding="utf-8")
    assert not (tmp_path / "home" / "share" / "cinch-qt").exists()


def test_item7_data_dir_naming_a_file_is_said_plainly(tmp_path: Path) -> None:
    afile = tmp_path / "afile"
    afile.write_text("x", encoding="utf-8")
    result = run_program(tmp_path, afile, *QUICK)
    assert result.returncode == 2
    assert "is a file, not a folder" in result.stderr
    assert "Traceback" not in result.stderr


def _can_mount() -> bool:
    if shutil.which("unshare") is None or os.geteuid() != 0:
        return False
    probe = subprocess.run(["unshare", "-m", "--propagation", "private", "true"],
                           capture_output=True)
    return probe.returncode == 0


@pytest.mark.skipif(not _can_mount(), reason="needs unshare -m (root) for a private mount")
@pytest.mark.parametrize("mount, words", [("ro,size=1m", "Read-only file system"),
                                          ("size=64k", "No space left on device")])
def test_item7_read_only_or_full_data_folder_says_so(tmp_path: Path, mount, words) -> None:
    data = tmp_path / "data"
    data.mkdir()
    script = (f"mount -t tmpfs -o {mount} tmpfs {data} && "
              f"{{ dd if=/dev/zero of={data}/fill bs=4k 2>/dev/null; true; }} && "
              f'exec "$@"')
    result = run_program(tmp_path, data, *QUICK,
                         wrapper=("unshare", "-m", "--propagation", "private",
                                  "sh", "-c", script, "sh"))
    assert result.returncode == 3, result.stderr[-2000:]
    assert words in result.stderr and "already open" not in result.stderr


def test_item4_exception_before_the_event_loop_exits_cleanly(tmp_path: Path) -> None:
    prelude = (
        "from cinch_qt.themes import pixmap_cache\n"
        "from cinch_qt.ui.storage import wiring\n"
        "_shutdown = pixmap_cache.CardPixmapCache.shutdown\n"
        "def shutdown(self):\n"
        "    print('RENDERER-STOPPED', flush=True)\n"
        "    _shutdown(self)\n"
        "pixmap_cache.CardPixmapCache.shutdown = shutdown\n"
        "def boom(self, auto=False):\n"
        "    self.art_cache_for_test = None\n"
        "    raise RuntimeError('injected before the event loop')\n"
        "wiring.StorageUi.offer_resume = boom\n")
    result = run_program(tmp_path, tmp_path / "data", *QUICK, prelude=prelude)
    assert result.returncode == 1, (result.returncode, result.stderr[-2000:])
    assert "RENDERER-STOPPED" in result.stdout
    assert "injected before the event loop" in result.stderr
