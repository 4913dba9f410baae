"""What the accuracy over time costs: one hand's review and one game's accuracy,
per player count and board (bench_review.py times the review per hand for each game).

    python benchmarks/bench_accuracy.py [--games 3]

For each game kind (Cribbage for 2, 3, 4 and 6, Crib Wars for 2 and 3), plays
``--games`` seeded games (seat 0 by the easy bot, the others by easy bots), then times
the review of every hand seat 0 laid away in (``review_part.work``: what the review
window computes off the GUI thread for one hand) and a whole game's accuracy
(``games.review.game_accuracy``: what storage/accuracy.py computes per filed game).
Prints the median and the slowest hand in milliseconds, the hands per game and the
median per game, and the machine.  Wall-clock times: on a shared machine, say its load.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import describe  # noqa: E402
from cinch_qt.games import get_game  # noqa: E402
from cinch_qt.games.cribbage.ai import make_player  # noqa: E402
from cinch_qt.games.review import game_accuracy, review_part_of  # noqa: E402

KINDS = (("cribbage", 2), ("cribbage", 3), ("cribbage", 4), ("cribbage", 6),
         ("crib-wars", 2), ("crib-wars", 3))


def game(name: str, players: int, seed: int) -> dict:
    state = get_game(name).new_state(seed, players=players)
    bots = [make_player("easy", f"{seed}:{s}") for s in range(players)]
    while not state.is_over:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat)))
    return state.to_record()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    print(describe())
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for name, players in KINDS:
        hands_ms: list[float] = []
        games_ms: list[float] = []
        counts: list[int] = []
        for seed in range(1, args.games + 1):
            record = game(name, players, seed)
            part = review_part_of(record)
            hands = part.reviewable_hands(record, 0)
            counts.append(len(hands))
            for h in hands:
                t = time.perf_counter()
                part.work(record, h, 0)
                hands_ms.append(1000 * (time.perf_counter() - t))
            t = time.perf_counter()
            game_accuracy(record)
            games_ms.append(1000 * (time.perf_counter() - t))
        hand = statistics.median(hands_ms)
        print(f"{name} for {players}: one hand's review median {hand:.0f} ms "
              f"(slowest {max(hands_ms):.0f} ms, {len(hands_ms)} hands); a game's accuracy "
              f"median {statistics.median(games_ms):.0f} ms over {statistics.median(counts):.0f} "
              f"hands")
    return 0


if __name__ == "__main__":
    sys.exit(main())
