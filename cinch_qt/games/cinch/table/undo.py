"""Cinch's Undo rule (the session's Undo and Redo are the shell's,
controller/table_session.py): the person's last decision may be taken back while
nothing hidden has been revealed to them since.

Each time the person is asked to act, the game and the computer players are copied as
they stand (the shell's ``UndoPoint``). Undo puts both back: the bots' generators
included, so they answer the same as before — taking a decision back never shows a bot's
hidden cards and never buys a different answer from it. What counts as revealed is any
card the person's own observation (engine/observation.py) holds now and did not hold
then: a card another player played, cards drawn, a new deal, the pack while robbing,
dead trumps shown. Bids are public and hide no card, so a bid may be taken back after
the others have answered it.

Games with undos are marked ("cinch_qt": {"undos": n} in the record; a column of the
games database) so the statistics can tell them apart.
"""

from __future__ import annotations

from ....controller.undo_point import UndoPoint
from ..engine.observation import Observation
from ..engine.state import GameState


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


def may_take_back(point: UndoPoint, state: GameState, seat: int) -> bool:
    """A decision to take back, with nothing hidden revealed since it: the same hand,
    and no card in ``seat``'s observation now that was not in it then."""
    if state.hand_no != point.hand_no:
        return False  # the hand is over: every card of it has been seen
    return known_cards(state.observation(seat)) <= point.known
