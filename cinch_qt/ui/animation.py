"""Named animation durations (milliseconds at speed "normal"), scaled by the speed setting."""

from __future__ import annotations

MOVE_MS = 280          # a card sliding to its new place
DEAL_STAGGER_MS = 90   # between packets of three during the deal (R15)
TRICK_HOLD_MS = 900    # a finished trick stays in view before it sweeps to the winner
SWEEP_MS = 380         # the sweep itself
SNAP_BACK_MS = 220     # a refused drop returning to the hand


def scaled(ms: int, factor: float) -> int:
    return int(round(ms * factor))
