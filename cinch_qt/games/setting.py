"""One stored setting's description: its default and the values it may take (pure
Python, no Qt).  Every game lists its own in ``settings_keys.py`` beside its game module
(``SETTINGS``: key -> Setting, each key under the game's group, ``cribbage/skunks``);
the shared keys (the table, themes, the interface) are storage/settings.py's.  The
stored settings read both through the registry (GameInfo.settings), so a game's keys
are known without naming the game anywhere else.
"""

from __future__ import annotations

from typing import Any

from .frozen_value import FrozenValue


class Setting(FrozenValue):
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
