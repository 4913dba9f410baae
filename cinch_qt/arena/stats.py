"""The arena's statistics: kept in ``cinch_qt/games/stats.py`` so the games' arena hooks
can use them without importing the arena; importable from here as before."""

from ..games.stats import contract_summary, mean_ci, percentile, t95

__all__ = ["contract_summary", "mean_ci", "percentile", "t95"]
