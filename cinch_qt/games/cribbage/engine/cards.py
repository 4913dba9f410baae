"""Cards as small ints (C10–C12).

A card is ``suit * 13 + rank`` with rank 0 = ace … 12 = king (the ace is low only, C11)
and suits clubs, diamonds, hearts, spades.  Everything the rules ask of a card (rank,
counting value, suit) is a tuple look-up, so scoring and the play stay cheap enough for
simulation.
"""

from __future__ import annotations

from collections.abc import Iterable

SUIT_CHARS = "CDHS"
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
    """``"TH"`` → the ten of hearts (CRIB_RECORD.md notation); ValueError otherwise."""
    if not isinstance(text, str) or len(text) != 2:
        raise ValueError(f"not a card: {text!r} (expected rank then suit, like 'TH')")
    rank = RANK_CHARS.find(text[0].upper())
    suit = SUIT_CHARS.find(text[1].upper())
    if rank < 0 or suit < 0:
        raise ValueError(f"not a card: {text!r} (ranks A23456789TJQK, suits CDHS)")
    return suit * 13 + rank


def parse_cards(text: str | Iterable[str]) -> list[int]:
    """``"5H 5D JC"`` or a list of such names → cards."""
    items = text.split() if isinstance(text, str) else list(text)
    return [parse_card(t) for t in items]


def cards_str(cards: Iterable[int]) -> list[str]:
    return [CARD_NAMES[c] for c in cards]
