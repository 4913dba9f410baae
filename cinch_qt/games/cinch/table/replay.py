"""Cinch's replay in the shared viewer (ui/storage/replay_viewer.py): a finished or
imported game card by card, every hand face up, on its own felt (ReplayView).
Left/Right step one card, Ctrl+Left/Ctrl+Right and Page Up/Page Down one trick."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QPushButton, QWidget

from ....i18n.cards import card_name
from ....i18n.placeholders import fill
from ....i18n.seats import seat_name, side_short
from ....ui.storage.cardface import CardArt
from ....ui.storage.replay_keys import KEY_ROWS
from ....ui.storage.replay_viewer import ReplayViewer, ReplayViewerDialog, help_key_rows
from .exchange_words import seat_exchange
from .replay_frames import (
    Frame,
    game_frames,
)

FELT = QColor("#1f6b3a")
WINNER = QColor("#ffd54a")
NEWEST = QColor("#ffffff")
# Where each seat's hand sits, as fractions of the view (centre of the row of cards).
SEAT_POS = {"S": (0.5, 0.86), "N": (0.5, 0.14), "W": (0.17, 0.5), "E": (0.83, 0.5)}
TRICK_POS = {"S": (0.5, 0.64), "N": (0.5, 0.36), "W": (0.4, 0.5), "E": (0.6, 0.5)}

# A card's index stays readable while this much of the card's width (READABLE) or, between
# two rows of a hand, of its height (ROW_OVERLAP) shows from under the next card.
READABLE = 0.45
ROW_OVERLAP = 0.45


def display_order(cards: tuple[int, ...]) -> list[int]:
    """Suits in alternating colours (♠ ♥ ♣ ♦), high cards first, as people hold them."""
    suit_rank = {3: 0, 2: 1, 0: 2, 1: 3}
    return sorted(cards, key=lambda c: (suit_rank[c // 13], -(c % 13)))


def hand_rows(cards: list[int], card_width: float,
              room: float) -> list[tuple[list[int], float]]:
    """The cards of one hand as rows of (cards, distance between cards).  Half a card
    apart when there is room, so a "10" index is not covered; a hand that would be
    squeezed tighter than that (nine cards at a side seat) is split into two rows."""
    def spacing(n: int) -> float:
        return min(card_width * 0.5, (room - card_width) / max(1, n - 1))

    if len(cards) < 2 or spacing(len(cards)) >= card_width * READABLE:
        return [(cards, spacing(len(cards)))]
    half = (len(cards) + 1) // 2
    step = min(spacing(half), spacing(len(cards) - half))
    return [(cards[:half], step), (cards[half:], step)]


def row_step(seat: str, rows: int, card_h: float, height: float, label_px: int) -> float:
    """How far below the first row of a hand its second row starts.  A side hand split
    in two rows (nine cards at West or East) has them one wholly above the other when
    the felt between North's and South's hands has room, so no card hides another;
    otherwise (and for North and South) the rows overlap, the top row's indices in
    view."""
    if seat in "WE" and rows > 1:
        room = (SEAT_POS["S"][1] - SEAT_POS["N"][1]) * height - card_h - label_px * 3
        if card_h * 2.06 <= room:
            return card_h * 1.06
    return card_h * ROW_OVERLAP


def replay_keys() -> list[tuple[str, str]]:
    """(keys, what they do) in the current language, for the Help window."""
    return help_key_rows("ReplayWidget", [name for _, name in KEY_ROWS])


class ReplayView(QWidget):
    """Paints one Frame on a felt background."""

    def __init__(self, art: CardArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art or CardArt()
        self.frame: Frame | None = None
        self.setMinimumSize(560, 420)
        # Focusable, so the keys reach the replay and screen readers have the picture
        # (its accessible description) to read.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def sizeHint(self) -> QSize:
        return QSize(820, 600)

    def set_frame(self, frame: Frame | None) -> None:
        self.frame = frame
        self.update()

    def card_size(self) -> tuple[float, float]:
        h = min(self.height() * 0.19, self.width() * 0.2 / self.art.aspect())
        return h * self.art.aspect(), h

    def paintEvent(self, event) -> None:  # noqa: N802 — Qt's name
        p = QPainter(self)
        p.fillRect(self.rect(), self.art.felt(FELT))
        if self.hasFocus():
            p.setPen(QPen(QColor(255, 255, 255, 140), 1, Qt.PenStyle.DashLine))
            p.drawRect(self.rect().adjusted(1, 1, -2, -2))
        f = self.frame
        if f is None:
            p.end()
            return
        dpr = self.devicePixelRatioF()
        w, h = self.card_size()
        width, height = self.width(), self.height()
        label_font = QFont()
        label_font.setPixelSize(max(10, int(h * 0.14)))
        p.setFont(label_font)
        for seat, cards in f.hands.items():
            cx, cy = SEAT_POS[seat]
            cx, cy = cx * width, cy * height
            rows = hand_rows(display_order(cards), w,
                             width * (0.6 if seat in "NS" else 0.31))
            row_gap = row_step(seat, len(rows), h, height, label_font.pixelSize())
            top = cy - (h + row_gap * (len(rows) - 1)) / 2
            total = w
            for r, (row, step) in enumerate(rows):
                row_width = w + step * max(0, len(row) - 1)
                total = max(total, row_width)
                for k, card in enumerate(row):
                    rect = QRectF(cx - row_width / 2 + k * step, top + r * row_gap, w, h)
                    self.art.draw(p, rect, card, dpr)
            p.setPen(QColor("white"))
            # Every name above its hand: below North's it would touch North's trick card.
            name = seat_name(seat)
            if f.facts and seat in f.facts:
                name = fill(self.tr("%1 — %2"), name, f.facts[seat])
            # Kept inside the felt: East's words are the longest at the right edge.
            x = min(cx - total / 2, width - p.fontMetrics().horizontalAdvance(name) - 4)
            p.drawText(QPointF(max(4.0, x), top - 4), name)
        for n, (seat, card) in enumerate(f.trick):
            tx, ty = TRICK_POS[seat]
            rect = QRectF(tx * width - w / 2, ty * height - h / 2, w, h)
            self.art.draw(p, rect, card, dpr)
            # Gold round the trick's winner once its last card is down; before that a
            # thin white line round the card that has just landed.
            if f.trick_done and seat == f.winner:
                self._outline(p, rect, WINNER, 3)
            elif not f.trick_done and n == len(f.trick) - 1:
                self._outline(p, rect, NEWEST, 2)
        p.end()

    @staticmethod
    def _outline(p: QPainter, rect: QRectF, colour: QColor, width: float) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(colour, width))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 7, 7)
        p.restore()


class ReplayWidget(ReplayViewer):
    """Cinch's replay: a ReplayView in the shared viewer, stepping card by card and
    trick by trick."""


    def frames_of(self, record: dict) -> list[Frame]:
        return game_frames(record)

    def make_body(self, record: dict, art: CardArt) -> QWidget:
        self.view = ReplayView(art, self)
        return self.view

    def words(self) -> tuple[tuple[str, ...], tuple[str, str], str]:
        return (tuple(self.tr(name) for _, name in KEY_ROWS),
                (self.tr("◀◀ Trick"), self.tr("Trick ▶▶")),
                self.tr("Go to the start of a hand"))

    @property
    def prev_trick(self) -> QPushButton:
        return self.prev_stop

    @property
    def next_trick(self) -> QPushButton:
        return self.next_stop

    def show_frame(self, frame: Frame) -> None:
        self.view.set_frame(frame)

    def score_words(self, f: Frame) -> str:
        return ", ".join(f"{side_short(k)} {v}" for k, v in f.totals.items())

    def describe(self, f: Frame) -> str:
        """The whole picture in words, for screen readers: what happened, the cards on
        the table and every hand (all face up in a replay)."""
        lines = [f.title, *f.lines]
        if f.trick:
            cards = ", ".join(fill(self.tr("%1: %2"), seat_name(s), card_name(c, False))
                              for s, c in f.trick)
            lines.append(fill(self.tr("On the table: %1"), cards))
        for seat, held in f.hands.items():
            cards = ", ".join(card_name(c, False) for c in display_order(held))
            lines.append(fill(self.tr("%1 holds %2."), seat_name(seat),
                              cards or self.tr("no cards")))
            if f.facts and seat in f.facts:
                lines.append(seat_exchange(seat_name(seat), f.facts[seat]))
        lines.append(self.score_line(f))
        return "\n".join(lines)


class ReplayDialog(ReplayViewerDialog):
    VIEWER = ReplayWidget
    SIZE = (900, 720)
