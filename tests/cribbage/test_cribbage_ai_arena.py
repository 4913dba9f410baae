"""The cribbage arena with bots: line-ups, duplicate, jobs, records, report."""

from __future__ import annotations

import json

from cinch_qt.arena.cli import main
from cinch_qt.games.cribbage.arena import arrangements
from cinch_qt.games.cribbage.engine import Rules
from cinch_qt.games.cribbage.engine.record import replay_record


def test_duplicate_moves_the_line_ups_round_every_side():
    assert arrangements(Rules(players=2), True) == [{0: "A", 1: "B"}, {0: "B", 1: "A"}]
    three = arrangements(Rules(players=6), True)
    assert [sorted(k for k, v in a.items() if v == "A") for a in three] == [[0], [2], [1]]
    assert arrangements(Rules(players=4), False) == [{0: "A", 1: "B"}]


def test_a_line_up_against_itself_in_duplicate_is_exactly_even(capsys):
    """Both seatings play identical hands, so the luck cancels to 0 ± 0."""
    assert main(["--game", "cribbage", "--a", "normal", "--b", "normal", "--hands", "6",
                 "--duplicate", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "A − B: +0.000 ± 0.000" in out


def test_arena_report_records_and_jobs(tmp_path, capsys):
    path = tmp_path / "g.jsonl"
    assert main(["--game", "crib-wars", "--players", "4", "--a", "expert", "--b",
                 "cinch_qt.games.cribbage.ai.easy:EasyBot", "--games", "2", "--duplicate",
                 "--jobs", "2", "--records", str(path), "--seed", "3", "--no-progress"]) == 0
    out = capsys.readouterr().out
    for text in ("points per hand, A − B", "games won", "skunks", "pegging (dealer)",
                 "hand (pone)", "crib", "decision times", "expert lay", "easy:EasyBot play"):
        assert text in out, text
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4                      # 2 games × 2 seatings
    for line in lines:
        rec = json.loads(line)
        assert replay_record(rec).to_record() == rec


def test_arena_refuses_unknown_bots(capsys):
    try:
        main(["--game", "cribbage", "--a", "nobody"])
    except SystemExit as exc:
        assert exc.code == 2
    else:
        raise AssertionError("an unknown bot was accepted")
    assert "unknown bot" in capsys.readouterr().err
