"""The table's own preferences kept in QSettings: language, first-game hints, large cards,
and whether a forced play (one legal card) is made for the person after a short pause.

Their keys, defaults and allowed values are in the storage settings table
(cinch_qt/storage/settings.py, DEFAULTS), read with its rule: a missing or unreadable
value is the default.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from ..games.frozen_value import FrozenValue
from ..storage.settings import read_value

LANGUAGE_KEY = "ui/language"
HINTS_KEY = "ui/first_game_hints"
LARGE_CARDS_KEY = "ui/large_cards"
FORCED_PLAY_KEY = "ui/forced_play"
LARGE_CARD_SCALE = 1.35  # the player's hand when "large cards" is on


class UiPreferences(FrozenValue):
    """(A FrozenValue, not a dataclass: making one compiles its methods at import, on
    every start's way to the first painted table.)"""

    _fields = ("language", "first_game_hints", "large_cards", "forced_play")
    language: str              # "" follows the system; else "en", "fr", "nl"
    first_game_hints: bool     # on until the player switches it off
    large_cards: bool
    forced_play: bool          # the only legal card is played for the person (on)

    def __init__(self, language: str = "", first_game_hints: bool = True,
                 large_cards: bool = False, forced_play: bool = True) -> None:
        self.__dict__.update(language=language, first_game_hints=first_game_hints,
                             large_cards=large_cards, forced_play=forced_play)


def read_preferences(qsettings: QSettings | None) -> UiPreferences:
    qs = qsettings if qsettings is not None else QSettings()
    return UiPreferences(language=read_value(qs, LANGUAGE_KEY),
                         first_game_hints=read_value(qs, HINTS_KEY),
                         large_cards=read_value(qs, LARGE_CARDS_KEY),
                         forced_play=read_value(qs, FORCED_PLAY_KEY))


def write_preferences(qsettings: QSettings | None, prefs: UiPreferences) -> None:
    qs = qsettings if qsettings is not None else QSettings()
    qs.setValue(LANGUAGE_KEY, prefs.language)
    qs.setValue(HINTS_KEY, prefs.first_game_hints)
    qs.setValue(LARGE_CARDS_KEY, prefs.large_cards)
    qs.setValue(FORCED_PLAY_KEY, prefs.forced_play)
    qs.sync()
