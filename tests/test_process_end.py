"""tests/process_end.py: a test process names the work still running and waits for it
before it leaves."""

from __future__ import annotations

import threading

from PySide6.QtCore import QRunnable, QThreadPool

from tests.process_end import running, wait_for_workers


class _Held(QRunnable):
    """Works until released, so it is surely running when asked about."""

    def __init__(self) -> None:
        super().__init__()
        self.started, self.release, self.finished = (threading.Event() for _ in range(3))

    def run(self) -> None:
        self.started.set()
        self.release.wait(60)
        self.finished.set()


def test_a_running_pool_job_is_named_and_waited_for(qapp) -> None:
    pool = QThreadPool()
    job = _Held()
    pool.start(job)
    assert job.started.wait(30)
    assert "thread pool: 1 running" in running()
    threading.Timer(0.2, job.release.set).start()
    wait_for_workers(wait_ms=30_000)
    assert job.finished.is_set()
    assert pool.activeThreadCount() == 0


def test_a_worker_thread_is_named_and_joined(qapp) -> None:
    release = threading.Event()
    thread = threading.Thread(target=release.wait, args=(60,), name="cinch-qt-hand-review")
    thread.start()
    assert running().count("cinch-qt-hand-review") == 1
    threading.Timer(0.2, release.set).start()
    wait_for_workers(wait_ms=30_000)
    assert not thread.is_alive()
