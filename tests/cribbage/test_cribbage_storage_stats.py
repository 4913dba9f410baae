"""Statistics of Cribbage and Crib Wars, from records of seeded games played
by bots through the engine: figures checked against what the rules make true of every
game (on the classic board the points scored are the mark reached, C60, C80), a rigged
29 (C105), skunks (C81, C82), the Crib Wars squares (W10–W12, W30) and the dialog."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cinch_qt.games.cribbage.engine import GameState
from cinch_qt.games.cribbage.statistics import figures_of, game_figures, opponents, summarise
from cinch_qt.storage import Storage
from cinch_qt.storage.gamesdb import GamesDB
from cinch_qt.storage.migrations import LATEST, STEPS, current_version
from tests.cribbage_helpers import lay_first, rigged
from tests.cribbage_storage_helpers import Driver, finished, record_of
from tests.storage_helpers import finished_record

SEEDS = range(1, 13)


def _rows(records: list[dict]) -> list[tuple[str, str]]:
    return [(json.dumps(r), f"2026-05-{k + 1:02d}T10:00:00Z") for k, r in enumerate(records)]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_points_per_kind_add_up_to_the_mark_on_the_classic_board(players) -> None:
    for seed in SEEDS:
        rec = finished("cribbage", players, seed=seed)
        ours = next(s for s, seats in rec["sides"].items() if "S" in seats)
        g = game_figures(rec)
        # C60, C80: every point is one hole, so what our side scored is its mark —
        # or, for the winner, passes the game hole on its last score (C61).
        total = g.pegging + g.hand_points + g.crib_points + g.other
        if rec["final"]["winner"] == ours:
            last = [e for h in rec["hands"] for e in h["events"]
                    if e["e"] == "score" and e["side"] == ours][-1]
            assert total - last["points"] < 121 <= total
        else:
            assert total == rec["final"]["marks"][ours]
        assert g.hands == len(rec["hands"])
        dealt = [h["dealer"] for h in rec["hands"]]
        assert g.cribs == sum(1 for d in dealt if d in rec["sides"][ours])
        assert g.won == (rec["final"]["winner"] == ours)


def test_skunks_and_game_points_follow_the_final_record() -> None:
    # Normal against random play wins often enough by a skunk (C81) and in a fraction
    # of the Expert's time.
    records = [finished("cribbage", 2, seed=s, level="random", me="normal") for s in SEEDS]
    s = summarise(_rows(records))
    won = [r for r in records if r["final"]["winner"] == "S"]
    lost = [r for r in records if r["final"]["winner"] != "S"]
    assert (s.played, s.won, s.lost) == (len(records), len(won), len(lost))
    # C81: 2 game points against a side at 90 or less, 4 at 60 or less.
    assert s.skunks == sum(1 for r in won if 31 <= 121 - r["final"]["marks"]["N"]
                           and r["final"]["marks"]["N"] > 60)
    assert s.double_skunks == sum(1 for r in won if r["final"]["marks"]["N"] <= 60)
    assert s.skunked == sum(1 for r in lost if 60 < r["final"]["marks"]["S"] <= 90)
    assert s.game_points == sum(r["final"]["game_points"].get("N", 0) for r in won) - sum(
        r["final"]["game_points"].get("S", 0) for r in lost)
    assert s.skunks > 0, "the seeds chosen must show a skunk"
    run = longest = 0
    for r in records:
        run = run + 1 if r["final"]["winner"] == "S" else 0
        longest = max(longest, run)
    assert (s.longest_streak, s.current_streak) == (longest, run)
    assert len(s.chart) == len(records) and [w for _, w in s.chart] == [
        r["final"]["winner"] == "S" for r in records]


def test_a_29_is_found_and_shown_as_the_highest_hand() -> None:
    """C105: three fives and the jack of the starter's suit, with the fourth five cut."""
    state: GameState = rigged(2, 1, {0: "5C 5D 5H JS 2C 3C", 1: "AH 2H 4S 6D 8C 9D"}, "5S")
    lay_first(state, {0: "2C 3C"})
    game = Driver("cribbage", 2, seed=1, state=state).finish()
    rec = record_of(game)
    s = summarise(_rows([rec, finished("cribbage", 2, seed=4)]))
    assert [h.total for h in s.twenty_nines] == [29]
    assert s.best_hand.total == 29 and s.best_hand.seat == "S"
    assert sorted(s.best_hand.cards[:4]) == ["5C", "5D", "5H", "JS"]
    assert s.best_hand.cards[4] == "5S"


