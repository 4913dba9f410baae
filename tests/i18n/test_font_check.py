"""On a system without fonts all text is boxes; the smoke run
(``--autoplay --speed instant --quit-after-game``) must then fail, not exit 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cinch_qt.ui.font_check import text_draws_as_boxes

ROOT = Path(__file__).resolve().parents[2]


def no_fonts_env(tmp_path: Path) -> dict[str, str]:
    """fontconfig with no font folder at all: what a bare Debian has."""
    conf = tmp_path / "fonts.conf"
    conf.write_text('<?xml version="1.0"?>\n<fontconfig><cachedir>'
                    f'{tmp_path / "fc-cache"}</cachedir></fontconfig>\n')
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_"))}
    env.update(FONTCONFIG_FILE=str(conf), QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               PYTHONPATH=str(ROOT))
    return env


def test_letters_draw_as_letters_here(qapp):
    assert not text_draws_as_boxes()


def test_without_fonts_the_check_sees_boxes(tmp_path):
    code = ("from PySide6.QtWidgets import QApplication; app = QApplication([]); "
            "from cinch_qt.ui.font_check import text_draws_as_boxes; "
            "print(text_draws_as_boxes())")
    done = subprocess.run([sys.executable, "-c", code], env=no_fonts_env(tmp_path),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "True"


def test_without_fonts_the_smoke_run_fails_and_says_what_to_install(tmp_path):
    done = subprocess.run([sys.executable, "-m", "cinch_qt", "--autoplay", "--speed",
                           "instant", "--quit-after-game", "--data-dir", str(tmp_path / "d")],
                          cwd=tmp_path, env=no_fonts_env(tmp_path), capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 1
    assert "all text shows as empty boxes" in done.stderr
    assert "fonts-dejavu-core" in done.stderr
