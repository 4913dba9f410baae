"""A start that cannot go on because Qt itself cannot start says why on screen, with
what to do, and exits with its own code (with no Qt to show a dialog, "on screen" is the desktop
notice).

The real program is started in a child process the ways a person starts it (``python -m
cinch_qt``, the installed ``cinch-qt`` script, the desktop entry's command line, the
frozen build's launcher script) with Qt unable to start: PySide6 not installed (the
interpreter without its site-packages), PySide6 broken (it raises on import), an unknown
``QT_QPA_PLATFORM``, a display that is not there, no display at all.  Each time the exit
code, the words on stderr and the desktop notice are checked; the notice tool is a fake
``notify-send`` first on PATH that writes its arguments to a file.  Before, these
starts ended in a traceback (exit 1) or in Qt's abort (exit 134), with nothing shown.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cinch_qt import no_qt_words
from cinch_qt.qt_start import EXIT_NO_QT

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 120
# No X server listens there (a socket of that number would be /tmp/.X11-unix/X64999).
ABSENT_DISPLAY = ":64999"


def _fake_notify_send(tmp_path: Path) -> tuple[Path, Path]:
    """A folder holding a ``notify-send`` that writes its arguments, one per line, to
    the returned file."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    said = tmp_path / "notice.txt"
    tool = bin_dir / "notify-send"
    tool.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > {shlex.quote(str(said))}\n',
                    encoding="utf-8")
    tool.chmod(0o755)
    return bin_dir, said


def _env(tmp_path: Path, bin_dir: Path, **changes: str | None) -> dict[str, str]:
    env = dict(os.environ, HOME=str(tmp_path / "home"), DISPLAY=ABSENT_DISPLAY,
               PATH=f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}",
               LANG="en_GB.UTF-8", XDG_CACHE_HOME=str(tmp_path / "cache"))
    for name in ("WAYLAND_DISPLAY", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "QT_QPA_PLATFORM"):
        env.pop(name, None)
    for name, value in changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return env


def _start(command: list[str], env: dict[str, str], tmp_path: Path
           ) -> subprocess.CompletedProcess:
    return subprocess.run([*command, "--data-dir", str(tmp_path / "data")], env=env,
                          cwd=str(tmp_path), capture_output=True, text=True,
                          timeout=TIMEOUT_S)


def _notice(said: Path) -> list[str]:
    """The notice tool's arguments (it runs on its own: wait a moment for it)."""
    deadline = time.monotonic() + 10
    while not said.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert said.exists(), "no desktop notice was shown"
    return said.read_text(encoding="utf-8").splitlines()


def _program() -> list[str]:
    return [sys.executable, "-m", "cinch_qt"]


def _installed_script() -> list[str]:
    script = Path(sys.executable).with_name("cinch-qt")
    if not script.exists():
        pytest.skip("the cinch-qt script is not installed beside this interpreter")
    return [str(script)]


def _desktop_entry() -> list[str]:
    """The desktop entry's command line, its program found where pip installed it."""
    entry = next((ROOT / "packaging" / "linux").glob("*.desktop"))
    line = next(line for line in entry.read_text(encoding="utf-8").splitlines()
                if line.startswith("Exec="))
    words = [w for w in shlex.split(line[len("Exec="):]) if not w.startswith("%")]
    program = Path(sys.executable).with_name(words[0])
    if not program.exists():
        pytest.skip(f"{words[0]} is not installed beside this interpreter")
    return [str(program), *words[1:]]


def _frozen_launcher() -> list[str]:
    # The frozen build's entry script, run by the interpreter (the build itself is made
    # and started in test_packaging.py).
    return [sys.executable, str(ROOT / "packaging" / "launch.py")]


ROUTES = {"python -m cinch_qt": _program, "cinch-qt script": _installed_script,
          "desktop entry": _desktop_entry, "frozen launcher": _frozen_launcher}


@pytest.mark.parametrize("route", ROUTES)
def test_unknown_platform_is_said_on_screen_by_every_route(tmp_path, route):
    bin_dir, said = _fake_notify_send(tmp_path)
    env = _env(tmp_path, bin_dir, QT_QPA_PLATFORM="nonexistent")
    run = _start(ROUTES[route](), env, tmp_path)
    assert run.returncode == EXIT_NO_QT, run.stderr[-2000:]
    assert "Cinch and Cribbage cannot start" in run.stderr
    assert "Qt could not open a window on this screen" in run.stderr
    assert '"nonexistent"' in run.stderr          # Qt's own words name the platform
    assert "QT_QPA_PLATFORM is set, remove it" in run.stderr
    notice = _notice(said)
    assert "--urgency=critical" in notice
    assert "Cinch and Cribbage cannot start" in notice
    text = "\n".join(notice)
    assert '"nonexistent"' in text and "sudo apt install libxcb-cursor0" in text
    assert "Traceback" not in run.stderr


