"""Peak memory during a whole game (goal: 200 MB).

Runs the program's smoke mode (autoplay, instant speed, one whole game, 1920x1080
window, default bot levels) in a child process several times and prints the median of
the child's peak resident set size (ru_maxrss).
"""

from __future__ import annotations

import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNS = int(os.environ.get("BENCH_RUNS", "3"))


def one_run(seed: int) -> float:
    code = (
        "import resource, subprocess, sys\n"
        "p = subprocess.run([sys.executable, '-m', 'cinch_qt', '--autoplay', '--speed', "
        f"'instant', '--quit-after-game', '--seed', '{seed}', '--size', '1920x1080', "
        f"'--data-dir', {tempfile.mkdtemp(prefix='cinch-bench-')!r}])\n"
        "r = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
        "print(p.returncode, r)\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=900)
    rc, kib = out.stdout.split()[-2:]
    if rc != "0":
        raise SystemExit(f"the game run failed ({rc}): {out.stderr[-2000:]}")
    return int(kib) / 1024  # Linux reports KiB


def main() -> None:
    peaks = [one_run(seed) for seed in range(1, RUNS + 1)]
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
          f"Python {platform.python_version()}")
    print(f"peak resident memory during a whole game (1920x1080, instant), median of {RUNS}: "
          f"{statistics.median(peaks):.0f} MB (runs: {', '.join(f'{p:.0f}' for p in peaks)}); "
          f"goal <= 200 MB")


if __name__ == "__main__":
    main()
