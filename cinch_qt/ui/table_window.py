"""What every game's main window shares (the first part of issue 26's one window shell):
a size that fits the screen and a frame kept inside it, the Help window with the game's
own keys, confirmations that tests and unattended runs replace, the game chooser app.py
gives, and retranslation on a language change.

A game's window subclasses ``TableWindow`` and defines ``retranslate()`` and
``help_keys()``; what is still each game's own (menus, status line, settings, undo, bot
hand-off around its felt) is listed in docs/games.md.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRect, QTimer
from PySide6.QtWidgets import QMainWindow, QWidget

from .window_size import FRAME_ALLOWANCE, fitted_size


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

    def showEvent(self, event) -> None:  # noqa: N802  (Qt override)
        super().showEvent(event)
        # The frame exists only once the window manager has mapped the window.
        QTimer.singleShot(0, self.keep_on_screen)

    # ------------------------------------------------------------ language
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
