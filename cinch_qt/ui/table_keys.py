"""The keys of a table that are not menu actions, as the Help window lists them beside
the menus' shortcuts: each game gives its rows (keys as written, what they do marked
for translation in its own context) and this names the keys in the current language
through Qt's own catalogue ("Entrée", "Espace", "Spatiebalk")."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence


def key_names(keys: str) -> str:
    """"Enter, Ctrl+Return" with each key named in the current language; the suit keys
    of the language for "{suits}" (cinch_qt/i18n/keys.py).  Only names Qt knows are
    replaced: "1 … 9" and arrows stay as written."""
    if keys == "{suits}":
        from ..i18n.keys import suit_keys
        return ", ".join(suit_keys())
    out = []
    for part in keys.split(", "):
        sequence = QKeySequence(part)
        named = sequence.toString(QKeySequence.SequenceFormat.NativeText)
        out.append(named if named and sequence.count() == 1 and " " not in part else part)
    return ", ".join(out)


def table_keys(context: str, rows: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    """(keys, what they do) in the current language, for the Help window; ``rows`` are
    (keys, text marked with QT_TRANSLATE_NOOP in ``context``)."""
    return [(key_names(keys), QCoreApplication.translate(context, what))
            for keys, what in rows]


class TableKeys:
    """A game's rows of keys (keys as written, what they do marked with
    QT_TRANSLATE_NOOP in ``context``); called, they are named in the current language."""

    def __init__(self, context: str, rows: Iterable[tuple[str, str]]) -> None:
        self.context = context
        self.rows = tuple(rows)

    def __call__(self) -> list[tuple[str, str]]:
        return table_keys(self.context, self.rows)
