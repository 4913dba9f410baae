"""A refused theme, a folder that cannot be made, a game that cannot be kept aside: what
the system, zlib or expat said is shown by its common case in the person's language
("accès refusé", "les données compressées sont abîmées"), never as their English text;
the raw text stays in the English message the log gets (docs/i18n.md)."""

from __future__ import annotations

import errno
import gzip
import os
from pathlib import Path

import pytest

from cinch_qt.i18n.reasons import os_error_text
from cinch_qt.system_reasons import Reason, os_reason
from cinch_qt.themes.errors import ThemeError
from cinch_qt.themes.importer import import_theme
from cinch_qt.themes.theme_words import theme_error_text
from tests.themes_helpers import KDE, deck_svg

# The system's, zlib's and expat's own words for the cases below.
RAW = ("Permission denied", "Error -3", "invalid", "mismatched tag", "named pipe",
       "No space left", "Not a directory")


@pytest.fixture
def user(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "none"))
    return tmp_path / "themes"


def refusal(path: Path, user: Path) -> ThemeError:
    with pytest.raises(ThemeError) as refused:
        import_theme(path, user)
    return refused.value


def damaged_svgz(tmp_path: Path) -> Path:
    whole = gzip.compress(deck_svg(KDE).encode())
    garbled = tmp_path / "garbled.svgz"
    garbled.write_bytes(whole[:12] + bytes(b ^ 0x5A for b in whole[12:400]) + whole[400:])
    return garbled


def not_well_formed(tmp_path: Path) -> Path:
    bad = tmp_path / "bad.svg"
    bad.write_text(deck_svg(KDE).replace("</svg>", "</g></svg>"), encoding="utf-8")
    return bad


def fifo(tmp_path: Path) -> Path:
    pipe = tmp_path / "pipe.svgz"
    os.mkfifo(pipe)
    return pipe


CASES = {
    "gzip": (damaged_svgz, {"fr": "les données compressées sont abîmées",
                            "nl": "de gecomprimeerde gegevens zijn beschadigd",
                            "en": "the compressed data is damaged"}),
    "xml": (not_well_formed, {"fr": "une balise est fermée sans avoir été ouverte",
                              "nl": "er wordt een tag gesloten die niet geopend was",
                              "en": "a tag is closed that was not opened"}),
    "fifo": (fifo, {"fr": "ce n’est pas un fichier ordinaire",
                    "nl": "geen gewoon bestand", "en": "not a regular file"}),
}


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_a_refused_deck_says_the_systems_reason_in_the_language(speak, tmp_path, user,
                                                                case, language) -> None:
    make, words = CASES[case]
    error = refusal(make(tmp_path), user)
    assert speak(language) == language
    shown = theme_error_text(error)
    assert words[language] in shown, shown
    assert not any(raw in shown for raw in RAW), shown
    # The English message, for the log, keeps what the system said.
    if case != "fifo":
        assert any(raw in str(error) for raw in RAW), str(error)


def test_a_deck_that_cannot_be_read_says_permission_denied(speak, tmp_path, user,
                                                           monkeypatch) -> None:
    deck = tmp_path / "deck.svg"
    deck.write_text(deck_svg(KDE), encoding="utf-8")

    def refused(*_a, **_k):
        raise PermissionError(errno.EACCES, "Permission denied", str(deck))
    # (the tests run as root, for whom no file is unreadable)
    monkeypatch.setattr("cinch_qt.themes.safe_io.read_regular", refused)
    error = refusal(deck, user)
    assert "Permission denied" in str(error)
    assert speak("fr") == "fr"
    assert "accès refusé" in theme_error_text(error)
    assert "Permission" not in theme_error_text(error)


@pytest.mark.parametrize(("code", "fr", "nl"), [
    (errno.ENOENT, "fichier introuvable", "bestand niet gevonden"),
    (errno.EACCES, "accès refusé", "toegang geweigerd"),
    (errno.ENOTDIR, "ce n’est pas un dossier", "geen map"),
    (errno.ENOSPC, "plus de place sur le disque", "geen ruimte meer op de schijf"),
    (errno.EROFS, "le disque est en lecture seule", "de schijf is alleen-lezen"),
    (errno.EOWNERDEAD, "refusé par le système", "geweigerd door het systeem"),
])
def test_common_system_reasons_are_translated(speak, code, fr, nl) -> None:
    error = OSError(code, os.strerror(code))
    reason = os_reason(error)
    assert isinstance(reason, Reason) and reason == os.strerror(code)   # raw, for logs
    for language, words in (("fr", fr), ("nl", nl)):
        assert speak(language) == language
        assert os_error_text(error) == words


def test_keeping_a_game_aside_on_a_full_disk_says_so_in_french(speak, qtbot, tmp_path,
                                                               monkeypatch) -> None:
    from tests.storage_ui_helpers import FakeController, make_ui
    ui, msgs = make_ui(qtbot, tmp_path / "data", FakeController())

    def full(*_a, **_k):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(ui.storage.autosave, "set_aside", full)
    assert speak("fr") == "fr"
    assert ui._keep_aside() is False
    assert "plus de place sur le disque" in msgs.told[-1]
    assert "No space" not in msgs.told[-1]
