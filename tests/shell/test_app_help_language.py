"""``cinch-qt --help`` speaks the person's language, as the program does (``--language``,
else the one saved in Settings, else the system's: ``LANGUAGE``, ``LC_ALL``, ``LANG``),
argparse's own words ("usage:", "options:") included; and an option of a game's rules
given for a game without it (``--target`` for Cribbage or Crib Wars, which are played to
their board's end: C80, W6) is refused with exit code 2 instead of being ignored (docs/table.md)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cinch_qt.command_line import SPEED_CHOICES, help_text, picked_by
from cinch_qt.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
# What a person types as it is: options, their values and the games' names.
LITERALS = {*SPEED_CHOICES, *GAMES, *(v for games in picked_by().values() for v in games),
            "random", "easy", "normal", "expert", "png"}


def run(*args: str, **env: str) -> subprocess.CompletedProcess:
    base = {k: v for k, v in os.environ.items()
            if not k.startswith(("QT_", "LC_", "LANG"))}
    base.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), **env)
    return subprocess.run([sys.executable, "-m", "cinch_qt", *args], cwd=ROOT, env=base,
                          capture_output=True, text=True, timeout=300)


def english_left(text: str, language: str) -> list[str]:
    """Lines of ``text`` holding a word of the English help that the language's own
    catalogue never uses (the translation walk's checker), options and values aside."""
    from tests.english_words import english_left as left
    from tests.english_words import words_of
    english = words_of(help_text(["--language", "en"]))
    lines = []
    for line in text.splitlines():
        bare = re.sub(r"--[\w-]+|\{[^}]*\}|\[[^\]]*\]", " ", line)
        bare = " ".join(w for w in bare.split() if w.strip("(),.;:").lower() not in LITERALS)
        lines.append(("help", bare))
    return [f"{text!r} <- {stray}" for _w, text, stray in left(lines, english, language)]


@pytest.mark.parametrize(("env", "args", "language", "usage"), [
    ({"LANG": "fr_FR.UTF-8"}, (), "fr", "utilisation\u00a0: cinch-qt"),
    ({"LANG": "en_GB.UTF-8", "LANGUAGE": "nl"}, (), "nl", "gebruik: cinch-qt"),
    ({"LANG": "en_GB.UTF-8", "LC_ALL": "nl_NL.UTF-8"}, (), "nl", "gebruik: cinch-qt"),
    ({"LANG": "nl_NL.UTF-8"}, ("--language", "fr"), "fr", "utilisation\u00a0: cinch-qt"),
])
def test_help_speaks_the_persons_language(env, args, language, usage) -> None:
    done = run("--help", *args, **env)
    assert done.returncode == 0, done.stderr[-2000:]
    out = done.stdout
    assert out.startswith(usage)
    assert "usage:" not in out
    heading = {"fr": "\noptions:\n", "nl": "\nopties:\n"}[language]
    assert heading in out
    assert not english_left(out, language), "\n".join(english_left(out, language))
    # every game is still described, in the language
    assert all(f"  {name}" in out for name in GAMES)


def test_help_follows_the_language_saved_in_settings(tmp_path) -> None:
    # As the program: the saved choice before the system's (the settings file is only read).
    (tmp_path / "settings.ini").write_text("[ui]\nlanguage=nl\n", encoding="utf-8")
    before = (tmp_path / "settings.ini").read_bytes()
    done = run("--help", "--data-dir", str(tmp_path), LANG="fr_FR.UTF-8")
    assert done.returncode == 0 and done.stdout.startswith("gebruik: cinch-qt")
    assert (tmp_path / "settings.ini").read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "cache") == ["settings.ini"]


def test_english_help_is_unchanged_in_english(capsys) -> None:
    out = help_text(["--language", "en"])
    assert out.startswith("usage: cinch-qt") and "\noptions:\n" in out
    assert "show this help" in out


def test_the_help_leaves_a_running_programs_language_alone(speak) -> None:
    from PySide6.QtCore import QCoreApplication
    assert speak("nl") == "nl"
    assert help_text(["--language", "fr"]).startswith("utilisation\u00a0:")
    assert QCoreApplication.translate("CommandLine", "usage: ") == "gebruik: "


@pytest.mark.parametrize("game", ["cribbage", "crib-wars"])
def test_target_for_a_game_without_one_is_refused(tmp_path, game) -> None:
    done = run("--game", game, "--target", "61", "--data-dir", str(tmp_path),
               "--exit-on-first-paint", LANG="en_GB.UTF-8")
    assert done.returncode == 2, (done.returncode, done.stderr[-2000:])
    title = GAMES[game].title
    assert f"--target cannot be used with {title}" in done.stderr
    assert "--target is for cinch" in done.stderr
    assert "first-paint" not in done.stdout            # no table was opened


def test_target_refusal_is_in_the_persons_language(tmp_path) -> None:
    done = run("--board", "crib-wars", "--target", "61", "--data-dir", str(tmp_path),
               "--language", "fr", "--exit-on-first-paint", LANG="en_GB.UTF-8")
    assert done.returncode == 2
    assert "--target ne s’applique pas à Crib Wars\u00a0:" in done.stderr


def test_target_for_cinch_is_still_taken(tmp_path) -> None:
    done = run("--game", "cinch", "--target", "21", "--data-dir", str(tmp_path),
               "--exit-on-first-paint", LANG="en_GB.UTF-8")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "first-paint" in done.stdout
