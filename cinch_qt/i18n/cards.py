"""The names of cards, suits and ranks in the player's language (every game's; a game's
own card words, like Cinch's scoring cards, live with the game).

Every word goes through Qt's translation system (context "Cards"), so the .ts files
carry them and translators choose the natural form: "Ace of spades", "As de pique",
"Schoppen aas".  The card pattern "%1 of %2" lets each language put the suit before
or after the rank.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..games.cards import rank_of, suit_of
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

_SUIT_SYMBOLS = "♣♦♥♠"


def _capitalise(text: str) -> str:
    return text[:1].upper() + text[1:]


def check_card(card: int) -> None:
    if not isinstance(card, int) or not 0 <= card < 52:
        raise ValueError(f"not a card: {card!r} (expected 0..51)")


def check_suit(suit: int) -> None:
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
    check_suit(suit)
    return translate("Cards", _SUITS[suit])


def card_name(card: int, capitalise: bool = True) -> str:
    """"Ace of spades" / "As de pique" / "Schoppen aas"."""
    check_card(card)
    # Translators: %1 is the rank ("ace"), %2 the suit ("spades"); reorder freely.
    pattern = translate("Cards", "%1 of %2")
    text = fill(pattern, rank_name(rank_of(card)), suit_name(suit_of(card)))
    return _capitalise(text) if capitalise else text


def card_short(card: int) -> str:
    """"10♥", "Q♠" (French "D♠", Dutch "V♠"): for lists and tables of cards."""
    check_card(card)
    return _short_rank(rank_of(card)) + _SUIT_SYMBOLS[suit_of(card)]


def _short_rank(rank: int) -> str:
    # Literal calls, so that pyside6-lupdate finds each letter.
    if rank == 9:
        return translate("Cards", "J", "short rank: jack")
    if rank == 10:
        return translate("Cards", "Q", "short rank: queen")
    if rank == 11:
        return translate("Cards", "K", "short rank: king")
    if rank == 12:
        return translate("Cards", "A", "short rank: ace")
    return str(rank + 2)


def card_with_article(card: int) -> str:
    """"the queen of hearts" / "la dame de cœur" / "de harten vrouw" — inside a sentence."""
    check_card(card)
    return translate("Cards", _WITH_ARTICLE[rank_of(card)]).replace(
        "%1", suit_name(suit_of(card)))
