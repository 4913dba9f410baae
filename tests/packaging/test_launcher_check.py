"""The frozen launcher says which packages to install when a system library is missing,
in the terminal and through a desktop tool, instead of a traceback.

packaging/launch.py is run as a script from a folder laid out like the bundle's
``_internal`` (its ``system-libraries.txt`` beside it), with a library no system has
among the ones it must find, and a stand-in ``notify-send`` first on PATH that records
what it was asked to show.  The real frozen launcher meets a real missing libGL in
packaging/check_routes.py's minimal Debian root.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _launcher(tmp_path: Path, listing: str) -> Path:
    folder = tmp_path / "_internal"
    folder.mkdir()
    shutil.copy(ROOT / "packaging" / "launch.py", folder / "launch.py")
    (folder / "system-libraries.txt").write_text(listing, encoding="utf-8")
    return folder / "launch.py"


def _fake_notifier(tmp_path: Path) -> tuple[Path, Path]:
    bin_dir, said = tmp_path / "bin", tmp_path / "notified.txt"
    bin_dir.mkdir()
    tool = bin_dir / "notify-send"
    tool.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{said}"\n')
    tool.chmod(0o755)
    return bin_dir, said


def _run(script: Path, bin_dir: Path, **env_extra: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY") and not k.startswith("PYTHON")}
    env.update(PATH=f"{bin_dir}:/usr/bin:/bin", PYTHONPATH=str(ROOT), **env_extra)
    return subprocess.run([sys.executable, str(script), "--help"], env=env,
                          capture_output=True, text=True, timeout=120)


LISTING = ("needs libc.so.6 libc6\n"
           "needs libcinch-test-absent.so.7 libcinch-test-absent7\n"
           "apt fontconfig-config libcinch-test-absent7 libgl1\n")


def test_a_missing_library_is_named_with_its_package_not_a_traceback(tmp_path):
    bin_dir, said = _fake_notifier(tmp_path)
    done = _run(_launcher(tmp_path, LISTING), bin_dir, DISPLAY=":99")
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert "lacks libcinch-test-absent.so.7" in done.stderr
    assert "sudo apt install libcinch-test-absent7\n" in done.stderr
    assert "sudo apt install fontconfig-config libcinch-test-absent7 libgl1" in done.stderr
    assert "libc6" not in done.stderr  # present, so not asked for
    for _ in range(100):  # the notifier runs detached
        if said.is_file() and said.read_text():
            break
        time.sleep(0.1)
    shown = said.read_text()
    assert "Cinch cannot start" in shown and "sudo apt install libcinch-test-absent7" in shown


def test_without_a_display_the_terminal_line_is_all(tmp_path):
    bin_dir, said = _fake_notifier(tmp_path)
    done = _run(_launcher(tmp_path, LISTING), bin_dir)
    assert done.returncode == 1 and "sudo apt install libcinch-test-absent7" in done.stderr
    time.sleep(0.5)
    assert not said.exists()


def test_when_everything_is_there_the_program_starts(tmp_path):
    bin_dir, said = _fake_notifier(tmp_path)
    done = _run(_launcher(tmp_path, "needs libc.so.6 libc6\napt libc6\n"), bin_dir,
                DISPLAY=":99", QT_QPA_PLATFORM="offscreen")
    assert done.returncode == 0, done.stderr
    assert "--quit-after-game" in done.stdout  # cinch-qt's own --help
    assert not said.exists()
