"""The main window: the felt table, the action strip, score sheet and bid history docks."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QMainWindow,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..controller import GameController, HandSummary
from .action_panel import ActionPanel
from .last_trick import LastTrickDialog
from .settings_dialog import SettingsDialog
from .summary_dialog import HandSummaryDialog
from .table_view import TableView

PANEL_STYLE = """
#actionPanel { background: #1f3a2a; }
#actionPanel QLabel { color: #f0f0e6; font-size: 14px; }
#actionPanel QPushButton { padding: 4px 8px; }
"""


def _table(model, parent: QWidget) -> QTableView:
    view = QTableView(parent)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    view.horizontalHeader().setStretchLastSection(True)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    # Keep the newest row in sight as hands and bids are added.
    def grown(*_) -> None:
        view.resizeColumnsToContents()
        view.scrollToBottom()
    model.rowsInserted.connect(grown)
    model.modelReset.connect(view.resizeColumnsToContents)
    return view


TABLE_KEYS = [("1 … 9, 0, Ctrl+1 … Ctrl+4", "Bid 1 to 9, 10, 11 to 14"),
              ("P", "Pass"), ("C, D, H, S", "Name clubs, diamonds, hearts or spades"),
              ("← / →", "Choose a card in your hand"), ("Enter", "Play the chosen card"),
              ("Space", "Pick or put back a card when keeping, robbing or giving"),
              ("Ctrl+Return", "Confirm the cards picked"), ("Ctrl+H", "Hint"),
              ("N", "Next hand (after the summary)")]


class MainWindow(QMainWindow):
    settingsSaved = Signal(object)   # TableSettings the person chose in the dialog

    def __init__(self, controller: GameController, cache, parent=None, qsettings=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.cache = cache
        self.qsettings = qsettings  # where theme choices are kept (None: QSettings())
        self._help = None
        self.setWindowTitle("Cinch")
        self.view = TableView(controller, cache, self)
        self.panel = ActionPanel(controller, self)
        self.panel.setStyleSheet(PANEL_STYLE)
        central = QWidget(self)
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.view, 1)
        box.addWidget(self.panel)
        self.setCentralWidget(central)

        self.score_view = _table(controller.score_sheet, self)
        self.bid_view = _table(controller.bid_history, self)
        self.score_dock = QDockWidget("Score sheet", self)
        self.score_dock.setObjectName("scoreDock")
        self.score_dock.setWidget(self.score_view)
        self.bid_dock = QDockWidget("Bid history", self)
        self.bid_dock.setObjectName("bidDock")
        self.bid_dock.setWidget(self.bid_view)
        for dock in (self.score_dock, self.bid_dock):
            dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                                 | Qt.DockWidgetArea.RightDockWidgetArea
                                 | Qt.DockWidgetArea.BottomDockWidgetArea)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.bid_dock)
        self.resizeDocks([self.score_dock, self.bid_dock], [300, 300], Qt.Orientation.Horizontal)

        self.summary = HandSummaryDialog(self)
        self.last_trick = LastTrickDialog(controller.last_trick_model, cache, self)
        self._build_actions()

        c = controller
        c.status.connect(lambda text: self.statusBar().showMessage(text, 8000))
        c.refused.connect(self._on_refused)
        c.handFinished.connect(self._on_hand_finished)
        c.gameOver.connect(self._on_game_over)
        c.tableChanged.connect(self._on_table_changed)
        c.thinking.connect(self._on_thinking)
        c.hintReady.connect(lambda _p, text: self.statusBar().showMessage(text, 15000))
        c.botFailed.connect(lambda m: self.statusBar().showMessage(f"Computer player error: {m}"))
        self.panel.ready = lambda: not self.view.busy()
        self.view.idle.connect(self.panel.refresh)
        self._pending_summary: HandSummary | None = None
        self.view.idle.connect(self._show_pending_summary)
        self.view.selectionChanged.connect(self.panel.set_chosen)
        self.panel.confirmRequested.connect(self.view.confirm_selection)
        self.panel.nextHandRequested.connect(self._next_hand)
        self.panel.newGameRequested.connect(self.new_game)
        self.summary.nextHand.connect(self._next_hand)
        self.summary.newGame.connect(self.new_game)

    def _build_actions(self) -> None:
        game = self.menuBar().addMenu("&Game")
        self.game_menu = game
        self.new_action = QAction("&New game", self, shortcut=QKeySequence.StandardKey.New,
                                  triggered=self.new_game)
        self.hint_action = QAction("&Hint", self, triggered=self.controller.request_hint)
        self.last_trick_action = QAction("&Last trick", self, shortcut=QKeySequence("Ctrl+L"),
                                         triggered=self.show_last_trick)
        self.settings_action = QAction("&Settings…", self,
                                       shortcut=QKeySequence("Ctrl+,"),
                                       triggered=self.open_settings)
        self.themes_action = QAction("Card &themes…", self, triggered=self.open_themes)
        self.quit_action = QAction("&Quit", self, shortcut=QKeySequence.StandardKey.Quit,
                                   triggered=self.close)
        for a in (self.new_action, self.hint_action, self.last_trick_action,
                  self.settings_action, self.themes_action):
            game.addAction(a)
        game.addSeparator()
        game.addAction(self.quit_action)
        view_menu = self.menuBar().addMenu("&View")
        view_menu.addAction(self.score_dock.toggleViewAction())
        view_menu.addAction(self.bid_dock.toggleViewAction())
        self.score_dock.toggleViewAction().setShortcut(QKeySequence("Ctrl+T"))
        self.bid_dock.toggleViewAction().setShortcut(QKeySequence("Ctrl+B"))
        self.help_menu = self.menuBar().addMenu("&Help")
        self.rules_action = QAction("&Rules of Cinch", self,
                                    shortcut=QKeySequence.StandardKey.HelpContents,
                                    triggered=lambda: self.open_help("rules"))
        self.keys_action = QAction("&Keyboard shortcuts", self,
                                   triggered=lambda: self.open_help("shortcuts"))
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.keys_action)
        bar = self.addToolBar("Game")
        bar.setObjectName("gameToolbar")
        bar.setMovable(False)
        for a in (self.new_action, self.last_trick_action,
                  self.score_dock.toggleViewAction(), self.bid_dock.toggleViewAction(),
                  self.settings_action):
            bar.addAction(a)

    # -- reactions
    def _on_refused(self, rule: str, message: str) -> None:
        self.statusBar().showMessage(f"Not allowed ({rule}): {message}", 10000)

    def _on_thinking(self, seat: int) -> None:
        if seat >= 0 and not self.controller.holding:
            who = ("Your autoplay bot" if seat == 0
                   else self.controller.settings.name_of(seat))
            self.panel.show_idle(f"{who} is thinking…")

    def _on_hand_finished(self, summary: HandSummary) -> None:
        # Let the last trick sweep to its winner before the summary covers the table.
        self._pending_summary = summary
        if not self.view.busy():
            self._show_pending_summary()

    def _show_pending_summary(self) -> None:
        summary, self._pending_summary = self._pending_summary, None
        if summary is None or not self.controller.holding:
            return
        rules = self.controller.state.rules
        if summary.winner is None:  # at game over the panel already offers New game
            self.panel.show_next(summary.headline())
        if not self.controller.settings.autoplay or summary.winner:
            self.summary.show_summary(summary, rules.target)
        else:
            self.statusBar().showMessage(summary.headline(), 8000)

    def _on_game_over(self, winner: str) -> None:
        totals = self.controller.state.totals
        score = " – ".join(f"{side} {pts}" for side, pts in totals.items())
        self.panel.show_over(f"Game over: {winner} wins ({score}).")

    def _on_table_changed(self, snapshot) -> None:
        if snapshot.step == "deal":
            self.summary.hide()
            if not self.controller.is_human_turn():
                self.panel.show_idle("")

    def _next_hand(self) -> None:
        self.summary.hide()
        self.controller.continue_game()

    def new_game(self) -> None:
        self.summary.hide()
        self.panel.show_idle("")
        self.controller.new_game()

    def show_last_trick(self) -> None:
        self.last_trick.refresh()
        self.last_trick.show()
        self.last_trick.raise_()

    def open_themes(self) -> None:
        from .theme_dialog import ThemeDialog
        dialog = ThemeDialog(self.cache, self, settings=self.qsettings)
        dialog.exec()

    def open_help(self, page: str) -> None:
        from .help import HelpWindow
        if self._help is None:
            self._help = HelpWindow(self, self.cache, self, extra_shortcuts=TABLE_KEYS)
        self._help.show_page(page)
        self._help.show()
        self._help.raise_()

    def open_settings(self) -> None:
        dialog = SettingsDialog(self.controller.settings, self)
        if dialog.exec() and dialog.result_settings is not None:
            self.controller.set_settings(dialog.result_settings)
            self.settingsSaved.emit(dialog.result_settings)
            self.statusBar().showMessage("Settings saved: levels, speed and name apply from "
                                         "the next hand; rules from the next game.", 8000)

    def closeEvent(self, event) -> None:
        self.summary.hide()
        self.last_trick.hide()
        super().closeEvent(event)
