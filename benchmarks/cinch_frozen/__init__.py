"""Cinch players frozen for measuring only, never shipped: the Expert as it was before
the one-brain evaluation (``expert-before``, ``expert_before.py``) and the Expert before
the simulated auction it relied on (``expert-v1``, ``expert_v1.py``), each with a copy of
every search and sampling module they used, so a change to the shipped ``ai`` package
never changes what they do.

``make_player(name, seed)`` makes one of these by name and hands every other name to the
game's registry (``cinch_qt.games.cinch.ai.registry``); benchmarks call it instead of the
registry so ``--b expert-before`` works wherever a level is asked for.
"""

from __future__ import annotations

import importlib

FROZEN = {
    "expert-before": ("expert_before", "ExpertBeforeBot"),
    "expert-v1": ("expert_v1", "ExpertV1Bot"),
}


def make_player(name: str, seed: int | str = 0) -> object:
    """A frozen player by name, else the registry's level or ``module:factory``."""
    if name in FROZEN:
        module, cls = FROZEN[name]
        return getattr(importlib.import_module(f"{__name__}.{module}"), cls)(seed)
    from cinch_qt.games.cinch.ai.registry import make_player as shipped
    return shipped(name, seed)
