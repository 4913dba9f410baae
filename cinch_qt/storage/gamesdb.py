"""Finished games in SQLite: the history list, the records to replay, and the
statistics computed from them (sqlite3 from the standard library).

The person is always South (R1), so "our side" is ``rules.side_of(S)``: NS with four
players, S alone with two or three.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..games import DEFAULT_GAME, GAMES, get_game
from ..i18n.placeholders import fill
from ..i18n.words import level_name
from .dberror import DB_NAME, GamesDBError  # noqa: F401 - both are part of this module's API
from .gamefile import EXTENSION, GameFile, GameFileError, check_record, content_key, game_key
from .migrations import SchemaDamaged, SchemaTooNew, migrate

# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate

YOU = 0  # South (R1)
_SEAT_WORDS = {"S": "South", "W": "West", "N": "North", "E": "East"}


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



def player_name(seat: str) -> str:
    """A Cinch seat's name in the language (Cinch's words load on first use)."""
    from ..i18n.seats import player_name as named
    return named(seat)

def rules_label(players: int, target: int, min_bid: int, all_pass: str) -> str:
    """The rules in words, made when shown (the database keeps only the numbers)."""
    if all_pass == "stuck_dealer":
        passing = translate("GamesDB", "stuck dealer")
    else:
        passing = translate("GamesDB", "throw-in")
    text = translate("GamesDB", "%1 players, to %2, bids from %3, %4")
    return fill(text, players, target, min_bid, passing)


def _levels(record: dict) -> dict[str, str]:
    ext = record.get(EXTENSION)
    levels = ext.get("levels") if isinstance(ext, dict) else None
    if isinstance(levels, str):
        return {s: levels for s in record.get("seats", []) if s != "S"}
    return dict(levels) if isinstance(levels, dict) else {}


def autoplayed(record: dict) -> bool:
    """The autoplay bot made some of South's moves (our extension says so)."""
    ext = record.get(EXTENSION)
    return isinstance(ext, dict) and ext.get("autoplay") is True


