"""The example bot in docs/bots.md must work as printed: it is written to a module,
loaded by name, and plays hands in the arena."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from cinch_qt.arena.cli import main

DOC = Path(__file__).resolve().parents[2] / "docs" / "bots.md"


def test_docs_example_bot_plays_in_the_arena(tmp_path, monkeypatch, capsys):
    text = DOC.read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    example = next(b for b in blocks if "def make(seed)" in b)
    (tmp_path / "lengthbot.py").write_text(example, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("lengthbot", None)
    for players in ("4", "3", "2"):
        assert main(["--players", players, "--ns", "lengthbot:make", "--ew", "easy",
                     "--hands", "6", "--duplicate", "--all-pass", "stuck_dealer"]) == 0
    assert "A = lengthbot:make" in capsys.readouterr().out
