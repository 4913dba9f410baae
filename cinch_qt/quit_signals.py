"""Ctrl+C (SIGINT), SIGTERM and SIGHUP end the program as closing its window does: the
game in progress is saved, the data folder's lock released, and the exit code is
128 + the signal's number (130 for Ctrl+C).

Python's own Ctrl+C handling raises KeyboardInterrupt in whatever Python code runs
next: inside a Qt slot that is a traceback and a half-done step (a computer player's
move dropped, the game stalled for good), while the program runs on.  So the handlers
installed here only note the signal; Python's C-level handler also writes its number
to a socket (``signal.set_wakeup_fd``), which a QSocketNotifier watches, so the Qt event
loop wakes at once and closes the windows between two steps, never inside one.  A
signal that arrives before the event loop runs (during imports) is acted on as soon as
it starts.  Only ``install`` runs before Qt is imported; nothing else here is needed
before the first window.
"""

from __future__ import annotations

import signal
import socket
from typing import Any

QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP")
                     if hasattr(signal, name))

_received: list[int] = []
_sockets: tuple[socket.socket, socket.socket] | None = None
_notifier: Any = None


def _note(signum: int, _frame: object) -> None:
    # Runs between two Python bytecodes of the main thread: it must not raise.
    _received.append(signum)


def install() -> None:
    """Note the quit signals instead of acting on them at once (call from the main
    thread, as early as possible)."""
    global _sockets
    if _sockets is not None:
        return
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    try:
        signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    except ValueError:  # not the main thread: leave Python's handling as it is
        reader.close()
        writer.close()
        return
    _sockets = (reader, writer)
    for signum in QUIT_SIGNALS:
        # A signal the starter chose to ignore stays ignored (``nohup`` ignores SIGHUP,
        # a shell's background job SIGINT).
        if signal.getsignal(signum) != signal.SIG_IGN:
            signal.signal(signum, _note)


def received() -> int | None:
    """The first quit signal received, or None."""
    return _received[0] if _received else None


def exit_code(default: int) -> int:
    """128 + the signal's number after a quit signal (130 for Ctrl+C), else ``default``."""
    signum = received()
    return 128 + int(signum) if signum is not None else default


def quit_on_signal(app: Any) -> None:
    """Watch the wake-up socket from ``app``'s event loop: a quit signal closes every
    window (each saves what it holds) and quits every event loop, a dialog's too."""
    global _notifier
    if _sockets is None or _notifier is not None:
        return
    from PySide6.QtCore import QSocketNotifier, QTimer
    reader = _sockets[0]

    def woken() -> None:
        try:
            while reader.recv(64):
                pass
        except OSError:     # BlockingIOError: drained
            pass
        if received() is not None:
            close_everything(app)

    _notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)
    _notifier.activated.connect(woken)
    if received() is not None:      # arrived during start-up
        QTimer.singleShot(0, lambda: close_everything(app))


_closer: Any = None
# A dialog opened after the signal (the code after a closed question goes on) is
# closed too, as is an event loop started after it: tried again at this interval.
AGAIN_MS = 50


def close_everything(app: Any) -> None:
    """What closing the window does, for every window, then the event loops end; again
    every AGAIN_MS until the program is gone."""
    global _closer
    if _closer is None:
        from PySide6.QtCore import QTimer
        _closer = QTimer(app)
        _closer.setInterval(AGAIN_MS)
        _closer.timeout.connect(lambda: close_everything(app))
        _closer.start()
    app.closeAllWindows()
    app.quit()


def uninstall() -> None:
    """Python's own handling back (tests that run the program in-process)."""
    global _sockets, _notifier, _closer
    if _closer is not None:
        _closer.stop()
        _closer.deleteLater()
        _closer = None
    if _sockets is None:
        return
    for signum in QUIT_SIGNALS:
        if signal.getsignal(signum) is _note:
            signal.signal(signum, signal.default_int_handler if signum == signal.SIGINT
                          else signal.SIG_DFL)
    signal.set_wakeup_fd(-1)
    if _notifier is not None:
        _notifier.setEnabled(False)
        _notifier.deleteLater()
        _notifier = None
    for sock in _sockets:
        sock.close()
    _sockets = None
    _received.clear()
