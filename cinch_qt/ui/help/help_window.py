"""The Help window: every game's pages (its rules, in the player's language, cards and
boards drawn as the table draws them; ui/help/page.py says what a game gives) and the
shortcuts list.

Non-modal, so a player can keep the rules open beside the table.  It retranslates on
QEvent.LanguageChange (cinch_qt.i18n.install_translator sends one) and redraws the
trump ranking when the card theme changes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...games import GAMES
from ...i18n import current_language
from .page import HelpPage
from .shortcuts_page import action_rows, help_window_rows, shortcuts_html

translate = QCoreApplication.translate

SHORTCUTS = "shortcuts"
# Older players read better with a bigger default; they can still zoom either way.
FONT_SCALE = 1.2
ZOOM_STEP = 2
MIN_ZOOM, MAX_ZOOM = -3, 8


class HelpWindow(QDialog):
    """``cache``: the table's CardPixmapCache (None draws the ranking as text only);
    ``shortcut_source``: the widget whose QActions are listed (usually the main window);
    ``extra_shortcuts``: (keys, description) rows for keys that are not actions."""

    def __init__(self, parent: QWidget | None = None, cache=None,
                 shortcut_source: QWidget | None = None,
                 extra_shortcuts: list[tuple[str, str]] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("helpWindow")
        self._cache = cache
        self._source = shortcut_source if shortcut_source is not None else parent
        self._extra = list(extra_shortcuts or [])
        self._zoom = 0
        self._language = ""
        self.error = ""  # the last page that could not be shown, for tests and the log

        self.tabs = QTabWidget(self)
        self.game_pages = game_pages()
        self._pages = {page.key: self._browser(page.object_name) for page in self.game_pages}
        self.shortcuts = self._browser("shortcutsBrowser")
        self._pages[SHORTCUTS] = self.shortcuts
        for browser in self._pages.values():
            self.tabs.addTab(browser, "")

        self.larger = QPushButton(self)
        self.smaller = QPushButton(self)
        self.larger.clicked.connect(lambda: self.zoom(+1))
        self.smaller.clicked.connect(lambda: self.zoom(-1))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        row = QHBoxLayout()
        row.addWidget(self.larger)
        row.addWidget(self.smaller)
        row.addStretch(1)
        row.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(row)

        for keys, step in ((QKeySequence.StandardKey.ZoomIn, +1),
                           (QKeySequence.StandardKey.ZoomOut, -1)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(lambda step=step: self.zoom(step))
        if cache is not None:
            cache.changed.connect(self._theme_changed)
        self.resize(780, 700)
        self.retranslate()

    def _browser(self, name: str) -> QTextBrowser:
        browser = QTextBrowser(self)
        browser.setObjectName(name)
        browser.setOpenExternalLinks(False)
        font = browser.font()
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * FONT_SCALE)
            browser.setFont(font)
        return browser

    # ---------------------------------------------------------------- pages
    def browser(self, page: str) -> QTextBrowser:
        """The tab showing ``page`` (a game's page key, or "shortcuts")."""
        return self._pages[page]

    def show_page(self, page: str | None = None, anchor: str | None = None) -> None:
        """Raise the window on ``page`` (a key of a game's ``HELP_PAGES``, or
        "shortcuts"; the first page when None), scrolled to ``anchor`` (a section id of
        that page: "bidding", "play", "show", "traps", …)."""
        page = next(iter(self._pages)) if page is None else page
        if page not in self._pages:
            raise ValueError(f"no help page {page!r}: expected one of "
                             f"{', '.join(repr(p) for p in self._pages)}")
        browser = self._pages[page]
        self.tabs.setCurrentWidget(browser)
        if anchor:
            browser.scrollToAnchor(anchor)
        self.show()
        self.raise_()
        self.activateWindow()

    def _load_rules(self) -> None:
        dpr = self.devicePixelRatioF() or 1.0
        self.error = ""
        for page in self.game_pages:
            browser = self._pages[page.key]
            scroll = browser.verticalScrollBar().value()
            try:
                text = page.html(browser.document(), self._language, self._cache, dpr)
            except (OSError, ValueError) as exc:
                self.error = str(exc)
                text = "<p>" + page.unreadable() + "</p>"
            browser.setHtml(text)
            browser.verticalScrollBar().setValue(scroll)

    def _load_shortcuts(self) -> None:
        rows = action_rows(self._source) + self._extra + help_window_rows()
        self.shortcuts.setHtml(shortcuts_html(rows))

    def set_extra_shortcuts(self, rows: list[tuple[str, str]]) -> None:
        self._extra = list(rows)
        self._load_shortcuts()

    def _theme_changed(self) -> None:
        if self.isVisible():
            self._load_rules()

    # ---------------------------------------------------------------- text size
    def zoom(self, step: int) -> None:
        target = max(MIN_ZOOM, min(MAX_ZOOM, self._zoom + step))
        delta = (target - self._zoom) * ZOOM_STEP
        for browser in self._pages.values():
            if delta > 0:
                browser.zoomIn(delta)
            elif delta < 0:
                browser.zoomOut(-delta)
        self._zoom = target
        self.larger.setEnabled(target < MAX_ZOOM)
        self.smaller.setEnabled(target > MIN_ZOOM)

    # ---------------------------------------------------------------- language
    def retranslate(self) -> None:
        # It holds every game's rules: the program's name, made of its games' titles.
        from ...i18n.program import program_title
        self.setWindowTitle(translate("Help", "%1 — Help").replace("%1", program_title()))
        # With several games, each rules tab names its game.
        for page in self.game_pages:
            browser = self._pages[page.key]
            self.tabs.setTabText(self.tabs.indexOf(browser), page.tab_title())
            browser.setAccessibleName(page.accessible_name())
        self.tabs.setTabText(self.tabs.indexOf(self.shortcuts),
                             translate("Help", "Keyboard shortcuts"))
        self.larger.setText(translate("Help", "Larger text"))
        self.smaller.setText(translate("Help", "Smaller text"))
        self.shortcuts.setAccessibleName(translate("Help", "Keyboard shortcuts"))
        self._language = current_language()
        self._load_rules()
        self._load_shortcuts()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802  (Qt override)
        # The theme may have changed while hidden, and the screen's pixel ratio is only
        # known once shown.
        self._load_rules()
        super().showEvent(event)


def game_pages() -> list[HelpPage]:
    """Every registered game's Help pages, in registry order (entries sharing a game
    module share its pages)."""
    pages: list[HelpPage] = []
    seen: set[str] = set()
    for info in GAMES.values():
        if info.module in seen:
            continue
        seen.add(info.module)
        pages += list(info.help_pages())
    return pages
