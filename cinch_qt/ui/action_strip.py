"""The strip under a felt: one page of what the person may do now, and Hint beside every
page. A game adds its pages to `stack` and its window connects ``hintRequested`` (Hint
pressed); the strip's frame, its style name (the panel style sheet's `#actionPanel`) and
its fixed height are shared.

Pages with words (``add_page``: the words first, the game's buttons after them) keep
what they say as a function, said again on a change of language (``retell``); the
pages every table has after a hand are here too: the hold after a hand (``add_next_page``:
Next hand and Review hand) and the game's end (``add_over_page``: New game and Review
the game's hands), with the strip's ``nextHandRequested``, ``newGameRequested`` and
``reviewRequested``."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QWidget,
)

TextSource = Callable[[], str]

PANEL_STYLE = """
#actionPanel { background: %STRIP%; }
#actionPanel QLabel { color: #f0f0e6; font-size: 14px; }
#actionPanel QPushButton { %BUTTON% }
#actionPanel QPushButton:focus { border: 3px solid #ffd650; border-radius: 4px;
                                 background: #fffbe8; color: #111; }
#hintLine { background: %LINE%; color: #fff6d0; font-size: 14px; padding: 3px 10px; }
"""


def panel_style(strip: str, line: str, button: str = "padding: 4px 8px;") -> str:
    """The style sheet of the strip (``strip``, its background colour) and of the hint
    line above it (``line``), with the strip's buttons drawn ``button``; the focused
    button stands out in every game alike."""
    return (PANEL_STYLE.replace("%STRIP%", strip).replace("%LINE%", line)
            .replace("%BUTTON%", button))


def native_keys(keys: str) -> str:
    """A key sequence as the platform writes it (for tooltips)."""
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def label_button(button: QPushButton, text: str, keys: str) -> None:
    """Set a button's text and then its shortcut: QAbstractButton.setText replaces the
    shortcut with the text's mnemonic (none here), so the order matters."""
    button.setText(text)
    if keys:
        button.setShortcut(QKeySequence(keys))


def page_row(parent: QWidget) -> QHBoxLayout:
    """A page's row of label and buttons, flush with the strip's margins."""
    row = QHBoxLayout(parent)
    row.setContentsMargins(0, 0, 0, 0)
    return row


class ActionStrip(QWidget):
    """The frame every game's strip shares: a stack of pages and the Hint button."""

    hintRequested = Signal()   # Hint pressed: the window asks (TableWindow.request_hint)
    nextHandRequested = Signal()
    newGameRequested = Signal()
    reviewRequested = Signal()
    afterHandRetold = Signal()   # the pages after a hand say their words anew

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        self.stack = QStackedWidget(self)
        outer.addWidget(self.stack, 1)
        self.hint_button = QPushButton(self)
        outer.addWidget(self.hint_button)
        self.hint_button.clicked.connect(self.hintRequested)
        self.labels: dict[int, QLabel] = {}       # the words of each page with words
        self._texts: dict[int, TextSource] = {}

    def page(self) -> int:
        """The index of the page shown now."""
        return self.stack.currentIndex()

    def label_hint(self) -> None:
        """Hint's words, and on its tooltip the Game menu's key for it (Ctrl+H is the
        menu's: one owner per shortcut)."""
        # The shell's word, so every game's strip and menu say Hint alike in each language.
        label_button(self.hint_button, QCoreApplication.translate("FrameWindow", "Hint"), "")
        self.hint_button.setToolTip(f"{self.hint_button.text()} ({native_keys('Ctrl+H')})")

    # ------------------------------------------------------------ pages with words
    def add_page(self, index: int) -> tuple[QWidget, QHBoxLayout]:
        """A page at ``index`` of the stack: its words (wrapped, taking the room left),
        then whatever the game adds to the row returned."""
        page = QWidget(self)
        row = page_row(page)
        label = QLabel("", page)
        label.setWordWrap(True)
        row.addWidget(label, 1)
        self.labels[index] = label
        self.stack.insertWidget(index, page)
        return page, row

    def show_page(self, index: int, text: str | TextSource = "") -> None:
        """Page ``index`` saying ``text`` (a function is asked again after a change of
        language)."""
        source = text if callable(text) else (lambda t=text: t)
        self._texts[index] = source
        self.labels[index].setText(source())
        self.stack.setCurrentIndex(index)
        self.page_shown(index)

    def page_shown(self, index: int) -> None:
        """What the game does as page ``index`` comes up (its Hint, a field's focus)."""

    def retell(self) -> None:
        """Every page's words again, in the current language."""
        for index, source in self._texts.items():
            self.labels[index].setText(source())

    def text(self) -> str:
        """The words of the page shown."""
        return self.labels[self.page()].text()

    # ------------------------------------------------------------ after a hand
    def add_next_page(self, index: int) -> QHBoxLayout:
        """The hold after a hand: its words, Next hand (``next_button``: the game names
        it) and Review hand beside it, after it in the tab order so that Enter and the
        game's key still go on at once."""
        self._next_index = index
        self.next_button, self.review_button, row = self._page_of_two(
            index, self.nextHandRequested, self.reviewRequested)
        return row

    def show_next(self, text: str | TextSource) -> None:
        """The hold after a hand, saying ``text``."""
        self.show_page(self._next_index, text)

    def add_over_page(self, index: int) -> QHBoxLayout:
        """The game's end: its words, New game and the review of the game's hands."""
        self.new_button, self.over_review_button, row = self._page_of_two(
            index, self.newGameRequested, self.reviewRequested)
        return row

    def _page_of_two(self, index: int, *signals: Signal
                     ) -> tuple[QPushButton, QPushButton, QHBoxLayout]:
        """A page with words and two buttons, each saying one of ``signals``."""
        page, row = self.add_page(index)
        buttons = []
        for signal in signals:
            button = QPushButton(page)
            button.clicked.connect(signal)
            row.addWidget(button)
            buttons.append(button)
        return buttons[0], buttons[1], row

    def retranslate_after_hand(self) -> None:
        """The shell's words of the pages after a hand (Next hand is the game's, named
        before this is called), then ``afterHandRetold``."""
        translate = QCoreApplication.translate
        for button, keys in ((self.review_button, "R"), (self.over_review_button, "")):
            label_button(button, translate("HandReview", "Review hand"), keys)
            button.setToolTip(f"{button.text()} ({native_keys(keys)})" if keys else "")
            button.setAccessibleDescription(translate(
                "ActionStrip", "What each of your choices in the hand was worth"))
        label_button(self.new_button, translate("TableWindow", "New game"), "")
        # New game's key belongs to the Game menu (one owner per shortcut).
        self.new_button.setToolTip(translate("ActionStrip", "Start a new game (Ctrl+N)"))
        self.new_button.setAccessibleDescription(self.new_button.toolTip())
        # Two buttons on two pages, one tree: one name each.
        self.over_review_button.setAccessibleName(
            translate("ActionStrip", "Review the game's hands"))
        self.afterHandRetold.emit()
