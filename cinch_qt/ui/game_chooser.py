"""The game chooser: which registered game to play (first start and Game → New game).

It reads only the registry's ``GameInfo`` entries and never imports a game module, so
showing it costs no game's start-up (tests/test_game_chooser.py checks ``sys.modules``).
Every registered game has a table now (Cinch, and Cribbage and Crib Wars since issue
17).  A game registered without a table would be refused with a plain "coming" message
and the list offered again (issue 14: no half-built table).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from ..games import GAMES

DEFAULT_GAME = "cinch"
# The games that have a table today; any other would be listed as coming.
PLAYABLE = frozenset({"cinch", "cribbage", "crib-wars"})


_CONTEXT = "GameChooser"
# Titles as the registry spells them, so a translator sees the same word; a game added
# to the registry without a line here shows its registered title untranslated.
_TITLES = {
    "cinch": QT_TRANSLATE_NOOP("GameChooser", "Cinch"),
    "cribbage": QT_TRANSLATE_NOOP("GameChooser", "Cribbage"),
    "crib-wars": QT_TRANSLATE_NOOP("GameChooser", "Crib Wars"),
}
_DESCRIPTIONS = {
    "cinch": QT_TRANSLATE_NOOP(
        "GameChooser", "Bid, name trumps and take the scoring cards; first to the target wins."),
    "cribbage": QT_TRANSLATE_NOOP(
        "GameChooser", "Pegging and counting hands on the classic board; first to 121 wins."),
    "crib-wars": QT_TRANSLATE_NOOP(
        "GameChooser", "Cribbage on the Crib Wars board with its special squares."),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def game_title(name: str) -> str:
    """The registered title of ``name``, in the player's language."""
    source = _TITLES.get(name)
    return _tr(source) if source else GAMES[name].title


def game_description(name: str) -> str:
    source = _DESCRIPTIONS.get(name)
    return _tr(source) if source else ""


def coming_text(name: str) -> str:
    return QCoreApplication.translate(
        "GameChooser", "%1 is coming in a later version; for now you can play Cinch.").replace(
        "%1", game_title(name))


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


def tell_coming(parent: QWidget | None, name: str) -> None:
    QMessageBox.information(parent, game_title(name), coming_text(name))


def choose_game(parent: QWidget | None, current: str = DEFAULT_GAME,
                run: Callable[[GameChooser], int] | None = None,
                tell: Callable[[QWidget | None, str], None] = tell_coming) -> str | None:
    """The playable game the person picks, or None when they cancel.  A game without a
    table yet is refused with a message and the list comes back."""
    while True:
        dialog = GameChooser(parent, current)
        accepted = (run or (lambda d: d.exec()))(dialog)
        name = dialog.chosen()
        dialog.deleteLater()
        if not accepted:
            return None
        if name in PLAYABLE:
            return name
        tell(parent, name)
        current = name
