"""Build hook: a wheel carries the card art and the compiled catalogues.

Everything else is declared in pyproject.toml.  The built-in decks live at the top of the
repository (``assets/cards/``, the folder docs/themes.md and tools/make_cards.py name) and
the translations as ``translations/*.ts`` sources; neither is inside the ``cinch_qt``
package, so a plain ``pip install .`` would give a program without art or languages.
This step copies the decks to ``cinch_qt/assets/cards/`` and compiles the catalogues to
``cinch_qt/i18n/qm/`` inside the build folder (never in the checkout), where
cinch_qt.themes.paths and cinch_qt.i18n.translator look for them.  Editable installs
skip it: they read both from the checkout.

setuptools' own work folders (``build/`` and ``cinch_qt.egg-info``) go to a temporary
folder removed when the build process ends, so installing leaves nothing in the checkout.
"""

from __future__ import annotations

import atexit
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildPyWithData(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        package = Path(self.build_lib) / "cinch_qt"
        cards = package / "assets" / "cards"
        shutil.rmtree(cards, ignore_errors=True)
        shutil.copytree(ROOT / "assets" / "cards", cards)
        qm_dir = package / "i18n" / "qm"
        shutil.rmtree(qm_dir, ignore_errors=True)
        # lrelease ships with PySide6-Essentials, a build requirement (pyproject.toml).
        tool = ROOT / "tools" / "build_translations.py"
        done = subprocess.run([sys.executable, str(tool), "--out", str(qm_dir)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit("compiling the translations failed:\n"
                             + (done.stderr or done.stdout))


# pip runs each build step in a process of its own and has taken the wheel or the metadata
# it asked for before the process exits, so the folder can go then.
_SCRATCH = Path(tempfile.mkdtemp(prefix="cinch-qt-setuptools-"))
atexit.register(shutil.rmtree, _SCRATCH, ignore_errors=True)

setup(cmdclass={"build_py": BuildPyWithData},
      options={"build": {"build_base": str(_SCRATCH / "build")},
               "egg_info": {"egg_base": str(_SCRATCH)}})
