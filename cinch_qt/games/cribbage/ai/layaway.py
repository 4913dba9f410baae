"""Judging a lay-away (C31–C34): the kept hand over every starter, the crib, the play.

Every function takes what the seat knows (its dealt cards, the seats, whose crib) and
nothing hidden; the starters averaged over are every card the seat has not seen.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import RANK, VALUE
from ..engine.scoring import RANK_KEY, RANK_POINTS, score_hand
from . import board_sense
from .pegging import playout_points


def hand_ev(kept: Sequence[int], starters: Sequence[int]) -> float:
    """Exact mean show total of ``kept`` over ``starters`` (C71–C76)."""
    return sum(score_hand(kept, s) for s in starters) / len(starters)


def four_card_points(kept: Sequence[int]) -> int:
    """Fifteens, pairs and runs the four cards hold without a starter."""
    return RANK_POINTS[sum(RANK_KEY[c] for c in kept)]


def fixed_crib_guess(cards: Sequence[int]) -> float:
    """A rule-of-thumb crib value for the cards laid away (Normal's estimate): a base of
    four points, more for fives, pairs, fifteens and near-runs."""
    v = 4.0
    v += sum(1.5 for c in cards if VALUE[c] == 5)
    if len(cards) == 2:
        a, b = cards
        if RANK[a] == RANK[b]:
            v += 2.0
        elif VALUE[a] + VALUE[b] == 15:
            v += 2.0
        elif abs(RANK[a] - RANK[b]) <= 2:
            v += 1.0
    return v


@dataclass
class Choice:
    """One way to lay away, with what it is expected to bring."""
    laid: tuple[int, ...]
    kept: tuple[int, ...]
    hand: float = 0.0
    crib: float = 0.0          # signed: plus for our crib, minus for another side's
    pegging: float = 0.0       # our play points minus the others' (weighted)
    board: float = 0.0         # board sense: landing bonus of the show
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def total(self) -> float:
        return self.hand + self.crib + self.pegging + self.board


def choices(dealt: Sequence[int], count: int) -> list[Choice]:
    out = []
    for laid in itertools.combinations(dealt, count):
        kept = tuple(c for c in dealt if c not in laid)
        out.append(Choice(tuple(laid), kept))
    return out


def add_hand(cs: list[Choice], starters: Sequence[int]) -> None:
    for c in cs:
        c.hand = hand_ev(c.kept, starters)


def add_crib(cs: list[Choice], estimate: Callable[[tuple[int, ...]], float],
             sign: float) -> None:
    for c in cs:
        c.crib = sign * estimate(c.laid)


def add_pegging(cs: list[Choice], pool: Sequence[int], order_sides: Sequence[int],
                me: int, me_side: int, w: float, samples: int, rng,
                weight: float = 1.0) -> None:
    """Greedy play-outs against guessed hands from ``pool`` (the same guesses for every
    choice, so that the choices are compared on the same deals)."""
    n = len(order_sides)
    n_sides = max(order_sides) + 1
    size = len(cs[0].kept)
    worlds = []
    for _ in range(samples):
        cards = rng.sample(list(pool), size * (n - 1))
        hands = [cards[i * size:(i + 1) * size] for i in range(n - 1)]
        worlds.append([[RANK[c] for c in h] for h in hands])
    for c in cs:
        mine = [RANK[x] for x in c.kept]
        total = 0.0
        for others in worlds:
            hands = others[:me] + [mine] + others[me:]
            pts = playout_points(hands, order_sides, n_sides)
            total += sum(p if s == me_side else -w * p for s, p in enumerate(pts))
        c.pegging = weight * total / samples


def add_board(cs: list[Choice], board: Any, hole: str, starters: Sequence[int]) -> None:
    """The mean landing bonus of the show, the peg having moved on a few holes in the
    play first (0, 2, 4 or 6: where exactly is not known yet)."""
    holes = [hole]
    for k in (2, 4, 6):
        mv = board.move(hole, k)
        if not mv.finished:
            holes.append(mv.end)
    for c in cs:
        total = 0.0
        for s in starters:
            p = score_hand(c.kept, s)
            for h in holes:
                total += board_sense.bonus(board, h, p)
        c.board = total / (len(starters) * len(holes))
