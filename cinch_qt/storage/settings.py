"""The player's settings, kept in QSettings, with their defaults in one table.

Every key the program stores is listed in ``DEFAULTS`` with its type and, where it
has one, its set of allowed values: the shared keys here, and each registered game's
own keys, asked of the registry (GameInfo.settings, a game's ``settings_keys.py``) when
one of them is first wanted, so this module names no game and loads none at start.
``get`` never fails: a missing or unreadable value (a hand-edited INI file, a value
from an older version) reads as the default.  ``set`` refuses a bad value with a message
that names the key and what is allowed.  ``restore_defaults`` removes every known key,
which is what "Restore defaults" does.  Opening a file moves a game's choices from keys
an earlier version used to the game's keys now (GameInfo.renamed_settings).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, QStandardPaths, Signal

from ..games import DEFAULT_GAME, GAMES, GameInfo
from ..games.base import Setting
from ..i18n.translator import LANGUAGES
from . import settings_file
from .gamefile import MAX_NAME_CHARS, clean_text

ORGANISATION = "cinch-qt"  # as app.py names the application
APPLICATION = "cinch-qt"
SETTINGS_FILE = "settings.ini"

Key = Setting  # the name this module's callers know it by

LEVEL_CHOICES = ("random", "easy", "normal", "expert")
SHARED: dict[str, Key] = {
    # Opponents and partner.
    "players/level": Key("normal", choices=LEVEL_CHOICES),
    "players/name": Key("You"),  # South's name on the table and in the history
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
    "ui/forced_play": Key(True),
    # The game chosen last (the chooser, --game); the registry's names, nothing imported.
    # A live view of the registry: a game registered later is remembered too.
    "ui/last_game": Key(DEFAULT_GAME, choices=GAMES.keys()),
}


def _games_by_group() -> dict[str, GameInfo]:
    """Each registered game module's settings group -> its first registry entry
    (entries sharing a module share their settings).  A game whose package is named
    like a shared group ("table") gets no keys: the shared key would be ambiguous."""
    found: dict[str, GameInfo] = {}
    for info in GAMES.values():
        if info.settings_group not in SHARED_GROUPS:
            found.setdefault(info.settings_group, info)
    return found


class Defaults(Mapping[str, Key]):
    """Every stored key -> its Key: the shared ones, then each registered game's.  A
    live view of the registry (a game registered later brings its keys); a game's keys
    are read from it the first time one of them, or the whole table, is wanted."""

    def __init__(self, shared: dict[str, Key]) -> None:
        self.shared = shared
        self._read: dict[str, Mapping[str, Key]] = {}  # game module -> its keys

    def _game_keys(self, info: GameInfo) -> Mapping[str, Key]:
        # Read and checked once per game module (a table reads its keys one by one).
        keys = self._read.get(info.module)
        if keys is None:
            keys = self._read[info.module] = info.settings()
        return keys

    def __getitem__(self, key: str) -> Key:
        if key in self.shared:
            return self.shared[key]
        group = key.partition("/")[0] if isinstance(key, str) else None
        info = _games_by_group().get(group)
        if info is None:
            raise KeyError(key)
        return self._game_keys(info)[key]

    def __iter__(self) -> Iterator[str]:
        yield from self.shared
        for info in _games_by_group().values():
            yield from self._game_keys(info)

    def __len__(self) -> int:
        return sum(1 for _ in self)


SHARED_GROUPS = frozenset(key.partition("/")[0] for key in SHARED)
DEFAULTS = Defaults(SHARED)


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
        # hold: a name SQLite or the autosave cannot write, or a huge one.
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
        # file is renamed first and the caller can say so.
        self.set_aside: Path | None = None
        self.set_aside_why = ""     # "not-a-file", "too-large" or "corrupt"
        path = _native_settings_file() if folder is None else Path(folder) / SETTINGS_FILE
        if folder is not None:
            Path(folder).mkdir(parents=True, exist_ok=True)
        moved = settings_file.before_reading(path) if path is not None else None
        self.qsettings = self._qsettings(path, folder)
        if path is not None and moved is None:
            # Garbage reads as no settings at all and would be written over unseen.
            moved = settings_file.after_reading(path, self.qsettings.allKeys())
            if moved is not None:
                self.qsettings = self._qsettings(path, folder)
        if moved is not None:
            self.set_aside, self.set_aside_why = moved
        move_renamed(self.qsettings)

    def _qsettings(self, path: Path | None, folder: Path | None) -> QSettings:
        if folder is None:
            return QSettings(self)
        return QSettings(str(path), QSettings.Format.IniFormat, self)

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


def move_renamed(qsettings: QSettings) -> list[str]:
    """Move every game's choices kept under an earlier version's keys to its keys now
    (GameInfo.renamed_settings: Cinch's ``game/target`` is ``cinch/target``), and say
    which old keys were moved.  The value goes as it was stored (one that cannot be
    read still reads as the default); when both keys are there the new one is kept, as
    this version wrote it.  Keys nobody knows are left alone.  The games' rename lists
    are read only when the file holds a group that is neither shared nor a game's, so
    an up-to-date file costs no game module.  A file that cannot be written keeps the
    old keys, and the move is made again at the next start."""
    groups = set(qsettings.childGroups())
    if groups <= SHARED_GROUPS | set(_games_by_group()):
        return []
    moved = []
    for info in _games_by_group().values():
        for old, new in info.renamed_settings().items():
            if old.partition("/")[0] not in groups or not qsettings.contains(old):
                continue
            if not qsettings.contains(new):
                qsettings.setValue(new, qsettings.value(old))
            qsettings.remove(old)
            moved.append(old)
    if moved:
        qsettings.sync()
    return moved


def _native_settings_file() -> Path | None:
    """Where a plain QSettings() keeps its file on Linux and other Unix systems
    (``~/.config/<organisation>/<application>.conf``); None where it is a registry or
    a property list, which cannot be a FIFO."""
    if sys.platform.startswith(("win", "darwin")):
        return None
    base = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(base) / ORGANISATION / f"{APPLICATION}.conf" if base else None
