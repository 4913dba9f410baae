"""Opening only regular files: a FIFO, a device or a folder named where a save, a
theme or a zip is expected must give a message, not a program blocked in open()
(bad input gets a message, never a hang).  No Qt here; storage and themes both use it."""

from __future__ import annotations

import errno
import os
import stat
import time
from pathlib import Path
from typing import BinaryIO


class NotRegularFile(OSError):
    """The path exists but is not a plain file (FIFO, socket, device, folder)."""


class FileTooLarge(OSError):
    """The file is larger than its reader's limit (nothing of ours is that large)."""


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def open_regular(path: Path) -> BinaryIO:
    """``open(path, "rb")``, refusing anything but a regular file without blocking.

    O_NONBLOCK makes opening a FIFO return at once (a plain open waits for a writer
    forever); fstat on the open descriptor then says what it is, with no race between
    a check and the open.  Raises FileNotFoundError, PermissionError … as open() does,
    and NotRegularFile, whose strerror says what the path is.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError:
        raise NotRegularFile(errno.EISDIR, "is a folder, not a file", str(path)) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(errno.EINVAL, f"is {_kind(mode)}, not a regular file",
                                 str(path))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``: the one way the program reads a file it
    did not just make (saves, kept games, imports, accuracy figures, caches, themes).
    Raises NotRegularFile (a FIFO, folder, device: never blocks), FileTooLarge (more
    than ``limit`` bytes: never read whole), or OSError as open() does."""
    with open_regular(path) as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise FileTooLarge(errno.EFBIG, f"is larger than {limit:,} bytes", str(path))
    return data


def is_regular_or_missing(path: Path) -> bool:
    """True when ``path`` does not exist or is a regular file (follows links)."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return True
    except OSError:
        return False


def set_aside_unusable(path: Path, limit: int | None = None) -> tuple[Path, str] | None:
    """For a file another library opens itself (QSettings, QLockFile, SQLite), the
    checks read_regular makes: when ``path`` is not a regular file (a folder too), or
    is larger than ``limit`` bytes, it is renamed out of the way.  Returns (the new
    name, "not-a-file" or "too-large"), or None when nothing was done."""
    path = Path(path)
    moved = set_aside_if_not_regular(path, folders=True)
    if moved is not None:
        return moved, "not-a-file"
    try:
        size = os.stat(path).st_size
    except OSError:
        return None
    if limit is not None and size > limit:
        moved = rename_aside(path, "too-large")
        if moved is not None:
            return moved, "too-large"
    return None


def set_aside_if_not_regular(path: Path, folders: bool = False) -> Path | None:
    """Rename ``path`` to ``<name>.not-a-file-<UTC time>`` when it exists but is not a
    regular file (a FIFO where Qt expects its settings or lock file blocks the program
    at every start).  A folder is renamed too when ``folders`` (a folder named as the
    lock would make every start say "already open").  Returns the new name, or None
    when nothing was done."""
    path = Path(path)
    if is_regular_or_missing(path) or (path.is_dir() and not folders):
        return None
    return rename_aside(path, "not-a-file")


def rename_aside(path: Path, why: str) -> Path | None:
    """``path`` renamed ``<name>.<why>-<UTC time>`` (``~2``, ``~3`` … when taken)."""
    target = path.with_name(f"{path.name}.{why}-"
                            f"{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())}")
    n = 1
    while target.exists() or target.is_symlink():
        n += 1
        target = target.with_name(f"{target.name.rsplit('~', 1)[0]}~{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
