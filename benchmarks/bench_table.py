"""Repaint time of the table while a card is dragged at 1920x1080 (goal: 8 ms a frame).

Builds the real main window offscreen, plays (instant speed, bots) until it is the
person's turn to play a card, then drags a card with real mouse events on the viewport
and forces a synchronous repaint after every move.  Prints the median frame time over
several runs.
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

FRAMES = 120
RUNS = int(os.environ.get("BENCH_RUNS", "5"))


def main() -> None:
    app = QApplication.instance() or QApplication([])
    from cinch_qt.games.cinch.table.session import CinchSession
    from cinch_qt.games.cinch.table.settings import TableSettings
    from cinch_qt.games.cinch.table.window import CinchWindow
    from cinch_qt.themes import CardPixmapCache

    ctl = CinchSession(TableSettings(speed="instant",
                                       levels={1: "random", 2: "random", 3: "random"}))
    cache = CardPixmapCache()
    win = CinchWindow(ctl, cache)
    win.score_dock.hide()
    win.bid_dock.hide()
    win.resize(1920, 1080)
    win.show()
    view = win.view
    ctl.new_game(21)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        app.processEvents()
        p = view.decision()
        if ctl.holding:
            ctl.continue_game()
        elif p is not None and not view.busy():
            if p.kind == "play":
                break
            if p.kind == "bid":
                (ctl.submit_pass() if p.can_pass else ctl.submit_bid(p.legal_bids[0]))
            elif p.kind == "trump":
                ctl.name_trump(0)
            else:
                ctl.choose_cards(sorted(p.candidates)[:p.count])
    else:
        raise SystemExit("never reached a card to play")
    while cache.busy():  # let the background prerender land first
        app.processEvents()
    vp = view.viewport()
    card = view.decision().legal_cards[0]
    full, partial = [], []
    for run in range(2 * RUNS):
        whole = run % 2 == 0
        start = view.mapFromScene(view.card_scene_pos(card))
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        times = []
        for i in range(1, FRAMES + 1):
            pos = start + QPoint(int(i * 3), -int(i * 2.5))
            if whole:
                QTest.mouseMove(vp, pos)
                t0 = time.perf_counter()
                vp.repaint()  # the whole 1920x1080 table, every item
            else:
                item = view.scene_.cards[card]
                old = item.sceneBoundingRect()
                QTest.mouseMove(vp, pos)
                dirty = view.mapFromScene(old.united(item.sceneBoundingRect())).boundingRect()
                t0 = time.perf_counter()
                vp.repaint(dirty.adjusted(-2, -2, 2, 2))  # what changed: old and new place
            times.append((time.perf_counter() - t0) * 1000)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           start + QPoint(FRAMES * 3, 10_000))  # off every zone: snaps back
        while view.scene_.snapping():
            app.processEvents()
        (full if whole else partial).append(statistics.median(times))
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}, Qt platform {app.platformName()}")
    print(f"view {vp.width()}x{vp.height()} px, dpr {view.devicePixelRatioF()}, "
          f"{len(view.scene_.cards)} card items; drags counted {view.scene_.drag_frames} frames")
    for label, medians in (("full-table repaint per drag step", full),
                           ("drag step as Qt paints it (mouse move + changed regions)",
                            partial)):
        print(f"{label}, median of {RUNS} runs x {FRAMES} frames: "
              f"{statistics.median(medians):.2f} ms/frame (runs: "
              f"{', '.join(f'{m:.2f}' for m in medians)}); goal <= 8 ms")
    ctl.shutdown()
    cache.shutdown()


if __name__ == "__main__":
    main()
