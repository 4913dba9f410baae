"""What the games database gives back: a history row, a group of games under the same
rules and opponents, the rows a game's filing reads, and the statistics every game has
(gamesdb.py).  A game's filing (``GameInfo.filing``) adds its own to these."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

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


class FiledHistory(NamedTuple):
    """One game as the history reads it: the shared columns and the game's figures
    (None when it has none filed).  Values are as stored: a hand-edited file may hold
    anything."""
    id: int
    finished_at: object
    lineup: object
    won: object
    totals: object
    players: object
    record: object
    undos: object
    game: str
    figures: object


class FiledRow(NamedTuple):
    """One counted game as the statistics read it, oldest first: the shared columns,
    and the game's figures (its record's text when none were filed)."""
    id: int
    finished_at: object
    won: object
    undos: object
    players: object
    opponents: object
    figures: object


@dataclass
class Summary:
    """The statistics every game has, from the shared columns alone: what a game
    without a filing of its own shows, and the start of a filing's own summary."""
    played: int = 0
    won: int = 0
    lost: int = 0
    longest_streak: int = 0
    current_streak: int = 0
    with_undos: int = 0  # counted games in which the person used Undo
    groups: list[GroupRow] = field(default_factory=list)  # by opponents and rules
    # Points per hand (or the game's own measure) and won, oldest first, for the chart.
    chart: list[tuple[float, bool]] = field(default_factory=list)
    unreadable: int = 0  # games whose figures cannot be read (left out of the game's own)
    # What could not be read (a damaged file, a missing table, a bad row): the rest is
    # still counted and shown, and these are named under it.
    problems: list[str] = field(default_factory=list)

    def count_results(self, rows: list[FiledRow]) -> None:
        """Played, won, lost, the streaks and the games with an undo, from ``rows``."""
        run = 0
        for row in rows:
            won = bool(row.won)
            self.played += 1
            self.won += won
            run = run + 1 if won else 0
            self.longest_streak = max(self.longest_streak, run)
            if undid(row.undos):
                self.with_undos += 1
        self.current_streak = run
        self.lost = self.played - self.won


def undid(undos: object) -> bool:
    """The filed ``undos`` says the person took a decision back."""
    return isinstance(undos, int) and not isinstance(undos, bool) and undos > 0
