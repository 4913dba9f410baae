"""The 52-card deck as every game and every shared window sees it: no game owns it.

A card *face* is ``suit * 13 + rank`` with rank 0 = two … 12 = ace and suits in the
order clubs, diamonds, hearts, spades; the card art (themes, card items, the replay
viewer) and the words (``i18n/cards.py``) number cards this way.  Records name a card by
two letters, rank then suit ("TH"), in every game.  A game may number its own cards
differently inside its engine (Cribbage puts the ace low, C11) and says how its numbers
map to faces; the text names stay the same.
"""

from __future__ import annotations

from collections.abc import Iterable

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
SUITS = (CLUBS, DIAMONDS, HEARTS, SPADES)
SUIT_CHARS = "CDHS"
RANK_CHARS = "23456789TJQKA"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_NAMES = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
              "jack", "queen", "king", "ace")

DECK = tuple(range(52))
FULL_MASK = (1 << 52) - 1
SUIT_MASK = tuple(((1 << 13) - 1) << (13 * s) for s in SUITS)
CARD_NAMES = tuple(RANK_CHARS[c % 13] + SUIT_CHARS[c // 13] for c in DECK)


def suit_of(card: int) -> int:
    return card // 13


def rank_of(card: int) -> int:
    return card % 13


def make_card(rank: int, suit: int) -> int:
    return suit * 13 + rank


def card_str(card: int) -> str:
    return CARD_NAMES[card]


def parse_card(text: object, ranks: str = RANK_CHARS) -> int:
    """``"TH"`` -> the ten of hearts, numbered with ``ranks`` as the rank order (the
    faces' order unless a game passes its own); ValueError naming the text otherwise."""
    if not isinstance(text, str) or len(text) != 2:
        raise ValueError(f"not a card: {text!r} (expected rank then suit, like 'TH')")
    rank = ranks.find(text[0].upper())
    suit = SUIT_CHARS.find(text[1].upper())
    if rank < 0 or suit < 0:
        raise ValueError(f"not a card: {text!r} (ranks {ranks}, suits {SUIT_CHARS})")
    return suit * 13 + rank


def parse_suit(text: object) -> int:
    if not isinstance(text, str) or len(text) != 1 or text.upper() not in SUIT_CHARS:
        raise ValueError(f"not a suit: {text!r} (expected one of C, D, H, S)")
    return SUIT_CHARS.index(text.upper())


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def cards_of(mask: int) -> list[int]:
    """The cards of a mask in ascending order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
