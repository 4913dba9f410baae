"""Cribbage players: pure Python, no Qt.

``make_player(name, seed)`` returns an object with ``choose(observation) -> action``.
A name is a level (``random``, ``easy``, ``normal``, ``expert``), a level without board
sense (``expert-noboard``, ``normal-noboard``), the Expert that plays for points
(``expert-v1``, for measuring; the program does not offer it), the Expert laying
away with the generated tables (``expert-tables``, the same), the Expert without
the blend with points (``expert-noblend``, the same; ``expert-blend`` is the Expert's
name in the measurements of docs/bots.md), or an importable factory
``package.module:callable`` that takes the seed.  ``hint(observation)`` gives the
strongest level's choice with its reason as data (``hint.py``).

The levels' modules are imported when a player is first made: the program
names the levels at start-up (``--level`` is checked against ``LEVELS``) long before
any bot is asked for a move, and the first painted table does not wait for them.
"""

from __future__ import annotations

import sys
import types

from ....lazy_names import lazy_names
from ...bots import LazyLevels, make_bot

# Imported when a player of that level is first made.
LEVELS = LazyLevels(__package__, {
    "random": ".base:RandomPlayer",
    "easy": ".easy:EasyBot",
    "normal": ".normal:NormalBot",
    # The Expert lays away by points where the game values of its
    # best keeps are within noise of each other (classic board, two players).
    "expert": ".expert_blend:ExpertBlendBot",
    "normal-noboard": (".normal:NormalBot", {"board_sense": False}),
    "expert-noboard": (".expert:ExpertBot", {"board_sense": False}),
    # The Expert that plays for points (the yardstick), for the arena and benchmarks.
    "expert-v1": ".expert_v1:ExpertV1Bot",
    # The Expert laying away with the generated tables, for
    # measuring (not offered: it measured no better in whole games).
    "expert-tables": (".expert:ExpertBot", {"tables": True}),
    # docs/bots.md's measurements name the Expert so; the Expert without the blend.
    "expert-blend": ".expert_blend:ExpertBlendBot",
    "expert-noblend": ".expert:ExpertBot",
})
STRONGEST = "expert"


def make_player(name: str, seed: int | str = 0) -> object:
    """A player of this game by level name or ``module:factory`` (games/bots.py)."""
    return make_bot(LEVELS, name, seed)


class _Package(types.ModuleType):
    """This package, whose ``hint`` stays the function: importing the submodule
    ``ai.hint`` (which the hint's callers do) would otherwise rebind the name to it."""

    def __setattr__(self, name: str, value: object) -> None:
        if name == "hint" and isinstance(value, types.ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package


# The names this package gives on request, from the module that holds each.
__getattr__ = lazy_names(__name__, {
    "CribBot": "base", "RandomPlayer": "base", "EasyBot": "easy", "NormalBot": "normal",
    "ExpertBot": "expert", "Hint": "hint", "hint": "hint"})


__all__ = ["CribBot", "RandomPlayer", "EasyBot", "NormalBot", "ExpertBot", "LEVELS",
           "STRONGEST", "make_player", "Hint", "hint"]
