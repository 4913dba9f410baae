"""Cinch's window (CinchWindow, the shell's TableWindow): the felt, the strip, the score
sheet and bid history docks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence
from PySide6.QtWidgets import (
    QTableView,
    QToolButton,
    QWidget,
)

from ....i18n.placeholders import fill
from ....ui.action_strip import panel_style
from ....ui.preferences import LARGE_CARD_SCALE, UiPreferences, read_preferences
from ....ui.score_sheet import fit_columns, forget_widths
from ....ui.table_window import TableWindow, sheet_view
from ...base import PERSON
from . import strip as sp
from .felt import CinchFelt
from .models.score_sheet import CompactScoreSheetModel
from .session import CinchSession, Decision
from .strip import CinchStrip
from .words import (
    PhaseCoach,
    announce_prompt,
    announce_winner,
    refusal_text,
    side_name,
)

if TYPE_CHECKING:  # loaded with the first hand's end
    from ....ui.summary_dialog import HandSummaryDialog
    from .last_trick import LastTrickDialog
    from .settings import TableSettings
    from .summary import HandSummary

def felt_panel_style(felt: QColor) -> str:
    """The strip and the first-game line under the felt in the felt's own colour, darker
    (a green strip under a burgundy felt looked like another window)."""
    return panel_style(felt.darker(190).name(), felt.darker(150).name())


def _table(model, parent: QWidget, equal_from: int | None = None) -> QTableView:
    view = sheet_view(model, parent)
    view.horizontalHeader().setStretchLastSection(True)
    view.setWordWrap(False)
    view.setProperty("equalFrom", equal_from)
    _follow(view, model)
    return view


def _fit(view: QTableView, widen: bool = True) -> None:
    window = view.window()
    if isinstance(window, CinchWindow) and window._fits_held is not None:
        # Not shown yet: the headers are set, translated and the models reset several
        # times over while the window is built and its game dealt; the columns are
        # fitted once, as the window is first shown (fitting measures every cell's
        # text: a good part of the start otherwise).
        if all(held is not view for held in window._fits_held):
            window._fits_held.append(view)
        return
    equal_from = view.property("equalFrom")
    model = view.model()
    if isinstance(model, CompactScoreSheetModel):
        equal_from = model.FIXED  # one width for every side's column
    needed = fit_columns(view, equal_from)
    dock = view.parentWidget()
    window = view.window()
    if widen and isinstance(window, CinchWindow) and dock is not None \
            and dock.width() < needed:
        window.widen_docks(needed)


def _follow(view: QTableView, model) -> None:
    """Keep the newest row in sight and the columns fitted as hands and bids are added
    (``model`` is the view's model or the source of it)."""
    def grown(*_) -> None:
        _fit(view)
        view.scrollToBottom()
    model.rowsInserted.connect(grown)
    model.modelReset.connect(lambda: _fit(view))
    model.headerDataChanged.connect(lambda *_: _fit(view))
    _fit(view)  # before any game: the headers themselves fitted, every column in view


class CinchWindow(TableWindow):
    settingsSaved = Signal(object)   # TableSettings the person chose in the dialog

    def __init__(self, session: CinchSession, cache, parent=None, qsettings=None) -> None:
        super().__init__(parent)
        # Score views whose fitting waits for the window's first showing (_fit); None
        # once it was shown.
        self._fits_held: list[QTableView] | None = []
        self.session = session
        self.cache = cache
        self.qsettings = qsettings  # where theme choices are kept (None: QSettings())
        self.prefs = read_preferences(qsettings)
        self.coach = PhaseCoach(self.prefs.first_game_hints)
        self._coach_game = -1
        self.view = CinchFelt(session, cache, self)
        self.felt = self.view              # the shell's name for it
        self.view.set_hand_scale(LARGE_CARD_SCALE if self.prefs.large_cards else 1.0)
        self.strip = CinchStrip(session, self)
        style = felt_panel_style(cache.felt_color())
        self.strip.setStyleSheet(style)
        # The first-game line sits above the action strip, where the eye already is.
        box = self.build_chrome(style)
        cache.changed.connect(self._follow_felt)
        box.insertWidget(0, self.view, 1)
        self.add_strip(self.strip)

        # The compact sheet fits the side dock at 1280 wide; View ▸ Detailed score sheet
        # shows every column (dealer, bids, points taken) for a wider window.
        self.compact_scores = CompactScoreSheetModel(session.score_sheet, self)
        self.score_view = _table(self.compact_scores, self)
        _follow(self.score_view, session.score_sheet)
        self.bid_view = _table(session.bid_history, self)
        self.score_dock = self.add_dock(self.score_view, "scoreDock")
        self.bid_dock = self.add_dock(self.bid_view, "bidDock")
        for dock in (self.score_dock, self.bid_dock):
            dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                                 | Qt.DockWidgetArea.RightDockWidgetArea
                                 | Qt.DockWidgetArea.BottomDockWidgetArea)
        self.resizeDocks([self.score_dock, self.bid_dock], [300, 300], Qt.Orientation.Horizontal)

        # The hand summary and the last trick are built when first wanted:
        # the first frame needs neither (see the properties below).
        self._summary: HandSummaryDialog | None = None
        self._last_trick: LastTrickDialog | None = None
        self._build_actions()

        c = session
        c.status.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.follow_session(c)
        c.tableChanged.connect(self._on_table_changed)
        c.announcement.connect(self.announce)
        c.gameChanged.connect(self._coach_step)
        self.strip.ready = lambda: not self.view.busy()
        self.strip.focus_target = self.view
        self.view.idle.connect(self.strip.refresh)
        # The session waits for the cards to land before a bot's answer is shown.
        self.view.busyChanged.connect(self.felt_moved)
        self.view.idle.connect(self.felt_idle)   # also when nothing had to move
        self.view.selectionChanged.connect(self.strip.set_chosen)
        self.strip.chosen_now = lambda: len(self.view.selection())
        self.strip.confirmRequested.connect(self.view.confirm_selection)
        self.strip.hintRequested.connect(self.request_hint)
        self.strip.nextHandRequested.connect(self._next_hand)
        self.strip.newGameRequested.connect(self.new_game)
        self.strip.reviewRequested.connect(self.show_review)
        # A card let go outside the middle of the table goes back to the hand; say why
        # (the scene itself is game-agnostic and only snaps it back).
        self._dragged: int | None = None
        self.view.scene_.dragStarted.connect(self._on_drag_started)
        self.view.scene_.installEventFilter(self)
        self.retranslate()
        self.localise_cards()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event) -> None:  # noqa: ANN001, N802  (Qt override)
        held, self._fits_held = self._fits_held, None
        for view in held or ():
            # The docks were hidden while these waited, so they were never widened for
            # them: the first frame's docks are as wide as they were made.
            _fit(view, widen=False)
        super().showEvent(event)

    @property
    def summary(self) -> HandSummaryDialog:
        """The hand summary dialog, built the first time it is wanted."""
        if self._summary is None:
            from ....ui.summary_dialog import HandSummaryDialog
            # Its buttons are the strip's after a hand: the same words and signals.
            self._summary = HandSummaryDialog(self.strip, self)
        return self._summary

    def show_summary(self, summary: HandSummary) -> None:
        """The hand's summary in its window over the table."""
        from .summary import summary_html, summary_title
        rules = self.session.state.rules
        self.summary.show_summary(lambda: summary_title(summary),
                                  lambda: summary_html(summary, rules.target, rules),
                                  summary.winner is not None)

    @property
    def last_trick(self) -> LastTrickDialog:
        """The last trick's window, built the first time it is wanted."""
        if self._last_trick is None:
            from .last_trick import LastTrickDialog
            self._last_trick = LastTrickDialog(self.session.last_trick_model, self.cache,
                                               self)
        return self._last_trick

    # -- a card dropped beside the trick
    def _on_drag_started(self, card: object) -> None:
        self._dragged = card if isinstance(card, int) else None

    def eventFilter(self, watched, event) -> bool:  # noqa: N802  (Qt override)
        if (watched is self.view.scene_ and self._dragged is not None
                and event.type() == QEvent.Type.GraphicsSceneMouseRelease):
            card, self._dragged = self._dragged, None
            # Judge after the scene has handled the release (played, refused or sent back).
            QTimer.singleShot(0, self, lambda: self._after_drop(card))
        return super().eventFilter(watched, event)

    def _after_drop(self, card: int) -> None:
        prompt = self.session.decision()
        if prompt is None or prompt.kind != "play" or card not in prompt.legal_cards:
            return  # played, or refused with its own reason, or not a card to play now
        text = self.tr("The card went back to your hand: drop it on the middle of the "
                       "table to play it (or double-click it, or press Enter).")
        self.statusBar().showMessage(text, 10000)
        self.announce(text)

    def _build_actions(self) -> None:
        self.build_common_actions("rules", self.request_hint)
        self.last_trick_action = QAction(self, shortcut=QKeySequence("Ctrl+L"),
                                         triggered=self.show_last_trick)
        self.themes_action = QAction(self, shortcut=QKeySequence("Ctrl+Shift+A"),
                                     triggered=self.open_themes)
        self.detailed_scores_action = QAction(self, checkable=True,
                                              shortcut=QKeySequence("Ctrl+Shift+T"),
                                              toggled=self.set_detailed_scores)
        self.score_dock.toggleViewAction().setShortcut(QKeySequence("Ctrl+T"))
        self.bid_dock.toggleViewAction().setShortcut(QKeySequence("Ctrl+B"))
        self.build_menus((self.new_action, self.undo_action, self.hint_action,
                          self.last_trick_action, self.settings_action, self.themes_action),
                         (self.score_dock.toggleViewAction(), self.bid_dock.toggleViewAction(),
                          self.detailed_scores_action),
                         (self.rules_action, self.keys_action))
        bar = self.addToolBar("")
        self.toolbar = bar
        bar.setObjectName("gameToolbar")
        bar.setMovable(False)
        for a in (self.new_action, self.undo_action, self.last_trick_action,
                  self.score_dock.toggleViewAction(), self.bid_dock.toggleViewAction(),
                  self.settings_action):
            bar.addAction(a)

    def _follow_felt(self) -> None:
        style = felt_panel_style(self.cache.felt_color())
        if self.strip.styleSheet() != style:
            self.strip.setStyleSheet(style)
            self.hint_line.setStyleSheet(style)

    # -- placement
    def widen_docks(self, width: int) -> None:
        """The side docks at least ``width`` wide (the felt gives up the room), so the
        score sheet's columns show without a horizontal scrollbar."""
        docks = [d for d in (self.score_dock, self.bid_dock)
                 if d.isVisible() and not d.isFloating()
                 and self.dockWidgetArea(d) != Qt.DockWidgetArea.BottomDockWidgetArea]
        if docks:
            self.resizeDocks(docks, [width] * len(docks), Qt.Orientation.Horizontal)
    def set_detailed_scores(self, detailed: bool) -> None:
        """Every column of the score sheet, or the compact one that fits the dock."""
        model = self.session.score_sheet if detailed else self.compact_scores
        if self.score_view.model() is not model:
            self.score_view.setModel(model)
            forget_widths(self.score_view)
            _fit(self.score_view)
            self.score_view.scrollToBottom()
        if self.detailed_scores_action.isChecked() != detailed:
            self.detailed_scores_action.setChecked(detailed)

    # -- language
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.localise_cards()   # the shell retranslates
        super().changeEvent(event)

    def localise_cards(self) -> None:
        """Court corners of the built-in decks in the language (R D V, H V B)."""
        from ....i18n import current_language
        self.cache.set_corner_language(current_language())

    def retranslate(self) -> None:
        """Every text of the window again, in the current language."""
        self.retranslate_common()
        self.setWindowTitle(self.tr("Cinch"))
        self.toolbar.setWindowTitle(self.tr("Game"))
        # Qt's "more buttons" arrow on a narrow window has no name of its own.
        more = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if more is not None:
            more.setAccessibleName(self.tr("More buttons"))
        # New game, Undo, Hint, Settings, Quit and the keys are named by the shell
        # (retranslate_common).
        for action, text, tip in (
                (self.new_action, None, self.tr("Start a new game")),
                (self.undo_action, None,
                 self.tr("Take back your last decision (while no hidden card has been "
                         "shown since)")),
                (self.hint_action, None,
                 self.tr("Ask the strongest computer player what it would do")),
                (self.last_trick_action, self.tr("&Last trick"),
                 self.tr("Show the previous trick")),
                (self.settings_action, None,
                 self.tr("Name, language, computer players, speed and rules")),
                (self.themes_action, self.tr("Card &themes…"), self.tr("Choose the card art")),
                (self.quit_action, None, self.tr("Quit Cinch")),
                (self.rules_action, self.tr("&Rules of Cinch"), self.tr("The rules of Cinch")),
                (self.keys_action, None, self.tr("Every key of the table")),
                (self.detailed_scores_action, self.tr("&Detailed score sheet"),
                 self.tr("Show the dealer, every bid and the points taken in the score "
                         "sheet"))):
            if text is not None:
                action.setText(text)
            action.setToolTip(tip)
        self.score_dock.setWindowTitle(self.tr("Score sheet"))
        self.bid_dock.setWindowTitle(self.tr("Bid history"))
        self.score_view.setAccessibleName(self.tr("Score sheet"))
        self.bid_view.setAccessibleName(self.tr("Bid history"))
        self.session.score_sheet.retranslate()
        self.session.bid_history.retranslate()
        self.refresh_help_keys()
        if self._coach_text:
            self.hint_line.setText(self._coach_text())

    _coach_text = None  # recomputes the hint line in the current language

    # -- first-game hints and announcements
    def set_hint_text(self, source) -> None:
        self._coach_text = source
        self.hint_line.setToolTip("")
        text = source() if source else ""
        self.hint_line.setText(text)
        self.hint_line.setVisible(bool(text) and self.coach.enabled)

    def _on_turn(self, prompt: Decision) -> None:
        self._coach_step()
        # Said after the other players' moves, so a screen-reader user knows to act.
        self.announce(announce_prompt(prompt.kind, prompt.count,
                                      prompt.to if prompt.to >= 0 else None))

    def _coach_step(self) -> None:
        st = self.session.state
        if st is None:
            return
        if self.session.game_id != self._coach_game:
            self._coach_game = self.session.game_id
            self.coach.reset()
        if self.session.holding:
            # The hand is over; its hint is no longer about anything on the table.
            self.set_hint_text(None)
            self._hint_phase = None
            return
        phase = st.phase
        if self.coach.hints_for(phase, st.current):
            # Keep the phase and who acts, not the words: a language change says it anew.
            from .words import phase_hint
            mine = st.current == PERSON and not self.session.settings.autoplay
            self.set_hint_text(lambda: phase_hint(phase, mine))
            self._hint_phase = phase
        elif self._hint_phase != phase:
            # Nothing new to teach here, and what the line says was about another phase
            # (an earlier hand's bidding, a refused card): it goes.
            self.set_hint_text(None)
            self._hint_phase = phase

    _hint_phase: str | None = None  # the phase the hint line's text is about

    # -- reactions
    def _on_hint(self, _payload, text: str) -> None:
        reason = self.hint_reason(_payload)
        if reason:
            text = f"{text} {reason}"
        self.say_hint(text)  # said too: during bidding no card takes the focus to say it

    def hint_reason(self, payload: dict) -> str:
        """Why the hint, in one sentence, from what South may know (its observation)."""
        from .hint_reasons import hint_reason
        if not self.session.is_human_turn():
            return ""
        return hint_reason(self.session.state, payload)

    def refusal_text(self, rule: str, message: str) -> str:
        return refusal_text(rule, message)

    def seat_name(self, seat: int) -> str:
        return self.session.settings.display_name(seat)

    def say_thinking(self, text: str) -> None:
        self.strip.show_page(sp.IDLE, text)

    # The summary waits for the last trick to sweep to its winner (the shell's
    # felt_idle), and so does the winner's name.
    def hand_shown(self, summary: HandSummary) -> None:
        if not self.session.holding:
            return
        if summary.winner is None:  # at game over the strip offers New game instead
            self.hold_after_hand(summary.headline)
        else:
            self.announce(summary.headline())
        if not self.session.settings.autoplay or summary.winner:
            self.show_summary(summary)
        else:
            self.statusBar().showMessage(summary.headline(), 8000)

    def game_shown(self, winner: str) -> None:
        totals = dict(self.session.state.totals)

        def words() -> str:
            score = " – ".join(f"{side_name(side)} {pts}" for side, pts in totals.items())
            said = announce_winner(winner) if winner else self.tr("The game is over.")
            return fill(self.tr("Game over: %1 (%2)"), said, score)
        self.strip.show_page(sp.OVER, words)
        self.announce(words())

    def _on_table_changed(self, snapshot) -> None:
        if snapshot.step == "deal":
            self._close_summary()
            # The summary's page goes at once; the strip shows the new turn when the
            # deal has landed (or now, if nothing animates).
            self.strip.show_page(sp.IDLE, "")
            self.strip.refresh()

    def _close_summary(self, always: bool = False) -> None:
        """Hide the summary and give the keyboard back to the table, so the next hand
        can be played without the mouse."""
        shown = self._summary is not None and self._summary.isVisible()
        if shown or always:
            if self._summary is not None:
                self._summary.hide()
            self.activateWindow()
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _next_hand(self) -> None:
        self._close_summary(always=True)
        self.session.continue_game()

    def game_name(self) -> str:
        return "cinch"

    def new_game(self) -> bool:
        """Start a new game, after asking when one is in progress (the hand summary's
        and the strip's New game: no chooser)."""
        if not self.confirm_new_game():
            return False
        self.give_up_game()
        return self.start_new_game(self.game_name())

    def start_new_game(self, game: str) -> bool:
        # Another game than Cinch has been switched to by the chooser (app.py) already.
        self._close_summary(always=True)
        self.strip.show_page(sp.IDLE, "")
        self.session.new_game()
        return True

    # -- undo and redo (the flow is the shell's)
    def after_take_back(self) -> None:
        self._close_summary(always=True)

    def undo_words(self) -> tuple[str, str]:
        return (self.tr("Nothing to undo: a decision can be taken back only until a hidden "
                        "card has been shown."),
                self.tr("Your last decision was taken back: choose again."))

    def show_last_trick(self) -> None:
        self.last_trick.refresh()
        self.last_trick.show()
        self.last_trick.raise_()

    def open_themes(self) -> None:
        from ....ui.theme_dialog import ThemeDialog
        dialog = ThemeDialog(self.cache, self, settings=self.qsettings)
        dialog.exec()

    def help_keys(self) -> list[tuple[str, str]]:
        from .keys import table_keys
        from .replay import replay_keys
        return table_keys() + replay_keys()

    # -- settings (the dialog's flow is the shell's)
    def current_settings(self) -> TableSettings:
        return self.session.settings

    def settings_chosen(self, settings: TableSettings) -> bool:
        self.session.set_settings(settings)
        self.settingsSaved.emit(settings)
        return True

    def settings_saved_text(self) -> str:
        return self.tr("Settings saved: levels, speed and name apply from the next hand; "
                       "rules from the next game; language, hints and card size at once.")

    def preferences_applied(self, prefs: UiPreferences) -> None:
        self.coach.enabled = prefs.first_game_hints
        self.view.set_hand_scale(LARGE_CARD_SCALE if prefs.large_cards else 1.0)

    def closeEvent(self, event) -> None:
        for dialog in (self._summary, self._last_trick):
            if dialog is not None:
                dialog.hide()
        super().closeEvent(event)
