"""Decks dragged from a file manager onto the themes dialog's list are imported: a real
``QDrag`` carrying the files' URLs leaves another window, the pointer crosses the deck
list and is let go over it (tests/drag_over_list.py, in a child process on an X server,
because the offscreen platform's drag ends at once without a drop).

What this covers: Qt's own drag machinery (the xcb platform's drag loop, the enter,
move and drop events Qt makes from the pointer), its routing from the list under the
pointer (which takes no drops) to the dialog, the dialog's acceptance and the import.
What it does not: the XDND messages between two processes, since the drag starts in
the same program; a file manager's drag arrives through them and then takes the same
path from the window inward.  On a machine without Xvfb the tests are skipped;
``.ci/run`` installs it.  ``CINCH_QT_TEST_X_DISPLAY`` names an X server to use instead
of starting one.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.real_decks_helpers import AISLERIOT_DIR, kde_zip, needs_gnome, needs_kde
from tests.themes_helpers import KDE, deck_svg

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

pytestmark = pytest.mark.skipif(
    not os.environ.get("CINCH_QT_TEST_X_DISPLAY") and shutil.which("Xvfb") is None,
    reason="needs an X server: Xvfb (apt-get install xvfb)")


@contextmanager
def x_display():
    given = os.environ.get("CINCH_QT_TEST_X_DISPLAY")
    if given:
        yield given
        return
    from cinch_pack.xvfb import Xvfb
    with Xvfb("1280x800x24") as display:
        yield display


def drag(tmp_path: Path, files: list[Path]) -> dict:
    user = tmp_path / "themes"
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    with x_display() as display:
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", PYTHONPATH=str(ROOT),
                   XDG_DATA_HOME=str(tmp_path / "home"), XDG_DATA_DIRS=str(tmp_path / "none"),
                   XDG_CONFIG_HOME=str(tmp_path / "config"), LANG="en_GB.UTF-8")
        done = subprocess.run([sys.executable, "-m", "tests.drag_over_list", str(user),
                               *map(str, files)], cwd=ROOT, env=env, capture_output=True,
                              text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_deck_dragged_over_the_list_is_imported_and_used(tmp_path: Path) -> None:
    deck = tmp_path / "tiny_deck.svg"
    deck.write_text(deck_svg(KDE), encoding="utf-8")
    seen = drag(tmp_path, [deck])
    assert seen["under"] == ["the deck list"]        # let go over the list, not the dialog
    assert seen["action"] == "CopyAction"            # the drop was accepted
    assert seen["listed"] == ["user:tiny_deck"] and seen["deck"] == "user:tiny_deck"
    assert seen["message"] == "Imported “Tiny Deck”."


def test_a_bad_file_dragged_over_the_list_is_refused_with_why(tmp_path: Path) -> None:
    junk = tmp_path / "junk.svgz"
    junk.write_bytes(b"\x1f\x8b\x08\x00garbage")
    seen = drag(tmp_path, [junk])
    assert seen["under"] == ["the deck list"] and seen["action"] == "CopyAction"
    assert "junk.svgz" in seen["message"] and seen["listed"] == []
    assert seen["deck"] == "classic"


@needs_kde
@needs_gnome
def test_real_kde_and_aisleriot_decks_dragged_together(tmp_path: Path) -> None:
    seen = drag(tmp_path, [kde_zip(tmp_path), AISLERIOT_DIR / "anglo.svgz"])
    assert seen["listed"] == ["user:anglo", "user:svg-dondorf"]
    assert seen["deck"] == "user:anglo"              # the last one imported is in use
