"""The hand review window every game shares: a hand chooser, the review of the
chosen hand as a page, "Working it out…" while a worker thread computes it, what went
wrong when it could not be, and Close.

What is the game's own comes from its ``table/review_part.py`` companion (the interface
is written out in games/review.py).  The table and the History's replay reach the part
only through here and the registry, so neither names a game.
"""

from __future__ import annotations

import itertools
import threading
import weakref
from types import ModuleType

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..games.review import person_seat, review_part_of
from ..i18n.placeholders import fill

__all__ = ["ReviewWindow", "person_seat", "review_part_of"]

# The context of every word here; written out at each call so pyside6-lupdate finds it.
translate = QCoreApplication.translate
_IDS = itertools.count(1)


class _Relay(QObject):
    """Carries a worker's result to the GUI thread.  One for the whole program, never
    deleted: a worker still running when its window is closed and deleted must not
    emit on a deleted object (a crash, not an exception, when it races the delete)."""
    done = Signal(int, int, object)     # window, request number, (hand, result)

    def __init__(self) -> None:
        super().__init__()
        # A slot of this object, made on the GUI thread: a worker's emit is queued there.
        self.done.connect(self._deliver)

    def _deliver(self, window_id: int, ask: int, payload: tuple[int, object]) -> None:
        window = _WINDOWS.get(window_id)
        if window is not None and shiboken6.isValid(window):
            window._on_done(ask, payload)


_RELAY: _Relay | None = None
_WINDOWS: weakref.WeakValueDictionary[int, ReviewWindow] = weakref.WeakValueDictionary()


def _relay() -> _Relay:
    global _RELAY
    if _RELAY is None:
        _RELAY = _Relay()
    return _RELAY


class ReviewWindow(QDialog):
    """One hand's review at a time; the list at the top picks the hand.  ``part`` is the
    game's review part; ``reviews`` keeps each hand's review once worked out."""

    def __init__(self, part: ModuleType, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.part = part
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.setObjectName("handReview")
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.hand_label = QLabel(self)
        self.hands = QComboBox(self)
        self.hand_label.setBuddy(self.hands)
        top.addWidget(self.hand_label)
        top.addWidget(self.hands, 1)
        layout.addLayout(top)
        self.text = QTextBrowser(self)
        layout.addWidget(self.text, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.hide)
        layout.addWidget(self.buttons)
        # Tables of every choice read best wide: a good share of the table window, never
        # smaller than the page was laid out for.
        width, height = 760, 560
        if parent is not None:
            width = max(width, int(parent.width() * 0.62))
            height = max(height, int(parent.height() * 0.8))
        self.resize(width, height)
        self._record: dict | None = None
        self._seat = 0
        self._asked = 0
        self._state = "none"            # what the page shows when it is not a review
        self._error = ""
        self.reviews: dict[int, object] = {}
        self._id = next(_IDS)
        _WINDOWS[self._id] = self
        self._relay = _relay()
        self.hands.currentIndexChanged.connect(self._show_current)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("HandReview", "Hand review"))
        self.hand_label.setText(translate("HandReview", "&Hand:"))
        self.hands.setAccessibleName(translate("HandReview", "Hand to review"))
        self.text.setAccessibleName(translate("HandReview", "Hand review"))
        for i in range(self.hands.count()):
            self.hands.setItemText(i, self._hand_name(self.hands.itemData(i)))
        if self._state != "none" or self.hands.currentData() in self.reviews:
            self._show_current()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @staticmethod
    def _hand_name(hand: int) -> str:
        return fill(translate("HandReview", "Hand %1"), hand + 1)

    def set_game(self, record: dict | None, hands: list[int], seat: int = 0,
                 current: int | None = None) -> None:
        """The hands of ``record`` the person may review now, from ``seat``'s view;
        ``current`` is shown first (else the last one)."""
        if record is not self._record or seat != self._seat:
            self.reviews.clear()
        self._record, self._seat = record, seat
        self.hands.blockSignals(True)
        self.hands.clear()
        for h in hands:
            self.hands.addItem(self._hand_name(h), h)
        if hands:
            self.hands.setCurrentIndex(hands.index(current) if current in hands
                                       else len(hands) - 1)
        self.hands.blockSignals(False)
        self._show_current()        # once: a second worker on the same hand is waste

    def _show_current(self) -> None:
        h = self.hands.currentData()
        if self._record is None or h is None:
            self._state = "empty"
            self.text.setPlainText(translate("HandReview", "No hand has been played yet."))
            return
        if h in self.reviews:
            self._state = "none"
            self.text.setHtml(self.part.page(self.reviews[h]))
            return
        if self._state == "error" and self._error_hand == h:
            self.text.setPlainText(fill(translate(
                "HandReview", "This hand could not be reviewed: %1"), self._error))
            return
        self._state = "working"
        self.text.setPlainText(translate("HandReview", "Working it out…"))
        self._asked += 1
        ask, record, seat, part = self._asked, self._record, self._seat, self.part
        relay, window_id = self._relay, self._id

        def work() -> None:
            try:
                result: object = part.work(record, h, seat)
            except Exception as exc:  # noqa: BLE001 - shown to the person, never fatal
                result = _Failure(f"{type(exc).__name__}: {exc}")
            relay.done.emit(window_id, ask, (h, result))

        threading.Thread(target=work, name="cinch-qt-hand-review", daemon=True).start()

    _error_hand: int | None = None

    def _on_done(self, ask: int, payload: tuple[int, object]) -> None:
        h, result = payload
        if isinstance(result, _Failure):
            if ask == self._asked:
                self._state, self._error, self._error_hand = "error", result.text, h
                self.text.setPlainText(fill(translate(
                    "HandReview", "This hand could not be reviewed: %1"), result.text))
            return
        self.reviews[h] = result
        if ask == self._asked and self.hands.currentData() == h:
            self._state = "none"
            self.text.setHtml(self.part.page(result))


class _Failure:
    """Why a hand's review could not be worked out (the worker's exception, in words)."""

    def __init__(self, text: str) -> None:
        self.text = text
