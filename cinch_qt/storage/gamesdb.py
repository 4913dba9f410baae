"""Finished games in SQLite: the history list, the records to replay, and the
statistics computed from them (sqlite3 from the standard library).

The person is always South (R1), so "our side" is ``rules.side_of(S)``: NS with four
players, S alone with two or three.  The rows it gives are in db_rows.py, the filed
columns in words in history_words.py, what our record extension says in
record_extension.py; their names are importable from here as before.
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
from .db_rows import GroupRow, HistoryRow, Summary
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
    rules_label,
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
        migrate(self.db)

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
        Raises GameFileError when the record is not a finished, valid game."""
        game = check_record(record, "the finished game")
        if not game.state.is_over and not given_up(record):
            raise GameFileError(translate("GamesDB", "Only a finished game can be added to "
                                          "the history."), "final", "not finished")
        # A game that files more than the shared columns (Cinch: its hands, for bids
        # made and set) does it itself, in its table/filing.py.
        file_game = getattr(_filing(game.game), "file_game", None)
        if file_game is not None:
            return file_game(self, game, finished_at)
        return self._add_other_game(game, finished_at)

    def _add_other_game(self, game: GameFile, finished_at: str | None) -> int | None:
        """File a finished game of another game than Cinch: the shared columns only (no
        hand rows, which hold Cinch's contracts).  ``totals`` holds the game's
        ``result()`` with the person's side (seat 0's) first.  A record with sides
        (cribbage) also files its opponents' level and a line-up by sides."""
        key = content_key(game)
        if self._filed_already(key, game.record):
            return None
        state = game.state
        record = game.record
        module = get_game(game.game).load()
        result = dict(state.result() or {})
        ours = module.side_name(state, YOU) if hasattr(module, "side_name") else ""
        totals = {ours: result.get(ours, 0)} | result if ours in result else result
        names = record.get("names") if isinstance(record.get("names"), dict) else {}
        opponents = "unknown"
        filing = _filing(game.game)
        if filing is not None:
            lineup = filing.lineup(record, translated=False)
            opponents = filing.opponents(record)
            players = len(record.get("seats", [])) or len(names)
        else:
            lineup = " v ".join(str(v) for v in names.values())
            players = len(names) or len(result)
        when = finished_at or time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        with self._transaction():
            cur = self.db.execute(
                "INSERT INTO games (game_key, finished_at, players, target, min_bid, "
                "all_pass, opponents, lineup, won, totals, record, in_stats, undos, game) "
                "VALUES (?, ?, ?, 0, 0, '', ?, ?, ?, ?, ?, ?, ?, ?)",
                (key, when, players, opponents, lineup, int(result.get(ours, 0) > 0),
                 json.dumps(totals), json.dumps(record, separators=(",", ":")),
                 int(not autoplayed(record)), undos_of(record), game.game))
            if filing is not None:
                self.db.execute("INSERT INTO game_figures VALUES (?, ?)",
                                (cur.lastrowid, json.dumps(filing.figures_of(record),
                                                           separators=(",", ":"))))
        return cur.lastrowid

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

    def summary(self, game: str = DEFAULT_GAME) -> Summary:
        """The statistics of one game (each game keeps its own).  Never raises for a
        damaged file: each part (results, hands, groups) is read on its own, and what
        fails is named in ``problems``."""
        s = Summary()

        def results() -> None:
            wins = [bool(r[0]) for r in self._indexed_or_not(
                "SELECT won FROM games {} WHERE in_stats AND game = ? "
                "ORDER BY finished_at, id", (game,))]
            s.played = len(wins)
            s.won = sum(wins)
            s.lost = s.played - s.won
            run = 0
            for won in wins:
                run = run + 1 if won else 0
                s.longest_streak = max(s.longest_streak, run)
            s.current_streak = run
            s.with_undos = self.db.execute(
                "SELECT COUNT(*) FROM games WHERE in_stats AND undos > 0 AND game = ?",
                (game,)).fetchone()[0]

        def hands() -> None:
            row = self.db.execute(
                "SELECT COUNT(*), COALESCE(SUM(h.ours), 0), "
                "COALESCE(SUM(h.ours AND h.made = 1), 0), "
                "COALESCE(SUM(h.ours AND h.made = 0), 0), "
                "COALESCE(SUM(h.points), 0) FROM hands h JOIN games g ON g.id = h.game_id "
                "WHERE g.in_stats AND g.game = ?", (game,)).fetchone()
            s.hands, s.hands_bid, s.hands_made, s.hands_set, s.points = (
                int(v or 0) for v in row)

        def groups() -> None:
            bad = 0
            for opp, players, target, min_bid, all_pass, played, won in self.db.execute(
                    "SELECT opponents, players, target, min_bid, all_pass, COUNT(*), "
                    "SUM(won) FROM games WHERE in_stats AND game = ? GROUP BY opponents, "
                    "players, target, min_bid, all_pass ORDER BY COUNT(*) DESC, opponents",
                    (game,)):
                try:
                    # The rule columns are a game's own (Cinch's); another game is
                    # named by its title.
                    own_label = getattr(_filing(game), "group_label", None)
                    label = (own_label(players, target, min_bid, all_pass)
                             if own_label is not None else get_game(game).title)
                    s.groups.append(GroupRow(opponents_label(opp), label,
                                             played, int(won or 0), played - int(won or 0)))
                except (TypeError, ValueError, AttributeError):
                    bad += played
            if bad:
                s.problems.append(fill(translate(
                    "GamesDB", "%1 games have rules or opponents that cannot be read and "
                    "are left out of the table by opponents and rules"), bad))

        for part in (results, hands, groups):
            try:
                part()
            except sqlite3.Error as exc:
                if str(exc) not in s.problems:
                    s.problems.append(str(exc))
        return s

    def points_per_game(self, last: int = 50, game: str = DEFAULT_GAME
                        ) -> list[tuple[float, bool]]:
        """(points per hand, won) for the last ``last`` counted games, oldest first —
        what the statistics chart draws."""
        rows = self._indexed_or_not(
            "SELECT AVG(h.points), g.won FROM games g {} JOIN hands h ON h.game_id = g.id "
            "WHERE g.in_stats AND g.game = ? GROUP BY g.id "
            "ORDER BY g.finished_at DESC, g.id DESC LIMIT ?", (game, last))
        out = []
        for avg, won in reversed(rows):
            try:
                out.append((float(avg), bool(won)))
            except (TypeError, ValueError):
                continue   # a damaged row: the chart shows the others
        return out


    def crib_summary(self, game: str, chart_games: int = 50) -> Any:
        """The statistics of a game that files figures (``table/filing.py``: Cribbage
        and Crib Wars), computed from the counted games' figures by the game's
        ``summarise``.  Never raises for a damaged file: what cannot be read is named
        in ``problems``."""
        filing = _filing(game)
        if filing is None:
            raise ValueError(f"{game!r} files no figures")
        try:
            # The filed figures; a game without them (a damaged upgrade) is read from
            # its record.
            rows = self._indexed_or_not(
                "SELECT COALESCE((SELECT figures FROM game_figures WHERE game_id = g.id), "
                "g.record), g.finished_at FROM games g {} WHERE g.in_stats AND g.game = ? "
                "ORDER BY g.finished_at, g.id", (game,))
        except sqlite3.Error as exc:
            s = filing.Summary()
            s.problems.append(str(exc))
            return s
        s = filing.summarise(rows, chart_games)
        if s.unreadable:
            s.problems.append(fill(translate(
                "GamesDB", "%1 games cannot be read and are left out"), s.unreadable))
        try:
            s.with_undos = self.db.execute(
                "SELECT COUNT(*) FROM games WHERE in_stats AND undos > 0 AND game = ?",
                (game,)).fetchone()[0]
        except sqlite3.Error as exc:
            s.problems.append(str(exc))
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


