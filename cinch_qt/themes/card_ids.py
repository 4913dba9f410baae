"""Element ids of the two SVG layouts we read, indexed by engine card (suit*13 + rank).

KDE decks (and ours) name cards ``1_club`` … ``king_spade``; GNOME Aisleriot decks
put the suit first: ``club_1`` … ``spade_king``.  Both count the ace as 1, while the
engine's rank 12 is the ace, hence the small translation table.
"""

from __future__ import annotations

SUIT_WORDS = ("club", "diamond", "heart", "spade")
# Engine rank 0 is the two, rank 12 the ace.
RANK_WORDS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king", "1")

# The same index as short codes ("TH"), for plain faces drawn without a deck.
RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "CDHS"

BACK_ID = "back"


def kde_id(card: int) -> str:
    return f"{RANK_WORDS[card % 13]}_{SUIT_WORDS[card // 13]}"


def aisleriot_id(card: int) -> str:
    return f"{SUIT_WORDS[card // 13]}_{RANK_WORDS[card % 13]}"


KDE_IDS: tuple[str, ...] = tuple(kde_id(c) for c in range(52))
AISLERIOT_IDS: tuple[str, ...] = tuple(aisleriot_id(c) for c in range(52))
