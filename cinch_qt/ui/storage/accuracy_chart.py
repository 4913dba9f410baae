"""The statistics' accuracy: game by game, the person's expected points given
away per hand by each measure of their game's hand review (for Cribbage: laying away and
the play), as a chart over the last games and in figures — the same measure for every
player count and board.  The figures are storage/accuracy.py's; games not worked out yet
are worked out in the background while the panel says how many are left."""

from __future__ import annotations

import sqlite3
from types import ModuleType

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ...games import GAMES
from ...games.review import Accuracy
from ...i18n.placeholders import fill
from ...storage.accuracy import AccuracyFigures, Unreviewable, counted_games

# One colour per measure, in the order the game names them.
MIN_SLOTS = 10
COLOURS = (QColor("#1f4e79"), QColor("#c0631b"), QColor("#2e8b57"), QColor("#7a3e9d"))
translate = QCoreApplication.translate


def _num(value: float) -> str:
    return QLocale().toString(float(value), "f", 2)


class AccuracyChart(QWidget):
    """One line per measure: the points given away per hand in each of the last games,
    oldest on the left; each measure's mean over them beside its name."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names: dict[str, str] = {}
        self.values: list[dict[str, float]] = []
        self.setMinimumHeight(90)
        # The panel's figure line says what is drawn; alone, the chart says it itself.
        self.show_title = True
        self.setAccessibleName(translate("AccuracyChart", "Accuracy chart"))

    def sizeHint(self) -> QSize:
        # Low: the tab holding it must not ask more room than the points chart did.
        return QSize(520, 120)

    def set_values(self, names: dict[str, str], values: list[dict[str, float]]) -> None:
        """``names``: measure -> its name; ``values``: per game, oldest first."""
        self.names = dict(names)
        self.values = [dict(v) for v in values]
        self.setAccessibleDescription(self.summary())
        self.update()

    def means(self) -> dict[str, float]:
        """Each measure's mean over the games shown (games weigh alike)."""
        out = {}
        for key in self.names:
            seen = [v[key] for v in self.values if key in v]
            if seen:
                out[key] = sum(seen) / len(seen)
        return out

    def summary(self) -> str:
        means = self.means()
        if not means:
            return translate("AccuracyChart", "No games worked out yet")
        return "; ".join(fill(translate("AccuracyChart", "%1: %2 points per hand"),
                              self.names[k], _num(v)) for k, v in means.items())

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fbfbf7"))
        area = QRectF(self.rect()).adjusted(40, 24 if self.show_title else 12, -12, -26)
        p.setPen(QColor("#333333"))
        if self.show_title:
            p.drawText(QRectF(self.rect()).adjusted(8, 2, -8, 0),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                       translate("AccuracyChart", "Expected points given away per hand, "
                                 "game by game"))
        if not self.values:
            p.drawText(area, Qt.AlignmentFlag.AlignCenter,
                       translate("AccuracyChart", "No games worked out yet"))
            p.end()
            return
        high = max([0.5] + [v for game in self.values for v in game.values()]) * 1.15

        def y_of(v: float) -> float:
            return area.bottom() - v / high * area.height()

        p.setPen(QPen(QColor("#888888"), 1))
        p.drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(), area.bottom()))
        p.drawText(QRectF(0, area.top() - 8, 36, 16), Qt.AlignmentFlag.AlignRight,
                   _num(high))
        p.drawText(QRectF(0, area.bottom() - 8, 36, 16), Qt.AlignmentFlag.AlignRight, "0")
        # Slots for at least MIN_SLOTS games, as the points chart: a few games are a
        # few points, not lines from wall to wall.
        step = area.width() / max(len(self.values), MIN_SLOTS)

        def x_of(i: int) -> float:
            return area.left() + (i + 0.5) * step

        legend_x = area.left()
        means = self.means()
        for c, key in enumerate(self.names):
            colour = COLOURS[c % len(COLOURS)]
            points = [QPointF(x_of(i), y_of(game[key])) for i, game in enumerate(self.values)
                      if key in game]
            p.setPen(QPen(colour, 2))
            for a, b in zip(points, points[1:], strict=False):
                p.drawLine(a, b)
            p.setBrush(colour)
            for pt in points:
                p.drawEllipse(pt, 3, 3)
            if key in means:
                p.setPen(QPen(colour, 1, Qt.PenStyle.DashLine))
                p.drawLine(QPointF(area.left(), y_of(means[key])),
                           QPointF(area.right(), y_of(means[key])))
                text = fill(translate("AccuracyChart", "%1 (mean %2)"), self.names[key],
                            _num(means[key]))
                p.setPen(colour)
                width = p.fontMetrics().horizontalAdvance(text) + 18
                p.drawText(QRectF(legend_x, area.bottom() + 6, width, 18),
                           Qt.AlignmentFlag.AlignLeft, text)
                legend_x += width
        p.end()


