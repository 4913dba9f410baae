"""The cards seat 0 had seen when asked to decide, which the cribbage table's Undo point
keeps (the point itself, and Undo and Redo, are the shell's: controller/undo_point.py,
controller/table_session.py).  Loaded with the person's first turn."""

from __future__ import annotations

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
