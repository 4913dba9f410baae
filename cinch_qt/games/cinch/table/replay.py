"""The replay viewer: a finished or imported game, card by card, with every hand face up
(the game is over, nothing is secret any more).  Left/Right step one card,
Ctrl+Left/Ctrl+Right and Page Up/Page Down one trick, Home/End go to the first and last
frame; the hand chooser jumps to the start of a hand."""

from __future__ import annotations

import html

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPen
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

from ....i18n.cards import card_name
from ....i18n.placeholders import fill
from ....i18n.seats import seat_name, side_short
from ....ui.accessibility import LiveRegion, set_accessible_texts
from ....ui.storage.cardface import CardArt
from ....ui.storage.replay_keys import (
    KEY_ROWS,
    native_keys,
)
from .replay_frames import (
    Frame,
    first_frame_of_hand,
    game_frames,
    next_stop,
    previous_stop,
)

FELT = QColor("#1f6b3a")
WINNER = QColor("#ffd54a")
NEWEST = QColor("#ffffff")
# Where each seat's hand sits, as fractions of the view (centre of the row of cards).
SEAT_POS = {"S": (0.5, 0.86), "N": (0.5, 0.14), "W": (0.17, 0.5), "E": (0.83, 0.5)}
TRICK_POS = {"S": (0.5, 0.64), "N": (0.5, 0.36), "W": (0.4, 0.5), "E": (0.6, 0.5)}

STORY_LINES = 5
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


def replay_keys() -> list[tuple[str, str]]:
    """(keys, what they do) in the current language, for the Help window."""
    return [(native_keys(keys), fill(QCoreApplication.translate("ReplayWidget",
                                                                "In a replay: %1"),
                                     QCoreApplication.translate("ReplayWidget", name)))
            for keys, name in KEY_ROWS]


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
            row_gap = h * ROW_OVERLAP
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
            p.drawText(QPointF(cx - total / 2, top - 4), seat_name(seat))
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


