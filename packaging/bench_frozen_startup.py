#!/usr/bin/env python3
"""Cold start to the first painted table: the frozen program beside the from-source one.

    python packaging/bench_frozen_startup.py                   # both, 7 runs each, on Xvfb
    python packaging/bench_frozen_startup.py --runs 11 --platform offscreen
    python packaging/bench_frozen_startup.py --frozen /tmp/root/usr/bin/cinch-qt

Each run is a new process started with ``--exit-on-first-paint`` (the program prints
``first-paint <seconds since its start-up module loaded>`` when the table has been painted
once, then quits).  The figure reported is the wall-clock time from launching the process
to reading that line, so it includes what the program's own clock cannot see: loading
Python and Qt, and for the frozen build unpacking nothing (one-folder) but reading its
archive.  The frozen program defaults to the last build (build/packaging/dist).  Prints
medians, the machine and the load average; asserts nothing about speed.

Both run under one private session bus started before the clock (without one Qt spawns
its own dbus-daemon at every start, ~66 ms, and leaves it running), the from-source run
with its byte-code compiled first (an install ships it).  The frozen program's own clock
starts in a runtime hook that runs before PyInstaller's PySide6 hook
(packaging/rth_start_clock.py), so it counts that hook too.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import nullcontext
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from cinch_pack import project  # noqa: E402
from cinch_pack.xvfb import Xvfb  # noqa: E402

DEFAULT_FROZEN = project.REPO_ROOT / "build" / "packaging" / "dist" / project.NAME / project.NAME


def cpu_name() -> str:
    # platform.processor() is empty on most Linux systems; the kernel knows the model.
    if platform.processor():
        return platform.processor()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.machine()


def one_run(cmd: list[str], env: dict[str, str], timeout: float) -> tuple[float, float]:
    """(wall seconds to the first-paint line, the program's own figure)."""
    with tempfile.TemporaryDirectory(prefix="cinch-bench-") as data:
        start = time.perf_counter()
        # Same arguments as benchmarks/bench_startup.py, so the figures compare.
        proc = subprocess.Popen([*cmd, "--exit-on-first-paint", "--seed", "1", "--size",
                                 "1280x800", "--data-dir", data],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env=env, cwd=data)
        wall = own = None
        try:
            for line in proc.stdout:
                if line.startswith("first-paint "):
                    wall = time.perf_counter() - start
                    own = float(line.split()[1])
                    break
            _, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            raise SystemExit(f"{cmd[0]} did not paint within {timeout} s") from None
        if wall is None:
            raise SystemExit(f"{' '.join(cmd)} exited {proc.returncode} without printing "
                             f"first-paint (does it know --exit-on-first-paint?)\n{err[-2000:]}")
        return wall, own


def bench(name: str, cmd: list[str], env: dict[str, str], runs: int) -> None:
    results = [one_run(cmd, env, timeout=120) for _ in range(runs)]
    walls = [w for w, _ in results]
    owns = [o for _, o in results]
    print(f"{name:>8}: median {statistics.median(walls) * 1000:7.0f} ms to first paint "
          f"(first run {walls[0] * 1000:.0f} ms, min {min(walls) * 1000:.0f}, "
          f"max {max(walls) * 1000:.0f}; program's own clock median "
          f"{statistics.median(owns) * 1000:.0f} ms)", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frozen", type=Path, default=DEFAULT_FROZEN,
                        help="the frozen launcher (default: the last build's)")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", choices=("xcb", "offscreen"), default="xcb",
                        help="xcb runs a private Xvfb server (default)")
    parser.add_argument("--no-source", action="store_true", help="skip the from-source run")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if not args.frozen.exists():
        parser.error(f"{args.frozen} does not exist: run python packaging/build.py first")

    print(f"machine: {cpu_name()}, {os.cpu_count()} CPUs, "
          f"{platform.system()} {platform.release()}, Python {platform.python_version()}")
    print(f"cinch-qt {project.read_version()}, platform {args.platform}, {args.runs} runs each")
    base = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    bus_pid = None
    if shutil.which("dbus-daemon"):
        out = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1",
                              "--print-pid=1"], capture_output=True, text=True)
        if out.returncode == 0:
            address, pid = out.stdout.split()[:2]
            base["DBUS_SESSION_BUS_ADDRESS"], bus_pid = address, int(pid)
    if not args.no_source:
        subprocess.run([sys.executable, "-m", "compileall", "-q",
                        str(project.REPO_ROOT / "cinch_qt")], stdout=subprocess.DEVNULL)
    print(f"session bus: {'private dbus-daemon' if bus_pid else 'none'}; load average "
          f"{os.getloadavg()[0]:.2f} (1 min) before the runs")
    try:
        run_all(args, base)
    finally:
        if bus_pid is not None:
            os.kill(bus_pid, signal.SIGTERM)
    print(f"load average {os.getloadavg()[0]:.2f} (1 min) after the runs")
    return 0


def run_all(args: argparse.Namespace, base: dict[str, str]) -> None:
    with (Xvfb() if args.platform == "xcb" else nullcontext("")) as display:
        env = {**base, "QT_QPA_PLATFORM": args.platform}
        if display:
            env["DISPLAY"] = display
        bench("frozen", [str(args.frozen)], env, args.runs)
        if not args.no_source:
            src_env = {**env, "PYTHONPATH": str(project.REPO_ROOT)}
            bench("source", [sys.executable, "-m", "cinch_qt"], src_env, args.runs)


if __name__ == "__main__":
    sys.exit(main())
