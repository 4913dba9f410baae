"""Start-up time: process start to the first painted table (goal: 0.8 s from source).

Runs ``python -m cinch_qt --exit-on-first-paint`` several times and prints the median
of the wall time from launching the process to the moment it reports the first paint
(the program prints "first-paint <seconds since its own start>" from the table's first
paintEvent, then quits).  Uses QT_QPA_PLATFORM=offscreen unless DISPLAY is set.

As a person's desktop would: the byte-code is compiled first (an install ships it; without
it a start costs ~90 ms more), and the runs share one session bus started before the
clock (``dbus-daemon``; without a bus Qt spawns its own on every start, ~66 ms, and leaves
it running).  Prints the machine and the load average (figures on a busy machine vary).
For the side-by-side with KPat and Aisleriot on a real X server see bench_startup_vs.py.
"""

from __future__ import annotations

import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from machine import describe  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
RUNS = int(os.environ.get("BENCH_RUNS", "7"))
DATA = tempfile.mkdtemp(prefix="cinch-bench-")  # never the person's own saved game


def session_bus() -> tuple[str, int] | None:
    """(address, pid) of a private session bus, or None without dbus-daemon."""
    if shutil.which("dbus-daemon") is None:
        return None
    out = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1",
                          "--print-pid=1"], capture_output=True, text=True)
    if out.returncode != 0:
        return None
    address, pid = out.stdout.split()[:2]
    return address, int(pid)


BUS: tuple[str, int] | None = None


def one_run() -> tuple[float, float]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if BUS is not None:
        env["DBUS_SESSION_BUS_ADDRESS"] = BUS[0]
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
    global BUS
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "cinch_qt")],
                   check=False, stdout=subprocess.DEVNULL)
    BUS = session_bus()
    load = os.getloadavg()[0]
    try:
        one_run()  # warm the file cache
        walls, insides = [], []
        for _ in range(RUNS):
            wall, inside = one_run()
            walls.append(wall)
            insides.append(inside)
    finally:
        if BUS is not None:
            os.kill(BUS[1], signal.SIGTERM)
    print(f"machine: {describe()}; "
          f"{'DISPLAY=' + os.environ['DISPLAY'] if os.environ.get('DISPLAY') else 'offscreen'}; "
          f"session bus: {'private dbus-daemon' if BUS else 'none'}; load average "
          f"{load:.2f} before, {os.getloadavg()[0]:.2f} after (1 min)")
    print(f"start-up to first painted table, median of {RUNS}: {statistics.median(walls):.3f} s "
          f"(min {min(walls):.3f}, max {max(walls):.3f}); goal <= 0.8 s")
    print(f"  of which inside the program (after the interpreter started and imported "
          f"cinch_qt.app): median {statistics.median(insides):.3f} s")


if __name__ == "__main__":
    main()
