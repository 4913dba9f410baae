"""The player's settings, kept in QSettings, with their defaults in one table.

Every key the program stores is listed in ``DEFAULTS`` with its type and, where it
has one, its set of allowed values.  ``get`` never fails: a missing or unreadable value
(a hand-edited INI file, a value from an older version) reads as the default.  ``set``
refuses a bad value with a message that names the key and what is allowed.
``restore_defaults`` removes every known key, which is what "Restore defaults" does.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, QStandardPaths, Signal

from ..games import DEFAULT_GAME, GAMES
from ..games.frozen_value import FrozenValue
from ..i18n.translator import LANGUAGES
from ..regular_files import set_aside_if_not_regular
from .gamefile import MAX_NAME_CHARS, clean_text

ORGANISATION = "cinch-qt"  # as app.py names the application
APPLICATION = "cinch-qt"
SETTINGS_FILE = "settings.ini"


class Key(FrozenValue):
    """A stored setting: its default, and the values allowed (``choices``, or an int
    from ``low`` to ``high``).  (A FrozenValue: a dataclass compiles its methods at
    import, on every start's way to the first painted table.)"""

    _fields = ("default", "choices", "low", "high")
    default: Any
    choices: tuple | None
    low: int | None
    high: int | None

    def __init__(self, default: Any, choices: tuple | None = None, low: int | None = None,
                 high: int | None = None) -> None:
        self.__dict__.update(default=default, choices=choices, low=low, high=high)


LEVEL_CHOICES = ("random", "easy", "normal", "expert")
DEFAULTS: dict[str, Key] = {
    # Rule options (R2, R20, R22, R53).
    "game/players": Key(4, choices=(2, 3, 4)),
    "game/target": Key(51, low=1, high=1000),
    "game/min_bid": Key(1, low=1, high=14),
    "game/all_pass": Key("throw_in", choices=("throw_in", "stuck_dealer")),
    # Opponents and partner.
    "players/level": Key("normal", choices=LEVEL_CHOICES),
    "players/name": Key("You"),  # South's name on the table and in the history
    # Cribbage and Crib Wars (CRIBBAGE.md C1, C43, C83, C91, C95; CRIBWARS.md W34, W41);
    # the board is the game chosen (cribbage: classic, crib-wars: Crib Wars).
    "cribbage/players": Key(2, choices=(2, 3, 4, 6)),
    "cribbage/heels_near_end": Key("withheld", choices=("withheld", "allowed")),
    "cribbage/skunks": Key("board", choices=("board", "on", "off")),
    "cribbage/counting": Key("automatic", choices=("automatic", "manual")),
    "cribbage/muggins": Key("off", choices=("off", "cut-throat", "friendly")),
    "cribbage/peg_duty": Key(False),
    "cribbage/match": Key(1, choices=(1, 3, 5, 7)),  # C84: single games or to 3, 5, 7
    "cribbage/hints": Key(True),                     # C97: hints offered
    "cribbage/show_steps": Key(False),               # C70: the show waits for the person
    "cribbage/level": Key("normal", choices=LEVEL_CHOICES),
    # The table.
    "table/speed": Key("normal", choices=("slow", "normal", "fast", "instant")),
    "table/confirm_play": Key(False),
    # Written by cinch_qt/themes/settings.py under the same keys.
    "theme/deck": Key("classic"),
    "theme/back": Key("blue-lattice"),
    "theme/felt": Key("green"),
    # Start-up.
    # True: ask before continuing an unfinished game; False: continue it at once.
    "startup/ask_before_resume": Key(True),
    # The interface (cinch_qt/ui/preferences.py); "" follows the system's language.
    "ui/language": Key("", choices=("", *LANGUAGES)),
    "ui/first_game_hints": Key(True),
    "ui/large_cards": Key(False),
    # The game chosen last (the chooser, --game); the registry's names, nothing imported.
    # A live view of the registry: a game registered later is remembered too.
    "ui/last_game": Key(DEFAULT_GAME, choices=GAMES.keys()),
}


def check_value(key: str, value: Any) -> Any:
    """Return ``value`` converted to the key's type, or raise ValueError saying why."""
    if key not in DEFAULTS:
        raise ValueError(f"unknown setting {key!r}; known settings: {', '.join(DEFAULTS)}")
    spec = DEFAULTS[key]
    kind = type(spec.default)
    if kind is bool:
        if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
            value = value.lower() in ("true", "1")
        if not isinstance(value, bool):
            raise ValueError(f"setting {key!r} must be true or false, not {value!r}")
    elif kind is int:
        if isinstance(value, str):
            try:
                value = int(value.strip())
            except ValueError:
                raise ValueError(f"setting {key!r} must be a whole number, "
                                 f"not {value!r}") from None
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"setting {key!r} must be a whole number, not {value!r}")
        if spec.low is not None and not spec.low <= value <= spec.high:
            raise ValueError(f"setting {key!r} must be from {spec.low} to {spec.high}, "
                             f"not {value}")
    elif not isinstance(value, str) or (not value and spec.default != ""):
        raise ValueError(f"setting {key!r} must be a non-empty text, not {value!r}")
    elif key == "players/name" and (len(value) > MAX_NAME_CHARS or value != clean_text(value)):
        # A hand-edited settings file must not bring back what a save file may not
        # hold (issue 13): a name SQLite or the autosave cannot write, or a huge one.
        raise ValueError(f"setting {key!r} must be at most {MAX_NAME_CHARS} printable "
                         f"characters")
    if spec.choices is not None and value not in spec.choices:
        allowed = ", ".join(str(c) for c in spec.choices)
        raise ValueError(f"setting {key!r} must be one of {allowed}, not {value!r}")
    return value


