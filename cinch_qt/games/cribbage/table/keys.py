"""The cribbage table's keys that are not menu actions (the Help window lists them
beside the menus' shortcuts, Hint's Ctrl+H among those; ui/table_keys.py names them in
the language: "Espace", "Entrée")."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ....ui.table_keys import TableKeys

# (keys, what they do) for the Help window.
table_keys = TableKeys("CribbageTable", (
    ("← / →", QT_TRANSLATE_NOOP("CribbageTable", "Move between your cards")),
    ("Space", QT_TRANSLATE_NOOP("CribbageTable", "Pick or put back a card to lay away; cut")),
    ("Enter", QT_TRANSLATE_NOOP("CribbageTable",
                                "Lay away the picked cards, play the chosen card, cut")),
    ("N", QT_TRANSLATE_NOOP("CribbageTable", "Next hand")),
))
