"""The one replay viewer: a finished or imported game, step by step, with every
hand face up (the game is over, nothing is secret any more).  It owns what every game's
replay shares: the hand chooser, the six step buttons and their keys (replay_keys), the
title, the story so far, the score line, the screen reader's picture and the dialog.
What is the game's own — its frames, where a step stops, its felt for a frame, its
words for a frame — a game gives by subclassing ReplayViewer in its ``table/replay.py``
(found through ``GameInfo.replay_dialog``), which names the dialog
``ReplayDialog`` (a ReplayViewerDialog with the game's viewer).

When the game has a hand review (``table/review_part.py``) the dialog has a
"Review hand" button (key R) opening the shared review window (ui/review_window.py) on
the hand being replayed, from the person's seat."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
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

from ...i18n.placeholders import fill
from ..accessibility import LiveRegion, set_accessible_texts
from ..review_window import ReviewWindow, person_seat, review_part_of
from .cardface import CardArt
from .replay_keys import KEY_ROWS, native_keys

# The shared words are in the translation context "ReplayWidget", the one the keys'
# names (replay_keys) use; written out at each call, so pyside6-lupdate finds them.
translate = QCoreApplication.translate


def help_key_rows(context: str, names: Sequence[str]) -> list[tuple[str, str]]:
    """(keys, what they do) in the current language for the Help window, the step
    buttons' keys (KEY_ROWS' order) with a game's names for them (translated in
    ``context``)."""
    return [(native_keys(keys), fill(translate("ReplayWidget", "In a replay: %1"),
                                     QCoreApplication.translate(context, name)))
            for (keys, _), name in zip(KEY_ROWS, names, strict=True)]


def first_frame_of_hand(frames: Sequence[Any], hand_index: int) -> int:
    """The first frame of hand ``hand_index`` (frames carry ``hand_index``), else 0."""
    return next((n for n, f in enumerate(frames) if f.hand_index == hand_index), 0)


def next_stop(frames: Sequence[Any], index: int) -> int:
    """The next frame after ``index`` that is a stop (frames carry ``is_stop``: a trick
    or a count ended, a hand shown or begun); the last frame when none is (an unfinished
    game may stop anywhere)."""
    return next((n for n in range(index + 1, len(frames)) if frames[n].is_stop),
                max(0, len(frames) - 1))


def previous_stop(frames: Sequence[Any], index: int) -> int:
    """The last stop before ``index``, else 0."""
    return next((n for n in range(min(index, len(frames)) - 1, -1, -1)
                 if frames[n].is_stop), 0)


class ReplayViewer(QWidget):
    """A game's felt for one frame with a hand chooser, step buttons and the story.

    A game's subclass gives: ``frames_of(record)`` (frames with ``is_stop`` and
    ``hand_index``, or its own ``stop_after`` / ``stop_before`` / ``hand_start``),
    ``make_body(record, art)`` (the widget in the middle; it sets ``self.view``, the felt
    that takes the focus and carries the picture for screen readers), ``show_frame(frame)``,
    ``score_words(frame)``, ``describe(frame)`` and ``words()`` (its translated button
    names, the two stop buttons' labels and the hand chooser's tooltip)."""

    frameChanged = Signal(int)

    # Lines kept for the story, so the felt does not jump up and down while stepping.
    STORY_LINES = 5
    # Say the first frame aloud when the viewer opens.
    SPEAK_FIRST = True

    # The frame the stop buttons go to from a frame, and the first frame of a hand.
    stop_after: Callable[[list, int], int] = staticmethod(next_stop)
    stop_before: Callable[[list, int], int] = staticmethod(previous_stop)
    hand_start: Callable[[list, int], int] = staticmethod(first_frame_of_hand)

    def __init__(self, record: dict, art: CardArt | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.frames = self.frames_of(record)
        self.index = -1
        self.view: QWidget
        body = self.make_body(record, art or CardArt())
        self.hand_box = QComboBox(self)
        self.first = QPushButton("|◀", self)
        self.prev_stop = QPushButton(self)
        self.prev = QPushButton(self)
        self.next = QPushButton(self)
        self.next_stop = QPushButton(self)
        self.last = QPushButton("▶|", self)
        self.buttons = (self.first, self.prev_stop, self.prev, self.next, self.next_stop,
                        self.last)
        for button in self.buttons:
            # Tab reaches them, a click leaves the focus on the table (keys keep working).
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            # In a dialog Enter would otherwise press the first of them ("|◀").
            button.setAutoDefault(False)
            button.installEventFilter(self)
        self._name_controls()
        self.title = QLabel(self)
        self.story = QLabel(self)
        self.story.setWordWrap(True)
        # Plain text: the story is read aloud as the label's text (its accessible name).
        self.story.setTextFormat(Qt.TextFormat.PlainText)
        self.story.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.story.setMinimumHeight(self.STORY_LINES * self.story.fontMetrics().lineSpacing())
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
        lay.addWidget(body, 1)
        lay.addWidget(self.story)
        self.setFocusProxy(self.view)
        # A graphics view scrolls on the arrow keys; in the replay they step.
        self.view.installEventFilter(self)
        self.first.clicked.connect(lambda: self.go(0))
        self.prev_stop.clicked.connect(
            lambda: self.go(self.stop_before(self.frames, self.index)))
        self.prev.clicked.connect(lambda: self.go(self.index - 1))
        self.next.clicked.connect(lambda: self.go(self.index + 1))
        self.next_stop.clicked.connect(
            lambda: self.go(self.stop_after(self.frames, self.index)))
        self.last.clicked.connect(lambda: self.go(len(self.frames) - 1))
        self.hand_box.activated.connect(
            lambda i: self.go(self.hand_start(self.frames, i)))
        self._speak = self.SPEAK_FIRST
        self.go(0)
        self._speak = True

    def _name_controls(self) -> None:
        """The hand chooser's, the buttons' and the table's words, in the language."""
        names, (stop_back, stop_on), hand_tip = self.words()
        current = self.hand_box.currentIndex()
        self.hand_box.clear()
        self.hand_box.addItems([fill(translate("ReplayWidget", "Hand %1"), i + 1)
                                for i in range(len(self.record.get("hands", [])))])
        self.hand_box.setCurrentIndex(max(current, 0) if self.hand_box.count() else -1)
        self.hand_box.setToolTip(hand_tip)
        self.hand_box.setAccessibleName(translate("ReplayWidget", "Hand"))
        self.prev_stop.setText(stop_back)
        self.prev.setText(translate("ReplayWidget", "◀ Back"))
        self.next.setText(translate("ReplayWidget", "Next ▶"))
        self.next_stop.setText(stop_on)
        for button, name, (keys, _) in zip(self.buttons, names, KEY_ROWS, strict=True):
            button.setAccessibleName(name)
            button.setToolTip(fill(translate("ReplayWidget", "%1 (%2)"), name,
                                   native_keys(keys)))
        # Every key on the table's tooltip, where a player looking at the cards finds it.
        key_of = translate("ReplayWidget", "%1: %2")
        self.view.setToolTip("\n".join(fill(key_of, name, native_keys(keys))
                                       for name, (keys, _) in zip(names, KEY_ROWS,
                                                                  strict=True)))

    def changeEvent(self, event) -> None:  # noqa: N802 — Qt's name
        if event.type() == QEvent.Type.LanguageChange and self.index >= 0:
            # The frames' titles and stories are words: made again in the language, and
            # the frame on screen shown again without being said aloud a second time.
            self.frames = self.frames_of(self.record)
            self._name_controls()
            at, self.index, self._speak = self.index, -1, False
            self.go(at)
            self._speak = True
        super().changeEvent(event)

    # What the game gives.
    def frames_of(self, record: dict) -> list:
        raise NotImplementedError

    def make_body(self, record: dict, art: CardArt) -> QWidget:
        raise NotImplementedError

    def words(self) -> tuple[tuple[str, ...], tuple[str, str], str]:
        raise NotImplementedError

    def show_frame(self, frame) -> None:  # noqa: ANN001 — the game's frame
        raise NotImplementedError

    def score_words(self, frame) -> str:  # noqa: ANN001
        raise NotImplementedError

    def describe(self, frame) -> str:  # noqa: ANN001
        raise NotImplementedError

    # What every replay does.
    def keyPressEvent(self, event) -> None:  # noqa: N802 — Qt's name
        if not self._navigate(event):
            super().keyPressEvent(event)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 — Qt's name
        if event.type() == QEvent.Type.KeyPress:
            if watched is self.view:
                return self._navigate(event)
            # A push button takes Left/Right to move the focus to its neighbour; in the
            # replay they step, wherever the focus is (Space still presses the button).
            if watched in self.buttons and event.key() in (Qt.Key.Key_Left,
                                                           Qt.Key.Key_Right):
                return self._navigate(event)
        return super().eventFilter(watched, event)

    def _navigate(self, event) -> bool:
        """Act on one of the replay's keys; False when ``event`` is not one of them."""
        key = event.key()
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if (key == Qt.Key.Key_Right and ctrl) or key == Qt.Key.Key_PageDown:
            self.go(self.stop_after(self.frames, self.index))
        elif (key == Qt.Key.Key_Left and ctrl) or key == Qt.Key.Key_PageUp:
            self.go(self.stop_before(self.frames, self.index))
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
            self.title.setText(translate("ReplayWidget", "This game has no hands to show."))
            for button in self.buttons:
                button.setEnabled(False)
            return
        index = max(0, min(index, len(self.frames) - 1))
        if index == self.index:
            return  # already there (Home on the first frame, End on the last)
        self.index = index
        f = self.frames[index]
        self.show_frame(f)
        self.title.setText(f"<b>{html.escape(f.title)}</b>")
        self.story.setText("\n".join(f.lines))
        self.scores.setText(fill(translate("ReplayWidget", "Score: %1"), self.score_words(f)))
        self.hand_box.setCurrentIndex(f.hand_index)
        at_start, at_end = index == 0, index == len(self.frames) - 1
        for button in (self.first, self.prev_stop, self.prev):
            button.setEnabled(not at_start)
        for button in (self.next, self.next_stop, self.last):
            button.setEnabled(not at_end)
        set_accessible_texts(self.view, translate("ReplayWidget", "Replay table"),
                             self.describe(f))
        if self._speak:
            self.live.say(" ".join(f.lines))
        self.frameChanged.emit(index)

    def score_line(self, frame) -> str:  # noqa: ANN001
        """The score as the bar shows it, for the game's description."""
        return fill(translate("ReplayWidget", "Score: %1"), self.score_words(frame))


