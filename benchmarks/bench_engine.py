"""Engine speed: complete random hands per second, and random play-outs per second.

    python benchmarks/bench_engine.py [--runs 7] [--seconds 1.5]

Prints medians over several runs, on one core, with the machine.  Goals:
>= 3,000 complete random hands/s and >= 10,000 play-outs/s.
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

from cinch_qt.games.cinch.engine import (  # noqa: E402
    PLAY,
    GameState,
    Rules,
)
from cinch_qt.games.cinch.engine.playout import random_playout  # noqa: E402
from cinch_qt.games.cinch.engine.random_play import random_action  # noqa: E402


def hands_per_second(seconds: float, seed: int) -> float:
    """Complete hands: deal, bids, trump, discards, draw, rob, six tricks, score.
    Thrown-in hands count too (they are dealt and bid); the fraction is printed."""
    rng = random.Random(seed)
    state = GameState(Rules(target=1000), seed)
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        if state.is_over:
            state = GameState(Rules(target=1000), seed + hands)
        hand_no = state.hand_no
        while state.hand_no == hand_no and not state.is_over:
            state.apply(random_action(state, rng))
        hands += 1
    return hands / (time.perf_counter() - start)


def positions_after_the_draw(count: int, seed: int) -> list:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = GameState(Rules(), seed + len(out) * 7919)
        while state.phase != PLAY:
            state.apply(random_action(state, rng))
        out.append(([state.hands.get(s, 0) for s in range(4)], list(state.seats),
                    state.current, state.table))
    return out


def playouts_per_second(positions: list, seconds: float, seed: int) -> float:
    rng = random.Random(seed)
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for hands, order, leader, table in positions:
            random_playout(list(hands), order, leader, table, rng)
        done += len(positions)
    return done / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=1.5)
    args = parser.parse_args()
    print(f"machine: {describe()}; {pin_to_one_core()}")
    hands = [hands_per_second(args.seconds, 1000 + i) for i in range(args.runs)]
    positions = positions_after_the_draw(500, 7)
    plays = [playouts_per_second(positions, args.seconds, i) for i in range(args.runs)]
    print(f"complete random hands/s: median {statistics.median(hands):,.0f} "
          f"(min {min(hands):,.0f}, max {max(hands):,.0f}, {args.runs} runs; goal >= 3,000)")
    print(f"random play-outs/s after the draw: median {statistics.median(plays):,.0f} "
          f"(min {min(plays):,.0f}, max {max(plays):,.0f}, {args.runs} runs; goal >= 10,000)")


if __name__ == "__main__":
    main()
