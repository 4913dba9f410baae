"""The person's accuracy game by game: for each finished game whose game has a
hand review, the mean expected points they gave away per hand by each of the review's
measures (games/review.py ``game_accuracy``), kept in ``accuracy.json`` beside the games
database and keyed by the database's ``game_key`` (the same game filed twice is one).

Working a game out reviews every hand (the Expert's search: a second or so a game), so
it is done on one background thread: when a game is filed (ui/storage/wiring.py) and,
for games filed before this existed, when the statistics window asks for them.  A file
that cannot be read is moved aside as ``accuracy.json.corrupt-<time>``, the person told
once (``notice``), and the figures are worked out again; nothing here raises into the
window.
"""

from __future__ import annotations

import json
import os
import queue
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..games.review import Accuracy, game_accuracy
from ..i18n.placeholders import fill
from ..i18n.reasons import os_error_text
from ..regular_files import FileTooLarge, NotRegularFile, read_regular
from .atomic import atomic_write_json, remove_stale_temporaries

FILE = "accuracy.json"
VERSION = 1
# About a hundred bytes a game: room for far more games than anyone plays.
MAX_BYTES = 32 * 1024 * 1024


@dataclass(frozen=True)
class Unreviewable:
    """A game whose review failed (a record the review cannot follow): not tried again."""
    why: str


def _entry(value: object) -> Accuracy | Unreviewable | None:
    """One stored game's figures, or None when the entry is not one we wrote."""
    if not isinstance(value, dict):
        return None
    if isinstance(value.get("error"), str):
        return Unreviewable(value["error"])
    hands, means = value.get("hands"), value.get("means")
    if not isinstance(hands, int) or isinstance(hands, bool) or hands < 0 \
            or not isinstance(means, dict):
        return None
    if not all(isinstance(k, str) and isinstance(v, (int, float)) and not isinstance(v, bool)
               for k, v in means.items()):
        return None
    return Accuracy(hands, {k: float(v) for k, v in means.items()})


def _as_json(value: Accuracy | Unreviewable) -> dict:
    if isinstance(value, Unreviewable):
        return {"error": value.why}
    return {"hands": value.hands, "means": value.means}


