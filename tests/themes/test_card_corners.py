"""Card corners in the player's language for the built-in decks: R D V in
French, H V B in Dutch; other decks are drawn as they are."""

from __future__ import annotations

from PySide6.QtGui import QImage

from cinch_qt.games.cinch.engine.cards import parse_card
from cinch_qt.themes import CardPixmapCache
from cinch_qt.themes.corners import localise_corners
from cinch_qt.themes.deck_art import prepare_art
from cinch_qt.themes.discovery import find_theme


def test_every_builtin_deck_gets_french_and_dutch_court_letters():
    for deck in ("classic", "four-colour", "large-print", "parlour"):
        art = prepare_art(find_theme("deck", deck))
        french, dutch = localise_corners(art, "fr"), localise_corners(art, "nl")
        english = art.documents[0]
        assert english.count(b'href="#r-K"') > 0 and b'href="#r-R"' not in english
        assert french.documents[0].count(b'href="#r-R"') == english.count(b'href="#r-K"')
        assert french.documents[0].count(b'href="#r-V"') == english.count(b'href="#r-J"')
        assert dutch.documents[0].count(b'href="#r-B"') == english.count(b'href="#r-J"')
        assert dutch.documents[0].count(b'href="#r-H"') == english.count(b'href="#r-K"')
        assert b'href="#r-K"' not in dutch.documents[0]
        assert localise_corners(art, "en") is art
        assert len({art.key, french.key, dutch.key}) == 3  # cached apart


def test_a_deck_that_is_not_ours_is_left_alone():
    art = prepare_art(find_theme("deck", "classic"))
    from dataclasses import replace
    theirs = replace(art, info=replace(art.info, group="user"))
    assert localise_corners(theirs, "fr") is theirs


def _image(cache: CardPixmapCache, card: int) -> QImage:
    return cache.card_pixmap(card, 120, 1.0).toImage()


def test_the_cache_draws_the_king_with_an_r_in_french(qtbot):
    cache = CardPixmapCache()
    try:
        king, five = parse_card("KS"), parse_card("5S")
        english_king, english_five = _image(cache, king), _image(cache, five)
        with qtbot.waitSignal(cache.changed, timeout=10_000):
            cache.set_corner_language("fr")
        qtbot.waitUntil(lambda: not cache.busy(), timeout=10_000)
        assert _image(cache, king) != english_king   # R in the corners, not K
        assert _image(cache, five) == english_five   # numbers are the same everywhere
    finally:
        cache.shutdown()

