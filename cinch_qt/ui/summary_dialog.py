"""A hand's summary in a window of its own over the table, for a game that shows one:
the game's words (rich text) and the buttons of the strip's pages after a hand (Next
hand, or New game at the game's end, and Review hand), with the strip's words, keys and
signals, so that going on from the summary and from the strip is one path.

Non-modal, so the table stays live; Enter presses the default button (Next hand, or New
game at the end), Esc is Next hand too (at the end it only closes the window)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, SignalInstance
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .action_strip import ActionStrip, TextSource


class HandSummaryDialog(QDialog):
    def __init__(self, strip: ActionStrip, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.strip = strip
        self.setModal(False)
        lay = QVBoxLayout(self)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        lay.addWidget(self.label)
        self.buttons = QDialogButtonBox(self)
        self.next_button = QPushButton(self)
        self.new_button = QPushButton(self)
        # The hand's review one click or key (R) away, never the default: Enter and Esc
        # still go on to the next hand.
        self.review_button = QPushButton(self)
        self.review_button.setAutoDefault(False)
        role = QDialogButtonBox.ButtonRole
        self.buttons.addButton(self.next_button, role.AcceptRole)
        self.buttons.addButton(self.new_button, role.ActionRole)
        self.buttons.addButton(self.review_button, role.HelpRole)
        self.next_button.clicked.connect(lambda: self._leave(strip.nextHandRequested))
        self.new_button.clicked.connect(lambda: self._leave(strip.newGameRequested))
        self.review_button.clicked.connect(strip.reviewRequested)
        strip.afterHandRetold.connect(self._strip_words)
        lay.addWidget(self.buttons)
        # Sized to its words, not resizable: a window manager draws no resize handle
        # (a line with grips along the bottom edge) under a box that has nothing to
        # gain from being resized.
        lay.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.over: bool | None = None   # None: no summary shown yet
        self._title: TextSource = str
        self._text: TextSource = str
        self._strip_words()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The strip's words on the buttons, the game's title and summary again, in the
        current language."""
        self._strip_words()
        self.setWindowTitle(self._title())
        # No accessible name of its own: readers then say the whole summary (the label's
        # text), where a name would have replaced it with the title alone.
        self.label.setText(self._text())

    def _strip_words(self) -> None:
        # Said again when the strip has said them anew (after a change of language the
        # strip may hear of it after this window).
        strip = self.strip
        for mine, theirs in ((self.next_button, strip.next_button),
                             (self.new_button, strip.new_button),
                             (self.review_button, strip.review_button)):
            mine.setText(theirs.text())
            # After the text, whose mnemonic would replace it.
            mine.setShortcut(theirs.shortcut())
            mine.setToolTip(theirs.toolTip())
            mine.setAccessibleDescription(theirs.accessibleDescription())

    def show_summary(self, title: TextSource, text: TextSource, over: bool) -> None:
        """Show the summary (``text``, rich text) under ``title``; ``over``: the hand
        ended the game (New game instead of Next hand).  Both are asked again after a
        change of language."""
        self._title, self._text, self.over = title, text, over
        self.next_button.setVisible(not over)
        self.new_button.setVisible(over)
        default = self.new_button if over else self.next_button
        (self.next_button if over else self.new_button).setDefault(False)
        default.setDefault(True)
        self.retranslate()
        self.adjustSize()
        self.show()
        self.raise_()
        self.activateWindow()
        default.setFocus(Qt.FocusReason.OtherFocusReason)

    def _leave(self, go_on: SignalInstance) -> None:
        self.hide()
        go_on.emit()

    def reject(self) -> None:  # Esc or the close box: the same as Next hand
        if self.over is False:
            self._leave(self.strip.nextHandRequested)
        else:
            self.hide()
