"""Who sits where in a measured match (pure Python, no game, no Qt): the seatings a deal
is played with.  Beside the games, not in the arena, because a game's own arena
front-end builds its line-ups with it, and nothing under ``games/`` imports the arena
(tests/shell/test_layers.py); the arena's loop uses it from here."""

from __future__ import annotations

from collections.abc import Sequence

Seating = dict[int, tuple[str, str]]          # seat -> (line-up, bot name)


def rotations(seats: Sequence[int], n_sides: int, first: Seating, duplicate: bool
              ) -> list[Seating]:
    """The seatings each deal is played with: ``first`` alone, or in duplicate play the
    seats rotated one step at a time, as many times as the game has sides (two sides:
    the line-ups swap; three: each bot sits in each seat once)."""
    if not duplicate:
        return [dict(first)]
    seats = list(seats)
    n = len(seats)
    return [{seats[(i + shift) % n]: first[seats[i]] for i in range(n)}
            for shift in range(n_sides)]
