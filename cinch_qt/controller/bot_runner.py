"""Runs a computer player's ``choose(observation)`` off the GUI thread.

Each request carries a token naming the state it answers (game id, action count).  The
answer comes back through a queued signal with that token, so the controller can drop an
answer that arrives after New Game or after the state moved on.
"""

from __future__ import annotations

import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Relay(QObject):
    # Lives on the GUI thread; emitting from the worker queues the call to the GUI thread.
    done = Signal(object, object, str)


class _Job(QRunnable):
    def __init__(self, relay: _Relay, token: object, player: object, observation: object):
        super().__init__()
        self.relay, self.token, self.player, self.observation = relay, token, player, observation
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            action = self.player.choose(self.observation)
        except Exception as exc:  # noqa: BLE001 - reported to the GUI thread, never lost
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            self.relay.done.emit(self.token, None, detail)
            return
        self.relay.done.emit(self.token, action, "")


class BotRunner(QObject):
    """Asks bots for actions on a private thread pool (one thread: one question at a time)."""

    answered = Signal(object, object)   # token, action
    failed = Signal(object, str)        # token, what went wrong

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)

    def ask(self, token: object, player: object, observation: object) -> None:
        self._pool.start(_Job(self._relay, token, player, observation))

    def busy(self) -> bool:
        return self._pool.activeThreadCount() > 0

    def wait_idle(self, msecs: int = 5000) -> bool:
        """Block until queued questions are answered (shutdown only)."""
        return self._pool.waitForDone(msecs)

    def _on_done(self, token: object, action: object, error: str) -> None:
        if error:
            self.failed.emit(token, error)
        else:
            self.answered.emit(token, action)
