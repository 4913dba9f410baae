"""Cards and points in the cribbage window's sentences (context "CribbageWords"): a card's
name ("Five of hearts"), the card in a sentence ("the five of hearts"), the short form
for lists ("5♥"), points ("1 point", "8 points") and one-decimal figures.  Cards are
cribbage ints (``suit * 13 + rank``, rank 0 = ace); their names come from
``cinch_qt.i18n.cards`` (context "Cards")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ....i18n.placeholders import fill
from ....i18n.translator import current_language

translate = QCoreApplication.translate


def art_card(card: int) -> int:
    """The Cinch/art code of a cribbage card (CRIB_CONTRACT.md: ``art_face``; the Cinch
    card names use the art's ranks, two … ace)."""
    if type(card) is not int or not 0 <= card < 52:
        raise ValueError(f"not a cribbage card: {card!r} (expected 0..51)")
    return card // 13 * 13 + (card % 13 + 12) % 13


def card_text(card: int) -> str:
    """"Five of hearts" / "Cinq de cœur" / "Harten vijf"."""
    # Imported when a card is first named: cinch_qt.i18n.cards brings Cinch's engine,
    # which the first painted cribbage table does not need (issue 19).
    from ....i18n.cards import card_name
    return card_name(art_card(card))


def card_in_sentence(card: int) -> str:
    """"the five of hearts" / "le cinq de cœur" / "de harten vijf"."""
    from ....i18n.cards import card_with_article
    return card_with_article(art_card(card))


_SUIT_SYMBOLS = "♣♦♥♠"


def _short_rank(rank: int) -> str:
    if rank == 0:
        return translate("CribbageWords", "A", "short rank: ace")
    if rank == 10:
        return translate("CribbageWords", "J", "short rank: jack")
    if rank == 11:
        return translate("CribbageWords", "Q", "short rank: queen")
    if rank == 12:
        return translate("CribbageWords", "K", "short rank: king")
    return str(rank + 1)


def card_short(card: int) -> str:
    """"5♥", "K♣" (French "R♣", Dutch "H♣"): for lists of cards in a sentence."""
    art_card(card)
    return _short_rank(card % 13) + _SUIT_SYMBOLS[card // 13]


def cards_short(cards) -> str:
    return " ".join(card_short(c) for c in cards)


def points_text(n: int) -> str:
    """"1 point", "8 points" (French: 0 and 1 are singular)."""
    if type(n) is not int:
        raise ValueError(f"points must be a whole number, not {n!r}")
    singular = abs(n) < 2 if current_language() == "fr" else abs(n) == 1
    if singular:
        return fill(translate("CribbageWords", "%1 point"), n)
    return fill(translate("CribbageWords", "%1 points"), n)


def _number(value: float) -> str:
    """One decimal, in the language's own way ("8.2", "8,2")."""
    return QLocale().toString(float(value), "f", 1)
