"""The statistics dialog: a game selector, the chosen game's page of figures (the game's
own, ``table/statistics.py``'s ``PAGE``, found through the registry), a chart of points
per hand game by game, for a game with a hand review the person's accuracy game by game
(accuracy_chart.py), and "Reset statistics" after confirmation."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

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
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...games import GAMES
from ...i18n.placeholders import fill
from ...storage.accuracy import AccuracyFigures
from ...storage.gamesdb import GamesDB
from .accuracy_chart import AccuracyPanel

WON, LOST = QColor("#2e8b57"), QColor("#b5473a")
CHART_GAMES = 50
MIN_SLOTS = 10  # the chart is laid out for at least this many games


def percent(part: int, whole: int) -> str:
    if not whole:
        return str(part)
    # Through the catalogue because French writes "50 %" with a no-break space.
    text = QCoreApplication.translate("StatisticsDialog", "%1 (%2%)")
    return fill(text, part, f"{100 * part / whole:.0f}")


# The figures every game counts, named once for every game's page.
COMMON_ROWS = {"games": QT_TRANSLATE_NOOP("StatisticsDialog", "Games played:"),
               "won": QT_TRANSLATE_NOOP("StatisticsDialog", "Won:"),
               "lost": QT_TRANSLATE_NOOP("StatisticsDialog", "Lost:"),
               "streak": QT_TRANSLATE_NOOP("StatisticsDialog", "Longest winning streak:"),
               "current": QT_TRANSLATE_NOOP("StatisticsDialog", "Current winning streak:")}



class PointsChart(QWidget):
    """Bars: the points per hand of each of the last games, green won, red lost, with
    the overall average as a dashed line.  Negative bars (cut-throat set-backs, R61)
    hang below the zero line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[tuple[float, bool]] = []
        self.bar_width = 0.0  # as last drawn (tests)
        # With the tab bar above it (the Accuracy tab) the charts take the room
        # this chart alone took.
        self.setMinimumHeight(135)

    def sizeHint(self) -> QSize:
        return QSize(520, 175)

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


