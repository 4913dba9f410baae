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
import html
import re
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
    # The venv's own scripts first: the README's test line runs .venv/bin/python without
    # activating the venv, so .venv/bin is not on PATH on a fresh machine.
    beside = Path(sys.executable).parent / "pyside6-lupdate"
    exe = str(beside) if beside.exists() else shutil.which("pyside6-lupdate")
    if exe is None:
        raise SystemExit("pyside6-lupdate was not found: install PySide6-Essentials")
    command = [exe, "-extensions", "py", "-locations", "none", "-no-obsolete",
               "-source-language", SOURCE_LANGUAGE, "-target-language", language]
    return [*command, str(REPO / "cinch_qt"), "-ts", str(ts)]


def translated_languages() -> list[str]:
    """Every language but the source one (English is the text in the code)."""
    return [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


_CONTEXT = re.compile(r"<context>\s*<name>(.*?)</name>(.*?)</context>", re.S)
_MESSAGE = re.compile(r"[ \t]*<message\b.*?</message>\n", re.S)
_FIELD = {name: re.compile(rf"<{name}>(.*?)</{name}>", re.S) for name in ("source", "comment")}


def read_blocks(text: str) -> dict[str, dict[tuple[str, str], str]]:
    """A .ts file as context -> (source, comment) -> the message's text as written, in
    the file's order."""
    out: dict[str, dict[tuple[str, str], str]] = {}
    for context in _CONTEXT.finditer(text):
        messages = out.setdefault(context.group(1), {})
        for block in _MESSAGE.finditer(context.group(2)):
            b = block.group(0)
            comment = _FIELD["comment"].search(b)
            # Keyed by the text, not its spelling: lupdate writes &apos; where a
            # hand-edited file may have a plain apostrophe.
            key = (html.unescape(_FIELD["source"].search(b).group(1)),
                   html.unescape(comment.group(1)) if comment else "")
            messages[key] = b
    return out


def write_blocks(header: str, contexts: dict[str, dict[tuple[str, str], str]]) -> str:
    parts = [header]
    for name, messages in contexts.items():
        if messages:
            parts.append(f"<context>\n    <name>{name}</name>\n{''.join(messages.values())}"
                         "</context>\n")
    parts.append("</TS>\n")
    return "".join(parts)


def _unfinished(block: str) -> bool:
    return 'type="unfinished"' in block


def combine(ours: str, theirs: str, keep: str = "both") -> str:
    """``ours`` with ``theirs``'s messages added where ours lacks them or has them
    unfinished, in ours' order, new ones at the end of their context (so an update or a
    merge of two branches changes only the lines of the strings that changed).  With
    ``keep="theirs"`` only the strings ``theirs`` holds are kept (an update: the code's
    strings are lupdate's)."""
    mine, other = read_blocks(ours), read_blocks(theirs)
    out: dict[str, dict[tuple[str, str], str]] = {}
    for name in list(mine) + [n for n in other if n not in mine]:
        a, b = mine.get(name, {}), other.get(name, {})
        merged: dict[tuple[str, str], str] = {}
        for key in list(a) + [k for k in b if k not in a]:
            if keep == "theirs" and key not in b:
                continue
            block = a.get(key)
            if block is None or (_unfinished(block) and key in b and not _unfinished(b[key])):
                block = b[key]
            merged[key] = block
        out[name] = merged
    header = ours[:ours.index("<context>")] if "<context>" in ours else ours.split("</TS>")[0]
    return write_blocks(header, out)


def update(languages: list[str]) -> None:
    """lupdate's view of the code, merged into the .ts keeping its order (lupdate's own
    order follows the file system's and would reorder thousands of lines)."""
    import tempfile

    TS_DIR.mkdir(exist_ok=True)
    for language in languages:
        ts = TS_DIR / f"{CATALOGUE}_{language}.ts"
        with tempfile.TemporaryDirectory() as tmp:
            fresh = Path(tmp) / ts.name
            if ts.exists():
                shutil.copy(ts, fresh)
            subprocess.run(lupdate_command(language, fresh), check=True, cwd=REPO,
                           stdout=subprocess.DEVNULL)
            found = fresh.read_text(encoding="utf-8")
        current = ts.read_text(encoding="utf-8") if ts.exists() else found
        ts.write_text(combine(current, found, keep="theirs"), encoding="utf-8")


def merge_files(ours: Path, theirs: Path, out: Path) -> None:
    """Two branches' versions of one .ts as one (for a merge conflict): every string of
    either, each translated where either translates it."""
    out.write_text(combine(ours.read_text(encoding="utf-8"),
                           theirs.read_text(encoding="utf-8")), encoding="utf-8")


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
    parser.add_argument("--merge", nargs=3, type=Path, metavar=("OURS", "THEIRS", "OUT"),
                        help="write OUT: two versions of one .ts merged (a git conflict)")
    parser.add_argument("languages", nargs="*", default=translated_languages(),
                        help="language codes (default: all but English, the source)")
    args = parser.parse_args(argv)
    if args.merge:
        merge_files(*args.merge)
        return 0
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
