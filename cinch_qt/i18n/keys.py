"""Keys that follow the language: the suit letters for naming trumps are the first
letters of the suits' names in that language, as players abbreviate them."""

from __future__ import annotations

from .translator import current_language

# clubs, diamonds, hearts, spades.  French: trèfle, carreau (K, as French bridge
# writes it, since C is cœur), cœur, pique.  Dutch: klaveren, ruiten, harten, schoppen.
SUIT_KEYS = {"en": ("C", "D", "H", "S"), "fr": ("T", "K", "C", "P"),
             "nl": ("K", "R", "H", "S")}


def suit_keys(language: str | None = None) -> tuple[str, str, str, str]:
    """The four suit keys (clubs, diamonds, hearts, spades) for ``language`` (default:
    the language in use); English for a language without its own."""
    return SUIT_KEYS.get(language or current_language(), SUIT_KEYS["en"])
