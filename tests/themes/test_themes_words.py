"""The themes' words in the person's language: group headers and our own
themes' names in the themes dialog, and the reasons a theme is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtSvg")

from cinch_qt.themes import ThemeError, list_themes  # noqa: E402
from cinch_qt.themes.importer import import_theme  # noqa: E402
from cinch_qt.themes.theme_words import (  # noqa: E402
    BUILTIN_NAMES,
    group_label,
    theme_error_text,
    theme_name,
)
from tests.themes_helpers import zip_of  # noqa: E402


def test_every_builtin_theme_name_has_words(isolated: Path) -> None:
    # A theme added to assets/cards without its name among the translated words fails.
    for kind in ("deck", "back", "felt"):
        for info in list_themes(kind, isolated):
            if info.group == "builtin":
                assert info.name in BUILTIN_NAMES, (kind, info.id, info.name)


def test_headers_names_and_refusals_follow_the_language(qapp, speak, isolated: Path,
                                                        tmp_path: Path) -> None:
    classic = next(t for t in list_themes("deck", isolated) if t.id == "classic")
    bad = zip_of(tmp_path / "gift.zip", {"notes.txt": "hello"})
    with pytest.raises(ThemeError) as refused:
        import_theme(bad, isolated)
    error = refused.value
    assert str(error).startswith("gift.zip: no card deck found")
    assert speak("fr") == "fr"
    assert group_label("builtin") == "Fournis avec le programme"
    assert theme_name(classic) == "Classique"
    assert theme_error_text(error).startswith("gift.zip\u00a0: aucun jeu de cartes trouvé")
    assert "2_club.svg" in theme_error_text(error)          # names stay as they are
    assert speak("nl") == "nl"
    assert group_label("installed") == "Geïnstalleerd op deze computer"
    assert theme_name(classic) == "Klassiek"
    assert theme_error_text(error).startswith("gift.zip: geen kaartspel gevonden")
    # Someone else's deck keeps the name its maker gave it.
    other = classic.__class__("user:x", "Dondorf", "deck", "user", tmp_path)
    assert theme_name(other) == "Dondorf"


def test_a_refused_choice_is_said_in_the_language(qapp, speak, isolated: Path) -> None:
    from cinch_qt.themes import CardPixmapCache
    cache = CardPixmapCache(user_dir=isolated)
    try:
        assert speak("fr") == "fr"
        assert not cache.set_deck("user:vanished")
        assert cache.last_error == ("Le jeu de cartes a été refusé\u00a0: aucun jeu de cartes "
                                    "nommé 'user:vanished' n’est disponible")
        assert speak("nl") == "nl"
        assert not cache.set_felt("nowhere")
        assert cache.last_error == ("Het tafellaken is geweigerd: er is geen tafellaken met "
                                    "de naam 'nowhere'")
        assert cache.deck_id == "classic"
    finally:
        cache.shutdown()
