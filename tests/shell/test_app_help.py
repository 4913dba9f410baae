"""``cinch-qt --help`` describes the program and every registered game, and each option
says which game it is for or gives each game's own default (read from the game's rules,
so the help follows them)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from cinch_qt.app import parse_args
from cinch_qt.games import GAMES


def help_text(capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as done:
        parse_args(["--help", "--language", "en"])   # not the machine's language
    assert done.value.code == 0
    return capsys.readouterr().out


def flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def test_help_describes_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    text = flat(help_text(capsys))
    # The program is not described as one game any more.
    assert "Play Cinch (Double Pedro) against" not in text
    for name, info in GAMES.items():
        assert info.title in text.split("options:")[0], name
        line = text.split("games (--game NAME")[1]
        assert f"{name} {info.title}: {info.description.rstrip('.')}" in line, name
        players = info.options()["players"]
        assert f"{players} players unless --players says" in line
        for option, value in info.picked_by.items():
            assert f"same as --{option} {value}" in line


def test_each_game_option_gives_each_games_default(capsys: pytest.CaptureFixture[str]
                                                   ) -> None:
    text = flat(help_text(capsys)).split("options:")[1]
    target = text.split("--target POINTS")[1].split("--level")[0]
    # Cinch plays to 51 (R53: the target is an option, 51 by default); the cribbage games take
    # no --target, and the help says so instead of a default that does not apply.
    assert "default: 51 for cinch" in target
    assert "not an option of cribbage, crib-wars" in target
    players = text.split("--players {")[1].split("--board")[0]
    assert "default: 4 for cinch, 2 for cribbage, 2 for crib-wars" in players


def test_help_follows_the_games_rules(capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    # Not a copy of the numbers: a game whose default changes changes the help.
    cinch = GAMES["cinch"]
    monkeypatch.setitem(GAMES, "cinch", type(cinch)(**{**cinch.__dict__,
                                                       "defaults": {"target": 11}}))
    assert "default: 11 for cinch" in flat(help_text(capsys))


def test_a_plain_start_reads_no_game_for_the_help() -> None:
    # The games' rules are imported for --help only, never to parse a normal command line.
    code = ("import sys; from cinch_qt.app import parse_args; parse_args(['--seed', '1']); "
            "print(sorted(m for m in sys.modules if m.startswith('cinch_qt.games.') "
            "and m.count('.') > 2))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"
