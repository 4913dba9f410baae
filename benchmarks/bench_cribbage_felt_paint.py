"""Paint time of the Cribbage felt at 1920x1080 while cards and pegs animate (goal:
8 ms a frame).

Four players on the Crib Wars board (three lanes of pegs would be six; four players are
two lanes with the most cards on the felt). For each run a game is played by bots to a
new hand, then the end of the hand before is animated at normal speed (its last cards,
the show of four hands and the crib with their combinations lit, the pegs, the cards
gathered) and the new deal (twenty cards flying), with a 29-point peg move queued on
the board at the same moment; then the first cards of the play (cards to the row, the
count, go, the pegs). Until the felt is idle, every frame repaints the whole viewport
synchronously and is timed (frames during the pauses of the show are counted too).
Prints medians over several runs and the machine; the painting thread's CPU time is
printed too (wall time on a shared machine includes time given to other processes).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_cribbage_felt_paint.py
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import describe, pin_to_one_core  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

RUNS = int(os.environ.get("BENCH_RUNS", "3"))


def frames_while_busy(app, felt, limit: int = 60000) -> tuple[list[float], list[float]]:
    vp = felt.viewport()
    wall, cpu = [], []
    for _ in range(limit):
        app.processEvents()
        if not felt.busy():
            break
        t0, c0 = time.perf_counter(), time.thread_time()
        vp.repaint()
        wall.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
    else:
        raise RuntimeError(f"the felt was still busy after {limit} frames")
    return wall, cpu


def run(app, seed: int) -> dict[str, tuple[float, float, int]]:
    from cinch_qt.games.cribbage.ai import make_player
    from cinch_qt.games.cribbage.engine import GameState, Rules
    from cinch_qt.games.cribbage.table.felt import CribbageFelt
    from cinch_qt.games.cribbage.table.felt_feed import EventFeed
    from cinch_qt.themes import CardPixmapCache

    rules = Rules(players=4, board="crib-wars")
    state = GameState(rules, seed=seed)
    bots = {s: make_player("normal", seed + s) for s in rules.seats}
    cache = CardPixmapCache()
    felt = CribbageFelt(cache, rules, dict(enumerate(rules.seat_names)), 0.0)
    felt.set_prompt(None, (), True)
    felt.resize(1920, 1080)
    felt.show()
    feed = EventFeed(state)

    def bot() -> None:
        d = state.decision()
        state.apply(bots[d.seat].choose(state.observation(d.seat)))

    # To the end of the first hand's play, instantly.
    while state.hand_no < 1:
        bot()
    felt.advance(feed.take(state), state.observation(0))
    while felt.busy():
        app.processEvents()
    felt.viewport().repaint()
    out = {}
    felt.set_speed(1.0)
    while state.phase != "lay" or state.hand_no < 2:
        bot()
    # The deal of the next hand with a long peg move on the board at the same time.
    events = feed.take(state)
    felt.advance(events, state.observation(0))
    side = rules.side_names[0]
    felt.board.queue_move(side, felt.board_data.move(felt.board.front(side), 29), "hand 29")
    wall, cpu = frames_while_busy(app, felt)
    out["show, gather and deal, with a 29-point peg move"] = (
        statistics.median(wall), statistics.median(cpu), len(wall))
    # One count of the play: cards to the row, the count, go, the pegs.
    while state.phase == "lay":
        bot()
    plays = 0
    while state.phase == "play" and plays < 8:
        bot()
        plays += 1
    felt.advance(feed.take(state), state.observation(0))
    wall, cpu = frames_while_busy(app, felt)
    out["the play"] = (statistics.median(wall), statistics.median(cpu), len(wall))
    felt.close()
    cache.shutdown()
    return out


def main() -> None:
    app = QApplication.instance() or QApplication([])
    print(describe())
    print(pin_to_one_core(), f"; Qt platform {app.platformName()}")
    results: dict[str, list[tuple[float, float, int]]] = {}
    for r in range(RUNS):
        for name, value in run(app, 100 + r).items():
            results.setdefault(name, []).append(value)
    for name, values in results.items():
        wall = [v[0] for v in values]
        cpu = [v[1] for v in values]
        frames = sum(v[2] for v in values)
        print(f"{name}: whole 1920x1080 viewport repainted per frame, median of {RUNS} runs "
              f"({frames} frames): wall {statistics.median(wall):.2f} ms/frame (runs: "
              f"{', '.join(f'{m:.2f}' for m in wall)}), CPU of the painting thread "
              f"{statistics.median(cpu):.2f} ms/frame; goal <= 8 ms")


if __name__ == "__main__":
    main()
