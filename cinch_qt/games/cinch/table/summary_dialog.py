"""After a hand: who took each scoring card, the counts, made or set, and the scores."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
)

from ..engine.rules import Rules
from .words import announce_winner, hand_summary

if TYPE_CHECKING:
    from .summary import HandSummary


def summary_html(s: HandSummary, target: int, rules: Rules | None = None) -> str:
    """The summary in the player's language: the headline, then cinch_qt.i18n's
    hand_summary lines (scoring cards, points, made or failed, scores)."""
    from html import escape  # with the first summary, not at start
    translate = QCoreApplication.translate
    parts = [f"<h3>{escape(s.headline())}</h3>"]
    if s.record is not None:
        try:
            lines = hand_summary(s.record, rules).splitlines()
        except ValueError as exc:  # a damaged record: say so rather than show nothing
            lines = [str(exc)]
        parts.append("".join(f"<p>{escape(line)}</p>" for line in lines))
    parts.append("<p>" + escape(translate("HandSummaryDialog", "Game to %1.").replace(
        "%1", str(target))) + "</p>")
    if s.winner:
        text = translate("HandSummaryDialog", "Game over: %1").replace(
            "%1", announce_winner(s.winner))
        parts.append(f"<h3>{escape(text)}</h3>")
    return "".join(parts)


class HandSummaryDialog(QDialog):
    """Non-modal, so the table stays live; Next hand / New game close it.  Enter presses
    the default button (Next hand, or New game at the end); Esc is Next hand too."""

    nextHand = Signal()
    newGame = Signal()
    reviewRequested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setModal(False)
        lay = QVBoxLayout(self)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        lay.addWidget(self.label)
        self.buttons = QDialogButtonBox(self)
        self.next_button = QPushButton(self)
        self.new_button = QPushButton(self)
        # The hand's review one click or key (R) away, never the default:
        # Enter and Esc still go on to the next hand.
        self.review_button = QPushButton(self)
        self.review_button.setAutoDefault(False)
        self.buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.HelpRole)
        self.next_button.clicked.connect(self._next)
        self.new_button.clicked.connect(self._new)
        self.review_button.clicked.connect(self.reviewRequested)
        lay.addWidget(self.buttons)
        # Sized to its words, not resizable: a window manager draws no resize handle
        # (a line with grips along the bottom edge) under a box that has nothing to
        # gain from being resized.
        lay.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.summary: HandSummary | None = None
        self._target = 0
        self._rules: Rules | None = None
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("Next hand"))
        # N deals on from the summary as from the table (Help → Keyboard shortcuts);
        # set after the text, whose mnemonic would replace it.
        self.next_button.setShortcut(QKeySequence("N"))
        self.new_button.setText(QCoreApplication.translate("TableWindow", "New game"))
        self.review_button.setText(self.tr("Review hand"))
        self.review_button.setShortcut(QKeySequence("R"))
        self.review_button.setToolTip(self.tr("What each of your choices in this hand was "
                                              "worth, by the Expert's reckoning (R)"))
        s = self.summary
        if s is None:
            self.setWindowTitle(self.tr("Hand summary"))
            return
        over = s.winner is not None
        self.setWindowTitle(self.tr("Game over") if over
                            else QCoreApplication.translate("HandReview", "Hand %1").replace(
                                "%1", str(s.hand_no)))
        text = summary_html(s, self._target, self._rules)
        # No accessible name of its own: readers then say the whole summary (the label's
        # text), where a name would have replaced it with the title alone.
        self.label.setText(text)

    def show_summary(self, s: HandSummary, target: int, rules: Rules | None = None) -> None:
        self.summary = s
        self._target = target
        self._rules = rules
        over = s.winner is not None
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

    def _next(self) -> None:
        self.hide()
        self.nextHand.emit()

    def _new(self) -> None:
        self.hide()
        self.newGame.emit()

    def reject(self) -> None:  # Esc or the close box: the same as Next hand
        if self.summary is not None and self.summary.winner is None:
            self._next()
        else:
            self.hide()
