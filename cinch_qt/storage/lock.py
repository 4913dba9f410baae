"""One program at a time per data folder.

QLockFile writes the holder's process id, host and name into the lock file and holds
it; a lock left by a process that no longer exists (killed, power cut) is recognised
as stale and taken over at once, so a crash never blocks the next start.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile

from ..i18n.placeholders import fill

LOCK_NAME = "cinch_qt.lock"


class InstanceLock:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / LOCK_NAME
        self._lock = QLockFile(str(self.path))
        # 0: never treat a lock as stale because of its age, only because its owner
        # has gone; a game left open for days must keep its lock.
        self._lock.setStaleLockTime(0)

    def acquire(self) -> bool:
        """Take the lock now or return False (another live process has it)."""
        if self._lock.isLocked():
            return True
        if self._lock.tryLock(0):
            return True
        # tryLock already removes stale locks; one more attempt covers the race of
        # another starter removing it between our checks.
        self._lock.removeStaleLockFile()
        return self._lock.tryLock(0)

    def holder(self) -> str:
        """Who holds the lock, in words ("process 1234 on host"), for the message."""
        # PySide6 returns (pid, host, app), or a false value when there is no info.
        info = self._lock.getLockInfo()
        if not (isinstance(info, tuple) and len(info) == 3 and info[0]):
            return QCoreApplication.translate("InstanceLock", "another copy of Cinch")
        pid, host = info[0], info[1]
        if not host:
            return QCoreApplication.translate(
                "InstanceLock", "another copy of Cinch (process %1 on this computer)"
            ).replace("%1", str(pid))
        return fill(QCoreApplication.translate(
            "InstanceLock", "another copy of Cinch (process %1 on %2)"
        ), pid, host)

    def message(self) -> str:
        return fill(QCoreApplication.translate(
            "InstanceLock", "The game is already open in %1. Only one copy can use the "
            "saved game and statistics in %2 at a time; switch to that window, or close "
            "it and start again."), self.holder(), self.folder)

    def release(self) -> None:
        if self._lock.isLocked():
            self._lock.unlock()
