"""Ctrl+C (SIGINT), SIGTERM and SIGHUP end the program as closing its window does: the
game in progress is saved, the data folder's lock released, and the exit code is
128 + the signal's number (130 for Ctrl+C).

Python's own Ctrl+C handling raises KeyboardInterrupt in whatever Python code runs
next: inside a Qt slot that is a traceback and a half-done step (a computer player's
move dropped, the game stalled for good), while the program runs on.  So the handlers
installed here only note the signal; Python's C-level handler also writes its number
to a pipe (``signal.set_wakeup_fd``), which a QSocketNotifier watches, so the Qt event
loop wakes at once and closes the windows between two steps, never inside one.  A
signal that arrives before the event loop runs (during imports) is acted on as soon as
it starts.  Only ``install`` runs before Qt is imported; nothing else here is needed
before the first window.

This runs at every start, so it stays cheap: a pipe rather than a socket pair (the
``socket`` module builds its enums and imports ``selectors`` and ``array``), and the C
module ``_signal`` under the ``signal`` module (whose import turns the signal numbers
into three enum classes); both give the same calls and the same constants.
"""

from __future__ import annotations

import _signal as signal  # the calls of ``signal`` without its enums (see above)
import os
from collections.abc import Callable
from typing import Any

QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP")
                     if hasattr(signal, name))

_received: list[int] = []
# The wake-up channel: (read end's fd, write end's fd, read some bytes, close both).
_pipe: tuple[int, int, Callable[[int], bytes], Callable[[], None]] | None = None
_notifier: Any = None


def _open_channel() -> tuple[int, int, Callable[[int], bytes], Callable[[], None]]:
    """A non-blocking wake-up channel: a pipe; on Windows, where the wake-up fd must be
    a socket, a socket pair."""
    if os.name == "nt":
        import socket
        reader, writer = socket.socketpair()
        reader.setblocking(False)
        writer.setblocking(False)

        def close_sockets() -> None:
            reader.close()
            writer.close()
        return reader.fileno(), writer.fileno(), reader.recv, close_sockets
    read_fd, write_fd = os.pipe()
    os.set_blocking(read_fd, False)
    os.set_blocking(write_fd, False)

    def close_pipe() -> None:
        os.close(read_fd)
        os.close(write_fd)
    return read_fd, write_fd, lambda size: os.read(read_fd, size), close_pipe


def _note(signum: int, _frame: object) -> None:
    # Runs between two Python bytecodes of the main thread: it must not raise.
    _received.append(signum)


def install() -> None:
    """Note the quit signals instead of acting on them at once (call from the main
    thread, as early as possible)."""
    global _pipe
    if _pipe is not None:
        return
    channel = _open_channel()
    try:
        signal.set_wakeup_fd(channel[1], warn_on_full_buffer=False)
    except ValueError:  # not the main thread: leave Python's handling as it is
        channel[3]()
        return
    _pipe = channel
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
    """Watch the wake-up pipe from ``app``'s event loop: a quit signal closes every
    window (each saves what it holds) and quits every event loop, a dialog's too."""
    global _notifier
    if _pipe is None or _notifier is not None:
        return
    from PySide6.QtCore import QSocketNotifier, QTimer
    reader, _writer, drain, _close = _pipe

    def woken() -> None:
        try:
            while drain(64):
                pass
        except OSError:     # BlockingIOError: drained
            pass
        if received() is not None:
            close_everything(app)

    _notifier = QSocketNotifier(reader, QSocketNotifier.Type.Read, app)
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
    global _pipe, _notifier, _closer
    if _closer is not None:
        _closer.stop()
        _closer.deleteLater()
        _closer = None
    if _pipe is None:
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
    _pipe[3]()
    _pipe = None
    _received.clear()
