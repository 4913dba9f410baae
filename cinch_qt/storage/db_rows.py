"""What the games database gives back: a history row, a group of games under the same
rules and opponents, and Cinch's summary of the statistics (gamesdb.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..games import DEFAULT_GAME


@dataclass(frozen=True)
class HistoryRow:
    id: int
    finished_at: str
    lineup: str
    result: str
    won: bool
    undos: int = 0  # decisions taken back (the history marks such games)
    error: str = ""      # why this row cannot be shown in full ("" when it can)
    game: str = DEFAULT_GAME  # the registry name of the game (cinch_qt/games/__init__.py)


@dataclass(frozen=True)
class GroupRow:
    opponents: str
    rules: str
    played: int
    won: int
    lost: int


@dataclass
class Summary:
    played: int = 0
    won: int = 0
    lost: int = 0
    hands: int = 0
    hands_bid: int = 0
    hands_made: int = 0
    hands_set: int = 0
    points: int = 0
    longest_streak: int = 0
    current_streak: int = 0
    with_undos: int = 0  # counted games in which the person used Undo
    groups: list[GroupRow] = field(default_factory=list)
    # What could not be read (a damaged file, a missing table, a bad row): the rest is
    # still counted and shown, and these are named under it.
    problems: list[str] = field(default_factory=list)

    @property
    def points_per_hand(self) -> float:
        return self.points / self.hands if self.hands else 0.0
