"""Playing one Cinch deal (``--hands``) or game (``--games``) for the arena, in any
worker process, through the generic loop (loop.py) and Cinch's arena hooks."""

from __future__ import annotations

from dataclasses import asdict

from ..games import get_game
from ..games.cinch.engine import Rules
from .loop import ArenaError, Outcome, Seating, deal_seed

__all__ = ["ArenaError", "Outcome", "deal_seed", "play"]


def play(rules: Rules, seed: int, index: int, seatings: list[Seating],
         games: bool, want_records: bool) -> Outcome:
    from .loop import play as play_loop
    info = get_game("cinch")
    return play_loop(info, info.load().arena_hooks(), asdict(rules), seed, index, seatings,
                     games, want_records)
