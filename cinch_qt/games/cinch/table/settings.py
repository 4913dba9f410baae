"""What the person chose at Cinch's table: opponents' levels, names, animation speed and
rule options."""

from __future__ import annotations

from dataclasses import dataclass, field

# The speeds are every game's (speed.py); kept importable here for Cinch's code.
from ....speed import SPEEDS, TIME_SCALE_ENV, time_scale  # noqa: F401
from ...base import PERSON  # R1: the person always sits South
from ...table_settings import TableChoices
from ..ai.registry import LEVELS
from ..engine.rules import SEAT_CHARS, Rules

SEAT_NAMES = {0: "South", 1: "West", 2: "North", 3: "East"}


def default_level() -> str:
    """Opponents default to "normal" when the AI offers it, else the only level there is."""
    return TableSettings.default_level()


@dataclass(frozen=True)
class TableSettings(TableChoices):
    rules: Rules = field(default_factory=Rules)
    hint_level: str | None = None  # the bot behind Hint and autoplay; None: the strongest

    LEVELS = LEVELS
    SEAT_CHARS = SEAT_CHARS

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.hint_level is not None and self.hint_level not in LEVELS:
            raise ValueError(f"unknown hint level {self.hint_level!r}; choose one of "
                             f"{', '.join(LEVELS)}")

    def name_of(self, seat: int) -> str:
        if seat == PERSON:
            return self.player_name.strip() or "You"
        return SEAT_NAMES[seat]

    def display_name(self, seat: int) -> str:
        """The name shown at the table, in the player's language: the person's own name
        if they chose one, "You"/"Vous"/"U" otherwise; bots by their compass point."""
        from ....i18n import player_name, seat_name
        if seat == PERSON:
            own = self.player_name.strip()
            return own if own and own != "You" else player_name(seat)
        return seat_name(seat)

    def names(self) -> dict[int, str]:
        return {s: self.name_of(s) for s in self.rules.seats}
