"""Schema v6 (docs/storage.md): the shared ``games`` table keeps what every game has,
and Cinch's rule columns and hand rows move to Cinch's filed figures
(``games/cinch/filing.py``).  A file written by the v5 program (tests/fixtures/v5,
made by make_v5.py on main 6111e64) must come out with every game's history and
statistics as that program showed them (R51/R52 bids made and set, points per hand,
C81/C82 skunks, W-squares), in one transaction, and opening it again must change
nothing."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from cinch_qt.storage import migrations
from cinch_qt.storage.dberror import GamesDBError
from cinch_qt.storage.gamesdb import GamesDB
from cinch_qt.storage.migrations import LATEST, current_version

V5 = Path(__file__).parent.parent / "fixtures" / "v5"
EXPECTED = json.loads((V5 / "expected.json").read_text(encoding="utf-8"))
CINCH_COLUMNS = ("target", "min_bid", "all_pass")


def _plain(value: object) -> object:
    """As make_v5.py wrote it: dataclasses as dicts, tuples as lists."""
    return json.loads(json.dumps(value, default=lambda v: dataclasses.asdict(v)
                                 if dataclasses.is_dataclass(v) else repr(v)))


def _copy(tmp_path: Path) -> Path:
    path = tmp_path / "games.sqlite3"
    shutil.copy(V5 / "games.sqlite3", path)
    return path


def _raw(path: Path, query: str) -> list[tuple]:
    con = sqlite3.connect(path)
    try:
        return con.execute(query).fetchall()
    finally:
        con.close()


def _dump(path: Path) -> list[str]:
    con = sqlite3.connect(path)
    try:
        return list(con.iterdump())
    finally:
        con.close()


def test_the_fixture_is_what_the_v5_program_wrote(tmp_path) -> None:
    path = _copy(tmp_path)
    assert _raw(path, "SELECT version FROM schema_version") == [(5,)]
    assert len(_raw(path, "SELECT * FROM hands")) == len(EXPECTED["hands"]) > 10


def test_a_v5_file_keeps_every_game_s_history_statistics_and_hands(tmp_path) -> None:
    path = _copy(tmp_path)
    records = dict(_raw(path, "SELECT id, record FROM games"))
    db = GamesDB(path)
    assert current_version(db.db) == LATEST == 6 and not db.notice
    assert _plain([dataclasses.asdict(r) for r in db.history()]) == EXPECTED["history"]
    assert {g: db.count(g) for g in EXPECTED["counts"]} == EXPECTED["counts"]
    cinch = _plain(dataclasses.asdict(db.summary("cinch")))
    assert cinch.pop("chart") == EXPECTED["cinch_chart"]
    assert cinch.pop("unreadable") == 0
    assert cinch == EXPECTED["cinch"]
    assert cinch["hands_bid"] and cinch["hands_made"] and cinch["hands_set"]  # R51, R52
    for game in ("cribbage", "crib-wars"):
        assert _plain(dataclasses.asdict(db.summary(game))) == EXPECTED[game]
    # The shared columns are as they were, the records byte for byte.
    shared = [row[:4] + row[7:] for row in EXPECTED["games"]]
    assert _plain(db.db.execute(
        "SELECT id, game_key, finished_at, players, opponents, lineup, won, totals, "
        "in_stats, undos, game FROM games ORDER BY id").fetchall()) == shared
    for game_id, text in records.items():
        assert db.db.execute("SELECT record FROM games WHERE id = ?",
                             (game_id,)).fetchone()[0] == text
    # Cinch's rule columns and every hand row are in Cinch's figures, value for value.
    figures = {gid: json.loads(text) for gid, text in db.db.execute(
        "SELECT game_id, figures FROM game_figures")}
    for gid, _key, _when, _players, *rules, _o, _l, _w, _t, _s, _u, game in EXPECTED["games"]:
        if game == "cinch":
            assert [figures[gid][c] for c in CINCH_COLUMNS] == rules
    hands = [[gid, *hand] for gid, f in sorted(figures.items()) if "min_bid" in f
             for hand in f["hands"]]
    assert hands == EXPECTED["hands"]
    tables = {r[0] for r in db.db.execute("SELECT name FROM sqlite_master")}
    assert "hands" not in tables
    columns = {r[1] for r in db.db.execute("PRAGMA table_info(games)")}
    assert not columns & set(CINCH_COLUMNS)
    # Foreign keys are enforced again after the upgrade: figures go with their game.
    assert db.db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert db.db.execute("PRAGMA foreign_key_check").fetchall() == []
    db.close()


def test_opening_the_upgraded_file_again_changes_nothing(tmp_path) -> None:
    path = _copy(tmp_path)
    GamesDB(path).close()
    once = _dump(path)
    db = GamesDB(path)
    assert migrations.migrate(db.db) == LATEST     # nothing left to do
    summaries = [db.summary(g) for g in EXPECTED["counts"]]
    db.close()
    assert _dump(path) == once
    db = GamesDB(path)
    assert [db.summary(g) for g in EXPECTED["counts"]] == summaries
    db.close()


def test_games_filed_after_the_upgrade_count_with_the_old_ones(tmp_path) -> None:
    from tests.storage_helpers import finished_record
    path = _copy(tmp_path)
    db = GamesDB(path)
    before = db.summary("cinch")
    record = finished_record(21, players=2, target=11)
    assert db.add_game(record, "2026-12-01T10:00:00Z") is not None
    after = db.summary("cinch")
    hands = len(record["hands"])
    assert (after.played, after.hands) == (before.played + 1, before.hands + hands)
    assert len(after.chart) == len(before.chart) + 1
    db.close()


def test_an_upgrade_that_fails_leaves_the_v5_file_as_it_was(tmp_path, monkeypatch) -> None:
    """One transaction: a failure at the very end of the step (here a file that cannot
    be written, as SQLite says it) undoes all of it and the player is told."""
    path = _copy(tmp_path)
    before = _dump(path)
    real = migrations.STEPS[5]

    def step_then_fail(db: sqlite3.Connection) -> None:
        real(db)
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(migrations, "STEPS", [*migrations.STEPS[:5], step_then_fail])
    with pytest.raises(GamesDBError, match="readonly database"):
        GamesDB(path)
    assert _dump(path) == before
    assert not list(tmp_path.glob("games.sqlite3.corrupt-*"))
    monkeypatch.undo()
    db = GamesDB(path)                      # the next start upgrades it whole
    assert db.summary("cinch").hands == EXPECTED["cinch"]["hands"]
    db.close()


def test_a_damaged_v5_file_is_set_aside_whole_and_a_new_history_starts(tmp_path) -> None:
    path = _copy(tmp_path)
    size = os.path.getsize(path)
    os.truncate(path, size * 7 // 10 // 4096 * 4096)   # the last pages lost
    damaged = path.read_bytes()
    db = GamesDB(path)
    kept = list(tmp_path.glob("games.sqlite3.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert kept[0].name in db.notice and "malformed" in db.notice
    assert db.count() == 0 and current_version(db.db) == LATEST
    db.close()


def test_a_newer_file_is_refused_and_left_alone(tmp_path) -> None:
    path = _copy(tmp_path)
    con = sqlite3.connect(path)
    con.execute("UPDATE schema_version SET version = ?", (LATEST + 1,))
    con.commit()
    con.close()
    before = path.read_bytes()
    with pytest.raises(GamesDBError, match="newer version"):
        GamesDB(path)
    assert path.read_bytes() == before
    assert not list(tmp_path.glob("games.sqlite3.*"))
