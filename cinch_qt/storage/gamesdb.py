"""Finished games in SQLite: the history list, the records to replay, and the
statistics computed from them (sqlite3 from the standard library).

The ``games`` table holds what every game has; what is a game's own (Cinch's rules and
hands, Cribbage's figures) is one JSON document per game in ``game_figures``, made and
read by the game's filing (``GameInfo.filing``, ``games.filing_hooks.Filing``).  The rows it
gives are in db_rows.py, the filed columns in words in history_words.py, what our
record extension says in record_extension.py; their names are importable from here.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..games import DEFAULT_GAME, get_game
from ..i18n.placeholders import fill
from ..regular_files import is_regular_or_missing
from .db_rows import FiledRow, GroupRow, HistoryRow, Summary  # noqa: F401 - part of the API
from .dberror import DB_NAME, GamesDBError  # noqa: F401 - both are part of this module's API
from .gamefile import GameFile, GameFileError, check_record, content_key, game_key
from .history_words import (  # noqa: F401 - the words are part of this module's API
    _SEAT_WORDS,
    YOU,
    _filing,
    history_row,
    opponents_label,
    player_name,
    result_text,
    titled,
)
from .migrations import SchemaDamaged, SchemaTooNew, migrate
from .record_extension import _levels, _names, autoplayed, given_up, undos_of  # noqa: F401

# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate

class GamesDB:
    """One SQLite file.  Opening it migrates it to the latest schema."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        # Said once to the player by whoever opened the file (session, StorageUi).
        self.notice = ""
        try:
            self._refuse_what_is_no_file()
            self._open()
        except (SchemaDamaged, NotADatabase) as exc:
            # A version no program wrote: kept aside for the player, and a new history
            # starts, so every later game can be filed.
            self._close_quietly()
            try:
                kept = _set_aside(self.path)
                self._open()
            except (OSError, sqlite3.DatabaseError) as again:
                raise self._refusal(again) from None
            self.notice = fill(translate(
                "GamesDB", "The statistics file %1 was damaged (%2). It has been kept as "
                "“%3”, and a new history starts."), self.path, exc, kept.name)
        except (SchemaTooNew, sqlite3.DatabaseError) as exc:
            self._close_quietly()
            raise self._refusal(exc) from None

    def _refuse_what_is_no_file(self) -> None:
        """SQLite opens the file itself and would block for ever reading a named pipe:
        anything but a regular file in its place is treated as a damaged file.  (No
        size limit: SQLite reads the pages it needs, never the whole file.)"""
        if not is_regular_or_missing(self.path):
            raise NotADatabase(translate("GamesDB", "not a regular file: a folder, a named "
                                         "pipe or a device"))

    def _close_quietly(self) -> None:
        db = getattr(self, "db", None)
        if db is not None:
            db.close()

    def _open(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # Autocommit mode: transactions are explicit, one per filed game.
        self.db = sqlite3.connect(str(self.path), isolation_level=None)
        try:
            self.db.execute("PRAGMA foreign_keys = ON")
            self.db.execute("PRAGMA journal_mode = WAL")
        except sqlite3.DatabaseError as exc:
            # Bytes that are no SQLite database: the same failure at every start unless
            # the file goes (a read-only or locked one is another error, kept).
            if _damaged(exc):
                raise NotADatabase(str(exc)) from None
            raise
        try:
            migrate(self.db)
        except sqlite3.DatabaseError as exc:
            # An upgrade that finds damaged pages cannot finish (its transaction is rolled
            # back): the file is set aside like any damaged one, never half upgraded.
            if _damaged(exc):
                raise NotADatabase(str(exc)) from None
            raise

    def _refusal(self, exc: BaseException) -> GamesDBError:
        if isinstance(exc, SchemaTooNew):
            from ..i18n.program import program_title
            return GamesDBError(fill(translate(
                "GamesDB", "The statistics file %1 was written by a newer version of %2 "
                "(its format is version %3; this program knows up to version %4). It is "
                "left untouched."), self.path, program_title(), exc.found, exc.latest))
        # SQLite's own reason comes from Python in English; the sentence around it is
        # translated.
        return GamesDBError(fill(translate(
            "GamesDB", "The statistics file %1 cannot be used: %2."), self.path,
            (getattr(exc, "strerror", None) or str(exc)).rstrip(".")))

    def close(self) -> None:
        self.db.close()

    # ------------------------------------------------------------- writing
    def add_game(self, record: dict, finished_at: str | None = None) -> int | None:
        """File a finished game; returns its id, or None when it was filed already.
        Raises GameFileError when the record is not a finished, valid game.  The shared
        columns and the game's own figures come from its filing (``GameInfo.filing``);
        a game without one files the shared columns only."""
        game = check_record(record, "the finished game")
        if not game.state.is_over and not given_up(record):
            raise GameFileError(translate("GamesDB", "Only a finished game can be added to "
                                          "the history."), "final", "not finished")
        key = content_key(game)   # the same game in any form is filed once
        if self._filed_already(key, game.record):
            return None
        filing = _filing(game.game)
        if filing is not None:
            columns = dict(filing.columns(game.record, game.state))
            figures = filing.figures_of(game.record, game.state)
        else:
            columns, figures = self._shared_columns(game), None
        when = finished_at or time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        with self._transaction():
            cur = self.db.execute(
                "INSERT INTO games (game_key, finished_at, players, opponents, lineup, won, "
                "totals, record, in_stats, undos, game) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
                "?, ?)",
                (key, when, columns["players"], columns["opponents"], columns["lineup"],
                 int(bool(columns["won"])), json.dumps(columns["totals"]),
                 json.dumps(game.record, separators=(",", ":")),
                 int(not autoplayed(game.record)), undos_of(game.record), game.game))
            if figures is not None:
                self.db.execute("INSERT INTO game_figures VALUES (?, ?)",
                                (cur.lastrowid, json.dumps(figures, separators=(",", ":"))))
        return cur.lastrowid

    @staticmethod
    def _shared_columns(game: GameFile) -> dict[str, Any]:
        """The shared columns of a game without a filing: ``totals`` holds the game's
        ``result()`` with the person's side (seat 0's) first, the line-up its names."""
        result = dict(game.state.result() or {})
        ours = get_game(game.game).side_name(game.state, YOU)
        totals = {ours: result.get(ours, 0)} | result if ours in result else result
        names = game.record.get("names")
        names = names if isinstance(names, dict) else {}
        return {"players": len(names) or len(result), "opponents": "unknown",
                "lineup": " v ".join(str(v) for v in names.values()),
                "won": result.get(ours, 0) > 0, "totals": totals}

    def _filed_already(self, key: str, record: dict) -> bool:
        """The game is in the history: by its content, or (filed by an earlier version)
        by the fingerprint of its record's text."""
        return self.db.execute("SELECT 1 FROM games WHERE game_key IN (?, ?)",
                               (key, game_key(record))).fetchone() is not None

    def reset_statistics(self, game: str | None = None) -> None:
        """Statistics start again from zero, of every game or of ``game`` only; the
        games stay in the history."""
        with self._transaction():
            if game is None:
                self.db.execute("UPDATE games SET in_stats = 0")
            else:
                self.db.execute("UPDATE games SET in_stats = 0 WHERE game = ?", (game,))

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    # ------------------------------------------------------------- reading
    def count(self, game: str | None = None) -> int:
        """How many games the history holds, of every game or of ``game`` only."""
        if game is None:
            return self.db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        return self.db.execute("SELECT COUNT(*) FROM games WHERE game = ?",
                               (game,)).fetchone()[0]

    # The last column: a game's filed figures, from which its filing words the line-up
    # and result without reading the whole record.
    _HISTORY_COLUMNS = ("id, finished_at, lineup, won, totals, players, record, undos, game, "
                        "(SELECT figures FROM game_figures WHERE game_id = games.id)")

    def history(self, limit: int | None = None, offset: int = 0,
                game: str | None = None) -> list[HistoryRow]:
        """A page of the history, newest first, of every game or of ``game`` only.  A
        row that cannot be read comes back with ``error`` set; a damaged file or a
        missing table raises sqlite3.Error (then ``salvage_history`` reads what it
        can)."""
        where = "" if game is None else "WHERE game = ? "
        params = () if game is None else (game,)
        rows = self.db.execute(
            f"SELECT {self._HISTORY_COLUMNS} FROM games {where}"
            "ORDER BY finished_at DESC, id DESC LIMIT ? OFFSET ?",
            (*params, -1 if limit is None else limit, offset)).fetchall()
        return [history_row(row) for row in rows]

    def salvage_history(self) -> tuple[list[HistoryRow], list[str]]:
        """Every row that can still be read from a damaged file, newest first, and
        what went wrong.  The table is scanned by row id from both ends without the
        date index, so one damaged page costs only the rows stored on it."""
        found: dict[int, tuple] = {}
        problems: list[str] = []
        for order in ("ASC", "DESC"):
            try:
                cursor = self.db.execute(f"SELECT {self._HISTORY_COLUMNS} FROM games "
                                         f"NOT INDEXED ORDER BY rowid {order}")
                for row in cursor:
                    found.setdefault(row[0], row)
            except sqlite3.Error as exc:
                if str(exc) not in problems:
                    problems.append(str(exc))
        rows = [history_row(row) for row in found.values()]
        rows.sort(key=lambda r: (str(r.finished_at), r.id), reverse=True)
        return rows, problems

    def record(self, game_id: int) -> dict:
        """The stored record of a game; raises KeyError when there is none, and
        sqlite3.Error or ValueError when it cannot be read."""
        row = self.db.execute("SELECT record FROM games WHERE id = ?",
                              (game_id,)).fetchone()
        if row is None:
            raise KeyError(game_id)
        return json.loads(row[0])

    def summary(self, game: str = DEFAULT_GAME, chart_games: int = 50) -> Any:
        """The statistics of one game (each game keeps its own): its filing's
        ``summarise`` of the counted games, oldest first, or the shared ``Summary``
        for a game without a filing.  Never raises for a damaged file: what cannot be
        read is named in ``problems``."""
        filing = _filing(game)
        try:
            # The filed figures; a game without them (a damaged upgrade) is read from
            # its record.
            rows = [FiledRow(*row) for row in self._indexed_or_not(
                "SELECT g.id, g.finished_at, g.won, g.undos, g.players, g.opponents, "
                "COALESCE((SELECT figures FROM game_figures WHERE game_id = g.id), "
                "g.record) FROM games g {} WHERE g.in_stats AND g.game = ? "
                "ORDER BY g.finished_at, g.id", (game,))]
        except sqlite3.Error as exc:
            s = filing.summarise([], chart_games) if filing is not None else Summary()
            s.problems.append(str(exc))
            return s
        if filing is None:
            return self._shared_summary(rows, game)
        s = filing.summarise(rows, chart_games)
        if s.unreadable:
            s.problems.append(fill(translate(
                "GamesDB", "%1 games cannot be read and are left out"), s.unreadable))
        return s

    @staticmethod
    def _shared_summary(rows: list[FiledRow], game: str) -> Summary:
        """The statistics of a game without a filing: results, and the games by
        opponents and number of players under the game's title."""
        s = Summary()
        s.count_results(rows)
        groups: dict[tuple, list[bool]] = {}
        for row in rows:
            groups.setdefault((row.opponents, row.players), []).append(bool(row.won))
        bad = 0
        for (opponents, _players), wins in sorted(
                groups.items(), key=lambda kv: (-len(kv[1]), *(str(v) for v in kv[0]))):
            try:
                s.groups.append(GroupRow(opponents_label(opponents), get_game(game).title,
                                         len(wins), sum(wins), len(wins) - sum(wins)))
            except (TypeError, ValueError, AttributeError, KeyError):
                bad += len(wins)
        if bad:
            s.problems.append(fill(translate(
                "GamesDB", "%1 games have rules or opponents that cannot be read and "
                "are left out of the table by opponents and rules"), bad))
        return s

    def _indexed_or_not(self, query: str, params: tuple = ()) -> list[tuple]:
        """Run ``query`` ("{}" marks where ``NOT INDEXED`` may go) with the date index,
        and once more without it when that fails: a damaged index must not hide the
        games themselves."""
        try:
            return self.db.execute(query.format(""), params).fetchall()
        except sqlite3.DatabaseError:
            return self.db.execute(query.format("NOT INDEXED"), params).fetchall()


class NotADatabase(Exception):
    """The file in the database's place is no SQLite database (garbage, a folder)."""


def _damaged(exc: sqlite3.DatabaseError) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT)
    text = str(exc)
    return "not a database" in text or "malformed" in text


def _set_aside(path: Path) -> Path:
    """Rename a database (and its WAL files) to ``<name>.corrupt-<time>``."""
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            os.replace(side, target.with_name(target.name + suffix))
    os.replace(path, target)
    return target


