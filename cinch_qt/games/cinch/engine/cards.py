"""Cards as small ints and the per-trump lookup tables the rules need.

A card is ``suit * 13 + rank`` with rank 0 = two … 12 = ace and suits in the order
clubs, diamonds, hearts, spades.  Sets of cards are int bitmasks (bit ``card``), which
keeps legal-move generation and trick resolution cheap enough for simulation (the AI
plays hundreds of thousands of cards).  Everything that depends on the trump suit is
precomputed once per suit here, so the rules code only does table look-ups.
"""

from __future__ import annotations

# The deck, its names and parsing belong to no game (games/cards.py); Cinch's engine
# and the modules that import them from here keep their names.
from ...cards import (  # noqa: F401  (re-exported)
    CARD_NAMES,
    CLUBS,
    DECK,
    DIAMONDS,
    FULL_MASK,
    HEARTS,
    RANK_CHARS,
    RANK_NAMES,
    SPADES,
    SUIT_CHARS,
    SUIT_MASK,
    SUIT_NAMES,
    SUITS,
    card_str,
    cards_of,
    make_card,
    mask_of,
    parse_card,
    parse_suit,
    rank_of,
    suit_of,
)

TWO, THREE, FOUR, FIVE, TEN, JACK, ACE = 0, 1, 2, 3, 8, 9, 12


def same_colour_suit(suit: int) -> int:
    """The other suit of the same colour: clubs<->spades, diamonds<->hearts (R11)."""
    # With suits ordered C D H S, the partner suit is the mirror position.
    return 3 - suit


class TrumpTable:
    """Everything about the cards that depends on the trump suit (R11–R13, R50)."""

    __slots__ = ("trump", "off_five", "trump_mask", "eff_suit", "suit_masks", "power",
                 "points", "point_mask")

    def __init__(self, trump: int) -> None:
        self.trump = trump
        # R11/R13: the five of the same-colour suit is a trump for every purpose.
        self.off_five = make_card(FIVE, same_colour_suit(trump))
        self.trump_mask = SUIT_MASK[trump] | (1 << self.off_five)
        eff = [suit_of(c) for c in DECK]
        eff[self.off_five] = trump
        self.eff_suit = tuple(eff)
        masks = [SUIT_MASK[s] & ~(1 << self.off_five) for s in SUITS]
        masks[trump] = self.trump_mask
        self.suit_masks = tuple(masks)
        # Power orders cards within their effective suit; trumps sit above every plain
        # card so one comparison decides a trick.  Trump order (R11):
        # A K Q J 10 9 8 7 6 5, off-five, 4 3 2.
        power = [rank_of(c) for c in DECK]
        for c in DECK:
            if eff[c] == trump:
                r = rank_of(c)
                power[c] = 100 + (r + 1 if r >= FIVE else r)
        power[self.off_five] = 100 + FIVE
        self.power = tuple(power)
        points = [0] * 52
        for rank, value in ((ACE, 1), (TWO, 1), (JACK, 1), (TEN, 1), (FIVE, 5)):
            points[make_card(rank, trump)] = value
        points[self.off_five] = 5  # Left Pedro (R50)
        self.points = tuple(points)
        self.point_mask = mask_of(c for c in DECK if points[c])


TRUMP_TABLES = tuple(TrumpTable(s) for s in SUITS)


def sort_key(card: int, trump: int | None = None) -> tuple[int, int]:
    """Display order: by effective suit, high cards first, trumps by trump power."""
    if trump is None:
        return (suit_of(card), -rank_of(card))
    table = TRUMP_TABLES[trump]
    return (table.eff_suit[card], -table.power[card])
