"""The replay viewer's navigation keys, shared by every game's replay: the bar's six
buttons in their order, the keys that move through it, and the keys as the platform
writes them (for tooltips and the Help window's key list)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence

# The navigation keys as the tooltips name them; ReplayViewer._navigate acts on them.
CARD_BACK, CARD_ON = ("Left",), ("Right", "Space")
TRICK_BACK, TRICK_ON = ("Ctrl+Left", "PgUp"), ("Ctrl+Right", "PgDown")
FIRST, LAST = ("Home",), ("End",)
ARROWS = {"Left": "←", "Right": "→"}
# The buttons in their order on the bar, with their keys (also listed in Help).
KEY_ROWS = ((FIRST, QT_TRANSLATE_NOOP("ReplayWidget", "First frame")),
            (TRICK_BACK, QT_TRANSLATE_NOOP("ReplayWidget", "Previous trick")),
            (CARD_BACK, QT_TRANSLATE_NOOP("ReplayWidget", "Previous card")),
            (CARD_ON, QT_TRANSLATE_NOOP("ReplayWidget", "Next card")),
            (TRICK_ON, QT_TRANSLATE_NOOP("ReplayWidget", "Next trick")),
            (LAST, QT_TRANSLATE_NOOP("ReplayWidget", "Last frame")))


def key_text(key: str) -> str:
    """One key as the platform writes it, arrows as arrows ("Ctrl+←", "⌘←" on macOS),
    as the table's own key list shows them."""
    native = QKeySequence.SequenceFormat.NativeText
    modifiers, _, name = key.rpartition("+")
    if name in ARROWS:
        prefix = QKeySequence(f"{modifiers}+A").toString(native)[:-1] if modifiers else ""
        return prefix + ARROWS[name]
    return QKeySequence(key).toString(native)


def native_keys(keys: tuple[str, ...]) -> str:
    return ", ".join(key_text(k) for k in keys)
