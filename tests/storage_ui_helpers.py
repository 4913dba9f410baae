"""The storage's Qt wiring under test without a real table: a fake controller with the
signals a session has, the message boxes answered and recorded, and ``make_ui``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from cinch_qt.games.cinch.engine import GameState, Rules
from cinch_qt.storage import Storage, action_tokens
from cinch_qt.ui.storage import (
    StorageUi,
)
from tests.storage_helpers import play


class FakeController(QObject):
    gameChanged = Signal()
    game_name = ""  # TableSession's: the program's default game

    def __init__(self, seed: int = 5, players: int = 4) -> None:
        super().__init__()
        self.state = GameState(Rules(players=players), seed=seed)
        self.loaded: dict | None = None

    def record(self) -> dict:
        rec = self.state.to_record()
        rec["cinch_qt"] = {"levels": {"W": "easy", "N": "easy", "E": "easy"},
                           "names": {"S": "Ada"}}
        return rec

    def load_record(self, record: dict) -> None:
        self.loaded = record
        self.state = GameState.from_record(record)
        self.gameChanged.emit()

    def step(self, n: int = 1) -> None:
        for _ in range(n):
            if self.state.is_over:
                return
            play(self.state, 1, seed=len(action_tokens(self.state.to_record())))
            self.gameChanged.emit()


class Messages:
    def __init__(self, answer: bool = True) -> None:
        self.told: list[str] = []
        self.asked: list[str] = []
        self.answer = answer

    def tell(self, text: str) -> None:
        self.told.append(text)

    def ask(self, title: str, text: str) -> bool:
        self.asked.append(text)
        return self.answer


def make_ui(qtbot, data: Path, controller: FakeController, answer: bool = True):
    window = QWidget()
    qtbot.addWidget(window)
    storage = Storage(data)
    ui = StorageUi(storage, controller, window)
    msgs = Messages(answer)
    ui.tell, ui.ask = msgs.tell, msgs.ask
    return ui, msgs
