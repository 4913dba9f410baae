"""The small words under a face-down pile on the felt: how many tricks a seat has taken
(the pile's tooltip says whose, and the cards in it).  A part of ``TableView``'s
heads-up display; words in the context "TableView"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ....i18n.placeholders import fill

translate = QCoreApplication.translate


def tricks_words(n: int) -> str:
    # Plural choices made here, not with %n (the project's rule for translations).
    if n == 1:
        return translate("TableView", "1 trick")
    return fill(translate("TableView", "%1 tricks"), n)


def tricks_tip(name: str, tricks: int, cards: int) -> str:
    return fill(translate("TableView", "Tricks taken by %1: %2 (%3 cards)"), name, tricks,
                cards)


def dead_tip(name: str, cards: int) -> str:
    if cards == 1:
        return fill(translate("TableView", "Discarded by %1: 1 card, out of play"),
                    name)
    return fill(translate("TableView", "Discarded by %1: %2 cards, out of play"),
                name, cards)


class PileLabel(QGraphicsObject):
    """One line of small text on a dark rounded patch, centred on a point."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font_px = 11.0
        self.setZValue(4_000)
        self.setAcceptHoverEvents(True)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(int(self.font_px))
        return font

    def set_label(self, text: str, centre_top: QPointF, font_px: float) -> None:
        self.prepareGeometryChange()
        self.text, self.font_px = text, font_px
        r = self.boundingRect()
        self.setPos(centre_top.x() - r.width() / 2, centre_top.y())
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        fm = QFontMetricsF(self._font())
        return QRectF(0, 0, fm.horizontalAdvance(self.text) + 10, fm.height() + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(10, 30, 18, 185))
        painter.drawRoundedRect(r, 5, 5)
        painter.setFont(self._font())
        painter.setPen(QColor(240, 240, 230))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)
