"""One program at a time per data folder.

QLockFile writes the holder's process id, host and name into the lock file and holds
it; a lock left by a process that no longer exists (killed, power cut) is recognised
as stale and taken over at once, so a crash never blocks the next start.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile

from ..i18n.placeholders import fill
from ..regular_files import set_aside_unusable

LOCK_NAME = "cinch_qt.lock"
# Qt writes three short lines (process id, program, host); QLockFile reads the file
# whole to judge whether its holder lives, so a far larger one is set aside first.
MAX_LOCK_BYTES = 64 * 1024


class InstanceLock:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / LOCK_NAME
        self._lock = QLockFile(str(self.path))
        # 0: never treat a lock as stale because of its age, only because its owner
        # has gone; a game left open for days must keep its lock.
        self._lock.setStaleLockTime(0)
        self.problem = ""   # why the folder cannot be written, after a failed acquire
        self.set_aside: Path | None = None   # a non-file found in the lock's place
        self.set_aside_why = ""     # "not-a-file" or "too-large"

    def acquire(self) -> bool:
        """Take the lock now or return False: another live process has it, or the
        folder cannot be written (``problem`` then says why)."""
        self.problem = ""
        if self._lock.isLocked():
            return True
        # QLockFile would wait for ever on a FIFO put in its place, and fail on a folder
        # as if another copy held it; no live copy can hold such a "lock", so it is
        # renamed out of the way.
        moved = set_aside_unusable(self.path, MAX_LOCK_BYTES)
        if moved is not None:
            self.set_aside, self.set_aside_why = moved
        if self._lock.tryLock(0):
            return True
        # tryLock already removes stale locks; one more attempt covers the race of
        # another starter removing it between our checks.
        self._lock.removeStaleLockFile()
        if self._lock.tryLock(0):
            return True
        if self._lock.error() != QLockFile.LockError.LockFailedError:
            # Not another copy: the folder is read-only, full, or not ours.  Qt does
            # not say which; the system does, for a file we make.
            self.problem = _write_problem(self.folder) or QCoreApplication.translate(
                "InstanceLock", "the lock file cannot be written")
        return False

    def holder(self) -> str:
        """Who holds the lock, in words ("process 1234 on host"), for the message."""
        from ..i18n.program import program_title
        # PySide6 returns (pid, host, app), or a false value when there is no info.
        info = self._lock.getLockInfo()
        if not (isinstance(info, tuple) and len(info) == 3 and info[0]):
            return fill(QCoreApplication.translate("InstanceLock", "another copy of %1"),
                        program_title())
        pid, host = info[0], info[1]
        if not host:
            return fill(QCoreApplication.translate(
                "InstanceLock", "another copy of %1 (process %2 on this computer)"),
                program_title(), pid)
        return fill(QCoreApplication.translate(
            "InstanceLock", "another copy of %1 (process %2 on %3)"),
            program_title(), pid, host)

    def message(self) -> str:
        if self.problem:
            from ..i18n.program import program_title
            return fill(QCoreApplication.translate(
                "InstanceLock", "%1 cannot write to its data folder %2: %3. "
                "Saved games, settings and statistics live there; make the folder writable "
                "(or free some space) and start again, or choose another folder with "
                "--data-dir."),
                program_title(), self.folder, self.problem)
        return fill(QCoreApplication.translate(
            "InstanceLock", "The game is already open in %1. Only one copy can use the "
            "saved game and statistics in %2 at a time; switch to that window, or close "
            "it and start again."), self.holder(), self.folder)

    def release(self) -> None:
        if self._lock.isLocked():
            self._lock.unlock()


def _write_problem(folder: Path) -> str:
    """The system's reason a file cannot be created in ``folder`` ("" when it can)."""
    try:
        fd, name = tempfile.mkstemp(prefix=".write-test-", dir=folder)
    except OSError as exc:
        return exc.strerror or str(exc)
    try:
        os.write(fd, b"x")
    except OSError as exc:
        return exc.strerror or str(exc)
    finally:
        os.close(fd)
        os.unlink(name)
    return ""