class ReplayViewerDialog(QDialog):
    """The replay's window: the game's viewer (VIEWER) and a Close button."""

    VIEWER: type[ReplayViewer] = ReplayViewer
    SIZE = (900, 720)

    def __init__(self, record: dict, title: str | None = None, art: CardArt | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title or QCoreApplication.translate("ReplayDialog", "Replay"))
        self.replay = self.VIEWER(record, art, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.record = record
        self.review: ReviewWindow | None = None
        self.review_button: QPushButton | None = None
        part = review_part_of(record)
        if part is not None:
            self._part = part
            self.review_button = QPushButton(self)
            self.review_button.setObjectName("replayReview")
            # As the step buttons: Tab reaches it, a click leaves the keys to the table.
            self.review_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.review_button.setAutoDefault(False)
            self.review_button.clicked.connect(self.show_review)
            buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.review_key = QShortcut(QKeySequence("R"), self, self.show_review)
            self._name_review()
        lay = QVBoxLayout(self)
        lay.addWidget(self.replay, 1)
        lay.addWidget(buttons)
        self.replay.setFocus()
        self.resize(*self.SIZE)

    def _name_review(self) -> None:
        if self.review_button is not None:
            self.review_button.setText(QCoreApplication.translate("HandReview",
                                                                  "Review hand"))
            self.review_button.setToolTip(QCoreApplication.translate(
                "HandReview", "What each of your choices in this hand was worth (R)"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._name_review()
        super().changeEvent(event)

    def show_review(self) -> None:
        """The review of the hand being replayed, from the person's seat (the game is
        over or imported: every card may be named)."""
        if self.review_button is None:
            return
        if self.review is None:
            self.review = ReviewWindow(self._part, self)
        seat = person_seat(self.record)
        try:
            hands = self._part.reviewable_hands(self.record, seat)
        except Exception:  # noqa: BLE001 - a record the review cannot read: no hands
            hands = []
        self.review.set_game(self.record, hands, seat,
                             current=self.replay.hand_box.currentIndex())
        self.review.show()
        self.review.raise_()