class AccuracyPanel(QWidget):
    """The chart with the figures of the last game and the mean, the line saying how
    many older games are being worked out, and what could not be."""

    def __init__(self, figures: AccuracyFigures, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.figures = figures
        self.part: ModuleType | None = None
        self.figure_line = QLabel(self)
        self.figure_line.setWordWrap(True)
        self.figure_line.setObjectName("accuracyFigures")
        self.working = QLabel(self)
        self.working.setObjectName("accuracyWorking")
        self.working.setStyleSheet("color: #555555; font-style: italic;")
        self.chart = AccuracyChart(self)
        self.chart.show_title = False
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.figure_line)
        lay.addWidget(self.working)
        lay.addWidget(self.chart, 1)
        self.problems: list[str] = []
        self.notices: list[str] = []

    @staticmethod
    def part_of(game: str) -> ModuleType | None:
        info = GAMES.get(game)
        return info.review_part() if info is not None else None

    def show_game(self, db: sqlite3.Connection, game: str, last: int) -> None:
        """The last ``last`` counted games of ``game``; those not worked out yet are
        queued (never on this thread)."""
        self.part = self.part_of(game)
        if self.figures.notice:      # said in this window from now on, once taken
            self.notices.append(self.figures.notice)
            self.figures.notice = ""
        self.problems = list(self.notices)
        if self.part is None:
            return
        try:
            rows = counted_games(db, game, last)
        except sqlite3.Error as exc:
            self.problems.append(str(exc))
            rows = []
        self.figures.work_out([(k, r) for k, r in rows if self.figures.get(k) is None])
        found = [self.figures.get(k) for k, _ in reversed(rows)]
        games = [f for f in found if isinstance(f, Accuracy) and f.hands]
        failed = sum(1 for f in found if isinstance(f, Unreviewable))
        if failed:
            self.problems.append(fill(translate(
                "AccuracyChart", "%1 games could not be reviewed and are left out"),
                failed))
        if self.figures.write_error:
            self.problems.append(fill(translate(
                "AccuracyChart", "the accuracy figures could not be saved (%1)"),
                self.figures.write_error))
        names = self.part.loss_names()
        self.chart.set_values(names, [g.means for g in games])
        means = self.chart.means()
        if games:
            last_game = "; ".join(fill(translate("AccuracyChart", "%1 %2"), names[k],
                                       _num(v)) for k, v in games[-1].means.items()
                                  if k in names)
            overall = "; ".join(fill(translate("AccuracyChart", "%1 %2"), names[k],
                                     _num(v)) for k, v in means.items())
            self.figure_line.setText(fill(translate(
                "AccuracyChart", "Expected points you gave away per hand — last game: %1. "
                "Mean of the last %2 games: %3. Lower is better; 0 is the Expert's "
                "choice every time."), last_game, len(games), overall))
        else:
            self.figure_line.setText(translate(
                "AccuracyChart", "Expected points you gave away per hand, worked out from "
                "the review of every hand of your finished games: none yet."))
        waiting = self.figures.waiting()
        self.working.setText(fill(translate(
            "AccuracyChart", "Working out %1 older games…"), waiting) if waiting else "")
        self.working.setVisible(bool(waiting))