@dataclass
class Shown:
    """What a page showed: the chart's bars, what could not be read, games counted."""
    chart: list[tuple[float, bool]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    played: int = 0


class GameStatisticsPage(QWidget):
    """A game's page of the statistics dialog.  Each game module whose package has a
    ``table/statistics.py`` defining ``PAGE`` (a subclass) gets one page, shared by the
    registry entries of that module).

    Every page is a form of figures, one label a key (``labels``), above a table of the
    games by opponents and a rule or count (``groups``); ``lay_out`` builds them."""

    @staticmethod
    def group_heads(grouped_by: str) -> tuple[str, ...]:
        """The heads of the table of games by opponents and ``grouped_by`` (the game's
        rules, or its number of players)."""
        translate = QCoreApplication.translate
        return (translate("StatisticsDialog", "Opponents"), grouped_by,
                translate("StatisticsDialog", "Played"), translate("StatisticsDialog", "Won"),
                translate("StatisticsDialog", "Lost"))

    @staticmethod
    def over_hands(average: str, hands: int) -> str:
        """"2.50 over 12 hands": an average per hand with the hands it is taken over."""
        return fill(QCoreApplication.translate("StatisticsDialog", "%1 over %2 hands"),
                    average, hands)

    def lay_out(self, rows: Sequence[tuple[str, str] | str], heads: Sequence[str], title: str,
                name_prefix: str = "") -> None:
        """The figures' form from ``rows``, each (key, its name) or the key of a figure
        every game counts (``COMMON_ROWS``, named here), then ``title`` and the groups'
        table with its column ``heads``; each label is named ``name_prefix`` + key."""
        self.labels: dict[str, QLabel] = {}
        self.form = QFormLayout()
        for row in rows:
            key, text = ((row, QCoreApplication.translate("StatisticsDialog", COMMON_ROWS[row]))
                         if isinstance(row, str) else row)
            label = QLabel(self)
            label.setObjectName(name_prefix + key)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.labels[key] = label
            self.form.addRow(text, label)
        self.groups = QTableWidget(0, len(heads), self)
        self.groups.setHorizontalHeaderLabels(list(heads))
        self.groups.verticalHeader().hide()
        self.groups.horizontalHeader().setStretchLastSection(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(self.form)
        lay.addWidget(QLabel(title, self))
        lay.addWidget(self.groups)
        self.fit_groups()  # the headers whole before any game is counted

    def show_figures(self, values: Mapping[str, str], groups: Sequence[Sequence[object]],
                     rows_shown: int | None = None) -> None:
        """Each figure's text by key, and the groups' table a row per group (fitted:
        ``fit_groups``)."""
        for key, text in values.items():
            self.labels[key].setText(text)
        self.groups.setRowCount(len(groups))
        for r, row in enumerate(groups):
            for c, value in enumerate(row):
                self.groups.setItem(r, c, QTableWidgetItem(str(value)))
        self.fit_groups(rows_shown)

    def fit_groups(self, rows_shown: int | None = None) -> None:
        """Every column of the table of groups in view, headers whole ("Gagnées",
        "Gewonnen"): the dialog grows to the table's width (up to a screen's), rather
        than a scrollbar hiding the last columns.  With ``rows_shown``, the table is as
        tall as its rows up to that many (then it scrolls), leaving the room below to
        the charts."""
        table = self.groups
        table.resizeColumnsToContents()
        header = table.horizontalHeader()
        for i in range(header.count()):
            header.resizeSection(i, max(header.sectionSize(i), header.sectionSizeHint(i)))
        width = (sum(header.sectionSize(i) for i in range(header.count()))
                 + table.frameWidth() * 2 + table.verticalScrollBar().sizeHint().width())
        table.setMinimumWidth(min(width, 900))
        if rows_shown is not None:
            shown = max(1, min(rows_shown, table.rowCount()))
            table.setMaximumHeight(header.height()
                                   + shown * table.verticalHeader().defaultSectionSize()
                                   + 2 * table.frameWidth())

    def show_game(self, games: GamesDB, game: str, chart_games: int) -> Shown:
        """Fill the page with ``game``'s statistics (a registry name) from ``games``."""
        raise NotImplementedError

    def reset_question(self, title: str) -> str:
        """The question asked before ``title``'s statistics start again from zero."""
        return fill(QCoreApplication.translate(
            "StatisticsDialog", "Start the statistics of %1 again from zero? Your finished "
            "games stay in the history."), title)


def statistics_pages() -> list[tuple[str, type[GameStatisticsPage]]]:
    """(registry name, page class) for every registered game with a page, in registry
    order; entries sharing a module share its class."""
    found = []
    for info in GAMES.values():
        page = info.statistics_page()
        if page is not None:
            found.append((info.name, page))
    return found


class StatisticsDialog(QDialog):
    """``confirm(text) -> bool`` asks before resetting; tests replace it.  ``game`` is
    the registry name shown first (the game at the table); the selector switches."""

    def __init__(self, games: GamesDB, parent: QWidget | None = None,
                 game: str = "", accuracy: AccuracyFigures | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.games = games
        # The person's accuracy: the storage's, or this dialog's own.
        if accuracy is None:
            # Not a child of the dialog: its thread may still be on a game when the
            # dialog is deleted, and holds it alive until it stops.
            accuracy = AccuracyFigures(games.path.parent)
            self._own_accuracy = accuracy
            self.finished.connect(lambda _r: accuracy.close())
        self.confirm = self._ask
        self.selector = QComboBox(self)
        self.pages = QStackedWidget(self)
        self._page_of: dict[str, GameStatisticsPage] = {}
        made: dict[type, GameStatisticsPage] = {}
        for name, cls in statistics_pages():
            if cls not in made:
                made[cls] = cls(self)
                self.pages.addWidget(made[cls])
            self._page_of[name] = made[cls]
            self.selector.addItem(QCoreApplication.translate("GameChooser",
                                                             GAMES[name].title), name)
        self.selector.setAccessibleName(self.tr("Game"))
        chooser = QFormLayout()
        chooser.addRow(self.tr("&Game:"), self.selector)
        self.chart = PointsChart(self)
        self.accuracy = AccuracyPanel(accuracy, self)
        self.charts = QTabWidget(self)
        self.charts.addTab(self.chart, self.tr("&Points per hand"))
        self.charts.addTab(self.accuracy, self.tr("A&ccuracy"))
        self.charts.setAccessibleName(self.tr("Charts"))
        # Growing as the page's table does, so the extra height is shared with it.
        self.charts.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        accuracy.changed.connect(self._accuracy_changed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self.tr("Reset statistics…"), self)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.reset)
        lay = QVBoxLayout(self)
        lay.addLayout(chooser)
        lay.addWidget(self.pages)
        lay.addWidget(self.charts, 1)
        note = QLabel(self.tr("Games in which the autoplay bot played for you stay in the "
                              "history but are not counted here."), self)
        note.setWordWrap(True)
        lay.addWidget(note)
        # What the statistics file could not give: the rest is shown.
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
        return self.selector.currentData() or ""

    @property
    def page(self) -> GameStatisticsPage | None:
        """The page of the game shown (None when no game has statistics)."""
        return self._page_of.get(self.game)

    def _ask(self, text: str) -> bool:
        answer = QMessageBox.question(self, self.tr("Reset statistics"), text)
        return answer == QMessageBox.StandardButton.Yes

    def refresh(self) -> None:
        page = self.page
        if page is None:
            return
        self.pages.setCurrentWidget(page)
        shown = page.show_game(self.games, self.game, CHART_GAMES)
        self.chart.set_values(shown.chart)
        self._page_problems = shown.problems
        self._accuracy_changed()
        self.reset_button.setEnabled(shown.played > 0)

    _page_problems: list[str] = []

    def _accuracy_changed(self) -> None:
        """The accuracy part again (a game's figures came in, or another game shown)."""
        self.accuracy.show_game(self.games.db, self.game, CHART_GAMES)
        self.charts.setTabVisible(1, self.accuracy.part is not None)
        self._show_problems(self._page_problems + self.accuracy.problems)

    def _show_problems(self, problems: list[str]) -> None:
        if problems:
            self.problem.setText(fill(self.tr("Part of the statistics cannot be read (%1). "
                                              "What can be read is shown."),
                                      "; ".join(dict.fromkeys(problems))))
        self.problem.setVisible(bool(problems))

    def reset(self) -> bool:
        if self.page is None or not self.confirm(
                self.page.reset_question(self.selector.currentText())):
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
