"""Settings: a General page (name, language, first-game hints, card size, speed, the
question before resuming) and a page per game (games/<game>/table/settings_page.py,
found through the registry and imported when the dialog opens).

Levels, speed and name apply from the next hand; rule options from the next game;
language, hints and card size at once.

Opening it for a game and getting that game's settings back (any window)::

    chosen = open_settings(window, game, session.settings, stored=storage.settings,
                           prefs=window.prefs)
    if chosen is not None:
        chosen.settings   # that game's settings object, as its page made it
        chosen.prefs      # UiPreferences: the window applies them (language at once)

Every page's choices and "ask before resume" are written to ``stored`` on OK, so what
the person changes on another game's page is kept for that game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..games import DEFAULT_GAME
from ..i18n import available_languages
from ..i18n.program import game_title
from ..i18n.words import speed_name
from ..speed import SPEEDS
from .preferences import UiPreferences
from .settings_page import DefaultStore, GameSettingsPage, QSettingsStore, Store, pages_for

# lupdate reads translate("Context", "text") calls by this name.
translate = QCoreApplication.translate


@dataclass(frozen=True)
class Chosen:
    """What OK gave: the settings of the game the dialog was opened for, the
    interface preferences, every page's settings by registry name, and the start-up
    question."""

    game: str
    settings: Any
    prefs: UiPreferences
    by_game: dict[str, Any]
    ask_before_resume: bool


class GeneralPage(QWidget):
    """What every game shares."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = GameSettingsPage("", self)  # only for its labelled form
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.page)
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(24)
        self.page.add_row(lambda: translate("SettingsDialog", "Your name:"), self.name_edit)
        self.language_box = QComboBox(self)
        self.language_box.addItem("", "")
        for code, native in available_languages().items():
            self.language_box.addItem(native, code)  # each language in its own words
        self.page.add_row(lambda: translate("SettingsDialog", "Language:"), self.language_box)
        self.hints_check = QCheckBox(self)
        self.page.add_row(lambda: translate("SettingsDialog", "First game:"), self.hints_check)
        self.large_check = QCheckBox(self)
        self.page.add_row(lambda: translate("SettingsDialog", "Card size:"), self.large_check)
        self.forced_check = QCheckBox(self)
        self.page.add_row(lambda: translate("SettingsDialog", "Only one card to play:"),
                          self.forced_check)
        self.speed_box = QComboBox(self)
        for speed in SPEEDS:
            self.speed_box.addItem(speed_name(speed), speed)
        self.page.add_row(lambda: translate("SettingsDialog", "Animation speed:"), self.speed_box)
        self.resume_check = QCheckBox(self)
        self.page.add_row(
            lambda: translate("SettingsDialog", "Unfinished game:"), self.resume_check
        )
        lay.addStretch(1)

    def show_values(
        self, player_name: str, speed: str, prefs: UiPreferences, ask_before_resume: bool
    ) -> None:
        # "You" is the stored default; show it as a hint in the player's language instead.
        own = player_name.strip()
        self.name_edit.setText("" if own == "You" else own)
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(prefs.language)))
        self.hints_check.setChecked(prefs.first_game_hints)
        self.large_check.setChecked(prefs.large_cards)
        self.forced_check.setChecked(prefs.forced_play)
        self.speed_box.setCurrentIndex(max(0, self.speed_box.findData(speed)))
        self.resume_check.setChecked(ask_before_resume)

    def player_name(self) -> str:
        return self.name_edit.text().strip() or "You"

    def speed(self) -> str:
        return self.speed_box.currentData()

    def preferences(self) -> UiPreferences:
        return UiPreferences(
            language=self.language_box.currentData() or "",
            first_game_hints=self.hints_check.isChecked(),
            large_cards=self.large_check.isChecked(),
            forced_play=self.forced_check.isChecked(),
        )

    def retranslate(self) -> None:
        from ..i18n import player_name

        self.page.retranslate_rows()
        self.language_box.setItemText(0, translate("SettingsDialog", "System language"))
        self.name_edit.setPlaceholderText(player_name(0))
        self.hints_check.setText(
            translate("SettingsDialog", "Explain each phase and every refused move")
        )
        self.large_check.setText(translate("SettingsDialog", "Large cards in your hand"))
        self.forced_check.setText(translate("SettingsDialog",
                                            "Play it for me after a short pause"))
        self.resume_check.setText(translate("SettingsDialog", "Ask before continuing it at start"))
        for i in range(self.speed_box.count()):
            self.speed_box.setItemText(i, speed_name(self.speed_box.itemData(i)))


