"""Room kept for the finished game: a file of ``SIZE`` bytes in the data folder,
really allocated (not sparse), given up when the disk is full and a finished game
needs writing.

A finished game that neither the history nor a file can take on a full disk waits in
memory; if the program is closed before room comes back, it is lost.  The reserve makes
that room beforehand: when writing the finished game fails for want of space, the
reserve is deleted and the write tried again, so the record reaches the disk at once and
the next start files it.  The reserve is made again at a start with room to spare
(``ensure``, from ``startup_check``); failing to make it costs nothing but the safety
net, so it never raises.
"""

from __future__ import annotations

import os
from pathlib import Path

NAME = "space-reserve.bin"
# A finished Crib Wars record of six players is some 100 KB; the history's database
# needs some pages more to file it.  Twice that and some is kept.
SIZE = 512 * 1024
_CHUNK = 64 * 1024


class Reserve:
    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / NAME

    def present(self) -> bool:
        try:
            return self.path.is_file() and self.path.stat().st_size >= SIZE
        except OSError:
            return False

    def ensure(self) -> bool:
        """Make the reserve when it is missing or short; True when it is there."""
        if self.present():
            return True
        partial = self.path.with_name(self.path.name + ".part")
        try:
            fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        except OSError:
            return False
        try:
            try:
                os.posix_fallocate(fd, 0, SIZE)     # blocks allocated, not a sparse file
            except (AttributeError, OSError):
                zeros = b"\0" * _CHUNK
                for _ in range(SIZE // _CHUNK):
                    os.write(fd, zeros)
            os.fsync(fd)
            os.close(fd)
            fd = -1
            os.replace(partial, self.path)
            return True
        except OSError:
            return False
        finally:
            if fd >= 0:
                os.close(fd)
            try:
                os.unlink(partial)
            except OSError:
                pass

    def release(self) -> bool:
        """Give the reserve's room back to the disk; True when there was one."""
        try:
            os.unlink(self.path)
            return True
        except OSError:
            return False
