"""Help: the rules of Cinch and of Cribbage, the Crib Wars board, in the player's
language, and the keyboard shortcuts."""

from __future__ import annotations

from ...games.cinch.table.help_page import rules_html
from ...games.cribbage.table.help_pages import page_html
from .help_window import CRIB_WARS, CRIBBAGE, RULES, SHORTCUTS, HelpWindow
from .shortcuts_page import action_rows

__all__ = ["CRIBBAGE", "CRIB_WARS", "RULES", "SHORTCUTS", "HelpWindow", "action_rows",
           "page_html", "rules_html"]
