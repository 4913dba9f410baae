"""What the issue-13 defences cost, and what they save (docs/themes.md, docs/storage.md).

    QT_QPA_PLATFORM=offscreen python benchmarks/bench_hostile.py [--runs 5]

Printed, as medians over the runs, with the machine and its load:
* svg_guard.check_structure on the classic deck and on a ~19 MB deck (every card
  a few thousand small paths), and on the 1.2 KB <use> bomb of the issue (refused);
* the GUI thread's first card after switching to the ~19 MB deck: drawing it with
  the renderer the worker parsed (now) against parsing it again on the GUI thread
  (before the fix);
* reading a save with a 200,000-character name (cut to 24) and the time to serialise
  the resumed record for the autosave.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from benchmarks.machine import describe  # noqa: E402


def big_deck(target_bytes: int = 19 * 1024 * 1024) -> bytes:
    from tests.themes_helpers import KDE
    per_card = target_bytes // 53
    path = "<path d='M1 1 L20 20 L40 1 Z' fill='#123456'/>"
    repeat = max(1, per_card // len(path))
    cards = "".join(f'<g id="{c}"><rect width="50" height="70" fill="#fff"/>{path * repeat}</g>'
                    for c in KDE)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 70">{cards}'
            f'<g id="back"><rect width="50" height="70"/></g></svg>').encode()


def timed(call, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        try:
            call()
        except Exception:  # noqa: BLE001 - a refusal is the expected outcome for the bomb
            pass
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtSvg import QSvgRenderer
    app = QGuiApplication.instance() or QGuiApplication(["bench"])
    del app
    from cinch_qt.storage.atomic import json_bytes
    from cinch_qt.storage.gamefile import parse_game_bytes
    from cinch_qt.themes.deck_art import draw
    from cinch_qt.themes.svg_guard import MAX_EXPANDED, check_structure
    from tests.hostile_cases import bomb_deck, unfinished_save, with_long_name

    print(f"machine: {describe()}; load average {os.getloadavg()[0]:.1f}; {runs} runs")
    classic = (REPO / "assets/cards/classic/cards.svg").read_bytes()
    big = big_deck()
    bomb = bomb_deck()
    for name, data in (("classic deck", classic), ("~19 MB deck", big),
                       ("1.2 KB <use> bomb (refused)", bomb)):
        t = timed(lambda data=data: check_structure(data, "bench"), runs)
        print(f"svg_guard on {name} ({len(data) / 1024:,.0f} KB): {t * 1000:.1f} ms "
              f"(limit {MAX_EXPANDED:,} expanded elements)")

    parsed = QSvgRenderer(QByteArray(big))

    def card_with_parsed() -> None:
        draw(parsed, "1_spade", 110, 154, keep_aspect=True)

    def card_with_new_parse() -> None:
        draw(QSvgRenderer(QByteArray(big)), "1_spade", 110, 154, keep_aspect=True)

    print(f"first card of the ~19 MB deck on the GUI thread: "
          f"{timed(card_with_parsed, runs) * 1000:.1f} ms with the worker's parse (now), "
          f"{timed(card_with_new_parse, runs) * 1000:.1f} ms parsing it again (before)")

    data = with_long_name(unfinished_save())
    record = {}

    def read() -> None:
        record["r"] = parse_game_bytes(data).record

    t_read = timed(read, runs)
    t_save = timed(lambda: json_bytes(record["r"]), runs)
    raw = json.loads(data)
    t_save_before = timed(lambda: json_bytes(raw), runs)
    print(f"save with a 200,000-character name ({len(data) / 1024:,.0f} KB): read in "
          f"{t_read * 1000:.1f} ms; serialised per move {t_save * 1000:.2f} ms with the "
          f"name cut (before: {t_save_before * 1000:.2f} ms)")


if __name__ == "__main__":
    main()
