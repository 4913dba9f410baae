"""Cribbage's pages of the Help window (ui/help/page.py): the rules, and the Crib Wars
board, with hands and boards drawn as the table draws them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument

from ....ui.help.page import HelpPage
from .help_pages import add_page_images, page_html

translate = QCoreApplication.translate


def _page(name: str):  # noqa: ANN202 - the page's html function
    def html(document: QTextDocument, language: str, cache: object, dpr: float) -> str:
        images = add_page_images(document, name, cache, dpr) > 0
        return page_html(name, language, with_images=images)
    return html


HELP_PAGES = (
    HelpPage("cribbage", "cribbageBrowser",
             lambda: translate("CribbageHelp", "Cribbage rules"),
             lambda: translate("CribbageHelp", "Rules of Cribbage"),
             _page("cribbage")),
    HelpPage("crib-wars", "cribWarsBrowser",
             lambda: translate("CribbageHelp", "Crib Wars board"),
             lambda: translate("CribbageHelp", "The Crib Wars board"),
             _page("crib-wars")),
)
