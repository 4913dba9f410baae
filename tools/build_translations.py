#!/usr/bin/env python3
"""Build the interface translations: compile each language's .ts catalogues (the
program's, translations/cinch_qt_<lang>.ts, and each game's, games/<game>/translations/
<game>_<lang>.ts) into one .qm per language.

    python tools/build_translations.py            # -> cinch_qt/i18n/qm/cinch_qt_<lang>.qm
    python tools/build_translations.py --out DIR  # somewhere else (packaging)
    python tools/build_translations.py --update   # refresh the .ts from the code first

packaging/build.py runs this before PyInstaller, so frozen programs find their catalogues
in cinch_qt/i18n/qm/ (the wheel's build step, setup.py, calls tools/ts_to_qm.py directly).
Both compile with tools/ts_to_qm.py, which needs no Qt and writes what lrelease writes.
A source checkout does not need it: cinch_qt.i18n compiles the .ts into the user's
cache at start (docs/i18n.md).
``--update`` runs pyside6-lupdate with the project's options (no line numbers, no
obsolete entries) over each catalogue's sources: a game's folder for the game's, the rest
of cinch_qt/ for the program's.  A string only one game's code uses goes to that game's
catalogue, any other to the program's; diffs show only real text changes, and new
strings appear as unfinished until a translator fills them in.
"""

from __future__ import annotations

import argparse
import html
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
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


def lupdate_command(language: str, ts: Path, sources: tuple[Path, ...] = ()) -> list[str]:
    # The venv's own scripts first: the README's test line runs .venv/bin/python without
    # activating the venv, so .venv/bin is not on PATH on a fresh machine.
    beside = Path(sys.executable).parent / "pyside6-lupdate"
    exe = str(beside) if beside.exists() else shutil.which("pyside6-lupdate")
    if exe is None:
        raise SystemExit("pyside6-lupdate was not found: install PySide6-Essentials")
    command = [exe, "-extensions", "py", "-locations", "none", "-no-obsolete",
               "-source-language", SOURCE_LANGUAGE, "-target-language", language]
    return [*command, *(str(p) for p in sources or (REPO / "cinch_qt",)), "-ts", str(ts)]


@dataclass(frozen=True)
class Catalogue:
    """One translation source per language: its name, the code lupdate reads for it,
    and where its .ts for a language is."""
    name: str
    sources: tuple[Path, ...]
    path_of: Callable[[str], Path]


def catalogues() -> list[Catalogue]:
    """The program's catalogue, then one per game package (entries sharing a package,
    Cribbage and Crib Wars, share it), found through the registry."""
    from cinch_qt.games import GAMES
    games: dict[Path, Catalogue] = {}
    for info in GAMES.values():
        folder = info.catalogue(SOURCE_LANGUAGE).parent.parent
        if folder not in games:
            games[folder] = Catalogue(info.settings_group, (folder,), info.catalogue)
    package = REPO / "cinch_qt"
    rest = [p for p in sorted(package.iterdir()) if p.name not in ("games", "__pycache__")]
    rest += [p for p in sorted((package / "games").iterdir())
             if p not in games and p.name != "__pycache__"]
    program = Catalogue(CATALOGUE, tuple(rest), lambda language: TS_DIR /
                        f"{CATALOGUE}_{language}.ts")
    return [program, *games.values()]


def ts_files(language: str) -> list[Path]:
    """Every catalogue of ``language`` there is, the program's first."""
    return [path for c in catalogues() if (path := c.path_of(language)).is_file()]


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


Key = tuple[str, tuple[str, str]]   # (context, (source, comment))


def lupdate_view() -> dict[str, dict[str, dict[tuple[str, str], str]]]:
    """For each catalogue, the strings its sources hold as lupdate writes them
    (untranslated); the same for every language."""
    view = {}
    with tempfile.TemporaryDirectory() as tmp:
        for catalogue in catalogues():
            ts = Path(tmp) / f"{catalogue.name}.ts"
            subprocess.run(lupdate_command(translated_languages()[0], ts, catalogue.sources),
                           check=True, cwd=REPO, stdout=subprocess.DEVNULL)
            view[catalogue.name] = read_blocks(ts.read_text(encoding="utf-8"))
    return view


