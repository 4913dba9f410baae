"""Bots by name: the levels the table offers and the arena accepts.

``make_player(name, seed)`` returns an object with ``choose(observation) -> action``.
A name is a level (``random``, ``easy``, ``normal``, ``expert``) or an importable
factory ``package.module:callable`` that takes the seed.  Every call builds a new,
independent player, so players may run in separate threads.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from .easy import EasyBot
from .expert import ExpertBot
from .normal import NormalBot
from .random_player import RandomPlayer

LEVELS: dict[str, Callable[[int | str], object]] = {
    "random": RandomPlayer,
    "easy": EasyBot,
    "normal": NormalBot,
    "expert": ExpertBot,
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
