"""Card corners in the player's language for the built-in decks.

tools/make_cards.py draws every rank letter as a shared glyph (``<path id="r-K">``)
that each corner references (``<use href="#r-K">``), and puts the court letters of
French (R D V: roi, dame, valet) and Dutch (H V B: heer, vrouw, boer) beside the
English ones.  A deck in another language is the same document with the court
references pointed at that language's glyphs: one text substitution per deck and
language, before the SVG is parsed, so drawing costs nothing more.  The ace keeps
its A (French and Dutch packs print A as well) and numbers stay numbers.  Decks that
are not ours (KDE, Aisleriot, the player's own) are never changed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .deck_art import Art

CORNER_LETTERS: dict[str, dict[str, str]] = {
    "fr": {"K": "R", "Q": "D", "J": "V"},
    "nl": {"K": "H", "Q": "V", "J": "B"},
}
_REF = re.compile(rb'href="#r-([KQJ])"')


def corner_letters(language: str) -> dict[str, str]:
    """English court letter -> the letter printed in ``language`` (empty: unchanged)."""
    return CORNER_LETTERS.get(language, {})


def localise_corners(art: Art, language: str) -> Art:
    """``art`` with its court corners in ``language``; ``art`` itself when the deck is
    not a built-in one, has no glyphs for the language, or the language is English."""
    letters = corner_letters(language)
    if not letters or art.info.group != "builtin" or art.info.kind != "deck":
        return art
    documents = []
    for data in art.documents:
        if any(f'id="r-{v}"'.encode() not in data for v in letters.values()):
            return art  # made by an older make_cards.py: leave it as drawn
        documents.append(_REF.sub(
            lambda m: b'href="#r-' + letters[m.group(1).decode()].encode() + b'"', data))
    return replace(art, key=f"{art.key}#{language}", documents=tuple(documents))
