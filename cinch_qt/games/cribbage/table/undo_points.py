"""What the cribbage table's Undo goes back to (issue 25 item 9): the game, the bots and
the feed as they stood when the person was asked to decide, and the cards seat 0 had
seen then.  Loaded with the person's first turn."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import GameState
from ..engine.cards import parse_card
from ..engine.observation import Observation


def known_cards(obs: Observation) -> frozenset[int]:
    """Every card seat 0's observation holds: hand, kept, laid, the starter, the cards
    played, the crib once turned, and the cards named in the hand's public events (the
    shows): what the person had seen when asked for a decision."""
    known = set(obs.hand) | set(obs.kept) | set(obs.laid) | set(obs.crib)
    known.update(c for _, c in obs.played)
    if obs.starter is not None:
        known.add(obs.starter)
    for ev in obs.events:
        for name in ev.get("cards", ()) if isinstance(ev.get("cards"), list) else ():
            known.add(parse_card(name))
    return frozenset(known)


@dataclass
class UndoPoint:
    """Where the game stood when the person was asked to decide (Undo goes back to it)."""
    state: GameState
    players: dict | None      # None: made anew (a bot was busy when it was taken)
    hand_no: int
    known: frozenset[int]
    actions: int
    fed: tuple[int, int]
