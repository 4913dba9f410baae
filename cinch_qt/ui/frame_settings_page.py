"""The settings page of a game played on the frame felt, made from the game's stored
settings (``GameInfo.settings``): a list of choices is a drop-down, a number with
bounds a spin box, a yes-or-no a check box, each labelled by the game
(``FeltGame.setting_label``); and the computer players' level.  A game offers it by
naming it ``PAGE`` in its ``table/settings_page.py`` (ui/settings_page.py)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ..controller.frame_session import FrameSettings, read_settings, write_settings
from ..games import get_game
from ..i18n.words import level_name
from ..storage.settings import LEVEL_CHOICES
from .settings_page import DefaultStore, GameSettingsPage, Row, Store


class FrameSettingsPage(GameSettingsPage):
    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(game, parent)
        self.info = get_game(game)
        felt = self.info.felt()
        keys = self.info.settings()
        self.describe([*(Row(key, lambda key=key: felt.setting_label(key), setting)
                         for key, setting in keys.items()),
                       Row("level_box", lambda: QCoreApplication.translate(
                           "FrameWindow", "Computer players:"), values=LEVEL_CHOICES,
                           words=level_name)])
        self.fields: dict[str, QWidget] = {key: self.described[key] for key in keys}
        self._kept = FrameSettings()

    def read(self, stored: Store) -> FrameSettings:
        return read_settings(self.info, stored)

    def defaults(self) -> FrameSettings:
        return read_settings(self.info, DefaultStore())

    def show_settings(self, settings: FrameSettings) -> None:
        self._kept = settings
        self.set_values({key: value for key, value in settings.rules if key in self.fields})
        self.set_values({"level_box": settings.level})

    def chosen(self, player_name: str, speed: str) -> FrameSettings:
        return self._kept.with_changes(
            rules=tuple((key, self.value(key)) for key in self.fields),
            level=self.value("level_box"), player_name=player_name, speed=speed)

    def write(self, stored: Store, settings: FrameSettings) -> None:
        write_settings(stored, settings)
