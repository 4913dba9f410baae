"""With no font, the player is told through the desktop, not only on stderr.

A system without any font draws every letter as a box, a Qt dialog included, and a
player who started Cinch from the menu never sees stderr.  The program is started with
fontconfig pointed at an empty configuration (no fonts, as on a bare Debian), a display
name set and a stand-in ``notify-send`` first on PATH that records what it is asked to
show: it must be asked, in the interface language.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_no_font_is_shown_to_the_player_through_the_desktop(tmp_path):
    bin_dir, said = tmp_path / "bin", tmp_path / "notified.txt"
    bin_dir.mkdir()
    tool = bin_dir / "notify-send"
    tool.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{said}"\n')
    tool.chmod(0o755)
    conf = tmp_path / "fonts.conf"
    conf.write_text(f'<?xml version="1.0"?>\n<fontconfig><cachedir>{tmp_path / "fc"}'
                    '</cachedir></fontconfig>\n')
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_"))}
    env.update(PATH=f"{bin_dir}:{env.get('PATH', '/usr/bin:/bin')}", DISPLAY=":99",
               QT_QPA_PLATFORM="offscreen", FONTCONFIG_FILE=str(conf),
               HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-m", "cinch_qt", "--game", "cinch",
                           "--language", "fr", "--exit-on-first-paint",
                           "--data-dir", str(tmp_path / "data")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "all text shows as empty boxes" in done.stderr
    for _ in range(100):  # the notifier runs detached
        if said.is_file() and said.read_text():
            break
        time.sleep(0.1)
    shown = said.read_text(encoding="utf-8")
    assert "Cinch et Cribbage\xa0: aucune police installée" in shown   # the program title
    assert "sudo apt install fonts-dejavu-core" in shown
