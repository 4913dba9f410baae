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

import logging
import os

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..i18n.placeholders import fill
from ..i18n.reasons import os_error_text
from .autosave import FINISHED, NONE, RESUMABLE, LoadResult
from .gamefile import GameFileError, read_game_file
from .record_extension import given_up
from .store import Storage

log = logging.getLogger(__name__)


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
        # A finished game that could not be written anywhere waits in memory; every
        # later save tries again to keep it as a file (it must not be lost).
        keep_unwritten(self.storage, self.saveFailed.emit)
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
            # it, not find later that nothing was saved.
            error = exc
        self._last = record
        if error is not None:
            if not self._failing:
                # The system's reason by its common case; the raw text to the log.
                log.warning("autosave failed: %s", error)
                reason = os_error_text(error) if isinstance(error, OSError) else error
                self.saveFailed.emit(
                    fill(self.tr("The game could not be saved to %1: %2. Play on; every move "
                                 "tries again."), autosave.path, reason))
            self._failing = True
        else:
            self._failing = False
            self.saved.emit()
        if finished:
            # Filed even when the save failed: the database may still take it.  Only a
            # save that worked holds the finished game.
            self._file(record, saved=error is None)

    def _file(self, record: dict, saved: bool = True) -> None:
        game_id = file_finished(self.storage, record, self.saveFailed.emit, saved=saved)
        if game_id is not None:
            self.gameFiled.emit(game_id)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until the last save is on disk (call before quitting)."""
        return self.storage.autosave.flush(timeout)

    def detach(self) -> None:
        self.controller.gameChanged.disconnect(self.on_game_changed)
        self.flush()


def _reason(exc: BaseException) -> str:
    """An error in the player's words: ours carry them, the system's have strerror."""
    if isinstance(exc, GameFileError):
        return exc.what
    if isinstance(exc, OSError) and exc.strerror:
        log.warning("%s", exc)          # the raw text; the person reads its common case
        return os_error_text(exc)
    text = str(exc).rstrip(".")
    return text or type(exc).__name__


def _tell_db_notice(storage: Storage, tell) -> None:
    """Say once that a damaged games database was moved aside (gamesdb.GamesDB)."""
    games = storage.games
    notice, games.notice = games.notice, ""
    if notice and tell is not None:
        tell(notice)


def file_finished(storage: Storage, record: dict, tell=None, saved: bool = True) -> int | None:
    """Put a finished game in the history, then drop the autosave.  When filing fails
    the finished record is kept as ``unfiled-<time>.json`` (never left where the next
    game's autosave would overwrite it) and ``startup_check`` files it at a later
    start; when even that file cannot be written it is kept in memory and written as
    soon as it can be (``keep_unwritten``).  ``saved``: the save holds this record
    (then renaming the save keeps it when nothing can be written)."""
    try:
        _tell_db_notice(storage, tell)
        game_id = storage.games.add_game(record)
    except Exception as exc:  # noqa: BLE001 - whatever stops the filing, the game is kept
        reason = _reason(exc)
        try:
            kept = _keep_unfiled(storage, record, saved)
        except (OSError, ValueError) as keep_error:
            storage.unwritten.append(record)
            if tell is not None:
                tell(fill(QCoreApplication.translate(
                    "AutosaveSession", "The finished game could not be added to the "
                    "history (%1), and it could not be written to %2 either (%3). It is "
                    "kept in memory and written there as soon as there is room; if the "
                    "program is closed first, it is lost."),
                    reason, storage.autosave.folder,
                    os_error_text(keep_error) if isinstance(keep_error, OSError)
                    else keep_error))
            return None
        if tell is not None:
            tell(fill(QCoreApplication.translate(
                "AutosaveSession", "The finished game could not be added to the "
                "history: %1. It is kept as “%2” in %3 and will be added when the "
                "history can be written again."), reason, kept.name, kept.parent))
        return None
    # A game given up ends its series (a match) with it.
    follow = None if given_up(record) else next_of_series(record)
    if follow is None:
        storage.autosave.clear()
    else:
        # The game was one of a series (a match of several games) that goes on: the save
        # becomes the series' next game, not begun, so that a player who closes the
        # program between two games is offered the match again at the next start.
        try:
            storage.autosave.save(follow)
        except Exception:  # noqa: BLE001 - without it the match starts afresh, as before
            storage.autosave.clear()
    return game_id


def _keep_unfiled(storage: Storage, record: dict, saved: bool):
    """``autosave.keep_unfiled``; on a full disk the reserve's room is given back and it
    is tried once more, so the finished game is on disk before the program can close."""
    try:
        return storage.autosave.keep_unfiled(record, rename_save=saved)
    except OSError:
        if not storage.reserve.release():
            raise
        return storage.autosave.keep_unfiled(record, rename_save=saved)


def next_of_series(record: dict) -> dict | None:
    """The record of the game that follows the finished ``record`` in its series
    (``GameInfo.follow_on``); None when the game has none, the series is over, or
    anything about it fails (filing must not)."""
    from ..games import game_of_record

    try:
        info = game_of_record(record)
        follow = info.follow_on(record) if info is not None else None
    except Exception:  # noqa: BLE001 - a faulty series never stops the filing
        return None
    return follow if isinstance(follow, dict) else None


def keep_unwritten(storage: Storage, tell=None) -> None:
    """Write the finished games kept in memory (``file_finished``) as
    ``unfiled-*.json``, once the disk takes them; the player is told where."""
    while storage.unwritten:
        try:
            kept = storage.autosave.keep_unfiled(storage.unwritten[0], rename_save=False,
                                                 clear_save=False)
        except (OSError, ValueError):
            return
        storage.unwritten.pop(0)
        if tell is not None:
            tell(fill(QCoreApplication.translate(
                "AutosaveSession", "The finished game that could not be written earlier is "
                "now kept as “%1” in %2 and will be added to the history at a later "
                "start."), kept.name, kept.parent))


def file_unfiled(storage: Storage, tell=None) -> int:
    """File the finished games earlier runs kept as ``unfiled-*.json``; each file is
    removed once its game is in the history.  Returns how many were filed."""
    waiting = storage.autosave.unfiled()
    filed = 0
    for path in waiting:
        try:
            game = read_game_file(path)
            _tell_db_notice(storage, tell)
            storage.games.add_game(game.record)
        except GameFileError as exc:
            # Not a game we can file: renamed so it is not tried at every start, and
            # kept for the player to look at.
            aside = path.with_name(f"{path.name}.corrupt")
            try:
                os.replace(path, aside)
            except OSError:
                aside = None
            if tell is not None and aside is not None:
                tell(fill(QCoreApplication.translate(
                    "AutosaveSession", "A kept finished game cannot be read: %1. It has been "
                    "renamed “%2” in %3 and is not tried again."),
                    exc.what, aside.name, aside.parent))
            elif tell is not None:
                tell(QCoreApplication.translate(
                    "AutosaveSession", "A kept finished game cannot be read: %1")
                    .replace("%1", exc.what))
            continue
        except Exception as exc:  # noqa: BLE001 - nothing a kept file holds stops the start
            if tell is not None:
                tell(fill(QCoreApplication.translate(
                    "AutosaveSession", "%1 finished games are still waiting to be added to "
                    "the history: %2"), len(waiting) - filed, _reason(exc)))
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
    # Without ``tell`` the messages wait for StorageUi.offer_resume, which shows them
    # in a box over the table (app.py checks before any window exists).
    told: list[str] = []
    say = tell or told.append
    try:
        result = storage.autosave.load()
        if result.status == FINISHED:
            file_finished(storage, result.record, say)
            # Filed; the save is gone, or is now the next game of its series, which is
            # offered like any game left unfinished.
            following = storage.autosave.load()
            if following.status == RESUMABLE:
                result = following
        file_unfiled(storage, say)
        # Room for the next finished game, made while there is room (reserve.py).
        storage.reserve.ensure()
    except Exception as exc:  # noqa: BLE001 - last resort: the table must still open
        say(fill(QCoreApplication.translate(
            "AutosaveSession", "The saved games could not all be checked (%1); a new game "
            "starts, and every file is left where it is."), _reason(exc)))
        result = LoadResult(NONE)
    storage.startup_messages = told
    # Kept for StorageUi.offer_resume: the save may have been moved aside just now, and
    # a second check would find nothing to tell the player about.
    storage.startup_result = result
    return result
