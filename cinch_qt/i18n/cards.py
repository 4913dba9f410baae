"""The names of cards, suits, ranks and scoring cards in the player's language.

Every word goes through Qt's translation system (context "Cards"), so the .ts files
carry them and translators choose the natural form: "Ace of spades", "As de pique",
"Schoppen aas".  The card pattern "%1 of %2" lets each language put the suit before
or after the rank.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..games.cards import make_card, rank_of, suit_of
from ..games.cinch.engine.cards import TRUMP_TABLES
from .placeholders import fill

translate = QCoreApplication.translate

# Lower case: they are used inside sentences; card_name capitalises at the start.
_RANKS = (
    QT_TRANSLATE_NOOP("Cards", "two"),
    QT_TRANSLATE_NOOP("Cards", "three"),
    QT_TRANSLATE_NOOP("Cards", "four"),
    QT_TRANSLATE_NOOP("Cards", "five"),
    QT_TRANSLATE_NOOP("Cards", "six"),
    QT_TRANSLATE_NOOP("Cards", "seven"),
    QT_TRANSLATE_NOOP("Cards", "eight"),
    QT_TRANSLATE_NOOP("Cards", "nine"),
    QT_TRANSLATE_NOOP("Cards", "ten"),
    QT_TRANSLATE_NOOP("Cards", "jack"),
    QT_TRANSLATE_NOOP("Cards", "queen"),
    QT_TRANSLATE_NOOP("Cards", "king"),
    QT_TRANSLATE_NOOP("Cards", "ace"),
)
_SUITS = (
    QT_TRANSLATE_NOOP("Cards", "clubs"),
    QT_TRANSLATE_NOOP("Cards", "diamonds"),
    QT_TRANSLATE_NOOP("Cards", "hearts"),
    QT_TRANSLATE_NOOP("Cards", "spades"),
)
# The card as the object of a sentence ("plays the queen of hearts"), one pattern per
# rank because French and Dutch articles depend on the rank (l'as, la dame, le roi).
_WITH_ARTICLE = (
    QT_TRANSLATE_NOOP("Cards", "the two of %1"),
    QT_TRANSLATE_NOOP("Cards", "the three of %1"),
    QT_TRANSLATE_NOOP("Cards", "the four of %1"),
    QT_TRANSLATE_NOOP("Cards", "the five of %1"),
    QT_TRANSLATE_NOOP("Cards", "the six of %1"),
    QT_TRANSLATE_NOOP("Cards", "the seven of %1"),
    QT_TRANSLATE_NOOP("Cards", "the eight of %1"),
    QT_TRANSLATE_NOOP("Cards", "the nine of %1"),
    QT_TRANSLATE_NOOP("Cards", "the ten of %1"),
    QT_TRANSLATE_NOOP("Cards", "the jack of %1"),
    QT_TRANSLATE_NOOP("Cards", "the queen of %1"),
    QT_TRANSLATE_NOOP("Cards", "the king of %1"),
    QT_TRANSLATE_NOOP("Cards", "the ace of %1"),
)

# R50, in the order the rules list them.
SCORING_CARDS = ("high", "low", "jack", "game", "right_pedro", "left_pedro")
_SCORING_NAMES = {
    "high": QT_TRANSLATE_NOOP("Cards", "High"),
    "low": QT_TRANSLATE_NOOP("Cards", "Low"),
    "jack": QT_TRANSLATE_NOOP("Cards", "Jack"),
    "game": QT_TRANSLATE_NOOP("Cards", "Game"),
    "right_pedro": QT_TRANSLATE_NOOP("Cards", "Right Pedro"),
    "left_pedro": QT_TRANSLATE_NOOP("Cards", "Left Pedro"),
}
SCORING_VALUES = {"high": 1, "low": 1, "jack": 1, "game": 1, "right_pedro": 5,
                  "left_pedro": 5}
_SCORING_RANKS = {"high": 12, "low": 0, "jack": 9, "game": 8, "right_pedro": 3}


def _capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


def _check_card(card: int) -> None:
    if not isinstance(card, int) or not 0 <= card < 52:
        raise ValueError(f"not a card: {card!r} (expected 0..51)")


def _check_suit(suit: int) -> None:
    if not isinstance(suit, int) or not 0 <= suit < 4:
        raise ValueError(f"not a suit: {suit!r} (expected 0..3: clubs, diamonds, hearts, "
                         f"spades)")


def rank_name(rank: int) -> str:
    """"ace", "as", "aas" — lower case, for use inside a sentence."""
    if not isinstance(rank, int) or not 0 <= rank < 13:
        raise ValueError(f"not a rank: {rank!r} (expected 0..12, two to ace)")
    return translate("Cards", _RANKS[rank])


def suit_name(suit: int) -> str:
    """"hearts", "cœur", "harten" — lower case, for use inside a sentence."""
    _check_suit(suit)
    return translate("Cards", _SUITS[suit])


def card_name(card: int, capitalise: bool = True) -> str:
    """"Ace of spades" / "As de pique" / "Schoppen aas"."""
    _check_card(card)
    # Translators: %1 is the rank ("ace"), %2 the suit ("spades"); reorder freely.
    pattern = translate("Cards", "%1 of %2")
    text = fill(pattern, rank_name(rank_of(card)), suit_name(suit_of(card)))
    return _capitalise(text) if capitalise else text


def card_with_article(card: int) -> str:
    """"the queen of hearts" / "la dame de cœur" / "de harten vrouw" — inside a sentence."""
    _check_card(card)
    return translate("Cards", _WITH_ARTICLE[rank_of(card)]).replace(
        "%1", suit_name(suit_of(card)))


def scoring_card_name(key: str) -> str:
    """"Right Pedro", "Pedro droit", "Rechter Pedro" for the keys of SCORING_CARDS."""
    if key not in _SCORING_NAMES:
        raise ValueError(f"not a scoring card: {key!r} (expected one of "
                         f"{', '.join(SCORING_CARDS)})")
    return translate("Cards", _SCORING_NAMES[key])


def scoring_card_of(key: str, trump: int) -> int:
    """The card that is ``key`` when ``trump`` is the trump suit (R50)."""
    _check_suit(trump)
    if key == "left_pedro":
        return TRUMP_TABLES[trump].off_five
    if key not in _SCORING_RANKS:
        raise ValueError(f"not a scoring card: {key!r}")
    return make_card(_SCORING_RANKS[key], trump)


def scoring_key(card: int, trump: int) -> str | None:
    """Which scoring card ``card`` is under ``trump``, or None."""
    _check_card(card)
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
    return fill(translate("Cards", "%1 (%2)"), name, scoring_card_name(key))


def trump_ranking(trump: int) -> list[int]:
    """The 14 trumps, highest first: A K Q J 10 9 8 7 6 5, off-five, 4 3 2 (R11)."""
    _check_suit(trump)
    table = TRUMP_TABLES[trump]
    trumps = [c for c in range(52) if table.eff_suit[c] == trump]
    return sorted(trumps, key=lambda c: -table.power[c])
