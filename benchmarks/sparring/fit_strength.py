"""Fit the hand-strength table (strength.py) from rule-of-thumb play-outs.

For random deals, every seat in turn as maker in every suit: the points the maker's
side takes in ``handsim.simulate``, regressed by least squares on which trumps the
maker holds (14 indicators in trump order) and whether the maker deals.  Prints the
table to paste into strength.py.  Seeds 33,000,000+ (the tuning seeds).

Run:  python -m benchmarks.sparring.fit_strength [--deals N]
"""

from __future__ import annotations

import argparse
import random

from cinch_qt.games.cinch.engine.rules import SEATS_BY_PLAYERS

from .geo import GEOS
from .handsim import simulate
from .strength import features, side_map


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        p = m[col][col]
        if abs(p) < 1e-12:
            continue
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / p
                for k in range(col, n + 1):
                    m[r][k] -= f * m[col][k]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def fit(players: int, deals: int, seed: int) -> list[float]:
    seats = SEATS_BY_PLAYERS[players]
    side, nsides = side_map(players)
    k = 16
    ata = [[0.0] * k for _ in range(k)]
    atb = [0.0] * k
    rng = random.Random(seed)
    for _ in range(deals):
        cards = list(range(52))
        rng.shuffle(cards)
        deal = [0, 0, 0, 0]
        for i, s in enumerate(seats):
            for c in cards[9 * i:9 * i + 9]:
                deal[s] |= 1 << c
        pack = cards[9 * players:]
        dealer = rng.choice(seats)
        for maker in seats:
            for t in range(4):
                g = GEOS[t]
                taken = simulate(g, seats, side, nsides, dealer, deal, pack, maker)
                x = features(g, deal[maker], maker == dealer)
                y = taken[side[maker]]
                for i in range(k):
                    if x[i]:
                        atb[i] += x[i] * y
                        for j in range(k):
                            ata[i][j] += x[i] * x[j]
    for i in range(k):
        ata[i][i] += 1e-6
    return solve(ata, atb)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=1500)
    p.add_argument("--seed", type=int, default=33_000_000)
    args = p.parse_args()
    for players in (2, 3, 4):
        w = fit(players, args.deals, args.seed + players)
        print(f"    {players}: ({', '.join(f'{x:.3f}' for x in w)}),")


if __name__ == "__main__":
    main()
