"""A third game, written inside tests/ (tests/toygame/), registered with one line and
played through the shared arena, storage and statistics: proof that adding a game needs
one folder and one registry line (docs/games.md)."""

from __future__ import annotations

import json

import pytest

from cinch_qt.games import GameState, IllegalAction


def test_toy_game_follows_the_protocol(toy):
    st = toy.new_state(5)
    assert isinstance(st, GameState)
    seat = st.current_seat
    before = st.to_record()
    with pytest.raises(IllegalAction) as info:
        st.apply(st.legal_actions()[0].__class__(seat, 4))           # N1: at most three
    assert info.value.rule == "N1" and st.to_record() == before
    with pytest.raises(IllegalAction) as info:
        st.apply(st.legal_actions()[0].__class__(1 - seat, 1))       # N2: not your turn
    assert info.value.rule == "N2"
    copy = st.clone()
    while not st.is_over:
        st.apply(st.legal_actions()[-1])
    assert sum(st.result().values()) == 0 and copy.result() is None
    assert toy.from_record(st.to_record()).to_record() == st.to_record()


def test_toy_game_plays_through_the_arena(toy, tmp_path, capsys):
    from cinch_qt.arena.cli import main
    path = tmp_path / "nim.jsonl"
    assert main(["--game", "toy-nim", "--a", "perfect", "--b", "random", "--games", "30",
                 "--duplicate", "--records", str(path)]) == 0
    out = capsys.readouterr().out
    won = dict(part.split() for part in out.split("games won: ")[1].splitlines()[0]
                                          .split(", "))
    assert int(won["A"]) + int(won["B"]) == 60
    assert int(won["A"]) > int(won["B"])          # the perfect player wins most games
    lines = path.read_text().splitlines()
    assert len(lines) == 60                        # every game of both seatings
    for line in lines:
        rec = json.loads(line)
        assert toy.from_record(rec).result() == rec["result"]
    # Same line-up in both seats, duplicate: the luck cancels exactly.
    assert main(["--game", "toy-nim", "--games", "10", "--duplicate"]) == 0
    assert "+0.000 ± 0.000" in capsys.readouterr().out
    assert main(["--game", "toy-nim", "--a", "oracle", "--games", "1"]) == 2
    assert "unknown bot 'oracle'" in capsys.readouterr().err


def test_unknown_game_lists_the_registered_ones(toy, capsys):
    from cinch_qt.arena.cli import main
    assert main(["--game", "chess"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'chess'" in err and "cinch" in err and "toy-nim" in err
