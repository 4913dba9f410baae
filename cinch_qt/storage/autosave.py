"""The game in progress, saved after every action and offered back on start.

The save is the record of the game in progress, in that game's own format (any
registered game: ``gamefile.check_record`` asks the registry which game wrote it).  For
Cinch it is a RECORD v1 object (shared/RECORD.md) written by the engine, with an
unfinished last hand written as far as it has got and ``"final": null``; the engine's
reader replays such a partial hand, so a resumed game has the same cards, scores, turn
and options.  Our extras (levels, names, settings) live under the ``"cinch_qt"`` key,
which RECORD v1 readers ignore.

A save that cannot be used is never overwritten: it is renamed to
``<name>.corrupt-<timestamp>`` and the caller gets a plain-words message for the player.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ..games import DEFAULT_GAME, GameState
from ..games.frozen_value import FrozenValue
from ..i18n.placeholders import fill
from ..i18n.reasons import os_error_text
from .atomic import LatestWriter, atomic_write_json, json_bytes, remove_stale_temporaries
from .gamefile import GameFileError, read_game_file

SAVE_NAME = "current-game.json"
UNFILED_PREFIX = "unfiled-"


NONE, RESUMABLE, FINISHED, MOVED_ASIDE = "none", "resumable", "finished", "moved-aside"


class LoadResult(FrozenValue):
    """What was found on start.  ``status`` is one of NONE, RESUMABLE (record and state
    set), FINISHED (a game that ended before the program could file it in the history)
    or MOVED_ASIDE (``message`` says why, ``moved_to`` where the file went).  (A
    FrozenValue: a dataclass compiles its methods at import, on the start's path.)"""

    _fields = ("status", "record", "state", "message", "moved_to", "game")
    status: str
    record: dict | None
    state: GameState | None
    message: str
    moved_to: Path | None
    game: str    # which registered game wrote the save (its record's format)

    def __init__(self, status: str, record: dict | None = None,
                 state: GameState | None = None, message: str = "",
                 moved_to: Path | None = None, game: str = DEFAULT_GAME) -> None:
        self.__dict__.update(status=status, record=record, state=state, message=message,
                             moved_to=moved_to, game=game)


class AutosaveStore:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.path = self.folder / SAVE_NAME
        self._writer: LatestWriter | None = None

    def save(self, record: dict) -> None:
        """Write ``record`` atomically now (see atomic.py).  Raises OSError (disk full,
        folder removed); the previous save is then still intact."""
        self.flush()
        atomic_write_json(self.path, record)

    def save_in_background(self, record: dict) -> OSError | None:
        """Serialise ``record`` now and write it from a background thread (what the
        program does after every action).  Returns the error of an earlier background
        write that failed, if the last one did, so the caller can tell the player."""
        if self._writer is None or self._writer.path != self.path:
            self._writer = LatestWriter(self.path)
        self._writer.submit(json_bytes(record))
        return self._writer.error

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait for background writes to reach the disk; False if they did not in time."""
        return self._writer.flush(timeout) if self._writer is not None else True

    def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    def clear(self) -> None:
        """Forget the game in progress (it finished, or the player started afresh)."""
        self.flush()
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass

    def set_aside(self) -> Path | None:
        """Keep the current save as ``unfinished-<timestamp>.json`` (the player chose
        a new game instead); it stays importable.  Returns the new path."""
        if not self.path.exists():
            return None
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
        target = self._free_name(f"unfinished-{stamp}", ".json")
        os.replace(self.path, target)
        return target

    def keep_unfiled(self, record: dict, rename_save: bool = True,
                     clear_save: bool = True) -> Path:
        """Keep a finished game that could not be filed in the history as
        ``unfiled-<timestamp>.json``, out of reach of the next game's autosave;
        ``startup_check`` files it later.  The record is written there (or, when
        that fails and ``rename_save`` says the save holds this finished game, the
        save is renamed) and the save is dropped (unless ``clear_save`` is False: the
        save then belongs to a later game).  Raises OSError when neither works.
        Returns the new path."""
        self.flush()
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
        target = self._free_name(f"{UNFILED_PREFIX}{stamp}", ".json")
        try:
            atomic_write_json(target, record)
        except (OSError, ValueError):
            if not rename_save:
                # The save holds an earlier, unfinished moment of the game (the
                # finished save failed): renamed, it would pass for the finished game
                # and be refused at the next start.
                raise
            # A full disk: a rename needs no space, and the save holds the same game.
            os.replace(self.path, target)
            return target
        if clear_save:
            self.clear()
        return target

    def unfiled(self) -> list[Path]:
        """The finished games waiting to be filed, oldest first.  A folder or a named
        pipe of such a name is listed too: reading it fails, and it is moved aside and
        told like any file that cannot be read, not skipped at every start unseen."""
        try:
            return sorted(self.folder.glob(f"{UNFILED_PREFIX}*.json"))
        except OSError:
            return []

    def _free_name(self, stem: str, suffix: str) -> Path:
        target = self.folder / f"{stem}{suffix}"
        n = 1
        while target.exists():
            n += 1
            target = self.folder / f"{stem}-{n}{suffix}"
        return target

    def exists(self) -> bool:
        return self.path.exists()

    def load(self) -> LoadResult:
        """Look at the save left by the last run.  Never raises for a bad file: a file
        that cannot be used is moved aside and described in the result."""
        # Only the lock holder calls this, so any temporary file is a killed writer's.
        remove_stale_temporaries(self.folder, SAVE_NAME)
        if not self.path.exists():
            return LoadResult(NONE)
        try:
            game = read_game_file(self.path)
        except GameFileError as exc:
            return self._move_aside(exc.what)
        if game.state.is_over:
            return LoadResult(FINISHED, game.record, game.state, game=game.game)
        return LoadResult(RESUMABLE, game.record, game.state, game=game.game)

    def move_aside(self, why: str) -> LoadResult:
        """Rename the save to ``<name>.corrupt-<timestamp>`` and describe it (also used
        when the controller refuses a save the engine accepted)."""
        self.flush()
        return self._move_aside(why)

    def _move_aside(self, why: str) -> LoadResult:
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
        target = self._free_name(f"{self.path.name}.corrupt-{stamp}", "")
        try:
            os.replace(self.path, target)
        except OSError as exc:
            # Cannot rename (read-only folder?): leave the file where it is and say so;
            # a new game will fail to save there too, and the player is told that.
            text = QCoreApplication.translate(
                "Autosave", "The saved game could not be read (%1), and it could not be "
                "moved aside either (%2). A new game starts.")
            return LoadResult(MOVED_ASIDE, message=fill(text, why, os_error_text(exc)))
        text = QCoreApplication.translate(
            "Autosave", "The saved game could not be read: %1. It has been kept as “%2” "
            "in %3, and a new game starts.")
        return LoadResult(MOVED_ASIDE, moved_to=target,
                          message=fill(text, why, target.name, target.parent))
