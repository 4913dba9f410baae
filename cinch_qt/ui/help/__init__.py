"""Help: every game's pages (its rules, in the player's language; ui/help/page.py) and
the keyboard shortcuts."""

from __future__ import annotations

from .help_window import SHORTCUTS, HelpWindow
from .page import HelpPage
from .shortcuts_page import action_rows

__all__ = ["SHORTCUTS", "HelpPage", "HelpWindow", "action_rows"]
