"""A wheel is a complete program: built-in decks and catalogues inside.

Builds a wheel from a copy of the sources (so the checkout gets no build/ or egg-info),
installs it NON-editable into a fresh virtual environment and runs it from outside the
checkout: the theme discovery must find the built-in decks in the installed package, the
French and Dutch catalogues must be found and translate, and the installed ``cinch-qt``
must start in French, draw its table and write nothing outside ``--data-dir``.

The wheel is built with PySide6 made unimportable (a stand-in package that raises
ImportError comes first on the path) and no lrelease on PATH: building needs only Python
and setuptools; the copy of the sources must hold nothing new afterwards (no
__pycache__, no build folder, no egg-info).

The new environment reuses the PySide6 already installed (a .pth file naming its folder)
and installs with ``--no-index --no-deps``: nothing is downloaded.  The wheel is built
without build isolation when this environment's setuptools can make wheels (the
``test`` extra installs one that can); otherwise pip builds it in isolation, which needs
setuptools and PySide6-Essentials from the package index or pip's cache.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import ts_to_qm  # noqa: E402  (tools/ is not a package)

BUILT_IN_DECKS = {"classic", "four-colour", "large-print", "parlour"}


def _can_build_wheels_here() -> bool:
    try:
        import setuptools
    except ImportError:
        return False
    major, minor = (int(x) for x in setuptools.__version__.split(".")[:2])
    if (major, minor) >= (70, 1):  # bdist_wheel is part of setuptools since 70.1
        return True
    try:
        import wheel  # noqa: F401
    except ImportError:
        return False
    return major >= 68


def _source_files() -> list[str]:
    """The files a clone has (tracked, plus new ones not ignored) — no .venv, no build."""
    out = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                         capture_output=True, check=True).stdout
    return [name for name in out.decode().split("\0") if name and (ROOT / name).is_file()]


def _clean_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("QT_", "XDG_", "PYTHON", "VIRTUAL_ENV"))}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    return env


BLOCKER = "raise ImportError('PySide6 is made unimportable by tests/packaging/test_wheel.py')\n"


def _copy_sources(src: Path) -> None:
    for name in _source_files():
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, src / name)


def _build_without_qt(tmp: Path, src: Path) -> subprocess.CompletedProcess:
    """``pip wheel`` with PySide6 and shiboken6 unimportable and no Qt tool on PATH."""
    blocked = tmp / "no-qt"
    for package in ("PySide6", "shiboken6"):
        (blocked / package).mkdir(parents=True, exist_ok=True)
        (blocked / package / "__init__.py").write_text(BLOCKER)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "QT_"))}
    # PYTHON* dropped above, so nothing (PYTHONDONTWRITEBYTECODE) hides a stray __pycache__.
    env.update(PYTHONPATH=str(blocked), PATH="/usr/bin:/bin")
    check = subprocess.run([sys.executable, "-c", "import PySide6"], env=env,
                           capture_output=True, text=True)
    assert check.returncode != 0 and "made unimportable" in check.stderr, check.stderr
    isolation = ["--no-build-isolation"] if _can_build_wheels_here() else []
    return subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", *isolation,
                           "-w", str(tmp / "wheels"), str(src)],
                          capture_output=True, text=True, timeout=900, env=env)


def _tree(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*")}


@pytest.fixture(scope="module")
def installed_wheel():
    with tempfile.TemporaryDirectory(prefix="cinch-wheel-test-") as tmp:
        tmp = Path(tmp)
        src = tmp / "src"
        _copy_sources(src)
        before = _tree(src)
        build = _build_without_qt(tmp, src)
        assert build.returncode == 0, build.stdout[-3000:] + build.stderr[-3000:]
        # Building leaves nothing in the sources: no __pycache__, build/ or egg-info.
        assert sorted(_tree(src) - before) == []
        wheels = sorted((tmp / "wheels").glob("cinch_qt-*.whl"))
        assert len(wheels) == 1, wheels
        venv = tmp / "venv"
        subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)],
                       check=True, timeout=300)
        python = venv / "bin" / "python"
        # The PySide6 of this environment, without downloading it again (a venv made from
        # another venv only sees the base interpreter's packages).
        import PySide6
        site = subprocess.run([str(python), "-c", "import sysconfig; "
                               "print(sysconfig.get_paths()['purelib'])"],
                              capture_output=True, text=True, check=True).stdout.strip()
        Path(site, "zz-reuse-pyside6.pth").write_text(
            str(Path(PySide6.__file__).resolve().parent.parent) + "\n")
        install = subprocess.run([str(python), "-m", "pip", "install", "--no-deps",
                                  "--no-index", str(wheels[0])],
                                 capture_output=True, text=True, timeout=300)
        assert install.returncode == 0, install.stdout[-3000:] + install.stderr[-3000:]
        yield {"tmp": tmp, "python": python, "venv": venv, "wheel": wheels[0]}


def test_the_wheel_carries_decks_and_catalogues(installed_wheel):
    import zipfile

    names = set(zipfile.ZipFile(installed_wheel["wheel"]).namelist())
    for deck in BUILT_IN_DECKS:
        assert f"cinch_qt/assets/cards/{deck}/cards.svg" in names
        assert f"cinch_qt/assets/cards/{deck}/theme.toml" in names
    assert {"cinch_qt/i18n/qm/cinch_qt_fr.qm", "cinch_qt/i18n/qm/cinch_qt_nl.qm"} <= names
    # Built with PySide6 unimportable, yet the catalogues are the real ones, in full.
    wheel = zipfile.ZipFile(installed_wheel["wheel"])
    for language in ("fr", "nl"):
        qm = wheel.read(f"cinch_qt/i18n/qm/cinch_qt_{language}.qm")
        games = sorted((ROOT / "cinch_qt" / "games").glob(f"*/translations/*_{language}.ts"))
        expected = ts_to_qm.compile_messages(*ts_to_qm.read_all(
            [ROOT / "translations" / f"cinch_qt_{language}.ts", *games]))
        assert qm == expected
    # The Crib Wars board's topology is read from this file at run time (W1-W7).
    assert "cinch_qt/games/cribbage/engine/boards/cribwars-board.json" in names


def _ts_translation(language: str, context: str, source: str) -> str:
    games = sorted((ROOT / "cinch_qt" / "games").glob(f"*/translations/*_{language}.ts"))
    for ts in [ROOT / "translations" / f"cinch_qt_{language}.ts", *games]:
        for ctx in ET.parse(ts).getroot().iter("context"):
            if ctx.findtext("name") == context:
                for message in ctx.iter("message"):
                    if message.findtext("source") == source:
                        return message.findtext("translation")
    raise AssertionError(f"{source!r} not in the {language} catalogue")


QUERY = r"""
import json, sys
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
app = QApplication([])
import cinch_qt
from cinch_qt import themes
from cinch_qt.themes.discovery import list_themes
from cinch_qt.i18n import translator
out = {"package": cinch_qt.__file__, "assets": str(themes.assets_dir()),
       "decks": [t.id for t in list_themes("deck") if t.group == "builtin"],
       "qm": {}, "said": {}}