def read_value(qsettings: QSettings, key: str) -> Any:
    """``key`` from ``qsettings``: the default when it is missing or unreadable."""
    spec = DEFAULTS.get(key)
    if spec is None:
        raise KeyError(f"unknown setting {key!r}")
    raw = qsettings.value(key)
    if raw is None:
        return spec.default
    try:
        return check_value(key, raw)
    except ValueError:
        return spec.default


class Settings(QObject):
    """Typed access to QSettings.  With ``folder`` the settings live in
    ``folder/settings.ini`` (``--data-dir`` and tests); without, where a plain
    ``QSettings()`` keeps them for the application's organisation and name, the same
    place the themes code uses."""

    changed = Signal(str)  # the key that changed ("" after restore_defaults)

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # QSettings blocks for ever reading a FIFO put in place of its file; such a
        # file is renamed first and the caller can say so (issue 13 item 10).
        self.set_aside: Path | None = None
        if folder is None:
            native = _native_settings_file()
            if native is not None:
                self.set_aside = set_aside_if_not_regular(native)
            self.qsettings = QSettings(self)
        else:
            Path(folder).mkdir(parents=True, exist_ok=True)
            self.set_aside = set_aside_if_not_regular(Path(folder) / SETTINGS_FILE)
            self.qsettings = QSettings(str(Path(folder) / SETTINGS_FILE),
                                       QSettings.Format.IniFormat, self)

    def get(self, key: str) -> Any:
        return read_value(self.qsettings, key)

    def set(self, key: str, value: Any) -> None:
        value = check_value(key, value)
        self.qsettings.setValue(key, value)
        self.qsettings.sync()
        self.changed.emit(key)

    def all(self) -> dict[str, Any]:
        return {key: self.get(key) for key in DEFAULTS}

    def is_default(self, key: str) -> bool:
        return self.get(key) == DEFAULTS[key].default

    def restore_defaults(self) -> None:
        for key in DEFAULTS:
            self.qsettings.remove(key)
        self.qsettings.sync()
        self.changed.emit("")


def _native_settings_file() -> Path | None:
    """Where a plain QSettings() keeps its file on Linux and other Unix systems
    (``~/.config/<organisation>/<application>.conf``); None where it is a registry or
    a property list, which cannot be a FIFO."""
    if sys.platform.startswith(("win", "darwin")):
        return None
    base = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(base) / ORGANISATION / f"{APPLICATION}.conf" if base else None
