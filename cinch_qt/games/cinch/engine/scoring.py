"""Scoring a hand (R51, R52, R61) and deciding the game (R53, R61)."""

from __future__ import annotations

from .rules import Rules

TOTAL_POINTS = 14


def score_hand(rules: Rules, maker_side: str, bid: int, taken: dict[str, int]) -> dict[str, int]:
    """What each side scores for a hand, given the points each side took."""
    scored = {side: 0 for side in rules.sides}
    made = taken[maker_side] >= bid
    if rules.players == 3:
        # R61: each player alone; made -> everybody scores their count; set -> the
        # maker goes back by the bid and the opponents still score their counts.
        for side in rules.sides:
            scored[side] = taken[side]
        if not made:
            scored[maker_side] = -bid
        return scored
    other = next(s for s in rules.sides if s != maker_side)
    if made:
        # R51: the side with the higher count scores the difference.
        diff = taken[maker_side] - taken[other]
        if diff > 0:
            scored[maker_side] = diff
        elif diff < 0:
            scored[other] = -diff
    else:
        # R52: set -> the opponents score 14 plus the shortfall.
        scored[other] = TOTAL_POINTS + bid - taken[maker_side]
    return scored


def game_winner(rules: Rules, totals: dict[str, int], maker_side: str,
                sides_from_dealers_left: list[str]) -> str | None:
    """The side that has won (R53), or None.  With three players two may reach the
    target together: the maker wins if among them, else the higher score, else the
    player nearer the dealer's left (R61)."""
    reached = [s for s in rules.sides if totals[s] >= rules.target]
    if not reached:
        return None
    if len(reached) == 1:
        return reached[0]
    if maker_side in reached:
        return maker_side
    return min(reached, key=lambda s: (-totals[s], sides_from_dealers_left.index(s)))
