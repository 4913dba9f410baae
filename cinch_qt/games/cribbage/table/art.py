"""Cribbage cards on the Cinch card art.

Cribbage cards are ``suit * 13 + rank`` with rank 0 = ace … 12 = king (engine/cards.py);
the card art (``themes`` pixmap cache, ``ui/card_item.py``) uses Cinch's ``suit * 13 +
rank`` with rank 0 = two … 12 = ace. Everything that draws or names a cribbage card goes
through :func:`art_face` (docs/cribbage-table.md, CRIB_CONTRACT.md).
"""

from __future__ import annotations

from ..engine.cards import face


def art_face(card: int) -> int:
    """The card art's number for cribbage ``card`` (same suit; the ace moves to the top)."""
    if not isinstance(card, int) or not 0 <= card < 52:
        raise ValueError(f"not a cribbage card: {card!r}")
    return face(card)


def card_words(card: int) -> str:
    """The card's name in the person's language ("Five of hearts")."""
    from ....i18n.cards import card_name
    return card_name(art_face(card))
