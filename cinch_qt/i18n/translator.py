"""Choosing the interface language and installing Qt translators for it.

Where the compiled catalogues (.qm) come from — see docs/i18n.md:

* Running from a source checkout (``translations/*.ts`` sit next to the package): the
  .ts sources of the language (the program's and each game's, ``GameInfo.catalogue``)
  are compiled together with PySide6's own ``lrelease`` into the user's cache folder
  (into ``<data-dir>/cache/translations`` when ``--data-dir`` is given, so nothing is
  written outside it), under a name that carries a hash of the .ts texts.  A fresh clone
  therefore shows translations at first start, and an edited .ts can never be shadowed
  by a stale .qm.
* Installed or frozen (no .ts next to the package): the .qm files the build compiled
  into ``cinch_qt/i18n/qm/`` (setup.py for a wheel, packaging/build.py when frozen).

Nothing here raises for a missing catalogue: the program falls back to English and
says so in the log, because a player must never lose a game to a translation problem.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QStandardPaths, QTranslator

log = logging.getLogger(__name__)

SOURCE_LANGUAGE = "en"
# Native names on purpose: a player who cannot read the current language must still
# recognise their own in the settings list.
LANGUAGES = {"en": "English", "fr": "Français", "nl": "Nederlands"}
CATALOGUE = "cinch_qt"

PACKAGE_DIR = Path(__file__).resolve().parent.parent
BUILT_QM_DIR = Path(__file__).resolve().parent / "qm"
TS_DIR = PACKAGE_DIR.parent / "translations"

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE


def available_languages() -> dict[str, str]:
    """Language codes the interface ships in, each with its name in that language."""
    return dict(LANGUAGES)


def current_language() -> str:
    """The language of the translators installed last (``"en"`` before any)."""
    return _current


def normalise_language(value: str | None) -> str | None:
    """``"fr_FR"``, ``"fr-CA"``, ``"FR"`` -> ``"fr"``; ``None`` or ``""`` -> ``None``
    (follow the system).  Raises ValueError naming the value and the choices."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if not isinstance(value, str):
        raise ValueError(f"language must be a code such as 'fr', not {value!r}")
    code = value.strip().replace("-", "_").split("_")[0].lower()
    if code not in LANGUAGES:
        raise ValueError(f"unsupported language {value!r}: choose one of "
                         f"{', '.join(sorted(LANGUAGES))} (or none to follow the system)")
    return code


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's preferred UI languages that we ship, else English."""
    locale = locale or QLocale.system()
    for name in [*locale.uiLanguages(), locale.name()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def ts_path(language: str) -> Path:
    return TS_DIR / f"{CATALOGUE}_{language}.ts"


def ts_paths(language: str) -> list[Path]:
    """The program's catalogue for ``language`` and each game's there is (entries that
    share a package share it), compiled together into one .qm."""
    from ..games import GAMES
    found = [ts_path(language)]
    for info in GAMES.values():
        try:
            game = info.catalogue(language)
        except (LookupError, ImportError, ValueError):
            continue
        if game not in found and game.is_file():
            found.append(game)
    return found


def lrelease_command() -> list[str] | None:
    """PySide6-Essentials ships lrelease inside the package; the pyside6-lrelease
    wrapper on PATH is the fallback."""
    import PySide6
    exe = "lrelease.exe" if sys.platform == "win32" else "lrelease"
    bundled = Path(PySide6.__file__).resolve().parent / exe
    if bundled.is_file() and os.access(bundled, os.X_OK):
        return [str(bundled)]
    import shutil  # only a checkout compiles catalogues (not at every start)
    wrapper = shutil.which("pyside6-lrelease")
    return [wrapper] if wrapper else None


def compile_ts(ts: Path | list[Path], qm: Path) -> None:
    """Compile a .ts, or several of one language, into one .qm (written beside, then
    renamed, so a reader never sees a half-written file).  Raises RuntimeError saying
    what failed."""
    sources = [ts] if isinstance(ts, Path) else list(ts)
    import subprocess
    command = lrelease_command()
    if command is None:
        raise RuntimeError("lrelease was not found (it ships with PySide6-Essentials)")
    qm.parent.mkdir(parents=True, exist_ok=True)
    partial = qm.with_name(qm.name + f".{os.getpid()}.part")
    try:
        done = subprocess.run([*command, "-silent", *(str(p) for p in sources), "-qm",
                               str(partial)], capture_output=True, text=True, timeout=60)
        if done.returncode != 0 or not partial.is_file():
            names = ", ".join(p.name for p in sources)
            raise RuntimeError(f"lrelease could not compile {names}: "
                               f"{(done.stderr or done.stdout).strip() or done.returncode}")
        os.replace(partial, qm)
    finally:
        partial.unlink(missing_ok=True)


def default_cache_dir() -> Path:
    """``<data folder>/cache/translations`` when ``--data-dir`` was given (nothing is
    written outside it then), else ``cinch-qt/translations`` in the user's cache."""
    from ..datadir import chosen_data_dir

    chosen = chosen_data_dir()
    if chosen is not None:
        return chosen / "cache" / "translations"
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericCacheLocation)
    return Path(base or Path.home() / ".cache") / "cinch-qt" / "translations"