class AccuracyFigures(QObject):
    """The stored figures of one data folder and the thread that works out the missing
    ones.  ``changed`` is emitted (from that thread; Qt queues it to the window) when a
    game's figures are stored or the number waiting changes."""

    changed = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = Path(folder) / FILE
        # Said once to the person by whoever shows the figures (the statistics window).
        self.notice = ""
        # Why the last write failed ("" when it worked): the figures stay in memory.
        self.write_error = ""
        self._lock = threading.Lock()
        self._games: dict[str, Accuracy | Unreviewable] = {}
        self._queue: queue.Queue[tuple[str, object] | None] = queue.Queue()
        self._queued: set[str] = set()
        self._thread: threading.Thread | None = None
        self._closed = False
        self._load()

    # ------------------------------------------------------------- the file
    def _load(self) -> None:
        remove_stale_temporaries(self.path.parent, self.path.name)
        if not os.path.lexists(self.path):
            return
        try:
            # The one reader (regular_files.py): a named pipe never blocks the window,
            # a folder or a huge file is refused before anything is read.
            data = json.loads(read_regular(self.path, MAX_BYTES).decode("utf-8"))
            if not isinstance(data, dict) or data.get("version") != VERSION \
                    or not isinstance(data.get("games"), dict):
                raise ValueError(QCoreApplication.translate(
                    "Accuracy", "not a file of accuracy figures"))
        except FileNotFoundError:
            return
        except NotRegularFile:
            self._move_aside(QCoreApplication.translate(
                "Accuracy", "not a regular file: a folder, a named pipe or a device"))
            return
        except FileTooLarge:
            self._move_aside(QCoreApplication.translate(
                "Accuracy", "too large to be a file of accuracy figures"))
            return
        except RecursionError:
            self._move_aside(QCoreApplication.translate("Accuracy", "nested too deeply"))
            return
        except OSError as exc:
            self._move_aside(os_error_text(exc))
            return
        except ValueError as exc:   # JSON and Unicode errors are ValueErrors
            self._move_aside(str(exc))
            return
        for key, value in data["games"].items():
            entry = _entry(value)
            if entry is not None:       # an entry we cannot read is worked out again
                self._games[key] = entry

    def _move_aside(self, why: str) -> None:
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
        target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while os.path.lexists(target):
            n += 1
            target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
        try:
            os.replace(self.path, target)
        except OSError as exc:
            self.notice = fill(QCoreApplication.translate(
                "Accuracy", "The accuracy figures in %1 cannot be read (%2), nor moved "
                "aside (%3); they are worked out again."), self.path, why,
                os_error_text(exc))
            return
        self.notice = fill(QCoreApplication.translate(
            "Accuracy", "The accuracy figures in %1 could not be read (%2). The file has "
            "been kept as “%3”, and the figures are worked out again."),
            self.path, why, target.name)

    def _save(self) -> None:
        with self._lock:
            data = {"version": VERSION,
                    "games": {k: _as_json(v) for k, v in self._games.items()}}
        try:
            atomic_write_json(self.path, data)
            self.write_error = ""
        except OSError as exc:
            # Kept in memory for this run; the next game filed tries again.
            self.write_error = os_error_text(exc)

    # ------------------------------------------------------------- reading
    def get(self, key: str) -> Accuracy | Unreviewable | None:
        with self._lock:
            return self._games.get(key)

    def waiting(self) -> int:
        """How many games are queued or being worked out."""
        with self._lock:
            return len(self._queued)

    # ------------------------------------------------------------- working out
    def work_out(self, games: list[tuple[str, object]]) -> int:
        """Queue ``(game_key, record or its JSON text)`` for the games not stored yet
        nor already queued; returns how many were queued."""
        added = 0
        with self._lock:
            if self._closed:
                return 0
            for key, record in games:
                if key in self._games or key in self._queued:
                    continue
                self._queued.add(key)
                self._queue.put((key, record))
                added += 1
            if added and self._thread is None:
                self._thread = threading.Thread(target=self._run, name="cinch-qt-accuracy",
                                                daemon=True)
                self._thread.start()
        if added:
            self.changed.emit()
        return added

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            key, record = item
            try:
                if isinstance(record, (str, bytes)):
                    record = json.loads(record)
                found = game_accuracy(record)
                value: Accuracy | Unreviewable | None = found
            except Exception as exc:  # noqa: BLE001 - one bad game must not stop the rest
                value = Unreviewable(f"{type(exc).__name__}: {exc}")
            with self._lock:
                self._queued.discard(key)
                closed = self._closed
                if value is not None:
                    self._games[key] = value
            if closed:
                return      # the program is closing: nobody to tell, nothing to keep
            if value is not None:
                self._save()
            try:
                self.changed.emit()
            except RuntimeError:
                # Qt deleted this object (its window went) while the game was worked
                # out: nobody is left to tell, and the figure is saved.
                return

    def close(self) -> None:
        """Stop after the game being worked out; what was not reached is worked out
        at the next opening of the statistics."""
        with self._lock:
            self._closed = True
            self._queued.clear()
        while True:
            try:
                self._queue.get_nowait()
            except queue.Empty:
                break
        self._queue.put(None)


# ------------------------------------------------------------------ the games database
# Read-only queries of the games table (storage/gamesdb.py owns it): the key, the
# record and whether the game counts in the statistics.

def counted_games(db: sqlite3.Connection, game: str, last: int) -> list[tuple[str, str]]:
    """(game_key, record text) of the last ``last`` games of ``game`` counted in the
    statistics, newest first."""
    return db.execute(
        "SELECT game_key, record FROM games WHERE in_stats AND game = ? "
        "ORDER BY finished_at DESC, id DESC LIMIT ?", (game, last)).fetchall()


def counted_game(db: sqlite3.Connection, game_id: int) -> tuple[str, str] | None:
    """(game_key, record text) of a filed game when it counts in the statistics."""
    return db.execute("SELECT game_key, record FROM games WHERE id = ? AND in_stats",
                      (game_id,)).fetchone()
