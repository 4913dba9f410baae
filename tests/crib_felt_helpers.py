"""The Cribbage felt on its own for the felt tests: made at a size, and waited on until
its animations are done."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEventLoop, QTimer

from cinch_qt.games.cribbage.table.felt import CribbageFelt
from cinch_qt.speed import SPEEDS, time_scale

TIMEOUT = 30_000


def make_felt(qtbot, cache, rules, size=(1280, 800)):
    felt = CribbageFelt(cache, rules, {s: n for s, n in enumerate(rules.seat_names)},
                        SPEEDS["normal"] * time_scale())
    qtbot.addWidget(felt)
    felt.resize(*size)
    felt.show()
    qtbot.waitExposed(felt)
    return felt


def wait_idle(qtbot, felt, timeout: int = TIMEOUT) -> None:
    """Until the felt is no longer busy.  Woken by its ``idle`` (the end of what was
    queued) rather than found by polling: a whole game waits here after every move, and
    polling every 10 ms lost about half a poll each time.  The poll stays as a fallback
    (a felt reset while waited on goes quiet without an ``idle``)."""
    clock = QElapsedTimer()
    clock.start()
    while felt.busy():
        left = timeout - clock.elapsed()
        if left <= 0:
            raise TimeoutError(f"the felt was still busy after {timeout} ms "
                               f"(waiting for {felt.steps.waiting!r})")
        loop = QEventLoop()
        poll = QTimer()
        poll.setInterval(10)
        poll.timeout.connect(lambda loop=loop: felt.busy() or loop.quit())
        limit = QTimer()
        limit.setSingleShot(True)
        limit.timeout.connect(loop.quit)
        felt.idle.connect(loop.quit)
        try:
            poll.start()
            limit.start(left)
            loop.exec()
        finally:
            felt.idle.disconnect(loop.quit)
            poll.stop()
            limit.stop()