class SettingsDialog(QDialog):
    """``settings`` are the settings of ``game`` in force (None: as stored);
    ``stored`` is where every page reads and keeps its choices (``storage.Settings``;
    None: the parent window's ``qsettings`` when it has one, else nothing is kept and
    the other games' pages show their defaults)."""

    def __init__(
        self,
        settings: Any = None,
        parent: QWidget | None = None,
        prefs: UiPreferences | None = None,
        *,
        game: str = DEFAULT_GAME,
        stored: Store | None = None,
    ) -> None:
        super().__init__(parent)
        if stored is None and getattr(parent, "qsettings", None) is not None:
            stored = QSettingsStore(parent.qsettings)
        self.stored = stored
        self.game = game
        self._prefs = prefs or UiPreferences()
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        lay.addWidget(self.tabs)
        self.general = GeneralPage(self.tabs)
        self.tabs.addTab(self.general, "")
        self.pages: dict[str, GameSettingsPage] = {}
        reading = stored if stored is not None else DefaultStore()
        self._initial: dict[str, Any] = {}
        for name, cls in pages_for(game):
            page = cls(name, self.tabs)
            self.pages[name] = page
            self.tabs.addTab(page, "")
            self._initial[name] = (
                settings if name == game and settings is not None else page.read(reading)
            )
        if game not in self.pages:
            raise ValueError(f"no settings page for the game {game!r}")
        self.tabs.setCurrentWidget(self.pages[game])
        self.error_label = QLabel("", self)
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.setWordWrap(True)
        lay.addWidget(self.error_label)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            self.restore_defaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setDefault(True)
        current = self._initial[game]
        self.general.show_values(
            current.player_name,
            current.speed,
            self._prefs,
            reading.get("startup/ask_before_resume"),
        )
        for name, page in self.pages.items():
            page.show_settings(self._initial[name])
        self.result_settings: Any = None
        self.result_prefs: UiPreferences | None = None
        self.result: Chosen | None = None
        self.retranslate()
        # The word-wrapped notes would let Qt pick a width that cuts the longest
        # choices (French and Dutch ones are long): start at the full hint.
        self.resize(self.sizeHint())
        # Enter accepts and Esc cancels from anywhere; the focus starts on OK.
        ok.setFocus(Qt.FocusReason.OtherFocusReason)

    def __getattr__(self, name: str) -> Any:
        # The fields of the General page and of the pages (dialog.players_box …), as
        # code and tests reached them when the dialog was Cinch's alone: the General
        # page first, then the game the dialog was opened for.
        if name.startswith("_") or name in ("general", "pages", "game"):
            raise AttributeError(name)
        for owner in (self.__dict__.get("general"), *self._pages_in_order()):
            if owner is not None and name in owner.__dict__:
                return owner.__dict__[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def _pages_in_order(self) -> list[GameSettingsPage]:
        pages = self.__dict__.get("pages") or {}
        game = self.__dict__.get("game")
        return sorted(pages.values(), key=lambda p: p.game != game)

    def restore_defaults(self) -> None:
        """Every field on every page back to the program's defaults; OK saves them,
        Cancel does not."""
        current = self.pages[self.game].defaults()
        self.general.show_values(
            current.player_name,
            current.speed,
            UiPreferences(),
            DefaultStore().get("startup/ask_before_resume"),
        )
        for page in self.pages.values():
            page.show_settings(page.defaults())
        self.error_label.clear()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self.general.retranslate()
        self.tabs.setTabText(0, translate("SettingsDialog", "General"))
        for name, page in self.pages.items():
            page.retranslate()
            self.tabs.setTabText(self.tabs.indexOf(page), game_title(name))
        self.note.setText(
            translate(
                "SettingsDialog",
                "Levels, speed and name apply from the next hand; rule "
                "options from the next game; language, hints and card "
                "size at once.",
            )
        )

    def settings(self, game: str | None = None) -> Any:
        """The settings of ``game`` (the dialog's own by default) as chosen; raises
        ValueError naming a bad value."""
        return self.pages[game or self.game].chosen(
            self.general.player_name(), self.general.speed()
        )

    def preferences(self) -> UiPreferences:
        return self.general.preferences()

    def accept(self) -> None:
        chosen: dict[str, Any] = {}
        for name, page in self.pages.items():
            try:
                chosen[name] = self.settings(name)
            except ValueError as exc:
                self.tabs.setCurrentWidget(page)
                self.error_label.setText(str(exc))
                return
        ask = self.general.resume_check.isChecked()
        if self.stored is not None:
            try:
                self.stored.set("startup/ask_before_resume", ask)
                self.stored.set("players/name", chosen[self.game].player_name)
                for name, page in self.pages.items():
                    page.write(self.stored, chosen[name])
            except ValueError as exc:
                self.error_label.setText(str(exc))
                return
        self.result_settings = chosen[self.game]
        self.result_prefs = self.preferences()
        self.result = Chosen(self.game, self.result_settings, self.result_prefs, chosen, ask)
        super().accept()


def open_settings(
    parent: QWidget | None,
    game: str,
    settings: Any = None,
    *,
    stored: Store | None = None,
    prefs: UiPreferences | None = None,
) -> Chosen | None:
    """Show the settings on ``game``'s page (modal); None when cancelled.  On OK every
    page's choices are already kept in ``stored``; the caller applies
    ``Chosen.settings`` to its game and ``Chosen.prefs`` to its window."""
    dialog = SettingsDialog(settings, parent, prefs, game=game, stored=stored)
    try:
        return dialog.result if dialog.exec() else None
    finally:
        dialog.deleteLater()
