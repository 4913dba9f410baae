"""Storage for every game (docs/games.md, docs/storage.md): one games table with a
``game`` column (schema v4), records read back by the game that wrote them, statistics
and history per game; files written by the version before games/ still open."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from cinch_qt.games import get_game
from cinch_qt.storage.autosave import RESUMABLE, AutosaveStore
from cinch_qt.storage.gamefile import GameFileError, check_record
from cinch_qt.storage.gamesdb import GamesDB
from cinch_qt.storage.migrations import LATEST, current_version

V3 = Path(__file__).parent.parent / "fixtures" / "v3"   # written by main d59139e (make_v3.py)


def _finished_toy(info, seed: int) -> dict:
    st = info.new_state(seed)
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    rec = st.to_record()
    rec["names"] = {"S": "You", "N": "North"}
    return rec


def test_v3_database_migrates_with_every_row_a_cinch_game(tmp_path):
    shutil.copy(V3 / "games.sqlite3", tmp_path / "games.sqlite3")
    con = sqlite3.connect(tmp_path / "games.sqlite3")
    assert current_version(con) == 3
    con.close()
    db = GamesDB(tmp_path / "games.sqlite3")
    assert current_version(db.db) == LATEST == 6
    assert db.db.execute("SELECT DISTINCT game FROM games").fetchall() == [("cinch",)]
    s = db.summary(game="cinch")
    # The figures the v3 program printed for this file (make_v3.py).
    assert (s.played, s.won, s.lost, s.hands, s.hands_bid, s.hands_made, s.hands_set,
            s.points) == (3, 2, 1, 13, 1, 0, 1, 41)
    assert db.summary() == s                      # Cinch is the default
    assert len(s.groups) == 3
    rows = db.history()
    assert len(rows) == 3 and {r.game for r in rows} == {"cinch"}
    assert all(not r.error for r in rows)
    for r in rows:
        assert check_record(db.record(r.id)).game == "cinch"
    assert len(s.chart) == 3
    db.close()


def test_v3_autosave_resumes(tmp_path):
    shutil.copy(V3 / "current-game.json", tmp_path / "current-game.json")
    result = AutosaveStore(tmp_path).load()
    assert result.status == RESUMABLE and result.game == "cinch"
    assert not result.state.is_over and result.state.legal_actions()


def test_toy_game_autosave_round_trip_and_resume(toy, tmp_path):
    st = toy.new_state(11)
    st.apply(st.legal_actions()[0])
    st.apply(st.legal_actions()[-1])
    store = AutosaveStore(tmp_path)
    store.save(st.to_record())
    result = store.load()
    assert result.status == RESUMABLE and result.game == "toy-nim"
    resumed = result.state
    assert resumed.to_record() == st.to_record()
    assert resumed.current_seat == st.current_seat
    while not resumed.is_over:                     # the resumed game plays on
        resumed.apply(resumed.legal_actions()[0])
    store.save(resumed.to_record())
    assert store.load().status == "finished"


def test_a_damaged_toy_save_is_moved_aside_with_the_game_named(toy, tmp_path):
    st = toy.new_state(3)
    rec = st.to_record()
    rec["takes"] = [4]                             # N1: at most three
    with pytest.raises(GameFileError) as info:
        check_record(rec)
    assert "Nim with cards" in str(info.value) and "N1" in str(info.value)
    store = AutosaveStore(tmp_path)
    store.save(rec)
    assert store.load().status == "moved-aside"


def test_toy_game_statistics_and_history_apart_from_cinch(toy, tmp_path):
    shutil.copy(V3 / "games.sqlite3", tmp_path / "games.sqlite3")
    db = GamesDB(tmp_path / "games.sqlite3")
    cinch_before = db.summary(game="cinch")
    ids = [db.add_game(_finished_toy(toy, seed)) for seed in range(1, 7)]
    assert all(ids) and len(set(ids)) == 6
    assert db.add_game(_finished_toy(toy, 1)) is None      # filed once only
    toy_stats = db.summary(game="toy-nim")
    assert toy_stats.played == 6 and toy_stats.won + toy_stats.lost == 6
    assert toy_stats.groups[0].rules == "Nim with cards"
    assert sum(g.played for g in toy_stats.groups) == 6
    assert db.summary(game="cinch") == cinch_before
    everything = db.history()
    assert len(everything) == 9
    toys = db.history(game="toy-nim")
    assert len(toys) == 6 and all(r.game == "toy-nim" and not r.error for r in toys)
    assert all(r.lineup.startswith("Nim with cards: ") for r in toys)
    assert [r.id for r in db.history(game="cinch")] == [
        r.id for r in everything if r.game == "cinch"]
    for r in toys:
        rec = db.record(r.id)
        assert toy.from_record(rec).result() == rec["result"]     # read back by its game
    db.close()


def test_history_dialog_lists_the_toy_game_and_replays_it(toy, qtbot, tmp_path):
    # The toy game has a replay of its own (tests/toygame/table/replay.py):
    # the history offers it as it does any game's.
    from PySide6.QtCore import Qt

    from cinch_qt.storage import Storage
    from cinch_qt.ui.storage import HistoryDialog
    storage = Storage(tmp_path)
    rec = _finished_toy(toy, 4)
    storage.games.add_game(rec, "2026-04-01T09:00:00Z")
    replayed, exported = [], []
    dialog = HistoryDialog(storage.games, lambda r, t: replayed.append(r), exported.append)
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 1
    assert dialog.model.index(0, 1).data().startswith("Nim with cards")
    dialog.table.selectRow(0)
    qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert replayed == [rec]
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert exported == [rec]                       # the record itself is not lost
    storage.close()


def test_a_toy_game_save_found_at_start_is_kept_aside_not_resumed(toy, qtbot, tmp_path):
    from tests.storage_ui_helpers import FakeController, make_ui
    st = toy.new_state(9)
    st.apply(st.legal_actions()[0])
    AutosaveStore(tmp_path).save(st.to_record())
    c = FakeController()
    ui, msgs = make_ui(qtbot, tmp_path, c)
    assert not ui.offer_resume(auto=True)          # only Cinch has a table yet
    assert c.loaded is None and msgs.asked == []
    kept = list(tmp_path.glob("unfinished-*.json"))
    assert len(kept) == 1 and "unfinished-" in msgs.told[0]
    assert toy.from_record(json.loads(kept[0].read_text())).to_record() == st.to_record()
    ui.storage.close()


@pytest.mark.parametrize("name", ["cribbage", "crib-wars"])
def test_cribbage_records_are_filed_under_their_own_game(name, tmp_path):
    from cinch_qt.games import game_of_record
    st = get_game(name).new_state(3)
    while not st.is_over:
        st.apply(st.legal_actions()[0])
    rec = st.to_record()
    assert game_of_record(rec).name == name        # the board tells Crib Wars apart
    db = GamesDB(tmp_path / "games.sqlite3")
    assert db.add_game(rec)
    assert db.summary(game=name).played == 1 and db.summary(game="cinch").played == 0
    other = "cribbage" if name == "crib-wars" else "crib-wars"
    assert db.summary(game=other).played == 0
    (row,) = db.history()
    assert row.game == name and not row.error
    assert check_record(db.record(row.id)).state.result() == st.result()
    db.close()
