"""The settings dialog's Restore Defaults button puts every field back."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from cinch_qt.games.cinch.engine import Rules
from cinch_qt.games.cinch.table.settings import TableSettings
from cinch_qt.ui.preferences import UiPreferences
from cinch_qt.ui.settings_dialog import SettingsDialog


def test_restore_defaults_resets_every_field(qtbot):
    changed = TableSettings(player_name="Ann", levels={1: "easy", 2: "expert", 3: "easy"},
                            speed="slow", rules=Rules(players=3, target=62, min_bid=5,
                                                      all_pass="stuck_dealer"))
    prefs = UiPreferences(language="fr", first_game_hints=False, large_cards=True)
    dialog = SettingsDialog(changed, None, prefs)
    qtbot.addWidget(dialog)
    assert dialog.settings().rules == changed.rules  # the dialog shows what it was given
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    defaults = TableSettings()
    chosen = dialog.settings()
    assert chosen.rules == Rules() and chosen.speed == defaults.speed
    assert chosen.player_name == defaults.player_name
    assert all(chosen.level_of(s) == defaults.level_of(s) for s in (1, 2, 3))
    assert dialog.preferences() == UiPreferences()
