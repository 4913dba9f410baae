"""Damaged records, in the storage itself (the real program on the same files:
tests/hostile/test_hostile_program.py): one check of a record for every game before anything
uses it, imports that file a game once, a damaged ``schema_version``, and the words of
the messages."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from cinch_qt.storage import Storage, startup_check
from cinch_qt.storage.gamefile import GameFileError, check_record, read_game_file
from cinch_qt.storage.gamesdb import GamesDB
from cinch_qt.storage.session import file_finished
from tests.cribbage_storage_helpers import FakeCribbageSession, finished
from tests.hostile_cases import finished_save
from tests.storage_ui_helpers import make_ui

GAMES = ("cinch", "cribbage", "crib-wars")


def finished_of(game: str) -> dict:
    if game == "cinch":
        return finished_save()
    return finished(game, 2 if game == "cribbage" else 3, 1 if game == "cribbage" else 2)


def _swap_sides(record: dict) -> None:
    keys = list(record["sides"])
    values = [record["sides"][k] for k in keys]
    record["sides"] = dict(zip(keys, values[1:] + values[:1], strict=True))


# Item 1, 2, 6: every bad field is refused with its name, never an exception of another
# kind (IndexError, TypeError, StopIteration, OverflowError were the lock-outs).
BAD = {
    "sides": [lambda r: r.update(sides={}), lambda r: r.update(sides={"A": 5}),
              lambda r: r.update(sides={"A": ["Q"], "B": ["S"]}), _swap_sides,
              lambda r: r.update(sides=None)],
    "seats": [lambda r: r.update(seats=r["seats"][::-1])],
    "final": [lambda r: r["final"].update(winner=next(s for s in r["sides"]
                                                      if s != r["final"]["winner"]))],
    "cinch_qt.undos": [lambda r: r["cinch_qt"].update(undos=2 ** 63),
                       lambda r: r["cinch_qt"].update(undos=-1),
                       lambda r: r["cinch_qt"].update(undos=2.5)],
    "seed": [lambda r: r.update(seed=2 ** 64), lambda r: r.update(seed=-(2 ** 63) - 1)],
    "version": [lambda r: r.update(version=1.0), lambda r: r.update(version=True)],
}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("field", list(BAD))
def test_a_bad_field_is_refused_naming_it(tmp_path, game, field) -> None:
    db = GamesDB(tmp_path / "games.sqlite3")
    for change in BAD[field]:
        record = finished_of(game)
        change(record)
        with pytest.raises(GameFileError) as refused:
            check_record(record)
        assert field in str(refused.value), str(refused.value)
        with pytest.raises(GameFileError):
            db.add_game(record)
    assert db.count() == 0
    db.close()


@pytest.mark.parametrize("game", GAMES)
def test_the_same_game_in_other_forms_is_filed_once(tmp_path, game) -> None:
    # Item 6: ten forms of one game were filed and counted ten times.
    db = GamesDB(tmp_path / "games.sqlite3")
    first = finished_of(game)
    assert db.add_game(first) is not None
    forms = []
    for change in (lambda r: r.update(extra="x"),
                   lambda r: r["hands"][0].update(note=1),
                   lambda r: r.update(seed=r["seed"] + 1),
                   lambda r: r.update(seed=10 ** 18),
                   lambda r: r.update(names={s: f"P{s}" for s in r["seats"]}),
                   lambda r: r["cinch_qt"].update(names={"S": "Someone"})):
        record = finished_of(game)
        change(record)
        forms.append(record)
    forms.append(json.loads(json.dumps(first, sort_keys=True)))
    for record in forms:
        assert db.add_game(record) is None, record.keys()
    # The result itself is what the moves give, written as the game writes it.
    record = finished_of(game)
    record["final"]["note"] = 1
    with pytest.raises(GameFileError, match="final"):
        db.add_game(record)
    assert db.count() == 1
    db.close()


def test_a_game_filed_by_an_older_version_is_still_recognised(tmp_path) -> None:
    # Rows filed by older versions carry the fingerprint of the record's text.
    from cinch_qt.storage.gamefile import game_key
    db = GamesDB(tmp_path / "games.sqlite3")
    record = finished_of("cribbage")
    db.add_game(record)
    db.db.execute("UPDATE games SET game_key = ?", (game_key(record),))
    assert db.add_game(record) is None
    db.close()


@pytest.mark.parametrize("game", GAMES)
def test_import_of_a_bad_record_says_why(qtbot, tmp_path, game) -> None:
    # Item 7: only three kinds of error were caught; the player saw nothing.
    ui, msgs = make_ui(qtbot, tmp_path / "data", FakeCribbageSession())
    for n, change in enumerate(BAD["sides"]):
        record = finished_of(game)
        change(record)
        path = tmp_path / f"bad{n}.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        assert ui.import_file(path) is None
        assert "sides" in msgs.told[-1] and ".." not in msgs.told[-1], msgs.told[-1]
    assert ui.storage.games.count() == 0
    ui.storage.close()


@pytest.mark.parametrize("value", ["'abc'", "NULL", "2.5", "-1"])
def test_a_damaged_schema_version_is_moved_aside(tmp_path, value) -> None:
    # Item 3: TypeError at game end and at every later start.
    path = tmp_path / "games.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE schema_version (version)")
        db.execute(f"INSERT INTO schema_version VALUES ({value})")
    db = GamesDB(path)
    assert "schema_version" in db.notice and "games.sqlite3.corrupt-" in db.notice
    assert len(list(tmp_path.glob("games.sqlite3.corrupt-*"))) == 1
    assert db.add_game(finished_of("crib-wars")) is not None
    db.close()


def test_a_newer_schema_is_still_left_untouched(tmp_path) -> None:
    path = tmp_path / "games.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        db.execute("INSERT INTO schema_version VALUES (99)")
    storage = Storage(tmp_path)
    told: list[str] = []
    assert file_finished(storage, finished_of("cribbage"), told.append) is None
    assert "newer version of Cinch and Cribbage" in told[0]
    assert list(tmp_path.glob("unfiled-*.json")) and not list(tmp_path.glob("*.corrupt*"))
    storage.close()


def test_a_file_that_is_not_a_database_is_said_with_one_full_stop(tmp_path) -> None:
    (tmp_path / "games.sqlite3").write_bytes(b"not a database at all" * 100)
    storage = Storage(tmp_path)
    told: list[str] = []
    file_finished(storage, finished_of("cinch"), told.append)
    assert "not a database" in told[0] and ".." not in told[0], told
    storage.close()


def test_a_huge_file_is_said_with_its_real_size(tmp_path) -> None:
    # Item 8: a 200 MB file was reported by the read cap ("4,194,305 bytes").
    path = tmp_path / "current-game.json"
    with open(path, "wb") as fh:
        fh.truncate(200 * 1024 * 1024)     # sparse: costs no disk
    with pytest.raises(GameFileError) as refused:
        read_game_file(path)
    assert "209,715,200 bytes" in str(refused.value)
    assert "Cinch" not in str(refused.value)


def test_messages_about_cribbage_files_do_not_say_cinch(tmp_path) -> None:
    text = json.dumps(finished_of("crib-wars"))
    for data in (text.replace('"seed": ', '"seed": 1' + "0" * 5000 + "+", 1)[:0]
                 + '{"format": "cribbage-record", "seed": ' + "9" * 5000 + "}",
                 '{"format": "nonsense"}'):
        path = tmp_path / "x.json"
        path.write_text(data, encoding="utf-8")
        with pytest.raises(GameFileError) as refused:
            read_game_file(path)
        assert "Cinch game" not in str(refused.value), str(refused.value)


def test_startup_messages_wait_for_a_box(qtbot, tmp_path) -> None:
    # app.py checks the saves before any window exists (no one to tell yet); what the
    # check had to say was dropped.  Now offer_resume says it.
    data = tmp_path / "data"
    data.mkdir()
    record = finished_of("crib-wars")
    record["sides"] = {}
    (data / "unfiled-20260101T000000Z.json").write_text(json.dumps(record))
    storage = Storage(data)
    startup_check(storage)            # as app.py's _first_game calls it
    storage.close()
    ui, msgs = make_ui(qtbot, data, FakeCribbageSession())
    ui.storage.startup_result = storage.startup_result
    ui.storage.startup_messages = storage.startup_messages
    ui.offer_resume()
    assert any("sides" in m for m in msgs.told), msgs.told
    assert (data / "unfiled-20260101T000000Z.json.corrupt").exists()
    ui.storage.close()


def test_nothing_a_kept_file_holds_stops_the_start(tmp_path, monkeypatch) -> None:
    # The last-resort guard: an error no check foresaw is told, and the start goes on.
    data = tmp_path
    (data / "unfiled-20260101T000000Z.json").write_text(json.dumps(finished_of("cinch")))
    storage = Storage(data)

    def broken(self, record, finished_at=None):
        raise StopIteration("a defect no check foresaw")
    monkeypatch.setattr(GamesDB, "add_game", broken)
    told: list[str] = []
    result = startup_check(storage, told.append)
    assert result.status == "none"
    assert told and "waiting" in told[0], told
    assert Path(data / "unfiled-20260101T000000Z.json").exists()
    storage.close()
