"""The toy game's part of the program's start (cinch_qt/ui/table_launch.py)."""

from __future__ import annotations

from typing import Any

from cinch_qt.ui.table_launch import TableLaunch

from .session import ToySession
from .window import ToyWindow


class ToyLaunch(TableLaunch):
    def session(self) -> Any:
        return ToySession(autoplay=self.args.autoplay)

    def window(self, session: Any, cache: Any) -> Any:
        return ToyWindow(session, cache)

    def first_paint(self, window: Any) -> Any:
        return window.firstPaint


LAUNCH = ToyLaunch
