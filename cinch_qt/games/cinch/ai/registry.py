"""Bots by name: the levels the table offers and the arena accepts.

``make_player(name, seed)`` returns an object with ``choose(observation) -> action``.
A name is a level (``random``, ``easy``, ``normal``, ``expert``; ``expert-v1`` for
measuring only) or an importable
factory ``package.module:callable`` that takes the seed.  Every call builds a new,
independent player, so players may run in separate threads.
"""

from __future__ import annotations

from ...bots import LazyLevels, make_bot

# Imported when a bot of that level is first made.
LEVELS = LazyLevels(__package__, {
    "random": ".random_player:RandomPlayer",
    "easy": ".easy:EasyBot",
    "normal": ".normal:NormalBot",
    "expert": ".expert:ExpertBot",
})
STRONGEST = "expert"
# Levels kept for measuring, never offered at the table (the settings list LEVELS):
# today's Expert is compared with the one before issue 32 (benchmarks/expert_duplicate.py).
HIDDEN_LEVELS = LazyLevels(__package__, {
    "expert-v1": ".expert_v1:ExpertV1Bot",
})


def make_player(name: str, seed: int | str = 0) -> object:
    """A player of this game by level name (``HIDDEN_LEVELS`` too) or
    ``module:factory`` (games/bots.py)."""
    if isinstance(name, str) and name in HIDDEN_LEVELS:
        return HIDDEN_LEVELS[name](seed)
    return make_bot(LEVELS, name, seed)
