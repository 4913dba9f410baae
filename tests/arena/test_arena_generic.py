"""The generic arena: ``--jobs`` gives the results of one process, Cribbage
and Crib Wars run through the generic loop (arena/loop.py) with their earlier output,
and every game offers its hooks through the registry (tests/shell/test_layers.py checks
that no game imports the arena)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cinch_qt.arena.cli import main
from cinch_qt.games import GAMES

ROOT = Path(__file__).resolve().parents[2]


def _figures(out: str) -> list[str]:
    """The report without what depends on the clock or the number of processes."""
    return [line for line in out.splitlines()
            if not line.startswith(("decision time", "    ", "machine:"))
            and " s wall" not in line and "job(s)" not in line and "records:" not in line]


def test_generic_jobs_give_the_same_games_as_one_process(toy, tmp_path, capsys):
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    argv = ["--game", "toy-nim", "--a", "perfect", "--b", "random", "--games", "12",
            "--duplicate", "--seed", "5"]
    assert main([*argv, "--records", str(one)]) == 0
    first = capsys.readouterr().out
    assert main([*argv, "--records", str(two), "--jobs", "2"]) == 0
    second = capsys.readouterr().out
    assert "2 job(s)" in second and "1 job(s)" in first
    assert one.read_text() == two.read_text() and len(one.read_text().splitlines()) == 24
    assert _figures(first) == _figures(second)
    assert "games won: A" in first


def test_generic_jobs_must_be_positive(toy, capsys):
    with pytest.raises(SystemExit):
        main(["--game", "toy-nim", "--games", "1", "--jobs", "0"])
    assert "--jobs must be at least 1" in capsys.readouterr().err


@pytest.mark.parametrize("game", ["cribbage", "crib-wars"])
def test_cribbage_jobs_give_the_same_games_as_one_process(game, tmp_path, capsys):
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    argv = ["--game", game, "--players", "3", "--a", "normal", "--b", "easy", "--games", "2",
            "--duplicate", "--seed", "11", "--no-progress"]
    assert main([*argv, "--records", str(one)]) == 0
    first = capsys.readouterr().out
    assert main([*argv, "--records", str(two), "--jobs", "2"]) == 0
    second = capsys.readouterr().out
    assert [json.loads(x) for x in one.read_text().splitlines()] == \
        [json.loads(x) for x in two.read_text().splitlines()]
    assert _figures(first) == _figures(second)


# Printed by the cribbage arena before it ran on the generic loop (same seeds, same
# bots; today's expert-v1 is the Expert they were printed with): the loop with Cribbage's hooks
# must play the same deals and the same moves.
EARLIER = {
    ("crib-wars", "3", "normal", "easy", "4"): [
        "  points per hand, A − B: +0.411 ± 17.848 (95%, over 2 games; 107 hands)",
        "  A:     4 of 6 games won (66.7% ± 37.7), 0 skunks, 0 double skunks given",
        "  A averages per hand: pegging (dealer) 4.58; pegging (pone) 2.54; hand (dealer) "
        "7.25; hand (pone) 6.68; crib 3.93",
        "  B averages per hand: pegging (dealer) 3.90; pegging (pone) 1.96; hand (dealer) "
        "5.93; hand (pone) 6.67; crib 4.81"],
    ("cribbage", "2", "expert-v1", "random", "1"): [
        "  points per hand, A − B: +5.071 ± 1.802 (95%, over 4 games; 77 hands)",
        "  A:     8 of 8 games won (100.0% ± 0.0), 5 skunks, 1 double skunks given"],
}


@pytest.mark.parametrize("key", list(EARLIER))
def test_cribbage_on_the_generic_loop_repeats_earlier_measurements_c82(key, capsys):
    game, players, a, b, seed = key
    games = "2" if game == "crib-wars" else "4"
    assert main(["--game", game, "--players", players, "--a", a, "--b", b, "--games", games,
                 "--duplicate", "--seed", seed, "--no-progress"]) == 0
    out = capsys.readouterr().out.splitlines()
    for line in EARLIER[key]:
        assert line in out, line


def test_cribbage_hooks_rotate_sides_in_duplicate():
    from cinch_qt.games.cribbage.arena import seatings
    from cinch_qt.games.cribbage.engine import Rules
    six = seatings(Rules(players=6), {"A": "easy", "B": "normal"}, True)
    # Partners (seat s and s + 3) always share a line-up; A visits every side once.
    for seating in six:
        assert all(seating[s] == seating[s + 3] for s in range(3))
    assert sorted(next(s % 3 for s, (lu, _) in st.items() if lu == "A") for st in six) == \
        [0, 1, 2]
    assert all(bot == ("easy" if lu == "A" else "normal")
               for st in six for lu, bot in st.values())


def test_every_game_offers_arena_hooks_through_the_registry():
    for info in GAMES.values():
        hooks = info.load().arena_hooks()
        state = info.new_state(1)
        assert hooks.seats(state) and hooks.stop(state, True) is False
