#!/usr/bin/env python3
"""The timeline of one start: what runs when, from exec to the frame that shows the table.

    python benchmarks/startup_timeline.py                     # Cinch, a first start
    python benchmarks/startup_timeline.py --warm              # a later start
    python benchmarks/startup_timeline.py --game crib-wars --players 4 --rounds 5
    python benchmarks/startup_timeline.py --root /tmp/old-tree   # another source tree

Each launch runs the real program (``python -c DRIVER``, the byte-code compiled first)
on a fresh Xvfb with a session bus, ``--seed 1 --size 1280x800`` and a fresh data folder
(``--warm``: one kept, with a start before it), while the compiled probe of
bench_startup_vs.py (``xprobe.c``) watches the screen.  The driver only wraps the
program's own steps to note when each begins and ends (nothing is changed in what they
do): the interpreter ready, PySide6 imported, the data folder and language, the
game's session, the card art, the window built, the storage wiring, the first deal,
``show()``, the event loop, and from an event filter the window's first expose,
layout and each widget's first paint, and the first paint of each of our scene item
classes (their ``paint``/``drawBackground`` wrapped).  The probe adds when the window
was mapped, its first pixel and the table painted (felt and cards) as the X server
shows them, on the same clock (CLOCK_MONOTONIC).

Every mark is printed with the wall-clock milliseconds since exec and the process's
CPU milliseconds (all threads) at that moment, medians over ``--rounds``.  The CPU
column moves much less with the load of a shared machine than the wall clock does;
on a loaded machine read the order of things and the CPU column, not the wall clock.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_startup_vs import (  # noqa: E402
    GRID,
    POLL_MS,
    SAVE_NAME,
    STORE_LIMIT_S,
    TABLE_SHARE,
    TIMEOUT_S,
    FreshX,
    SessionBus,
    build_probe,
    wait_for_card_store,
)
from machine import describe  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]

# Runs inside the program's process.  MARKS names the file the marks go to (JSON lines:
# name, CLOCK_MONOTONIC seconds, process CPU seconds).
DRIVER = r'''
import json, os, sys, time
_out = open(os.environ["CINCH_TIMELINE_MARKS"], "w")
_seen = set()
def mark(name, once=True):
    if once and name in _seen:
        return
    _seen.add(name)
    _out.write(json.dumps([name, time.monotonic(), time.process_time()]) + "\n")
    _out.flush()
mark("interpreter ready (site, driver)")

import cinch_qt.app as app
mark("cinch_qt.app imported")
import cinch_qt.signature_cache as sigs
_cached = sigs.cached_signature_modules
import contextlib
@contextlib.contextmanager
def cached(*a, **k):
    mark("PySide6 import begins")
    with _cached(*a, **k):
        yield
    mark("PySide6.QtWidgets imported")
app.cached_signature_modules = cached
sigs.cached_signature_modules = cached

def wrap(owner, name, label):
    inner = getattr(owner, name)
    def wrapped(*a, **k):
        mark(label + " begins")
        try:
            return inner(*a, **k)
        finally:
            mark(label + " done")
    setattr(owner, name, wrapped)

_run = app._run
def run(qapp, *a, **k):
    mark("QApplication made")
    from PySide6.QtCore import QObject, QEvent, QTimer
    from PySide6.QtWidgets import QGraphicsItem, QWidget, QGraphicsView
    class Watch(QObject):
        def eventFilter(self, obj, event):
            t = event.type()
            if isinstance(obj, QWidget):
                what = type(obj).__name__ + (f"#{obj.objectName()}" if obj.objectName() else "")
                if t == QEvent.Type.Paint:
                    mark(f"first paint event: {what}")
                elif t == QEvent.Type.Expose and obj.isWindow():
                    mark(f"window exposed: {what}")
                elif t == QEvent.Type.LayoutRequest and obj.isWindow():
                    mark("first layout request (window)")
                elif t == QEvent.Type.Show and obj.isWindow():
                    mark(f"window shown: {what}")
            return False
    watch = Watch(qapp)
    qapp.installEventFilter(watch)
    import cinch_qt.themes as themes
    wrap(themes, "CardPixmapCache", "card art (CardPixmapCache)")
    import cinch_qt.games.base as base
    companion = base.GameInfo.companion
    def comp(self, name):
        mod = companion(self, name)
        if name == "table.launch" and not getattr(mod, "_timed", False):
            mod._timed = True
            cls = mod.LAUNCH
            wrap(cls, "session", "game session")
            inner_window = cls.window
            def window(self, session, cache):
                mark("window construction begins")
                w = inner_window(self, session, cache)
                mark("window construction done")
                new_game = session.new_game
                def ng(*a, **k):
                    mark("first deal begins")
                    r = new_game(*a, **k)
                    mark("first deal done")
                    return r
                session.new_game = ng
                show = w.show
                def shown():
                    mark("window.show() called")
                    show()
                    mark("window.show() returned")
                    QTimer.singleShot(0, lambda: mark("event loop running"))
                w.show = shown
                timed_items()
                return w
            cls.window = window
            inner_first = cls.first_paint
            def first_paint(self, window):
                sig = inner_first(self, window)
                sig.connect(lambda: mark("table's firstPaint signal"))
                # Queued: runs once the paint has returned and the frame was flushed.
                sig.connect(lambda: QTimer.singleShot(
                    0, lambda: mark("first frame flushed (0 ms timer after it)")))
                return sig
            cls.first_paint = first_paint
        return mod
    base.GameInfo.companion = comp
    def timed_items():
        # Our own scene items and views: the first call of each class's painting.
        seen = set()
        def walk(cls):
            for sub in cls.__subclasses__():
                if sub in seen:
                    continue
                seen.add(sub)
                if sub.__module__.startswith("cinch_qt"):
                    for meth in ("paint", "drawBackground"):
                        if meth in sub.__dict__:
                            inner = sub.__dict__[meth]
                            label = f"first {meth}: {sub.__name__}"
                            def wrapped(self, *a, _inner=inner, _label=label):
                                mark(_label + " begins")
                                r = _inner(self, *a)
                                mark(_label + " done")
                                return r
                            setattr(sub, meth, wrapped)
                walk(sub)
        walk(QGraphicsItem)
        walk(QGraphicsView)
    return _run(qapp, *a, **k)
app._run = run
wrap(app, "_first_game", "data folder, language, game chosen")
sys.exit(app.run(sys.argv[1:]))
'''


def one(root: Path, table_args: list[str], work: Path, probe: Path, warm: bool,
        keep: bool = False) -> dict[str, tuple[float, float]]:
    """The marks of one start; ``keep``: the start before a later start, which runs on
    until its drawn-card store is written (stopped at the table it wrote nothing)."""
    data = work / "data"
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env.update(PYTHONPATH=str(root), HOME=str(work), XDG_CACHE_HOME=str(work / "cache"),
               XDG_CONFIG_HOME=str(work / "config"), XDG_RUNTIME_DIR=str(work / "run"))
    (work / "run").mkdir(mode=0o700, exist_ok=True)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not warm and data.exists():
        import shutil
        shutil.rmtree(data)
    data.mkdir(exist_ok=True)
    (data / SAVE_NAME).unlink(missing_ok=True)
    marks_file = work / "marks.jsonl"
    cmd = [sys.executable, "-c", DRIVER, "--seed", "1", "--size", "1280x800",
           "--data-dir", str(data), *table_args]
    with FreshX() as display, SessionBus() as bus:
        run_env = dict(env, DISPLAY=display, DBUS_SESSION_BUS_ADDRESS=bus,
                       CINCH_TIMELINE_MARKS=str(marks_file))
        watcher = subprocess.Popen(
            [str(probe), display, str(int(TIMEOUT_S * 1000)), str(POLL_MS), str(GRID),
             str(TABLE_SHARE)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        t0 = time.monotonic()
        proc = subprocess.Popen(cmd, env=run_env, cwd=str(work),
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        watcher.stdin.write("go\n")
        watcher.stdin.flush()
        go = (time.monotonic() - t0) * 1000     # the probe's clock starts here
        out, _ = watcher.communicate(timeout=TIMEOUT_S + 5)
        time.sleep(0.3)       # the marks of what follows the frame, for the record
        if keep and wait_for_card_store(data) == 0:
            print(f"note: the start before wrote no drawn-card store within "
                  f"{STORE_LIMIT_S:.0f} s", file=sys.stderr)
        proc.terminate()
        try:
            _, err = proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate()
    marks: dict[str, tuple[float, float]] = {}
    for line in marks_file.read_text().splitlines():
        name, mono, cpu = json.loads(line)
        marks[name] = ((mono - t0) * 1000, cpu * 1000)
    if "table's firstPaint signal" not in marks:
        raise SystemExit(f"the program did not paint its table:\n{err[-2000:]}")
    for line in out.splitlines():
        name, _, value = line.partition(" ")
        if name in ("mapped", "first", "felt", "table"):
            marks[f"X: {name} (probe)"] = (go + float(value) * 1000, float("nan"))
    return marks


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--root", default=str(ROOT))
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--warm", action="store_true", help="a later start (data folder kept)")
    p.add_argument("--game", choices=("cinch", "cribbage", "crib-wars"), default=None)
    p.add_argument("--players", type=int, choices=(2, 3, 4, 6), default=None)
    args = p.parse_args()
    root = Path(args.root).resolve()
    table_args = (["--game", args.game] if args.game else []) + \
        (["--players", str(args.players)] if args.players else [])
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "cinch_qt")],
                   check=False, stdout=subprocess.DEVNULL)
    load = os.getloadavg()[0]
    runs = []
    with tempfile.TemporaryDirectory(prefix="cinch-timeline-") as tmp:
        work = Path(tmp)
        probe = build_probe(work)
        if args.warm:
            one(root, table_args, work, probe, warm=False, keep=True)  # the start before
        for _ in range(args.rounds):
            runs.append(one(root, table_args, work, probe, warm=args.warm))
    names = {name for marks in runs for name in marks}
    rows = []
    for name in names:
        got = [marks[name] for marks in runs if name in marks]
        rows.append((statistics.median(w for w, _ in got),
                     statistics.median(c for _, c in got), name, len(got)))
    rows.sort()
    print(f"machine: {describe()}")
    print(f"load average {load:.2f} before, {os.getloadavg()[0]:.2f} after (1 min)")
    print(f"{root}: {' '.join(table_args) or 'Cinch'}; "
          f"{'a later start' if args.warm else 'a first start'}; median of {args.rounds}")
    print(f"{'wall ms':>8} {'CPU ms':>7}  mark")
    for wall, cpu, name, n in rows:
        cpu_text = "" if cpu != cpu else f"{cpu:7.0f}"
        note = "" if n == len(runs) else f"  (in {n} of {len(runs)})"
        print(f"{wall:8.0f} {cpu_text:>7}  {name}{note}")


if __name__ == "__main__":
    main()
