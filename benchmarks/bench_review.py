"""The hand review: how long one hand's review takes, for both games.

    python benchmarks/bench_review.py [--games 2] [--hands 8] [--level easy]
        [--cinch 2 3 4] [--cribbage 2 3 4]

For each game and player count it plays ``--games`` whole games of bots at ``--level``
(not timed), then reviews the person's seat (South) in up to ``--hands`` hands of each,
through each game's review part (``table/review_part.py``: ``reviewable_hands`` and
``work``, what the review window runs on its worker thread), and prints the median,
95th percentile and maximum per hand in CPU time of this process
(``time.process_time``: other programs on the machine move it little) and in wall
time, on one pinned core, with the machine and its load.  Goal: the review
shown within a second of opening.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import describe, pin_to_one_core  # noqa: E402

from cinch_qt.games.stats import percentile  # noqa: E402


def cinch_games(players: int, count: int, level: str) -> list[dict]:
    from cinch_qt.games.cinch.ai.registry import make_player
    from cinch_qt.games.cinch.engine import GameState, Rules
    records = []
    for seed in range(count):
        state = GameState(Rules(players=players), seed=1000 + seed)
        bots = {s: make_player(level, f"{seed}:{s}") for s in state.seats}
        while not state.is_over:
            state.apply(bots[state.current].choose(state.observation(state.current)))
        records.append(state.to_record())
    return records


def cribbage_games(players: int, count: int, level: str) -> list[dict]:
    from cinch_qt.games.cribbage.ai import make_player
    from cinch_qt.games.cribbage.engine import GameState, Rules
    from cinch_qt.games.cribbage.engine.record import game_record
    records = []
    for seed in range(count):
        state = GameState(Rules(players=players), 1000 + seed)
        bots = {s: make_player(level, seed * 10 + s) for s in state.rules.seats}
        while not state.is_over:
            seat = state.current_seat
            state.apply(bots[seat].choose(state.observation(seat)))
        records.append(game_record(state))
    return records


class _CribbageAi:
    """Cribbage's review before its part for the shared window lands (the same
    computation: ai/review.py)."""

    @staticmethod
    def reviewable_hands(record: dict, seat: int) -> list[int]:
        from cinch_qt.games.cribbage.ai.review import person_hands
        return person_hands(record, seat)

    @staticmethod
    def work(record: dict, hand_no: int, seat: int) -> object:
        from cinch_qt.games.cribbage.ai.review import review_hand
        return review_hand(record, hand_no, seat)


def review_part(game: str):
    if game == "cinch":
        from cinch_qt.games.cinch.table import review_part as part
        return part
    try:
        from cinch_qt.games.cribbage.table import review_part as part
    except ImportError:
        return _CribbageAi
    return part


def time_reviews(game: str, records: list[dict], hands: int) -> tuple[list[float], list[float]]:
    part = review_part(game)
    cpu, wall = [], []
    for record in records:
        for h in part.reviewable_hands(record, 0)[:hands]:
            c0, w0 = time.process_time(), time.perf_counter()
            part.work(record, h, 0)
            cpu.append((time.process_time() - c0) * 1000)
            wall.append((time.perf_counter() - w0) * 1000)
    return cpu, wall


def summary(values: list[float]) -> str:
    ordered = sorted(values)
    return (f"median {statistics.median(ordered):6.0f}  p95 {percentile(ordered, 95):6.0f}  "
            f"max {ordered[-1]:6.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--cinch", type=int, nargs="*", default=[2, 3, 4])
    parser.add_argument("--cribbage", type=int, nargs="*", default=[2, 3, 4])
    args = parser.parse_args()
    print(describe())
    print(pin_to_one_core(), f"; load average {os.getloadavg()[0]:.1f}")
    makers = {"cinch": cinch_games, "cribbage": cribbage_games}
    for game, counts in (("cinch", args.cinch), ("cribbage", args.cribbage)):
        for players in counts:
            records = makers[game](players, args.games, args.level)
            cpu, wall = time_reviews(game, records, args.hands)
            if not cpu:
                print(f"{game} {players}p: no hand to review")
                continue
            print(f"{game:8} {players}p  {len(cpu):3} hands  ms per hand, CPU: {summary(cpu)}"
                  f"   wall: {summary(wall)}")


if __name__ == "__main__":
    main()
