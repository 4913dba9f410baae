"""The game chooser's dialog: the registered games, one line of description each
(cinch_qt/ui/game_chooser.py has the titles and ``choose_game``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..games import GAMES
from .game_chooser import DEFAULT_GAME, game_description, game_title


class GameChooser(QDialog):
    """A list of the registered games, one line of description each."""

    def __init__(self, parent: QWidget | None = None, current: str = DEFAULT_GAME) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("GameChooser", "Choose a game"))
        layout = QVBoxLayout(self)
        label = QLabel(QCoreApplication.translate(
            "GameChooser", "Which game would you like to play?"))
        layout.addWidget(label)
        self.games = QListWidget()
        self.games.setWordWrap(True)
        self.games.setSpacing(4)  # the games apart, each title with its line
        label.setBuddy(self.games)
        for name in GAMES:
            text = game_title(name)
            if description := game_description(name):
                text += "\n" + description
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.games.addItem(item)
            if name == current:
                self.games.setCurrentItem(item)
        if self.games.currentItem() is None:
            self.games.setCurrentRow(0)
        self.games.itemActivated.connect(lambda _item: self.accept())
        layout.addWidget(self.games)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            QCoreApplication.translate("GameChooser", "&Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(460, 300)

    def names(self) -> list[str]:
        return [self.games.item(i).data(Qt.ItemDataRole.UserRole)
                for i in range(self.games.count())]

    def chosen(self) -> str:
        item = self.games.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else DEFAULT_GAME
