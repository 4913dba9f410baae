"""Issue 19: what the first frame of the table does not need is not loaded before it.

The real program is started offscreen in its own process; the modules loaded when the
table paints for the first time are listed there.  Dialogs, the theme importer and the
catalogue compiler's helpers load when first used, and background card rendering waits
for the first frame, so a regression here costs start-up time without failing anything
else.  (No timing is asserted: the benchmarks measure, this guards the causes.)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 180  # a hang, not a speed limit

# Snapshot sys.modules and the cache's state inside the table's first paintEvent.
PROBE = """
import json, sys
# What the interpreter and the Qt binding load on their own (site-packages .pth files,
# and shiboken6 itself, import zipfile, shutil and tempfile): only what the program
# added is judged.
import shiboken6, PySide6.QtCore  # noqa: E401,F401
before = sorted(sys.modules)
from cinch_qt.games.cinch.table import felt
_paint = felt.CinchFelt.paintEvent
seen = {}
def paint(self, event):
    _paint(self, event)
    if self._painted and not seen:
        seen["modules"] = sorted(sys.modules)
        seen["held"] = self.cache.background_held()
        seen["batches"] = len(self.cache._batches)
felt.CinchFelt.paintEvent = paint
from cinch_qt.app import run
code = run(sys.argv[1:])
seen["before"] = before
print("PROBE " + json.dumps(seen), flush=True)
sys.exit(code)
"""

NOT_AT_FIRST_PAINT = (
    # Dialogs opened from the menus.
    "cinch_qt.games.cinch.table.replay", "cinch_qt.ui.storage.history",
    "cinch_qt.ui.storage.statistics", "cinch_qt.ui.settings_dialog",
    "cinch_qt.ui.theme_dialog", "cinch_qt.ui.help",
    # Theme import (zip files) and the catalogue compiler (a checkout compiles .ts only
    # when a catalogue changed; English needs none).
    "cinch_qt.themes.importer", "zipfile", "shutil", "subprocess", "tempfile",
    # The font check runs after the first frame on a normal start.
    "cinch_qt.ui.font_check",
    # Issue 30: the hand summary and last-trick dialogs are built when first wanted,
    # and even a first start draws its cards without QtSvg (the pre-drawn default deck,
    # cinch_qt/themes/predrawn.py).
    "cinch_qt.ui.summary_dialog", "cinch_qt.games.cinch.table.last_trick",
    "PySide6.QtSvg",
)


def first_paint(tmp_path: Path) -> dict:
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_CACHE_HOME=str(tmp_path / "cache"))
    result = subprocess.run(
        [sys.executable, "-c", PROBE, "--exit-on-first-paint", "--language", "en",
         "--seed", "1", "--size", "1280x800", "--data-dir", str(data)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=TIMEOUT_S)
    assert result.returncode == 0, result.stderr[-2000:]
    line = next(x for x in result.stdout.splitlines() if x.startswith("PROBE "))
    seen = json.loads(line[len("PROBE "):])
    assert seen, "the table was never painted"
    return seen


def test_first_paint_loads_only_what_it_needs(tmp_path: Path) -> None:
    seen = first_paint(tmp_path)
    loaded = set(seen["modules"]) - set(seen["before"])
    assert "cinch_qt.games.cinch.table.window" in loaded  # the probe did see the real start
    early = sorted(name for name in NOT_AT_FIRST_PAINT if name in loaded)
    assert early == [], f"loaded before the first frame of the table: {early}"
    # Background rendering has not started yet: it waits for the first frame.
    assert seen["held"] is True
    assert seen["batches"] == 0


# Issue 14: the table must not load a game before the person chooses one.
GAME_PACKAGES = ("cinch_qt.games.cinch", "cinch_qt.games.cribbage")


def games_loaded_by(module: str) -> list[str]:
    """The game modules a fresh interpreter holds after ``import module``."""
    code = (f"import sys, {module}\n"
            f"print('\\n'.join(n for n in sys.modules if n.startswith({GAME_PACKAGES!r})))")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=TIMEOUT_S,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout.split()


@pytest.mark.parametrize("module", ["cinch_qt.i18n", "cinch_qt.i18n.translator",
                                    "cinch_qt.i18n.words", "cinch_qt.speed",
                                    "cinch_qt.ui.game_chooser",
                                    "cinch_qt.arena.generic_cli", "cinch_qt.arena.loop"])
def test_game_agnostic_modules_load_no_game(module: str) -> None:
    assert games_loaded_by(module) == []


@pytest.mark.parametrize("module", ["cinch_qt.storage", "cinch_qt.storage.settings",
                                    "cinch_qt.ui.storage"])
def test_storage_loads_no_game(module: str) -> None:
    # Issue 14/19: a Cinch record is read by Cinch's reader, imported when one is read;
    # starting with a cribbage save or none loads no Cinch.
    assert games_loaded_by(module) == []


def test_words_still_load_on_first_use() -> None:
    # The lazy names of cinch_qt.i18n (the shared card and seat words) and of Cinch's
    # words (games/cinch/table/words.py) are real: each resolves to its module's object.
    import cinch_qt.i18n as i18n
    from cinch_qt.games.cinch.table import announcements, card_words, hints, words
    from cinch_qt.i18n import cards, seats
    for name in i18n._LAZY:
        owner = {"seats": seats, "cards": cards}[i18n._LAZY[name]]
        assert getattr(i18n, name) is getattr(owner, name)
    for name in words._LAZY:
        owner = {"announcements": announcements, "card_words": card_words,
                 "hints": hints}[words._LAZY[name]]
        assert getattr(words, name) is getattr(owner, name)
    with pytest.raises(AttributeError):
        i18n.no_such_word  # noqa: B018
    with pytest.raises(AttributeError):
        words.no_such_word  # noqa: B018
