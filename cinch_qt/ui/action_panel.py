"""The strip under the felt where the person bids, names trumps and confirms choices."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QStackedWidget, QWidget

from ..controller import GameController, Prompt
from ..controller.snapshot import SUIT_SYMBOLS

SUIT_WORDS = ("Clubs", "Diamonds", "Hearts", "Spades")
SUIT_KEYS = ("C", "D", "H", "S")
IDLE, BID, TRUMP, CHOOSE, PLAY, NEXT, OVER = range(7)


def _bid_key(n: int) -> str:
    # 1–9 on the digit keys, 10 on 0, 11–14 on Ctrl+1..Ctrl+4.
    if n <= 9:
        return str(n)
    if n == 10:
        return "0"
    return f"Ctrl+{n - 10}"


class ActionPanel(QWidget):
    confirmRequested = Signal()
    newGameRequested = Signal()
    nextHandRequested = Signal()

    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("actionPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        self.stack = QStackedWidget(self)
        outer.addWidget(self.stack, 1)
        self.hint_button = QPushButton("Hint", self)
        self.hint_button.setShortcut(QKeySequence("Ctrl+H"))
        self.hint_button.setToolTip("Ask the strongest computer player what it would do (Ctrl+H)")
        self.hint_button.clicked.connect(controller.request_hint)
        outer.addWidget(self.hint_button)

        self.idle_label = QLabel("", self)
        self.stack.addWidget(self.idle_label)

        bid_page = QWidget(self)
        row = QHBoxLayout(bid_page)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel("Your bid:", bid_page))
        self.bid_buttons: dict[int, QPushButton] = {}
        for n in range(1, 15):
            b = QPushButton(str(n), bid_page)
            b.setShortcut(QKeySequence(_bid_key(n)))
            b.setToolTip(f"Bid {n} ({_bid_key(n)})")
            b.setMinimumWidth(30)
            b.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, n=n: controller.submit_bid(n))
            row.addWidget(b)
            self.bid_buttons[n] = b
        self.pass_button = QPushButton("Pass", bid_page)
        self.pass_button.setShortcut(QKeySequence("P"))
        self.pass_button.setToolTip("Pass (P)")
        self.pass_button.clicked.connect(lambda: controller.submit_pass())
        row.addWidget(self.pass_button)
        row.addStretch(1)
        self.stack.addWidget(bid_page)

        trump_page = QWidget(self)
        row = QHBoxLayout(trump_page)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel("Name trumps:", trump_page))
        self.suit_buttons: list[QPushButton] = []
        for suit in range(4):
            b = QPushButton(f"{SUIT_SYMBOLS[suit]} {SUIT_WORDS[suit]}", trump_page)
            b.setShortcut(QKeySequence(SUIT_KEYS[suit]))
            b.setToolTip(f"{SUIT_WORDS[suit]} ({SUIT_KEYS[suit]})")
            if suit in (1, 2):
                b.setStyleSheet("color: #c0262d;")
            b.clicked.connect(lambda _=False, s=suit: controller.name_trump(s))
            row.addWidget(b)
            self.suit_buttons.append(b)
        row.addStretch(1)
        self.stack.addWidget(trump_page)

        choose_page = QWidget(self)
        row = QHBoxLayout(choose_page)
        row.setContentsMargins(0, 0, 0, 0)
        self.choose_label = QLabel("", choose_page)
        self.choose_label.setWordWrap(True)
        row.addWidget(self.choose_label, 1)
        self.confirm_button = QPushButton("Keep these", choose_page)
        self.confirm_button.setShortcut(QKeySequence("Ctrl+Return"))
        self.confirm_button.clicked.connect(self.confirmRequested)
        row.addWidget(self.confirm_button)
        self.stack.addWidget(choose_page)

        self.play_label = QLabel("Your lead or follow: drag a card to the middle, double-click it, "
                                 "or choose with ←/→ and press Enter.", self)
        self.play_label.setWordWrap(True)
        self.stack.addWidget(self.play_label)

        next_page = QWidget(self)
        row = QHBoxLayout(next_page)
        row.setContentsMargins(0, 0, 0, 0)
        self.next_label = QLabel("", next_page)
        row.addWidget(self.next_label, 1)
        self.next_button = QPushButton("Next hand", next_page)
        self.next_button.setShortcut(QKeySequence("N"))
        self.next_button.clicked.connect(self.nextHandRequested)
        row.addWidget(self.next_button)
        self.stack.addWidget(next_page)

        over_page = QWidget(self)
        row = QHBoxLayout(over_page)
        row.setContentsMargins(0, 0, 0, 0)
        self.over_label = QLabel("", over_page)
        row.addWidget(self.over_label, 1)
        self.new_button = QPushButton("New game", over_page)
        self.new_button.clicked.connect(self.newGameRequested)
        row.addWidget(self.new_button)
        self.stack.addWidget(over_page)

        self._needed = 0
        self._kind = ""
        self.show_idle("")
        # Asked by the window whether the table is still animating: the buttons for a
        # turn appear once the cards have landed, not while they are still flying.
        self.ready = lambda: True
        controller.humanTurn.connect(self._on_turn)
        controller.humanTurnEnded.connect(lambda: self.show_idle(""))
        controller.hintReady.connect(self._on_hint)
        h = max(b.sizeHint().height() for b in self.bid_buttons.values())
        self.setFixedHeight(h + 14)

    # -- pages
    def _on_turn(self, prompt: Prompt) -> None:
        if self.ready():
            self.show_prompt(prompt)

    def refresh(self) -> None:
        """Show the person's turn if there is one (the table has finished animating)."""
        prompt = self.controller.current_prompt()
        if prompt is not None and self.page() in (IDLE, PLAY, BID, TRUMP, CHOOSE):
            if self.page() == IDLE or self._kind != prompt.kind:
                self.show_prompt(prompt)

    def show_idle(self, text: str) -> None:
        self.idle_label.setText(text)
        self.stack.setCurrentIndex(IDLE)
        self.hint_button.setEnabled(False)

    def show_prompt(self, prompt: Prompt) -> None:
        self.hint_button.setEnabled(True)
        self._kind = prompt.kind
        if prompt.kind == "bid":
            legal = set(prompt.legal_bids)
            for n, b in self.bid_buttons.items():
                b.setEnabled(n in legal)  # R20/R72: only bids that top the highest
                b.setDefault(False)
            self.pass_button.setEnabled(prompt.can_pass)  # R22 stuck dealer cannot pass
            self.stack.setCurrentIndex(BID)
        elif prompt.kind == "trump":
            self.stack.setCurrentIndex(TRUMP)
        elif prompt.kind == "play":
            self.stack.setCurrentIndex(PLAY)
        else:
            self._needed = prompt.count
            names = self.controller.settings.names()
            task = {
                "keep": f"You hold more than six trumps: click the {prompt.count} to keep; "
                        "the rest are shown and dead (R32).",
                "rob": "Rob the pack: click six cards to keep from your hand and the pack "
                       "(R34).",
                "give": f"The pack ran out: click {prompt.count} of your discards to give "
                        f"{names.get(prompt.to, '?')} (R35).",
            }[prompt.kind]
            self.choose_label.setText(task)
            self.confirm_button.setText({"keep": "Keep these", "rob": "Keep these six",
                                         "give": "Give these"}[prompt.kind])
            self.set_chosen(0, prompt.count)
            self.stack.setCurrentIndex(CHOOSE)

    def set_chosen(self, chosen: int, needed: int) -> None:
        self.confirm_button.setEnabled(needed > 0 and chosen == needed)
        base = self.confirm_button.text().split(" (")[0]
        self.confirm_button.setText(f"{base} ({chosen}/{needed})")

    def show_next(self, text: str) -> None:
        self.next_label.setText(text)
        self.stack.setCurrentIndex(NEXT)
        self.hint_button.setEnabled(False)

    def show_over(self, text: str) -> None:
        self.over_label.setText(text)
        self.stack.setCurrentIndex(OVER)
        self.hint_button.setEnabled(False)

    def page(self) -> int:
        return self.stack.currentIndex()

    def _on_hint(self, payload: dict, text: str) -> None:
        if payload.get("kind") == "bid":
            b = self.bid_buttons.get(payload["amount"])
            if b is not None:
                b.setFocus(Qt.FocusReason.OtherFocusReason)
        elif payload.get("kind") == "pass":
            self.pass_button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif payload.get("kind") == "trump":
            self.suit_buttons[payload["suit"]].setFocus(Qt.FocusReason.OtherFocusReason)
