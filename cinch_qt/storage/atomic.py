"""Writing a file so that a crash at any instant leaves either the old or the new
contents, never a mixture or an empty file.

The temporary file lives in the destination's folder because ``os.replace`` is only
atomic within one file system.  The file is fsynced before the rename so the rename can
never point at data still in the page cache, and the folder is fsynced after it so the
rename itself survives a power cut.
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
from pathlib import Path
from typing import Any


def atomic_write_bytes(path: Path, data: bytes, durable: bool = True) -> None:
    """Replace ``path`` with ``data`` atomically (see the module doc).  ``durable=False``
    skips the fsyncs: for caches, where a lost file only means making it again."""
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            if durable:
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        # A failed write must not leave temporary files piling up next to the save.
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise
    if durable:
        _fsync_dir(folder)


def json_bytes(obj: Any) -> bytes:
    # Compact separators: the save is written after every action, so size is speed.
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def atomic_write_json(path: Path, obj: Any) -> None:
    atomic_write_bytes(path, json_bytes(obj))


def _fsync_dir(folder: Path) -> None:
    # Windows cannot open a directory for fsync; there the rename is already durable
    # enough (NTFS journals metadata), so the step is skipped rather than failing.
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def remove_stale_temporaries(folder: Path, name: str) -> None:
    """Delete temporary files a killed writer left behind for ``name``."""
    for tmp in Path(folder).glob(f".{name}.*.tmp"):
        try:
            tmp.unlink()
        except OSError:
            pass


class LatestWriter:
    """Writes, in a background thread, the most recent bytes handed to it.

    fsync costs milliseconds (two of them per save: the file and the folder), too much
    to pay on the GUI thread after every card.  The caller serialises the record (cheap)
    and hands the bytes over; the thread writes them atomically.  When saves arrive
    faster than the disk takes them, the ones in between are skipped: the file always
    holds a complete save, at worst one action behind, never a mixture.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.error: OSError | None = None   # the last failed write, None after a success
        self._cond = threading.Condition()
        self._pending: bytes | None = None
        self._busy = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="cinch-qt-autosave",
                                        daemon=True)
        self._thread.start()

    def submit(self, data: bytes) -> None:
        with self._cond:
            if self._closed:
                raise RuntimeError("the autosave writer is closed")
            self._pending = data
            self._cond.notify_all()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until everything submitted is on disk (or failed); False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy,
                                       timeout)

    def close(self, timeout: float | None = 10.0) -> bool:
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        return done

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return
                data, self._pending, self._busy = self._pending, None, True
            try:
                atomic_write_bytes(self.path, data)
                error = None
            except OSError as exc:
                error = exc
            with self._cond:
                self.error = error
                self._busy = False
                self._cond.notify_all()
