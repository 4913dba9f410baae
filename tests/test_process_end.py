"""tests/process_end.py: a test process waits for the work still running before it leaves."""

from __future__ import annotations

import threading

from PySide6.QtCore import QRunnable, QThreadPool

from tests.process_end import wait_for_workers


class _Slow(QRunnable):
    def __init__(self, started: threading.Event, finished: threading.Event) -> None:
        super().__init__()
        self.started, self.finished = started, finished

    def run(self) -> None:
        self.started.set()
        self.finished.wait(0.5)     # nobody sets it: half a second of work
        self.finished.set()


def test_a_running_pool_job_is_waited_for_and_named(qapp) -> None:
    pool = QThreadPool()
    started, finished = threading.Event(), threading.Event()
    pool.start(_Slow(started, finished))
    assert started.wait(10)
    busy = wait_for_workers(wait_ms=10_000)
    assert finished.is_set()
    assert "thread pool: 1 running" in busy


def test_a_worker_thread_is_joined(qapp) -> None:
    done = threading.Event()
    thread = threading.Thread(target=lambda: done.wait(0.5) or done.set(),
                              name="cinch-qt-hand-review")
    thread.start()
    assert wait_for_workers(wait_ms=10_000) == ["cinch-qt-hand-review"]
    assert done.is_set() and not thread.is_alive()
