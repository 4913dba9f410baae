"""Cinch's words in the player's language, by name: the announcements, the hand
summary, the scoring cards and the first-game hints (each loaded on first use, PEP
562), and the card and seat words every game shares (``cinch_qt.i18n``)."""

from __future__ import annotations

import importlib
from typing import Any

from ....i18n.cards import (  # noqa: F401 - re-exported
    card_name,
    card_with_article,
    rank_name,
    suit_name,
)
from ....i18n.seats import (  # noqa: F401 - re-exported
    player_name,
    seat_name,
    side_name,
    side_short,
)

# Name -> the module of this package that defines it.
_LAZY: dict[str, str] = {
    **dict.fromkeys((
        "announce_bid", "announce_dealer", "announce_play", "announce_prompt",
        "announce_throw_in", "announce_trick", "announce_trump", "announce_turn",
        "announce_winner", "hand_summary"), "announcements"),
    **dict.fromkeys((
        "SCORING_CARDS", "SCORING_VALUES", "describe_card", "scoring_card_name",
        "scoring_card_of", "scoring_key", "trump_ranking"), "card_words"),
    **dict.fromkeys((
        "PHASES", "PhaseCoach", "explain_refusal", "phase_hint", "refusal_rules",
        "refusal_text", "rule_section"), "hints"),
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__package__}.{module}"), name)
    globals()[name] = value  # later look-ups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


__all__ = sorted({*_LAZY, "card_name", "card_with_article", "player_name", "rank_name",
                  "seat_name", "side_name", "side_short", "suit_name"})
