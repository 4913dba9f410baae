"""The arena (``python -m cinch_qt.arena``): records that replay, honest duplicate
scoring, line-ups for every table size, clear refusals."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cinch_qt.arena.cli import main
from cinch_qt.arena.stats import contract_summary, mean_ci, percentile
from cinch_qt.games.cinch.arena_lineup import arrangements, build
from cinch_qt.games.cinch.engine import GameState, Rules


class BrokenBot:
    """A bot that fails, for the arena's error report."""

    def __init__(self, seed):
        self.seed = seed

    def choose(self, observation):
        raise RuntimeError("my circuits are fried")


def test_arena_games_write_records_that_replay(tmp_path, capsys):
    path = tmp_path / "games.jsonl"
    code = main(["--players", "4", "--ns", "random", "--ew", "random", "--games", "3",
                 "--seed", "5", "--records", str(path)])
    assert code == 0
    lines = path.read_text().splitlines()
    assert len(lines) == 3
    for line in lines:
        record = json.loads(line)
        state = GameState.from_record(record)      # replays and checks every rule
        assert state.is_over and record["final"]["winner"] in ("NS", "EW")
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1].startswith("summary: random vs random")
    assert any(line.startswith("games won: A") for line in out)


def test_arena_module_runs_as_a_program(tmp_path):
    path = tmp_path / "g.jsonl"
    run = subprocess.run([sys.executable, "-m", "cinch_qt.arena", "--players", "4", "--ns",
                          "random", "--ew", "random", "--games", "2", "--seed", "1",
                          "--records", str(path)], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().splitlines()[-1].startswith("summary:")
    assert run.stderr == ""                       # no progress bar without a terminal
    for line in path.read_text().splitlines():
        GameState.from_record(json.loads(line))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_duplicate_random_against_itself_is_exactly_zero(players, capsys):
    code = main(["--players", str(players), "--ns", "random", "--ew", "random",
                 "--hands", "40", "--duplicate", "--seed", "3"])
    assert code == 0
    out = capsys.readouterr().out
    assert "(A - B): +0.000 ± 0.000" in out


def test_duplicate_games_against_itself_is_exactly_zero(capsys):
    assert main(["--ns", "easy", "--ew", "easy", "--games", "2", "--duplicate",
                 "--target", "21", "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    assert "+0.000 ± 0.000" in out
    assert "games won: A 2, B 2" in out


def test_hands_records_replay_and_jobs_give_the_same_result(tmp_path, capsys):
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert main(["--ns", "easy", "--ew", "random", "--hands", "6", "--duplicate",
                 "--records", str(one)]) == 0
    first = capsys.readouterr().out
    assert main(["--ns", "easy", "--ew", "random", "--hands", "6", "--duplicate",
                 "--records", str(two), "--jobs", "2"]) == 0
    second = capsys.readouterr().out
    assert one.read_text() == two.read_text()
    line = [x for x in first.splitlines() if x.startswith("mean point")]
    assert line == [x for x in second.splitlines() if x.startswith("mean point")]
    records = one.read_text().splitlines()
    assert len(records) == 12
    for text in records:
        GameState.from_record(json.loads(text))
    assert "line-up A (easy):" in first and "decision time A:easy" in first
    assert "  as maker: made " in first and " points per contract" in first


def test_three_player_seats_and_rotation():
    rules = Rules(players=3)
    bots = build(rules, "easy", "random", ["W=normal"])
    assert bots == {0: "easy", 1: "normal", 3: "random"}
    seatings = arrangements(rules, bots, duplicate=True)
    assert len(seatings) == 3
    for seat in rules.seats:                 # every bot sits in every seat once
        assert sorted(s[seat][1] for s in seatings) == ["easy", "normal", "random"]


def test_four_player_duplicate_swaps_sides():
    rules = Rules()
    first, swapped = arrangements(rules, build(rules, "expert", "easy", []), True)
    assert [first[s][1] for s in (0, 2)] == ["expert", "expert"]
    assert [swapped[s][1] for s in (1, 3)] == ["expert", "expert"]
    assert [swapped[s][0] for s in (1, 3)] == ["A", "A"]


def test_importable_bot_sits_down(capsys):
    assert main(["--ns", "cinch_qt.games.cinch.ai.random_player:RandomPlayer", "--ew", "easy",
                 "--hands", "3"]) == 0
    assert "A = cinch_qt.games.cinch.ai.random_player:RandomPlayer" in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["--ns", "grandmaster"], "unknown bot 'grandmaster'"),
    (["--ns", "nowhere.at_all:Bot"], "cannot load bot"),
    (["--players", "3", "--seat", "N=easy"], "seat N is not at a 3-player table"),
    (["--seat", "south"], "--seat expects SEAT=BOT"),
    (["--target", "0"], "target must be"),
])
def test_bad_input_is_refused_with_a_clear_message(argv, message, capsys):
    assert main(argv + ["--hands", "1"]) == 2
    assert message in capsys.readouterr().err


def test_bad_counts_and_unwritable_records(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(["--hands", "0"])
    assert "at least 1" in capsys.readouterr().err
    assert main(["--hands", "1", "--records", str(tmp_path / "no" / "such.jsonl")]) == 2
    assert "cannot write records" in capsys.readouterr().err


def test_a_failing_bot_is_named_and_earlier_records_are_kept(tmp_path, capsys):
    path = tmp_path / "r.jsonl"
    code = main(["--ns", "tests.arena.test_arena:BrokenBot", "--ew", "random", "--hands", "2",
                 "--records", str(path)])
    assert code == 1
    err = capsys.readouterr().err
    assert "BrokenBot" in err and "my circuits are fried" in err
    assert path.exists()


def test_stats_helpers():
    assert mean_ci([1.0, 1.0, 1.0]) == (1.0, 0.0)
    mean, half = mean_ci([0.0, 2.0])
    assert mean == 1.0 and half == pytest.approx(12.706 * 1.0)
    assert percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95) == 10
    assert percentile([1, 2, 3, 4], 50) == 2


def test_r51_r52_contract_summary_counts_made_rate_and_net_per_contract():
    # Bid 6 made by 3 (+3), bid 8 set (14 + 2 short: -16), bid 10 made level (0).
    c = contract_summary([(6, True, 3.0), (8, False, -16.0), (10, True, 0.0)])
    assert c["count"] == 3
    assert c["made_rate"] == pytest.approx(2 / 3) and c["net"] == pytest.approx(-13 / 3)
    assert c["made_ci"] > 0 and c["net_ci"] > 0
    assert c["high_count"] == 1 and c["high_made_rate"] == 1.0 and c["high_net"] == 0.0
    assert contract_summary([])["count"] == 0
