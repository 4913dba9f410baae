"""What a game gives the program's one start-up and switching path (app.py): how to
read its settings from the command line and the stored settings, how to make its
session and its window, and the few moments of start-up it cares about.

A game has a table when ``table/launch.py`` beside its game module defines ``LAUNCH``,
a ``TableLaunch`` subclass (found through the registry: ``GameInfo.launcher``); app.py
then does the rest for every game alike: the card cache and theme, the size, the
storage wiring (autosave, resume, import), the game chooser and the switch to another
game's window, the unattended options (--autoplay, --quit-after-game, --screenshot,
--exit-on-first-paint) and the exit code.
"""

from __future__ import annotations

import argparse
from typing import Any


class LaunchError(ValueError):
    """A command-line choice the game refuses; the program says it and exits with 2."""


class TableLaunch:
    """One start of a game's table.  ``args`` are the parsed command line, ``stored``
    the program's settings (``storage.Settings``), ``game`` the registry name."""

    def __init__(self, args: argparse.Namespace, stored: Any, game: str) -> None:
        self.args = args
        self.stored = stored
        self.game = game

    def session(self) -> Any:
        """The game's session (QObject): ``new_game(seed)``, ``shutdown()``,
        ``gameOver`` (signal), ``failures`` (list of str), ``state``.  Raises
        LaunchError for a bad command-line choice."""
        raise NotImplementedError

    def window(self, session: Any, cache: Any) -> Any:
        """The game's main window over ``session``: ``game_menu``, ``statusBar()``,
        ``fit_to_screen(rect)``, ``game_chooser`` (set by app.py)."""
        raise NotImplementedError

    def first_paint(self, window: Any) -> Any:
        """The signal the window emits when its first felt has been painted (the
        window's ``firstPaint`` signal unless the game says otherwise)."""
        return window.firstPaint

    def hold(self, session: Any) -> None:
        """Before the window is shown: hold back work that would slow the first frame."""

    def release(self, session: Any) -> None:
        """After the first frame (or at the latest a moment later): let it go."""

    def unattended(self, window: Any) -> None:
        """An unattended run: the window must never wait on a question."""
