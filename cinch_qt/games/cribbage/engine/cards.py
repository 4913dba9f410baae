"""Cards as small ints (C10–C12).

A card is ``suit * 13 + rank`` with rank 0 = ace … 12 = king (the ace is low only, C11)
and suits clubs, diamonds, hearts, spades.  Everything the rules ask of a card (rank,
counting value, suit) is a tuple look-up, so scoring and the play stay cheap enough for
simulation.
"""

from __future__ import annotations

from collections.abc import Iterable

from ... import cards as _deck
from ...cards import SUIT_CHARS

RANK_CHARS = "A23456789TJQK"
JACK = 10
DECK = tuple(range(52))

RANK = tuple(c % 13 for c in DECK)
SUIT = tuple(c // 13 for c in DECK)
# C10: ace 1, two to ten their number, jack, queen and king 10.
VALUE = tuple(min(c % 13 + 1, 10) for c in DECK)
CARD_NAMES = tuple(RANK_CHARS[c % 13] + SUIT_CHARS[c // 13] for c in DECK)


def make_card(rank: int, suit: int) -> int:
    return suit * 13 + rank


def card_str(card: int) -> str:
    return CARD_NAMES[card]


def parse_card(text: object) -> int:
    """``"TH"`` → the ten of hearts (CRIB_RECORD.md notation); ValueError otherwise.
    The names are the shared deck's (games/cards.py); only the rank order is ours."""
    return _deck.parse_card(text, RANK_CHARS)


def face(card: int) -> int:
    """The shared deck's face of cribbage ``card`` (same suit; the ace moves to the top),
    which the card art and the card words number."""
    return card // 13 * 13 + (card % 13 + 12) % 13


def parse_cards(text: str | Iterable[str]) -> list[int]:
    """``"5H 5D JC"`` or a list of such names → cards."""
    items = text.split() if isinstance(text, str) else list(text)
    return [parse_card(t) for t in items]


def cards_str(cards: Iterable[int]) -> list[str]:
    return [CARD_NAMES[c] for c in cards]
