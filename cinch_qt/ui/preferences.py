"""The table's own preferences kept in QSettings: language, first-game hints, large cards.

The storage settings table (cinch_qt/storage/settings.py) does not list these keys yet,
so they are read here with the same rule: a missing or unreadable value is the default.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings

LANGUAGE_KEY = "ui/language"
HINTS_KEY = "ui/first_game_hints"
LARGE_CARDS_KEY = "ui/large_cards"
LARGE_CARD_SCALE = 1.35  # the player's hand when "large cards" is on


@dataclass(frozen=True)
class UiPreferences:
    language: str = ""              # "" follows the system; else "en", "fr", "nl"
    first_game_hints: bool = True   # on until the player switches it off
    large_cards: bool = False


def _bool(value: object, default: bool) -> bool:
    # QSettings INI files give strings back ("true"/"false").
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
        return value.lower() in ("true", "1")
    if isinstance(value, int):
        return bool(value)
    return default


def read_preferences(qsettings: QSettings | None) -> UiPreferences:
    qs = qsettings if qsettings is not None else QSettings()
    from ..i18n import LANGUAGES
    language = qs.value(LANGUAGE_KEY, "")
    if not isinstance(language, str) or (language and language not in LANGUAGES):
        language = ""
    return UiPreferences(language=language,
                         first_game_hints=_bool(qs.value(HINTS_KEY), True),
                         large_cards=_bool(qs.value(LARGE_CARDS_KEY), False))


def write_preferences(qsettings: QSettings | None, prefs: UiPreferences) -> None:
    qs = qsettings if qsettings is not None else QSettings()
    qs.setValue(LANGUAGE_KEY, prefs.language)
    qs.setValue(HINTS_KEY, prefs.first_game_hints)
    qs.setValue(LARGE_CARDS_KEY, prefs.large_cards)
    qs.sync()
