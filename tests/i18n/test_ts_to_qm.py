"""tools/ts_to_qm.py writes exactly what lrelease writes.

The wheel's catalogues are compiled by our standard-library compiler so that building
needs no Qt; these tests compile the project's catalogues and a catalogue made of the
awkward cases (disambiguation comments kept or dropped, plurals short of forms,
unfinished, obsolete and vanished entries, empty texts, an empty context, characters
beyond the BMP) with PySide6's lrelease as well, and require the same bytes.  A
QTranslator loading our file must also answer as the .ts says.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import ts_to_qm  # noqa: E402  (tools/ is not a package)

from cinch_qt.i18n.translator import lrelease_command  # noqa: E402

AWKWARD_TS = """\
<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="LANG" sourcelanguage="en">
<context>
    <name>Zeta</name>
    <message><source>Open</source><translation>Ouvrir</translation></message>
    <message><source>Open</source><comment>a door</comment>
        <translation>Ouvrir la porte</translation></message>
    <message><source>Close</source><comment>a door</comment>
        <translation>Fermer la porte</translation></message>
    <message><source>Close</source><comment>a window</comment>
        <translation>Fermer la fenêtre</translation></message>
    <message numerus="yes"><source>%n card(s)</source>
        <translation><numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform></translation></message>
    <message numerus="yes"><source>%n point(s)</source>
        <translation type="unfinished"><numerusform>%n point</numerusform></translation>
    </message>
    <message numerus="yes"><source>%n trick(s)</source>
        <translation><numerusform>%n pli</numerusform><numerusform></numerusform>
        </translation></message>
    <message><source>Unfinished</source>
        <translation type="unfinished">Pas fini</translation></message>
    <message><source>Untranslated</source><translation type="unfinished"></translation>
    </message>
    <message><source>Gone</source><translation type="obsolete">Parti</translation></message>
    <message><source>Vanished</source>
        <translation type="vanished">Disparu</translation></message>
    <message><source>Empty finished</source><translation></translation></message>
    <message><source>No translation element</source></message>
</context>
<context>
    <name></name>
    <message><source>Context-free</source><comment>with a comment</comment>
        <translation>Sans contexte</translation></message>
</context>
<context>
    <name>Alpha</name>
    <message><source>Déjà vu — “quoted” &amp; \U0001F0A1</source>
        <translation>Déjà vu&#xa0;: «&#xa0;cité&#xa0;» &amp; \U0001F0A1</translation></message>
    <message><source>Same</source><translation>Same</translation></message>
</context>
</TS>
"""


def _lrelease(ts: Path, qm: Path) -> bytes:
    command = lrelease_command()
    if command is None:
        pytest.skip("PySide6's lrelease is not installed")
    subprocess.run([*command, "-silent", str(ts), "-qm", str(qm)], check=True,
                   capture_output=True, timeout=120)
    return qm.read_bytes()


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_project_catalogues_compile_as_lrelease_does(tmp_path, language):
    ts = ROOT / "translations" / f"cinch_qt_{language}.ts"
    ours = ts_to_qm.compile_file(ts, tmp_path / "ours.qm").read_bytes()
    assert ours == _lrelease(ts, tmp_path / "lrelease.qm")


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_a_language_s_catalogues_compile_together_as_lrelease_does(tmp_path, language):
    """The program's catalogue and each game's make one .qm (docs/i18n.md)."""
    from cinch_qt.i18n.translator import ts_paths
    sources = ts_paths(language)
    assert len(sources) >= 3
    ours = ts_to_qm.compile_files(sources, tmp_path / "ours.qm").read_bytes()
    command = lrelease_command()
    if command is None:
        pytest.skip("PySide6's lrelease is not installed")
    subprocess.run([*command, "-silent", *map(str, sources), "-qm",
                    str(tmp_path / "lrelease.qm")], check=True, capture_output=True,
                   timeout=120)
    assert ours == (tmp_path / "lrelease.qm").read_bytes()


@pytest.mark.parametrize("language", ["fr", "nl"])
def test_awkward_cases_compile_as_lrelease_does(tmp_path, language):
    ts = tmp_path / f"awkward_{language}.ts"
    ts.write_text(AWKWARD_TS.replace("LANG", language), encoding="utf-8")
    ours = ts_to_qm.compile_file(ts, tmp_path / "ours.qm").read_bytes()
    assert ours == _lrelease(ts, tmp_path / "lrelease.qm")


def test_qtranslator_reads_our_file_as_the_ts_says(tmp_path, qapp):
    from PySide6.QtCore import QTranslator

    ts = tmp_path / "awkward_fr.ts"
    ts.write_text(AWKWARD_TS.replace("LANG", "fr"), encoding="utf-8")
    translator = QTranslator()
    assert translator.load(str(ts_to_qm.compile_file(ts, tmp_path / "fr.qm")))
    assert translator.language() == "fr"
    assert translator.translate("Zeta", "Open") == "Ouvrir"
    assert translator.translate("Zeta", "Open", "a door") == "Ouvrir la porte"
    assert translator.translate("Zeta", "Close", "a window") == "Fermer la fenêtre"
    # French plural rule: 0 and 1 are singular.
    assert translator.translate("Zeta", "%n card(s)", None, 0) == "%n carte"
    assert translator.translate("Zeta", "%n card(s)", None, 2) == "%n cartes"
    assert translator.translate("Zeta", "Unfinished") == "Pas fini"
    for left_out in ("Untranslated", "Gone", "Vanished"):
        assert translator.translate("Zeta", left_out) == ""
    assert translator.translate("Alpha", "Déjà vu — “quoted” & \U0001F0A1") == \
        "Déjà vu\xa0: «\xa0cité\xa0» & \U0001F0A1"


def test_a_language_without_known_plural_rules_is_refused(tmp_path):
    ts = tmp_path / "awkward_de.ts"
    ts.write_text(AWKWARD_TS.replace("LANG", "de"), encoding="utf-8")
    with pytest.raises(ts_to_qm.TsError, match="no plural rules known for language 'de'"):
        ts_to_qm.compile_file(ts, tmp_path / "de.qm")
    assert not (tmp_path / "de.qm").exists()


def test_a_broken_catalogue_is_named(tmp_path):
    ts = tmp_path / "broken.ts"
    ts.write_text("<TS><context>", encoding="utf-8")
    with pytest.raises(ts_to_qm.TsError, match="broken.ts: cannot read it"):
        ts_to_qm.read_ts(ts)
