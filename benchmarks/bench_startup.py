"""Start-up time: process start to the first painted table (goal: 0.8 s from source).

Runs ``python -m cinch_qt --exit-on-first-paint`` several times and prints the median
of the wall time from launching the process to the moment it reports the first paint
(the program prints "first-paint <seconds since its own start>" from the table's first
paintEvent, then quits).  Uses QT_QPA_PLATFORM=offscreen unless DISPLAY is set.
"""

from __future__ import annotations

import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNS = int(os.environ.get("BENCH_RUNS", "7"))
DATA = tempfile.mkdtemp(prefix="cinch-bench-")  # never the person's own saved game


def one_run() -> tuple[float, float]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "cinch_qt", "--exit-on-first-paint",
                             "--seed", "1", "--size", "1280x800", "--data-dir", DATA],
                            cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    inside = float("nan")
    seen = None
    for line in proc.stdout:
        if line.startswith("first-paint"):
            seen = time.perf_counter() - start
            inside = float(line.split()[1])
            break
    proc.wait(timeout=60)
    if seen is None:
        raise SystemExit(f"the program exited ({proc.returncode}) without painting the table")
    return seen, inside


def main() -> None:
    one_run()  # warm the file cache and Python's bytecode cache
    walls, insides = [], []
    for _ in range(RUNS):
        wall, inside = one_run()
        walls.append(wall)
        insides.append(inside)
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}, "
          f"{'DISPLAY=' + os.environ['DISPLAY'] if os.environ.get('DISPLAY') else 'offscreen'}")
    print(f"start-up to first painted table, median of {RUNS}: {statistics.median(walls):.3f} s "
          f"(min {min(walls):.3f}, max {max(walls):.3f}); goal <= 0.8 s")
    print(f"  of which inside the program (after the interpreter started and imported "
          f"cinch_qt.app): median {statistics.median(insides):.3f} s")


if __name__ == "__main__":
    main()
