"""What the person chooses at every game's table, whatever the game (pure Python): the
computer players' level by seat, the speed, autoplay and the person's name.  A game's
settings subclass ``TableChoices`` with their rules and options and name their levels
(``LEVELS``, the bot levels a seat may be given)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Self

from ..speed import SPEEDS, time_scale


@dataclass(frozen=True)
class TableChoices:
    levels: dict[int, str] = field(default_factory=dict)  # seat -> bot level (not the person)
    speed: str = "normal"
    autoplay: bool = False
    player_name: str = "You"

    LEVELS: ClassVar[Collection[str]] = ("normal",)
    # The levels an error offers (the person's choices); LEVELS when empty.
    OFFERED: ClassVar[Collection[str]] = ()
    # How a seat is named in an error ("W"); its number when empty.
    SEAT_CHARS: ClassVar[str] = ""

    def __post_init__(self) -> None:
        if self.speed not in SPEEDS:
            raise ValueError(f"speed must be one of {', '.join(SPEEDS)}, not {self.speed!r}")
        for seat, level in self.levels.items():
            if level not in self.LEVELS:
                where = self.SEAT_CHARS[seat] if self.SEAT_CHARS else seat
                raise ValueError(f"unknown level {level!r} for seat {where}; choose one of "
                                 f"{', '.join(self.OFFERED or self.LEVELS)}")

    @property
    def speed_factor(self) -> float:
        return SPEEDS[self.speed] * time_scale()

    @classmethod
    def default_level(cls) -> str:
        """A seat's level when none was chosen: "normal" where the game offers it, else
        the first it has."""
        return "normal" if "normal" in cls.LEVELS else next(iter(cls.LEVELS))

    def level_of(self, seat: int) -> str:
        return self.levels.get(seat, self.default_level())

    def with_changes(self, **changes: Any) -> Self:
        return replace(self, **changes)
