"""How long a person waits per hand at the cribbage table.

    nice -n 10 python benchmarks/bench_crib_pace.py [--speeds fast,normal,slow]
        [--configs 2:classic,3:crib-wars,...] [--hands 2] [--runs 3] [--jobs 8]

The real window (offscreen), the program's autoplay playing the person's seat (the hint
bot: no thinking time of a person's in the figures), fixed seeds, every animation and
pause of the chosen speed, at full time. A hand's waiting is the wall time from one
deal to the next: the lay-away, the cut, the play, the show and crib, and the pause
before the next deal that autoplay takes (HAND_END_PAUSE_MS; at the table the person
goes on with Next hand, or the show waits for them with "step through the show").

Durations cannot be scaled down to save time: below a frame, every animation step
lasts a frame whatever its length, so a scaled run measures the frames, not the pace.
The runs mostly wait, so ``--jobs`` plays several games at once (each its own process);
each line is the median over ``--runs`` games (seeds 3, 4, 5 …, the same for every
speed) of the mean waiting per hand over its first ``--hands`` hands.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import machine  # noqa: E402

CONFIGS = "2:classic,3:classic,4:classic,6:classic,2:crib-wars,3:crib-wars,4:crib-wars," \
          "6:crib-wars"


def one_run(players: int, board: str, speed: str, seed: int, hands: int) -> list[float]:
    """Seconds per hand of one game (a child process: one Qt application per run)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("CINCH_QT_TIME_SCALE", None)
    out = subprocess.run([sys.executable, __file__, "--child", str(players), board, speed,
                          str(seed), str(hands)], env=env, capture_output=True, text=True,
                         timeout=3600)
    if out.returncode != 0:
        raise SystemExit(f"run failed ({players} {board} {speed} seed {seed}):\n"
                         f"{out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def child(players: int, board: str, speed: str, seed: int, hands: int) -> None:
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    import tempfile

    from cinch_qt.games.cribbage.engine import Rules
    from cinch_qt.games.cribbage.table.session import CribbageSession
    from cinch_qt.games.cribbage.table.settings import CribbageSettings
    from cinch_qt.games.cribbage.table.window import CribbageWindow
    from cinch_qt.themes import CardPixmapCache

    tmp = tempfile.mkdtemp()
    qs = QSettings(os.path.join(tmp, "s.ini"), QSettings.Format.IniFormat)
    settings = CribbageSettings(rules=Rules(players=players, board=board), speed=speed,
                                autoplay=True, levels={s: "normal" for s in range(1, 6)})
    session = CribbageSession(settings, "crib-wars" if board == "crib-wars" else "cribbage")
    cache = CardPixmapCache()
    win = CribbageWindow(session, cache, qsettings=qs)
    win.ask = lambda *_a: True
    win.resize(1280, 800)
    win.show()
    starts: list[float] = []

    def look() -> None:
        # A hand starts when the engine deals it (the person went on after the show).
        st = session.state
        if st is None:
            return
        if st.is_over or len(starts) > hands:
            app.quit()
        elif st.hand_no >= len(starts) and st.phase != "draw":
            starts.append(time.monotonic())
    session.advanced.connect(lambda *_a: look())
    QTimer.singleShot(3_000_000, app.quit)
    session.new_game(seed)
    app.exec()
    per_hand = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    session.shutdown()
    cache.shutdown()
    print(json.dumps(per_hand))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--speeds", default="fast,normal,slow")
    ap.add_argument("--configs", default=CONFIGS)
    ap.add_argument("--hands", type=int, default=2)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=8)
    a = ap.parse_args()
    print("#", " ".join([Path(sys.argv[0]).name] + sys.argv[1:]))
    print("#", machine.describe())
    print("# load before:", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    print(f"# full time; {a.hands} hands a game, median of {a.runs} games; seconds of "
          f"waiting per hand (autoplay on the person's seat)")
    speeds = a.speeds.split(",")
    configs = [(int(p), b) for p, b in (c.split(":") for c in a.configs.split(","))]
    jobs = {(p, b, sp, 3 + r): None for p, b in configs for sp in speeds
            for r in range(a.runs)}
    with ThreadPoolExecutor(max_workers=a.jobs) as pool:
        futures = {key: pool.submit(one_run, key[0], key[1], key[2], key[3], a.hands)
                   for key in jobs}
        for key, fut in futures.items():
            jobs[key] = statistics.mean(fut.result())
    print(f"{'players':>7} {'board':<10}" + "".join(f"{s:>10}" for s in speeds))
    for p, b in configs:
        cells = [statistics.median(v for (p2, b2, sp2, _r), v in jobs.items()
                                   if (p2, b2, sp2) == (p, b, sp)) for sp in speeds]
        print(f"{p:>7} {b:<10}" + "".join(f"{c:>10.1f}" for c in cells), flush=True)
    print("# load after:", " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(int(sys.argv[2]), sys.argv[3], sys.argv[4], int(sys.argv[5]), int(sys.argv[6]))
    else:
        main()
