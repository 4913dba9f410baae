"""Cinch's page of the statistics dialog: totals, bids made and set, points per hand,
and results by opponents' level and rule set (the games database's Cinch summary).
The figures every game counts are named by the shell's page (ui/storage/statistics.py);
the words only Cinch counts are its own (context "CinchStatisticsPage")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import (
    QWidget,
)

from ....storage.gamesdb import GamesDB
from ....ui.storage.statistics import GameStatisticsPage, Shown, percent
from ..filing import Summary


class CinchStatisticsPage(GameStatisticsPage):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate
        self.lay_out(
            ("games", "won", "lost",
             ("undo", translate("CinchStatisticsPage", "Games with an undo:")),
             "streak", "current",
             ("bid", translate("CinchStatisticsPage", "Hands your side bid:")),
             ("made", translate("CinchStatisticsPage", "Bids made:")),
             ("set", translate("CinchStatisticsPage", "Bids set:")),
             ("pph", translate("CinchStatisticsPage", "Points per hand:"))),
            self.group_heads(translate("CinchStatisticsPage", "Rules")),
            translate("CinchStatisticsPage", "By opponents and rules:"))

    def show_game(self, games: GamesDB, game: str, chart_games: int) -> Shown:
        s: Summary = games.summary(game, chart_games)
        self.summary = s
        values = {"games": str(s.played), "won": percent(s.won, s.played),
                  "lost": percent(s.lost, s.played), "undo": percent(s.with_undos, s.played),
                  "streak": str(s.longest_streak),
                  "current": str(s.current_streak), "bid": str(s.hands_bid),
                  "made": percent(s.hands_made, s.hands_bid),
                  "set": percent(s.hands_set, s.hands_bid),
                  "pph": self.over_hands(QLocale().toString(s.points_per_hand, "f", 2), s.hands)}
        self.show_figures(values, [(g.opponents, g.rules, g.played, g.won, g.lost)
                                   for g in s.groups])
        return Shown(list(s.chart), list(s.problems), s.played)


PAGE = CinchStatisticsPage
