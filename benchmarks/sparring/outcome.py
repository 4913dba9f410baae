"""What a finished hand is worth to one side (R51, R52, R61).

Sides are small ints (seat -> side index).  Two sides (two players, or four in
partnerships): made -> the difference of the counts goes to the higher count (R51), so
the maker's side nets its count minus the other's; set -> the other side scores 14 plus
the shortfall (R52).  Three players (R61): made -> everybody scores their own count;
set -> the maker goes back by the bid, the others still score their counts; a player's
worth is their score minus the mean of the other two's.
"""

from __future__ import annotations

TOTAL = 14


def hand_value(taken: list[int], maker: int, bid: int, root: int) -> float:
    """``root``'s score minus the others' (mean) for points ``taken`` by side."""
    if len(taken) == 2:
        if taken[maker] >= bid:
            v = taken[maker] - taken[1 - maker]
        else:
            v = -(TOTAL + bid - taken[maker])
        return v if root == maker else -v
    scored = list(taken)
    if taken[maker] < bid:
        scored[maker] = -bid
    return scored[root] - (sum(scored) - scored[root]) / 2
