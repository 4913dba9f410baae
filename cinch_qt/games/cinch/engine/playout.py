"""Fast random play-outs of the tricks, for simulation (benchmarks, search baselines).

Uses the same rule functions as the game (tricks.legal_mask, tricks.beats), on plain
lists indexed by seat, so a play-out costs a few microseconds per card.
"""

from __future__ import annotations

import random

from .cards import TrumpTable
from .tricks import beats, legal_mask


def random_playout(hands: list[int], order: list[int], leader: int, table: TrumpTable,
                   rng: random.Random) -> list[int]:
    """Play out the remaining tricks at random from a trick boundary.

    ``hands`` holds a card mask per seat index (modified in place: pass a copy),
    ``order`` the seats in clockwise order.  Returns the scoring points each seat won.
    """
    won = [0] * 4
    points = table.points
    pos = {s: i for i, s in enumerate(order)}
    n = len(order)
    randbelow = rng.randrange
    while hands[leader]:
        led = -1
        best_card = -1
        best_seat = leader
        trick_points = 0
        i = pos[leader]
        for k in range(n):
            seat = order[(i + k) % n]
            legal = legal_mask(hands[seat], led, table)
            pick = randbelow(legal.bit_count())
            while pick:
                legal &= legal - 1
                pick -= 1
            card = (legal & -legal).bit_length() - 1
            hands[seat] &= ~(1 << card)
            trick_points += points[card]
            if led < 0:
                led = best_card = card
            elif beats(card, best_card, table):
                best_card, best_seat = card, seat
        won[best_seat] += trick_points
        leader = best_seat
    return won
