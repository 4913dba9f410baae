"""Cribbage players (issue 16): pure Python, no Qt.

``make_player(name, seed)`` returns an object with ``choose(observation) -> action``.
A name is a level (``random``, ``easy``, ``normal``, ``expert``), a level without board
sense (``expert-noboard``, ``normal-noboard``), or an importable factory
``package.module:callable`` that takes the seed.  ``hint(observation)`` gives the
strongest level's choice with its reason as data (``hint.py``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import partial

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
    if not isinstance(name, str) or not name:
        raise ValueError(f"a bot name must be a non-empty string, not {name!r}")
    if name in LEVELS:
        return LEVELS[name](seed)
    if ":" in name:
        module_name, _, attr = name.partition(":")
        try:
            factory = getattr(importlib.import_module(module_name), attr)
        except (ImportError, AttributeError, ValueError) as exc:
            raise ValueError(f"cannot load bot {name!r}: {exc}") from None
        if not callable(factory):
            raise ValueError(f"cannot load bot {name!r}: {attr} is not callable")
        player = factory(seed)
        if not callable(getattr(player, "choose", None)):
            raise ValueError(f"bot {name!r} has no choose(observation) method")
        return player
    raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(LEVELS)} "
                     f"or give package.module:factory")


__all__ = ["CribBot", "RandomPlayer", "EasyBot", "NormalBot", "ExpertBot", "LEVELS",
           "STRONGEST", "make_player", "Hint", "hint"]
