"""The start of a game played on the frame felt (ui/table_launch.py): its settings
from the stored settings and the command line, a FrameSession, a FrameWindow.  A game
uses it by naming it ``LAUNCH`` in its ``table/launch.py``."""

from __future__ import annotations

from typing import Any

from ..games import get_game
from ..storage.settings import LEVEL_CHOICES
from .table_launch import LaunchError, TableLaunch


class FrameLaunch(TableLaunch):
    def session(self) -> Any:
        from ..controller.frame_session import FrameSession, read_settings
        args = self.args
        info = get_game(self.game)
        settings = read_settings(info, self.stored)
        if args.level is not None:
            if args.level not in LEVEL_CHOICES:
                raise LaunchError(f"unknown --level {args.level!r}; choose one of "
                                  f"{', '.join(LEVEL_CHOICES)}")
            settings = settings.with_changes(level=args.level)
        if args.speed is not None:
            settings = settings.with_changes(speed=args.speed)
        return FrameSession(info, settings.with_changes(autoplay=bool(args.autoplay)))

    def window(self, session: Any, cache: Any) -> Any:
        from .frame_window import FrameWindow
        window = FrameWindow(session, cache, qsettings=self.stored.qsettings)
        window.stored = self.stored
        return window

    def unattended(self, window: Any) -> None:
        window.ask = lambda *_args, **_kw: True
