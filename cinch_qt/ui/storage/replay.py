"""The replay viewer: a finished or imported game, hand by hand and trick by trick,
with every hand face up (the game is over, nothing is secret any more)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...i18n.announcements import seat_name
from ...storage.frames import Frame, first_frame_of_hand, game_frames
from .cardface import CardArt

FELT = QColor("#1f6b3a")
# Where each seat's hand sits, as fractions of the view (centre of the row of cards).
SEAT_POS = {"S": (0.5, 0.86), "N": (0.5, 0.14), "W": (0.17, 0.5), "E": (0.83, 0.5)}
TRICK_POS = {"S": (0.5, 0.64), "N": (0.5, 0.36), "W": (0.4, 0.5), "E": (0.6, 0.5)}


def display_order(cards: tuple[int, ...]) -> list[int]:
    """Suits in alternating colours (♠ ♥ ♣ ♦), high cards first, as people hold them."""
    suit_rank = {3: 0, 2: 1, 0: 2, 1: 3}
    return sorted(cards, key=lambda c: (suit_rank[c // 13], -(c % 13)))


class ReplayView(QWidget):
    """Paints one Frame on a felt background."""

    def __init__(self, art: CardArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art or CardArt()
        self.frame: Frame | None = None
        self.setMinimumSize(560, 420)

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
            cards = display_order(cards)
            # Side hands get a third of the width, so nine cards stay on the felt.
            room = width * (0.6 if seat in "NS" else 0.31)
            step = min(w * 0.4, (room - w) / max(1, len(cards) - 1))
            total = w + step * max(0, len(cards) - 1)
            x0 = cx - total / 2
            for k, card in enumerate(cards):
                self.art.draw(p, QRectF(x0 + k * step, cy - h / 2, w, h), card, dpr)
            p.setPen(QColor("white"))
            name_y = cy - h / 2 - 4 if seat != "N" else cy + h / 2 + label_font.pixelSize()
            p.drawText(QPointF(cx - total / 2, name_y), seat_name(seat))
        for seat, card in f.trick:
            tx, ty = TRICK_POS[seat]
            rect = QRectF(tx * width - w / 2, ty * height - h / 2, w, h)
            self.art.draw(p, rect, card, dpr)
            if seat == f.winner:
                p.setPen(QColor("#ffd54a"))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 6, 6)
        p.end()


class ReplayWidget(QWidget):
    """A ReplayView with a hand chooser, step buttons and the story so far."""

    frameChanged = Signal(int)

    def __init__(self, record: dict, art: CardArt | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.frames = game_frames(record)
        self.index = 0
        self.view = ReplayView(art, self)
        self.hand_box = QComboBox(self)
        n_hands = len(record.get("hands", []))
        self.hand_box.addItems([self.tr("Hand %1").replace("%1", str(i + 1))
                                for i in range(n_hands)])
        self.first = QPushButton("|◀", self)
        self.prev = QPushButton(self.tr("◀ Back"), self)
        self.next = QPushButton(self.tr("Next ▶"), self)
        self.last = QPushButton("▶|", self)
        self.title = QLabel(self)
        self.story = QLabel(self)
        self.story.setWordWrap(True)
        self.scores = QLabel(self)
        bar = QHBoxLayout()
        for w in (self.hand_box, self.first, self.prev, self.next, self.last):
            bar.addWidget(w)
        bar.addStretch(1)
        bar.addWidget(self.scores)
        lay = QVBoxLayout(self)
        lay.addLayout(bar)
        lay.addWidget(self.title)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.story)
        self.first.clicked.connect(lambda: self.go(0))
        self.prev.clicked.connect(lambda: self.go(self.index - 1))
        self.next.clicked.connect(lambda: self.go(self.index + 1))
        self.last.clicked.connect(lambda: self.go(len(self.frames) - 1))
        self.hand_box.activated.connect(
            lambda i: self.go(first_frame_of_hand(self.frames, i)))
        self.go(0)

    def keyPressEvent(self, event) -> None:  # noqa: N802 — Qt's name
        if event.key() in (Qt.Key.Key_Right, Qt.Key.Key_Space):
            self.go(self.index + 1)
        elif event.key() == Qt.Key.Key_Left:
            self.go(self.index - 1)
        else:
            super().keyPressEvent(event)

    def go(self, index: int) -> None:
        if not self.frames:
            self.title.setText(self.tr("This game has no hands to show."))
            return
        self.index = max(0, min(index, len(self.frames) - 1))
        f = self.frames[self.index]
        self.view.set_frame(f)
        self.title.setText(f"<b>{f.title}</b>")
        self.story.setText("<br>".join(f.lines))
        score = ", ".join(f"{k} {v}" for k, v in f.totals.items())
        self.scores.setText(self.tr("Score: %1").replace("%1", score))
        self.hand_box.setCurrentIndex(f.hand_index)
        self.first.setEnabled(self.index > 0)
        self.prev.setEnabled(self.index > 0)
        self.next.setEnabled(self.index < len(self.frames) - 1)
        self.last.setEnabled(self.index < len(self.frames) - 1)
        self.frameChanged.emit(self.index)


class ReplayDialog(QDialog):
    def __init__(self, record: dict, title: str | None = None, art: CardArt | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Replay"))
        self.replay = ReplayWidget(record, art, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.replay, 1)
        lay.addWidget(buttons)
        self.resize(900, 720)
