"""The player's language: translators, and the game's words in English, French and
Dutch (card names, announcements, hand summaries, first-game hints, refusals).

Start-up::

    from cinch_qt.i18n import install_translator
    install_translator(app, settings_language_or_None)   # None: follow the system

Call it again with another code to switch live; widgets retranslate on
QEvent.LanguageChange.  See docs/i18n.md.

Only the translator is game-agnostic.  Cinch's words (cards, announcements, hints)
read Cinch's engine, so they are imported on first use (PEP 562 ``__getattr__``):
importing this package, the stored settings or the game chooser loads no game
(issue 14; tests/test_startup_imports.py checks).
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
    **dict.fromkeys((
        "announce_bid", "announce_dealer", "announce_play", "announce_prompt",
        "announce_throw_in", "announce_trick", "announce_trump", "announce_turn",
        "announce_winner", "hand_summary", "player_name", "points", "seat_name",
        "side_name", "side_short"), "announcements"),
    **dict.fromkeys((
        "SCORING_CARDS", "SCORING_VALUES", "card_name", "card_with_article",
        "describe_card", "rank_name", "scoring_card_name", "scoring_card_of",
        "scoring_key", "suit_name", "trump_ranking"), "cards"),
    **dict.fromkeys((
        "PHASES", "PhaseCoach", "explain_refusal", "phase_hint", "refusal_rules",
        "refusal_text", "rule_section"), "hints"),
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
    "LANGUAGES", "PHASES", "PhaseCoach", "SCORING_CARDS", "SCORING_VALUES", "announce_bid",
    "announce_dealer", "announce_play", "announce_prompt", "announce_throw_in", "announce_trick",
    "announce_trump", "announce_turn", "announce_winner", "available_languages",
    "card_name", "card_with_article", "current_language", "describe_card",
    "explain_refusal", "hand_summary",
    "install_translator", "normalise_language", "phase_hint", "player_name", "points",
    "rank_name", "refusal_rules", "refusal_text", "rule_section", "scoring_card_name",
    "scoring_card_of",
    "scoring_key", "suit_name", "seat_name", "side_name", "side_short", "system_language",
    "trump_ranking",
]
