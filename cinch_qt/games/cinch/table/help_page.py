"""The rules page: the per-language HTML in Cinch's help folder (``games/cinch/help``,
``GameInfo.help_folder``), with the trump
ranking drawn from the current card theme.

The pages are written by hand in each language (not run through the .ts catalogues):
a rules text reads best as whole paragraphs, and a translator can edit one HTML file.
The one live part is ``{{TRUMP_RANKING}}``, replaced by a grid of the 14 trumps of
hearts (R11), each card an image resource of the document named ``cinch-card:<n>``.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QPixmap, QTextDocument

from ..engine.cards import HEARTS
from .words import card_name, scoring_card_name, scoring_key, trump_ranking

translate = QCoreApplication.translate

CONTENT_DIR = Path(__file__).resolve().parents[1] / "help"  # games/cinch/help
PLACEHOLDER = "{{TRUMP_RANKING}}"
RANKING_TRUMP = HEARTS
CARDS_PER_ROW = 7
CARD_WIDTH = 64  # device-independent pixels; large enough to read the corner index


def rules_file(language: str) -> Path:
    """The rules page for ``language``, or the English one when there is none."""
    page = CONTENT_DIR / f"rules_{language}.html"
    return page if page.is_file() else CONTENT_DIR / "rules_en.html"


def card_url(card: int) -> QUrl:
    return QUrl(f"cinch-card:{card}")


def ranking_html(card_width: int = CARD_WIDTH, images: bool = True) -> str:
    """The 14 trumps, highest first, seven to a row, each with a caption under it."""
    cards = trump_ranking(RANKING_TRUMP)
    cells = []
    for place, card in enumerate(cards, start=1):
        name = html.escape(card_name(card))
        key = scoring_key(card, RANKING_TRUMP)
        caption = f"{place}. {name}"
        if key in ("right_pedro", "left_pedro"):
            caption += f"<br><b>{html.escape(scoring_card_name(key))}</b>"
        image = (f'<img src="{card_url(card).toString()}" width="{card_width}" '
                 f'alt="{name}"><br>') if images else ""
        # The Pedros get a pale background too, for players who miss a bold caption.
        shade = ' bgcolor="#fff1b8"' if key in ("right_pedro", "left_pedro") else ""
        cells.append(f'<td align="center" valign="top" width="{card_width + 24}"{shade}>'
                     f'{image}<small>{caption}</small></td>')
    rows = ["<tr>" + "".join(cells[i:i + CARDS_PER_ROW]) + "</tr>"
            for i in range(0, len(cells), CARDS_PER_ROW)]
    return '<table cellspacing="4" cellpadding="2">' + "".join(rows) + "</table>"


def rules_html(language: str, with_images: bool = True) -> str:
    """The rules page text for ``language`` with the ranking filled in.  Raises OSError
    naming the file when the page cannot be read."""
    path = rules_file(language)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise OSError(f"cannot read the rules page {path}: {exc}") from exc
    return text.replace(PLACEHOLDER, ranking_html(images=with_images))


def add_card_images(document: QTextDocument, cache, dpr: float,
                    card_width: int = CARD_WIDTH) -> int:
    """Register the ranking's card images on ``document`` from a CardPixmapCache.
    Returns how many were added; 0 when no cache is available (captions remain)."""
    if cache is None:
        return 0
    added = 0
    for card in trump_ranking(RANKING_TRUMP):
        pixmap: QPixmap = cache.card_pixmap(card, card_width, dpr)
        if pixmap.isNull():
            continue
        document.addResource(QTextDocument.ResourceType.ImageResource, card_url(card), pixmap)
        added += 1
    return added
