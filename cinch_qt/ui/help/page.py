"""What a game gives the Help window: one tab per page, in the game's own words.

A game lists its pages as ``HELP_PAGES`` in its ``table/help.py`` (found through the
registry, ``GameInfo.help_pages``), so the Help window names no game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument


def unreadable_page() -> str:
    """What a tab says when its page cannot be read (every game's pages)."""
    return QCoreApplication.translate("Help", "This help page could not be read.")


@dataclass(frozen=True)
class HelpPage:
    """``key`` is what ``HelpWindow.show_page`` takes (a page key a game's help lists);
    ``html(document, language, cache, dpr)`` returns the page, after adding to
    ``document`` the images it shows (``cache``: the table's card pixmaps, or None);
    it may raise OSError or ValueError, and then ``unreadable()`` is shown instead (the
    shell's sentence unless the game says otherwise).
    The texts are functions so they are said in the current language."""
    key: str
    object_name: str
    tab_title: Callable[[], str]
    accessible_name: Callable[[], str]
    html: Callable[[QTextDocument, str, object, float], str]
    unreadable: Callable[[], str] = unreadable_page
