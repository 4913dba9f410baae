"""The order the person's cards are laid out in: suits in alternating colours (black,
red, black, red) as card programs lay out a hand, so two red suits never sit side by
side; once trumps are named they stand together at the left, the off-suit Pedro among
them (R50), highest first.  Pure Python: the table's snapshots and models use it."""

from __future__ import annotations

from itertools import permutations

from ..engine.cards import TRUMP_TABLES, rank_of, suit_of

# Clubs, diamonds, hearts, spades are 0..3; clubs and spades are black.
BLACK = frozenset({0, 3})
BASE_ORDER = (0, 2, 3, 1)  # ♣ ♥ ♠ ♦ when no suit is trumps


def _clashes(order: tuple[int, ...]) -> int:
    return sum((a in BLACK) == (b in BLACK) for a, b in zip(order, order[1:], strict=False))


def suit_order(suits: set[int] | frozenset[int], trump: int | None = None) -> tuple[int, ...]:
    """The suits present, left to right: trumps first, then as few neighbours of one
    colour as the suits allow (ties keep ♣ ♥ ♠ ♦)."""
    rest = [s for s in BASE_ORDER if s in suits and s != trump]
    head = (trump,) if trump is not None and trump in suits else ()
    best = min(permutations(rest),
               key=lambda p: (_clashes(head + p), [BASE_ORDER.index(s) for s in p]))
    return head + tuple(best)


def display_sorted(cards: list[int] | tuple[int, ...], trump: int | None = None) -> list[int]:
    """``cards`` in the hand's display order (see the module's docstring)."""
    if trump is None:
        suit = {c: suit_of(c) for c in cards}
        power = {c: rank_of(c) for c in cards}
    else:
        table = TRUMP_TABLES[trump]
        suit = {c: table.eff_suit[c] for c in cards}
        power = {c: table.power[c] for c in cards}
    order = suit_order(set(suit.values()), trump)
    return sorted(cards, key=lambda c: (order.index(suit[c]), -power[c]))
