"""The toy game's window: the shell's TableWindow around a row of card backs."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cinch_qt.ui.table_window import TableWindow


class Felt(QWidget):
    painted = Signal()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.fillRect(self.rect(), "#1f6b3a")
        painter.end()
        self.painted.emit()


class ToyWindow(TableWindow):
    firstPaint = Signal()

    def __init__(self, session, cache=None) -> None:
        super().__init__()
        self.session = session
        self.cache = cache
        self.game_menu = self.menuBar().addMenu("&Game")
        self.game_menu.addAction("&New game", self.choose_new_game)
        self.felt = Felt(self)
        self.row = QLabel(self.felt)
        self.buttons = [QPushButton(f"Take {n}", self.felt) for n in (1, 2, 3)]
        for n, button in enumerate(self.buttons, start=1):
            button.clicked.connect(lambda _c=False, n=n: session.take(n))
        bar = QHBoxLayout()
        for button in self.buttons:
            bar.addWidget(button)
        lay = QVBoxLayout(self.felt)
        lay.addWidget(self.row)
        lay.addLayout(bar)
        self.setCentralWidget(self.felt)
        self._painted = False
        self.felt.painted.connect(self._first_paint)
        session.gameChanged.connect(self.refresh)
        session.gameOver.connect(lambda result: self.statusBar().showMessage(
            f"Game over: {result}"))

    def _first_paint(self) -> None:
        if not self._painted:
            self._painted = True
            self.firstPaint.emit()

    def refresh(self) -> None:
        st = self.session.state
        self.row.setText(f"{st.row} cards left")
        mine = st.current_seat == 0 and not self.session.autoplay
        for n, button in enumerate(self.buttons, start=1):
            button.setEnabled(mine and n <= st.row)

    # Game → New game is the shell's (the question, the chooser); these are the toy's.
    def game_name(self) -> str:
        return self.session.game_name

    def game_in_progress(self) -> bool:
        st = self.session.state
        return st is not None and not st.is_over and st.row != st.start

    def start_new_game(self, game: str) -> bool:
        self.session.new_game()
        return True

    def help_keys(self) -> list[tuple[str, str]]:
        return [("1, 2, 3", "take that many cards")]
