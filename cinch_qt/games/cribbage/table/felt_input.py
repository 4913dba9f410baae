"""The person's gestures on the Cribbage felt (mixed into ``CribbageFelt``): picking and
laying away (C31-C34), playing by a click, drag, double-click or keyboard (C50), the refusal of a
card that would pass 31 (C51, C104), and the cuts (C20, C40)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from ....ui.accessibility import set_accessible_texts
from ..engine.cards import VALUE
from . import felt_words as words
from .art import card_words

PLAY_ZONE, CRIB_ZONE = "play", "crib"
NOT_YOUR_TURN = "C100"    # the person acts only when the game asks (C100)
PAST_31 = "C104"          # CRIBBAGE.md: a card that would pass 31 is refused (C51)


class FeltInput:
    """The person's side of ``CribbageFelt`` (it provides the scene and the prompt)."""

    def _my_hand(self) -> list[int]:
        return [k for k in self.shown.hands.get(0, []) if isinstance(k, int)]

    def _legal_cards(self) -> set[int]:
        return {a.card for a in self._legal if hasattr(a, "card")}

    def _apply_interaction(self) -> None:
        sc = self.scene_
        d = self._decision
        hand = self._my_hand()
        self._layout_items()
        if self.steps.waiting == "cut":
            return
        if d is None or self._autoplay or self._asked or self.busy():
            sc.set_interactive(set(), set())
            sc.set_legal(set(), None)
            sc.set_keyboard_order(hand)
            sc.set_selected(set())
            return
        if d.kind == "lay":
            sc.set_interactive(set(hand), set(hand))
            sc.set_legal(set(), None)
            sc.set_keyboard_order(hand)
            sc.set_selected(set(self._selection))
        elif d.kind == "play":
            legal = self._legal_cards()
            sc.set_interactive(set(hand), set())
            sc.set_legal(set(hand), legal)
            sc.set_keyboard_order(hand)
            sc.set_selected(set())
        else:
            sc.set_interactive(set(), set())
            sc.set_legal(set(), None)

    def _toggle(self, card: int) -> None:
        d = self._decision
        if d is None or d.kind != "lay" or card not in self._my_hand():
            return
        if card in self._selection:
            self._selection.remove(card)
        elif len(self._selection) < d.count:
            self._selection.append(card)
        else:
            self._selection = self._selection[1:] + [card]
        self.scene_.set_selected(set(self._selection))
        self._apply(animate=False)
        self.selectionChanged.emit(list(self._selection))

    def _on_click(self, key: Any) -> None:
        if self.steps.waiting == "cut":
            if isinstance(key, tuple) and key[0] == "pack":
                self._picked_draw = key[1]
            self.cut()
            return
        if self.busy() or self._asked or self._autoplay:
            return
        d = self._decision
        if d is not None and d.kind == "play" and isinstance(key, int):
            # One click plays during the play; a double-click's first
            # click has then played it, and its second finds nothing left to do.
            self._try_play(key)
        elif isinstance(key, int):
            self._toggle(key)

    def _on_activate(self, key: Any) -> None:
        if self.steps.waiting == "cut":
            self._on_click(key)
            return
        d = self._decision
        if d is None or self.busy() or self._asked or self._autoplay:
            return
        if d.kind == "play" and isinstance(key, int):
            self._try_play(key)
        elif d.kind == "lay" and isinstance(key, int) and key in self._my_hand():
            # A double-click means "lay this one away" (C31-C34): its first click has
            # picked the card already, so it stays picked rather than toggling back, and
            # once enough cards are picked they go to the crib.
            if key not in self._selection:
                self._toggle(key)
            self.confirm_selection()

    def _try_play(self, card: int) -> bool:
        if card not in self._my_hand():
            return False
        if card not in self._legal_cards():
            total = self.shown.count
            if total + VALUE[card] > 31:
                self.refused.emit(PAST_31, words.past_31(card_words(card), total))
            self.scene_.snap_back(card)
            return False
        self._asked = True
        self.scene_.set_interactive(set(), set())
        self.scene_.set_legal(set(), None)
        self.playRequested.emit(card)
        return True

    def _on_drop(self, key: Any, zone: str) -> None:
        d = self._decision
        if d is None or self.busy() or self._asked or self._autoplay or not isinstance(key, int):
            self.scene_.snap_back(key)
            return
        if d.kind == "play" and zone == PLAY_ZONE:
            self._try_play(key)
            return
        if d.kind == "lay" and zone == CRIB_ZONE:
            if key not in self._selection:
                if len(self._selection) >= d.count:
                    self._selection = self._selection[1:]
                self._selection.append(key)
                self.selectionChanged.emit(list(self._selection))
            if len(self._selection) == d.count:
                self._asked = True
                self.scene_.set_interactive(set(), set())
                self.layAwayRequested.emit(list(self._selection))
                return
            self.scene_.set_selected(set(self._selection))
            self._apply(animate=False)
            return
        self.scene_.snap_back(key)

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
        d = self._decision
        if self.steps.waiting == "cut":
            self.cut()
        elif d is not None and d.kind == "lay":
            missing = d.count - len(self._selection)
            if missing > 0 and not self._asked and not self._autoplay:
                # Enter with too few cards picked says what to do.
                self.said.emit(words.pick_first(missing))
            self.confirm_selection()
        elif d is None and not self._autoplay and self.shown.dealt_in \
                and self.shown.winner is None:
            # Another seat is to act: say so rather than nothing (C100).
            self.refused.emit(NOT_YOUR_TURN, "")
        elif self.scene_.focus_key is not None:
            self._on_activate(self.scene_.focus_key)
        elif d is not None and d.kind == "play" and not self._asked and not self._autoplay:
            self.said.emit(words.choose_first())

    def _space(self) -> None:
        if self.steps.waiting == "cut":
            self.cut()
        elif self.scene_.focus_key is not None:
            self._on_click(self.scene_.focus_key)

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

    def focus_words(self, card: int) -> str:
        """What a screen reader says of the person's focused card: its name and what
        may be done with it now."""
        name = card_words(card)
        d = self._decision
        if d is None or self._autoplay or self._asked:
            return name
        if d.kind == "play":
            if card in self._legal_cards():
                return words.focus_playable(name)
            return words.focus_too_high(name)
        if d.kind == "lay":
            return words.focus_picked(name) if card in self._selection else \
                words.focus_not_picked(name)
        return name
