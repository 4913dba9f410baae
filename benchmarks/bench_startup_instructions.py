#!/usr/bin/env python3
"""Start-up in machine instructions: launch to the first painted table, counted by
valgrind (callgrind), so the figure does not move with the load of a shared machine.

    python benchmarks/bench_startup_instructions.py                      # Cinch
    python benchmarks/bench_startup_instructions.py --game crib-wars --players 4
    python benchmarks/bench_startup_instructions.py --compare /tmp/old-tree
    python benchmarks/bench_startup_instructions.py --warm   # a later start, not the first

Set-up (Debian): ``apt-get install -y valgrind``.  Each tree runs ``python -m cinch_qt``
(offscreen, ``--seed 1 --size 1280x800``, a fresh data folder) under
``valgrind --tool=callgrind``; a probe connects the table's first-paint signal to an
immediate exit, so the count stops at the first painted table and no background work
that follows it is counted.  All threads are counted.  Wall-clock figures are in
bench_startup_vs.py; this one is for before/after comparisons that a busy machine would
drown (instruction counts repeat to within 0.1 % here).

Besides the total it prints what some known costs came to (inclusive counts, from
callgrind_annotate): PySide6 making Python enums for the Qt classes touched, compiling
Python source (PySide6 compiles its embedded signature modules at every start),
loading C extension modules, and QtSvg parsing and drawing the cards.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from machine import describe  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SAVE_NAME = "current-game.json"   # the unfinished game's save (cinch_qt/storage/autosave.py)

# Runs the real program; the hook that app.py gives every table's first-paint signal
# is wrapped so that signal ends the process at once.
PROBE = """
import os, sys
import cinch_qt.app as app
# Under valgrind the program runs some 50 times slower, so the 3 s fallbacks that let
# background rendering and the computer players go for a window never painted would
# fire before the first frame, and their work (the prerender's QtSvg, a bot thinking)
# would be counted though a real start does it after the frame.
if hasattr(app, "BACKGROUND_AT_LATEST_MS"):
    app.BACKGROUND_AT_LATEST_MS = 10 ** 7
hooks = app._unattended_hooks
def wrapped(qapp, args, window, first_paint, game_over, errors):
    def stop():
        sys.stdout.flush()
        os._exit(0)
    first_paint.connect(stop)
    return hooks(qapp, args, window, first_paint, game_over, errors)
app._unattended_hooks = wrapped
sys.exit(app.run(sys.argv[1:]))
"""

# (label, function name as callgrind_annotate prints it)
PARTS = (
    ("Qt enums made for Python", "Shiboken::Enum::createPythonEnum"),
    ("compiling Python source", "bltinmodule.c:builtin_compile"),
    ("loading extension modules", "import.c:_imp_create_dynamic"),
    ("QtSvg parsing documents", "QSvgRenderer::load(QByteArray const&)"),
    ("QtSvg drawing cards", "QSvgRenderer::render(QPainter*, QString const&, QRectF const&)"),
)


def count(root: Path, table_args: list[str], work: Path, name: str,
          warm: bool) -> tuple[int, dict]:
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "cinch_qt")],
                   check=False, stdout=subprocess.DEVNULL)
    out = work / f"callgrind.{name}"
    data = Path(tempfile.mkdtemp(prefix="data-", dir=work))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if warm:
        # A start before, as a person's data folder has seen; its game is put away so
        # the counted start has no saved game to offer either.
        subprocess.run([sys.executable, "-m", "cinch_qt", "--seed", "1", "--size",
                        "1280x800", "--data-dir", str(data), "--exit-on-first-paint",
                        *table_args], env=env, cwd=str(work), capture_output=True,
                       check=True, timeout=120)
        (data / SAVE_NAME).unlink(missing_ok=True)
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable,
         "-c", PROBE, "--seed", "1", "--size", "1280x800", "--data-dir", str(data),
         *table_args], env=env, cwd=str(work), capture_output=True, text=True)
    match = re.search(r"Collected : (\d+)", run.stderr)
    if match is None:
        raise SystemExit(f"valgrind gave no count (exit {run.returncode}):\n"
                         f"{run.stderr[-2000:]}")
    annotated = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100",
                                str(out)], capture_output=True, text=True).stdout
    lines = []
    for line in annotated.splitlines():
        found = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*?)(?: \[.*\])?$", line)
        if found:
            lines.append((int(found.group(1).replace(",", "")), found.group(2)))
    parts = {}
    for label, function in PARTS:
        # The overloads add up; a recursive entry ("…'2") is inside its first call.
        parts[label] = sum(figure for figure, symbol in lines
                           if function in symbol and not re.search(r"'\d+$", symbol))
    return int(match.group(1)), parts


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--root", default=str(ROOT), help="the source tree (default: this one)")
    p.add_argument("--compare", default=None, metavar="ROOT",
                   help="also count another source tree (an older commit, say)")
    p.add_argument("--game", choices=("cinch", "cribbage", "crib-wars"), default=None)
    p.add_argument("--players", type=int, choices=(2, 3, 4, 6), default=None)
    p.add_argument("--warm", action="store_true",
                   help="count a later start: the data folder has seen one start before "
                        "(its drawn-card store filled), with no saved game in it")
    args = p.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install -y valgrind)")
    table_args = (["--game", args.game] if args.game else []) + \
        (["--players", str(args.players)] if args.players else [])
    trees = [("this tree", Path(args.root).resolve())]
    if args.compare:
        trees.append((Path(args.compare).name, Path(args.compare).resolve()))
    work = Path(tempfile.mkdtemp(prefix="cinch-bench-ir-"))
    results = []
    try:
        for index, (name, root) in enumerate(trees):
            results.append((name, root, *count(root, table_args, work, str(index),
                                               args.warm)))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"machine: {describe()}")
    print(f"instructions from launch to the first painted table "
          f"({' '.join(table_args) or 'Cinch'}; {'a later' if args.warm else 'the first'} "
          f"start in its data folder; offscreen, all threads, valgrind callgrind)")
    for name, root, total, parts in results:
        print(f"{name:12s} {total / 1e6:9.1f} M   ({root})")
        for label, value in parts.items():
            print(f"{'':12s}   {label:28s} {value / 1e6:8.1f} M  ({100 * value / total:4.1f} %)")
    if len(results) == 2:
        print(f"this tree / {results[1][0]}: {results[0][2] / results[1][2]:.3f}x")


if __name__ == "__main__":
    main()
