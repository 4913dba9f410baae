"""The person's gestures on a felt, the same at every table: a card to play is played by
a click, a double-click, Enter or Space, or by a drag onto the game's play zone; cards
to pick are picked by a click or Space (and dropped onto the game's pick zone, where it
has one), Enter or a double-click confirms them; the arrow keys move among the cards
that can be acted on; a card dropped anywhere else goes back to its place.

Mixed into a ``CardTableView``. The game gives only its data and words:

- ``_gesture_ask()``: ``(kind, cards, legal, count)``: ``PLAY`` or ``PICK`` while the
  person may act (else None), the person's cards in their order, those that may be
  played or picked (None: any of them) and how many to pick;
- the intents, calls that answer True when taken: the window hands the felt its
  session's (``set_intents(play, pick)``), or the game overrides ``_send_play(card)``
  and ``_send_pick(cards)``; the rules are the engine's, a refused intent leaves the
  card where it was (``_sent`` is where a game marks the wait for the answer);
- ``_focus_word(state, name)``: what a screen reader says of a focused card, ``state``
  being "idle", "playable", "not playable", "picked" or "not picked";
- ``PLAY_ZONE`` and ``PICK_ZONE``: the zones' names in ``scene_.zones``;
- optional ``_pick_full(count)`` and ``_pick_short(missing)``: True when the game has
  said what to do instead of the pick (else the oldest pick gives way, and a short
  pick is sent for the engine to refuse), and ``_selection_changed()``.
"""

from __future__ import annotations

from collections.abc import Callable

PLAY, PICK = "play", "pick"


class FeltGestures:
    PLAY_ZONE = "play"
    PICK_ZONE: str | None = None

    _selection: list
    # The person's intents (the session's methods): applied or refused, the answer
    # says which; None until the window gives them (a felt alone sends nothing).
    _play_intent: Callable[[object], bool] | None = None
    _pick_intent: Callable[[list], bool] | None = None

    def set_intents(self, play: Callable[[object], bool] | None,
                    pick: Callable[[list], bool] | None) -> None:
        """The calls that take the person's play of a card and pick of cards."""
        self._play_intent, self._pick_intent = play, pick

    def _send_play(self, card: object) -> bool:
        return self._sent(self._play_intent, card)

    def _send_pick(self, cards: list) -> bool:
        return self._sent(self._pick_intent, list(cards))

    def _sent(self, act: Callable[[object], bool] | None, value: object) -> bool:
        """Ask ``act`` to take ``value``: its answer, False with nobody to ask."""
        return act is not None and bool(act(value))

    def _connect_gestures(self) -> None:
        sc = self.scene_
        sc.cardDropped.connect(self._on_drop)
        sc.cardActivated.connect(self._on_activate)
        sc.cardClicked.connect(self._on_click)

    # ------------------------------------------------------------ the marks
    def _mark_gestures(self) -> None:
        """The cards' marks, cursors and key order for what the person is asked now."""
        sc = self.scene_
        kind, cards, legal, _count = self._gesture_ask()
        allowed = set(cards) if legal is None else set(legal)
        if kind == PLAY:
            sc.set_interactive(set(cards), set())
            sc.set_legal(set(cards), allowed)
        elif kind == PICK:
            sc.set_interactive(allowed if self.PICK_ZONE else set(), allowed)
            # Cards the game rules out of the pick are dimmed; with none ruled out, none.
            if legal is None:
                sc.set_legal(set(), None)
            else:
                sc.set_legal(set(cards), allowed)
            cards = [c for c in cards if c in allowed]
        else:
            sc.set_interactive(set(), set())
            sc.set_legal(set(), None)
        sc.set_keyboard_order(cards)
        sc.set_selected(set(self._selection) if kind == PICK else set())

    # ------------------------------------------------------------ the gestures
    def _on_click(self, key: object) -> None:
        """A card to pick clicked, or Space on the focused card: picked or played."""
        kind = self._gesture_ask()[0]
        if kind == PLAY:
            self._play(key)
        elif kind == PICK:
            self._toggle(key)

    def _on_activate(self, key: object) -> None:
        """A double-click, Enter or a click on a card to play: it is played, or picked
        (its double-click's first click has picked it already) and the pick confirmed."""
        kind = self._gesture_ask()[0]
        if kind == PLAY:
            self._play(key)
        elif kind == PICK:
            if key not in self._selection:
                self._toggle(key)
            if key in self._selection:
                self.confirm_selection()

    def _on_drop(self, key: object, zone: str) -> None:
        kind, _cards, _legal, count = self._gesture_ask()
        if kind == PLAY and zone == self.PLAY_ZONE:
            self._play(key)
            return
        if kind == PICK and zone == self.PICK_ZONE:
            if key not in self._selection:
                self._toggle(key)
            if key in self._selection and len(self._selection) == count \
                    and self.confirm_selection():
                return
        self.scene_.snap_back(key)

    def _play(self, card: object) -> bool:
        """Ask to play ``card``; one the engine refuses goes back to the hand."""
        if card not in self._gesture_ask()[1] or not self._send_play(card):
            self.scene_.snap_back(card)
            return False
        # The card has left the hand: the focus must not stay on it.
        self.scene_.set_keyboard_order([c for c in self.scene_.keyboard_order if c != card])
        self._focus_moved()
        return True

    def _toggle(self, card: object) -> None:
        kind, cards, legal, count = self._gesture_ask()
        if kind != PICK or card not in (cards if legal is None else legal):
            return
        if card in self._selection:
            self._selection.remove(card)
        elif len(self._selection) < count:
            self._selection.append(card)
        elif self._pick_full(count):
            return
        else:
            self._selection = self._selection[1:] + [card]
        self._selection_changed()

    def confirm_selection(self) -> bool:
        """Send the picked cards (Enter, a double-click, the strip's button)."""
        kind, _cards, _legal, count = self._gesture_ask()
        if kind != PICK:
            return False
        missing = count - len(self._selection)
        if missing > 0 and self._pick_short(missing):
            return False
        return self._send_pick(list(self._selection))

    def selection(self) -> list:
        return list(self._selection)

    def set_selection(self, cards) -> None:  # noqa: ANN001
        """Pick these cards (a hint), as if clicked."""
        kind, hand, legal, count = self._gesture_ask()
        if kind == PICK:
            allowed = hand if legal is None else legal
            self._selection = [c for c in cards if c in allowed][:count]
            self._selection_changed()

    def _pick_full(self, count: int) -> bool:
        return False

    def _pick_short(self, missing: int) -> bool:
        return False

    def _selection_changed(self) -> None:
        self.scene_.set_selected(set(self._selection))

    # ------------------------------------------------------------ keys and words
    def _enter(self) -> None:
        if self._gesture_ask()[0] == PICK:
            self.confirm_selection()       # Space picks, Enter confirms the picked cards
        else:
            self.scene_.activate_focus()

    def focus_words(self, card: object) -> str:
        """What a screen reader says of the person's focused card: its name and what
        may be done with it now."""
        kind, cards, legal, _count = self._gesture_ask()
        allowed = cards if legal is None else legal
        state = ("idle" if kind is None
                 else ("playable" if card in allowed else "not playable") if kind == PLAY
                 else "picked" if card in self._selection else "not picked")
        return self._focus_word(state, self._card_name(card))
