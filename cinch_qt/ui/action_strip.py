"""The strip under a felt: one page of what the person may do now, and Hint beside every
page. A game adds its pages to `stack` and connects `hint_button`; the strip's frame,
its style name (the panel style sheet's `#actionPanel`) and its fixed height are shared."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
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

    def page(self) -> int:
        """The index of the page shown now."""
        return self.stack.currentIndex()
