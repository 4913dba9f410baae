"""The game chooser's dialog: each registered game with a picture of its table (drawn
now from the person's deck, back and felt: ui/table_picture.py), its sentence and how
many may play (cinch_qt/ui/game_chooser.py has the titles and ``choose_game``)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QSettings, QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..games import DEFAULT_GAME, GAMES
from ..i18n.program import game_description, game_title

PICTURE = QSize(264, 168)


translate = QCoreApplication.translate


def players_text(counts: tuple[int, ...]) -> str:
    """"For 2, 3 or 4 players", in the person's language ("" without counts)."""
    if not counts:
        return ""
    from ..i18n.placeholders import fill
    words = [str(n) for n in counts]
    listed = words[0] if len(words) == 1 else fill(
        translate("GameChooser", "%1 or %2"), ", ".join(words[:-1]), words[-1])
    return fill(translate("GameChooser", "For %1 players"), listed)


def game_text(name: str) -> str:
    """The title, the game's sentence and who may play, one line each."""
    lines = [game_title(name), game_description(name), players_text(GAMES[name].players)]
    return "\n".join(line for line in lines if line)


class GameChooser(QDialog):
    """The registered games, each with its table's picture, sentence and players."""

    def __init__(self, parent: QWidget | None = None, current: str = DEFAULT_GAME,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("GameChooser", "Choose a game"))
        layout = QVBoxLayout(self)
        label = QLabel(translate("GameChooser", "Which game would you like to play?"))
        layout.addWidget(label)
        self.games = QListWidget()
        self.games.setWordWrap(True)
        self.games.setSpacing(6)  # the games apart
        self.games.setIconSize(PICTURE)
        self.games.setViewMode(QListView.ViewMode.ListMode)
        label.setBuddy(self.games)
        pictures = self._pictures(settings)
        for name in GAMES:
            item = QListWidgetItem(game_text(name))
            item.setData(Qt.ItemDataRole.UserRole, name)
            if name in pictures:
                item.setIcon(QIcon(pictures[name]))
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
            translate("GameChooser", "&Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 3 * (PICTURE.height() + 16) + 100)

    def _pictures(self, settings: QSettings | None) -> dict[str, QPixmap]:
        """Each game's table drawn now; a game whose picture fails is listed without."""
        from ..i18n import current_language
        from ..themes.errors import ThemeError
        from ..themes.paths import default_user_dir
        from .table_picture import PictureArt, table_picture
        ratio = self.devicePixelRatioF()
        size = QSize(round(PICTURE.width() * ratio), round(PICTURE.height() * ratio))
        art = PictureArt(settings, default_user_dir(), current_language())
        pictures: dict[str, QPixmap] = {}
        for name, info in GAMES.items():
            try:
                pixmap = QPixmap.fromImage(table_picture(info, art, size))
            except (ThemeError, ValueError, ImportError) as error:
                print(f"cinch-qt: no picture of {name}'s table: {error}", file=sys.stderr)
                continue
            pixmap.setDevicePixelRatio(ratio)
            pictures[name] = pixmap
        return pictures

    def names(self) -> list[str]:
        return [self.games.item(i).data(Qt.ItemDataRole.UserRole)
                for i in range(self.games.count())]

    def chosen(self) -> str:
        item = self.games.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else DEFAULT_GAME