def test_crib_wars_squares_are_counted_for_our_side() -> None:
    records = [finished("crib-wars", 3, seed=s) for s in SEEDS]
    s = summarise(_rows(records))
    # W30: every landing on a penalty square is followed by our side's fold.
    folds = sum(1 for r in records for h in r["hands"] for e in h["events"]
                if e["e"] == "fold" and e["side"] == "S")
    assert s.squares["penalty"] == folds
    assert sum(s.squares.values()) > 0
    # W32: hands our side sat out are not ours to count.
    sat_out = sum(1 for r in records for h in r["hands"] if "S" in h["out"])
    assert s.hands == sum(len(r["hands"]) for r in records) - sat_out


def test_groups_by_opponents_level_and_player_count() -> None:
    records = [finished("cribbage", 2, seed=1, level="easy"),
               finished("cribbage", 2, seed=2, level="easy"),
               finished("cribbage", 4, seed=3, level="normal"),
               finished("cribbage", 3, seed=4, level="random")]
    records[3]["cinch_qt"]["levels"]["E"] = "expert"
    assert opponents(records[3]) == "mixed (W random, E expert)"
    assert opponents(records[2]) == "normal"    # N is our partner, not an opponent
    s = summarise(_rows(records))
    got = {(g.opponents, g.players): g.played for g in s.groups}
    assert got == {("easy", 2): 2, ("normal", 4): 1, ("mixed (W random, E expert)", 3): 1}


def test_a_row_that_cannot_be_read_is_left_out_and_named(tmp_path) -> None:
    db = GamesDB(tmp_path / "games.sqlite3")
    for seed in (1, 2, 3):
        db.add_game(finished("cribbage", 2, seed=seed))
    whole = db.summary("cribbage")
    # Figures lost: the game is read from its record, and counts the same.
    db.db.execute("DELETE FROM game_figures WHERE game_id = 3")
    assert db.summary("cribbage") == whole
    db.db.execute("UPDATE game_figures SET figures = '{\"won\": 3' WHERE game_id = 2")
    s = db.summary("cribbage")
    assert s.played == 2 and s.unreadable == 1
    assert "1 games cannot be read" in s.problems[0]
    db.close()


def _written_by_v4(path) -> None:
    """The same games as the v4 program left them: its schema (``STEPS[:4]``), the
    shared rows with the rule columns empty, no figures."""
    import sqlite3
    new = sqlite3.connect(path)
    rows = new.execute("SELECT id, game_key, finished_at, players, opponents, lineup, won, "
                       "totals, record, in_stats, undos, game FROM games").fetchall()
    new.close()
    path.unlink()
    old = sqlite3.connect(path, isolation_level=None)
    old.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    old.execute("INSERT INTO schema_version VALUES (4)")
    for step in STEPS[:4]:
        step(old)
    old.executemany("INSERT INTO games (id, game_key, finished_at, players, target, "
                    "min_bid, all_pass, opponents, lineup, won, totals, record, in_stats, "
                    "undos, game) VALUES (?, ?, ?, ?, 0, 0, '', ?, ?, ?, ?, ?, ?, ?, ?)",
                    rows)
    old.close()


def test_a_v4_database_gets_the_figures_of_its_cribbage_games(tmp_path) -> None:
    """Schema v5 files each cribbage game's figures; an upgrade makes them from the
    records, and the statistics come out the same as for games filed by v5."""
    path = tmp_path / "games.sqlite3"
    db = GamesDB(path)
    for seed in (1, 2, 3, 4):
        db.add_game(finished("crib-wars", 3, seed=seed))
    db.add_game(finished_record(2))
    filed = db.summary("crib-wars")
    history = db.history()
    db.close()
    _written_by_v4(path)
    db = GamesDB(path)
    assert current_version(db.db) == LATEST
    assert db.db.execute("SELECT COUNT(*) FROM game_figures f JOIN games g ON "
                         "g.id = f.game_id WHERE g.game = 'crib-wars'").fetchone()[0] == 4
    assert db.summary("crib-wars") == filed
    assert db.history() == history
    db.close()


def test_autoplayed_games_are_filed_but_not_counted(tmp_path) -> None:
    db = GamesDB(tmp_path / "games.sqlite3")
    db.add_game(finished("cribbage", 2, seed=1))
    db.add_game(finished("cribbage", 2, seed=2, autoplay=True))
    assert db.summary("cribbage").played == 1
    assert len(db.history(game="cribbage")) == 2
    assert "(autoplay)" in db.history(game="cribbage")[0].lineup
    db.close()


