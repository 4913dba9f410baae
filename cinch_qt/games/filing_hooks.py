"""What a game's ``filing`` module gives the games database (``GameInfo.filing``): the
hooks storage calls, written down once.  Kept out of games/base.py, which every start
imports: nothing checks a filing against this at run time.  See docs/storage.md,
"Games database"."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol


class Filing(Protocol):
    """The hooks of a game's ``filing`` module (``GameInfo.filing``).  The games
    database keeps, for every game, one row of what every game has (date, players,
    opponents' level, line-up, won, totals, the record, counted or not, undos) and one
    JSON document of the game's own figures, which only its filing reads and writes."""

    def columns(self, record: dict, state: Any) -> Mapping[str, Any]:
        """The shared columns of a finished game: ``players``, ``opponents``,
        ``lineup`` (English), ``won``, ``totals`` (the person's side first)."""

    def figures_of(self, record: dict, state: Any = None) -> Any:
        """The game's own figures of a finished game, JSON-ready."""

    def summarise(self, rows: Sequence[Any], chart_games: int) -> Any:
        """The statistics of the counted games ``rows`` (``storage.db_rows.FiledRow``,
        oldest first; ``figures`` may be the whole record when none were filed), with
        ``played``, ``unreadable`` and ``problems``."""

    def history_row(self, row: Any) -> Any:
        """A ``storage.db_rows.HistoryRow`` from a ``storage.db_rows.FiledHistory``."""

    def seat_words(self, seat: str) -> str:
        """A seat letter in words; ValueError for a seat the game has not."""