from cinch_qt.games.cribbage.engine.boards import get_board
out["crib_wars_finish"] = get_board("crib-wars").finish
for lang in ("fr", "nl"):
    qm = translator.find_qm(lang)
    out["qm"][lang] = str(qm) if qm else None
    out["said"][lang] = [translator.install_translator(app, lang),
                         QCoreApplication.translate("CinchWindow", sys.argv[1])]
print(json.dumps(out))
"""


def test_installed_program_finds_its_decks_and_languages(installed_wheel):
    tmp, python = installed_wheel["tmp"], installed_wheel["python"]
    home = tmp / "home-query"
    home.mkdir()
    source = "Setting not saved: %1"
    # cwd outside the checkout: nothing may come from the sources.
    done = subprocess.run([str(python), "-c", QUERY, source], cwd=tmp, env=_clean_env(home),
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    package = Path(found["package"]).parent
    assert package.is_relative_to(installed_wheel["venv"]), found["package"]
    assert Path(found["assets"]) == package / "assets" / "cards"
    assert BUILT_IN_DECKS <= set(found["decks"]), found["decks"]
    assert found["crib_wars_finish"] == "M241"
    for lang in ("fr", "nl"):
        assert Path(found["qm"][lang]) == package / "i18n" / "qm" / f"cinch_qt_{lang}.qm"
        language, text = found["said"][lang]
        assert language == lang
        assert text == _ts_translation(lang, "CinchWindow", source) != source


def test_installed_program_starts_in_french_and_writes_only_its_data_dir(installed_wheel):
    tmp, venv = installed_wheel["tmp"], installed_wheel["venv"]
    home, data = tmp / "home-run", tmp / "data"
    home.mkdir()
    shot = data / "shot.png"
    done = subprocess.run([str(venv / "bin" / "cinch-qt"), "--language", "fr",
                           "--data-dir", str(data), "--exit-on-first-paint",
                           "--screenshot", str(shot)],
                          cwd=tmp, env=_clean_env(home), capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "first-paint" in done.stdout
    assert shot.is_file() and shot.stat().st_size > 10_000
    # An installed program has its catalogues: nothing to compile.  (Its cache folder
    # holds only the drawn cards and PySide6's compiled signature modules.)
    assert not (data / "cache" / "translations").exists()
    assert {p.name for p in (data / "cache").iterdir()} <= {"cards", "python"}
    written = sorted(str(p.relative_to(home)) for p in home.rglob("*"))
    assert written == [], f"written outside --data-dir: {written}"


def test_a_broken_catalogue_stops_the_build_with_one_clear_line(tmp_path):
    src = tmp_path / "src"
    _copy_sources(src)
    broken = src / "translations" / "cinch_qt_fr.ts"
    broken.write_text(broken.read_text(encoding="utf-8")[:5000], encoding="utf-8")
    build = _build_without_qt(tmp_path, src)
    output = build.stdout + build.stderr
    assert build.returncode != 0
    lines = [line for line in output.splitlines() if "cinch-qt build:" in line]
    assert len(lines) == 1 and "cinch_qt_fr.ts" in lines[0], output[-3000:]
    assert "Traceback" not in output, output[-3000:]
