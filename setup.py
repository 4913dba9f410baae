"""Build hook: a wheel carries the card art and the compiled catalogues.

Everything else is declared in pyproject.toml.  The built-in decks live at the top of the
repository (``assets/cards/``, the folder docs/themes.md and tools/make_cards.py name) and
the translations as ``translations/*.ts`` sources; neither is inside the ``cinch_qt``
package, so a plain ``pip install .`` would give a program without art or languages.
This step copies the decks to ``cinch_qt/assets/cards/`` and compiles the catalogues to
``cinch_qt/i18n/qm/`` inside the build folder (never in the checkout), where
cinch_qt.themes.paths and cinch_qt.i18n.translator look for them.  Editable installs
skip it: they read both from the checkout.

The catalogues are compiled by tools/ts_to_qm.py, standard library only, so building
needs no Qt, no display and no lrelease: only Python and setuptools.  Its
output is lrelease's byte for byte (tests/i18n/test_ts_to_qm.py).

setuptools' own work folders (``build/`` and ``cinch_qt.egg-info``) go to a temporary
folder removed when the build process ends, so installing leaves nothing in the checkout.
"""

from __future__ import annotations

import atexit
import importlib.util
import shutil
import sys
import tempfile
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
# Loading tools/ts_to_qm.py must not leave a __pycache__ in the checkout.
sys.dont_write_bytecode = True


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
        for ts, games in _TS_SOURCES:
            try:
                _COMPILER.compile_files([ts, *games], qm_dir / ts.with_suffix(".qm").name)
            except _COMPILER.TsError as exc:
                raise SystemExit(f"cinch-qt build: {exc}") from None


def _fail(message: str) -> None:
    raise SystemExit(f"cinch-qt build: {message}")


def _load_compiler():
    """tools/ts_to_qm.py by its path: tools/ is not a package, and the build must not
    import cinch_qt (which imports Qt)."""
    path = ROOT / "tools" / "ts_to_qm.py"
    if not path.is_file():
        _fail(f"{path} is missing (an incomplete sdist?)")
    spec = importlib.util.spec_from_file_location("cinch_qt_ts_to_qm", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _check_sources() -> list[tuple[Path, list[Path]]]:
    """The catalogues to compile, read once before setuptools starts: a missing or broken
    file then stops the build with one line, before pages of setuptools output.  Each
    language's program catalogue comes with the games' (``cinch_qt/games/<game>/
    translations/<game>_<lang>.ts``, found by their place: the build must not import
    cinch_qt to ask the registry), compiled into one .qm."""
    if not (ROOT / "assets" / "cards").is_dir():
        _fail(f"{ROOT / 'assets' / 'cards'} is missing (an incomplete sdist?)")
    sources = sorted((ROOT / "translations").glob("cinch_qt_*.ts"))
    if not sources:
        _fail("no translations/cinch_qt_*.ts to compile (an incomplete sdist?)")
    out = []
    for ts in sources:
        language = ts.stem.removeprefix("cinch_qt_")
        games = sorted((ROOT / "cinch_qt" / "games").glob(f"*/translations/*_{language}.ts"))
        for each in (ts, *games):
            try:
                _COMPILER.read_ts(each)
            except _COMPILER.TsError as exc:
                _fail(str(exc))
        out.append((ts, games))
    return out


_COMPILER = _load_compiler()
_TS_SOURCES = _check_sources()

# pip runs each build step in a process of its own and has taken the wheel or the metadata
# it asked for before the process exits, so the folder can go then.
_SCRATCH = Path(tempfile.mkdtemp(prefix="cinch-qt-setuptools-"))
atexit.register(shutil.rmtree, _SCRATCH, ignore_errors=True)

setup(cmdclass={"build_py": BuildPyWithData},
      options={"build": {"build_base": str(_SCRATCH / "build")},
               "egg_info": {"egg_base": str(_SCRATCH)}})
