"""Cribbage's page of the statistics dialog (Cribbage and Crib Wars): the figures of
``games/cribbage/statistics.py`` as the games database sums them (its ``filing.py``
companion), with the squares of the Crib Wars board."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import (
    QWidget,
)

from ....i18n.placeholders import fill
from ....i18n.words import table_words
from ....storage.gamesdb import GamesDB, opponents_label
from ....ui.storage.cardface import card_label
from ....ui.storage.statistics import GameStatisticsPage, Shown, percent
from ... import GAMES
from ...cards import parse_card


def cards_text(cards: tuple[str, ...]) -> str:
    """"4♦ 5♥ 5♣ 4♥, starter 6♠" from a record's card names (the starter last)."""
    faces = [card_label(parse_card(c)) for c in cards]
    if len(faces) < 2:
        return " ".join(faces)
    return fill(QCoreApplication.translate("CribPage", "%1, starter %2"),
                " ".join(faces[:-1]), faces[-1])


class CribPage(GameStatisticsPage):
    """The statistics of Cribbage or Crib Wars (games/cribbage/statistics.py)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lay_out(
            ("games", "won", "lost",
             ("points", self.tr("Game points:")),
             ("skunks", self.tr("Skunks you gave:")),
             ("skunked", self.tr("Skunks you took:")),
             ("undo", self.tr("Games assisted (hint or undo):")),
             ("matches", self.tr("Matches won:")),
             "streak", "current",
             ("pegging", self.tr("Pegging per hand:")),
             ("hand", self.tr("Hand count per hand:")),
             ("crib", self.tr("Crib count per crib of yours:")),
             ("best", self.tr("Your highest hand:")),
             ("29", self.tr("Hands of 29:")),
             ("squares", self.tr("Squares landed on:"))),
            self.group_heads(self.tr("Players")),
            self.tr("By opponents and players:"), name_prefix="crib-")

    def show_summary(self, s: Any, squares: bool) -> None:
        loc = QLocale()

        def per(n: int, avg: float, over=self.over_hands) -> str:
            return over(loc.toString(avg, "f", 2), n) if n else "—"

        best = s.best_hand
        if s.twenty_nines:
            nines = fill(self.tr("%1 — the best hand there is! %2"), len(s.twenty_nines),
                         "; ".join(cards_text(h.cards) for h in s.twenty_nines[-3:]))
        else:
            nines = self.tr("none yet")
        values = {
            "games": str(s.played), "won": percent(s.won, s.played),
            "lost": percent(s.lost, s.played),
            "points": f"{s.game_points:+d}" if s.played else "0",
            "skunks": fill(self.tr("%1, double %2"), s.skunks, s.double_skunks),
            "skunked": fill(self.tr("%1, double %2"), s.skunked, s.double_skunked),
            "undo": percent(s.assisted, s.played),
            "matches": fill(self.tr("%1 of %2"), s.matches_won, s.matches),
            "streak": str(s.longest_streak), "current": str(s.current_streak),
            "pegging": per(s.hands, s.pegging_per_hand),
            "hand": per(s.hands, s.hand_per_hand),
            "crib": per(s.cribs, s.crib_per_crib,
                        lambda avg, n: fill(self.tr("%1 over %2 cribs"), avg, n)),
            "best": (table_words("with detail", best.total, cards_text(best.cards))
                     if best else "—"),
            "29": nines,
            "squares": fill(self.tr("red jumps %1, blue traps %2, green zones %3, "
                                    "penalty squares %4"),
                            s.squares.get("jump", 0), s.squares.get("trap", 0),
                            s.squares.get("green", 0), s.squares.get("penalty", 0)),
        }
        # As tall as its rows (up to five, then it scrolls): the room left is the
        # charts' below the page (the accuracy chart shares it).
        self.show_figures(values, [(opponents_label(g.opponents), g.players, g.played,
                                    g.won, g.lost) for g in s.groups], rows_shown=5)
        # A 29 is an event: shown in gold when there is one.
        self.labels["29"].setStyleSheet("color: #9a6b00; font-weight: bold;"
                                        if s.twenty_nines else "")
        self.form.setRowVisible(self.labels["squares"], squares)

    def show_game(self, games: GamesDB, game: str, chart_games: int) -> Shown:
        s = games.summary(game, chart_games)
        self.summary = s
        # The squares are the Crib Wars board's (W-rules); the classic board has none.
        self.show_summary(s, squares=GAMES[game].defaults.get("board") == "crib-wars")
        return Shown(list(s.chart), list(s.problems), s.played)


PAGE = CribPage
