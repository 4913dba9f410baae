"""First painted table: Cribbage and Crib Wars beside Cinch (the cribbage table
no slower than the Cinch one).

Runs ``python -m cinch_qt --game NAME --exit-on-first-paint`` for each game in turn
(interleaved, so a change of load hits them alike) and prints the medians of the wall
time from launching the process to the first paint, plus the program's own figure (after
the interpreter and cinch_qt.app were imported).  Same set-up as bench_startup.py:
byte-code compiled first, one private session bus, offscreen unless DISPLAY is set.
"""

from __future__ import annotations

import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_startup import session_bus  # noqa: E402
from machine import describe  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
RUNS = int(os.environ.get("BENCH_RUNS", "7"))
GAMES = ("cinch", "cribbage", "crib-wars")


def one_run(game: str, bus) -> tuple[float, float]:
    env = dict(os.environ)
    if bus is not None:
        env["DBUS_SESSION_BUS_ADDRESS"] = bus[0]
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    data = tempfile.mkdtemp(prefix="cinch-bench-")  # never the person's own saved game
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "cinch_qt", "--game", game,
                             "--exit-on-first-paint", "--seed", "1", "--size", "1280x800",
                             "--data-dir", data], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    for line in proc.stdout:
        if line.startswith("first-paint"):
            wall = time.perf_counter() - start
            proc.wait(timeout=60)
            return wall, float(line.split()[1])
    proc.wait(timeout=60)
    raise SystemExit(f"{game}: the program exited ({proc.returncode}) without painting")


def main() -> None:
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "cinch_qt")],
                   check=False, stdout=subprocess.DEVNULL)
    bus = session_bus()
    load = os.getloadavg()[0]
    walls: dict[str, list[float]] = {g: [] for g in GAMES}
    insides: dict[str, list[float]] = {g: [] for g in GAMES}
    try:
        for game in GAMES:
            one_run(game, bus)  # warm the file cache
        for _ in range(RUNS):
            for game in GAMES:
                wall, inside = one_run(game, bus)
                walls[game].append(wall)
                insides[game].append(inside)
    finally:
        if bus is not None:
            os.kill(bus[1], signal.SIGTERM)
    print(f"machine: {describe()}; "
          f"{'DISPLAY=' + os.environ['DISPLAY'] if os.environ.get('DISPLAY') else 'offscreen'}; "
          f"load average {load:.2f} before, {os.getloadavg()[0]:.2f} after (1 min)")
    for game in GAMES:
        w = walls[game]
        print(f"{game:10s} first painted table, median of {RUNS}: {statistics.median(w):.3f} s "
              f"(min {min(w):.3f}, max {max(w):.3f}); inside the program "
              f"{statistics.median(insides[game]):.3f} s")


if __name__ == "__main__":
    main()
