"""``python -m cinch_qt.arena --game cribbage``: plays, writes records that replay."""

from __future__ import annotations

import json

from cinch_qt.arena.cli import game_of, main
from cinch_qt.games.cribbage.engine.record import replay_record


def test_game_dispatch_keeps_cinch_the_default():
    assert game_of(["--hands", "3"]) == ("cinch", ["--hands", "3"])
    assert game_of(["--players", "3", "--game", "cribbage"]) == ("cribbage", ["--players", "3"])
    assert game_of(["--game=crib-wars"]) == ("crib-wars", [])
    assert main(["--game", "chess"]) == 2


def test_cribbage_arena_writes_records_that_replay(tmp_path, capsys):
    path = tmp_path / "games.jsonl"
    for players, board in ((2, "classic"), (3, "crib-wars"), (4, "crib-wars"), (6, "classic")):
        assert main(["--game", "cribbage", "--players", str(players), "--board", board,
                     "--games", "2", "--seed", "7", "--records", str(path),
                     "--counting", "manual", "--muggins", "cut-throat"]) == 0
        lines = path.read_text(encoding="utf-8").splitlines()
        assert len(lines) == 2
        for line in lines:
            rec = json.loads(line)
            assert rec["rules"]["players"] == players and rec["rules"]["board"] == board
            assert replay_record(rec).to_record() == rec
    out = capsys.readouterr().out
    assert "games won" in out
