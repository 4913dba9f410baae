"""How a test process ends: background work waited for, then out without finalization.

The tests leave windows, card caches and their thread pools alive; each test's objects
go when the process ends.  If Python finalizes while a worker is inside a Qt call with
the GIL let go (a card being drawn, a bot thinking), the worker is ended in the middle
of C++ and the process aborts ("terminate called without an active exception") after
every test has passed; one CI shard ended so.  The program never gets there: app.py
stops its workers before it returns.

So a process first waits for the thread pools and worker threads still running and
says on stderr what it had to wait for, then leaves with pytest's exit status through
``os._exit`` once the ``atexit`` handlers have run, skipping finalization.
"""

from __future__ import annotations

import atexit
import gc
import os
import sys
import threading

# Threads that work and end; the autosave writer and the accuracy queue wait on a lock
# between jobs (no Qt call), so finalization cannot catch them inside C++.
WORKER_THREADS = ("cinch-qt-hand-review", "cinch-qt-theme-import")
WAIT_MS = 60_000


def _pools() -> list:
    from PySide6.QtCore import QThreadPool

    return [o for o in gc.get_objects() if isinstance(o, QThreadPool)] + [
        QThreadPool.globalInstance()]


def _workers() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name in WORKER_THREADS and t.is_alive()]


def running() -> list[str]:
    """What is running now: "thread pool: N running" for each busy pool, and the names
    of the worker threads alive."""
    busy = []
    for pool in _pools():
        try:
            count = pool.activeThreadCount()
        except RuntimeError:        # its C++ side is gone with its owner: nothing runs
            continue
        if count:
            busy.append(f"thread pool: {count} running")
    return busy + [thread.name for thread in _workers()]


def wait_for_workers(wait_ms: int = WAIT_MS) -> None:
    """Cancel queued pool jobs, then wait for the running ones and the worker threads."""
    for pool in _pools():
        try:
            pool.clear()
            pool.waitForDone(wait_ms)
        except RuntimeError:
            continue
    for thread in _workers():
        thread.join(wait_ms / 1000)


def leave(status: int) -> None:
    """Wait for the workers, run the atexit handlers, and exit with ``status``."""
    busy = running()
    wait_for_workers()
    if busy:
        print(f"\ntests/process_end.py: waited at the end for {', '.join(busy)}",
              file=sys.stderr)
    atexit._run_exitfuncs()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)