def find_qm(language: str, cache_dir: Path | None = None) -> Path | None:
    """The compiled catalogue for ``language``: compiled from the checkout's .ts when
    there is one, else the one shipped by the build; None when neither can be had."""
    ts = ts_path(language)
    if ts.is_file():
        import hashlib
        import subprocess
        sources = ts_paths(language)
        hasher = hashlib.sha256()
        for source in sources:
            hasher.update(source.read_bytes())
        digest = hasher.hexdigest()[:16]
        qm = (cache_dir or default_cache_dir()) / f"{CATALOGUE}_{language}-{digest}.qm"
        if checked_qm(qm):
            return qm
        try:
            compile_ts(sources, qm)
            remember_qm(qm)
            _prune(qm)
            return qm
        except (OSError, RuntimeError, subprocess.SubprocessError) as exc:
            log.warning("could not compile %s: %s; trying the built catalogue", ts, exc)
    built = BUILT_QM_DIR / f"{CATALOGUE}_{language}.qm"
    return built if built.is_file() else None


# A compiled catalogue is a few tens of kilobytes.
MAX_QM_BYTES = 8 * 1024 * 1024


def _seal_path(qm: Path) -> Path:
    return qm.with_name(qm.name + ".sum")


def remember_qm(qm: Path) -> None:
    """Write the checksum of a catalogue just compiled beside it, itself sealed
    (cache_seal.py): Qt reads the .qm, so the seal cannot sit inside it."""
    from ..cache_seal import digest, seal
    from ..regular_files import read_regular
    from ..storage.atomic import atomic_write_bytes
    try:
        atomic_write_bytes(_seal_path(qm), seal(digest(read_regular(qm, MAX_QM_BYTES))),
                           durable=False)
    except OSError as exc:
        log.warning("could not keep the checksum of %s: %s", qm, exc)


def checked_qm(qm: Path) -> bool:
    """True when the cached catalogue ``qm`` is exactly what was compiled (its bytes
    match the checksum kept beside it); anything else is discarded, to be compiled
    again: Qt is never handed a damaged catalogue."""
    from ..cache_seal import digest, discard, read_sealed
    from ..regular_files import read_regular
    kept = read_sealed(_seal_path(qm), 64)
    try:
        good = kept is not None and digest(read_regular(qm, MAX_QM_BYTES)) == kept
    except OSError:
        good = False
    if not good:
        discard(qm)
        discard(_seal_path(qm))
    return good


def _prune(keep: Path) -> None:
    """Old catalogues of the same language (from earlier .ts versions) are dead weight."""
    language = keep.name.split("-")[0]
    for old in keep.parent.glob(f"{language}-*.qm*"):
        if old not in (keep, _seal_path(keep)):
            old.unlink(missing_ok=True)


def _load(path: Path) -> QTranslator | None:
    translator = QTranslator()
    if translator.load(str(path)):
        return translator
    log.warning("could not load the translation catalogue %s", path)
    return None


def install_translator(app: QCoreApplication, language: str | None = None, *,
                       cache_dir: Path | None = None) -> str:
    """Install the translators for ``language`` (None or "" = follow the system locale),
    replacing any installed before, and return the language now in use.

    Installing sends every widget a QEvent.LanguageChange, so a window that retranslates
    in ``changeEvent`` switches live.  A language whose catalogue cannot be found falls
    back to English (the return value says so); an unknown code raises ValueError."""
    global _current
    wanted = normalise_language(language) or system_language()
    new: list[QTranslator] = []
    ours = find_qm(wanted, cache_dir)
    if ours is not None and (loaded := _load(ours)) is not None:
        new.append(loaded)
    elif wanted != SOURCE_LANGUAGE:
        log.warning("no translation catalogue for %r; using English", wanted)
        wanted = SOURCE_LANGUAGE
    # Qt's own catalogue translates the standard buttons (OK, Cancel) and dialogs.
    if wanted != SOURCE_LANGUAGE:
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_translator = QTranslator()
        if qt_translator.load(f"qtbase_{wanted}", qt_dir):
            new.append(qt_translator)
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    for translator in new:
        app.installTranslator(translator)
        _installed.append(translator)
    # Dates and numbers shown through QLocale() (statistics, file dialogs) follow too.
    QLocale.setDefault(QLocale(wanted))
    _current = wanted
    return wanted

