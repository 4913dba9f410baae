"""Named durations of the Cribbage felt's card animations (ms at speed "normal"), scaled
by the same speed factor as the board's pegs (timing.py) and the Cinch table."""

from __future__ import annotations

from ....ui.animation import MOVE_MS, SNAP_BACK_MS, scaled

DEAL_STAGGER_MS = 45    # between two cards of the deal (C30: one at a time)
SPREAD_MS = 450         # the pack spread for the draw (C20)
DRAW_HOLD_MS = 1100     # the drawn cards stay turned up before the deal
GO_MS = 450             # "Go" said for a player who cannot play (C52)
COUNT_HOLD_MS = 650     # the count's cards stay in view before they are turned down
COMBO_MS = 650          # one combination of the show lit (C71-C76)
SHOW_HOLD_MS = 700      # a counted hand's total stays in view
GATHER_MS = 350         # the cards gathered at the end of a hand

__all__ = ["COMBO_MS", "COUNT_HOLD_MS", "DEAL_STAGGER_MS", "DRAW_HOLD_MS", "GATHER_MS",
           "GO_MS", "MOVE_MS", "SHOW_HOLD_MS", "SNAP_BACK_MS", "SPREAD_MS", "scaled"]
