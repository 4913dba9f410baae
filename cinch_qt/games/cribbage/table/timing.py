"""Named peg-animation durations (milliseconds at speed "normal").

They are scaled by the same factor as the Cinch table's (``TableSettings.speed_factor``,
which includes ``CINCH_QT_TIME_SCALE``) through :func:`cinch_qt.ui.animation.scaled`.
"""

from __future__ import annotations

from ....ui.animation import scaled

STEP_MS = 50            # one hole walked
RETREAT_STEP_MS = 30    # one hole of a retreat (W37: straight back, nothing acts on it)
LIFT_MS = 120           # the back peg lifted over the front one (leapfrog, W45)
SLIDE_MS = 500          # a red jump sliding along its arrow (W10)
SKIP_MS = 180           # an award hopping past a trap or penalty square (W36)
LABEL_HOLD_MS = 400     # what scored stays in view after the peg stops
SQUARE_HOLD_MS = 850    # a square's effect named before the next move plays
FADE_MS = 150           # a label fading out

__all__ = ["FADE_MS", "LABEL_HOLD_MS", "LIFT_MS", "RETREAT_STEP_MS", "SKIP_MS", "SLIDE_MS",
           "SQUARE_HOLD_MS", "STEP_MS", "scaled"]
