"""A sparring partner for Cinch: a strong computer player written apart from the
program's levels (not derived from the Expert), kept with the benchmarks as measuring
equipment, never shipped.

``make(seed)`` builds one (the ``module:factory`` form the bot registry accepts:
``benchmarks.sparring:make``); ``make_level(name, seed)`` makes ``sparring`` or any
level of the program's registry, for match scripts.
"""

from __future__ import annotations

from .bot import SparringBot, make

LEVELS = {"sparring": make}


def make_level(name: str, seed: int | str = 0) -> object:
    """``sparring`` (this package) or any level or ``module:factory`` the program's
    registry knows."""
    if name in LEVELS:
        return LEVELS[name](seed)
    from cinch_qt.games.cinch.ai.registry import make_player
    return make_player(name, seed)


__all__ = ["SparringBot", "make", "make_level", "LEVELS"]
