"""The statistics dialog: totals, results by opponents' level and rule set, a chart of
points per hand game by game, and "Reset statistics" after confirmation."""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLocale,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...games.cinch.engine.cards import parse_card
from ...i18n.placeholders import fill
from ...storage.cribstats import CribSummary
from ...storage.gamesdb import GamesDB, Summary, opponents_label
from .cardface import card_label

WON, LOST = QColor("#2e8b57"), QColor("#b5473a")
CHART_GAMES = 50
MIN_SLOTS = 10  # the chart is laid out for at least this many games


def percent(part: int, whole: int) -> str:
    if not whole:
        return str(part)
    # Through the catalogue because French writes "50 %" with a no-break space.
    text = QCoreApplication.translate("StatisticsDialog", "%1 (%2%)")
    return fill(text, part, f"{100 * part / whole:.0f}")


class PointsChart(QWidget):
    """Bars: the points per hand of each of the last games, green won, red lost, with
    the overall average as a dashed line.  Negative bars (cut-throat set-backs, R61)
    hang below the zero line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[tuple[float, bool]] = []
        self.bar_width = 0.0  # as last drawn (tests)
        self.setMinimumHeight(160)

    def sizeHint(self) -> QSize:
        return QSize(520, 200)

    def set_values(self, values: list[tuple[float, bool]]) -> None:
        self.values = list(values)
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 — Qt's name
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fbfbf7"))
        area = QRectF(self.rect()).adjusted(36, 22, -10, -22)
        p.setPen(QColor("#333333"))
        p.drawText(QRectF(self.rect()).adjusted(8, 2, -8, 0),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                   self.tr("Points per hand, last %1 games").replace("%1", str(CHART_GAMES)))
        if not self.values:
            p.drawText(area, Qt.AlignmentFlag.AlignCenter, self.tr("No games yet"))
            p.end()
            return
        high = max(1.0, max(v for v, _ in self.values))
        if len(self.values) <= MIN_SLOTS:
            high *= 1.25  # head room for the values written above the bars
        low = min(0.0, min(v for v, _ in self.values))
        span = high - low

        def y_of(v: float) -> float:
            return area.bottom() - (v - low) / span * area.height()

        zero = y_of(0.0)
        p.setPen(QPen(QColor("#888888"), 1))
        p.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        p.drawText(QRectF(0, area.top() - 8, 32, 16), Qt.AlignmentFlag.AlignRight,
                   f"{high:.0f}")
        p.drawText(QRectF(0, zero - 8, 32, 16), Qt.AlignmentFlag.AlignRight, "0")
        # Slots for at least MIN_SLOTS games: one game is a bar, not a wall of colour.
        slot = area.width() / max(len(self.values), MIN_SLOTS)
        for k, (v, won) in enumerate(self.values):
            x = area.left() + k * slot + slot * 0.15
            top, bottom = sorted((y_of(v), zero))
            p.fillRect(QRectF(x, top, slot * 0.7, max(1.0, bottom - top)),
                       WON if won else LOST)
            if len(self.values) <= MIN_SLOTS:  # few bars: each says its value
                p.setPen(QColor("#333333"))
                p.drawText(QRectF(x - slot * 0.15, top - 16, slot, 14),
                           Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                           QLocale().toString(v, "f", 1))
        self.bar_width = slot * 0.7
        mean = sum(v for v, _ in self.values) / len(self.values)
        pen = QPen(QColor("#1f4e79"), 1.5, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawLine(QPointF(area.left(), y_of(mean)), QPointF(area.right(), y_of(mean)))
        p.drawText(QRectF(area.left(), area.bottom() + 4, area.width(), 16),
                   Qt.AlignmentFlag.AlignRight,
                   self.tr("average %1  (green won, red lost)").replace(
                       "%1", QLocale().toString(mean, "f", 1)))
        p.end()


# The games the selector offers, in the chooser's order (registry names).
STAT_GAMES = (("cinch", QT_TRANSLATE_NOOP("GameChooser", "Cinch")),
              ("cribbage", QT_TRANSLATE_NOOP("GameChooser", "Cribbage")),
              ("crib-wars", QT_TRANSLATE_NOOP("GameChooser", "Crib Wars")))


def cards_text(cards: tuple[str, ...]) -> str:
    """"4♦ 5♥ 5♣ 4♥, starter 6♠" from a record's card names (the starter last)."""
    faces = [card_label(parse_card(c)) for c in cards]
    if len(faces) < 2:
        return " ".join(faces)
    return fill(QCoreApplication.translate("StatisticsDialog", "%1, starter %2"),
                " ".join(faces[:-1]), faces[-1])


