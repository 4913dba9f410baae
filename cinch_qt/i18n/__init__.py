"""The player's language: translators, and the game's words in English, French and
Dutch (card names, announcements, hand summaries, first-game hints, refusals).

Start-up::

    from cinch_qt.i18n import install_translator
    install_translator(app, settings_language_or_None)   # None: follow the system

Call it again with another code to switch live; widgets retranslate on
QEvent.LanguageChange.  See docs/i18n.md.
"""

from __future__ import annotations

from .announcements import (
                            announce_bid,
                            announce_dealer,
                            announce_play,
                            announce_prompt,
                            announce_throw_in,
                            announce_trick,
                            announce_trump,
                            announce_turn,
                            announce_winner,
                            hand_summary,
                            player_name,
                            points,
                            seat_name,
                            side_name,
                            side_short,
)
from .cards import (
                            SCORING_CARDS,
                            SCORING_VALUES,
                            card_name,
    card_with_article,
                            describe_card,
                            rank_name,
                            scoring_card_name,
                            scoring_card_of,
                            scoring_key,
                            suit_name,
                            trump_ranking,
)
from .hints import (
    PHASES,
    PhaseCoach,
    explain_refusal,
    phase_hint,
    refusal_rules,
    refusal_text,
    rule_section,
)
from .translator import (
                            LANGUAGES,
                            available_languages,
                            current_language,
                            install_translator,
                            normalise_language,
                            system_language,
)

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
