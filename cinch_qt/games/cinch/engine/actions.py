"""Actions: small immutable values, each carrying the seat that takes it (R70)."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import SUIT_CHARS, card_str
from .rules import seat_char


@dataclass(frozen=True, slots=True)
class Pass:
    seat: int

    def __str__(self) -> str:
        return f"{seat_char(self.seat)} passes"


@dataclass(frozen=True, slots=True)
class Bid:
    seat: int
    amount: int

    def __str__(self) -> str:
        return f"{seat_char(self.seat)} bids {self.amount}"


@dataclass(frozen=True, slots=True)
class NameTrump:
    seat: int
    suit: int

    def __str__(self) -> str:
        return f"{seat_char(self.seat)} names {SUIT_CHARS[self.suit]}"


@dataclass(frozen=True, slots=True)
class KeepTrumps:
    """R32: a player holding seven or more trumps keeps six of them."""
    seat: int
    cards: frozenset[int]

    def __str__(self) -> str:
        return f"{seat_char(self.seat)} keeps {' '.join(card_str(c) for c in sorted(self.cards))}"


@dataclass(frozen=True, slots=True)
class DealerKeep:
    """R34/R35: the dealer keeps six cards."""
    seat: int
    cards: frozenset[int]

    def __str__(self) -> str:
        return f"{seat_char(self.seat)} keeps {' '.join(card_str(c) for c in sorted(self.cards))}"


@dataclass(frozen=True, slots=True)
class DealerGive:
    """R35: the dealer gives a short player cards from the dealer's discards."""
    seat: int
    to: int
    cards: frozenset[int]

    def __str__(self) -> str:
        return (f"{seat_char(self.seat)} gives {seat_char(self.to)} "
                f"{' '.join(card_str(c) for c in sorted(self.cards))}")


@dataclass(frozen=True, slots=True)
class Play:
    seat: int
    card: int

    def __str__(self) -> str:
        return f"{seat_char(self.seat)} plays {card_str(self.card)}"


Action = Pass | Bid | NameTrump | KeepTrumps | DealerKeep | DealerGive | Play
