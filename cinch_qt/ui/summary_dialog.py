"""After a hand: who took each scoring card, the counts, made or set, and the scores."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout

from ..controller import HandSummary


def summary_html(s: HandSummary, target: int) -> str:
    parts = [f"<h3>{escape(s.headline())}</h3>"]
    if s.lines:
        rows = "".join(
            f"<tr><td><b>{escape(line.card)}</b></td><td>{escape(line.name)}</td>"
            f"<td align='center'>{line.points}</td><td>{escape(line.taken_by)}</td></tr>"
            for line in s.lines)
        parts.append("<table cellspacing='0' cellpadding='3'>"
                     "<tr><th align='left'>Card</th><th align='left'>Point</th><th>Value</th>"
                     f"<th align='left'>Taken by</th></tr>{rows}</table>")
    sides = list(s.totals)
    if sides:
        head = "".join(f"<th>{escape(side)}</th>" for side in sides)
        def row(label: str, values: dict) -> str:
            cells = "".join(f"<td align='center'>{values.get(side, '')}</td>" for side in sides)
            return f"<tr><td>{label}</td>{cells}</tr>"
        table = f"<tr><th></th>{head}</tr>"
        if s.taken:
            table += row("Points taken", s.taken)
        table += row("Scored this hand", s.scored) + row(f"Total (to {target})", s.totals)
        parts.append(f"<p><table cellspacing='0' cellpadding='3'>{table}</table></p>")
    if s.winner:
        parts.append(f"<h3>Game over — {escape(s.winner)} wins.</h3>")
    return "".join(parts)


class HandSummaryDialog(QDialog):
    """Non-modal, so the table stays live; Next hand / New game close it."""

    nextHand = Signal()
    newGame = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Hand summary")
        self.setModal(False)
        lay = QVBoxLayout(self)
        self.label = QLabel(self)
        self.label.setTextFormat(self.label.textFormat().RichText)
        lay.addWidget(self.label)
        self.buttons = QDialogButtonBox(self)
        self.next_button = QPushButton("Next hand", self)
        self.new_button = QPushButton("New game", self)
        self.buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.next_button.clicked.connect(self._next)
        self.new_button.clicked.connect(self._new)
        lay.addWidget(self.buttons)
        self.summary: HandSummary | None = None

    def show_summary(self, s: HandSummary, target: int) -> None:
        self.summary = s
        self.label.setText(summary_html(s, target))
        over = s.winner is not None
        self.next_button.setVisible(not over)
        self.new_button.setVisible(over)
        (self.new_button if over else self.next_button).setDefault(True)
        self.setWindowTitle("Game over" if over else f"Hand {s.hand_no}")
        self.adjustSize()
        self.show()
        self.raise_()

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
