"""The history of finished games: date, line-up, result; replay or export one."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...games import GAMES
from ...i18n.placeholders import fill
from ...storage.gamesdb import GamesDB, HistoryRow

_Index = QModelIndex | QPersistentModelIndex
BATCH = 200  # rows fetched at a time: the list opens at once even with years of games


def local_time(iso_utc: str) -> str:
    try:
        when = datetime.strptime(iso_utc, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return iso_utc
    return when.replace(tzinfo=UTC).astimezone().strftime("%Y-%m-%d %H:%M")


def replayable(game: str) -> bool:
    """Whether ``game`` has a replay window (a ``table/replay.py`` beside its module)."""
    return game in GAMES and GAMES[game].has_replay()


class HistoryModel(QAbstractTableModel):
    HEADERS = (QT_TRANSLATE_NOOP("HistoryModel", "Date"),
               QT_TRANSLATE_NOOP("HistoryModel", "Line-up"),
               QT_TRANSLATE_NOOP("HistoryModel", "Result"))

    def __init__(self, games: GamesDB, parent=None, game: str | None = None) -> None:
        super().__init__(parent)
        self.games = games
        self.game = game   # a registry name, or None for every game
        self.rows: list[HistoryRow] = []
        self.shown: list[tuple[str, str, str]] = []  # display text, made once per row
        # What could not be read: the dialog names it above the list.
        self.problems: list[str] = []
        try:
            self.total = games.count(game)
        except sqlite3.Error as exc:
            self.total = 0
            self._salvage(exc)
            return
        self.fetchMore()  # the first batch now, so the list is never blank on opening

    def _salvage(self, exc: Exception) -> None:
        """The normal query failed (a damaged page, a missing table): list every row
        that can still be read, and remember why the rest cannot."""
        try:
            rows, problems = self.games.salvage_history()
        except sqlite3.Error as again:
            rows, problems = [], [str(again)]
        self.beginResetModel()
        if self.game is not None:
            rows = [r for r in rows if r.game == self.game]
        self.rows = rows
        self.shown = [(local_time(r.finished_at), r.lineup, r.result) for r in rows]
        self.total = len(rows)
        self.endResetModel()
        self.problems = list(dict.fromkeys([str(exc), *problems]))

    def unreadable(self) -> int:
        """How many listed games cannot be shown in full."""
        return sum(1 for r in self.rows if r.error)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def canFetchMore(self, parent: _Index = QModelIndex()) -> bool:  # noqa: N802, B008
        return not parent.isValid() and len(self.rows) < self.total

    def fetchMore(self, parent: _Index = QModelIndex()) -> None:  # noqa: N802, B008
        try:
            more = self.games.history(BATCH, len(self.rows), game=self.game)
        except sqlite3.Error as exc:
            self._salvage(exc)
            return
        if not more:
            self.total = len(self.rows)
            return
        self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(more) - 1)
        self.rows.extend(more)
        self.shown.extend((local_time(r.finished_at), r.lineup, r.result) for r in more)
        self.endInsertRows()

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.shown[index.row()][index.column()]
        if role == Qt.ItemDataRole.ForegroundRole and self.rows[index.row()].error:
            return QColor("#777777")
        if role == Qt.ItemDataRole.ForegroundRole and index.column() == 2:
            return QColor("#1e7b34") if self.rows[index.row()].won else QColor("#a52a2a")
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.tr(self.HEADERS[section])
        return None

    def game_id(self, row: int) -> int:
        return self.rows[row].id


class HistoryDialog(QDialog):
    """Lists finished games.  ``on_replay(record, title)`` and ``on_export(record)``
    are supplied by the caller (wiring.py) so this view holds no file logic."""

    def __init__(self, games: GamesDB, on_replay, on_export,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("History"))
        self.games = games
        self.on_replay, self.on_export = on_replay, on_export
        # Which games to list: all of them, or one game's (the chooser's names).
        self.filter = QComboBox(self)
        self.filter.addItem(self.tr("All games"), None)
        # The games the filter offers, besides "All games" (the chooser's titles).
        for name, title in ((n, i.title) for n, i in GAMES.items()):
            self.filter.addItem(QCoreApplication.translate("GameChooser", title), name)
        self.filter.setAccessibleName(self.tr("Games shown"))
        self.model = HistoryModel(games, self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        # Widths from the font, not ResizeToContents: measuring every row made the
        # dialog slow to open with a long history.
        header = self.table.horizontalHeader()
        metrics = self.table.fontMetrics()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(0, metrics.horizontalAdvance("2026-12-31 23:59") + 24)
        header.resizeSection(2, metrics.horizontalAdvance("Lost 100 (W -100, E -100)") + 24)
        self.table.doubleClicked.connect(lambda index: self.replay_row(index.row()))
        empty = QLabel(self.tr("No finished games yet. Games you finish appear here."), self)
        empty.setVisible(self.model.total == 0 and not self.model.problems)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a03030;")
        self.model.rowsInserted.connect(self._show_problems)
        self.model.modelReset.connect(self._show_problems)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.replay_button = QPushButton(self.tr("Replay…"), self)
        self.export_button = QPushButton(self.tr("Export…"), self)
        for b in (self.replay_button, self.export_button):
            buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
            b.setEnabled(False)
        buttons.rejected.connect(self.reject)
        self.replay_button.clicked.connect(lambda: self.replay_row(self.selected_row()))
        self.export_button.clicked.connect(lambda: self.export_row(self.selected_row()))
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.empty = empty
        self.filter.currentIndexChanged.connect(lambda _i: self.show_game(
            self.filter.currentData()))
        top = QFormLayout()
        top.addRow(self.tr("&Show:"), self.filter)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(empty)
        lay.addWidget(self.problem)
        lay.addWidget(self.table, 1)
        lay.addWidget(buttons)
        self.resize(760, 480)
        self.select_first()
        self._show_problems()

    def show_game(self, game: str | None) -> None:
        """List every game's rows (None) or one game's only."""
        model = HistoryModel(self.games, self, game)
        old = self.model
        self.model = model
        self.table.setModel(model)
        old.deleteLater()
        model.rowsInserted.connect(self._show_problems)
        model.modelReset.connect(self._show_problems)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self.empty.setVisible(model.total == 0 and not model.problems)
        self._selection_changed()
        self.select_first()
        self._show_problems()

    def select_first(self) -> None:
        """The newest game selected and current, so Replay and Export work at once and
        the arrow keys start from it."""
        if self.model.rowCount() == 0:
            return
        flags = (self.table.selectionModel().SelectionFlag.ClearAndSelect
                 | self.table.selectionModel().SelectionFlag.Rows)
        self.table.selectionModel().setCurrentIndex(self.model.index(0, 0), flags)
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_problems(self, *_args) -> None:
        parts = []
        if self.model.problems:
            parts.append(fill(self.tr("Part of the history cannot be read (%1). The games "
                                      "that can be read are listed."),
                              "; ".join(self.model.problems)))
        bad = self.model.unreadable()
        if bad:
            parts.append(fill(self.tr("%1 listed games cannot be read in full; they are "
                                      "greyed out."), bad))
        self.problem.setText(" ".join(parts))
        self.problem.setVisible(bool(parts))

    def _selection_changed(self) -> None:
        has = self.selected_row() >= 0
        self.replay_button.setEnabled(has)
        self.export_button.setEnabled(has)

    def selected_row(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def replay_row(self, row: int) -> None:
        if row < 0:
            return
        r = self.model.rows[row]
        title = self.tr("Replay — %1, %2").replace("%1", local_time(r.finished_at))
        if not replayable(r.game):
            # This game has no replay window; the record can still be exported.
            self.problem.setText(self.tr("Replay of this game is not available yet; "
                                         "Export… keeps its record."))
            self.problem.setVisible(True)
            return
        try:
            record = self.games.record(r.id)
            self.on_replay(record, title.replace("%2", r.result))
        except Exception as exc:  # noqa: BLE001 - one bad game must not break the list
            self._cannot_open(exc)

    def export_row(self, row: int) -> None:
        if row >= 0:
            try:
                record = self.games.record(self.model.game_id(row))
            except Exception as exc:  # noqa: BLE001 - as in replay_row
                self._cannot_open(exc)
                return
            self.on_export(record)

    def _cannot_open(self, exc: Exception) -> None:
        self.problem.setText(self.tr("This game cannot be read: %1").replace("%1", str(exc)))
        self.problem.setVisible(True)
