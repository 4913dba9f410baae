"""Pictures of each game's table for the game chooser, drawn now from the person's own
deck, back and felt (so they follow a theme change; nothing is a stored screenshot).

A game draws its own picture: its package may hold ``table/picture.py`` with

    def table_picture(art: PictureArt, size: QSize, info: GameInfo) -> QImage

found through the registry (``GameInfo.table_picture``); a game without one is shown
with its felt alone.  ``PictureArt`` draws cards, backs and the felt at any size.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSettings, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform

from ..games.base import GameInfo
from ..themes.corners import localise_corners
from ..themes.deck_art import Art, ArtRenderer, load_art
from ..themes.discovery import DECK_BACK, find_theme
from ..themes.errors import ThemeError
from ..themes.settings import KEY_BACK, KEY_DECK, KEY_FELT
from ..themes.theme_loading import DEFAULT_BACK, DEFAULT_DECK, DEFAULT_FELT

PLAIN_FELT = "#2e6b3a"
BACK = None     # the card value meaning a back, as in the themes package


class PictureArt:
    """The deck, back and felt saved in ``settings`` (the defaults when none or when
    one cannot be read), loaded once and drawn on demand on the GUI thread."""

    def __init__(self, settings: QSettings | None = None, user_dir: Path | None = None,
                 language: str = "en") -> None:
        settings = settings if settings is not None else QSettings()
        self._user_dir = user_dir

        def saved(key: str) -> str:
            value = settings.value(key)
            return value if isinstance(value, str) else ""

        deck = self._load("deck", saved(KEY_DECK), DEFAULT_DECK)
        if deck is not None:
            localised = localise_corners(deck[0], language)
            if localised is not deck[0]:
                deck = (localised, ArtRenderer(localised))
        self._deck = deck
        back_id = saved(KEY_BACK) or DEFAULT_BACK
        self._back = None
        if back_id == "deck" and deck is not None and deck[0].has_back:
            self._back = deck
        else:
            self._back = self._load("back", back_id, DEFAULT_BACK)
        self._felt = self._load("felt", saved(KEY_FELT), DEFAULT_FELT)

    def _load(self, kind: str, theme_id: str, default: str) -> tuple[Art, ArtRenderer] | None:
        for candidate in dict.fromkeys((theme_id, default)):
            if not candidate:
                continue
            try:
                info = find_theme(kind, candidate, self._user_dir)
                if info.layout == DECK_BACK:
                    continue
                return load_art(info)
            except ThemeError:
                continue
        return None

    # --- drawing ----------------------------------------------------------------------

    def aspect(self) -> float:
        return self._deck[1].aspect() if self._deck is not None else 5 / 7

    def card_height(self, width: int) -> int:
        return max(1, round(width / self.aspect()))

    def card(self, card: int | None, width: int) -> QImage:
        """Card 0..51 (suit × 13 + rank, the ace 12) or None for the back, ``width``
        pixels wide; a plain white or blue card when the art is missing."""
        source = self._back if card is BACK else self._deck
        if source is not None and card in source[0].where:
            try:
                return source[1].card_image(card, width)
            except ThemeError:
                pass
        image = QImage(width, self.card_height(width), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("#2a4d8f") if card is BACK else QColor("white"))
        return image

    def felt(self, w: int, h: int) -> QImage:
        if self._felt is not None:
            try:
                return self._felt[1].full_image(w, h)
            except ThemeError:
                pass
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(self._felt[0].base if self._felt and self._felt[0].base
                          else PLAIN_FELT))
        return image


def draw_card(painter: QPainter, image: QImage, centre: QPointF, angle: float = 0.0) -> None:
    """``image`` drawn centred on ``centre``, turned by ``angle`` degrees, with a soft
    shadow as on the table."""
    painter.save()
    painter.setTransform(QTransform().translate(centre.x(), centre.y()).rotate(angle), True)
    w, h = image.width() / image.devicePixelRatio(), image.height() / image.devicePixelRatio()
    box = QRectF(-w / 2, -h / 2, w, h)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(box.translated(1.5, 2), w * 0.06, w * 0.06)
    painter.drawImage(box, image)
    painter.restore()


def begin_picture(art: PictureArt, size: QSize) -> tuple[QImage, QPainter]:
    """The felt at ``size`` and a smooth painter on it, for a game's picture to draw on
    (the caller ends the painter)."""
    image = art.felt(size.width(), size.height()).convertToFormat(
        QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return image, painter


def fan_hand(painter: QPainter, art: PictureArt, cards: list[int], width: int,
             centre_x: float, bottom: float) -> None:
    """The person's ``cards`` face up, ``width`` pixels each, fanned around ``centre_x``
    with their middles a little above ``bottom``, as the person holds them on the table."""
    middle = (len(cards) - 1) / 2
    for k, card in enumerate(cards):
        draw_card(painter, art.card(card, width),
                  QPointF(centre_x + (k - middle) * width * 0.55,
                          bottom - art.card_height(width) * 0.42 + abs(k - middle) * 2),
                  (k - middle) * 6)


class Sketch:
    """A game's chooser picture while it is drawn: the felt at ``size`` with a painter on
    it, cards ``share`` of its width wide (``cw`` by ``ch`` pixels) and their back."""

    def __init__(self, art: PictureArt, size: QSize, share: float) -> None:
        self.art = art
        self.w, self.h = size.width(), size.height()
        self.image, self.painter = begin_picture(art, size)
        self.cw = max(8, round(self.w * share))
        self.ch = art.card_height(self.cw)
        self.back = art.card(BACK, self.cw)

    def backs(self, count: int, centre: QPointF, step: QPointF, angle: float = 0.0) -> None:
        """``count`` backs in a row ``step`` apart, centred on ``centre`` (a hand held by
        another player)."""
        middle = (count - 1) / 2
        for k in range(count):
            draw_card(self.painter, self.back, QPointF(centre.x() + (k - middle) * step.x(),
                                                       centre.y() + (k - middle) * step.y()),
                      angle)

    def fan(self, cards: list[int], centre_x: float) -> None:
        """The person's ``cards`` fanned at the bottom, a little larger than the rest."""
        fan_hand(self.painter, self.art, cards, round(self.cw * 1.15), centre_x, self.h)

    def finish(self) -> QImage:
        self.painter.end()
        return self.image


def table_picture(info: GameInfo, art: PictureArt, size: QSize) -> QImage:
    """The picture of ``info``'s table: the game's own drawing, or its felt alone."""
    draw = info.table_picture()
    if draw is not None:
        return draw(art, size, info)
    return art.felt(size.width(), size.height())
