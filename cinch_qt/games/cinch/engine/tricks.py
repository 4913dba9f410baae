"""Trick rules on bitmasks (R40–R43).

These functions are the single statement of the play rules: the game state calls them
for every card, and the fast simulations the computer players run call the same
functions, so the two can never disagree.
"""

from __future__ import annotations

from .cards import TrumpTable


def legal_mask(hand: int, led_card: int, table: TrumpTable) -> int:
    """Cards of ``hand`` that may be played to a trick led by ``led_card`` (-1: leading).

    R41: on a trump lead a player must play a trump if able.  R42: on a plain-suit lead
    a player who holds the suit led may follow suit or trump, as they choose; a player
    with no card of the suit led may play any card (nobody is ever obliged to trump).
    """
    if led_card < 0:
        return hand
    led = table.eff_suit[led_card]
    if led == table.trump:
        return hand & table.trump_mask or hand
    if hand & table.suit_masks[led]:
        return hand & (table.suit_masks[led] | table.trump_mask)
    return hand


def beats(card: int, best: int, table: TrumpTable) -> bool:
    """Whether ``card`` takes the trick from the card currently winning it (R43).

    ``best`` is always a trump or of the suit led, so a card of another plain suit never
    wins, a trump beats any plain card, and within one effective suit power decides.
    """
    eff = table.eff_suit
    if eff[card] == eff[best]:
        return table.power[card] > table.power[best]
    return eff[card] == table.trump


def trick_winner_index(cards: list[int] | tuple[int, ...], table: TrumpTable) -> int:
    """Index in play order of the card that wins the trick."""
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], table):
            best = i
    return best


def why_illegal(led_card: int, table: TrumpTable) -> tuple[str, str]:
    """The rule and plain words for a refused card (R41, R42)."""
    if table.eff_suit[led_card] == table.trump:
        return "R41", "a trump was led and you hold a trump, so you must play a trump"
    return "R42", ("a plain suit was led and you hold that suit, so you must follow "
                   "suit or play a trump")
