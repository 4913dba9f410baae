"""A start that cannot go on says why on screen, with what to do, then
exits: the data folder unusable because XDG_DATA_HOME is a file, because a file stands
where the folder ``cinch-qt`` goes, or because a part of its path cannot be made (the
tests run as root, whom a read-only HOME does not stop: a file named ``.local`` in HOME
stands for it), and ``--data-dir`` naming a file.  Before, each was one line on stderr,
unseen by a person who started the program from the desktop menu."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 120

# The program as a person starts it (no unattended option), its message boxes printed.
ENTRY = """
import sys
from PySide6.QtWidgets import QMessageBox as B

def box(kind):
    def show(parent, title, text, *a, **k):
        one_line = text.replace(chr(10), " | ")
        print(f"MESSAGE-BOX {kind} [{title}] {one_line}", file=sys.stderr, flush=True)
        return B.StandardButton.Ok
    return staticmethod(show)
for kind in ("information", "warning", "critical"):
    setattr(B, kind, box(kind))
from cinch_qt.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


def _layout(tmp_path: Path, case: str) -> tuple[dict, list[str], str]:
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_DATA_DIRS=str(tmp_path / "none"))
    env.pop("XDG_DATA_HOME", None)
    args = ["--game", "cinch", "--language", "en"]
    if case == "XDG_DATA_HOME a file":
        (tmp_path / "xdg").write_text("a file", encoding="utf-8")
        env["XDG_DATA_HOME"] = str(tmp_path / "xdg")
        named = str(tmp_path / "xdg")
    elif case == "cinch-qt a file":
        (home / ".local" / "share").mkdir(parents=True)
        (home / ".local" / "share" / "cinch-qt").write_text("a file", encoding="utf-8")
        named = str(home / ".local" / "share" / "cinch-qt")
    elif case == "HOME cannot hold .local":
        (home / ".local").write_text("a file", encoding="utf-8")
        named = str(home / ".local")
    else:
        (tmp_path / "data").write_text("a file", encoding="utf-8")
        args += ["--data-dir", str(tmp_path / "data")]
        named = str(tmp_path / "data")
    return env, args, named


@pytest.mark.parametrize("case", ["XDG_DATA_HOME a file", "cinch-qt a file",
                                  "HOME cannot hold .local", "--data-dir a file"])
def test_a_start_that_cannot_go_on_says_why_in_a_box(tmp_path, case) -> None:
    env, args, named = _layout(tmp_path, case)
    done = subprocess.run([sys.executable, "-c", ENTRY, *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=TIMEOUT_S)
    boxes = [line for line in done.stderr.splitlines() if line.startswith("MESSAGE-BOX")]
    assert done.returncode in (2, 3), (done.returncode, done.stderr[-2000:])
    assert len(boxes) == 1, done.stderr[-2000:]
    assert named in boxes[0], boxes
    assert "--data-dir" in boxes[0], boxes          # what to do
    assert "Traceback" not in done.stderr
