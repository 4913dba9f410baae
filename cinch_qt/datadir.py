"""Where the program keeps the player's files: one data folder, ``cinch-qt``.

The folder is ``<GenericDataLocation>/cinch-qt`` — ``~/.local/share/cinch-qt`` on Linux
(``$XDG_DATA_HOME/cinch-qt`` when that is set), ``~/Library/Application Support/cinch-qt``
on macOS, ``%LOCALAPPDATA%/cinch-qt`` on Windows — unless ``--data-dir`` chose another
one; then everything the program writes goes there (saves, statistics, settings,
imported themes, the compiled translations of a source checkout).

Versions up to 0.1.0 asked Qt for its AppDataLocation with the organisation *and* the
application both named ``cinch-qt``, which doubled the name (``~/.local/share/cinch-qt/
cinch-qt``).  The first start of a newer version moves what is in that folder up into the
right one (``migrate_doubled_folder``); nothing is overwritten and nothing is deleted
that was not moved.
"""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QStandardPaths

log = logging.getLogger(__name__)

FOLDER_NAME = "cinch-qt"
# The instance lock's file name (storage/lock.py); a live one in the old folder means an
# older copy of the program is running, and its files must not move under it.
_LOCK_NAME = "cinch_qt.lock"


def chosen_data_dir() -> Path | None:
    """The folder given with ``--data-dir`` (app.py sets the application's ``dataDir``
    property), or None when the default is in use."""
    app = QCoreApplication.instance()
    chosen = app.property("dataDir") if app is not None else None
    return Path(chosen) if chosen else None


def default_data_dir(*, migrate: bool = True) -> Path:
    """``<GenericDataLocation>/cinch-qt``, after moving an older version's doubled folder
    into it (see the module text)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    folder = Path(base) / FOLDER_NAME if base else Path.home() / ".local" / "share" / FOLDER_NAME
    if migrate:
        migrate_doubled_folder(folder, doubled_folder())
    return folder


def data_dir() -> Path:
    """The folder in use: ``--data-dir`` if given, else the default."""
    return chosen_data_dir() or default_data_dir()


def doubled_folder() -> Path | None:
    """Where versions up to 0.1.0 kept their files: AppDataLocation with organisation and
    application both ``cinch-qt`` (computed without changing the running application's
    names)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    if not base:
        return None
    # On Linux and macOS AppDataLocation is GenericDataLocation/<organisation>/<name>.
    # Windows put it under the roaming AppData folder instead.
    roaming = os.environ.get("APPDATA") if os.name == "nt" else None
    return Path(roaming or base) / FOLDER_NAME / FOLDER_NAME


def migrate_doubled_folder(new: Path, old: Path | None) -> list[str]:
    """Move every entry of ``old`` into ``new`` when ``new`` has no entry of that name,
    then remove ``old`` if it is left empty.  Returns the names moved.  Never raises:
    a failure is logged and the rest stays where it was, to be tried at the next start."""
    if old is None or not old.is_dir() or old.resolve() == new.resolve():
        return []
    moved: list[str] = []
    lock = QLockFile(str(old / _LOCK_NAME))
    lock.setStaleLockTime(0)
    try:
        if not lock.tryLock(0):
            log.warning("an older copy of Cinch is using %s; its files stay there until it "
                        "is closed", old)
            return []
        new.mkdir(parents=True, exist_ok=True)
        for entry in sorted(old.iterdir()):
            if entry.name == _LOCK_NAME:
                continue
            target = new / entry.name
            if target.exists() or target.is_symlink():
                log.warning("not moving %s: %s already exists", entry, target)
                continue
            shutil.move(str(entry), str(target))
            moved.append(entry.name)
    except OSError as exc:
        log.warning("could not move the files of %s to %s: %s", old, new, exc)
    finally:
        lock.unlock()
    try:
        old.rmdir()  # only succeeds when everything was moved
        if old.parent != new and not any(old.parent.iterdir()):
            old.parent.rmdir()
    except OSError:
        pass
    if moved:
        log.info("moved %s from %s to %s", ", ".join(moved), old, new)
    return moved
