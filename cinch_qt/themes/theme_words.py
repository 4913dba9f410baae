"""The themes' words in the person's language: the list's group headers, the names of
our own decks, backs and felts (a deck made by someone else keeps its own name), and
the reasons a theme is refused (``ThemeError.of`` keeps their English template)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .discovery import ThemeInfo
from .errors import CONTEXT as ERROR_CONTEXT
from .errors import ThemeError, _fill

CONTEXT = "Themes"

GROUP_LABELS = {"builtin": QT_TRANSLATE_NOOP("Themes", "Built-in"),
                "installed": QT_TRANSLATE_NOOP("Themes", "Installed on this machine"),
                "user": QT_TRANSLATE_NOOP("Themes", "Yours")}

# The names in assets/cards (theme.toml, backs.toml, felts.toml) and the back drawn by
# the deck; tests/test_i18n_walk.py checks that every built-in theme's name is here.
BUILTIN_NAMES = (
    QT_TRANSLATE_NOOP("Themes", "Classic"),
    QT_TRANSLATE_NOOP("Themes", "Four Colour"),
    QT_TRANSLATE_NOOP("Themes", "Large Print"),
    QT_TRANSLATE_NOOP("Themes", "Parlour"),
    QT_TRANSLATE_NOOP("Themes", "Blue Lattice"),
    QT_TRANSLATE_NOOP("Themes", "Red Diamonds"),
    QT_TRANSLATE_NOOP("Themes", "Green Checks"),
    QT_TRANSLATE_NOOP("Themes", "Midnight Stars"),
    QT_TRANSLATE_NOOP("Themes", "Deco Sunburst"),
    QT_TRANSLATE_NOOP("Themes", "Green Baize"),
    QT_TRANSLATE_NOOP("Themes", "Blue Baize"),
    QT_TRANSLATE_NOOP("Themes", "Burgundy"),
    QT_TRANSLATE_NOOP("Themes", "Slate"),
    QT_TRANSLATE_NOOP("Themes", "The deck's own back"),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def group_label(group: str) -> str:
    return QCoreApplication.translate("Themes", GROUP_LABELS[group])


def theme_name(info: ThemeInfo) -> str:
    """The name shown for ``info``: ours translated, anyone else's as they named it."""
    if info.group == "builtin" and info.name in BUILTIN_NAMES:
        return _tr(info.name)
    return info.name


def unusable(name: str) -> str:
    return _fill(QCoreApplication.translate("Themes", "%1 (cannot be used)"), (name,))


def theme_error_text(error: ThemeError) -> str:
    """Why a theme was refused, in the person's language (names and sizes as they are)."""
    if not error.template:
        return error.message
    return _fill(QCoreApplication.translate(ERROR_CONTEXT, error.template), error.values)
