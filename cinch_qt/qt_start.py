"""Qt brought up for the program, or, when it cannot be, the reason said where the
person can see it.

Two things can stop a start before any window of ours exists: PySide6 cannot be
imported (not installed, broken, built for another Python), or Qt is loaded but cannot
open a window (no display, ``QT_QPA_PLATFORM`` naming a platform that does not exist, a
platform plugin whose system libraries are missing).  In the second case Qt does not
raise: it reports a fatal message and aborts the process (exit 134, no word on screen).
So while the application object is built a message handler is installed; on Qt's fatal
message it says what went wrong and what to do, and ends the program with
``EXIT_NO_QT`` itself, before Qt's abort.  Both cases are said on stderr and with the
desktop's own notice tools (desktop_notice.py: notify-send, xmessage, kdialog, zenity),
since someone who started the program from the menu sees no terminal, in the language
no_qt_words.py picks.  Every way of starting (``python -m cinch_qt``, the ``cinch-qt``
script, the desktop entry, the frozen build) goes through app.run, which uses this.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

# The exit code of a start that Qt could not make (2: a bad option; 3: the data folder).
EXIT_NO_QT = 4
# What Qt's platform plugins need from the system beyond what PySide6 brings (README).
DISPLAY_PACKAGES = "libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 libegl1"
# A notice is read at a glance: Qt's own lines are cut to these.
MAX_DETAIL_LINES = 8
MAX_LINE_CHARS = 240


class QtCannotStart(Exception):
    """Qt could not be brought up: ``kind`` is "library" or "display"; ``detail`` is
    what the system said, in its words."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind
        self.detail = detail


def import_application(compiled: Path | None) -> Any:
    """The QApplication class; PySide6's signature modules served from ``compiled``
    (signature_cache.py), and its look at every later import made cheap
    (pyside_scan.py).  Raises QtCannotStart when PySide6 cannot be imported."""
    from .signature_cache import cached_signature_modules
    try:
        with cached_signature_modules(compiled):
            from PySide6.QtWidgets import QApplication
    except Exception as exc:  # noqa: BLE001 - any failure of the import is this case
        raise QtCannotStart("library", f"{type(exc).__name__}: {exc}") from exc
    from .pyside_scan import install
    install()
    return QApplication


def make_application(application: Any, argv: list[str], language: str | None) -> Any:
    """``application(argv)``; when Qt ends the start with a fatal message instead (no
    display, no usable platform plugin), the person is told and the program exits
    EXIT_NO_QT.  Qt's other messages meanwhile go to stderr as Qt would print them."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    said: list[str] = []

    def handler(kind: Any, context: Any, message: str) -> None:
        category = getattr(context, "category", None) or "default"
        line = message if category == "default" else f"{category}: {message}"
        if kind != QtMsgType.QtFatalMsg:
            said.append(line)
            print(line, file=sys.stderr, flush=True)
            return
        said.append(line)
        tell_cannot_start(QtCannotStart("display", "\n".join(said)), language)
        # Qt aborts after a fatal message; the program ends first, with its own code.
        os._exit(EXIT_NO_QT)

    previous = qInstallMessageHandler(handler)
    try:
        return application(argv)
    finally:
        qInstallMessageHandler(previous)


def _detail(text: str) -> str:
    lines = [line.rstrip() for line in text.strip().splitlines() if line.strip()]
    lines = [line if len(line) <= MAX_LINE_CHARS else line[:MAX_LINE_CHARS - 1] + "…"
             for line in lines]
    if len(lines) > MAX_DETAIL_LINES:
        lines = lines[:MAX_DETAIL_LINES - 1] + ["…"]
    return "\n".join(lines)


def cannot_start_text(problem: QtCannotStart, language: str) -> tuple[str, str]:
    """(title, text) saying ``problem`` and what to do, in ``language``."""
    from . import no_qt_words  # only on this way out: every start imports this module
    detail = _detail(problem.detail)
    if problem.kind == "library":
        how = "" if getattr(sys, "frozen", False) else no_qt_words.FROM_SOURCE[language].format(
            command=f"{sys.executable} -m pip install --force-reinstall "
                    f"\"PySide6-Essentials<6.12\"")
        text = no_qt_words.LIBRARY[language].format(detail=detail, how=how)
    else:
        text = no_qt_words.DISPLAY[language].format(detail=detail, packages=DISPLAY_PACKAGES)
    return no_qt_words.TITLE[language], text


def tell_cannot_start(problem: QtCannotStart, option_language: str | None = None) -> None:
    """Say ``problem`` on stderr and with the desktop's notice (when there is a display
    and a tool for it); ``option_language`` is ``--language``, if given."""
    from . import no_qt_words
    title, text = cannot_start_text(problem, no_qt_words.choose_language(option_language))
    print(f"cinch-qt: {title}\n{text}", file=sys.stderr, flush=True)
    from .desktop_notice import show
    show(title, text)
