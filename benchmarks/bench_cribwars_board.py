"""Crib Wars board speed: moves, awards and penalty settlements per second, board load.

    python benchmarks/bench_cribwars_board.py [--runs 7] [--seconds 1.0]

Prints medians over several runs, on one core, with the machine. Moves are drawn from
every hole a peg can stand on with 1-29 points (the range of one score), so traps,
zones, slides, penalty squares and the finish all occur in their natural share.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import describe, pin_to_one_core  # noqa: E402

from cinch_qt.games.cribbage.engine.boards import (  # noqa: E402
    Board,
    PenaltyBox,
    classic_board,
    cribwars_board,
    get_board,
    settle_penalty,
)


def _cases(board: Board, count: int, seed: int) -> list[tuple[str, int]]:
    rng = random.Random(seed)
    holes = [h.id for h in board if h.id != board.finish]
    return [(rng.choice(holes), rng.randint(1, 29)) for _ in range(count)]


def per_second(fn, cases, seconds: float) -> float:
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for hole, pts in cases:
            fn(hole, pts)
        done += len(cases)
    return done / (time.perf_counter() - start)


def first_time_moves_per_second(build) -> float:
    """Every distinct score (hole, 1-29 points) computed once on a fresh board: the cost
    without the board's memo of moves already asked for."""
    board = build()
    cases = [(h.id, n) for h in board if h.id != board.finish for n in range(1, 30)]
    start = time.perf_counter()
    for hole, pts in cases:
        board.move(hole, pts)
    return len(cases) / (time.perf_counter() - start)


def settlements_per_second(board: Board, seconds: float, seed: int) -> float:
    rng = random.Random(seed)
    holes = [h.id for h in board if h.id != board.finish]
    pens = ["M70", "M160", "M218"]
    cases = []
    for _ in range(2000):
        if rng.random() < 0.5:
            cases.append(({"S": rng.choice(pens), "N": rng.choice(holes)}, ("S", "N"), "S",
                          None))
        else:
            cases.append(({"S": rng.choice(pens), "W": rng.choice(pens),
                           "E": rng.choice(holes)}, ("S", "W", "E"), "S",
                          PenaltyBox("W", 2) if rng.random() < 0.5 else None))
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for h, order, arriving, box in cases:
            settle_penalty(board, h, order, arriving, box)
        done += len(cases)
    return done / (time.perf_counter() - start)


def load_ms(build) -> float:
    start = time.perf_counter()
    build()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=1.0)
    args = parser.parse_args()
    print(f"machine: {describe()}; {pin_to_one_core()}")
    cw, classic = get_board("crib-wars"), get_board("classic")
    rows = [
        ("Crib Wars moves/s, first time (no memo)",
         [first_time_moves_per_second(cribwars_board) for _ in range(args.runs)]),
        ("Crib Wars moves/s, memoised", [per_second(cw.move, _cases(cw, 5000, i), args.seconds)
                               for i in range(args.runs)]),
        ("Crib Wars awards/s (20 points)",
         [per_second(lambda h, _p: cw.award(h), _cases(cw, 5000, i), args.seconds)
          for i in range(args.runs)]),
        ("classic moves/s, memoised",
         [per_second(classic.move, _cases(classic, 5000, i), args.seconds)
          for i in range(args.runs)]),
        ("penalty settlements/s", [settlements_per_second(cw, args.seconds, i)
                                   for i in range(args.runs)]),
        ("Crib Wars board load + validation, ms", [load_ms(cribwars_board)
                                                   for _ in range(args.runs)]),
        ("classic board build + validation, ms", [load_ms(classic_board)
                                                  for _ in range(args.runs)]),
    ]
    for label, values in rows:
        print(f"{label:42s} median {statistics.median(values):>12,.1f}  "
              f"(min {min(values):,.1f}, max {max(values):,.1f}, {args.runs} runs)")


if __name__ == "__main__":
    main()
