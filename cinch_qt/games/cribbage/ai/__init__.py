"""Cribbage players (issue 16): pure Python, no Qt.

``make_player(name, seed)`` returns an object with ``choose(observation) -> action``.
A name is a level (``random``, ``easy``, ``normal``, ``expert``), a level without board
sense (``expert-noboard``, ``normal-noboard``), or an importable factory
``package.module:callable`` that takes the seed.  ``hint(observation)`` gives the
strongest level's choice with its reason as data (``hint.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ...bots import make_bot
from .base import CribBot, RandomPlayer
from .easy import EasyBot
from .expert import ExpertBot
from .hint import Hint, hint
from .normal import NormalBot

LEVELS: dict[str, Callable[[int | str], object]] = {
    "random": RandomPlayer,
    "easy": EasyBot,
    "normal": NormalBot,
    "expert": ExpertBot,
    "normal-noboard": partial(NormalBot, board_sense=False),
    "expert-noboard": partial(ExpertBot, board_sense=False),
}
STRONGEST = "expert"


def make_player(name: str, seed: int | str = 0) -> object:
    """A player of this game by level name or ``module:factory`` (games/bots.py)."""
    return make_bot(LEVELS, name, seed)


__all__ = ["CribBot", "RandomPlayer", "EasyBot", "NormalBot", "ExpertBot", "LEVELS",
           "STRONGEST", "make_player", "Hint", "hint"]