def test_a_display_that_is_not_there_is_said_in_dutch(tmp_path):
    bin_dir, said = _fake_notify_send(tmp_path)
    env = _env(tmp_path, bin_dir, QT_QPA_PLATFORM="xcb")
    run = _start([*_program(), "--language", "nl"], env, tmp_path)
    assert run.returncode == EXIT_NO_QT, run.stderr[-2000:]
    assert "Cinch en cribbage kan niet starten" in run.stderr
    assert f"could not connect to display {ABSENT_DISPLAY}" in run.stderr
    text = "\n".join(_notice(said))
    assert "Qt kon op dit scherm geen venster openen" in text
    assert "Wat te doen: start het vanuit uw bureaubladsessie" in text


def test_no_display_at_all_is_said_on_stderr_and_no_notice_is_tried(tmp_path):
    bin_dir, said = _fake_notify_send(tmp_path)
    env = _env(tmp_path, bin_dir, QT_QPA_PLATFORM="xcb", DISPLAY=None)
    run = _start(_program(), env, tmp_path)
    assert run.returncode == EXIT_NO_QT, run.stderr[-2000:]
    assert "Qt could not open a window on this screen" in run.stderr
    assert "start it from your desktop session" in run.stderr
    time.sleep(0.5)
    assert not said.exists()      # no display: the desktop's tools cannot show anything


def test_pyside6_broken_is_said_in_french(tmp_path):
    bin_dir, said = _fake_notify_send(tmp_path)
    broken = tmp_path / "broken" / "PySide6"
    broken.mkdir(parents=True)
    (broken / "__init__.py").write_text(
        'raise ImportError("libQt6Core.so.6: cannot open shared object file")\n',
        encoding="utf-8")
    env = _env(tmp_path, bin_dir, LANG="fr_BE.UTF-8",
               PYTHONPATH=os.pathsep.join([str(broken.parent), str(ROOT)]))
    run = _start(_program(), env, tmp_path)
    assert run.returncode == EXIT_NO_QT, run.stderr[-2000:]
    assert "Cinch et cribbage ne peut pas démarrer" in run.stderr
    assert "ImportError: libQt6Core.so.6: cannot open shared object file" in run.stderr
    assert "Traceback" not in run.stderr
    notice = _notice(said)
    assert "Cinch et cribbage ne peut pas démarrer" in notice
    text = "\n".join(notice)
    assert "démarrer\u00a0: impossible de charger Qt (PySide6)" in text
    assert '--force-reinstall "PySide6-Essentials<6.12"' in text


def test_pyside6_not_installed_is_said(tmp_path):
    bin_dir, said = _fake_notify_send(tmp_path)
    # -S: no site-packages, so no PySide6; the program itself from the source tree.
    env = _env(tmp_path, bin_dir, PYTHONPATH=str(ROOT))
    run = _start([sys.executable, "-S", "-m", "cinch_qt"], env, tmp_path)
    assert run.returncode == EXIT_NO_QT, run.stderr[-2000:]
    assert "Qt (PySide6), the library that draws its window, could not be loaded" \
        in run.stderr
    assert "ModuleNotFoundError: No module named 'PySide6'" in run.stderr
    assert "What to do: reinstall the program" in "\n".join(_notice(said))


def test_a_start_that_works_keeps_qt_messages_as_they_were(tmp_path):
    """The handler that catches Qt's fatal message is taken away once the application
    exists: a later Qt warning is printed by Qt, and the program runs to its end."""
    bin_dir, said = _fake_notify_send(tmp_path)
    env = _env(tmp_path, bin_dir, QT_QPA_PLATFORM="offscreen")
    run = _start([*_program(), "--seed", "1", "--exit-on-first-paint"], env, tmp_path)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "first-paint" in run.stdout
    assert not said.exists()


@pytest.mark.parametrize("env, option, expected", [
    ({"LANG": "fr_FR.UTF-8"}, None, "fr"),
    ({"LANG": "nl_BE.UTF-8"}, None, "nl"),
    ({"LANG": "de_DE.UTF-8"}, None, "en"),
    ({"LANGUAGE": "nl:fr", "LANG": "fr_FR.UTF-8"}, None, "nl"),
    ({"LANGUAGE": "de:fr", "LANG": "en_US.UTF-8"}, None, "fr"),
    ({"LC_ALL": "C", "LANGUAGE": "fr", "LANG": "nl_NL"}, None, "en"),
    ({"LC_MESSAGES": "fr_CA", "LANG": "nl_NL"}, None, "fr"),
    ({"LANG": "fr_FR.UTF-8"}, "nl", "nl"),
    ({"LANG": "fr_FR.UTF-8"}, "xx", "fr"),
    ({}, None, "en"),
])
def test_the_language_before_qt(env, option, expected):
    assert no_qt_words.choose_language(option, env) == expected


def test_every_sentence_has_every_language_and_its_placeholders():
    for table, fields in ((no_qt_words.TITLE, ()),
                          (no_qt_words.LIBRARY, ("{detail}", "{how}")),
                          (no_qt_words.FROM_SOURCE, ("{command}",)),
                          (no_qt_words.DISPLAY, ("{detail}", "{packages}"))):
        assert set(table) == {"en", "fr", "nl"}
        for language, text in table.items():
            for field in fields:
                assert text.count(field) == 1, (language, field)
            if language == "fr":   # French typography: a no-break space before : ; ! ?
                assert not re.search(r"(?<!\u00a0)[:;!?](?=\s)", text), text
