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


def name_and_value(name: str, value: object) -> str:
    """"North 61": a player or side and its value, as score lines list them."""
    return fill(QCoreApplication.translate("Words", "%1 %2"), name, value)


def with_detail(value: object, detail: object) -> str:
    """"29 (5♥ 5♣ 5♦ J♠ 5♠)": a value and, in brackets, what it is made of."""
    return fill(QCoreApplication.translate("Words", "%1 (%2)"), value, detail)


def hand_word() -> str:
    """A score sheet's column of hands."""
    return QCoreApplication.translate("Words", "Hand")


def dealer_word() -> str:
    """A score sheet's column of who dealt."""
    return QCoreApplication.translate("Words", "Dealer")


def game_over_words() -> str:
    """"Game over", as a page or a window is named once the game has ended."""
    return QCoreApplication.translate("Words", "Game over")


def wins_the_game(name: str) -> str:
    """"North wins the game."; ``name`` as the table names the winner."""
    return fill(QCoreApplication.translate("Words", "%1 wins the game."), name)