def owners(view: dict[str, dict[str, dict[tuple[str, str], str]]]) -> dict[Key, str]:
    """The catalogue each string belongs in: a game's when only that game's code uses
    it, the program's otherwise (shared code, or several games)."""
    where: dict[Key, set[str]] = {}
    for name, contexts in view.items():
        for context, messages in contexts.items():
            for key in messages:
                where.setdefault((context, key), set()).add(name)
    return {key: next(iter(names)) if len(names) == 1 else CATALOGUE
            for key, names in where.items()}


def distribute(languages: list[str], view: dict, keep_unused: bool) -> list[Path]:
    """Write each language's catalogues anew from what they hold together: every string
    in the catalogue ``owners`` says, with its translation as written (a finished one
    wins over an unfinished one), in the order the catalogues had, the program's first.
    With ``keep_unused`` strings no code uses stay in the program's catalogue and none
    are added (a split: nothing is lost); without, they go and the code's new strings
    come in untranslated (an update)."""
    where = owners(view)
    written = []
    for language in languages:
        paths = {c.name: c.path_of(language) for c in catalogues()}
        texts = {name: path.read_text(encoding="utf-8") for name, path in paths.items()
                 if path.is_file()}
        if CATALOGUE not in texts:
            raise SystemExit(f"missing translation source {paths[CATALOGUE]}")
        program = texts[CATALOGUE]
        header = program[:program.index("<context>")] if "<context>" in program \
            else program.split("</TS>")[0]
        held: dict[str, dict[tuple[str, str], str]] = {}
        for name in [CATALOGUE, *(n for n in texts if n != CATALOGUE)]:
            for context, messages in read_blocks(texts[name]).items():
                into = held.setdefault(context, {})
                for key, block in messages.items():
                    if key not in into or (_unfinished(into[key]) and not _unfinished(block)):
                        into[key] = block
        if not keep_unused:
            for contexts in view.values():
                for context, messages in contexts.items():
                    for key, block in messages.items():
                        held.setdefault(context, {}).setdefault(key, block)
        out: dict[str, dict[str, dict[tuple[str, str], str]]] = {name: {} for name in paths}
        for context, messages in held.items():
            for key, block in messages.items():
                owner = where.get((context, key))
                if owner is None and not keep_unused:
                    continue
                out[owner or CATALOGUE].setdefault(context, {})[key] = block
        for name, path in paths.items():
            if name != CATALOGUE and not out[name]:
                path.unlink(missing_ok=True)   # a game whose code has no strings
                continue
            path.parent.mkdir(parents=True, exist_ok=True)
            ordered = _in_order_of(read_blocks(texts.get(name, "")), out[name])
            path.write_text(write_blocks(header, ordered), encoding="utf-8")
            written.append(path)
    return written


def _in_order_of(old: dict, new: dict) -> dict:
    """``new``'s contexts and messages in ``old``'s order, what ``old`` lacks after (so
    moving strings between catalogues changes only the lines of the strings moved)."""
    out = {}
    for context in [*(c for c in old if c in new), *(c for c in new if c not in old)]:
        before, now = old.get(context, {}), new[context]
        out[context] = {key: now[key] for key in
                        [*(k for k in before if k in now), *(k for k in now if k not in before)]}
    return out


def update(languages: list[str]) -> None:
    """lupdate's view of the code, each string in its catalogue, keeping the catalogues'
    order (lupdate's own order follows the file system's and would reorder thousands of
    lines)."""
    TS_DIR.mkdir(exist_ok=True)
    distribute(languages, lupdate_view(), keep_unused=False)


def merge_files(ours: Path, theirs: Path, out: Path) -> None:
    """Two branches' versions of one .ts as one (for a merge conflict): every string of
    either, each translated where either translates it."""
    out.write_text(combine(ours.read_text(encoding="utf-8"),
                           theirs.read_text(encoding="utf-8")), encoding="utf-8")


def build(languages: list[str], out: Path) -> list[Path]:
    """One .qm per language from all of its catalogues."""
    built = []
    for language in languages:
        ts = TS_DIR / f"{CATALOGUE}_{language}.ts"
        if not ts.is_file():
            raise SystemExit(f"missing translation source {ts}")
        qm = out / f"{CATALOGUE}_{language}.qm"
        try:
            ts_to_qm.compile_files(ts_files(language), qm)
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
