"""Cribbage's and Crib Wars' part of the program's start (ui/table_launch.py): their
settings from the command line and the stored settings (one set of keys, the board
the game chosen), the session and the window (docs/cribbage-play.md)."""

from __future__ import annotations

from typing import Any

from ....ui.table_launch import LaunchError, TableLaunch
from ...base import get_game
from ..ai import LEVELS
from .settings import PERSON, read_settings


class CribbageLaunch(TableLaunch):
    def settings_for(self, name: str, players: int | None = None) -> Any:
        """The settings of ``name`` (Cribbage or Crib Wars) with the command line's."""
        args = self.args
        # The registry entry's own board (Crib Wars'), not options(): that would import
        # the game module, which the first painted table does not need.
        board = get_game(name).defaults.get("board", "classic")
        chosen = read_settings(self.stored, board, players=players)
        if args.level is not None:
            chosen = chosen.with_changes(levels={s: args.level for s in chosen.rules.seats
                                                 if s != PERSON})
        if args.speed is not None:
            chosen = chosen.with_changes(speed=args.speed)
        return chosen.with_changes(autoplay=args.autoplay)

    def session(self) -> Any:
        from .session import CribbageSession
        args = self.args
        if args.level is not None and args.level not in LEVELS:
            raise LaunchError(f"unknown --level {args.level!r}; choose one of "
                              f"{', '.join(LEVELS)}")
        try:
            settings = self.settings_for(self.game, args.players)
        except ValueError as exc:
            raise LaunchError(str(exc)) from None
        return CribbageSession(settings, self.game)

    def window(self, session: Any, cache: Any) -> Any:
        from .window import CribbageWindow
        window = CribbageWindow(session, cache, qsettings=self.stored.qsettings)
        window.settings_for = self.settings_for
        window.stored = self.stored
        return window

    def unattended(self, window: Any) -> None:
        window.ask = lambda *_args, **_kw: True


LAUNCH = CribbageLaunch
