"""A finished game is never lost on a full disk.  When neither the
history nor a file can take it, the finished record itself waits in memory, the
player is told so truthfully, and it is written as ``unfiled-*.json`` as soon as the
disk takes it (then filed at the next start).  The old code renamed the last
*unfinished* save to ``unfiled-*.json`` and promised it would be filed; the next start
then refused it as "cannot be read".  (The real program on a real full tmpfs:
docs/storage.md.)"""

from __future__ import annotations

import errno
import json
import sqlite3

import pytest

from cinch_qt.storage import Storage, startup_check
from cinch_qt.storage import autosave as autosave_module
from tests.cribbage_storage_helpers import Driver, FakeCribbageSession, record_of
from tests.storage_ui_helpers import make_ui


class Disk:
    """Writes of whole files (the finished save, unfiled-*.json) fail while ``full``."""

    def __init__(self, monkeypatch) -> None:
        self.full = False
        real = autosave_module.atomic_write_json

        def write(path, obj) -> None:
            if self.full:
                raise OSError(errno.ENOSPC, "No space left on device", str(path))
            real(path, obj)
        monkeypatch.setattr(autosave_module, "atomic_write_json", write)


def _steps_to_the_end(game: str, players: int, seed: int) -> int:
    d = Driver(game, players, seed)
    n = 0
    while d.step():
        n += 1
    return n


@pytest.mark.parametrize(("game", "players"), [("crib-wars", 3), ("cribbage", 2)])
def test_finished_game_waits_in_memory_then_is_written_and_filed(
        qtbot, tmp_path, monkeypatch, game, players) -> None:
    disk = Disk(monkeypatch)
    seed = 4
    steps = _steps_to_the_end(game, players, seed)
    table = FakeCribbageSession(game, players, seed)
    ui, msgs = make_ui(qtbot, tmp_path, table)
    session = ui.attach()
    table.step(steps - 1)
    assert ui.storage.autosave.flush()

    def no_room(*_args, **_kw):
        raise sqlite3.OperationalError("database or disk is full")
    monkeypatch.setattr(type(ui.storage.games), "add_game", no_room)
    disk.full = True
    table.step()                                  # the last move: the game is over
    assert table.state.is_over
    finished = table.record()
    told = " ".join(msgs.told)
    assert "kept in memory" in told and "no space left on the disk" in told, msgs.told
    assert "will be added when" not in told       # no false promise
    # Nothing on disk passes for the finished game; the record waits in memory.
    assert not list(tmp_path.glob("unfiled-*.json"))
    assert ui.storage.unwritten == [finished]

    # Room again: the next save (the next game's first move) writes the finished game.
    disk.full = False
    msgs.told.clear()
    session.save_record(record_of(Driver(game, players, seed + 1).state))
    kept = list(tmp_path.glob("unfiled-*.json"))
    assert len(kept) == 1
    assert json.loads(kept[0].read_text(encoding="utf-8")) == finished
    assert any(kept[0].name in m for m in msgs.told), msgs.told
    assert ui.storage.unwritten == []
    assert ui.storage.autosave.exists()           # the next game's save is untouched
    ui.storage.close()

    monkeypatch.undo()
    storage = Storage(tmp_path)
    assert storage.lock.acquire()
    startup_check(storage)
    assert storage.games.count(game) == 1         # filed, once
    assert not list(tmp_path.glob("unfiled-*"))
    storage.close()


def test_finished_game_written_at_close_when_room_comes_back(qtbot, tmp_path,
                                                             monkeypatch) -> None:
    disk = Disk(monkeypatch)
    steps = _steps_to_the_end("cribbage", 2, 5)
    table = FakeCribbageSession("cribbage", 2, 5)
    ui, msgs = make_ui(qtbot, tmp_path, table)
    ui.attach()
    table.step(steps - 1)
    assert ui.storage.autosave.flush()
    monkeypatch.setattr(type(ui.storage.games), "add_game", lambda *_a, **_k: (_ for _ in ())
                        .throw(sqlite3.OperationalError("database or disk is full")))
    disk.full = True
    table.step()
    assert ui.storage.unwritten
    disk.full = False
    ui.storage.close()                            # the last try, on the way out
    kept = list(tmp_path.glob("unfiled-*.json"))
    assert len(kept) == 1
    assert json.loads(kept[0].read_text(encoding="utf-8"))["final"] is not None


@pytest.mark.parametrize(("game", "players"), [("crib-wars", 3), ("cribbage", 2)])
def test_finished_game_on_a_full_disk_survives_closing_at_once(
        qtbot, tmp_path, monkeypatch, game, players) -> None:
    """The game ends on a full disk and the program is closed at once,
    the disk still full.  The reserve kept in the data folder (storage/reserve.py) is
    given back, so the finished game reaches the disk; the next start files it.  The
    disk here is full while the reserve takes its room (deleting it makes room, as on a
    real disk); tests/hostile/test_hostile_program.py plays it on a real full tmpfs."""
    reserve = tmp_path / "space-reserve.bin"
    real = autosave_module.atomic_write_json
    disk = Disk(monkeypatch)
    held: list[bool] = []       # whether the reserve held room when the disk filled

    def write(path, obj) -> None:
        made_room = held and held[0] and not reserve.exists()
        if disk.full and not made_room:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real(path, obj)
    monkeypatch.setattr(autosave_module, "atomic_write_json", write)
    seed = 4
    steps = _steps_to_the_end(game, players, seed)
    table = FakeCribbageSession(game, players, seed)
    ui, msgs = make_ui(qtbot, tmp_path, table)
    startup_check(ui.storage)            # every start makes the reserve when it can
    ui.attach()
    table.step(steps - 1)
    assert ui.storage.autosave.flush()
    monkeypatch.setattr(type(ui.storage.games), "add_game", lambda *_a, **_k: (_ for _ in ())
                        .throw(sqlite3.OperationalError("database or disk is full")))
    disk.full = True
    held.append(reserve.is_file() and reserve.stat().st_blocks * 512 >= 512 * 1024)
    table.step()                                  # the last move: the game is over
    assert table.state.is_over
    finished = table.record()
    ui.storage.close()                            # closed at once, the disk still full
    kept = list(tmp_path.glob("unfiled-*.json"))
    assert len(kept) == 1, msgs.told
    assert json.loads(kept[0].read_text(encoding="utf-8")) == finished
    assert any(kept[0].name in m for m in msgs.told), msgs.told

    monkeypatch.undo()
    storage = Storage(tmp_path)                   # the next start, with room again
    assert storage.lock.acquire()
    startup_check(storage)
    assert storage.games.count(game) == 1
    assert not list(tmp_path.glob("unfiled-*"))
    assert reserve.is_file()                      # made again for the next time
    storage.close()