class ReplayWidget(QWidget):
    """A ReplayView with a hand chooser, step buttons and the story so far."""

    frameChanged = Signal(int)

    def __init__(self, record: dict, art: CardArt | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.frames = game_frames(record)
        self.index = -1
        self.view = ReplayView(art, self)
        self.hand_box = QComboBox(self)
        n_hands = len(record.get("hands", []))
        self.hand_box.addItems([fill(self.tr("Hand %1"), i + 1) for i in range(n_hands)])
        self.hand_box.setToolTip(self.tr("Go to the start of a hand"))
        self.hand_box.setAccessibleName(self.tr("Hand"))
        self.first = QPushButton("|◀", self)
        self.prev_trick = QPushButton(self.tr("◀◀ Trick"), self)
        self.prev = QPushButton(self.tr("◀ Back"), self)
        self.next = QPushButton(self.tr("Next ▶"), self)
        self.next_trick = QPushButton(self.tr("Trick ▶▶"), self)
        self.last = QPushButton("▶|", self)
        self.buttons = (self.first, self.prev_trick, self.prev, self.next, self.next_trick,
                        self.last)
        named = [(button, self.tr(name), keys)
                 for button, (keys, name) in zip(self.buttons, KEY_ROWS, strict=True)]
        for button, name, keys in named:
            button.setAccessibleName(name)
            button.setToolTip(fill(self.tr("%1 (%2)"), name, native_keys(keys)))
            # Tab reaches them, a click leaves the focus on the table (keys keep working).
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            # In a dialog Enter would otherwise press the first of them ("|◀").
            button.setAutoDefault(False)
            button.installEventFilter(self)
        # Every key on the table's tooltip, where a player looking at the cards finds it.
        self.view.setToolTip("\n".join(fill(self.tr("%1: %2"), name, native_keys(keys))
                                       for _, name, keys in named))
        self.title = QLabel(self)
        self.story = QLabel(self)
        self.story.setWordWrap(True)
        # Plain text: the story is read aloud as the label's text (its accessible name).
        self.story.setTextFormat(Qt.TextFormat.PlainText)
        self.story.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Room for the longest story (ready to play: trumps, three draws, a gift), so the
        # felt does not jump up and down while stepping.
        self.story.setMinimumHeight(STORY_LINES * self.story.fontMetrics().lineSpacing())
        self.scores = QLabel(self)
        self.live = LiveRegion(self)  # each step said aloud when a screen reader runs
        bar = QHBoxLayout()
        for w in (self.hand_box, *self.buttons):
            bar.addWidget(w)
        bar.addStretch(1)
        bar.addWidget(self.scores)
        lay = QVBoxLayout(self)
        lay.addLayout(bar)
        lay.addWidget(self.title)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.story)
        self.setFocusProxy(self.view)
        self.first.clicked.connect(lambda: self.go(0))
        self.prev_trick.clicked.connect(lambda: self.go(previous_stop(self.frames, self.index)))
        self.prev.clicked.connect(lambda: self.go(self.index - 1))
        self.next.clicked.connect(lambda: self.go(self.index + 1))
        self.next_trick.clicked.connect(lambda: self.go(next_stop(self.frames, self.index)))
        self.last.clicked.connect(lambda: self.go(len(self.frames) - 1))
        self.hand_box.activated.connect(
            lambda i: self.go(first_frame_of_hand(self.frames, i)))
        self.go(0)

    def keyPressEvent(self, event) -> None:  # noqa: N802 — Qt's name
        if not self._navigate(event):
            super().keyPressEvent(event)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 — Qt's name
        # A push button takes Left/Right to move the focus to its neighbour; in the
        # replay they step, wherever the focus is (Space still presses the button).
        if (event.type() == QEvent.Type.KeyPress and watched in self.buttons
                and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right)):
            return self._navigate(event)
        return super().eventFilter(watched, event)

    def _navigate(self, event) -> bool:
        """Act on one of the replay's keys; False when ``event`` is not one of them."""
        key = event.key()
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Left) and ctrl:
            step = next_stop if key == Qt.Key.Key_Right else previous_stop
            self.go(step(self.frames, self.index))
        elif key == Qt.Key.Key_PageDown:
            self.go(next_stop(self.frames, self.index))
        elif key == Qt.Key.Key_PageUp:
            self.go(previous_stop(self.frames, self.index))
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Space):
            self.go(self.index + 1)
        elif key == Qt.Key.Key_Left:
            self.go(self.index - 1)
        elif key == Qt.Key.Key_Home:
            self.go(0)
        elif key == Qt.Key.Key_End:
            self.go(len(self.frames) - 1)
        else:
            return False
        return True

    def go(self, index: int) -> None:
        if not self.frames:
            self.index = 0
            self.title.setText(self.tr("This game has no hands to show."))
            for button in self.buttons:
                button.setEnabled(False)
            return
        index = max(0, min(index, len(self.frames) - 1))
        if index == self.index:
            return  # already there (Home on the first frame, End on the last)
        self.index = index
        f = self.frames[self.index]
        self.view.set_frame(f)
        self.title.setText(f"<b>{html.escape(f.title)}</b>")
        self.story.setText("\n".join(f.lines))
        self.scores.setText(fill(self.tr("Score: %1"), self._score_words(f)))
        self.hand_box.setCurrentIndex(f.hand_index)
        at_start, at_end = self.index == 0, self.index == len(self.frames) - 1
        for button in (self.first, self.prev_trick, self.prev):
            button.setEnabled(not at_start)
        for button in (self.next, self.next_trick, self.last):
            button.setEnabled(not at_end)
        set_accessible_texts(self.view, self.tr("Replay table"), self.describe(f))
        self.live.say(" ".join(f.lines))
        self.frameChanged.emit(self.index)

    @staticmethod
    def _score_words(f: Frame) -> str:
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
        lines.append(fill(self.tr("Score: %1"), self._score_words(f)))
        return "\n".join(lines)


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
        self.replay.setFocus()
        self.resize(900, 720)
