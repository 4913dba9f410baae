"""Help: the rules of Cinch in the player's language and the keyboard shortcuts."""

from __future__ import annotations

from .help_window import RULES, SHORTCUTS, HelpWindow
from .rules_page import rules_html
from .shortcuts_page import action_rows

__all__ = ["RULES", "SHORTCUTS", "HelpWindow", "action_rows", "rules_html"]
