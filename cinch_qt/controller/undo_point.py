"""What Undo and Redo go back to, for every game (pure data, no Qt): the game's state,
its bots as they were (copied, so they answer again as they did), the hand, and the
cards the person had seen — the game's fairness rule compares these with what they
see now (controller/table_session.py)."""

from __future__ import annotations

from typing import Any


class UndoPoint:
    """(A plain class, not a dataclass: the session module that names it loads on the
    way to the first painted table, where making a dataclass costs.)"""

    __slots__ = ("state", "players", "hand_no", "known")

    def __init__(self, state: Any, players: dict | None, hand_no: int,
                 known: frozenset[int]) -> None:
        self.state = state
        self.players = players    # None: made anew (a bot was busy when it was taken)
        self.hand_no = hand_no
        self.known = known
