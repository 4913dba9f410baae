"""The games database: filing finished games, statistics, history, migrations."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from cinch_qt.games.cinch.engine import GameState
from cinch_qt.games.cinch.filing import describe
from cinch_qt.storage import GameFileError, GamesDB, GamesDBError
from cinch_qt.storage.gamesdb import result_text
from cinch_qt.storage.migrations import _V1, LATEST, current_version
from tests.storage_helpers import finished_record, partial_state


def expected_from_records(records: list[dict]) -> dict:
    """Statistics worked out straight from the records, independently of the SQL."""
    out = {"won": 0, "bid": 0, "made": 0, "set": 0, "points": 0, "hands": 0, "streak": 0}
    run = 0
    for rec in records:
        seats = rec["seats"]
        ours = "NS" if len(seats) == 4 else "S"
        won = rec["final"]["winner"] == ours
        out["won"] += won
        run = run + 1 if won else 0
        out["streak"] = max(out["streak"], run)
        for hand in rec["hands"]:
            out["hands"] += 1
            out["points"] += hand["scored"][ours]
            maker = hand.get("maker")
            if maker is None:
                continue
            side = ("NS" if maker in "NS" else "EW") if len(seats) == 4 else maker
            if side == ours:
                out["bid"] += 1
                made = hand["taken"][side] >= hand["bid"]  # R51/R52/R61
                out["made" if made else "set"] += 1
    return out


def test_statistics_match_the_records(tmp_path: Path) -> None:
    db = GamesDB(tmp_path / "g.sqlite3")
    records = [finished_record(seed, players=(4, 4, 3, 2)[seed % 4],
                               levels=("easy", "normal")[seed % 2]) for seed in range(12)]
    for n, rec in enumerate(records):
        assert db.add_game(rec, f"2026-01-{n + 1:02d}T10:00:00Z") is not None
    s = db.summary()
    want = expected_from_records(records)
    assert (s.played, s.won, s.lost) == (12, want["won"], 12 - want["won"])
    assert (s.hands_bid, s.hands_made, s.hands_set) == (want["bid"], want["made"],
                                                        want["set"])
    assert (s.points, s.hands, s.longest_streak) == (want["points"], want["hands"],
                                                     want["streak"])
    assert sum(g.played for g in s.groups) == 12
    keys = {(g.opponents, g.rules) for g in s.groups}
    assert ("easy", "4 players, to 51, bids from 1, throw-in") in keys
    assert ("normal", "2 players, to 51, bids from 1, throw-in") in keys
    series = db.summary(chart_games=5).chart
    assert len(series) == 5
    last = records[-1]
    ours = "NS" if len(last["seats"]) == 4 else "S"
    per_hand = sum(h["scored"][ours] for h in last["hands"]) / len(last["hands"])
    assert series[-1] == (pytest.approx(per_hand), last["final"]["winner"] == ours)


def test_longest_streak_counts_in_order(tmp_path: Path) -> None:
    db = GamesDB(tmp_path / "g.sqlite3")
    by_result: dict[bool, list[dict]] = {True: [], False: []}
    seed = 0
    while len(by_result[True]) < 3 or len(by_result[False]) < 2:
        rec = finished_record(seed)
        by_result[rec["final"]["winner"] == "NS"].append(rec)
        seed += 1
    w, lose = by_result[True], by_result[False]
    for n, rec in enumerate([w[0], lose[0], w[1], w[2], lose[1]]):  # W L W W L
        db.add_game(rec, f"2026-02-{n + 1:02d}T10:00:00Z")
    s = db.summary()
    assert (s.longest_streak, s.current_streak, s.won, s.lost) == (2, 0, 3, 2)


def test_the_same_game_is_filed_once(tmp_path: Path) -> None:
    db = GamesDB(tmp_path / "g.sqlite3")
    rec = finished_record(3)
    assert db.add_game(rec) is not None
    again = json.loads(json.dumps(rec))
    again["cinch_qt"]["names"] = {"S": "Someone else"}  # display extras do not matter
    assert db.add_game(again) is None
    assert db.count() == 1


def test_unfinished_or_invalid_games_are_refused(tmp_path: Path) -> None:
    db = GamesDB(tmp_path / "g.sqlite3")
    with pytest.raises(GameFileError, match="Only a finished game"):
        db.add_game(partial_state(2, 30).to_record())
    bad = finished_record(4)
    bad["final"]["winner"] = "EW" if bad["final"]["winner"] == "NS" else "NS"
    with pytest.raises(GameFileError, match="final.winner"):
        db.add_game(bad)
    assert db.count() == 0


def test_history_newest_first_with_paging_and_records(tmp_path: Path) -> None:
    db = GamesDB(tmp_path / "g.sqlite3")
    recs = [finished_record(seed) for seed in range(5)]
    for n, rec in enumerate(recs):
        db.add_game(rec, f"2026-03-{n + 1:02d}T10:00:00Z")
    rows = db.history()
    assert [r.finished_at[:10] for r in rows] == [f"2026-03-0{d}" for d in (5, 4, 3, 2, 1)]
    assert db.history(2, 1) == rows[1:3]
    assert db.record(rows[0].id) == recs[4]
    assert rows[0].lineup == "You & North (normal) v West (normal) & East (normal)"
    assert rows[0].result.startswith("Won" if rows[0].won else "Lost")
    with pytest.raises(KeyError):
        db.record(12345)


def test_describe_mixed_levels_and_names() -> None:
    rec = finished_record(6, players=3)
    rec["cinch_qt"] = {"levels": {"W": "easy", "E": "expert"}, "names": {"W": "Ann"}}
    info = describe(rec, GameState.from_record(rec))
    assert info["opponents"] == "mixed (W easy, E expert)"
    assert info["lineup"] == "You v Ann (easy) v East (expert)"
    assert result_text(True, {"S": 52, "W": 13, "E": -15}, "S") == "Won 52 (West 13, East -15)"
    assert result_text(False, {"NS": 30, "EW": 51}, "NS") == "Lost 30–51"


def test_reset_statistics_keeps_history(tmp_path: Path) -> None:
    db = GamesDB(tmp_path / "g.sqlite3")
    for seed in range(3):
        db.add_game(finished_record(seed))
    db.reset_statistics()
    assert db.summary().played == 0 and db.summary().hands == 0
    assert len(db.history()) == 3
    db.add_game(finished_record(10))
    assert db.summary().played == 1


def test_migration_v1_to_v2_keeps_and_fills_old_games(tmp_path: Path) -> None:
    """A database written by the first release (schema v1, no per-hand points) is
    upgraded in place; the points of old games are recovered from their records."""
    path = tmp_path / "old.sqlite3"
    rec = finished_record(8)  # a game NS lost but scored in (the corrected R42 changed seed 7)
    old = sqlite3.connect(path)
    old.executescript(_V1)
    old.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    old.execute("INSERT INTO schema_version VALUES (1)")
    old.execute("INSERT INTO games (id, game_key, finished_at, players, target, min_bid, "
                "all_pass, opponents, lineup, won, totals, record) VALUES "
                "(1, 'k', '2025-12-01T10:00:00Z', 4, 51, 1, 'throw_in', 'normal', 'x', ?, "
                "?, ?)", (int(rec["final"]["winner"] == "NS"),
                          json.dumps(rec["final"]["totals"]), json.dumps(rec)))
    for n in range(len(rec["hands"])):
        old.execute("INSERT INTO hands (game_id, hand_no, maker_side, bid, ours, made) "
                    "VALUES (1, ?, NULL, NULL, 0, NULL)", (n,))
    old.commit()
    old.close()

    db = GamesDB(path)
    assert current_version(db.db) == LATEST
    s = db.summary()
    assert s.played == 1
    assert s.points == sum(h["scored"]["NS"] for h in rec["hands"]) != 0
    indexes = {r[0] for r in db.db.execute("SELECT name FROM sqlite_master WHERE "
                                            "type = 'index'")}
    assert "games_by_date" in indexes
    db.close()
    assert current_version(GamesDB(path).db) == LATEST  # opening again changes nothing


def test_newer_or_damaged_database_is_refused_with_a_message(tmp_path: Path) -> None:
    newer = tmp_path / "newer.sqlite3"
    con = sqlite3.connect(newer)
    con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    con.execute("INSERT INTO schema_version VALUES (99)")
    con.commit()
    con.close()
    with pytest.raises(GamesDBError, match="newer version"):
        GamesDB(newer)
    # Bytes that are no database at all are kept aside whole and a new history starts
    # (refused, they would refuse every game filed at every start).
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is not a database" * 100)
    db = GamesDB(junk)
    kept = list(tmp_path.glob("junk.sqlite3.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"this is not a database" * 100
    assert kept[0].name in db.notice and "junk.sqlite3" in db.notice
    assert db.add_game(finished_record(seed=70)) is not None
    db.close()


def test_autoplayed_games_are_kept_in_history_but_not_counted(tmp_path) -> None:
    db = GamesDB(tmp_path / "games.sqlite3")
    mine, bots = finished_record(seed=71), finished_record(seed=72)
    bots["cinch_qt"]["autoplay"] = True
    assert db.add_game(mine) is not None and db.add_game(bots) is not None
    assert db.count() == 2
    assert db.summary().played == 1
    rows = db.history()
    assert sum("(autoplay)" in row.lineup for row in rows) == 1
    db.close()


def test_autoplay_flag_must_be_true_or_false(tmp_path) -> None:
    db = GamesDB(tmp_path / "games.sqlite3")
    rec = finished_record(seed=73)
    rec["cinch_qt"]["autoplay"] = "yes"
    with pytest.raises(GameFileError) as info:
        db.add_game(rec)
    assert info.value.where == "cinch_qt.autoplay"
    db.close()
