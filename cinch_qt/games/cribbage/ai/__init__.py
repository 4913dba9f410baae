"""Cribbage players (issue 16): pure Python, no Qt.

``make_player(name, seed)`` returns an object with ``choose(observation) -> action``.
A name is a level (``random``, ``easy``, ``normal``, ``expert``), a level without board
sense (``expert-noboard``, ``normal-noboard``), the Expert before issue 27
(``expert-v1``, for measuring; the program does not offer it), the Expert laying
away with the fourth round's tables (``expert-tables``, the same), the Expert without
the fifth round's blend (``expert-noblend``, the same; ``expert-blend`` is the Expert's
old name in the fifth round's measurements), or an importable factory
``package.module:callable`` that takes the seed.  ``hint(observation)`` gives the
strongest level's choice with its reason as data (``hint.py``).

The levels' modules are imported when a player is first made (issue 19): the program
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
    # Issue 27, fifth round: the Expert lays away by points where the game values of its
    # best keeps are within noise of each other (classic board, two players).
    "expert": ".expert_blend:ExpertBlendBot",
    "normal-noboard": (".normal:NormalBot", {"board_sense": False}),
    "expert-noboard": (".expert:ExpertBot", {"board_sense": False}),
    # Issue 27: the Expert before it played for the game, for the arena and benchmarks.
    "expert-v1": ".expert_v1:ExpertV1Bot",
    # Issue 27, fourth round: the Expert laying away with the generated tables, for
    # measuring (not offered: it measured no better in whole games).
    "expert-tables": (".expert:ExpertBot", {"tables": True}),
    # The fifth round's measurements name the Expert so; the Expert before it.
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
