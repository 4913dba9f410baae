"""Named durations of the Cribbage felt's card animations (ms at speed "normal"), scaled
by the same speed factor as the board's pegs (timing.py) and the Cinch table."""

from __future__ import annotations

from ....ui.animation import SNAP_BACK_MS, scaled

# Cribbage moves many cards a hand (the deal, every card of the play, the show and the
# gathering): a card slides a little quicker than on the Cinch table,
# so a hand goes by briskly (benchmarks/bench_crib_pace.py measures it).
MOVE_MS = 230           # a card sliding to its new place

DEAL_STAGGER_MS = 35    # between two cards of the deal (C30: one at a time)
SPREAD_MS = 450         # the pack spread for the draw (C20)
DRAW_HOLD_MS = 900      # the drawn cards stay turned up before the deal
GO_MS = 350             # "Go" said for a player who cannot play (C52)
COUNT_HOLD_MS = 330     # the count's cards stay in view before they are turned down
COMBO_MS = 380          # one combination of the show lit (C71-C76)
SHOW_HOLD_MS = 450      # a counted hand's total stays in view
GATHER_MS = 300         # the cards gathered at the end of a hand

__all__ = ["COMBO_MS", "COUNT_HOLD_MS", "DEAL_STAGGER_MS", "DRAW_HOLD_MS", "GATHER_MS",
           "GO_MS", "MOVE_MS", "SHOW_HOLD_MS", "SNAP_BACK_MS", "SPREAD_MS", "scaled"]
