"""The strip under the cribbage felt: what the person may do now, one page at a time
(Confirm lay-away, Cut, the manual count, leaving the penalty box, Next hand, New game),
and Hint beside every page.  Go needs no button: the engine says it (C52)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QPushButton,
    QWidget,
)

from ....i18n.words import table_word
from ....ui.action_strip import ActionStrip, label_button, native_keys
from ..engine.state import MAX_CLAIM
from .texts import translate

IDLE, LAY, CUT, PLAY, COUNT, BOX, NEXT, OVER = range(8)


class CribbageStrip(ActionStrip):
    confirmRequested = Signal()
    cutRequested = Signal()
    countRequested = Signal(int)
    leaveBoxRequested = Signal(bool)
    nextGameRequested = Signal()   # C84: the next game of the match

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cut_kind = "starter"       # "deal": the button draws a card (C20)
        # C97: hints may be turned off, and are never given for a count with muggins.
        self.hints_on = True
        self.count_hints = True
        page = self.add_page

        page(IDLE)
        w, row = page(LAY)
        self.confirm_button = QPushButton(w)
        self.confirm_button.clicked.connect(self.confirmRequested)
        self.confirm_button.setEnabled(False)
        row.addWidget(self.confirm_button)
        w, row = page(CUT)
        self.cut_button = QPushButton(w)
        self.cut_button.clicked.connect(self.cutRequested)
        row.addWidget(self.cut_button)
        page(PLAY)
        w, row = page(COUNT)
        # The count's spin box (C91, manual counting only) is made when first needed:
        # the first spin box of the program costs some 6-9 ms, which the first painted
        # table would wait for.
        self._count_box = None
        self._count_row = row
        self.count_button = QPushButton(w)
        self.count_button.clicked.connect(lambda: self.countRequested.emit(self.count_box.value()))
        row.addWidget(self.count_button)
        w, row = page(BOX)
        self.leave_button = QPushButton(w)
        self.leave_button.clicked.connect(lambda: self.leaveBoxRequested.emit(True))
        self.stay_button = QPushButton(w)
        self.stay_button.clicked.connect(lambda: self.leaveBoxRequested.emit(False))
        row.addWidget(self.leave_button)
        row.addWidget(self.stay_button)
        self.add_next_page(NEXT)
        row = self.add_over_page(OVER)
        self.next_game_button = QPushButton(self.new_button.parentWidget())
        self.next_game_button.clicked.connect(self.nextGameRequested)
        self.next_game_button.hide()
        row.insertWidget(row.indexOf(self.new_button), self.next_game_button)
        self.retranslate()
        self.show_page(IDLE, "")

    def retranslate(self) -> None:
        def label(button: QPushButton, text: str, keys: str) -> None:
            label_button(button, text, keys)
            button.setToolTip(f"{text.replace('&', '')} ({native_keys(keys)})" if keys else "")

        self.label_hint()
        label(self.confirm_button, translate("CribbageTable", "Lay away"), "Ctrl+Return")
        label(self.cut_button, translate("CribbageTable", "Draw") if self.cut_kind == "deal"
              else translate("CribbageTable", "Cut"), "C")
        label(self.count_button, translate("CribbageTable", "Count"), "")
        label(self.leave_button, translate("CribbageTable", "Leave the penalty box"), "L")
        label(self.stay_button, translate("CribbageTable", "Stay in"), "S")
        label(self.next_button, translate("CribbageTable", "Next hand"), "N")
        label(self.next_game_button, translate("CribbageTable", "Next game"), "")
        self.retranslate_after_hand()
        # Every control described; Count is pressed with Enter in its box.
        self.count_button.setAccessibleDescription(
            translate("CribbageTable", "Type your count in the box before it and press Enter")
        )
        self.stack.setAccessibleName(translate("CribbageTable", "What to do now"))
        for index, name in self._page_names().items():
            self.stack.widget(index).setAccessibleName(name)
        if self._count_box is not None:
            self._count_box.setAccessibleName(translate("CribbageTable", "Your count"))
            self.count_pad.retranslate()
        self.hint_button.setAccessibleDescription(
            translate("CribbageTable", "The strongest computer player's choice, with its reason")
        )
        self.retell()

    @staticmethod
    def _page_names() -> dict[int, str]:
        return {
            IDLE: translate("CribbageTable", "Waiting"),
            LAY: translate("CribbageTable", "Laying away"),
            CUT: translate("CribbageTable", "Cutting"),
            PLAY: translate("CribbageTable", "Playing"),
            COUNT: translate("CribbageTable", "Counting"),
            BOX: translate("CribbageTable", "In the penalty box"),
            NEXT: translate("CribbageTable", "Hand over"),
            OVER: table_word("game over"),
        }

    @property
    def count_box(self):  # noqa: ANN201 (QSpinBox, imported with it)
        """The spin box of the manual count (C91, C105), before Count in the row and in
        the focus chain."""
        if self._count_box is None:
            from PySide6.QtWidgets import QSpinBox

            page = self.count_button.parentWidget()
            box = QSpinBox(page)
            box.setRange(0, MAX_CLAIM)  # C105
            box.setMinimumWidth(64)
            box.setAccessibleName(translate("CribbageTable", "Your count"))
            self.labels[COUNT].setBuddy(box)
            self._count_row.insertWidget(self._count_row.indexOf(self.count_button), box)
            # Tab reaches it just before Count, as if it had been made with the page.
            before = self.count_button.previousInFocusChain()
            while before.focusPolicy() == Qt.FocusPolicy.NoFocus and before is not self:
                before = before.previousInFocusChain()
            QWidget.setTabOrder(before, box)
            box.lineEdit().returnPressed.connect(self.count_button.click)
            # Shown and laid out now: a widget added to a page already on screen would
            # otherwise appear one turn of the event loop later, after it took the focus.
            box.show()
            # The pad before the box (C91): what is ticked there is summed into the box.
            from .count_pad import CountPad

            pad = CountPad(page)
            self._count_row.insertWidget(self._count_row.indexOf(box), pad)
            pad.changed.connect(box.setValue)
            pad.show()
            chain = [before, pad.fifteens, pad.pairs, pad.runs, pad.flush, pad.nobs, box]
            for a, b in zip(chain, chain[1:], strict=False):
                QWidget.setTabOrder(a, b)
            self.count_pad = pad
            self._count_row.activate()
            self._count_box = box
        return self._count_box

    # -- pages
    def page_shown(self, index: int) -> None:
        self._update_hint()
        if index == COUNT:
            self.count_box.setValue(0)
            self.count_pad.clear()
            self.count_box.setFocus(Qt.FocusReason.OtherFocusReason)
            self.count_box.selectAll()

    def set_hints(self, on: bool, count_hints: bool) -> None:
        """C97: Hint is shown only when hints are on; on the count page only when the
        count may be hinted (not with muggins)."""
        self.hints_on = on
        self.count_hints = count_hints
        self.hint_button.setVisible(on)
        self._update_hint()

    def _update_hint(self) -> None:
        index = self.page()
        self.hint_button.setEnabled(
            self.hints_on
            and index in (LAY, PLAY, COUNT, BOX)
            and (index != COUNT or self.count_hints)
        )

    def set_match_goes_on(self, goes_on: bool) -> None:
        """C84: Next game beside New game while the match is not over."""
        self.next_game_button.setVisible(goes_on)

    def set_cut_kind(self, kind: str) -> None:
        """The cut button says what the person does: draw for the deal (C20) or cut the
        stock for the starter (C40), as the table's caption says."""
        if kind != self.cut_kind:
            self.cut_kind = kind
            self.retranslate()

    def set_chosen(self, chosen: int, needed: int) -> None:
        """Lay-away: Confirm is enabled once exactly the cards needed are picked."""
        self.confirm_button.setEnabled(chosen == needed)
