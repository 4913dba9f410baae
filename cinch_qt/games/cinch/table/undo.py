"""Undo: take back the person's last decision while nothing hidden has been revealed to
them since.

Each time the person is asked to act, the game and the computer players are copied as
they stand.  Undo puts both back: the bots' generators included, so they answer the
same as before — taking a decision back never shows a bot's hidden cards and never
buys a different answer from it.  What counts as revealed is any card the person's
own observation (engine/observation.py) holds now and did not hold then: a card
another player played, cards drawn, a new deal, the pack while robbing, dead trumps
shown.  Bids are public and hide no card, so a bid may be taken back after the others
have answered it.

Games with undos are marked ("cinch_qt": {"undos": n} in the record; a column of the
games database) so the statistics can tell them apart.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..engine.observation import Observation
from ..engine.state import GameState
from .settings import HUMAN_SEAT


def known_cards(obs: Observation) -> frozenset[int]:
    """Every card the observing seat can see or has seen this hand."""
    known: set[int] = set(obs.hand) | set(obs.my_discards)
    for cards in obs.shown.values():
        known.update(cards)
    for cards in obs.given_cards.values():
        known.update(cards)
    for trick in obs.tricks:
        known.update(c for _, c in trick.plays)
    known.update(c for _, c in obs.trick)
    if obs.decision is not None and obs.decision.seat == obs.seat:
        known.update(obs.decision.candidates)  # robbing: the pack is in view
    return frozenset(known)


@dataclass
class _Point:
    """Where the game stood when the person was asked to act."""
    state: GameState
    players: dict
    hand_no: int
    known: frozenset[int]
    actions: int          # the controller's action count then


class UndoKeeper(QObject):
    """Watches one GameController; ``undo()`` takes back the last decision."""

    availabilityChanged = Signal(bool)

    def __init__(self, controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._stack: list[_Point] = []
        self._pending: _Point | None = None
        self._game = controller.game_id
        self._restoring = False
        self._available = False
        controller.humanTurn.connect(self._on_turn)
        controller.gameChanged.connect(self._on_changed)

    # -- watching
    def _on_turn(self, _prompt) -> None:
        c = self.controller
        st = c.state
        if st is None or self._restoring:
            return
        self._pending = _Point(st.clone(), copy.deepcopy(c._players), st.hand_no,
                               known_cards(st.observation(HUMAN_SEAT)), c.action_count)
        self._update()

    def _on_changed(self) -> None:
        c = self.controller
        if self._restoring:
            return
        if c.game_id != self._game:  # a new or loaded game: nothing to take back
            self._game = c.game_id
            self._stack.clear()
            self._pending = None
        elif self._pending is not None and c.action_count > self._pending.actions:
            # The person's decision has been applied (nobody else acts on their turn).
            self._stack.append(self._pending)
            self._pending = None
        self._update()

    # -- asking
    def can_undo(self) -> bool:
        """A decision to take back, with nothing hidden revealed since it."""
        c = self.controller
        st = c.state
        if not self._stack or st is None or st.is_over:
            return False
        point = self._stack[-1]
        if st.hand_no != point.hand_no:
            return False  # the hand is over: every card of it has been seen
        return known_cards(st.observation(HUMAN_SEAT)) <= point.known

    def undo(self) -> bool:
        """Go back to just before the person's last decision; False when not allowed."""
        if not self.can_undo():
            return False
        point = self._stack.pop()
        c = self.controller
        self._restoring = True
        try:
            c.restore(point.state.clone(), copy.deepcopy(point.players))
        finally:
            self._restoring = False
        self._game = c.game_id
        self._pending = None
        # The person is asked again at once: this is the new point to come back to.
        self._on_turn(None)
        return True

    def _update(self) -> None:
        available = self.can_undo()
        if available != self._available:
            self._available = available
            self.availabilityChanged.emit(available)