def test_statistics_dialog_switches_games_and_resets_one(qtbot, tmp_path) -> None:
    from cinch_qt.ui.storage import StatisticsDialog
    storage = Storage(tmp_path)
    storage.games.add_game(finished_record(1))
    for seed in (1, 2, 3):
        storage.games.add_game(finished("crib-wars", 3, seed=seed, level="easy"))
    storage.games.add_game(finished("cribbage", 2, seed=9, level="easy"))
    dialog = StatisticsDialog(storage.games, None, "crib-wars")
    qtbot.addWidget(dialog)
    page = dialog.page
    s = storage.games.summary("crib-wars")
    assert dialog.selector.currentText() == "Crib Wars"
    assert page.labels["games"].text() == "3"
    assert page.labels["squares"].text().startswith(f"red jumps {s.squares['jump']},")
    assert page.form.isRowVisible(page.labels["squares"])
    assert page.groups.rowCount() == 1 and page.groups.item(0, 0).text() == "easy"
    assert len(dialog.chart.values) == 3
    dialog.selector.setCurrentIndex(dialog.selector.findData("cribbage"))
    assert page.labels["games"].text() == "1" and len(dialog.chart.values) == 1
    assert not page.form.isRowVisible(page.labels["squares"])   # no squares on 121
    dialog.selector.setCurrentIndex(dialog.selector.findData("crib-wars"))
    texts: list[str] = []
    dialog.confirm = lambda text: texts.append(text) or True
    assert dialog.reset() and "Crib Wars" in texts[0]
    assert page.labels["games"].text() == "0"
    assert storage.games.summary("cribbage").played == 1     # the others stay
    assert storage.games.summary("cinch").played == 1
    assert not dialog.grab().isNull()
    storage.close()


def test_statistics_open_on_the_game_at_the_table(qtbot, tmp_path) -> None:
    from cinch_qt.storage.gamesdb import opponents_label
    from tests.cribbage_storage_helpers import FakeCribbageSession
    from tests.storage_ui_helpers import make_ui
    ui, _ = make_ui(qtbot, tmp_path, FakeCribbageSession("crib-wars"))
    dialog = ui.show_statistics()
    assert dialog.selector.currentData() == "crib-wars"
    assert dialog.pages.currentWidget() is dialog.page
    dialog.close()
    ui.storage.close()
    assert opponents_label("mixed (SW easy, NE expert)") == \
        "mixed (South-West easy, North-East expert)"


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), game=st.sampled_from(
    [("cribbage", 2), ("cribbage", 3), ("cribbage", 4), ("cribbage", 6),
     ("crib-wars", 2), ("crib-wars", 3)]))
def test_filed_figures_give_what_the_records_give(seed, game) -> None:
    """The statistics made from the filed figures (schema v5) are those made from the
    records themselves, for any seeded game."""
    name, players = game
    records = [finished(name, players, seed=seed + k, level=("easy", "random")[k % 2])
               for k in range(3)]
    from_records = summarise(_rows(records))
    from_figures = summarise([(json.dumps(figures_of(r)), when)
                              for r, (_, when) in zip(records, _rows(records), strict=True)])
    assert from_figures == from_records
    assert from_records.played == 3 and from_records.unreadable == 0


def test_c97_a_game_with_a_hint_or_an_undo_is_marked_assisted(qtbot, tmp_path) -> None:
    """The history says "assisted" and the statistics count such games
    (C97: the source forbids outside help, so hints and undos are recorded)."""
    from cinch_qt.ui.storage import StatisticsDialog
    db = GamesDB(tmp_path / "games.sqlite3")
    plain = finished("cribbage", 2, seed=1)
    hinted = finished("cribbage", 2, seed=2)
    hinted["cinch_qt"]["hints"] = 3
    undone = finished("cribbage", 2, seed=3)
    undone["cinch_qt"]["undos"] = 1
    for rec in (plain, hinted, undone):
        db.add_game(rec)
    results = sorted(row.result for row in db.history(game="cribbage"))
    assert sum(r.endswith(", assisted") for r in results) == 2, results
    s = db.summary("cribbage")
    assert (s.played, s.assisted) == (3, 2)
    dialog = StatisticsDialog(db, None, "cribbage")
    qtbot.addWidget(dialog)
    assert dialog.page.labels["undo"].text().startswith("2 ")
    db.close()
