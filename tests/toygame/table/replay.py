"""The toy game's replay: the row after each take, step by step."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from ..game import from_record


class ReplayDialog(QDialog):
    def __init__(self, record: dict, title: str | None = None, art=None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title or "Replay")
        state = from_record(record)
        rows = [state.start]
        for count in state.takes:
            rows.append(rows[-1] - count)
        self.frames = [f"{row} cards left" for row in rows]
        self.index = 0
        self.label = QLabel(self.frames[0], self)
        self.next_button = QPushButton("Next", self)
        self.next_button.clicked.connect(lambda: self.go(self.index + 1))
        lay = QVBoxLayout(self)
        lay.addWidget(self.label)
        lay.addWidget(self.next_button)

    def go(self, index: int) -> None:
        self.index = max(0, min(index, len(self.frames) - 1))
        self.label.setText(self.frames[self.index])
