"""Random play-outs of the pegging, for simulation (the AI's search; benchmarks).

The same rules as the state's play (C50–C55, scoring by ``peg_points``) without the
events, the board or folding: only the points each side pegs, as plain ints.  A test
plays the state and this loop with the same choices and compares the points.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .cards import RANK, VALUE
from .scoring import peg_points


def peg_playout(hands: Sequence[Sequence[int]], sides: Sequence[int], n_sides: int,
                rng: random.Random) -> list[int]:
    """Play out the pegging: ``hands`` in play order (the first plays first), ``sides``
    the side of each; each player lays a random card that fits.  Points per side."""
    held = [list(h) for h in hands]
    n = len(held)
    pts = [0] * n_sides
    remaining = sum(len(h) for h in held)
    count = 0
    seq: list[int] = []
    last = -1
    cur = 0
    passed = 0
    choice = rng.choice
    while remaining:
        hand = held[cur]
        room = 31 - count
        fits = [c for c in hand if VALUE[c] <= room]
        if fits:
            card = choice(fits)
            hand.remove(card)
            remaining -= 1
            count += VALUE[card]
            seq.append(RANK[card])
            last = cur
            p = peg_points(seq, count)
            if p:
                pts[sides[cur]] += p
            passed = 0
            if count == 31:                       # C54: new count, no go point
                count = 0
                seq = []
                cur = _next_holder(held, cur)
                continue
            cur = (cur + 1) % n
            continue
        passed += 1
        if passed < n:
            cur = (cur + 1) % n
            continue
        pts[sides[last]] += 1                     # C53: go point to the last card
        count = 0
        seq = []
        passed = 0
        cur = _next_holder(held, last)
    if count:                                     # C55: the last card, unless it made 31
        pts[sides[last]] += 1
    return pts


def _next_holder(held: list[list[int]], after: int) -> int:
    n = len(held)
    for k in range(1, n + 1):
        seat = (after + k) % n
        if held[seat]:
            return seat
    return after
