"""Schema of the games database, as a list of steps from an empty file upwards.

A new database runs every step from the start, so the migration path is the path
every install takes and is exercised by every test.  Never edit a released step: add
the next one.  ``schema_version`` holds one row, the number of steps applied.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable

# v1: finished games (the history) and one row per hand for the statistics.
_V1 = """
CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    game_key    TEXT NOT NULL UNIQUE,   -- gamefile.game_key: the same game is filed once
    finished_at TEXT NOT NULL,          -- ISO 8601, UTC
    players     INTEGER NOT NULL,
    target      INTEGER NOT NULL,
    min_bid     INTEGER NOT NULL,
    all_pass    TEXT NOT NULL,
    opponents   TEXT NOT NULL,          -- the opponents' level, "mixed …" or "unknown"
    lineup      TEXT NOT NULL,          -- for display
    won         INTEGER NOT NULL,       -- 1 when the person's side won
    totals      TEXT NOT NULL,          -- JSON {side: points}
    in_stats    INTEGER NOT NULL DEFAULT 1,  -- 0 after "reset statistics", history stays
    record      TEXT NOT NULL           -- the RECORD v1 JSON
);
CREATE TABLE hands (
    game_id     INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    hand_no     INTEGER NOT NULL,
    maker_side  TEXT,                   -- NULL for a thrown-in hand (R22)
    bid         INTEGER,
    ours        INTEGER NOT NULL,       -- 1 when the person's side made the contract bid
    made        INTEGER,                -- 1 made, 0 set, NULL thrown in
    PRIMARY KEY (game_id, hand_no)
);
"""


def _v1(db: sqlite3.Connection) -> None:
    # Statement by statement: executescript would commit the step's transaction early.
    for statement in _V1.split(";"):
        if statement.strip():
            db.execute(statement)


def _v2(db: sqlite3.Connection) -> None:
    """v2: points the person's side scored in each hand (for "points per hand"), filled
    in for games filed under v1 from their stored records, and an index for the history
    list, which is sorted by date."""
    db.execute("ALTER TABLE hands ADD COLUMN points INTEGER NOT NULL DEFAULT 0")
    rows = db.execute("SELECT id, players, record FROM games").fetchall()
    for game_id, players, record_json in rows:
        # v1 held only Cinch games: the person's side was North–South with four players
        # and South alone with two or three (R1, R2), as that schema's rows record.
        side = "NS" if players == 4 else "S"
        try:
            hands = json.loads(record_json)["hands"]
        except (ValueError, KeyError, TypeError):
            continue  # a damaged row keeps points 0 rather than blocking the upgrade
        for hand_no, hand in enumerate(hands):
            scored = hand.get("scored") if isinstance(hand, dict) else None
            if isinstance(scored, dict) and isinstance(scored.get(side), int):
                db.execute("UPDATE hands SET points = ? WHERE game_id = ? AND hand_no = ?",
                           (scored[side], game_id, hand_no))
    db.execute("CREATE INDEX games_by_date ON games(finished_at DESC, id DESC)")


def _v3(db: sqlite3.Connection) -> None:
    """v3: how many decisions the person took back (Undo) in each game, so the
    statistics can mark those games; filled in from the stored records."""
    db.execute("ALTER TABLE games ADD COLUMN undos INTEGER NOT NULL DEFAULT 0")
    for game_id, record_json in db.execute("SELECT id, record FROM games").fetchall():
        try:
            undos = json.loads(record_json)["cinch_qt"]["undos"]
        except (ValueError, KeyError, TypeError):
            continue  # no mark (or a damaged row): 0
        if isinstance(undos, int) and not isinstance(undos, bool) and undos > 0:
            db.execute("UPDATE games SET undos = ? WHERE id = ?", (undos, game_id))


def _v4(db: sqlite3.Connection) -> None:
    """v4: one games table for every game the table hosts (docs/games.md): a ``game``
    column naming the registry entry that wrote the record (every earlier row is a
    Cinch game), and an index for the per-game history and statistics.  The Cinch rule
    columns stay; other games fill ``players`` and leave the others at 0 / ""."""
    from ..games import ORIGINAL_GAME
    if not ORIGINAL_GAME.replace("-", "").isalnum():
        raise ValueError(f"ORIGINAL_GAME {ORIGINAL_GAME!r} is not a plain name")
    db.execute("ALTER TABLE games ADD COLUMN game TEXT NOT NULL "
               f"DEFAULT '{ORIGINAL_GAME}'")
    db.execute("CREATE INDEX games_by_game_date ON games(game, finished_at DESC, id DESC)")


def _v5(db: sqlite3.Connection) -> None:
    """v5: the figures of each finished cribbage game (Cribbage, Crib Wars) that the
    statistics and the history read (the ``figures_of`` of the game's ``filing.py``),
    filed beside the game so the statistics need not read every record; filled in from
    the stored records."""
    from ..games import ORIGINAL_GAME, game_of_record
    db.execute("CREATE TABLE game_figures (game_id INTEGER PRIMARY KEY "
               "REFERENCES games(id) ON DELETE CASCADE, figures TEXT NOT NULL)")
    # The first game files no figures, and its rows are most of an old history.
    for game_id, record_json in db.execute(
            "SELECT id, record FROM games WHERE game != ?", (ORIGINAL_GAME,)).fetchall():
        try:
            record = json.loads(record_json)
            info = game_of_record(record)
            filing = info.filing() if info is not None else None
            if filing is None:
                continue
            figures = json.dumps(filing.figures_of(record), separators=(",", ":"))
        except (ValueError, KeyError, TypeError, AttributeError, StopIteration):
            continue  # a damaged row: the statistics read its record, or name it
        db.execute("INSERT INTO game_figures VALUES (?, ?)", (game_id, figures))


# The shared table as v6 leaves it: what every game has.
_V6_GAMES = """
CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    game_key    TEXT NOT NULL UNIQUE,   -- gamefile.game_key: the same game is filed once
    finished_at TEXT NOT NULL,          -- ISO 8601, UTC
    players     INTEGER NOT NULL,
    opponents   TEXT NOT NULL,          -- the opponents' level, "mixed …" or "unknown"
    lineup      TEXT NOT NULL,          -- for display
    won         INTEGER NOT NULL,       -- 1 when the person's side won
    totals      TEXT NOT NULL,          -- JSON {side: points}, the person's side first
    in_stats    INTEGER NOT NULL DEFAULT 1,  -- 0 after "reset statistics", history stays
    record      TEXT NOT NULL,          -- the game's record (JSON)
    undos       INTEGER NOT NULL DEFAULT 0,
    game        TEXT NOT NULL           -- the registry name of the game
)"""
_V6_SHARED = ("id, game_key, finished_at, players, opponents, lineup, won, totals, "
              "in_stats, record, undos, game")


def _v6(db: sqlite3.Connection) -> None:
    """v6: the ``games`` table keeps only what every game has; what is a game's own is
    its figures in ``game_figures``, written and read by its filing
    (``GameInfo.filing``).  The first game's rule columns (target, min_bid, all_pass)
    and its rows in ``hands`` become its figures, value for value
    ``{"target", "min_bid", "all_pass", "hands": [[hand_no, maker_side, bid, ours, made,
    points], ...]}`` (the form its filing files since), for every row of that game
    without figures, whether or not its record can still be read.  Then ``hands`` goes
    and ``games`` is rebuilt without those columns (the row ids stay, so the figures
    still point at their games; foreign keys are off during a migration, see
    ``migrate``)."""
    from ..games import ORIGINAL_GAME
    hands: dict[int, list[list]] = {}
    for game_id, *hand in db.execute(
            "SELECT game_id, hand_no, maker_side, bid, ours, made, points FROM hands "
            "ORDER BY game_id, hand_no"):
        hands.setdefault(game_id, []).append([_plain(v) for v in hand])
    rows = db.execute(
        "SELECT id, target, min_bid, all_pass FROM games WHERE (game = ? OR id IN "
        "(SELECT game_id FROM hands)) AND id NOT IN (SELECT game_id FROM game_figures)",
        (ORIGINAL_GAME,)).fetchall()
    for game_id, target, min_bid, all_pass in rows:
        figures = {"target": _plain(target), "min_bid": _plain(min_bid),
                   "all_pass": _plain(all_pass), "hands": hands.get(game_id, [])}
        db.execute("INSERT INTO game_figures VALUES (?, ?)",
                   (game_id, json.dumps(figures, separators=(",", ":"))))
    db.execute("DROP TABLE hands")
    db.execute(_V6_GAMES.replace("CREATE TABLE games", "CREATE TABLE games_v6"))
    db.execute(f"INSERT INTO games_v6 ({_V6_SHARED}) SELECT {_V6_SHARED} FROM games")
    db.execute("DROP TABLE games")
    db.execute("ALTER TABLE games_v6 RENAME TO games")
    db.execute("CREATE INDEX games_by_date ON games(finished_at DESC, id DESC)")
    db.execute("CREATE INDEX games_by_game_date ON games(game, finished_at DESC, id DESC)")
    broken = db.execute("PRAGMA foreign_key_check").fetchall()
    if broken:
        raise sqlite3.IntegrityError(f"figures of games that are not filed: {broken[:3]}")


def _plain(value: object) -> object:
    """A stored value as JSON can hold it (bytes in a hand-edited file become text)."""
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return value


STEPS: list[Callable[[sqlite3.Connection], None]] = [_v1, _v2, _v3, _v4, _v5, _v6]
LATEST = len(STEPS)


class SchemaTooNew(RuntimeError):
    """The database was written by a newer program; we must not touch it."""

    def __init__(self, found: int, latest: int) -> None:
        super().__init__(f"the statistics database has schema version {found}, newer "
                         f"than this program's {latest}")
        self.found = found
        self.latest = latest


class SchemaDamaged(sqlite3.DatabaseError):
    """``schema_version`` holds something no program wrote (text, NULL, 2.5, two
    rows): which steps were applied cannot be known, so the file cannot be used."""

    def __init__(self, found: object) -> None:
        super().__init__(f"its schema_version holds {found!r}, not a version number")
        self.found = found


def current_version(db: sqlite3.Connection) -> int:
    has = db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND "
                     "name = 'schema_version'").fetchone()
    if not has:
        return 0
    rows = db.execute("SELECT version FROM schema_version LIMIT 2").fetchall()
    if not rows:
        return 0
    version = rows[0][0]
    if len(rows) > 1 or type(version) is not int or version < 0:
        raise SchemaDamaged(version if len(rows) == 1 else [r[0] for r in rows])
    return version


def migrate(db: sqlite3.Connection) -> int:
    """Bring ``db`` to LATEST, one transaction per step; returns the old version."""
    old = current_version(db)
    if old > LATEST:
        raise SchemaTooNew(old, LATEST)
    if old == 0:
        db.execute("BEGIN")
        db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        db.execute("DELETE FROM schema_version")
        db.execute("INSERT INTO schema_version VALUES (0)")
        db.execute("COMMIT")
    if old == LATEST:
        return old
    # A step may rebuild a table others refer to (v6): with foreign keys on, dropping
    # the old table would delete what refers to it.  They are off while steps run (the
    # setting cannot change inside a transaction) and a step checks them itself.
    enforced = db.execute("PRAGMA foreign_keys").fetchone()[0]
    db.execute("PRAGMA foreign_keys = OFF")
    try:
        for n in range(old, LATEST):
            # One transaction per step keeps "step applied" and "version bumped"
            # together (the connection is in autocommit mode, see gamesdb.py).
            db.execute("BEGIN")
            try:
                STEPS[n](db)
                db.execute("UPDATE schema_version SET version = ?", (n + 1,))
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
    finally:
        db.execute(f"PRAGMA foreign_keys = {'ON' if enforced else 'OFF'}")
    return old

