"""Where the randomness comes from (C20, C24, C41).

A game draws its cards from a ``Shuffler``: the seeded one below for a new game, or the
one in ``record.py`` that hands back what a record says.  One generator per hand, keyed
by seed and hand number, so a game resumed from its record deals the same later hands as
the original would have.
"""

from __future__ import annotations

import random

from .cards import DECK


class Shuffler:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._draw_rng = random.Random(f"cribbage-draw:{seed}")
        self._hand_rng: random.Random | None = None

    def draw(self, seats: list[int]) -> list[tuple[int, int]]:
        """C20, C21: one round of the draw for first deal (a fresh shuffled pack)."""
        pack = list(DECK)
        self._draw_rng.shuffle(pack)
        return list(zip(seats, pack, strict=False))

    def pack(self, hand_no: int) -> list[int]:
        """C24, C30: the shuffled pack for hand ``hand_no``, top card first."""
        rng = self._hand_rng = random.Random(f"cribbage-deal:{self.seed}:{hand_no}")
        # Sorting by random keys is a uniform shuffle (ties have probability 2**-53) and
        # three times faster than random.shuffle, which matters to simulation.
        return sorted(DECK, key=lambda _c, r=rng.random: r())

    def cut(self, hand_no: int, size: int) -> int:
        """C41: cards lifted off a stock of ``size``; each packet keeps at least four."""
        rng = self._hand_rng or random.Random(f"cribbage-cut:{self.seed}:{hand_no}")
        return rng.randint(4, size - 4)
