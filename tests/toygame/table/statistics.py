"""The toy game's page of the statistics window: games played and won, from the
shared history."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from cinch_qt.storage.gamesdb import GamesDB
from cinch_qt.ui.storage.statistics import GameStatisticsPage, Shown, percent


class ToyStatisticsPage(GameStatisticsPage):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.played = QLabel(self)
        self.won = QLabel(self)
        form = QFormLayout(self)
        form.addRow("Games played:", self.played)
        form.addRow("Won:", self.won)

    def show_game(self, games: GamesDB, game: str, chart_games: int) -> Shown:
        rows = games.history(game=game)
        won = sum(1 for r in rows if r.won)
        self.played.setText(str(len(rows)))
        self.won.setText(percent(won, len(rows)))
        chart = [(1.0 if r.won else -1.0, r.won) for r in reversed(rows[:chart_games])]
        return Shown(chart, [], len(rows))


PAGE = ToyStatisticsPage
