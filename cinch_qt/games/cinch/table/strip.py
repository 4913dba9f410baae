"""Cinch's strip under the felt (the shell's ActionStrip): where the person bids, names
trumps and confirms choices; its waiting, choosing and playing pages are the shell's
pages with words, its pages after a hand the shell's."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ....i18n import suit_name
from ....i18n.keys import suit_keys
from ....i18n.placeholders import fill
from ....ui.action_strip import ActionStrip, label_button, native_keys, page_row
from .session import CinchSession, Decision
from .snapshot import SUIT_SYMBOLS

IDLE, BID, TRUMP, CHOOSE, PLAY, NEXT, OVER = range(7)
DECISION_PAGES = (BID, TRUMP, CHOOSE, PLAY)


def _bid_key(n: int) -> str:
    # 1–9 on the digit keys, 10 on 0, 11–14 on Ctrl+1..Ctrl+4.
    if n <= 9:
        return str(n)
    if n == 10:
        return "0"
    return f"Ctrl+{n - 10}"


class CinchStrip(ActionStrip):
    confirmRequested = Signal()

    def __init__(self, session: CinchSession, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        # How many cards are picked on the table now (the window ties it to the view).
        self.chosen_now: Callable[[], int] = lambda: 0
        self.add_page(IDLE)

        bid_page = QWidget(self)
        row = page_row(bid_page)
        self.bid_label = QLabel(bid_page)
        row.addWidget(self.bid_label)
        self.bid_buttons: dict[int, QPushButton] = {}
        for n in range(1, 15):
            b = QPushButton(str(n), bid_page)
            b.setShortcut(QKeySequence(_bid_key(n)))
            b.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, n=n: session.submit_bid(n))
            self.bid_buttons[n] = b
        # The fourteen bids go in one row, or two rows of seven when the strip is too
        # narrow for one (a small window, a long "Pass" in French or Dutch, large text):
        # squeezing them would clip "10"…"14".
        self.bid_grid = QGridLayout()
        self.bid_grid.setHorizontalSpacing(row.spacing())
        self.bid_columns = 0
        self._arrange_bids(14)
        row.addLayout(self.bid_grid)
        # The page must not ask for the one-row width, or the strip could never be
        # narrower than that and the second row would never be used (see _fit_width).
        bid_page.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.bid_page = bid_page
        self.pass_button = QPushButton(bid_page)
        self.pass_button.setShortcut(QKeySequence("P"))
        self.pass_button.clicked.connect(lambda: session.submit_pass())
        row.addWidget(self.pass_button)
        row.addStretch(1)
        self.stack.insertWidget(BID, bid_page)

        trump_page = QWidget(self)
        row = page_row(trump_page)
        self.trump_label = QLabel(trump_page)
        row.addWidget(self.trump_label)
        self.suit_buttons: list[QPushButton] = []
        for suit in range(4):
            b = QPushButton(trump_page)
            if suit in (1, 2):
                b.setStyleSheet("color: #c0262d;")
            b.clicked.connect(lambda _=False, s=suit: session.name_trump(s))
            row.addWidget(b)
            self.suit_buttons.append(b)
        row.addStretch(1)
        self.stack.insertWidget(TRUMP, trump_page)

        choose_page, row = self.add_page(CHOOSE)
        self.choose_label = self.labels[CHOOSE]
        self.confirm_button = QPushButton(choose_page)
        self.confirm_button.setShortcut(QKeySequence("Ctrl+Return"))
        self.confirm_button.clicked.connect(self.confirmRequested)
        row.addWidget(self.confirm_button)

        self.add_page(PLAY)
        self.play_label = self.labels[PLAY]

        self.add_next_page(NEXT)
        self.add_over_page(OVER)

        self._needed = 0
        self._chosen = 0
        self._kind = ""
        self._decision: Decision | None = None
        self.retranslate()
        self.show_page(IDLE, "")
        # Asked by the window whether the table is still animating: the buttons for a
        # turn appear once the cards have landed, not while they are still flying.
        self.ready = lambda: True
        # Where the keyboard goes after a button has done its work (the window sets the
        # table), so arrows and Enter go on working without a click on the felt.
        self.focus_target: QWidget | None = None
        for button in self.findChildren(QPushButton):
            button.installEventFilter(self)
            if button is not self.hint_button:  # a hint moves the focus itself
                button.clicked.connect(self._back_to_table)
        session.humanTurn.connect(self._on_turn)
        session.humanTurnEnded.connect(lambda: self.show_page(IDLE, ""))
        session.hintReady.connect(self._on_hint)
        self._fit_height()

    # -- keyboard
    def eventFilter(self, watched, event) -> bool:  # noqa: N802  (Qt override)
        # Enter (or Return) presses the focused button, as Space does: outside a dialog
        # a QPushButton would ignore it.
        if (event.type() == QEvent.Type.KeyPress and isinstance(watched, QPushButton)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                          Qt.KeyboardModifier.KeypadModifier)):
            if watched.isEnabled() and watched.isVisible():
                watched.click()
            return True
        return super().eventFilter(watched, event)

    def _back_to_table(self) -> None:
        target = self.focus_target
        if target is not None and target.isVisible():
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- language
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _arrange_bids(self, columns: int) -> None:
        if columns == self.bid_columns:
            return
        self.bid_columns = columns
        for n, button in self.bid_buttons.items():
            self.bid_grid.addWidget(button, (n - 1) // columns, (n - 1) % columns)
        self._fit_height()

    def _fit_height(self) -> None:
        # One height for every page, so the felt above does not jump as the pages
        # change; two rows of bids when the bids are in two rows.
        h = max(b.sizeHint().height() for b in self.bid_buttons.values())
        rows = 14 // self.bid_columns
        self.setFixedHeight(rows * h + (rows - 1) * max(0, self.bid_grid.verticalSpacing())
                            + 14)

    def _bid_page_width(self, columns: int) -> int:
        """The width the bid page needs with ``columns`` bids to a row."""
        spacing = max(0, self.bid_grid.horizontalSpacing())
        button = max(b.sizeHint().width() for b in self.bid_buttons.values())
        return (columns * button + (columns - 1) * spacing + 2 * spacing
                + self.bid_label.sizeHint().width() + self.pass_button.sizeHint().width())

    def _fit_width(self) -> None:
        # The page asks for no more than the two-row width, so the window can shrink
        # to that (the docks give way first) and never clips a bid.
        self.bid_page.setMinimumWidth(self._bid_page_width(7))
        margins = self.layout().contentsMargins()
        one_row = (self._bid_page_width(14) + self.hint_button.sizeHint().width()
                   + max(0, self.layout().spacing()) + margins.left() + margins.right())
        self._arrange_bids(14 if self.width() >= one_row else 7)

    def resizeEvent(self, event) -> None:  # noqa: N802  (Qt override)
        super().resizeEvent(event)
        self._fit_width()

    def retranslate(self) -> None:
        """Set every text again in the current language (called on LanguageChange)."""
        self.label_hint()
        self.hint_button.setToolTip(self.tr("Ask the strongest computer player what it would "
                                            "do (%1)").replace("%1", native_keys("Ctrl+H")))
        self.bid_label.setText(self.tr("Your bid:"))
        for n, b in self.bid_buttons.items():
            b.setToolTip(fill(self.tr("Bid %1 (%2)"), n, native_keys(_bid_key(n))))
            b.setAccessibleName(self.tr("Bid %1").replace("%1", str(n)))
        label_button(self.pass_button, self.tr("Pass"), "P")
        self.pass_button.setToolTip(self.tr("Pass (%1)").replace("%1", "P"))
        self.trump_label.setText(self.tr("Name trumps:"))
        # The suit keys follow the language's suit names (T K C P in French, K R H S in
        # Dutch).
        for suit, (b, key) in enumerate(zip(self.suit_buttons, suit_keys(), strict=True)):
            word = suit_name(suit)
            word = word[:1].upper() + word[1:]
            label_button(b, f"{SUIT_SYMBOLS[suit]} {word}", key)
            b.setToolTip(f"{word} ({key})")
            b.setAccessibleName(self.tr("Trumps: %1").replace("%1", word))
        label_button(self.next_button, self.tr("Next hand"), "N")
        self.next_button.setToolTip(self.tr("Deal the next hand (%1)").replace("%1", "N"))
        self.retranslate_after_hand()
        self._fit_width()  # "Pass" and "Your bid:" change length with the language
        self.retell()
        if self._decision is not None and self._decision.kind in ("keep", "rob", "give"):
            self._set_choose_texts(self._decision)
        else:
            label_button(self.confirm_button, self.tr("Keep these"), "Ctrl+Return")
            self.confirm_button.setToolTip(self.tr("Confirm the cards picked (Enter or %1)")
                                           .replace("%1", native_keys("Ctrl+Return")))

    # -- pages
    def _on_turn(self, _prompt: Decision) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Make the strip show the person's turn as the session has it now, once the
        table has finished animating (the window calls this when the view goes idle).

        The session is asked, not remembered: a turn that arrived while the cards were
        still flying is shown here whatever page the strip was on (the summary's Next
        hand page included), and a turn that has gone is taken away."""
        if not self.ready():
            return
        prompt = self.session.decision()
        if prompt is None:
            if self._decision is not None:  # a page for a turn that is no longer ours
                self.show_page(IDLE, "")
            return
        if prompt != self._decision or self.page() not in DECISION_PAGES:
            self.show_decision(prompt)

    def show_decision(self, prompt: Decision) -> None:
        self.hint_button.setEnabled(True)
        self._kind = prompt.kind
        self._decision = prompt
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
            self.show_page(PLAY, lambda: self.tr(
                "Your lead or follow: click a card to play it (or drag it to the middle, "
                "double-click it, or choose with ←/→ and press Enter)."))
        else:
            self._needed = prompt.count
            self._set_choose_texts(prompt)
            # The cards already picked on the table (picked again after an Undo).
            self.set_chosen(self.chosen_now(), prompt.count)
            self.stack.setCurrentIndex(CHOOSE)

    def _set_choose_texts(self, prompt: Decision) -> None:
        if prompt.kind == "keep":
            task = self.tr("You hold more than six trumps: pick the %1 to keep (click, or "
                           "arrows and Space); the rest are shown and dead.")
            button = self.tr("Keep these")
        elif prompt.kind == "rob":
            task = self.tr("Rob the pack: pick six cards to keep from your hand and the pack "
                           "(click, or arrows and Space).")
            button = self.tr("Keep these six")
        else:
            task = self.tr("The pack ran out: pick %1 of your discards to give to %2 "
                           "(click, or arrows and Space).")
            button = self.tr("Give these")
        to = self.session.settings.display_name(prompt.to) if prompt.to >= 0 else "?"
        self.choose_label.setText(fill(task, prompt.count, to))
        self._button_base = button
        self._show_count()

    def set_chosen(self, chosen: int, needed: int) -> None:
        self._chosen, self._needed = chosen, needed
        self.confirm_button.setEnabled(needed > 0 and chosen == needed)
        self._show_count()

    def _show_count(self) -> None:
        base = getattr(self, "_button_base", self.tr("Keep these"))
        label_button(self.confirm_button, f"{base} ({self._chosen}/{self._needed})", "Ctrl+Return")
        self.confirm_button.setToolTip(self.tr("Confirm the cards picked (Enter or %1)")
                                       .replace("%1", native_keys("Ctrl+Return")))

    def page_shown(self, index: int) -> None:
        # Waiting, after a hand or the game nothing is asked: no hint.
        if index in (IDLE, NEXT, OVER):
            self._decision = None
            self.hint_button.setEnabled(False)


    def _on_hint(self, payload: dict, text: str) -> None:
        if payload.get("kind") == "bid":
            b = self.bid_buttons.get(payload["amount"])
            if b is not None:
                b.setFocus(Qt.FocusReason.OtherFocusReason)
        elif payload.get("kind") == "pass":
            self.pass_button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif payload.get("kind") == "trump":
            self.suit_buttons[payload["suit"]].setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            # A card is suggested (focused or picked on the table): Enter must reach it.
            self._back_to_table()
