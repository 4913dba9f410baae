"""Bots by name: the levels the table offers and the arena accepts.

``make_player(name, seed)`` returns an object with ``choose(observation) -> action``.
A name is a level (``random``, ``easy``, ``normal``, ``expert``) or an importable
factory ``package.module:callable`` that takes the seed (the frozen players kept for
measuring live in benchmarks/cinch_frozen/, never in the shipped package).  Every call builds a new,
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


def make_player(name: str, seed: int | str = 0) -> object:
    """A player of this game by level name or ``module:factory`` (games/bots.py)."""
    return make_bot(LEVELS, name, seed)
