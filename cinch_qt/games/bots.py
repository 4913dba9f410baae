"""Making a computer player by name, for every game (pure Python, no Qt).

A game's ``ai`` package keeps its own table of levels; a name that is not a level may
be ``package.module:factory``, so anybody can sit their own bot at the table or in the
arena without touching the project (docs/bots.md)."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from functools import partial


def make_bot(levels: Mapping[str, Callable[[int | str], object]], name: str,
             seed: int | str = 0) -> object:
    """The player called ``name``: a level from ``levels`` or ``module:factory``;
    ValueError with the reason for anything else."""
    if not isinstance(name, str) or not name:
        raise ValueError(f"a bot name must be a non-empty string, not {name!r}")
    if name in levels:
        return levels[name](seed)
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
    raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(levels)} "
                     f"or give package.module:factory")


class LazyLevels(Mapping):
    """A level table whose levels are imported when one is first made: the names are
    known at once (menus, settings, checks), the search code loads with the first bot
    (a table's first frame needs no AI)."""

    def __init__(self, package: str,
                 where: dict[str, str | tuple[str, dict[str, object]]]) -> None:
        self._package = package
        # level -> ".module:factory" (relative to package), or that with keyword
        # arguments the factory is always given (a level that is another's variant)
        self._where = dict(where)
        self._made: dict[str, Callable[[int | str], object]] = {}

    def __getitem__(self, name: str) -> Callable[[int | str], object]:
        factory = self._made.get(name)
        if factory is None:
            spec = self._where[name]
            path, kwargs = (spec, {}) if isinstance(spec, str) else spec
            module, _, attr = path.partition(":")
            factory = getattr(importlib.import_module(module, self._package), attr)
            if kwargs:
                factory = partial(factory, **kwargs)
            self._made[name] = factory
        return factory

    def __contains__(self, name: object) -> bool:
        return name in self._where   # without importing the level

    def __iter__(self) -> Iterator[str]:
        return iter(self._where)

    def __len__(self) -> int:
        return len(self._where)
