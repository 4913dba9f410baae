"""``python -m cinch_qt.arena [--game NAME] …``: computer players against each other,
measured honestly, for any registered game.

The game named (``games.DEFAULT_GAME`` when ``--game`` is absent, so every earlier
command line works unchanged) parses its own options and prints its own report when it
has an arena front-end, its ``arena_cli`` companion (``main(argv, info, kit)``, handed
the arena's runner and report pieces in ``kit``); any other game gets the generic
front-end (generic_cli.py).  Either way the deals are played by loop.py through the
game's hooks, and this module names no game.
"""

from __future__ import annotations

import sys

from ..games import DEFAULT_GAME, GAMES
from . import kit
from .generic_cli import main as generic_main


def game_of(argv: list[str]) -> tuple[str, list[str]]:
    """``--game NAME`` (or ``--game=NAME``) anywhere on the line; the default game when
    absent."""
    rest = list(argv)
    for i, arg in enumerate(rest):
        if arg == "--game" and i + 1 < len(rest):
            return rest[i + 1], rest[:i] + rest[i + 2:]
        if arg.startswith("--game="):
            return arg.split("=", 1)[1], rest[:i] + rest[i + 1:]
    return DEFAULT_GAME, rest


def main(argv: list[str] | None = None) -> int:
    game, argv = game_of(sys.argv[1:] if argv is None else argv)
    info = GAMES.get(game)
    if info is None:
        print(f"arena: unknown game {game!r} ({', '.join(sorted(GAMES))})", file=sys.stderr)
        return 2
    front = info.arena_front()
    if front is None:
        return generic_main(argv, info)
    return front(argv, info, kit)
