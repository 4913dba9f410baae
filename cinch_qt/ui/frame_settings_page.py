"""The settings page of a game played on the frame felt, made from the game's stored
settings (``GameInfo.settings``): a list of choices is a drop-down, a number with
bounds a spin box, a yes-or-no a check box, each labelled by the game
(``FeltGame.setting_label``); and the computer players' level.  A game offers it by
naming it ``PAGE`` in its ``table/settings_page.py`` (ui/settings_page.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QWidget

from ..controller.frame_session import FrameSettings, read_settings, write_settings
from ..games import get_game
from ..i18n.words import level_name
from ..storage.settings import LEVEL_CHOICES
from .settings_page import DefaultStore, GameSettingsPage, Store


class FrameSettingsPage(GameSettingsPage):
    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(game, parent)
        self.info = get_game(game)
        felt = self.info.felt()
        self.fields: dict[str, QWidget] = {}
        for key, setting in self.info.settings().items():
            if setting.choices is not None:
                field = QComboBox(self)
                for value in setting.choices:
                    field.addItem(str(value), value)
            elif isinstance(setting.default, bool):
                field = QCheckBox(self)
            else:
                field = QSpinBox(self)
                field.setRange(setting.low if setting.low is not None else 0,
                               setting.high if setting.high is not None else 999)
            self.fields[key] = field
            self.add_row(lambda key=key: felt.setting_label(key), field)
        self.level_box = QComboBox(self)
        for level in LEVEL_CHOICES:
            self.level_box.addItem(level_name(level), level)
        self.add_row(lambda: QCoreApplication.translate("FrameWindow", "Computer players:"),
                     self.level_box)
        self._kept = FrameSettings()

    def read(self, stored: Store) -> FrameSettings:
        return read_settings(self.info, stored)

    def defaults(self) -> FrameSettings:
        return read_settings(self.info, DefaultStore())

    def show_settings(self, settings: FrameSettings) -> None:
        self._kept = settings
        for key, value in settings.rules:
            field = self.fields.get(key)
            if isinstance(field, QComboBox):
                field.setCurrentIndex(max(0, field.findData(value)))
            elif isinstance(field, QCheckBox):
                field.setChecked(bool(value))
            elif isinstance(field, QSpinBox):
                field.setValue(int(value))
        self.level_box.setCurrentIndex(max(0, self.level_box.findData(settings.level)))

    def chosen(self, player_name: str, speed: str) -> FrameSettings:
        rules = []
        for key, field in self.fields.items():
            value: Any = (field.currentData() if isinstance(field, QComboBox) else
                          field.isChecked() if isinstance(field, QCheckBox) else field.value())
            rules.append((key, value))
        return self._kept.with_changes(rules=tuple(rules), level=self.level_box.currentData(),
                                       player_name=player_name, speed=speed)

    def write(self, stored: Store, settings: FrameSettings) -> None:
        write_settings(stored, settings)

    def retranslate(self) -> None:
        self.retranslate_rows()
        for i in range(self.level_box.count()):
            self.level_box.setItemText(i, level_name(self.level_box.itemData(i)))
