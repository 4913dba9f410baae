"""The person's gestures on the Cribbage felt (mixed into ``CribbageFelt``) through the
shell's ``FeltGestures`` (ui/felt_gestures.py): what may be picked and laid away (C31-C34)
or played (C50), its zones and words, and the cuts (C20, C40). A card that would pass 31
is the engine's to refuse (C51, C104): the felt only dims what the engine says cannot be
played."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ....ui.accessibility import set_accessible_texts
from ....ui.felt_gestures import PICK, PLAY, FeltGestures
from . import felt_words as words
from .art import card_words

PLAY_ZONE, CRIB_ZONE = "play", "crib"
_FOCUS = {"playable": words.focus_playable, "not playable": words.focus_too_high,
          "picked": words.focus_picked, "not picked": words.focus_not_picked}


class FeltInput(FeltGestures):
    """The person's side of ``CribbageFelt`` (it provides the scene and the prompt)."""

    PLAY_ZONE, PICK_ZONE = PLAY_ZONE, CRIB_ZONE

    def _my_hand(self) -> list[int]:
        return [k for k in self.shown.hands.get(0, []) if isinstance(k, int)]

    def _gesture_ask(self) -> tuple:
        d = self._decision
        hand = self._my_hand()
        if d is None or self._autoplay or self.busy() \
                or d.kind not in ("lay", "play"):
            return None, hand, None, 0
        if d.kind == "lay":
            return PICK, hand, None, d.count
        return PLAY, hand, {a.card for a in self._legal if hasattr(a, "card")}, 0

    def _apply_interaction(self) -> None:
        self._layout_items()
        if self.steps.waiting != "cut":
            self._mark_gestures()

    def _sent(self, act: Any, value: Any) -> bool:
        """Ask the session: the cards stay still while it answers; a refused intent
        (said by the session with the engine's rule) leaves the person asked again."""
        self.scene_.set_interactive(set(), set())
        taken = super()._sent(act, value)
        if not taken:
            self._apply_interaction()
        return taken

    def _pick_short(self, missing: int) -> bool:
        # Enter with too few cards picked says what to do.
        self.said.emit(words.pick_first(missing))
        return True

    def _selection_changed(self) -> None:
        self.scene_.set_selected(set(self._selection))
        if not self.busy():
            self._apply(animate=False)
        self.selectionChanged.emit(list(self._selection))

    def _on_click(self, key: Any) -> None:
        if self.steps.waiting == "cut":
            if isinstance(key, tuple) and key[0] == "pack":
                self._picked_draw = key[1]
            self.cut()
        else:
            super()._on_click(key)

    def _on_activate(self, key: Any) -> None:
        if self.steps.waiting == "cut":
            self._on_click(key)
        else:
            super()._on_activate(key)

    def mousePressEvent(self, event) -> None:  # noqa: ANN001, N802
        # A click anywhere on the table goes on with the show (C70): the counted hand
        # has been seen.
        if event.button() == Qt.MouseButton.LeftButton and self.go_on():
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) \
                and self.go_on():
            event.accept()
            return
        super().keyPressEvent(event)

    def _focus_moved(self) -> None:
        self._keep_fan_order()

    def _enter(self) -> None:
        if self.steps.waiting == "cut":
            self.cut()
        elif self._decision is None and not self._autoplay and self.shown.dealt_in \
                and self.shown.winner is None:
            # Nothing is asked of the person: the focused card is asked of the session
            # all the same, whose refusal says why not (another seat to act, the hand
            # over: C100) rather than nothing.  Not while the felt still moves: the
            # person may not act on what the table has not shown yet.
            focus = self.scene_.focus_key
            if not self.busy() and focus in self._my_hand():
                self._send_play(focus)
        elif self._gesture_ask()[0] == PLAY and self.scene_.focus_key is None:
            self.said.emit(words.choose_first())
        else:
            super()._enter()

    def _space(self) -> None:
        if self.steps.waiting == "cut":
            self.cut()
        else:
            self.scene_.click_focus()

    def _key_handled(self) -> None:
        focus = self.scene_.focus_key
        if isinstance(focus, int):
            set_accessible_texts(self, self.focus_words(focus), "")

    def _keep_fan_order(self) -> None:
        """The card focused with the keys stays in its place in the person's fan: lifted
        over its right-hand neighbour it would cover that card's corner, its rank and
        suit (its ring shows on the sides left free)."""
        item = self.scene_.cards.get(self.scene_.focus_key)
        if item is not None and self.scene_.focus_key in self._my_hand():
            item.setZValue(item.data(0) or 0)

    def _card_name(self, card: int) -> str:
        return card_words(card)

    def _focus_word(self, state: str, name: str) -> str:
        return _FOCUS[state](name) if state in _FOCUS else name
