"""Python's cycle collector runs on the main (GUI) thread only.

CPython collects reference cycles in whichever thread happens to allocate past the
threshold.  Our background threads (the bots' thread pool, the accuracy figures, the
hand review, the autosave writer, theme imports) allocate a great deal, so a collection
often starts on one of them; if the garbage it finds holds a Qt object (a closed dialog
caught in a cycle with a lambda, say), Qt deletes that object off the GUI thread, which
Qt does not allow and which ends in a segmentation fault: "QObject: shared QObject was
deleted directly", then SIGSEGV while the accuracy thread was collecting.

So automatic collection is switched off and the main thread collects instead, from a
timer, each generation when its count passes the threshold Python would have used: the
same collections, on the thread Qt wants them on, a little later.  The Python threads
keep running meanwhile; a collection holds the GIL as an automatic one would.
"""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer

# Garbage made by a busy bot thread waits a second at most (cycles are a small part of
# what it frees: the rest goes by reference counting, at once); a check with nothing
# due costs microseconds, and an idle program wakes for it once a second only.
INTERVAL_MS = 1000
FULL_EVERY_S = 10.0
_last_full = 0.0


def collect_due() -> int:
    """Collect the oldest generation whose count passed its threshold, with the younger
    ones, as the automatic collector does; returns the number of unreachable objects
    found."""
    global _last_full
    thresholds = gc.get_threshold()
    counts = gc.get_count()
    for generation in (2, 1, 0):
        if not thresholds[generation] or counts[generation] <= thresholds[generation]:
            continue
        if generation == 2:
            # CPython skips most full collections (it waits until the objects that
            # survived the younger ones reach a quarter of the old ones, which Python
            # cannot read); a full one walks the whole heap and would stall the table's
            # animation if made every time gen 2 is due, so at most one per FULL_EVERY_S.
            now = time.monotonic()
            if now - _last_full < FULL_EVERY_S:
                continue
            _last_full = now
        return gc.collect(generation)
    return 0


class MainThreadCollector(QObject):
    """While it lives and is started, automatic collection is off and its timer (on the
    thread it was made on, which must be the GUI thread) collects instead."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(collect_due)
        self._was_enabled = gc.isenabled()

    def start(self) -> None:
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer.start()

    def stop(self) -> None:
        """Back to automatic collection (what it was before ``start``), after collecting
        everything here, on this thread."""
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()


def collect_on_main_thread(app: QCoreApplication) -> MainThreadCollector:
    """Start collecting on ``app``'s thread for the rest of its life; returns the
    collector, whose ``stop`` undoes it."""
    collector = MainThreadCollector(app)
    collector.start()
    return collector
