#!/usr/bin/env python3
"""Build the interface translations: compile translations/*.ts into .qm catalogues.

    python tools/build_translations.py            # -> cinch_qt/i18n/qm/cinch_qt_<lang>.qm
    python tools/build_translations.py --out DIR  # somewhere else (packaging)
    python tools/build_translations.py --update   # refresh the .ts from the code first

The packaging steps run this before PyInstaller / building a wheel, so installed and
frozen programs find their catalogues in cinch_qt/i18n/qm/.  A source checkout does not
need it: cinch_qt.i18n compiles the .ts into the user's cache at start (docs/i18n.md).
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

from cinch_qt.i18n.translator import (  # noqa: E402  (needs the repo on sys.path)
    BUILT_QM_DIR,
    CATALOGUE,
    LANGUAGES,
    SOURCE_LANGUAGE,
    TS_DIR,
    compile_ts,
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
        compile_ts(ts, qm)
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
