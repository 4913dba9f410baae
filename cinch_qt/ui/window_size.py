"""The size a table window opens at, kept inside the screen's free area (every game's
window uses it)."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

# The default window: as large as this, never larger than the screen's free area.
DEFAULT_SIZE = QSize(1280, 860)
# Room for the window manager's title bar and borders, which are not part of the
# window's own size and are unknown until it is shown (a typical title bar is 24-40
# pixels; this keeps the status line on screen with any of them).
FRAME_ALLOWANCE = QSize(16, 48)


def fitted_size(available: QRect, wanted: QSize = DEFAULT_SIZE) -> QSize:
    """The window size that keeps the title bar, action strip and status line inside
    ``available`` (the screen minus panels and docks)."""
    return QSize(max(320, min(wanted.width(), available.width() - FRAME_ALLOWANCE.width())),
                 max(240, min(wanted.height(),
                              available.height() - FRAME_ALLOWANCE.height())))
