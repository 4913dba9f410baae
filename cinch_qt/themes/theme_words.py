"""The themes' words in the person's language: the list's group headers, the names of
our own decks, backs and felts (a deck made by someone else keeps its own name), and
the reasons a theme is refused (``ThemeError.of`` keeps their English template)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..i18n.reasons import reason_text
from .discovery import ThemeInfo
from .errors import CONTEXT as ERROR_CONTEXT
from .errors import ThemeError, _fill

CONTEXT = "Themes"

GROUP_LABELS = {"builtin": QT_TRANSLATE_NOOP("Themes", "Built-in"),
                "installed": QT_TRANSLATE_NOOP("Themes", "Installed on this machine"),
                "user": QT_TRANSLATE_NOOP("Themes", "Yours")}

# The names in assets/cards (theme.toml, backs.toml, felts.toml) and the back drawn by
# the deck; tests/i18n/test_i18n_walk.py checks that every built-in theme's name is here.
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
    """Why a theme was refused, in the person's language (names and sizes as they are;
    a system's reason by its common case, the raw text only in the logs)."""
    if not error.template:
        return error.message
    return _fill(QCoreApplication.translate(ERROR_CONTEXT, error.template),
                 tuple(theme_error_text(v) if isinstance(v, ThemeError) else reason_text(v)
                       for v in error.values))


_REFUSED = {"deck": QT_TRANSLATE_NOOP("Themes", "The card deck was refused: %1"),
            "back": QT_TRANSLATE_NOOP("Themes", "The card back was refused: %1"),
            "felt": QT_TRANSLATE_NOOP("Themes", "The table felt was refused: %1")}
_FALLBACK = {"deck": QT_TRANSLATE_NOOP("Themes", "%1; using a plain emergency deck"),
             "back": QT_TRANSLATE_NOOP("Themes", "%1; using the deck's own back"),
             "felt": QT_TRANSLATE_NOOP("Themes", "%1; the table is painted plain green")}


def _reason(error: ThemeError | str) -> str:
    return theme_error_text(error) if isinstance(error, ThemeError) else error


def refusal_text(kind: str, error: ThemeError | str) -> str:
    """A chosen deck, back or felt was refused (the default is back in use)."""
    return _fill(QCoreApplication.translate("Themes", _REFUSED[kind]), (_reason(error),))


def fallback_text(kind: str, error: ThemeError | str) -> str:
    """Even the default could not be used: what is shown instead."""
    return _fill(QCoreApplication.translate("Themes", _FALLBACK[kind]), (_reason(error),))
