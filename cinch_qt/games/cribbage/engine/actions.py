"""Actions: small immutable values, each carrying the seat that takes it (C100).

Steps nobody chooses (the draw for deal, the deal, the starter, every "go", the
automatic counts of the show) happen inside the engine.  A ``Go`` exists only so that a
go said while a card fits can be refused (C104): the engine says go by itself.
"""

from __future__ import annotations

from ...frozen_value import FrozenSlots
from .cards import card_str

# The fields are set as a frozen dataclass sets them (frozen_value.FrozenSlots).
_set = object.__setattr__


class Discard(FrozenSlots):
    """Cards laid away to the crib (C31–C33), or with six players the dealing side's
    card buried under the stock (C34)."""
    __slots__ = ("seat", "cards")
    seat: int
    cards: tuple[int, ...]

    def __init__(self, seat: int, cards: tuple[int, ...]) -> None:
        _set(self, "seat", seat)
        _set(self, "cards", cards)

    def __str__(self) -> str:
        return f"seat {self.seat} lays away {' '.join(card_str(c) for c in self.cards)}"


class Play(FrozenSlots):
    __slots__ = ("seat", "card")
    seat: int
    card: int

    def __init__(self, seat: int, card: int) -> None:
        _set(self, "seat", seat)
        _set(self, "card", card)

    def __str__(self) -> str:
        return f"seat {self.seat} plays {card_str(self.card)}"


class Go(FrozenSlots):
    __slots__ = ("seat",)
    seat: int

    def __init__(self, seat: int) -> None:
        _set(self, "seat", seat)

    def __str__(self) -> str:
        return f"seat {self.seat} says go"


class Claim(FrozenSlots):
    """C91: the person's count of their own hand or crib (manual counting)."""
    __slots__ = ("seat", "points")
    seat: int
    points: int

    def __init__(self, seat: int, points: int) -> None:
        _set(self, "seat", seat)
        _set(self, "points", points)

    def __str__(self) -> str:
        return f"seat {self.seat} claims {self.points}"


class LeaveBox(FrozenSlots):
    """W34: with peg duty on, the person's side leaves the penalty box (``leave=True``)
    or lets its last hand out end without doing so (``leave=False``)."""
    __slots__ = ("seat", "leave")
    seat: int
    leave: bool

    def __init__(self, seat: int, leave: bool = True) -> None:
        _set(self, "seat", seat)
        _set(self, "leave", leave)

    def __str__(self) -> str:
        return f"seat {self.seat} {'leaves' if self.leave else 'stays in'} the penalty box"


Action = Discard | Play | Go | Claim | LeaveBox
