"""What the whole table knows of each seat's exchange after the bidding, in words: the
trumps kept and the cards drawn (R31-R33), the pack the dealer robbed (R34), the cards
the dealer gave (R35).  docs/rules.md ("What a seat may know") makes these counts public;
the plates, the screen reader's text and the replay say them.  Context "ExchangeWords"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....i18n.placeholders import fill

# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate


def kept_words(n: int) -> str:
    # Plural choices made here, not with %n (the project's rule for translations).
    if n == 0:
        return translate("ExchangeWords", "kept no trumps")
    if n == 1:
        return translate("ExchangeWords", "kept 1 trump")
    return fill(translate("ExchangeWords", "kept %1 trumps"), n)


def drew_words(n: int) -> str:
    if n == 0:
        return translate("ExchangeWords", "drew none")
    return fill(translate("ExchangeWords", "drew %1"), n)


def robbed_words(n: int) -> str:
    if n == 1:
        return translate("ExchangeWords", "robbed the pack (1 card)")
    return fill(translate("ExchangeWords", "robbed the pack (%1 cards)"), n)


def given_words(n: int) -> str:
    if n == 1:
        return translate("ExchangeWords", "given 1 by the dealer")
    return fill(translate("ExchangeWords", "given %1 by the dealer"), n)


def exchange_words(seat: int, kept: dict[int, int], drew: dict[int, int],
                   given: dict[int, int], robbed: int | None, dealer: int) -> str:
    """One seat's public exchange, e.g. "kept 3 trumps, drew 3"; "" before it has any."""
    parts = []
    if seat in kept:
        parts.append(kept_words(kept[seat]))
    if seat in drew:
        parts.append(drew_words(drew[seat]))
    if seat in given:
        parts.append(given_words(given[seat]))
    if seat == dealer and robbed:
        parts.append(robbed_words(robbed))
    return ", ".join(parts)  # English, French and Dutch alike


def seat_exchange(name: str, facts: str) -> str:
    """"West: kept 3 trumps, drew 3" (for screen readers, one seat of several)."""
    return fill(translate("ExchangeWords", "%1: %2"), name, facts)
