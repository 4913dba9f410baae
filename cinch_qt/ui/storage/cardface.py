"""Drawing one card for the replay viewer: the theme's pixmap when the themes cache is
available, else a plain drawn face ("A♠") so the viewer works on its own."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from ...themes.card_ids import RANK_CHARS, SUIT_CHARS

SUIT_SYMBOLS = "♣♦♥♠"
RED = QColor("#c0392b")
BLACK = QColor("#1b1b1b")
CARD_ASPECT = 0.7142857  # the built-in decks' width / height


def card_label(card: int) -> str:
    rank = RANK_CHARS[card % 13]
    return ("10" if rank == "T" else rank) + SUIT_SYMBOLS[card // 13]


def make_cache(parent: QObject | None = None):
    """The themes cache if that package is installed and works, else None."""
    try:
        from ...themes import CardPixmapCache
        return CardPixmapCache(parent)
    except Exception:  # the themes package may be absent or broken: draw text instead
        return None


class CardArt:
    def __init__(self, cache=None) -> None:
        self.cache = cache

    def aspect(self) -> float:
        if self.cache is not None:
            try:
                return float(self.cache.aspect())
            except Exception:
                self.cache = None
        return CARD_ASPECT

    def felt(self, default: QColor) -> QColor:
        """The table colour of the current theme, so the replay looks like the table."""
        if self.cache is not None:
            try:
                return QColor(self.cache.felt_color())
            except Exception:
                self.cache = None
        return default

    def draw(self, painter: QPainter, rect: QRectF, card: int | None, dpr: float) -> None:
        if self.cache is not None:
            try:
                pm = self.cache.card_pixmap(card, max(1, round(rect.width())), dpr)
                painter.drawPixmap(rect.topLeft(), pm)
                return
            except Exception:
                self.cache = None  # a failing theme must not stop the replay
        self._draw_plain(painter, rect, card)

    @staticmethod
    def _draw_plain(painter: QPainter, rect: QRectF, card: int | None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = rect.width() * 0.08
        painter.setPen(QPen(QColor("#555555"), 1))
        if card is None:
            painter.setBrush(QColor("#2c4f8c"))
            painter.drawRoundedRect(rect, radius, radius)
            painter.restore()
            return
        painter.setBrush(QColor("#fdfdf8"))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(RED if SUIT_CHARS[card // 13] in "DH" else BLACK)
        # The index sits in the top-left corner, as on a real card, so it stays
        # readable when the cards of a hand overlap.
        font = QFont()
        font.setPixelSize(max(8, int(rect.height() * 0.2)))
        font.setBold(True)
        painter.setFont(font)
        pad = rect.width() * 0.07
        corner = rect.adjusted(pad, pad * 0.6, -pad, -pad)
        painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         card_label(card)[:-1] + "\n" + SUIT_SYMBOLS[card // 13])
        font.setPixelSize(max(8, int(rect.height() * 0.38)))
        painter.setFont(font)
        painter.drawText(rect.adjusted(0, rect.height() * 0.18, 0, 0),
                         Qt.AlignmentFlag.AlignCenter, SUIT_SYMBOLS[card // 13])
        painter.restore()
