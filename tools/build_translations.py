#!/usr/bin/env python3
"""Build the interface translations: compile translations/*.ts into .qm catalogues.

    python tools/build_translations.py            # -> cinch_qt/i18n/qm/cinch_qt_<lang>.qm
    python tools/build_translations.py --out DIR  # somewhere else (packaging)
    python tools/build_translations.py --update   # refresh the .ts from the code first

packaging/build.py runs this before PyInstaller, so frozen programs find their catalogues
in cinch_qt/i18n/qm/ (the wheel's build step, setup.py, calls tools/ts_to_qm.py directly).
Both compile with tools/ts_to_qm.py, which needs no Qt and writes what lrelease writes.
A source checkout does not need it: cinch_qt.i18n compiles the .ts into the user's
cache at start (docs/i18n.md).
``--update`` runs pyside6-lupdate over cinch_qt/ with the project's options (no line
numbers, no obsolete entries) so diffs show only real text changes; new strings then
appear as unfinished until a translator fills them in.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

sys.path.insert(0, str(REPO / "tools"))

import ts_to_qm  # noqa: E402  (the wheel's compiler: same bytes as lrelease, no Qt)

from cinch_qt.i18n.translator import (  # noqa: E402  (needs the repo on sys.path)
    BUILT_QM_DIR,
    CATALOGUE,
    LANGUAGES,
    SOURCE_LANGUAGE,
    TS_DIR,
)


def lupdate_command(language: str, ts: Path) -> list[str]:
    exe = shutil.which("pyside6-lupdate")
    if exe is None:
        raise SystemExit("pyside6-lupdate was not found: install PySide6-Essentials")
    command = [exe, "-extensions", "py", "-locations", "none", "-no-obsolete",
               "-source-language", SOURCE_LANGUAGE, "-target-language", language]
    return [*command, str(REPO / "cinch_qt"), "-ts", str(ts)]


def translated_languages() -> list[str]:
    """Every language but the source one (English is the text in the code)."""
    return [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def update(languages: list[str]) -> None:
    TS_DIR.mkdir(exist_ok=True)
    for language in languages:
        ts = TS_DIR / f"{CATALOGUE}_{language}.ts"
        subprocess.run(lupdate_command(language, ts), check=True, cwd=REPO)


def build(languages: list[str], out: Path) -> list[Path]:
    built = []
    for language in languages:
        ts = TS_DIR / f"{CATALOGUE}_{language}.ts"
        if not ts.is_file():
            raise SystemExit(f"missing translation source {ts}")
        qm = out / f"{CATALOGUE}_{language}.qm"
        try:
            ts_to_qm.compile_file(ts, qm)
        except ts_to_qm.TsError as exc:
            raise SystemExit(str(exc)) from None
        built.append(qm)
    return built


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=BUILT_QM_DIR,
                        help=f"folder for the .qm files (default {BUILT_QM_DIR})")
    parser.add_argument("--update", action="store_true",
                        help="run pyside6-lupdate over cinch_qt/ first")
    parser.add_argument("languages", nargs="*", default=translated_languages(),
                        help="language codes (default: all but English, the source)")
    args = parser.parse_args(argv)
    unknown = [code for code in args.languages
               if code not in LANGUAGES or code == SOURCE_LANGUAGE]
    if unknown:
        parser.error(f"unknown language(s) {', '.join(unknown)}; "
                     f"translated: {', '.join(translated_languages())}")
    if args.update:
        update(args.languages)
    for qm in build(args.languages, args.out):
        print(qm)
    return 0


if __name__ == "__main__":
    sys.exit(main())
