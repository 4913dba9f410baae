"""Cribbage engine speed, and the classic table of hand scores.

    python benchmarks/bench_cribbage.py [--runs 5] [--seconds 1.5] [--no-table]

Prints medians over several runs, on one core, with the machine.  Rates are per second
of the process's CPU time (``time.process_time``), so that other programs sharing the
machine do not change them much; the load average is printed too.  Goals:
>= 500,000 hands+starters scored/s, >= 3,000 complete random two-player deals/s,
>= 30,000 random pegging play-outs/s from a position after the starter, and the full
distribution of the 12,994,800 four-card hands with a starter in under a minute
(29 is the maximum; 19, 25, 26 and 27 never occur).
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import describe, pin_to_one_core  # noqa: E402

from cinch_qt.games.cribbage.engine import GameState, Rules, score_hand  # noqa: E402
from cinch_qt.games.cribbage.engine.cards import JACK, RANK, SUIT  # noqa: E402
from cinch_qt.games.cribbage.engine.playout import peg_playout  # noqa: E402
from cinch_qt.games.cribbage.engine.scoring import RANK_KEY, RANK_POINTS  # noqa: E402

# The classic table (every cribbage reference prints it): hands of each total.
CLASSIC = {0: 1009008, 1: 99792, 2: 2813796, 3: 505008, 4: 2855676, 5: 697508, 6: 1800268,
           7: 751324, 8: 1137236, 9: 361224, 10: 388740, 11: 51680, 12: 317340, 13: 19656,
           14: 90100, 15: 9168, 16: 58248, 17: 11196, 18: 2708, 20: 8068, 21: 2496, 22: 444,
           23: 356, 24: 3680, 28: 76, 29: 4}


def scored_per_second(seconds: float, seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    hands = [tuple(rng.sample(range(52), 5)) for _ in range(20_000)]
    done = 0
    start, wall = time.process_time(), time.perf_counter()
    while time.process_time() - start < seconds:
        for a, b, c, d, s in hands:
            score_hand((a, b, c, d), s)
        done += len(hands)
    return done / (time.process_time() - start), done / (time.perf_counter() - wall)


def deals_per_second(seconds: float, seed: int) -> tuple[float, float]:
    """Complete two-player deals through the real state: deal, lay away, starter, play,
    show (events and board moves included), random legal choices."""
    rng = random.Random(seed)
    rules = Rules(players=2)
    state = GameState(rules, seed)
    deals = 0
    start, wall = time.process_time(), time.perf_counter()
    while time.process_time() - start < seconds:
        if state.is_over:
            state = GameState(rules, seed + deals)
        hand_no = state.hand_no
        while state.hand_no == hand_no and not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        deals += 1
    return deals / (time.process_time() - start), deals / (time.perf_counter() - wall)


def positions_after_the_starter(count: int, seed: int) -> list:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        state = GameState(Rules(players=2), seed + len(out) * 7919)
        while state.phase == "lay":
            state.apply(rng.choice(state.legal_actions()))
        if state.phase != "play":
            continue
        order = state.active
        out.append(([list(state.hands[s]) for s in order], [s % 2 for s in order]))
    return out


def playouts_per_second(positions: list, seconds: float, seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    done = 0
    start, wall = time.process_time(), time.perf_counter()
    while time.process_time() - start < seconds:
        for hands, sides in positions:
            peg_playout(hands, sides, 2, rng)
        done += len(positions)
    return done / (time.process_time() - start), done / (time.perf_counter() - wall)


def distribution() -> Counter:
    """Every four-card hand with every starter (C(52,4) x 48 = 12,994,800).  Hands with
    no jack and no flush score the same with every starter of a rank, so they are
    counted thirteen ranks at a time; the rest card by card."""
    table: Counter = Counter()
    points = RANK_POINTS
    for hand in itertools.combinations(range(52), 4):
        a, b, c, d = hand
        key = RANK_KEY[a] + RANK_KEY[b] + RANK_KEY[c] + RANK_KEY[d]
        ranks = (RANK[a], RANK[b], RANK[c], RANK[d])
        flush = SUIT[a] == SUIT[b] == SUIT[c] == SUIT[d]
        if not flush and JACK not in ranks:
            for r in range(13):
                left = 4 - ranks.count(r)
                if left:
                    table[points[key + (1 << 3 * r)]] += left
            continue
        for s in range(52):
            if s not in hand:
                table[score_hand(hand, s)] += 1
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.5)
    parser.add_argument("--no-table", action="store_true")
    args = parser.parse_args()
    print(f"machine: {describe()}; {pin_to_one_core()}; load average "
          f"{', '.join(f'{x:.1f}' for x in os.getloadavg())}")

    def report(what: str, pairs: list[tuple[float, float]], goal: str) -> None:
        runs = [cpu for cpu, _ in pairs]
        wall = statistics.median(w for _, w in pairs)
        print(f"{what}: median {statistics.median(runs):,.0f} per CPU second (min "
              f"{min(runs):,.0f}, max {max(runs):,.0f}, {len(runs)} runs; goal {goal}); "
              f"wall clock median {wall:,.0f}/s")

    report("hands+starters scored/s",
           [scored_per_second(args.seconds, i) for i in range(args.runs)], ">= 500,000")
    report("complete random two-player deals/s",
           [deals_per_second(args.seconds, 100 + i) for i in range(args.runs)], ">= 3,000")
    positions = positions_after_the_starter(500, 7)
    report("random pegging play-outs/s after the starter",
           [playouts_per_second(positions, args.seconds, i) for i in range(args.runs)],
           ">= 30,000")
    if args.no_table:
        return
    start = time.process_time()
    table = distribution()
    took = time.process_time() - start
    total = sum(table.values())
    print(f"distribution of {total:,} hands with a starter in {took:.1f} s of CPU (goal < 60 s):")
    for score in range(30):
        print(f"  {score:2d}: {table.get(score, 0):>9,}")
    never = [s for s in range(30) if not table.get(s)]
    print(f"  maximum {max(table)}; never: {', '.join(map(str, never))}; "
          f"matches the classic table: {'yes' if dict(table) == CLASSIC else 'NO'}")


if __name__ == "__main__":
    main()
