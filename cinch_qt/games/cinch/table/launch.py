"""Cinch's part of the program's start (ui/table_launch.py): its rules, levels and
speed from the command line and the stored settings, its controller and its window."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....ui.table_launch import LaunchError, TableLaunch
from ..ai.registry import LEVELS
from ..engine.rules import Rules
from .settings import TableSettings, default_level


class CinchLaunch(TableLaunch):
    def session(self) -> Any:
        from .session import CinchSession
        args, stored = self.args, self.stored
        try:
            rules = Rules(players=args.players or stored.get("cinch/players"),
                          target=stored.get("cinch/target") if args.target is None
                          else args.target,
                          min_bid=stored.get("cinch/min_bid"),
                          all_pass=stored.get("cinch/all_pass"))
        except ValueError as exc:
            raise LaunchError(str(exc)) from None
        level = args.level or stored.get("players/level")
        if level not in LEVELS:
            if args.level is not None:
                raise LaunchError(f"unknown --level {args.level!r}; choose one of "
                                  f"{', '.join(LEVELS)}")
            level = default_level()
        settings = TableSettings(speed=args.speed or stored.get("table/speed"),
                                 autoplay=args.autoplay, rules=rules,
                                 levels={seat: level for seat in (1, 2, 3)},
                                 player_name=stored.get("players/name"))
        return CinchSession(settings)

    def window(self, session: Any, cache: Any) -> Any:
        from .window import CinchWindow
        stored = self.stored
        window = CinchWindow(session, cache, qsettings=stored.qsettings)

        def persist(chosen: TableSettings) -> None:
            # The dialog's choices outlive the run (the player's name is not kept yet).
            for key, value in (("cinch/players", chosen.rules.players),
                               ("cinch/target", chosen.rules.target),
                               ("cinch/min_bid", chosen.rules.min_bid),
                               ("cinch/all_pass", chosen.rules.all_pass),
                               ("table/speed", chosen.speed),
                               ("players/level", chosen.level_of(1))):
                try:
                    stored.set(key, value)
                except ValueError as exc:
                    window.statusBar().showMessage(
                        QCoreApplication.translate("CinchWindow", "Setting not saved: %1")
                        .replace("%1", str(exc)), 10000)
        window.settingsSaved.connect(persist)
        return window

    def first_paint(self, window: Any) -> Any:
        return window.view.firstPaint

    def hold(self, session: Any) -> None:
        session.hold_bots()

    def release(self, session: Any) -> None:
        session.release_bots()


LAUNCH = CinchLaunch
