"""What every game's arena hooks share (pure Python; nothing here imports the arena,
which reaches a game through its ``arena_hooks()``): the seats in turn order from the
state's rules, the bots made by the game's ``make_player``, and seats labelled by their
number unless the game names them."""

from __future__ import annotations

from typing import Any


class GameArenaHooks:
    # A game's own deal and bot seeds (methods of the same names), or None: the arena
    # loop's own (arena/loop.ArenaHooks).
    deal_seed: Any = None
    bot_seed: Any = None

    @staticmethod
    def make_player(name: str, seed: str) -> Any:
        """The game's bot called ``name`` (a level or ``module:factory``)."""
        raise NotImplementedError

    def seats(self, state: Any) -> list[int]:
        return list(state.rules.seats)

    def make_bot(self, name: str, seed: str) -> Any:
        return self.make_player(name, seed)

    def seat_label(self, seat: int) -> str:
        return str(seat)
