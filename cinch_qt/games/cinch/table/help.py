"""Cinch's page of the Help window (ui/help/page.py): its rules, with the trump ranking
drawn in the table's cards."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument

from ....ui.help.page import HelpPage
from .help_page import add_card_images, rules_html

translate = QCoreApplication.translate


def _html(document: QTextDocument, language: str, cache: object, dpr: float) -> str:
    images = add_card_images(document, cache, dpr) > 0
    return rules_html(language, with_images=images)


HELP_PAGES = (
    HelpPage("rules", "rulesBrowser",
             lambda: translate("CinchHelp", "Cinch rules"),
             lambda: translate("CinchHelp", "Rules of Cinch"),
             _html),
)
