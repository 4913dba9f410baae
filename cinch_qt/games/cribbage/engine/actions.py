"""Actions: small immutable values, each carrying the seat that takes it (C100).

Steps nobody chooses (the draw for deal, the deal, the starter, every "go", the
automatic counts of the show) happen inside the engine.  A ``Go`` exists only so that a
go said while a card fits can be refused (C104): the engine says go by itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import card_str


@dataclass(frozen=True, slots=True)
class Discard:
    """Cards laid away to the crib (C31–C33), or with six players the dealing side's
    card buried under the stock (C34)."""
    seat: int
    cards: tuple[int, ...]

    def __str__(self) -> str:
        return f"seat {self.seat} lays away {' '.join(card_str(c) for c in self.cards)}"


@dataclass(frozen=True, slots=True)
class Play:
    seat: int
    card: int

    def __str__(self) -> str:
        return f"seat {self.seat} plays {card_str(self.card)}"


@dataclass(frozen=True, slots=True)
class Go:
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} says go"


@dataclass(frozen=True, slots=True)
class Claim:
    """C91: the person's count of their own hand or crib (manual counting)."""
    seat: int
    points: int

    def __str__(self) -> str:
        return f"seat {self.seat} claims {self.points}"


@dataclass(frozen=True, slots=True)
class LeaveBox:
    """W34: with peg duty on, the person's side leaves the penalty box (``leave=True``)
    or lets its last hand out end without doing so (``leave=False``)."""
    seat: int
    leave: bool = True

    def __str__(self) -> str:
        return f"seat {self.seat} {'leaves' if self.leave else 'stays in'} the penalty box"


Action = Discard | Play | Go | Claim | LeaveBox
