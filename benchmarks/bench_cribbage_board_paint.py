"""Paint time of the Cribbage board and its pegs at 1920x1080 during a peg animation
(goal: 8 ms a frame).

For each board (classic, Crib Wars with three lanes) a 29-point move is queued and its
animation stepped by hand: each frame sets the animation's time, then repaints
synchronously either the whole viewport (felt, board, every peg) or only what changed
(the moving peg's old and new place and its label). The board's cache is warmed first:
its one-off render after a resize is timed separately. Prints medians over several runs
and the machine. Wall time on a shared machine includes time the scheduler gave to
other processes (steps of about 4 ms), so the painting thread's CPU time is printed too.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_cribbage_board_paint.py
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

FRAMES = 90
RUNS = int(os.environ.get("BENCH_RUNS", "5"))


def bench(app: QApplication, name: str, sides: tuple[str, ...]) -> None:
    from cinch_qt.games.cribbage.engine.boards import get_board
    from cinch_qt.games.cribbage.table import CribbageBoardItem
    from cinch_qt.ui.frame_felt import FrameFelt
    from cinch_qt.ui.storage.cardface import CardArt
    from cinch_qt.ui.storage.frame_replay import ArtCards

    board = get_board(name)
    item = CribbageBoardItem(board, sides, 1.0)
    view = FrameFelt(ArtCards(CardArt()))       # the board alone: the felt's one fixture
    view.set_fixture(item, "right", 1.0)
    view.resize(1920, 1080)
    view.show()
    app.processEvents()
    vp = view.viewport()
    vp.repaint()
    builds = []
    for _ in range(RUNS):
        item.face.update()              # drop the board's cache: rendered again below
        t0 = time.perf_counter()
        vp.repaint()
        builds.append((time.perf_counter() - t0) * 1000)
    first = statistics.median(builds)
    full, part, full_cpu, part_cpu = [], [], [], []
    for run in range(2 * RUNS):
        whole = run % 2 == 0
        item.place(sides[0], "M0")
        item.queue_move(sides[0], board.move("M0", 29), "hand 29")
        while item._current is None:    # the entry starts from the event loop
            app.processEvents()
        anim = item._anim
        anim.pause()
        times, cpu = [], []
        for i in range(1, FRAMES + 1):
            moving = list(item._pegs[sides[0]]) + item._labels
            old = [view.mapFromScene(p.sceneBoundingRect()).boundingRect() for p in moving]
            anim.setCurrentTime(int(anim.duration() * i / (FRAMES + 1)))
            new = [view.mapFromScene(p.sceneBoundingRect()).boundingRect() for p in moving]
            t0, c0 = time.perf_counter(), time.thread_time()
            if whole:
                vp.repaint()
            else:
                dirty = old[0]
                for r in old[1:] + new:
                    dirty = dirty.united(r)
                vp.repaint(dirty.adjusted(-2, -2, 2, 2))
            times.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
        anim.resume()
        while item.busy:
            app.processEvents()
        (full if whole else part).append(statistics.median(times))
        (full_cpu if whole else part_cpu).append(statistics.median(cpu))
    print(f"{name}, {len(sides)} lanes, view {vp.width()}x{vp.height()} px, "
          f"dpr {view.devicePixelRatioF()}: repaint with the board's cache rebuilt (after a "
          f"resize), median of {RUNS}: {first:.1f} ms")
    for label, medians in (("whole viewport repainted per frame, wall", full),
                           ("  the same, CPU time of the painting thread", full_cpu),
                           ("changed regions only (as Qt repaints), wall", part),
                           ("  the same, CPU time of the painting thread", part_cpu)):
        print(f"  {label}, median of {RUNS} runs x {FRAMES} frames: "
              f"{statistics.median(medians):.2f} ms/frame (runs: "
              f"{', '.join(f'{m:.2f}' for m in medians)}); goal <= 8 ms")
    view.close()


def main() -> None:
    app = QApplication.instance() or QApplication([])
    print(describe())
    print(pin_to_one_core(), f"; Qt platform {app.platformName()}")
    bench(app, "classic", ("S", "N"))
    bench(app, "crib-wars", ("S", "W", "E"))


if __name__ == "__main__":
    main()
