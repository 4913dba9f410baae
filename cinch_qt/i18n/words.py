"""Words for settings values: computer levels and animation speeds (shown by the
table, the settings and the statistics)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

_LEVELS = {
    "random": QT_TRANSLATE_NOOP("Words", "random"),
    "easy": QT_TRANSLATE_NOOP("Words", "easy"),
    "normal": QT_TRANSLATE_NOOP("Words", "normal"),
    "expert": QT_TRANSLATE_NOOP("Words", "expert"),
    # Filed for games whose record does not say (plain RECORD v1 imports).
    "unknown": QT_TRANSLATE_NOOP("Words", "unknown"),
}
_SPEEDS = {
    "instant": QT_TRANSLATE_NOOP("Words", "instant"),
    "fast": QT_TRANSLATE_NOOP("Words", "fast"),
    "normal": QT_TRANSLATE_NOOP("Words", "normal"),
    "slow": QT_TRANSLATE_NOOP("Words", "slow"),
}


def level_name(level: str) -> str:
    """A bot level in the player's language; an unknown (plug-in) level as it is."""
    source = _LEVELS.get(level)
    return QCoreApplication.translate("Words", source) if source else level


def autoplay_word() -> str:
    """Said of South when the hint bot plays the person's cards."""
    return QCoreApplication.translate("Words", "autoplay")


def speed_name(speed: str) -> str:
    source = _SPEEDS.get(speed)
    return QCoreApplication.translate("Words", source) if source else speed
