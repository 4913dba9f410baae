"""How fast the table moves, for every game: the named speeds and the one time scale
the tests and benchmarks set (pure Python, imports no game)."""

from __future__ import annotations

import math
import os

# Factors applied to every named duration; "instant" turns animation and pauses off.
SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.45, "normal": 1.0, "slow": 1.8}
# One multiplier on every duration (animations and bot pauses), on top of the speed:
# tests play whole games through the normal animation and queueing code, only quicker.
TIME_SCALE_ENV = "CINCH_QT_TIME_SCALE"


def time_scale() -> float:
    """``CINCH_QT_TIME_SCALE`` (a number above 0, at most 100; 1 when unset or bad).
    It scales durations only: "instant" stays without animation, the rest keep every
    animation step and pause."""
    raw = os.environ.get(TIME_SCALE_ENV, "").strip()
    if not raw:
        return 1.0
    try:
        value = float(raw)
    except ValueError:
        return 1.0
    return value if math.isfinite(value) and 0 < value <= 100 else 1.0


def speed_factor(speed: str) -> float:
    """The factor on every duration for the named ``speed`` (KeyError if unknown)."""
    return SPEEDS[speed] * time_scale()