class CribPage(QWidget):
    """The statistics of Cribbage or Crib Wars (storage/cribstats.py)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.labels: dict[str, QLabel] = {}
        self.form = QFormLayout()
        self.rows = (("games", self.tr("Games played:")), ("won", self.tr("Won:")),
                     ("lost", self.tr("Lost:")), ("points", self.tr("Game points:")),
                     ("skunks", self.tr("Skunks you gave:")),
                     ("skunked", self.tr("Skunks you took:")),
                     ("undo", self.tr("Games assisted (hint or undo):")),
                     ("matches", self.tr("Matches won:")),
                     ("streak", self.tr("Longest winning streak:")),
                     ("current", self.tr("Current winning streak:")),
                     ("pegging", self.tr("Pegging per hand:")),
                     ("hand", self.tr("Hand count per hand:")),
                     ("crib", self.tr("Crib count per crib of yours:")),
                     ("best", self.tr("Your highest hand:")),
                     ("29", self.tr("Hands of 29:")),
                     ("squares", self.tr("Squares landed on:")))
        for key, text in self.rows:
            label = QLabel(self)
            label.setObjectName(f"crib-{key}")
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.labels[key] = label
            self.form.addRow(text, label)
        self.groups = QTableWidget(0, 5, self)
        self.groups.setHorizontalHeaderLabels([
            self.tr("Opponents"), self.tr("Players"), self.tr("Played"), self.tr("Won"),
            self.tr("Lost")])
        self.groups.verticalHeader().hide()
        self.groups.horizontalHeader().setStretchLastSection(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(self.form)
        lay.addWidget(QLabel(self.tr("By opponents and players:"), self))
        lay.addWidget(self.groups)

    def show_summary(self, s: CribSummary, squares: bool) -> None:
        loc = QLocale()

        def per(total: int, n: int, avg: float, text: str) -> str:
            return fill(text, loc.toString(avg, "f", 2), n) if n else "—"

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
            "pegging": per(s.pegging, s.hands, s.pegging_per_hand,
                           self.tr("%1 over %2 hands")),
            "hand": per(s.hand_points, s.hands, s.hand_per_hand,
                        self.tr("%1 over %2 hands")),
            "crib": per(s.crib_points, s.cribs, s.crib_per_crib,
                        self.tr("%1 over %2 cribs")),
            "best": (fill(self.tr("%1 (%2)"), best.total, cards_text(best.cards))
                     if best else "—"),
            "29": nines,
            "squares": fill(self.tr("red jumps %1, blue traps %2, green zones %3, "
                                    "penalty squares %4"),
                            s.squares.get("jump", 0), s.squares.get("trap", 0),
                            s.squares.get("green", 0), s.squares.get("penalty", 0)),
        }
        for key, text in values.items():
            self.labels[key].setText(text)
        # A 29 is an event: shown in gold when there is one.
        self.labels["29"].setStyleSheet("color: #9a6b00; font-weight: bold;"
                                        if s.twenty_nines else "")
        self.form.setRowVisible(self.labels["squares"], squares)
        self.groups.setRowCount(len(s.groups))
        for r, g in enumerate(s.groups):
            for c, value in enumerate((opponents_label(g.opponents), g.players, g.played,
                                       g.won, g.lost)):
                self.groups.setItem(r, c, QTableWidgetItem(str(value)))
        self.groups.resizeColumnsToContents()


class StatisticsDialog(QDialog):
    """``confirm(text) -> bool`` asks before resetting; tests replace it.  ``game`` is
    the registry name shown first (the game at the table); the selector switches."""

    def __init__(self, games: GamesDB, parent: QWidget | None = None,
                 game: str = "cinch") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.games = games
        self.confirm = self._ask
        self.labels: dict[str, QLabel] = {}
        self.selector = QComboBox(self)
        for name, title in STAT_GAMES:
            self.selector.addItem(QCoreApplication.translate("GameChooser", title), name)
        self.selector.setAccessibleName(self.tr("Game"))
        chooser = QFormLayout()
        chooser.addRow(self.tr("&Game:"), self.selector)
        self.cinch_page = QWidget(self)
        form = QFormLayout()
        for key, text in (("games", self.tr("Games played:")), ("won", self.tr("Won:")),
                          ("lost", self.tr("Lost:")),
                          ("undo", self.tr("Games with an undo:")),
                          ("streak", self.tr("Longest winning streak:")),
                          ("current", self.tr("Current winning streak:")),
                          ("bid", self.tr("Hands your side bid:")),
                          ("made", self.tr("Bids made:")), ("set", self.tr("Bids set:")),
                          ("pph", self.tr("Points per hand:"))):
            self.labels[key] = QLabel(self.cinch_page)
            self.labels[key].setObjectName(key)
            form.addRow(text, self.labels[key])
        self.groups = QTableWidget(0, 5, self.cinch_page)
        self.groups.setHorizontalHeaderLabels([
            self.tr("Opponents"), self.tr("Rules"), self.tr("Played"), self.tr("Won"),
            self.tr("Lost")])
        self.groups.verticalHeader().hide()
        self.groups.horizontalHeader().setStretchLastSection(True)
        cinch_lay = QVBoxLayout(self.cinch_page)
        cinch_lay.setContentsMargins(0, 0, 0, 0)
        cinch_lay.addLayout(form)
        cinch_lay.addWidget(QLabel(self.tr("By opponents and rules:"), self.cinch_page))
        cinch_lay.addWidget(self.groups)
        self.crib_page = CribPage(self)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.cinch_page)
        self.pages.addWidget(self.crib_page)
        self.chart = PointsChart(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self.tr("Reset statistics…"), self)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.reset)
        lay = QVBoxLayout(self)
        lay.addLayout(chooser)
        lay.addWidget(self.pages)
        lay.addWidget(self.chart, 1)
        note = QLabel(self.tr("Games in which the autoplay bot played for you stay in the "
                              "history but are not counted here."), self)
        note.setWordWrap(True)
        lay.addWidget(note)
        # What the statistics file could not give (issue 13): the rest is shown.
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a03030;")
        self.problem.hide()
        lay.addWidget(self.problem)
        lay.addWidget(buttons)
        self.resize(660, 760)
        index = self.selector.findData(game)
        self.selector.setCurrentIndex(max(0, index))
        self.selector.currentIndexChanged.connect(lambda _i: self.refresh())
        self.refresh()

    @property
    def game(self) -> str:
        return self.selector.currentData() or "cinch"

    def _ask(self, text: str) -> bool:
        answer = QMessageBox.question(self, self.tr("Reset statistics"), text)
        return answer == QMessageBox.StandardButton.Yes

    def refresh(self) -> None:
        if self.game == "cinch":
            self._refresh_cinch()
        else:
            self._refresh_crib()

    def _refresh_crib(self) -> None:
        s = self.games.crib_summary(self.game, CHART_GAMES)
        self.crib_summary = s
        self.pages.setCurrentWidget(self.crib_page)
        self.crib_page.show_summary(s, squares=self.game == "crib-wars")
        self.chart.set_values(s.chart)
        self._show_problems(list(s.problems))
        self.reset_button.setEnabled(s.played > 0)

    def _refresh_cinch(self) -> None:
        self.pages.setCurrentWidget(self.cinch_page)
        s: Summary = self.games.summary()
        self.summary = s
        values = {"games": str(s.played), "won": percent(s.won, s.played),
                  "lost": percent(s.lost, s.played), "undo": percent(s.with_undos, s.played),
                  "streak": str(s.longest_streak),
                  "current": str(s.current_streak), "bid": str(s.hands_bid),
                  "made": percent(s.hands_made, s.hands_bid),
                  "set": percent(s.hands_set, s.hands_bid),
                  "pph": fill(self.tr("%1 over %2 hands"),
                              QLocale().toString(s.points_per_hand, "f", 2), s.hands)}
        for key, text in values.items():
            self.labels[key].setText(text)
        self.groups.setRowCount(len(s.groups))
        for r, g in enumerate(s.groups):
            for c, value in enumerate((g.opponents, g.rules, g.played, g.won, g.lost)):
                self.groups.setItem(r, c, QTableWidgetItem(str(value)))
        self.groups.resizeColumnsToContents()
        problems = list(s.problems)
        try:
            self.chart.set_values(self.games.points_per_game(CHART_GAMES))
        except sqlite3.Error as exc:
            self.chart.set_values([])
            problems.append(str(exc))
        self._show_problems(problems)
        self.reset_button.setEnabled(s.played > 0)

    def _show_problems(self, problems: list[str]) -> None:
        if problems:
            self.problem.setText(fill(self.tr("Part of the statistics cannot be read (%1). "
                                              "What can be read is shown."),
                                      "; ".join(dict.fromkeys(problems))))
        self.problem.setVisible(bool(problems))

    def reset(self) -> bool:
        if self.game == "cinch":
            text = self.tr("Start the statistics again from zero? Your finished games "
                           "stay in the history.")
        else:
            text = fill(self.tr("Start the statistics of %1 again from zero? Your finished "
                                "games stay in the history."), self.selector.currentText())
        if not self.confirm(text):
            return False
        try:
            # Each game's statistics are its own: resetting one leaves the others.
            self.games.reset_statistics(self.game)
        except sqlite3.Error as exc:
            self.problem.setText(self.tr("The statistics could not be reset: %1")
                                 .replace("%1", str(exc)))
            self.problem.show()
            return False
        self.refresh()
        return True
