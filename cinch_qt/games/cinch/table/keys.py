"""The Cinch table's keys that are not menu actions (the Help window lists them beside
the menus' shortcuts, Hint's Ctrl+H among those; ui/table_keys.py names them in the
language)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ....ui.table_keys import TableKeys

# "{suits}" stands for the language's suit keys (cinch_qt/i18n/keys.py).
# (keys, what they do) for the Help window.
table_keys = TableKeys("CinchWindow", (
    ("1 … 9, 0, Ctrl+1 … Ctrl+4",
     QT_TRANSLATE_NOOP("CinchWindow", "Bid 1 to 9, 10, 11 to 14")),
    ("P", QT_TRANSLATE_NOOP("CinchWindow", "Pass")),
    ("{suits}", QT_TRANSLATE_NOOP("CinchWindow", "Name clubs, diamonds, hearts or spades")),
    ("← / →", QT_TRANSLATE_NOOP("CinchWindow", "Move between the cards you can choose")),
    ("Enter", QT_TRANSLATE_NOOP("CinchWindow", "Play the chosen card")),
    ("Space", QT_TRANSLATE_NOOP("CinchWindow",
                                "Pick or put back a card when keeping, robbing or giving")),
    ("Enter, Ctrl+Return", QT_TRANSLATE_NOOP("CinchWindow", "Confirm the cards picked")),
    ("N", QT_TRANSLATE_NOOP("CinchWindow", "Next hand (after the summary)")),
    ("Enter, Esc", QT_TRANSLATE_NOOP("CinchWindow",
                                     "In the hand summary: next hand (or new game)")),
    ("Tab", QT_TRANSLATE_NOOP("CinchWindow", "Move between the table and the buttons")),
))
