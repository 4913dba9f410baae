"""Theme switching and the pixmap cache: time to re-render, GUI-thread stalls, memory.

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_themes.py [--runs 7]

Scenario: a 1920x1080 table shows about 24 card faces and a few backs at
110 px wide.  For dpr 1 and dpr 2 we switch deck (and, separately, back and felt)
and report, as medians over several runs with a fresh cache each time:
  * switch time: from set_deck() until the cache has swapped to the new art with
    every visible card rendered (the ``changed`` signal);
  * longest GUI-thread stall: the longest gap between ticks of a 2 ms QTimer
    heartbeat during the switch (the set_deck() call itself included).
Memory: the card-pixmap LRU bound and the peak bytes it held during a session that
prerenders all decks and backs at both ratios and sweeps through resizes.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEventLoop, QSize, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.machine import describe  # noqa: E402
from cinch_qt.themes import CardPixmapCache  # noqa: E402

WIDTH = 110
VISIBLE_FACES = list(range(0, 52, 2))[:24]        # 24 different faces
DECKS = ["classic", "parlour", "four-colour", "large-print"]
BACKS = ["blue-lattice", "red-diamonds", "green-checks", "midnight-stars", "deco-sunburst"]
FELTS = ["green", "blue", "burgundy", "slate"]


class Heartbeat:
    """Records the longest gap between ticks of a fast timer on the GUI thread."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(2)
        self.timer.timeout.connect(self._tick)
        self.longest = 0.0
        self.last = 0.0

    def start(self) -> None:
        self.longest, self.last = 0.0, time.perf_counter()
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def stop(self) -> float:
        self._tick()
        self.timer.stop()
        return self.longest


def wait_until(app: QApplication, done, timeout: float = 20.0) -> None:
    end = time.perf_counter() + timeout
    while not done():
        if time.perf_counter() > end:
            raise RuntimeError("timed out waiting for the cache")
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)


def show_table(cache: CardPixmapCache, dpr: float, width: int = WIDTH) -> None:
    for card in VISIBLE_FACES:
        cache.card_pixmap(card, width, dpr)
    cache.card_pixmap(None, width, dpr)


def one_switch(app: QApplication, beat: Heartbeat, kind: str, old: str, new: str,
               dpr: float) -> tuple[float, float]:
    cache = CardPixmapCache()
    setter = {"deck": cache.set_deck, "back": cache.set_back}[kind]
    setter(old)
    wait_until(app, lambda: not cache.busy())
    show_table(cache, dpr)
    wait_until(app, lambda: not cache.busy())
    landed: list[float] = []
    cache.changed.connect(lambda: landed.append(time.perf_counter()))
    beat.start()
    start = time.perf_counter()
    assert setter(new), cache.last_error
    wait_until(app, lambda: bool(landed))
    stall = beat.stop()
    elapsed = landed[0] - start
    # Check that what the table now draws is the new art, without a miss.
    before = cache.stats()["pixmaps"]
    show_table(cache, dpr)
    assert cache.stats()["pixmaps"] == before, "visible cards were not all rendered"
    wait_until(app, lambda: not cache.busy())
    cache.shutdown()
    return elapsed * 1000, stall * 1000


def one_felt(app: QApplication, beat: Heartbeat, new: str, dpr: float) -> tuple[float, float]:
    cache = CardPixmapCache()
    size = QSize(1920, 1080)
    cache.felt_pixmap(size, dpr)
    wait_until(app, lambda: not cache.busy())
    landed: list[float] = []
    cache.changed.connect(lambda: landed.append(time.perf_counter()))
    beat.start()
    start = time.perf_counter()
    assert cache.set_felt(new)
    cache.felt_pixmap(size, dpr)          # the table repaints and asks for the new felt
    wait_until(app, lambda: not cache.busy())
    stall = beat.stop()
    cache.felt_pixmap(size, dpr)
    cache.shutdown()
    return (landed[-1] - start) * 1000, stall * 1000


def memory_session(app: QApplication) -> dict[str, int]:
    cache = CardPixmapCache()
    for dpr in (1.0, 2.0):
        for deck in DECKS:
            cache.set_deck(deck)
            wait_until(app, lambda: not cache.busy())
            cache.prerender(WIDTH, dpr)
            wait_until(app, lambda: not cache.busy())
            for back in BACKS:
                cache.set_back(back)
                wait_until(app, lambda: not cache.busy())
    for width in range(60, 165, 5):            # a window being resized
        for dpr in (1.0, 2.0):
            show_table(cache, dpr, width)
    stats = cache.stats()
    cache.shutdown()
    return stats


def report(label: str, samples: list[tuple[float, float]]) -> None:
    times, stalls = zip(*samples, strict=True)
    print(f"{label:<44} switch median {statistics.median(times):7.1f} ms "
          f"(min {min(times):6.1f}, max {max(times):6.1f})   "
          f"longest GUI stall median {statistics.median(stalls):5.1f} ms "
          f"(max {max(stalls):5.1f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    beat = Heartbeat()
    print(f"machine: {describe()}; processor {platform.processor() or '?'}; "
          f"os.cpu_count() {os.cpu_count()}; QPA {app.platformName()}")
    load = os.getloadavg() if hasattr(os, "getloadavg") else ("?",) * 3
    print(f"load average at start: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} "
          f"(other work on the machine inflates the stall figures)")
    print(f"scenario: {len(VISIBLE_FACES)} faces + back at {WIDTH} px on a 1920x1080 table, "
          f"{args.runs} runs each, fresh cache per run")
    for dpr in (1.0, 2.0):
        samples = [one_switch(app, beat, "deck", DECKS[i % 4], DECKS[(i + 1) % 4], dpr)
                   for i in range(args.runs)]
        report(f"deck switch, dpr {dpr:g}", samples)
        samples = [one_switch(app, beat, "back", BACKS[i % 5], BACKS[(i + 1) % 5], dpr)
                   for i in range(args.runs)]
        report(f"back switch, dpr {dpr:g}", samples)
        samples = [one_felt(app, beat, FELTS[(i % 3) + 1], dpr) for i in range(args.runs)]
        report(f"felt switch 1920x1080, dpr {dpr:g}", samples)
    stats = memory_session(app)
    print(f"pixmap cache: bound {stats['max_bytes'] / 2**20:.0f} MiB (LRU by bytes), "
          f"peak held {stats['peak_bytes'] / 2**20:.1f} MiB, at end "
          f"{stats['bytes'] / 2**20:.1f} MiB in {stats['pixmaps']} pixmaps "
          f"(4 decks x 5 backs prerendered at dpr 1 and 2, then a resize sweep 60-160 px)")
    print(f"process peak RSS: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB"
          f" (felt pixmap held outside the LRU: at most one, <= 1600 px on its long side)")


if __name__ == "__main__":
    main()