def undos_of(record: dict) -> int:
    """How many decisions the person took back in the game (controller/undo.py)."""
    ext = record.get(EXTENSION)
    value = ext.get("undos") if isinstance(ext, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def _names(record: dict) -> dict[str, str]:
    ext = record.get(EXTENSION)
    names = dict(record.get("names") or {})
    if isinstance(ext, dict) and isinstance(ext.get("names"), dict):
        names = {**ext["names"], **names}
    return names


def result_text(won: bool, totals: dict[str, int], ours: str) -> str:
    others = [(k, v) for k, v in totals.items() if k != ours]
    if len(others) == 1:
        if won:
            text = translate("GamesDB", "Won %1–%2")
        else:
            text = translate("GamesDB", "Lost %1–%2")
        return fill(text, totals.get(ours, 0), others[0][1])
    # Cut-throat (R61): scores may be negative, so name each rival instead of "a–b–c".
    if won:
        text = translate("GamesDB", "Won %1 (%2)")
    else:
        text = translate("GamesDB", "Lost %1 (%2)")
    rivals = [fill(translate("GamesDB", "%1 %2"), player_name(k), v) for k, v in others]
    return fill(text, totals.get(ours, 0), ", ".join(rivals))


def opponents_label(stored: str) -> str:
    """The opponents column as filed ("normal", "mixed (W easy, E expert)",
    "unknown") in the player's language: "normal", "mixed (West easy, East expert)"."""
    if stored.startswith("mixed (") and stored.endswith(")"):
        parts = []
        for item in stored[len("mixed ("):-1].split(", "):
            seat, _, word = item.partition(" ")
            name = player_name(seat) if seat in _SEAT_WORDS else _seat_words(seat)
            parts.append(fill(translate("GamesDB", "%1 %2"), name, level_name(word)))
        return fill(translate("GamesDB", "mixed (%1)"), ", ".join(parts))
    return level_name(stored)


def _seat_words(seat: str) -> str:
    """A seat letter no four-seat table has ("SW") in words, by the game that uses it
    (its ``table.filing`` companion), or the letters as filed."""
    for name in GAMES:
        words = getattr(_filing(name), "seat_words", None)
        if words is not None:
            try:
                return words(seat)
            except ValueError:
                continue
    return seat


def _filing(game: str):  # noqa: ANN202 - a game's module, or None
    """What a game files and shows beyond the shared columns (its ``table/filing.py``:
    Cinch's hands and history rows, Cribbage's line-up, figures and summary), or None
    when it has nothing.  Looked up once per game module (a history reads it per row)."""
    if game not in GAMES:
        return None
    module = GAMES[game].module
    if module not in _FILING:
        _FILING[module] = GAMES[game].companion("table.filing")
    return _FILING[module]


_FILING: dict[str, object] = {}


class GamesDB:
    """One SQLite file.  Opening it migrates it to the latest schema."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        # Said once to the player by whoever opened the file (session, StorageUi).
        self.notice = ""
        try:
            self._open()
        except SchemaDamaged as exc:
            # A version no program wrote: kept aside for the player, and a new history
            # starts, so every later game can be filed (issue 28 item 3).
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

    def _close_quietly(self) -> None:
        db = getattr(self, "db", None)
        if db is not None:
            db.close()

    def _open(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # Autocommit mode: transactions are explicit, one per filed game.
        self.db = sqlite3.connect(str(self.path), isolation_level=None)
        self.db.execute("PRAGMA foreign_keys = ON")
        self.db.execute("PRAGMA journal_mode = WAL")
        migrate(self.db)

    def _refusal(self, exc: BaseException) -> GamesDBError:
        if isinstance(exc, SchemaTooNew):
            return GamesDBError(fill(translate(
                "GamesDB", "The statistics file %1 was written by a newer version of Cinch "
                "and Cribbage (its format is version %2; this program knows up to version "
                "%3). It is left untouched."), self.path, exc.found, exc.latest))
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
        if not game.state.is_over:
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

    # The last column: a cribbage game's filed figures, whose "head" gives the line-up
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


def history_row(row: tuple) -> HistoryRow:
    """One history row from the database; a value that cannot be read (hand-edited or
    damaged file) gives a row that says so instead of failing the whole list."""
    gid, when, lineup, won, totals, players, record, undos, *rest = row
    game = rest[0] if rest and isinstance(rest[0], str) else DEFAULT_GAME
    when = when if isinstance(when, str) else ""
    own_row = getattr(_filing(game), "history_row", None)
    if own_row is not None:
        return own_row(gid, when, lineup, won, totals, players, record, undos)
    figures = rest[1] if len(rest) > 1 else None
    return _other_history_row(gid, when, lineup, won, totals, game, figures or record)


def _other_history_row(gid: int, when: str, lineup: object, won: object, totals: object,
                       game: str, record: object = None) -> HistoryRow:
    """A history row of another game than Cinch: its title before the line-up, the
    result from its game points (the person's side first, see ``_add_other_game``).  A
    cribbage game shows its final marks and skunks instead, and its line-up by sides
    in the current language."""
    title = get_game(game).title if game in GAMES else game
    try:
        rec = json.loads(record) if isinstance(record, str) else None
        if isinstance(rec, dict) and "head" in rec:
            rec = rec["head"]            # the filed figures of a cribbage game
        filing = _filing(game)
        if filing is not None and isinstance(rec, dict):
            result = filing.result_text(rec)
            lineup = filing.lineup(rec)
        else:
            points = json.loads(totals)
            result = result_text(bool(won), points, next(iter(points)))
    except Exception as exc:  # noqa: BLE001 - any bad value: this row only
        text = translate("GamesDB", "this game cannot be read (%1)").replace("%1", str(exc))
        return HistoryRow(gid, when, "", text, False, error=str(exc), game=game)
    title = translate("GameChooser", title)
    shown = fill(translate("GamesDB", "%1: %2"), title, lineup) \
        if isinstance(lineup, str) and lineup else title
    return HistoryRow(gid, when, shown, result, bool(won), 0, game=game)
