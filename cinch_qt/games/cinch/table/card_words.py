"""Cinch's card words in the player's language: the scoring cards (High, Low, Jack,
Game, the Pedros, R50), a card with its scoring role, and the trump ranking (R11).
The plain card names are every game's (``cinch_qt.i18n.cards``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ....i18n.cards import card_name, check_card, check_suit
from ....i18n.placeholders import fill
from ..engine.cards import TRUMP_TABLES, make_card

translate = QCoreApplication.translate

# R50, in the order the rules list them.
SCORING_CARDS = ("high", "low", "jack", "game", "right_pedro", "left_pedro")
_SCORING_NAMES = {
    "high": QT_TRANSLATE_NOOP("CinchCards", "High"),
    "low": QT_TRANSLATE_NOOP("CinchCards", "Low"),
    "jack": QT_TRANSLATE_NOOP("CinchCards", "Jack"),
    "game": QT_TRANSLATE_NOOP("CinchCards", "Game"),
    "right_pedro": QT_TRANSLATE_NOOP("CinchCards", "Right Pedro"),
    "left_pedro": QT_TRANSLATE_NOOP("CinchCards", "Left Pedro"),
}
SCORING_VALUES = {"high": 1, "low": 1, "jack": 1, "game": 1, "right_pedro": 5,
                  "left_pedro": 5}
_SCORING_RANKS = {"high": 12, "low": 0, "jack": 9, "game": 8, "right_pedro": 3}



def scoring_card_name(key: str) -> str:
    """"Right Pedro", "Pedro droit", "Rechter Pedro" for the keys of SCORING_CARDS."""
    if key not in _SCORING_NAMES:
        raise ValueError(f"not a scoring card: {key!r} (expected one of "
                         f"{', '.join(SCORING_CARDS)})")
    return translate("CinchCards", _SCORING_NAMES[key])


def scoring_card_of(key: str, trump: int) -> int:
    """The card that is ``key`` when ``trump`` is the trump suit (R50)."""
    check_suit(trump)
    if key == "left_pedro":
        return TRUMP_TABLES[trump].off_five
    if key not in _SCORING_RANKS:
        raise ValueError(f"not a scoring card: {key!r}")
    return make_card(_SCORING_RANKS[key], trump)


def scoring_key(card: int, trump: int) -> str | None:
    """Which scoring card ``card`` is under ``trump``, or None."""
    check_card(card)
    for key in SCORING_CARDS:
        if scoring_card_of(key, trump) == card:
            return key
    return None


def describe_card(card: int, trump: int | None = None) -> str:
    """The card's name, with its scoring role when trumps are known:
    "Five of diamonds (Left Pedro)"."""
    name = card_name(card)
    key = scoring_key(card, trump) if trump is not None else None
    if key is None:
        return name
    return fill(translate("CinchCards", "%1 (%2)"), name, scoring_card_name(key))


def trump_ranking(trump: int) -> list[int]:
    """The 14 trumps, highest first: A K Q J 10 9 8 7 6 5, off-five, 4 3 2 (R11)."""
    check_suit(trump)
    table = TRUMP_TABLES[trump]
    trumps = [c for c in range(52) if table.eff_suit[c] == trump]
    return sorted(trumps, key=lambda c: -table.power[c])
