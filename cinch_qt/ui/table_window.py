"""What every game's main window shares (one window shell for every game): the column round
the felt with the first-game hint line and the screen readers' live region, the actions
every table has (New game, Undo, Settings, Quit, the rules and the keys in Help) and the
three menus they sit in, a size that fits the screen and a frame kept inside it, the
Help window with the game's own keys, confirmations that tests and unattended runs
replace, the game chooser app.py gives, and retranslation on a language change.

The flows every table runs alike are here too, each asking the game only for what is
its own: Game → New game and Game → Choose game (``confirm_new_game``: the question
before giving a game up; the chooser; ``start_new_game``), Undo and Redo (the session's,
with the game's ``undo_words``), the settings
dialog on the game's page (``current_settings``, ``settings_chosen``,
``settings_saved_text``) and the preferences it returns (language at once, first-game
hints, ``preferences_applied``), a refusal said on the status line, to screen readers
and on its rule's tooltip (``_on_refused``, with the game's ``refusal_text``), a hint
asked for out of turn (``request_hint``, with the game's ``hint_barred_text``), a
finished hand's summary and the game's result shown once the felt has shown what they
count (``felt_idle``: the game's ``hand_shown`` and ``game_shown``), and the words the
tables said alike ("Not allowed", "… is thinking", the common menu entries), in this
module's translation context ``TableWindow``.

A game's window subclasses ``TableWindow``, calls ``build_chrome`` / ``add_strip`` and
``build_common_actions`` / ``build_menus`` with its own felt, strip and actions, and
defines ``retranslate()`` (its own words, in the game's translation context, after
``retranslate_common()``), ``help_keys()``, ``game_name()``, ``game_in_progress()``,
``start_new_game()`` and the settings hooks.  The bots' hand-off of
its session is controller/table_session.py.

When the game has a hand review (a ``table/review_part.py``) the window also
has Game ▸ Hand review (Ctrl+R, ``review_action``: where the game puts it in its Game
menu, else before Settings) opening the shared review window (ui/review_window.py) on
the hands the game's ``reviewable_now()`` allows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from .accessibility import LiveRegion
from .preferences import UiPreferences, write_preferences

# lupdate reads translate("Context", "text") calls by this name.
translate = QCoreApplication.translate


def thinking_words(seat: int, name: str) -> str:
    """"North is thinking…" on the action strip while a bot thinks (seat 0: the
    person's own autoplay bot)."""
    if seat == 0:
        return translate("TableWindow", "Your autoplay bot is thinking…")
    return translate("TableWindow", "%1 is thinking…").replace("%1", name)


def sheet_view(model: Any, parent: QWidget,
               resize: QHeaderView.ResizeMode = QHeaderView.ResizeMode.Interactive
               ) -> QTableView:
    """A score sheet's table in a dock: whole rows, read-only, no row numbers, striped,
    and Tab leaves it instead of walking its cells."""
    view = QTableView(parent)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(resize)
    view.setAlternatingRowColors(True)
    view.setTabKeyNavigation(False)
    return view


def after_colon(why: str) -> str:
    """``why`` as it reads after a colon: English, French and Dutch all go on in small
    letters there ("Not allowed: a trump was led…", "Interdit : un atout…", "Niet
    toegestaan: er werd…").  A first word that is a name or an abbreviation (a capital
    after its first letter, or the same word capitalised later in the sentence) keeps
    its capital."""
    if not why or not why[0].isupper():
        return why
    first = why.split(" ", 1)[0].rstrip(".,;:!?")
    if any(ch.isupper() or ch.isdigit() for ch in first[1:]) or len(first) == 1 and first == "I":
        return why
    if f" {first}" in why[len(first):]:
        return why  # capitalised again mid-sentence: a name ("Pedro")
    from ..i18n.seats import seat_name
    if first in {seat_name(seat) for seat in "NESW"}:
        return why  # a seat, "North", "Nord", "Noord"
    return why[0].lower() + why[1:]


def hint_words(text: str) -> str:
    """"Hint: …", the status line's words for a hint."""
    return translate("TableWindow", "Hint: %1").replace("%1", text)


def refusal_words(why: str) -> str:
    """"Not allowed: …", the status line's words for a refused move."""
    return translate("TableWindow", "Not allowed: %1").replace("%1", after_colon(why))


class TableWindow(QMainWindow):
    # The person gave up the game in progress for a new one: it is filed in the history
    # as given up, a loss (app.py connects the storage's filing to it).
    gameGivenUp = Signal()
    # Game → New chose a game this window does not play (app.py opens its window).
    switchGame = Signal(str)
    # The first felt has been painted (the start-up clock, ui/table_launch.py).
    firstPaint = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._help = None
        # ask(title, text) -> bool: confirmations (tests and unattended runs replace it).
        self.ask = self._ask
        # Game → New game's chooser (app.py sets it): the game to play, or None.
        self.game_chooser: Callable[[], str | None] | None = None
        # The rule id of the last refusal (tooltips, tests).
        self.last_refused_rule = ""

    # Set by the game's window: where the interface preferences are kept (None: the
    # default QSettings), the preferences in force, and the program's settings store
    # the settings dialog keeps every page's choices in (app.py; None: ``qsettings``).
    qsettings: QSettings | None = None
    prefs: UiPreferences = UiPreferences()
    stored: Any = None
    # Made by the window when it has them: the tile strip beside the felt, the
    # Settings action, and the card art shared with the Help window.
    strip_widget: QWidget | None = None
    settings_action: QAction | None = None
    cache: Any = None

    # ------------------------------------------------------------ what a game defines
    def retranslate(self) -> None:
        """Every text of the window again, in the current language."""

    def help_keys(self) -> list[tuple[str, str]]:
        """(keys, what they do) the Help window lists beside the menus' shortcuts: the
        table's own keys and its replay's, in the current language."""
        return []

    def game_name(self) -> str:
        """The registry name of the game on the table (the settings dialog's page, the
        game a new game is when there is no chooser): the session's, when it plays more
        than one game (``TableSession.game_name``)."""
        if self.session is None or not self.session.game_name:
            raise NotImplementedError(
                f"{type(self).__name__} cannot name its game: its session "
                f"({type(self.session).__name__}) has no game_name; set the session's "
                "game_name to the game's registry name, or define game_name() in the "
                "window")
        return self.session.game_name

    def game_in_progress(self) -> bool:
        """A game the person would lose by starting another: begun and not over (the
        session's ``in_progress``)."""
        return self.session is not None and self.session.in_progress

    def start_new_game(self, game: str) -> bool:
        """Start a new game of ``game`` (the chooser's answer, or this window's)."""
        raise NotImplementedError

    def after_take_back(self) -> None:
        """What the window does once a decision has been taken back (or redone)."""

    def undo_words(self) -> tuple[str, str]:
        """(nothing to undo, taken back): the game's words, in its language."""
        return "", ""

    def current_settings(self) -> Any:
        """The game's settings the dialog opens with: those the next game starts with."""
        return None if self.session is None else self.session.next_settings

    def settings_chosen(self, settings: Any) -> bool:
        """The dialog's OK: ``settings`` handed to the session (False: they are not
        this table's kind, and are ignored).  The demo goes on, or not, as it was: the
        dialog's choices do not say."""
        session = self.session
        if session is None or type(settings) is not type(session.settings):
            return False
        session.set_settings(settings.with_changes(autoplay=session.demo))
        return True

    def settings_saved_text(self) -> str:
        """The status line's words after OK: when what was chosen applies."""
        return ""

    def preferences_applied(self, prefs: UiPreferences) -> None:
        """After the language, hints and card size have been taken: the game's own
        part (its card size, its coach)."""

    # ------------------------------------------------------------ the session
    # The game's session (its TableSession) the window plays through; set by the game's
    # window when it is built.
    session: Any = None

    def follow_session(self, session: Any) -> None:
        """What every session says, to the window's handlers of the same names:
        ``humanTurn(decision)`` → ``_on_turn``, ``humanTurnEnded`` → ``_on_turn_ended``,
        ``settingsChanged`` → ``_on_settings`` (the game's window fills these in),
        ``refused(rule, message)`` → ``_on_refused``, ``thinking(seat)`` →
        ``_on_thinking``, ``hintReady`` → ``_on_hint``, ``handFinished`` →
        ``_on_hand_finished`` and ``gameOver`` → ``_on_game_over``; and
        ``humanTurnEnded`` (any decision made) ends a refusal's or a hint's words;
        ``botFailed`` is said on the status bar."""
        session.humanTurn.connect(self._on_turn)
        session.humanTurnEnded.connect(self._on_turn_ended)
        session.settingsChanged.connect(self._on_settings)
        session.refused.connect(self._on_refused)
        session.thinking.connect(self._on_thinking)
        session.hintReady.connect(self._on_hint)
        session.handFinished.connect(self._on_hand_finished)
        session.gameOver.connect(self._on_game_over)
        session.historyChanged.connect(self._history_changed)
        session.humanTurnEnded.connect(self._decision_made)
        session.botFailed.connect(self._bot_failed)
        session.forced_play = self.prefs.forced_play
        self._history_changed()

    def _on_turn(self, decision: Any = None) -> None:
        """The person is asked ``decision`` (the game's own object; a session whose
        ``humanTurn`` carries none leaves it None): the game's window shows it."""

    def _on_turn_ended(self) -> None:
        """The person's decision was made or taken away: the game's window clears it."""

    # ------------------------------------------------------------ who is thinking
    def _on_thinking(self, seat: int) -> None:
        """While a bot thinks the strip says who (``say_thinking`` with
        ``thinking_text``); once nobody does, or while a finished hand is held,
        ``nobody_thinks``."""
        self._thinking_seat = seat
        if seat < 0 or self.session.holding:
            self.nobody_thinks()
        else:
            self.say_thinking(self.thinking_text(seat))

    _thinking_seat = -1

    def _say_thinking_again(self) -> None:
        """After a change of language: the bot still thinking said again, in it."""
        st = self.session.state
        seat = self._thinking_seat
        if seat >= 0 and st is not None and not st.is_over and st.current_seat == seat:
            self._on_thinking(seat)

    def seat_name(self, seat: int) -> str:
        """The name the table shows for ``seat``."""
        return ""

    def thinking_text(self, seat: int) -> str:
        """"North is thinking…": what the strip says while the bot of ``seat`` thinks."""
        return thinking_words(seat, self.seat_name(seat))

    def say_thinking(self, text: str) -> None:
        """``text`` on the game's strip while a bot thinks."""

    def nobody_thinks(self) -> None:
        """Nobody is thinking now: the game's strip drops its "… is thinking"."""

    # ------------------------------------------------------------ a hand's end
    # What a finished hand and a finished game say waits for the felt to have shown
    # them (the last trick swept to its winner, the show counted, the winning peg), so
    # that nobody reads a value the table has not shown yet; a game begun or restored
    # since drops it.
    _pending: tuple[int, Any, Any] | None = None
    felt: Any = None

    def felt_busy(self) -> bool:
        return self.felt is not None and self.felt.busy()

    def felt_moved(self, busy: bool) -> None:
        """The felt's cards have started moving (``busy``) or have all landed, the one
        way every game's felt reaches its session: turns, a bot's answer and the demo's
        next hand wait for the felt, and what waited for it to be idle (a finished hand,
        the game's end) is shown once it is."""
        if self.session is not None:
            self.session.set_busy(busy)
        if not busy:
            self.felt_idle()

    def felt_fed(self) -> None:
        """The felt has just been given something to show: the session hears whether
        its cards move now."""
        self.felt_moved(self.felt_busy())

    def _on_hand_finished(self, summary: Any) -> None:
        self._pending = (self.session.game_id, summary, None)
        self.felt_idle()

    def _on_game_over(self, result: Any) -> None:
        pending = self._pending
        summary = pending[1] if pending and pending[0] == self.session.game_id else None
        self._pending = (self.session.game_id, summary, result)
        self.felt_idle()

    def felt_idle(self) -> None:
        """The felt may have shown all it was given: the hand's summary and the game's
        result that waited for it are shown now."""
        pending = self._pending
        if pending is None or self.felt_busy():
            return
        self._pending = None
        game, summary, result = pending
        if game != self.session.game_id:
            return
        if summary is not None:
            self.hand_shown(summary)
        if result is not None:
            self.game_shown(result)

    def hand_shown(self, summary: Any) -> None:
        """The game's summary of the hand the felt has just finished showing."""

    def hold_after_hand(self, text: str | Callable[[], str]) -> None:
        """A finished hand waits for the person to go on: the strip's page after a hand
        (ui/action_strip ``show_next``) says ``text`` (a function is asked again after a
        change of language) and screen readers hear it; Next hand takes the keyboard
        unless the computer plays the person's seat (the demo goes on by itself)."""
        strip = self.strip_widget
        strip.show_next(text)
        self.announce(text() if callable(text) else text)
        if self.session is not None and not self.session.demo:
            strip.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def game_shown(self, result: Any) -> None:
        """The game's result, once the felt has shown the move that ended it."""

    # ------------------------------------------------------------ refusals and hints
    def refusal_text(self, rule: str, message: str) -> str:
        """The game's words for the engine's refusal under ``rule`` in the person's
        language; "" says the engine's own ``message``."""
        return ""

    def _on_refused(self, rule: str, message: str) -> None:
        """A refused move, "Not allowed: …", its rule named on the tooltip with the
        Help page it is in."""
        tip = ""
        if rule:
            tip = translate("TableWindow", "Rule %1 in Help ▸ %2").replace("%1", rule).replace(
                "%2", self.rules_action.text().replace("&", ""))
        self.say_refusal(rule, refusal_words(self.refusal_text(rule, message) or message),
                         tip)

    def hint_barred_text(self) -> str:
        """Why the game gives no hint now although it is the person's turn; ""."""
        return ""

    def request_hint(self) -> bool:
        """Game ▸ Hint: asked of the session; else why not, on the status line and to
        screen readers."""
        if self.session.request_hint():
            return True
        text = self.hint_barred_text() or translate("TableWindow",
                                                     "A hint is available on your turn.")
        self.statusBar().showMessage(text, 5000)
        self.announce(text)
        return False

    def _on_settings(self, settings: Any) -> None:
        """The game's ``settings`` are in force now: the game's window follows them."""

    def _bot_failed(self, message: str) -> None:
        """A computer player failed (a random legal move stood in): said on the status
        bar for a while, the game goes on."""
        self.statusBar().showMessage(
            translate("TableWindow", "Computer player error: %1").replace("%1", message), 10000)

    def _history_changed(self) -> None:
        """Undo and Redo enabled as the session allows them now."""
        self.undo_action.setEnabled(self.session.can_undo())
        self.redo_action.setEnabled(self.session.can_redo())

    def reviewable_now(self) -> tuple[dict | None, set[int]]:
        """The record of the game at the table and the hands whose review may be shown
        now (a review names cards: never a hand whose cards are still hidden).  Here:
        every hand of the session's record, the part's ``reviewable_hands`` offering
        only finished ones (Cinch's: the scored hands); a game whose table shows a
        finished hand's cards only later says so itself (Cribbage: once the felt has
        finished the show)."""
        session = self.session
        record = session.record()
        if not isinstance(record, dict):
            return None, set()
        return record, set(range(len(record.get("hands") or [])))

    # ------------------------------------------------------------ the table's column
    def build_chrome(self, style: str) -> QVBoxLayout:
        """The central column every table has: the first-game hint line (a sentence as
        each phase begins, why something was refused) and, hidden, the label and live
        region through which screen readers are told the table's news.  Returns the
        column, holding the hint line; the game adds its felt and action strip."""
        from .message_line import MessageLine
        # The line sits on a band of its colour that is always there (``hintLine`` in
        # the game's style), so that the felt never moves as it comes and goes.
        band = QWidget(self)
        self._band = band
        band.setObjectName("hintLine")
        band.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        band.setStyleSheet(style)
        band_box = QVBoxLayout(band)
        band_box.setContentsMargins(0, 0, 0, 0)
        self.hint_line = MessageLine(band)
        self.hint_line.setObjectName("hintLine")
        self.hint_line.setStyleSheet(style)
        band_box.addWidget(self.hint_line)
        # Made now, not with the first message: a status line appearing later would
        # take its height from the felt.
        self.statusBar()
        self.hint_line.setVisible(False)
        self.live_label = QLabel("", self)
        self.live_label.setObjectName("liveStatus")
        self.live_label.setVisible(False)
        self.live = LiveRegion(self)
        central = QWidget(self)
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(band)
        self.setCentralWidget(central)
        self._column = box
        return box

    def add_dock(self, widget: QWidget, name: str) -> QDockWidget:
        """A dock on the right holding ``widget`` (a score sheet), its object ``name``
        keeping its place in the saved window layout."""
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def add_sheet_dock(self, model: Any, name: str, width: int,
                       resize: QHeaderView.ResizeMode = QHeaderView.ResizeMode.Interactive
                       ) -> tuple[QTableView, QDockWidget]:
        """A score sheet (``sheet_view``) in a dock on the right, ``width`` wide at
        first; a row added (a hand scored) is scrolled into view."""
        view = sheet_view(model, self, resize)
        model.rowsInserted.connect(lambda *_: view.scrollToBottom())
        dock = self.add_dock(view, name)
        self.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        return view, dock

    def add_strip(self, strip: QWidget) -> None:
        """The game's action strip, under the hint line (named "Your actions").  Its
        height never changes with its pages and their words (the felt above it would
        move): it keeps room for two lines of its text or its tallest button, and only
        ever grows (``_hold_strip``)."""
        self.strip_widget = strip
        self._column.addWidget(strip)
        strip.installEventFilter(self)

    def _hold_strip(self) -> None:
        strip = self.strip_widget
        if strip is None:
            return
        line = max((w.fontMetrics().lineSpacing() for w in strip.findChildren(QLabel)),
                   default=0)
        button = max((w.sizeHint().height() for w in strip.findChildren(QPushButton)),
                     default=0)
        margins = strip.contentsMargins()
        room = max(2 * line, button) + margins.top() + margins.bottom() + 4
        strip.setMinimumHeight(max(strip.minimumHeight(), room, strip.height()))

    def announce(self, text: str) -> None:
        """Say ``text`` to screen readers (plays, your turn, hints, refusals); the last
        words stay readable on the hidden label."""
        if not text:
            return
        self.live_label.setText(text)
        self.live.say(text)

    # ------------------------------------------------------------ menus
    def build_common_actions(self, rules_page: str,
                             hint: Callable[[], Any] | None = None) -> None:
        """New game, Undo and Redo (off until the session says they are possible), Hint
        (``hint``, Ctrl+H; off for a game without one; the strip's Hint button has no
        key of its own: one owner per shortcut), Demo, Settings, Quit, and Help's rules
        (``rules_page``, F1) and keyboard shortcuts; every one has a key the menus show.
        The words they share are set by ``retranslate_common``, the others by the
        game."""
        self.hint_action = QAction(self, enabled=hint is not None,
                                   shortcut=QKeySequence("Ctrl+H"))
        if hint is not None:
            self.hint_action.triggered.connect(hint)
        self.new_action = QAction(self, shortcut=QKeySequence.StandardKey.New,
                                  triggered=self.new_game_again)
        # As in KPat: Ctrl+N deals this game again, Ctrl+Shift+N offers every game.
        self.choose_action = QAction(self, shortcut=QKeySequence("Ctrl+Shift+N"),
                                     triggered=self.choose_new_game)
        self.undo_action = QAction(self, shortcut=QKeySequence.StandardKey.Undo,
                                   triggered=self.undo, enabled=False)
        # Both usual keys: Ctrl+Shift+Z (the first, shown in the menu) and Ctrl+Y.
        self.redo_action = QAction(self, triggered=self.redo, enabled=False)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.demo_action = QAction(self, shortcut=QKeySequence("Ctrl+D"), checkable=True,
                                   toggled=self.set_demo)
        self.settings_action = QAction(self, shortcut=QKeySequence("Ctrl+,"),
                                       triggered=self.open_settings)
        # Ctrl+Q written out: the platform's standard Quit key is none on some desktops
        # (Windows, a bare X session), and every menu item shows a key.
        self.quit_action = QAction(self, shortcut=QKeySequence("Ctrl+Q"),
                                   triggered=self.close)
        self.rules_action = QAction(self, shortcut=QKeySequence.StandardKey.HelpContents,
                                    triggered=lambda: self.open_help(rules_page))
        self.keys_action = QAction(self, shortcut=QKeySequence("Ctrl+F1"),
                                   triggered=lambda: self.open_help("shortcuts"))
        self.build_review_action()

    def build_menus(self, game: Sequence[QAction], view: Sequence[QAction],
                    help_items: Sequence[QAction]) -> None:
        """The Game menu (``game``, then Quit), the View menu and the Help menu; their
        titles are set by the game's ``retranslate``."""
        game = [a for a in game if a is not None]   # review_action of a game without one
        if self.new_action in game and self.choose_action not in game:
            game.insert(game.index(self.new_action) + 1, self.choose_action)
        if self.undo_action in game and self.redo_action not in game:
            game.insert(game.index(self.undo_action) + 1, self.redo_action)
        if self.demo_action not in game:
            after = self.hint_action if self.hint_action in game else self.redo_action
            game.insert(game.index(after) + 1 if after in game else len(game),
                        self.demo_action)
        if self.review_action is not None and self.review_action not in game:
            # A game that does not place Hand review itself has it before Settings.
            settings = self.settings_action
            at = game.index(settings) if settings in game else len(game)
            game.insert(at, self.review_action)
        self.game_menu = self.menuBar().addMenu("")
        for action in game:
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = self.menuBar().addMenu("")
        for action in view:
            self.view_menu.addAction(action)
        self.help_menu = self.menuBar().addMenu("")
        for action in help_items:
            self.help_menu.addAction(action)

    def retranslate_common(self) -> None:
        """The words every table says alike, in the current language; the game's
        ``retranslate`` calls it and then sets its own."""
        self.game_menu.setTitle(translate("TableWindow", "&Game"))
        for action, text in ((self.new_action, translate("TableWindow", "&New game")),
                             (self.choose_action, translate("TableWindow", "&Choose game…")),
                             (self.hint_action, translate("TableWindow", "&Hint")),
                             (self.undo_action, translate("TableWindow", "&Undo")),
                             (self.redo_action, translate("TableWindow", "&Redo")),
                             (self.demo_action, translate("TableWindow", "&Demo")),
                             (self.settings_action, translate("TableWindow", "&Settings…")),
                             (self.quit_action, translate("TableWindow", "&Quit")),
                             (self.keys_action,
                              translate("TableWindow", "&Keyboard shortcuts"))):
            action.setText(text)
        self.view_menu.setTitle(translate("TableWindow", "&View"))
        self.help_menu.setTitle(translate("TableWindow", "&Help"))
        # No unnamed menu or container in the accessible tree: each menu is named as its
        # title reads.
        for menu in (self.game_menu, self.view_menu, self.help_menu):
            menu.setAccessibleName(menu.title().replace("&", ""))
        self.centralWidget().setAccessibleName(translate("TableWindow", "Game area"))
        self.menuBar().setAccessibleName(translate("TableWindow", "Menus"))
        self.hint_line.setAccessibleName(translate("TableWindow", "First-game hint"))
        self.live_label.setAccessibleName(translate("TableWindow", "Table announcements"))
        strip = self.strip_widget
        if strip is not None:
            strip.setAccessibleName(translate("TableWindow", "Your actions"))
        self._band.setAccessibleName(translate("TableWindow", "Messages"))

    # ------------------------------------------------------------ new game
    def confirm_new_game(self) -> bool:
        """Whether to go on with a new game: asked only when one is in progress."""
        return not self.game_in_progress() or self.ask(
            translate("TableWindow", "New game"),
            translate("TableWindow", "Give up the game in progress and start a new one? "
                      "It will count as a loss."))

    def give_up_game(self) -> None:
        """The game in progress is left for another (after the question): kept in the
        history as given up."""
        if self.game_in_progress():
            self.gameGivenUp.emit()

    def new_game_again(self) -> bool:
        """Game → New game (Ctrl+N): the question first, then this game afresh."""
        if not self.confirm_new_game():
            return False
        self.give_up_game()
        return self.start_new_game(self.game_name())

    def choose_new_game(self) -> bool:
        """Game → Choose game (Ctrl+Shift+N): the question first, then the game chooser
        when the program has one (``game_chooser``, set by app.py; a window built
        directly, as in tests, starts its own game again at once)."""
        if not self.confirm_new_game():
            return False
        game = self.game_name()
        if self.game_chooser is not None:
            chosen = self.game_chooser()
            if chosen is None:
                return False
            game = chosen
        self.give_up_game()
        return self.start_new_game(game)

    # ------------------------------------------------------------ demo
    _demo_watch = False

    def set_demo(self, on: bool) -> None:
        """Game ▸ Demo (Ctrl+D): the computer plays the person's seat until any key or
        click in the window takes over (that key or click does nothing else)."""
        if self.demo_action.isChecked() != on:
            self.demo_action.setChecked(on)      # toggled comes back here
            return
        app = QCoreApplication.instance()
        if on and not self._demo_watch and app is not None:
            app.installEventFilter(self)
            self._demo_watch = True
        elif not on and self._demo_watch and app is not None:
            app.removeEventFilter(self)
            self._demo_watch = False
        if self.session is None or self.session.demo == on:
            return
        self.session.set_demo(on)
        text = (translate("TableWindow", "Demo: the computer plays your seat. Press a key "
                          "or click to take over.") if on else
                translate("TableWindow", "You have taken over: the game is yours again."))
        self.statusBar().showMessage(text, 8000)
        self.announce(text)

    def eventFilter(self, watched, event) -> bool:  # noqa: ANN001, N802  (Qt override)
        if watched is self.strip_widget and event.type() in (
                QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.StyleChange,
                QEvent.Type.FontChange):
            self._hold_strip()
        if self._demo_watch and event.type() in (QEvent.Type.KeyPress,
                                                 QEvent.Type.MouseButtonPress):
            if isinstance(watched, QWidget) and watched.window() is self:
                self.set_demo(False)
                return True                 # taking over is all this key or click does
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------ undo
    def undo(self) -> bool:
        """Take back the person's last decision (Ctrl+Z), said on the status line and
        to screen readers; the words of why not, and of what it means, are the game's."""
        nothing, done = self.undo_words()
        if not self.session.undo():
            self.statusBar().showMessage(nothing, 8000)
            return False
        self.after_take_back()
        self.statusBar().showMessage(done, 8000)
        self.announce(done)
        return True

    def redo(self) -> bool:
        """Bring back the table as it stood when Undo was pressed (Ctrl+Shift+Z,
        Ctrl+Y), until any new action has been made."""
        if not self.session.redo():
            text = translate("TableWindow", "Nothing to redo: Redo brings back what Undo "
                             "took back, until you or another player act.")
            self.statusBar().showMessage(text, 8000)
            return False
        self.after_take_back()
        text = translate("TableWindow", "Redone: the table is back as it was before Undo.")
        self.statusBar().showMessage(text, 8000)
        self.announce(text)
        return True

    # ------------------------------------------------------------ refusals and hints
    # One lifetime for both: they stay on the status line (and the line over the strip)
    # until the next decision is made, by anybody, and no longer.
    _said = ""

    def say_refusal(self, rule: str, text: str, tip: str) -> None:
        """A refused move: ``text`` on the status line and to screen readers, and on
        the line over the strip while first-game hints are on; the rule's number (for
        the rule book's readers) on the tooltip only."""
        self.last_refused_rule = rule
        self._say_until_next_decision(text, tip, self.prefs.first_game_hints)
        self.announce(text)

    def say_hint(self, text: str, spoken: str = "") -> None:
        """The hint's words on the status line and the line over the strip; ``spoken``
        (default: the same) to screen readers."""
        self._say_until_next_decision(text, "", True)
        self.announce(spoken or text)

    def _say_until_next_decision(self, text: str, tip: str, on_line: bool) -> None:
        self._said = text
        self.statusBar().showMessage(text)
        self.statusBar().setToolTip(tip)
        if on_line:
            self.hint_line.setText(text)
            self.hint_line.setToolTip(tip)
            self.hint_line.setVisible(True)

    def _decision_made(self) -> None:
        """A decision was made (or the game began anew): a refusal or a hint said
        before it is about nothing on the table now."""
        said, self._said = self._said, ""
        if not said:
            return
        bar = self.statusBar()
        if bar.currentMessage() == said:
            bar.clearMessage()
            bar.setToolTip("")
        if self.hint_line.text() == said:
            self.hint_line.setText("")
            self.hint_line.setToolTip("")
            self.hint_line.setVisible(False)

    # ------------------------------------------------------------ settings
    def open_settings(self) -> None:
        """The settings dialog with a page per game, opened on this game's page; on OK
        every page's choices are already kept (``stored``), the game takes its own and
        the interface preferences apply at once."""
        from .settings_dialog import open_settings  # not needed for the first frame
        result = open_settings(self, self.game_name(), self.current_settings(),
                               stored=self.stored, prefs=self.prefs)
        if result is None or not self.settings_chosen(result.settings):
            return
        self.apply_preferences(result.prefs)
        self.statusBar().showMessage(self.settings_saved_text(), 8000)

    def apply_preferences(self, prefs: UiPreferences, save: bool = True) -> None:
        """Language, first-game hints and large cards take effect at once (and are
        kept, unless ``save`` is False)."""
        old, self.prefs = self.prefs, prefs
        if save:
            write_preferences(self.qsettings if self.qsettings is not None else QSettings(),
                              prefs)
        if prefs.language != old.language:
            app = QCoreApplication.instance()
            if app is not None:
                from ..i18n import install_translator
                install_translator(app, prefs.language or None)  # LanguageChange follows
        if not prefs.first_game_hints:
            self.hint_line.setVisible(False)
        if self.session is not None:
            self.session.forced_play = prefs.forced_play
        self.preferences_applied(prefs)

    # ------------------------------------------------------------ help
    def open_help(self, page: str) -> None:
        from .help import HelpWindow
        if self._help is None:
            self._help = HelpWindow(self, self.cache, self,
                                    extra_shortcuts=self.help_keys())
        self._help.show_page(page)
        self._help.show()
        self._help.raise_()

    def refresh_help_keys(self) -> None:
        """After a language change: the Help window's key list in the new language."""
        if self._help is not None:
            self._help.set_extra_shortcuts(self.help_keys())

    # ------------------------------------------------------------ hand review
    _review = None
    review_action: QAction | None = None

    def _review_game(self):  # noqa: ANN202 - the GameInfo at the table with a review
        from ..games import GAMES
        from .storage.wiring import session_game
        info = GAMES.get(session_game(self.session))
        return info if info is not None and info.has_review() else None

    def review_part(self):  # noqa: ANN201 - the game's module, or None
        """The review part of the game at the table (its ``table/review_part.py``)."""
        info = self._review_game()
        return info.review_part() if info is not None else None

    def build_review_action(self) -> None:
        """Hand review (Ctrl+R) when the game has a review part; else None."""
        if self.review_action is not None or not self.has_review():
            return
        self.review_action = QAction(self, shortcut=QKeySequence("Ctrl+R"),
                                     triggered=self.show_review)
        self._name_review_action()

    def has_review(self) -> bool:
        return self._review_game() is not None

    def _name_review_action(self) -> None:
        if self.review_action is not None:
            from PySide6.QtCore import QCoreApplication
            self.review_action.setText(QCoreApplication.translate("HandReview",
                                                                  "Hand &review"))

    @property
    def review(self):  # noqa: ANN201 - ui/review_window.ReviewWindow
        """The hand review window, made on first use."""
        if self._review is None:
            from .review_window import ReviewWindow
            self._review = ReviewWindow(self.review_part(), self)
        return self._review

    def show_review(self) -> None:
        """The review window on the hands the person may review now, from their seat."""
        if not self.has_review():
            return
        record, allowed = self.reviewable_now()
        from .review_window import person_seat
        seat = person_seat(record)
        hands = [] if record is None else [
            h for h in self.review.part.reviewable_hands(record, seat) if h in allowed]
        if not hands and (self._review is None or not self._review.isVisible()):
            # Nothing to review yet: a line in the status bar says so, not a big window
            # holding one sentence.
            self.statusBar().showMessage(translate(
                "TableWindow", "No hand has been played yet: the review opens once a hand "
                "is over."), 8000)
            return
        self.review.set_game(record, hands, seat)
        self.review.show()
        self.review.raise_()
        self.review.activateWindow()

    # ------------------------------------------------------------ questions
    def _ask(self, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox
        return QMessageBox.question(self, title, text) == QMessageBox.StandardButton.Yes

    # ------------------------------------------------------------ size and place
    _available: QRect | None = None

    def fit_to_screen(self, available: QRect | None = None) -> None:
        """Size and place the window inside ``available`` (default: the free area of
        its screen), then, once shown, check the real frame and pull it back inside."""
        if available is None:
            screen = self.screen()
            if screen is None:
                return
            available = screen.availableGeometry()
        # Imported here: a window given its size on the command line never needs it, and
        # each module the first painted table waits for counts (the Crib Wars table
        # starts slower with every module on its path).
        from .window_size import FRAME_ALLOWANCE, fitted_size
        self._available = QRect(available)
        size = fitted_size(available)
        self.resize(size)
        self.move(available.left() + (available.width() - size.width()) // 2,
                  available.top() + max(0, (available.height() - size.height()
                                            - FRAME_ALLOWANCE.height()) // 2))

    def keep_on_screen(self) -> None:
        """With the window manager's real frame known: shrink and move the window so the
        whole frame, title bar to status line, lies in the screen's free area."""
        area = self._available
        if area is None or self.isMaximized() or self.isFullScreen():
            return
        frame = self.frameGeometry()
        extra_w = frame.width() - self.width()
        extra_h = frame.height() - self.height()
        if frame.width() > area.width() or frame.height() > area.height():
            self.resize(max(self.minimumWidth(), min(self.width(), area.width() - extra_w)),
                        max(self.minimumHeight(), min(self.height(),
                                                      area.height() - extra_h)))
            frame = self.frameGeometry()
        x = min(max(frame.left(), area.left()), area.right() + 1 - frame.width())
        y = min(max(frame.top(), area.top()), area.bottom() + 1 - frame.height())
        if (x, y) != (frame.left(), frame.top()):
            self.move(max(x, area.left()), max(y, area.top()))

    def closeEvent(self, event) -> None:  # noqa: N802  (Qt override)
        if self._review is not None:
            self._review.hide()
        super().closeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802  (Qt override)
        super().showEvent(event)
        # The frame exists only once the window manager has mapped the window.
        QTimer.singleShot(0, self, self.keep_on_screen)

    # ------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_review_action()
            self.retranslate()
            self._say_thinking_again()
        super().changeEvent(event)
