"""Hostile files, storage: nothing in a file can lock the player out or lose a finished game.

Item 2: a 5,000-digit seed.  Item 3: a lone surrogate in a name; an autosave failure
is never silent.  Item 5: a finished game survives an unusable statistics database.
Item 6: History and Statistics show what a damaged database still holds.  Item 7: a
lock failure that is not another copy says what it is.  Item 10: FIFOs.  Item 11:
names and record size are bounded.  Item 12: a UTF-8 BOM.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from cinch_qt.storage import (
    FINISHED,
    MOVED_ASIDE,
    NONE,
    RESUMABLE,
    AutosaveStore,
    GameFileError,
    GamesDB,
    Storage,
    import_game,
    startup_check,
)
from cinch_qt.storage.gamefile import MAX_BYTES, MAX_NAME_CHARS, parse_game_bytes
from cinch_qt.storage.lock import InstanceLock
from cinch_qt.storage.session import AutosaveSession
from cinch_qt.ui.storage import StorageUi
from cinch_qt.ui.storage.history import HistoryDialog
from cinch_qt.ui.storage.statistics import StatisticsDialog
from tests.hostile_cases import (
    BOM,
    as_bytes,
    finished_save,
    finishes,
    make_fifo,
    unfinished_save,
    with_huge_seed,
    with_long_name,
    with_surrogate_name,
)
from tests.storage_helpers import finished_record


class FakeController(QObject):
    gameChanged = Signal()
    game_name = ""  # TableSession's: the program's default game

    def __init__(self, record: dict) -> None:
        super().__init__()
        self._record = record

    def record(self) -> dict:
        return self._record


def write_save(folder: Path, data: bytes) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "current-game.json").write_bytes(data)
    return folder / "current-game.json"


# --- item 2: a number too long for Python's int parser -------------------------------------

def test_item2_five_thousand_digit_seed_is_moved_aside(qapp, tmp_path: Path) -> None:
    write_save(tmp_path, with_huge_seed(unfinished_save()))
    result = AutosaveStore(tmp_path).load()      # raised ValueError before the fix
    assert result.status == MOVED_ASIDE
    assert "too many digits" in result.message
    assert result.moved_to is not None and result.moved_to.exists()
    assert AutosaveStore(tmp_path).load().status == NONE   # the next start is clean


def test_item2_import_of_a_huge_seed_says_why(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    path.write_bytes(with_huge_seed(finished_save()))
    with pytest.raises(GameFileError, match="too many digits"):
        import_game(path)
    window = QWidget()
    qtbot.addWidget(window)
    ui = StorageUi(Storage(tmp_path / "data"), FakeController(finished_save()), window)
    told: list[str] = []
    ui.tell = told.append
    assert ui.import_file(path) is None
    assert told and "too many digits" in told[0]
    ui.storage.close()


# --- item 3: lone surrogates ----------------------------------------------------------------

def test_item3_finished_save_with_a_surrogate_name_is_filed(qapp, tmp_path: Path) -> None:
    write_save(tmp_path, with_surrogate_name(finished_save()))
    storage = Storage(tmp_path)
    try:
        told: list[str] = []
        result = startup_check(storage, told.append)   # SQLite bind raised before the fix
        assert result.status == FINISHED and not told
        assert storage.games.count() == 1
        assert "\ufffd" in storage.games.history()[0].lineup
        assert not storage.autosave.exists()
    finally:
        storage.close()


def test_item3_a_surrogate_anywhere_is_replaced(qapp, tmp_path: Path) -> None:
    # Not only names: a level is filed in the opponents column, which SQLite binds too.
    text = json.dumps(finished_save()).replace('"levels": "normal"', '"levels": "\\udc01"')
    assert "\\udc01" in text
    write_save(tmp_path, text.encode())
    storage = Storage(tmp_path)
    try:
        told: list[str] = []
        assert startup_check(storage, told.append).status == FINISHED
        assert not told and storage.games.count() == 1
    finally:
        storage.close()


def test_item3_unfinished_save_with_a_surrogate_name_resumes_and_saves(qapp,
                                                                       tmp_path) -> None:
    write_save(tmp_path, with_surrogate_name(unfinished_save()))
    storage = Storage(tmp_path)
    try:
        result = storage.autosave.load()
        assert result.status == RESUMABLE
        assert result.record["cinch_qt"]["names"]["S"] == "\ufffd"
        session = AutosaveSession(FakeController(result.record), storage)
        failed: list[str] = []
        session.saveFailed.connect(failed.append)
        session.save_record(result.record)
        assert session.flush() and not failed
        assert storage.autosave.load().status == RESUMABLE
    finally:
        storage.close()


def test_item3_an_autosave_that_cannot_be_written_is_told(qapp, tmp_path: Path) -> None:
    # A record that reaches the autosave with a lone surrogate (from anywhere): before
    # the fix the UnicodeEncodeError escaped the slot after every move, nothing saved,
    # nothing said.
    record = unfinished_save()
    record["cinch_qt"]["names"] = {"S": "\ud800"}
    storage = Storage(tmp_path)
    try:
        session = AutosaveSession(FakeController(record), storage)
        failed: list[str] = []
        session.saveFailed.connect(failed.append)
        session.save_record(record)
        assert len(failed) == 1 and "could not be saved" in failed[0]
    finally:
        storage.close()


# --- item 5: a finished game is never lost ----------------------------------------------------

def make_unusable_db(folder: Path) -> None:
    db = sqlite3.connect(folder / "games.sqlite3")
    db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    db.execute("INSERT INTO schema_version VALUES (99)")   # from a newer program
    db.commit()
    db.close()


def test_item5_finished_game_survives_an_unusable_database(qapp, tmp_path: Path) -> None:
    record = finished_save()
    write_save(tmp_path, as_bytes(record))
    make_unusable_db(tmp_path)
    storage = Storage(tmp_path)
    told: list[str] = []
    try:
        assert startup_check(storage, told.append).status == FINISHED
        unfiled = sorted(tmp_path.glob("unfiled-*.json"))
        assert len(unfiled) == 1 and "unfiled-" in told[0] and "newer version" in told[0]
        # The next game's autosave can no longer overwrite it.
        assert not storage.autosave.exists()
        storage.autosave.save(unfinished_save())
        assert json.loads(unfiled[0].read_text())["final"] == record["final"]
    finally:
        storage.close()
    # The database is usable again (the newer program's file was moved away): the
    # next start files the kept game and removes the file.
    (tmp_path / "games.sqlite3").rename(tmp_path / "games-newer.sqlite3")
    storage = Storage(tmp_path)
    try:
        assert startup_check(storage).status == RESUMABLE
        assert storage.games.count() == 1
        assert not list(tmp_path.glob("unfiled-*.json"))
    finally:
        storage.close()


def test_item5_game_finishing_during_play_is_kept_when_filing_fails(qapp, tmp_path) -> None:
    make_unusable_db(tmp_path)
    storage = Storage(tmp_path)
    try:
        record = finished_save()
        session = AutosaveSession(FakeController(record), storage)
        failed: list[str] = []
        session.saveFailed.connect(failed.append)
        session.save_record(record)
        assert failed and "unfiled-" in failed[-1]
        assert len(list(tmp_path.glob("unfiled-*.json"))) == 1
    finally:
        storage.close()


def test_item5_a_kept_game_that_cannot_be_read_is_not_retried(qapp, tmp_path) -> None:
    (tmp_path / "unfiled-20260101T000000Z.json").write_bytes(b"{ cut short")
    storage = Storage(tmp_path)
    try:
        told: list[str] = []
        startup_check(storage, told.append)
        assert len(told) == 1 and "cannot be read" in told[0]
        assert (tmp_path / "unfiled-20260101T000000Z.json.corrupt").exists()
        told.clear()
        startup_check(storage, told.append)
        assert not told
    finally:
        storage.close()


# --- item 6: damaged databases --------------------------------------------------------------

@pytest.fixture(scope="module")
def filed_db(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("games")
    db = GamesDB(folder / "games.sqlite3")
    for n in range(6):
        db.add_game(finished_record(n, players=(4, 3, 2)[n % 3]), f"2026-02-{n + 1:02d}T10:00:00Z")
    db.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return folder / "games.sqlite3"


def copy_db(source: Path, tmp_path: Path) -> Path:
    target = tmp_path / "games.sqlite3"
    target.write_bytes(source.read_bytes())
    return target


def test_item6_one_bad_row_does_not_hide_the_history(qtbot, filed_db, tmp_path) -> None:
    path = copy_db(filed_db, tmp_path)
    raw = sqlite3.connect(path)
    raw.execute("UPDATE games SET totals = 'not json', players = 9 WHERE id = 3")
    raw.execute("UPDATE games SET opponents = 42 WHERE id = 4")
    raw.commit()
    raw.close()
    db = GamesDB(path)
    dialog = HistoryDialog(db, lambda *a: None, lambda *a: None)   # raised before the fix
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 6
    assert [r.id for r in dialog.model.rows if r.error] == [3]
    assert "1 listed games cannot be read" in dialog.problem.text()
    stats = StatisticsDialog(db)
    qtbot.addWidget(stats)
    assert stats.page.summary.played == 6
    db.close()


def test_item6_a_record_that_cannot_be_read_is_named_not_raised(qtbot, filed_db,
                                                                tmp_path) -> None:
    path = copy_db(filed_db, tmp_path)
    raw = sqlite3.connect(path)
    raw.execute("UPDATE games SET record = '{ cut' WHERE id = 2")
    raw.commit()
    raw.close()
    db = GamesDB(path)
    replayed: list = []
    dialog = HistoryDialog(db, lambda *a: replayed.append(a), lambda *a: replayed.append(a))
    qtbot.addWidget(dialog)
    row = next(n for n, r in enumerate(dialog.model.rows) if r.id == 2)
    dialog.replay_row(row)
    dialog.export_row(row)
    assert not replayed and "This game cannot be read" in dialog.problem.text()
    dialog.replay_row(0 if row else 1)
    assert len(replayed) == 1
    db.close()


def test_item6_missing_tables_are_named(qtbot, filed_db, tmp_path) -> None:
    path = copy_db(filed_db, tmp_path)
    raw = sqlite3.connect(path)
    raw.execute("DROP TABLE game_figures")
    raw.execute("DROP TABLE games")
    raw.commit()
    raw.close()
    db = GamesDB(path)
    history = HistoryDialog(db, lambda *a: None, lambda *a: None)
    qtbot.addWidget(history)
    assert history.model.rowCount() == 0
    assert "no such table: games" in history.problem.text()
    stats = StatisticsDialog(db)
    qtbot.addWidget(stats)
    assert "no such table" in stats.problem.text() and not stats.problem.isHidden()
    db.close()


def test_item6_malformed_page_shows_what_can_be_read(qtbot, filed_db, tmp_path) -> None:
    path = copy_db(filed_db, tmp_path)
    raw = sqlite3.connect(path)
    page_size = raw.execute("PRAGMA page_size").fetchone()[0]
    index_page = raw.execute("SELECT rootpage FROM sqlite_master WHERE name = "
                             "'games_by_date'").fetchone()[0]
    raw.close()
    with path.open("r+b") as fh:              # the date index's page, overwritten
        fh.seek((index_page - 1) * page_size)
        fh.write(b"\xa5" * page_size)
    db = GamesDB(path)
    history = HistoryDialog(db, lambda *a: None, lambda *a: None)
    qtbot.addWidget(history)
    assert history.model.rowCount() == 6       # every game is still listed
    assert "malformed" in history.problem.text()
    stats = StatisticsDialog(db)
    qtbot.addWidget(stats)
    assert stats.page.summary.played == 6
    db.close()


# --- item 7: a folder that cannot be written is not "another copy" ---------------------------

def test_item7_lock_failure_that_is_not_another_copy_says_why(qapp, tmp_path: Path,
                                                              monkeypatch) -> None:
    # Running as root, a read-only folder cannot be made with chmod; the real
    # read-only and full-disk cases run against the program in test_hostile_start.py.
    lock = InstanceLock(tmp_path)
    monkeypatch.setattr("cinch_qt.storage.lock._write_problem",
                        lambda folder: "Read-only file system")
    monkeypatch.setattr(lock._lock, "tryLock", lambda *_a: False)
    monkeypatch.setattr(lock._lock, "error",
                        lambda: type(lock._lock).LockError.PermissionError)
    assert not lock.acquire()
    assert "Read-only file system" in lock.message()
    assert "already open" not in lock.message()


# --- item 10: FIFOs -------------------------------------------------------------------------

def test_item10_fifo_save_and_import_do_not_hang(qapp, tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    fifo = make_fifo(data / "current-game.json")
    done, result = finishes(lambda: AutosaveStore(data).load(), fifo, wait_s=20)
    assert done, "loading a FIFO save blocked"
    assert result.status == MOVED_ASIDE and "not a regular file" in result.message
    other = make_fifo(tmp_path / "import.json")
    done, outcome = finishes(lambda: import_game(other), other, wait_s=20)
    assert done and isinstance(outcome, GameFileError), outcome


# --- item 11: bounded names and records -----------------------------------------------------

def test_item11_long_names_are_cut_when_read(qapp) -> None:
    game = parse_game_bytes(with_long_name(unfinished_save()))
    assert len(game.record["cinch_qt"]["names"]["S"]) == MAX_NAME_CHARS
    assert len(game.record["names"]["S"]) == MAX_NAME_CHARS


def test_item11_oversized_record_is_refused_before_parsing(qapp) -> None:
    with pytest.raises(GameFileError, match="too large"):
        parse_game_bytes(b" " * (MAX_BYTES + 1))
    assert MAX_BYTES <= 4 * 1024 * 1024


# --- item 12: a UTF-8 byte-order mark ---------------------------------------------------------

def test_item12_save_with_a_bom_resumes(qapp, tmp_path: Path) -> None:
    write_save(tmp_path, BOM + as_bytes(unfinished_save()))
    assert AutosaveStore(tmp_path).load().status == RESUMABLE
