"""Words for settings values: computer levels and animation speeds (shown by the
table, the settings and the statistics); and words every game's table says alike:
points, who won the game, that it is over, a name and its value, a value and its
detail, a score sheet's Hand and Dealer."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .placeholders import fill
from .translator import current_language

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


def points_words(n: int) -> str:
    """"1 point", "8 points" ("0 point", "1 point" in French; Dutch as English)."""
    if type(n) is not int:
        raise ValueError(f"points must be a whole number, not {n!r}")
    singular = abs(n) < 2 if current_language() == "fr" else abs(n) == 1
    if singular:
        return fill(QCoreApplication.translate("Words", "%1 point"), n)
    return fill(QCoreApplication.translate("Words", "%1 points"), n)


# Words every table says alike: a score sheet's columns of hands and of who dealt, a
# page or window named once the game has ended.
_TABLE = {
    "hand": QT_TRANSLATE_NOOP("Words", "Hand"),
    "dealer": QT_TRANSLATE_NOOP("Words", "Dealer"),
    "game over": QT_TRANSLATE_NOOP("Words", "Game over"),
}
# Sentences of a name or value every table says alike: "North 61" (a score line), "29
# (5♥ 5♣ 5♦ J♠ 5♠)" (a value and what it is made of), "North wins the game.".
_FILLED = {
    "name and value": QT_TRANSLATE_NOOP("Words", "%1 %2"),
    "with detail": QT_TRANSLATE_NOOP("Words", "%1 (%2)"),
    "wins the game": QT_TRANSLATE_NOOP("Words", "%1 wins the game."),
}


def table_word(key: str) -> str:
    """The table's word ``key`` ("hand", "dealer", "game over") in the language."""
    return QCoreApplication.translate("Words", _TABLE[key])


def table_words(key: str, *values: object) -> str:
    """The table's sentence ``key`` ("name and value", "with detail", "wins the game")
    in the language, filled with ``values``."""
    return fill(QCoreApplication.translate("Words", _FILLED[key]), *values)
