"""Bots by name: the levels the table offers and the arena accepts.

``make_player(name, seed)`` returns an object with ``choose(observation) -> action``.
A name is a level (``random``, ``easy``, ``normal``, ``expert``) or an importable
factory ``package.module:callable``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from .random_player import RandomPlayer

LEVELS: dict[str, Callable[[int | str], object]] = {
    "random": RandomPlayer,
}
STRONGEST = "random"


def make_player(name: str, seed: int | str = 0) -> object:
    if name in LEVELS:
        return LEVELS[name](seed)
    if ":" in name:
        module_name, _, attr = name.partition(":")
        try:
            factory = getattr(importlib.import_module(module_name), attr)
        except (ImportError, AttributeError) as exc:
            raise ValueError(f"cannot load bot {name!r}: {exc}") from None
        return factory(seed)
    raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(LEVELS)} "
                     f"or give package.module:factory")
