"""The games database's file name and error, apart from the database code itself, so
the start-up path can name and catch them without importing sqlite3."""

from __future__ import annotations

DB_NAME = "games.sqlite3"


class GamesDBError(RuntimeError):
    """The database cannot be opened or written; the message is for the player."""
