"""Connecting the storage to a running game (no widgets here; see ui/storage for the
dialogs).

The controller contract, provided by cinch_qt/controller:
  - ``gameChanged`` signal, emitted after every applied action and on a new game;
  - ``record() -> dict``: ``state.to_record()`` plus ``"cinch_qt": {"levels": …,
    "names": …, "settings": …}``;
  - ``load_record(record: dict)``: resume that game.

Order at start-up matters: check the lock, then ``startup_check`` (and maybe resume),
then ``attach`` — attaching first would let the controller's first new-game signal
overwrite the save before the player was asked about it.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..i18n.placeholders import fill
from .autosave import FINISHED, LoadResult
from .dberror import GamesDBError
from .gamefile import GameFileError, read_game_file
from .store import Storage


class AutosaveSession(QObject):
    """Saves the controller's game after every change; files finished games."""

    saved = Signal()
    saveFailed = Signal(str)   # plain words for the status bar or a message box
    gameFiled = Signal(int)    # id in the games database of a game that just ended

    def __init__(self, controller: QObject, storage: Storage,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.storage = storage
        self._last: dict | None = None
        self._failing = False  # tell the player once per run of failures, not per move
        controller.gameChanged.connect(self.on_game_changed)

    def on_game_changed(self) -> None:
        self.save_record(self.controller.record())

    def save_record(self, record: dict) -> None:
        if record == self._last:
            return  # nothing new (a repeated signal): no need to touch the disk
        autosave = self.storage.autosave
        finished = record.get("final") is not None
        try:
            # The finished game is saved too, so that if filing it in the database
            # fails (or we are killed right now) the next start can still file it.
            if finished:
                autosave.save(record)
                error = None
            else:
                error = autosave.save_in_background(record)
        except Exception as exc:  # noqa: BLE001 - a failed save is told, never raised
            # OSError from the disk; UnicodeEncodeError, TypeError or ValueError from a
            # record that cannot be written as JSON.  Either way the player must hear
            # it (issue 13: 171 silent tracebacks and nothing saved).
            error = exc
        self._last = record
        if error is not None:
            if not self._failing:
                reason = getattr(error, "strerror", None) or error
                self.saveFailed.emit(
                    fill(self.tr("The game could not be saved to %1: %2. Play on; every move "
                                 "tries again."), autosave.path, reason))
            self._failing = True
        else:
            self._failing = False
            self.saved.emit()
        if finished:
            # Filed even when the save failed: the database may still take it.
            self._file(record)

    def _file(self, record: dict) -> None:
        game_id = file_finished(self.storage, record, self.saveFailed.emit)
        if game_id is not None:
            self.gameFiled.emit(game_id)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until the last save is on disk (call before quitting)."""
        return self.storage.autosave.flush(timeout)

    def detach(self) -> None:
        self.controller.gameChanged.disconnect(self.on_game_changed)
        self.flush()


def _filing_errors() -> tuple[type[BaseException], ...]:
    # sqlite3 is loaded with the database, never at start-up (issue 19).
    import sqlite3
    return (GameFileError, GamesDBError, sqlite3.Error, OSError, ValueError)


def file_finished(storage: Storage, record: dict, tell=None) -> int | None:
    """Put a finished game in the history, then drop the autosave.  When filing fails
    the save is kept as ``unfiled-<time>.json`` (never left where the next game's
    autosave would overwrite it) and ``startup_check`` files it at a later start."""
    try:
        game_id = storage.games.add_game(record)
    except _filing_errors() as exc:
        try:
            kept = storage.autosave.keep_unfiled(record)
        except OSError as keep_error:
            if tell is not None:
                tell(fill(QCoreApplication.translate(
                    "AutosaveSession", "The finished game could not be added to the "
                    "history (%1), and it could not be kept aside either (%2)."),
                    exc, keep_error.strerror or keep_error))
            return None
        if tell is not None:
            tell(fill(QCoreApplication.translate(
                "AutosaveSession", "The finished game could not be added to the "
                "history: %1. It is kept as “%2” in %3 and will be added when the "
                "history can be written again."), exc, kept.name, kept.parent))
        return None
    storage.autosave.clear()
    return game_id


def file_unfiled(storage: Storage, tell=None) -> int:
    """File the finished games earlier runs kept as ``unfiled-*.json``; each file is
    removed once its game is in the history.  Returns how many were filed."""
    waiting = storage.autosave.unfiled()
    filed = 0
    for path in waiting:
        try:
            game = read_game_file(path)
            storage.games.add_game(game.record)
        except GameFileError as exc:
            # Not a game we can file: renamed so it is not tried at every start, and
            # kept for the player to look at.
            try:
                os.replace(path, path.with_name(f"{path.name}.corrupt"))
            except OSError:
                pass
            if tell is not None:
                tell(QCoreApplication.translate(
                    "AutosaveSession", "A kept finished game cannot be read: %1")
                    .replace("%1", exc.what))
            continue
        except _filing_errors() as exc:
            if tell is not None:
                tell(fill(QCoreApplication.translate(
                    "AutosaveSession", "%1 finished games are still waiting to be added to "
                    "the history: %2"), len(waiting) - filed, exc))
            return filed
        try:
            os.unlink(path)
        except OSError:
            pass   # filed once only (game_key), so a left-over copy does no harm
        filed += 1
    return filed


def attach(controller: QObject, storage: Storage,
           parent: QObject | None = None) -> AutosaveSession:
    """Save the controller's game after every action from now on."""
    return AutosaveSession(controller, storage, parent or controller)


def startup_check(storage: Storage, tell=None) -> LoadResult:
    """Look at the last run's save.  A finished game found there is filed in the
    history at once (it ended just before the program stopped), and so are the
    finished games earlier runs could not file (``unfiled-*.json``).  ``.game`` of the
    result names the game a resumable save belongs to (registry name), so the caller
    can open that game's table before ``StorageUi.offer_resume``."""
    result = storage.autosave.load()
    if result.status == FINISHED:
        file_finished(storage, result.record, tell)
    file_unfiled(storage, tell)
    # Kept for StorageUi.offer_resume: the save may have been moved aside just now, and
    # a second check would find nothing to tell the player about.
    storage.startup_result = result
    return result
