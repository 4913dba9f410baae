"""A game in progress as every shared room sees it (pure Python, no Qt): the state
protocol, the turn keeping most states share, the refusal of an illegal action, and the
person's seat.  Kept apart from the registry (base.py) so that the frame felt's protocol
(felt_frame.py), which the registry names, can speak of a state without importing it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Protocol, Self, runtime_checkable

# The person's seat at every table: seat 0, South (R1, C2); the others are computer players.
PERSON = 0


class IllegalAction(Exception):
    """An action the rules forbid.  ``rule`` is the rule-book id ("C104", "W34");
    the state that refused it is unchanged."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.message = message


@runtime_checkable
class GameState(Protocol):
    """A game in progress, driven by actions."""

    @property
    def current_seat(self) -> int | None:
        """The seat whose decision the game waits for; None when it is over."""

    def legal_actions(self) -> Sequence[Any]:
        """Every action the current seat may take (empty when the game is over)."""

    def apply(self, action: Any) -> None:
        """Take one action, or raise IllegalAction leaving the state as it was."""

    def observation(self, seat: int) -> Any:
        """What ``seat`` may know, and nothing more (hidden cards stay hidden)."""

    @property
    def is_over(self) -> bool:
        """True once the game has a result."""

    def result(self) -> Mapping[str, int] | None:
        """Game points per side name once over (winner positive, losers negative)."""

    def to_record(self) -> dict:
        """The game as a JSON-ready record in the game's own format."""

    def clone(self) -> Self:
        """An independent copy (for search and hints)."""


class TurnKeeping:
    """The turn part of ``GameState`` for a state that keeps the seat it waits for in
    ``current`` and its phase in ``phase``, which is ``over_phase`` once it has a result."""

    over_phase: ClassVar[str] = "over"
    current: int | None
    phase: str

    @property
    def current_seat(self) -> int | None:
        return self.current

    @property
    def is_over(self) -> bool:
        return self.phase == self.over_phase
