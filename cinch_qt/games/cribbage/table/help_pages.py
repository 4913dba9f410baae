"""The cribbage help pages: "Rules of Cribbage" and "The Crib Wars board".

Like the Cinch rules page, each page is hand-written HTML per language in
the game's help folder, ``games/cribbage/help`` (``cribbage_<lang>.html``,
``crib_wars_<lang>.html``; ``GameInfo.help_folder``).  Its live
parts are placeholders, replaced when the page is shown:

- ``{{HAND 4C 5D 6H 7S / 6D}}``: a hand and its starter, drawn from the card theme
  (``{{CRIB ...}}`` the same for a crib); ``{{CARDS 7S 8D 6C}}``: cards in a row (the
  play).  Cards are written as in CRIB_RECORD.md (rank then suit, T for ten).
- ``{{BOARD classic}}``, ``{{BOARD crib-wars}}``: the whole board as the table draws it
  (board_item.CribbageBoardItem rendered into an image); ``{{BOARD crib-wars T1}}``: the
  part of the board around one special square.

Without a card theme the cards are written out ("5♥"); the board pictures need no
theme.  Image resources are named ``cribbage-card:<n>`` and ``cribbage-board:<key>``.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QUrl
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QGraphicsScene

from ..engine.boards import get_board
from ..engine.cards import parse_cards
from .board_face import UNIT
from .words import art_card, card_short, card_text

translate = QCoreApplication.translate

CONTENT_DIR = Path(__file__).resolve().parents[1] / "help"  # games/cribbage/help
# Page name (HelpWindow.show_page) -> file stem in the help folder.
PAGES = {"cribbage": "cribbage", "crib-wars": "crib_wars"}
CARD_WIDTH = 56            # device-independent pixels
BOARD_WIDTH = 620          # the whole board, device-independent pixels
FOCUS_PAD = 1.6            # hole spacings of wood around a square's part of the board
FOCUS_MIN_WIDTH = 18       # hole spacings: a close-up shows at least this much track
FOCUS_SCALE = 0.95         # close-up pixels per board-item pixel (the whole board: ~0.78)

# The pictures of a trap and a zone show the pegs of the page's example: front peg on the
# square, back peg where the move started (W11: M40 scores 6; W12: M100 scores 3).
EXAMPLE_PEGS = {"T1": ("M46", "M40"), "G1": ("M103", "M100")}

PLACEHOLDER = re.compile(r"\{\{(HAND|CRIB|CARDS|BOARD) ([^}]*)\}\}")


def page_file(name: str, language: str) -> Path:
    """The page ``name`` ("cribbage", "crib-wars") in ``language``, else in English."""
    if name not in PAGES:
        raise ValueError(f"no cribbage help page {name!r}: expected one of "
                         f"{', '.join(PAGES)}")
    page = CONTENT_DIR / f"{PAGES[name]}_{language}.html"
    return page if page.is_file() else CONTENT_DIR / f"{PAGES[name]}_en.html"


def card_url(card: int) -> QUrl:
    return QUrl(f"cribbage-card:{card}")


def board_key(board: str, focus: str | None) -> str:
    return f"{board}:{focus}" if focus else board


def board_url(board: str, focus: str | None = None) -> QUrl:
    return QUrl(f"cribbage-board:{board_key(board, focus)}")


def _parse_hand(spec: str) -> tuple[list[int], int | None]:
    hand, _, starter = spec.partition("/")
    cards = parse_cards(hand)
    return cards, (parse_cards(starter)[0] if starter.strip() else None)


def _card_cell(card: int, images: bool, caption: str = "") -> str:
    name = html.escape(card_text(card))
    if images:
        body = (f'<img src="{card_url(card).toString()}" width="{CARD_WIDTH}" '
                f'alt="{name}">')
    else:
        body = f"<b>{html.escape(card_short(card))}</b>"
    if caption:
        body += f"<br><small>{html.escape(caption)}</small>"
    return f'<td align="center" valign="top">{body}</td>'


def cards_html(kind: str, spec: str, images: bool = True) -> str:
    """One row of cards: a hand or crib with its starter set apart, or cards in play."""
    cards, starter = _parse_hand(spec)
    cells = [_card_cell(c, images) for c in cards]
    if starter is not None:
        cells.append('<td width="18"></td>')
        cells.append(_card_cell(starter, images,
                                translate("CribbageHelp", "starter")))
    label = ""
    if kind == "CRIB":
        label = (f'<td valign="middle"><i>{html.escape(translate("CribbageHelp", "crib"))}'
                 f"</i>&nbsp;</td>")
    return (f'<table cellspacing="3" cellpadding="1"><tr>{label}{"".join(cells)}'
            f"</tr></table>")


def board_html(spec: str) -> str:
    board, _, focus = spec.strip().partition(" ")
    focus = focus.strip() or None
    width = (round(_focus_size(board, focus).width()) if focus else BOARD_WIDTH)
    alt = html.escape(translate("CribbageHelp", "The Crib Wars board") if board != "classic"
                      else translate("CribbageHelp", "The cribbage board"))
    return (f'<p align="center"><img src="{board_url(board, focus).toString()}" '
            f'width="{width}" alt="{alt}"></p>')


def page_html(name: str, language: str, with_images: bool = True) -> str:
    """The page text with every placeholder filled in.  Raises OSError naming the file
    when the page cannot be read, ValueError naming a bad placeholder."""
    text = _read(page_file(name, language))

    def fill(match: re.Match) -> str:
        kind, spec = match.group(1), match.group(2)
        if kind == "BOARD":
            return board_html(spec)
        return cards_html(kind, spec, with_images)

    return PLACEHOLDER.sub(fill, text)


def placeholders(name: str, language: str = "en") -> list[tuple[str, str]]:
    """(kind, spec) of every placeholder of a page, in order (tests, image loading)."""
    return PLACEHOLDER.findall(_read(page_file(name, language)))


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise OSError(f"cannot read the help page {path}: {exc}") from exc


# --------------------------------------------------------------------------- pictures

_BOARD_IMAGES: dict[tuple[str, float], QImage] = {}


def _focus_rect(item, focus: str) -> QRectF:
    """The part of the board around square ``focus`` (its holes, its path, its exit)."""
    square = item.board.squares[focus]
    holes = [*square.holes, *square.exits, *square.path]
    holes += [h for h in (square.rejoins, square.retreat_to) if h]
    points = [item.hole_point(h, lane) for h in holes for lane in range(len(item.sides))]
    xs = [p.x() for p in points]
    ys = [p.y() for p in points]
    pad = FOCUS_PAD * UNIT
    rect = QRectF(QPointF(min(xs) - pad, min(ys) - pad), QPointF(max(xs) + pad,
                                                                   max(ys) + pad))
    if rect.width() < FOCUS_MIN_WIDTH * UNIT:
        grow = (FOCUS_MIN_WIDTH * UNIT - rect.width()) / 2
        rect.adjust(-grow, 0, grow, 0)
    return rect & item.boundingRect()


def _focus_size(board_name: str, focus: str) -> QRectF:
    """The close-up's size in device-independent pixels (for the page's <img width>)."""
    image = board_image(board_name, focus, 1.0)
    return QRectF(0, 0, image.width(), image.height())


def board_image(board_name: str, focus: str | None = None, dpr: float = 1.0) -> QImage:
    """The board drawn by the table's own board item (two lanes, pegs at the start),
    whole or around one square; cached, since the drawing never changes."""
    key = (board_key(board_name, focus), round(dpr, 2))
    if key in _BOARD_IMAGES:
        return _BOARD_IMAGES[key]
    from .board_item import CribbageBoardItem
    board = get_board(board_name)
    item = CribbageBoardItem(board, ("S", "N"), 1.0)
    if focus in EXAMPLE_PEGS:
        item.place("S", *EXAMPLE_PEGS[focus])
    scene = QGraphicsScene()
    scene.addItem(item)
    source = _focus_rect(item, focus) if focus else item.boundingRect()
    scale = FOCUS_SCALE if focus else BOARD_WIDTH / source.width()
    width = source.width() * scale * dpr
    height = source.height() * scale * dpr
    image = QImage(int(width), int(height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing |
                           QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, width, height), source)
    painter.end()
    image.setDevicePixelRatio(dpr)
    scene.removeItem(item)
    item.deleteLater()
    _BOARD_IMAGES[key] = image
    return image


def add_page_images(document: QTextDocument, name: str, cache, dpr: float) -> int:
    """Register a page's card images (from the CardPixmapCache, when there is one) and
    board pictures on ``document``.  Returns how many card images were added: 0 means
    the page should be written without card images."""
    cards: set[int] = set()
    for kind, spec in placeholders(name):
        if kind == "BOARD":
            board, _, focus = spec.strip().partition(" ")
            focus = focus.strip() or None
            document.addResource(QTextDocument.ResourceType.ImageResource,
                                 board_url(board, focus), board_image(board, focus, dpr))
        else:
            hand, starter = _parse_hand(spec)
            cards.update(hand)
            if starter is not None:
                cards.add(starter)
    if cache is None:
        return 0
    added = 0
    for card in sorted(cards):
        pixmap = cache.card_pixmap(art_card(card), CARD_WIDTH, dpr)
        if pixmap.isNull():
            continue
        document.addResource(QTextDocument.ResourceType.ImageResource, card_url(card), pixmap)
        added += 1
    return added if added == len(cards) else 0
