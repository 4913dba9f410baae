"""What the person chose at Cinch's table: opponents' levels, names, animation speed and
rule options."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

# The speeds are every game's (speed.py); kept importable here for Cinch's code.
from ....speed import SPEEDS, TIME_SCALE_ENV, time_scale  # noqa: F401
from ..ai.registry import LEVELS
from ..engine.rules import SEAT_CHARS, Rules

HUMAN_SEAT = 0  # R1: the person always sits South

SEAT_NAMES = {0: "South", 1: "West", 2: "North", 3: "East"}


def default_level() -> str:
    """Opponents default to "normal" when the AI offers it, else the only level there is."""
    return "normal" if "normal" in LEVELS else next(iter(LEVELS))


@dataclass(frozen=True)
class TableSettings:
    player_name: str = "You"
    levels: dict[int, str] = field(default_factory=dict)  # seat -> bot level (not South)
    speed: str = "normal"
    rules: Rules = field(default_factory=Rules)
    autoplay: bool = False
    hint_level: str | None = None  # the bot behind Hint and autoplay; None: the strongest

    def __post_init__(self) -> None:
        if self.speed not in SPEEDS:
            raise ValueError(f"speed must be one of {', '.join(SPEEDS)}, not {self.speed!r}")
        if self.hint_level is not None and self.hint_level not in LEVELS:
            raise ValueError(f"unknown hint level {self.hint_level!r}; choose one of "
                             f"{', '.join(LEVELS)}")
        for seat, level in self.levels.items():
            if level not in LEVELS:
                raise ValueError(f"unknown level {level!r} for seat {SEAT_CHARS[seat]}; "
                                 f"choose one of {', '.join(LEVELS)}")

    @property
    def speed_factor(self) -> float:
        return SPEEDS[self.speed] * time_scale()

    def level_of(self, seat: int) -> str:
        return self.levels.get(seat, default_level())

    def name_of(self, seat: int) -> str:
        if seat == HUMAN_SEAT:
            return self.player_name.strip() or "You"
        return SEAT_NAMES[seat]

    def display_name(self, seat: int) -> str:
        """The name shown at the table, in the player's language: the person's own name
        if they chose one, "You"/"Vous"/"U" otherwise; bots by their compass point."""
        from ....i18n import player_name, seat_name
        if seat == HUMAN_SEAT:
            own = self.player_name.strip()
            return own if own and own != "You" else player_name(seat)
        return seat_name(seat)

    def names(self) -> dict[int, str]:
        return {s: self.name_of(s) for s in self.rules.seats}

    def with_changes(self, **changes) -> TableSettings:
        return replace(self, **changes)
