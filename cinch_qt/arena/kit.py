"""What the arena hands a game's own arena front-end (its ``arena_cli`` companion, which
parses the game's options and prints its report): the loop's runner and the report
pieces every game shares.  The front-end is given this module rather than importing the
arena, so the arrow still runs one way (the arena asks the games; tests/shell/test_layers.py)."""

from ..games.seating import Seating, rotations
from .loop import Outcome
from .options import check_counts
from .report import print_times
from .runner import outcomes
from .stats import mean_ci, percentile

__all__ = ["Outcome", "Seating", "check_counts", "mean_ci", "outcomes", "percentile",
           "print_times", "rotations"]
