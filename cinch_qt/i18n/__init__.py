"""The player's language: translators, and the words every game shares in English,
French and Dutch (card names, seats and sides).  A game's own words (Cinch's
announcements and hints, Cribbage's seats of six) live with the game.

Start-up::

    from cinch_qt.i18n import install_translator
    install_translator(app, settings_language_or_None)   # None: follow the system

Call it again with another code to switch live; widgets retranslate on
QEvent.LanguageChange.  See docs/i18n.md.

The card and seat words are imported on first use (PEP 562 ``__getattr__``), so
importing this package costs only the translator; no game is loaded
(tests/startup/test_startup_imports.py checks).
"""

from __future__ import annotations

import importlib
from typing import Any

from .translator import (
    LANGUAGES,
    available_languages,
    current_language,
    install_translator,
    normalise_language,
    system_language,
)

# Name -> the submodule (of this package) that defines it; loaded when first asked for.
_LAZY: dict[str, str] = {
    **dict.fromkeys(("player_name", "seat_name", "side_name", "side_short"), "seats"),
    **dict.fromkeys(("card_name", "card_with_article", "rank_name", "suit_name"), "cards"),
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # later look-ups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


__all__ = [
    "LANGUAGES", "available_languages", "card_name", "card_with_article", "current_language",
    "install_translator", "normalise_language", "player_name", "rank_name", "seat_name",
    "side_name", "side_short", "suit_name", "system_language",
]
