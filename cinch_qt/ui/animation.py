"""Named animation durations (milliseconds at speed "normal"), scaled by the speed setting."""

from __future__ import annotations

MOVE_MS = 280          # a card sliding to its new place
DEAL_STAGGER_MS = 90   # between packets of three during the deal (R15)
TRICK_HOLD_MS = 900    # a finished trick stays in view before it sweeps to the winner
SWEEP_MS = 380         # the sweep itself
SNAP_BACK_MS = 220     # a refused drop returning to the hand


def scaled(ms: int, factor: float) -> int:
    """``ms`` times the speed factor; never 0 while animation is on, so a very small
    factor (tests) still runs every pause and move as a step of its own."""
    if factor <= 0 or ms <= 0:
        return 0
    return max(1, int(round(ms * factor)))
