"""The real main window at instant speed with random opponents, for the GUI tests."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QSettings

from cinch_qt.controller import GameController, TableSettings
from cinch_qt.themes import CardPixmapCache
from cinch_qt.ui.main_window import MainWindow

RANDOM = {1: "random", 2: "random", 3: "random"}


@contextmanager
def open_table(qtbot, settings_file=None) -> Iterator[tuple[GameController, MainWindow,
                                                            QSettings | None]]:
    """Show a table; ``settings_file`` keeps its QSettings out of the user's own."""
    qs = (QSettings(str(settings_file), QSettings.Format.IniFormat)
          if settings_file is not None else None)
    ctl = GameController(TableSettings(speed="instant", levels=RANDOM))
    cache = CardPixmapCache()
    win = MainWindow(ctl, cache, qsettings=qs) if qs is not None else MainWindow(ctl, cache)
    qtbot.addWidget(win)
    win.resize(1100, 760)
    win.show()
    qtbot.waitExposed(win)
    try:
        yield ctl, win, qs
    finally:
        ctl.shutdown()
        cache.shutdown()


def wait_prompt(qtbot, ctl, win):
    """Wait until the person must act (the prompt) or the hand summary holds the game
    (None)."""
    qtbot.waitUntil(lambda: ctl.holding or (ctl.is_human_turn() and not win.view.busy()
                                            and win.view.prompt() is not None), timeout=10_000)
    return None if ctl.holding else win.view.prompt()
