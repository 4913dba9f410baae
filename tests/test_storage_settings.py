"""Settings in QSettings: typed get/set with defaults, refusal of bad values, and
Restore defaults."""

from __future__ import annotations

from pathlib import Path

import pytest

from cinch_qt.storage.settings import DEFAULTS, Settings


def test_defaults_then_set_persist_and_restore(tmp_path: Path) -> None:
    s = Settings(tmp_path)
    assert s.all() == {k: v.default for k, v in DEFAULTS.items()}
    s.set("game/target", 62)                # R53 option
    s.set("game/all_pass", "stuck_dealer")  # R22 option
    s.set("table/confirm_play", True)
    again = Settings(tmp_path)              # a new run reads the same file
    assert again.get("game/target") == 62
    assert again.get("game/all_pass") == "stuck_dealer"
    assert again.get("table/confirm_play") is True
    assert not again.is_default("game/target")
    again.restore_defaults()
    assert Settings(tmp_path).all() == {k: v.default for k, v in DEFAULTS.items()}


@pytest.mark.parametrize("key, value, words", [
    ("game/players", 5, "one of 2, 3, 4"),
    ("game/target", 0, "from 1 to 1000"),
    ("game/min_bid", "lots", "whole number"),
    ("game/all_pass", "redeal", "throw_in, stuck_dealer"),
    ("table/confirm_play", "maybe", "true or false"),
    ("no/such", 1, "unknown setting"),
])
def test_bad_values_are_refused_with_the_reason(tmp_path: Path, key, value, words) -> None:
    s = Settings(tmp_path)
    with pytest.raises(ValueError, match=words):
        s.set(key, value)


def test_a_hand_edited_bad_value_reads_as_the_default(tmp_path: Path) -> None:
    (tmp_path / "settings.ini").write_text("[game]\ntarget=banana\nplayers=9\n"
                                           "min_bid=3\n")
    s = Settings(tmp_path)
    assert s.get("game/target") == 51
    assert s.get("game/players") == 4
    assert s.get("game/min_bid") == 3


def test_changed_signal(tmp_path: Path, qtbot) -> None:
    s = Settings(tmp_path)
    with qtbot.waitSignal(s.changed) as blocker:
        s.set("table/speed", "fast")
    assert blocker.args == ["table/speed"]
    with qtbot.waitSignal(s.changed) as blocker:
        s.restore_defaults()
    assert blocker.args == [""]


def test_interface_preferences_are_known_settings_and_restore_to_defaults(
        tmp_path: Path) -> None:
    from cinch_qt.ui.preferences import UiPreferences, read_preferences, write_preferences
    s = Settings(tmp_path)
    write_preferences(s.qsettings, UiPreferences(language="nl", first_game_hints=False,
                                                 large_cards=True))
    assert (s.get("ui/language"), s.get("ui/first_game_hints"), s.get("ui/large_cards")) == (
        "nl", False, True)
    with pytest.raises(ValueError, match="ui/language"):
        s.set("ui/language", "de")
    s.qsettings.setValue("ui/language", "klingon")  # a hand-edited file
    assert read_preferences(s.qsettings).language == ""
    s.restore_defaults()
    assert read_preferences(s.qsettings) == UiPreferences()
