"""What every game's main window shares (issue 26's one window shell): the column round
the felt with the first-game hint line and the screen readers' live region, the actions
every table has (New game, Undo, Settings, Quit, the rules and the keys in Help) and the
three menus they sit in, a size that fits the screen and a frame kept inside it, the
Help window with the game's own keys, confirmations that tests and unattended runs
replace, the game chooser app.py gives, and retranslation on a language change.

A game's window subclasses ``TableWindow``, calls ``build_chrome`` and
``build_common_actions`` / ``build_menus`` with its own felt, strip and actions, and
defines ``retranslate()`` (the words, in the game's translation context),
``help_keys()``, ``choose_new_game()``, ``undo()`` and ``open_settings()``.  The bots'
hand-off of its session is controller/table_session.py.

When the game has a hand review (a ``table/review_part.py``, issue 31) the window also
has Game ▸ Hand review (Ctrl+R, ``review_action``: where the game puts it in its Game
menu, else before Settings) opening the shared review window (ui/review_window.py) on
the hands the game's ``reviewable_now()`` allows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QRect, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from .accessibility import LiveRegion


class TableWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._help = None
        # ask(title, text) -> bool: confirmations (tests and unattended runs replace it).
        self.ask = self._ask
        # Game → New game's chooser (app.py sets it): the game to play, or None.
        self.game_chooser: Callable[[], str | None] | None = None

    # ------------------------------------------------------------ what a game defines
    def retranslate(self) -> None:
        """Every text of the window again, in the current language."""

    def help_keys(self) -> list[tuple[str, str]]:
        """(keys, what they do) the Help window lists beside the menus' shortcuts: the
        table's own keys and its replay's, in the current language."""
        return []

    # What the common actions call (the game's own).
    def choose_new_game(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    def open_settings(self) -> None:
        """The settings dialog, on the game's page."""

    def reviewable_now(self) -> tuple[dict | None, set[int]]:
        """The record of the game at the table and the hands whose review may be shown
        now (a review names cards: never a hand whose cards are still hidden).  Here:
        every hand of the session's record, the part's ``reviewable_hands`` offering
        only finished ones (Cinch's: the scored hands); a game whose table shows a
        finished hand's cards only later says so itself (Cribbage: once the felt has
        finished the show)."""
        session = getattr(self, "session", None) or getattr(self, "controller", None)
        record = session.record() if hasattr(session, "record") else None
        if not isinstance(record, dict):
            return None, set()
        return record, set(range(len(record.get("hands") or [])))

    # ------------------------------------------------------------ the table's column
    def build_chrome(self, style: str) -> QVBoxLayout:
        """The central column every table has: the first-game hint line (a sentence as
        each phase begins, why something was refused) and, hidden, the label and live
        region through which screen readers are told the table's news.  Returns the
        column, holding the hint line; the game adds its felt and action strip."""
        self.hint_line = QLabel("", self)
        self.hint_line.setObjectName("hintLine")
        self.hint_line.setWordWrap(True)
        self.hint_line.setStyleSheet(style)
        self.hint_line.setVisible(False)
        self.live_label = QLabel("", self)
        self.live_label.setObjectName("liveStatus")
        self.live_label.setVisible(False)
        self.live = LiveRegion(self)
        central = QWidget(self)
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.hint_line)
        self.setCentralWidget(central)
        return box

    def announce(self, text: str) -> None:
        """Say ``text`` to screen readers (plays, your turn, hints, refusals); the last
        words stay readable on the hidden label."""
        if not text:
            return
        self.live_label.setText(text)
        self.live.say(text)

    # ------------------------------------------------------------ menus
    def build_common_actions(self, rules_page: str) -> None:
        """New game, Undo (off until the session says it is possible), Settings, Quit,
        and Help's rules (``rules_page``, F1) and keyboard shortcuts; their words are
        the game's (its ``retranslate``)."""
        self.new_action = QAction(self, shortcut=QKeySequence.StandardKey.New,
                                  triggered=self.choose_new_game)
        self.undo_action = QAction(self, shortcut=QKeySequence.StandardKey.Undo,
                                   triggered=self.undo, enabled=False)
        self.settings_action = QAction(self, shortcut=QKeySequence("Ctrl+,"),
                                       triggered=self.open_settings)
        self.quit_action = QAction(self, shortcut=QKeySequence.StandardKey.Quit,
                                   triggered=self.close)
        self.rules_action = QAction(self, shortcut=QKeySequence.StandardKey.HelpContents,
                                    triggered=lambda: self.open_help(rules_page))
        self.keys_action = QAction(self, triggered=lambda: self.open_help("shortcuts"))
        self.build_review_action()

    def build_menus(self, game: Sequence[QAction], view: Sequence[QAction],
                    help_items: Sequence[QAction]) -> None:
        """The Game menu (``game``, then Quit), the View menu and the Help menu; their
        titles are set by the game's ``retranslate``."""
        game = [a for a in game if a is not None]   # review_action of a game without one
        if self.review_action is not None and self.review_action not in game:
            # A game that does not place Hand review itself has it before Settings.
            settings = getattr(self, "settings_action", None)
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

    # ------------------------------------------------------------ help
    def open_help(self, page: str) -> None:
        from .help import HelpWindow
        if self._help is None:
            self._help = HelpWindow(self, getattr(self, "cache", None), self,
                                    extra_shortcuts=self.help_keys())
        self._help.show_page(page)
        self._help.show()
        self._help.raise_()

    def refresh_help_keys(self) -> None:
        """After a language change: the Help window's key list in the new language."""
        if self._help is not None:
            self._help.set_extra_shortcuts(self.help_keys())

    # ------------------------------------------------------------ hand review (issue 31)
    _review = None
    review_action: QAction | None = None

    def _review_game(self):  # noqa: ANN202 - the GameInfo at the table with a review
        from ..games import DEFAULT_GAME, GAMES
        # The session's game (Cinch's controller, older than ``game_name``, plays the
        # default game, as ui/storage/wiring.session_game says).
        session = getattr(self, "session", None) or getattr(self, "controller", None)
        info = GAMES.get(getattr(session, "game_name", None) or DEFAULT_GAME)
        return info if info is not None and info.has_part("table/review_part") else None

    def review_part(self):  # noqa: ANN201 - the game's module, or None
        """The review part of the game at the table (its ``table/review_part.py``)."""
        info = self._review_game()
        return info.companion("table.review_part") if info is not None else None

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
        self.review.set_game(record, hands, seat)
        self.review.show()
        self.review.raise_()

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
        # each module the first painted table waits for counts (issue 26's Crib Wars
        # start-up regression).
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
        QTimer.singleShot(0, self.keep_on_screen)

    # ------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_review_action()
            self.retranslate()
        super().changeEvent(event)
