"""The .ts translation sources: complete, in step with the code, and compilable.

English is the source language (the text in the code); French and Dutch must translate
every string that pyside6-lupdate finds in cinch_qt/.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools"))

import build_translations  # noqa: E402  (tools/ is not a package)

TRANSLATED = ("fr", "nl")
# Qt's %1/%n and Python's str.format fields ({0}, {name}) must all survive.
PLACEHOLDER = re.compile(r"%(?:\d|n)|\{\w*\}")


def read_ts(path: Path | list[Path]) -> dict[tuple[str, str, str], ET.Element]:
    """(context, source, disambiguation) -> <message>, of one catalogue or of several
    (a language's: the program's and each game's); a duplicate is an error itself, in
    one catalogue or across them (each string lives in one)."""
    messages: dict[tuple[str, str, str], ET.Element] = {}
    for each in [path] if isinstance(path, Path) else path:
        for context in ET.parse(each).getroot().iter("context"):
            name = context.findtext("name")
            for message in context.iter("message"):
                key = (name, message.findtext("source"), message.findtext("comment") or "")
                assert key not in messages, f"{each.name}: {key} appears twice"
                messages[key] = message
    return messages


def catalogues(language: str) -> list[Path]:
    """Every catalogue of ``language``: the program's and each game's."""
    return build_translations.ts_files(language)


def translations_of(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


@pytest.fixture(scope="module")
def lupdate_found(tmp_path_factory) -> dict[tuple[str, str, str], ET.Element]:
    """Every translatable string in cinch_qt/ as lupdate sees it now (same options as
    tools/build_translations.py --update)."""
    ts = tmp_path_factory.mktemp("lupdate") / "found_fr.ts"
    command = build_translations.lupdate_command("fr", ts)
    done = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return read_ts(ts)


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_is_translated(language):
    paths = catalogues(language)
    problems = []
    for key, message in read_ts(paths).items():
        kind = message.find("translation").get("type")
        if kind in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{key}: marked {kind}")
        elif not all(text.strip() for text in translations_of(message)):
            problems.append(f"{key}: empty translation")
    assert not problems, f"{language}:\n" + "\n".join(problems)


@pytest.mark.parametrize("language", TRANSLATED)
def test_placeholders_survive_translation(language):
    problems = []
    for key, message in read_ts(catalogues(language)).items():
        wanted = sorted(set(PLACEHOLDER.findall(key[1])))
        for text in translations_of(message):
            if sorted(set(PLACEHOLDER.findall(text))) != wanted:
                problems.append(f"{key} -> {text!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", TRANSLATED)
def test_ts_holds_every_string_lupdate_finds(language, lupdate_found):
    ours = read_ts(catalogues(language))
    missing = sorted(set(lupdate_found) - set(ours))
    stale = sorted(set(ours) - set(lupdate_found))
    assert not missing, ("strings in the code but not in the .ts (run "
                         "tools/build_translations.py --update, then translate): "
                         f"{missing}")
    assert not stale, f"strings in the .ts that the code no longer has: {stale}"


def test_code_uses_no_qt_plural_forms():
    """The lupdate of PySide6 6.11 does not mark "%n" strings in Python as plurals, so
    such a string would reach the catalogue untranslatable; plurals are chosen in code
    (cinch_qt.games.cinch.table.announcements.points)."""
    offenders = [path.relative_to(REPO).as_posix()
                 for path in (REPO / "cinch_qt").rglob("*.py")
                 if re.search(r"translate\([^)]*%n", path.read_text(encoding="utf-8"))
                 or re.search(r"\.tr\([^)]*%n", path.read_text(encoding="utf-8"))]
    assert not offenders, offenders


def test_french_uses_no_break_space_before_double_punctuation():
    """French typography: "Totaux : 8", never a breakable space before : ; ! ?"""
    ours = read_ts(catalogues("fr"))
    bad = [text for message in ours.values() for text in translations_of(message)
           if re.search(r" [:;!?]", text)]
    assert not bad, bad


def test_each_game_s_strings_live_in_the_game_s_catalogue():
    """A string only one game's code uses is in that game's catalogue (games/<game>/
    translations, ``GameInfo.catalogue``), any other in the program's; both games have
    one, and the program's holds neither game's own strings."""
    view = build_translations.lupdate_view()
    where = build_translations.owners(view)
    names = [c.name for c in build_translations.catalogues()]
    assert {"cinch", "cribbage"} <= set(names)
    for language in TRANSLATED:
        for catalogue in build_translations.catalogues():
            path = catalogue.path_of(language)
            assert path.is_file(), path
            held = build_translations.read_blocks(path.read_text(encoding="utf-8"))
            wrong = [(context, key) for context, messages in held.items() for key in messages
                     if where.get((context, key), build_translations.CATALOGUE)
                     != catalogue.name]
            assert not wrong, f"{path.name} holds strings of another catalogue: {wrong[:5]}"


def test_build_tool_compiles_every_language(tmp_path):
    built = build_translations.build(build_translations.translated_languages(), tmp_path)
    assert sorted(p.name for p in built) == ["cinch_qt_fr.qm", "cinch_qt_nl.qm"]
    for qm in built:
        # A .qm starts with Qt's magic number.
        assert qm.read_bytes()[:4] == bytes.fromhex("3cb86418"), qm


def test_build_tool_refuses_unknown_language(capsys):
    with pytest.raises(SystemExit) as stop:
        build_translations.main(["--out", "/nonexistent", "de"])
    assert stop.value.code == 2
    assert "unknown language(s) de" in capsys.readouterr().err
