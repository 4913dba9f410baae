#!/usr/bin/env python3
"""Start-up beside GNOME Aisleriot and KDE KPat: launch to mapped window, launch to content.

    python benchmarks/bench_startup_vs.py                    # 7 rounds, all contenders
    python benchmarks/bench_startup_vs.py --rounds 9 --busy  # one core kept busy meanwhile
    python benchmarks/bench_startup_vs.py --root /tmp/old-tree --label before
    python benchmarks/bench_startup_vs.py --frozen   # + the last frozen build (build.py)
    python benchmarks/bench_startup_vs.py --frozen --rows    # the whole table of ROWS
    python benchmarks/bench_startup_vs.py --rows cinch-first crib-wars4-later-busy
    python benchmarks/bench_startup_vs.py --cinch-cmd build/packaging/dist/cinch-qt/cinch-qt
    python benchmarks/bench_startup_vs.py --compare /tmp/old-tree   # before/after, alternating
    python benchmarks/bench_startup_vs.py --installed      # as the README installs it (venv)
    python benchmarks/bench_startup_vs.py --warm   # data folder kept: a later start
    python benchmarks/bench_startup_vs.py --game crib-wars --players 4   # the Cribbage table
    python benchmarks/bench_startup_vs.py --shot /tmp/shots   # what each rule saw (PNGs)

Set-up (Debian): ``apt-get install -y kpat aisleriot xvfb``; a contender that is not
installed is skipped with a note.  Every launch gets a fresh Xvfb (black root, ``-br``)
and a fresh session bus (started before the clock, so no program pays for spawning its
own dbus-daemon), and the contenders alternate within each round, so slow spells of a
shared machine hit them alike.  One unmeasured launch of each warms the file cache, the
byte-code and the KDE/GNOME caches in the per-contender home folder.

Five instants are taken from outside the program by a small compiled probe
(``xprobe.c``, built with ``cc`` at the start of the run; Debian: ``gcc libx11-dev``),
which polls the X server every 5 ms and so takes next to nothing from the programs being
timed (polling from Python every millisecond took a core of the two):

* *mapped*: a top-level window at least 200x150 is viewable;
* *first*: the first non-black pixel inside that window, on any of 32 rows (the easy
  figure, kept beside the others: an early menu bar or plate is enough for it);
* *grid3*: at least 5 of the 3x3 points at 25/50/75 % of the window are not black;
* *felt*: at least 90 % of 7x7 points spread evenly over the window are not black: the
  window is painted all over, the felt at least;
* *table*: the felt rule, and cards on it: at least 16 points of a 64x40 grid over the
  window's middle band (12-92 % of its height: below menus and tool bars, above status
  lines) nearly white, as card faces are.  This is the figure a person would agree
  with: they wait for the felt and the cards, not for the first pixel.
  Aisleriot paints its felt one frame before its cards (see ``--shot``): the felt rule
  alone took that frame for its table.

A window mapped but not yet painted shows the black root (``Xvfb -br``) behind it.
``--shot DIR`` launches each contender once and writes what its window showed at the
instant each rule was met (``DIR/<contender>-<rule>.png``), and 1 s after the table rule
(``-later.png``), to see that the table rule waits for the felt and the cards; the
times of such a run are not figures (writing a shot delays the probe).

Cinch runs with a fresh, empty data folder per launch (its first-start path: no saved
game to offer), ``--seed 1 --size 1280x800``, plus ``--game``/``--players`` when given.
By default it is ``python -m cinch_qt`` from the source tree with this interpreter, so
the interpreter's own site-packages start-up (its .pth files: an editable install's
finder, whatever else is installed there) is counted.  ``--installed`` measures the
program as the README installs it instead: ``pip install <tree>`` into a fresh venv in
the work folder (made once, before the rounds; pip needs its index or cache), run as
``.venv/bin/cinch-qt``.  ``--warm`` keeps Cinch's data folder between launches, as
KDE's and GNOME's caches in the contenders' homes are kept, with the last launch's game
put away: a later start, whose drawn-card store (themes/card_store.py) is filled.  The
measured launches are stopped as soon as the table is seen, before anything is written
after the first frame, so the unmeasured warming launch of each contender runs on: ours
until its drawn-card store is written (the number of files is printed; it once waited
for nothing, and those "later starts" found no store: docs/startup.md), Aisleriot and
KPat for a few seconds, so their own caches are written too.

``--frozen [PATH]`` adds the frozen build as one more contender ("Cinch frozen"), with
the same arguments and data folder handling: PATH is its executable or a folder holding
it; without PATH, the last build of ``packaging/build.py`` (``$CINCH_QT_BUILD_DIR`` or
``build/packaging``, then ``dist/cinch-qt/cinch-qt``).  A note is printed when a source
file is newer than that build.  ``--rows [ROW ...]`` measures rows of the start-up table
one after the other (every table, first and later start, and the later starts with one
core busy; all of them when none is named), each with its own work folder and warming
launches, exactly as the single-row command printed beside it would.

Prints, per row, medians, min/max, ratios between every build of ours and each other
contender, the load average before and after, and the command; then one Markdown table
of all rows (first pixel / table painted per contender, the table rule's ratios, the
load, the command), and the machine.  Asserts nothing about speed.
"""

from __future__ import annotations

import argparse
import os
import select
import shlex
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from machine import describe  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SCREEN = (1280, 800)
MIN_W, MIN_H = 200, 150
GRID = 7              # the "table painted" rule: points spread evenly over the window
TABLE_SHARE = 90      # ... at least this share of them not black
POLL_MS = 5           # the probe's polling interval
SAVE_NAME = "current-game.json"
TIMEOUT_S = 30.0


# --- the probe ---------------------------------------------------------------------------

RULES = ("mapped", "first", "grid3", "felt", "table")
RULE_WORDS = {
    "mapped": "window mapped",
    "first": "first non-black pixel (any of 32 rows)",
    "grid3": "5 of 3x3 points painted (25/50/75 %)",
    "felt": f"window painted all over: {TABLE_SHARE} % of {GRID}x{GRID} points not black",
    "table": "table painted: felt, and 16 of 64x40 points of the middle band nearly white "
             "(cards)",
}


def build_probe(work: Path) -> Path:
    """benchmarks/xprobe.c compiled once per run (cc and libX11's headers)."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        raise SystemExit("no C compiler: apt-get install -y gcc libx11-dev")
    exe = work / "xprobe"
    done = subprocess.run([cc, "-O2", "-o", str(exe), str(Path(__file__).with_name("xprobe.c")),
                           "-lX11"], capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"could not build the probe (apt-get install -y libx11-dev):\n"
                         f"{done.stderr.strip()}")
    return exe


# --- one launch --------------------------------------------------------------------------

class FreshX:
    """A new Xvfb with a black root on a display it picks itself (-displayfd)."""

    def __enter__(self) -> str:
        read_fd, write_fd = os.pipe()
        self._read_fd = read_fd
        self.proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_fd), "-screen", "0",
             f"{SCREEN[0]}x{SCREEN[1]}x24", "-br", "-nolisten", "tcp", "-noreset"],
            pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_fd)
        ready, _, _ = select.select([read_fd], [], [], 30)
        number = os.read(read_fd, 64).decode().strip() if ready else ""
        if not number.isdigit():
            self.__exit__()
            raise SystemExit("Xvfb did not start")
        return f":{number}"

    def __exit__(self, *_exc) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._read_fd)


class SessionBus:
    """A private session bus, started before the clock and stopped after the launch."""

    def __enter__(self) -> str:
        out = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1",
                              "--print-pid=1"], capture_output=True, text=True, check=True)
        address, pid = out.stdout.split()[:2]
        self.pid = int(pid)
        return address

    def __exit__(self, *_exc) -> None:
        try:
            os.kill(self.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass


def _stop(proc: subprocess.Popen) -> None:
    # Each contender runs in its own process group: KDE and GNOME helpers go with it.
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=5)
            return
        except subprocess.TimeoutExpired:
            continue


def ppm_to_png(ppm: Path, png: Path) -> None:
    """The probe's binary PPM as a PNG (zlib only: the benchmark imports no Qt)."""
    data = ppm.read_bytes()
    magic, dims, depth, pixels = data.split(b"\n", 3)
    width, height = (int(v) for v in dims.split())
    if magic != b"P6" or depth != b"255" or len(pixels) < width * height * 3:
        raise ValueError(f"{ppm}: not a PPM the probe wrote")
    stride = width * 3
    raw = b"".join(b"\0" + pixels[row * stride:(row + 1) * stride] for row in range(height))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))
    png.write_bytes(b"\x89PNG\r\n\x1a\n"
                    + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                    + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))
    ppm.unlink()


def launch(cmd: list[str], env: dict[str, str], cwd: str, probe: Path,
           shot: Path | None = None, settle: Callable[[], object] | None = None
           ) -> dict[str, float]:
    """Seconds from exec to each rule of RULES, read by the probe from outside; with
    ``shot`` (a path prefix), what the window showed at each rule as PNGs; ``settle`` is
    called once the table is seen, before the program is stopped."""
    with FreshX() as display, SessionBus() as bus:
        run_env = dict(env, DISPLAY=display, DBUS_SESSION_BUS_ADDRESS=bus)
        watcher = subprocess.Popen(
            [str(probe), display, str(int(TIMEOUT_S * 1000)), str(POLL_MS), str(GRID),
             str(TABLE_SHARE), *([str(shot)] if shot else [])],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        proc = subprocess.Popen(cmd, env=run_env, cwd=cwd, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True)
        watcher.stdin.write("go\n")        # the probe's clock starts now
        watcher.stdin.flush()
        try:
            out, _ = watcher.communicate(timeout=TIMEOUT_S + 5)
            if settle is not None and watcher.returncode == 0:
                settle()
        finally:
            _stop(proc)
            if watcher.poll() is None:
                watcher.kill()
                watcher.wait()
        got = {}
        for line in out.splitlines():
            name, _, value = line.partition(" ")
            if name in RULES:
                got[name] = float(value)
        if "table" not in got:
            raise SystemExit(f"{cmd[0]}: the table was not painted within {TIMEOUT_S} s "
                             f"(exit code {proc.returncode}, probe saw {got})")
        for rule in RULES:                  # a rule met in the same poll as a later one
            got.setdefault(rule, got["table"])
        if shot is not None:
            for ppm in shot.parent.glob(f"{shot.name}-*.ppm"):
                ppm_to_png(ppm, ppm.with_suffix(".png"))
        return got


# --- letting a warming launch finish what it keeps --------------------------------------

# Every launch is stopped as soon as the table is seen.  What a program keeps for its
# next start it writes after its first frame (our drawn-card store: the worker threads,
# after the frame; KDE's and GNOME's card caches), so a launch stopped at once never
# writes it, and a "later start" would find nothing kept.  The unmeasured warming launch
# of each contender therefore runs on: ours until its drawn-card store is written,
# Aisleriot and KPat for SETTLE_S, as a person's session would.
SETTLE_S = 3.0
STORE_LIMIT_S = 20.0
CARD_STORE = ("cache", "cards")     # inside --data-dir (cinch_qt/app.py: _card_store_dir)


def wait_for_card_store(data: Path, limit_s: float = STORE_LIMIT_S, quiet_s: float = 1.0,
                        poll_s: float = 0.1) -> int:
    """Wait until the drawn-card store in the data folder ``data`` holds files and has
    not changed for ``quiet_s`` (the worker threads have written it), at most
    ``limit_s``; the number of files it holds then (0: nothing was written)."""
    store = data.joinpath(*CARD_STORE)
    deadline = time.monotonic() + limit_s
    seen, since = -1, time.monotonic()
    while time.monotonic() < deadline:
        files = sum(1 for p in store.rglob("*") if p.is_file()) if store.is_dir() else 0
        if files != seen:
            seen, since = files, time.monotonic()
        elif files and time.monotonic() - since >= quiet_s:
            break
        time.sleep(poll_s)
    return max(seen, 0)


# --- contenders ---------------------------------------------------------------------------

class Contender:
    def __init__(self, name: str, cmd: list[str], work: Path, cinch: bool = False) -> None:
        self.name, self.cmd, self.cinch = name, cmd, cinch
        self.home = work / name.replace(" ", "-")
        self.home.mkdir(parents=True, exist_ok=True)
        runtime = self.home / "runtime"
        runtime.mkdir(mode=0o700, exist_ok=True)
        self.env = {k: v for k, v in os.environ.items()
                    if k not in ("DISPLAY", "QT_QPA_PLATFORM", "DBUS_SESSION_BUS_ADDRESS",
                                 "WAYLAND_DISPLAY")}
        # A home of its own that persists over the rounds, as a person's would.
        self.env.update(HOME=str(self.home), XDG_RUNTIME_DIR=str(runtime),
                        XDG_CONFIG_HOME=str(self.home / ".config"),
                        XDG_CACHE_HOME=str(self.home / ".cache"),
                        XDG_DATA_HOME=str(self.home / ".local" / "share"))
        self.times: dict[str, list[float]] = {rule: [] for rule in RULES}
        self.probe: Path | None = None
        self.extra_args: list[str] = []
        self.warm = False
        self.stored: list[int] = []   # files in the drawn-card store after warming

    def one(self, record: bool = True, shot: Path | None = None) -> dict[str, float]:
        cmd = list(self.cmd)
        data = None
        if self.cinch and self.warm:
            # The same data folder every launch, as a person's; the last launch's game
            # is put away so no resume question is asked (SAVE_NAME: storage/autosave.py).
            kept = self.home / "data"
            kept.mkdir(exist_ok=True)
            (kept / SAVE_NAME).unlink(missing_ok=True)
            cmd += ["--seed", "1", "--size", f"{SCREEN[0]}x{SCREEN[1]}", "--data-dir",
                    str(kept), *self.extra_args]
        elif self.cinch:
            data = tempfile.mkdtemp(prefix="data-", dir=self.home)
            cmd += ["--seed", "1", "--size", f"{SCREEN[0]}x{SCREEN[1]}", "--data-dir", data,
                    *self.extra_args]
        settle = None
        if not record and shot is None:         # the warming launch
            if self.cinch and self.warm:
                settle = lambda: self.stored.append(wait_for_card_store(kept))  # noqa: E731
            elif not self.cinch:
                settle = lambda: time.sleep(SETTLE_S)  # noqa: E731
        try:
            got = launch(cmd, self.env, str(self.home), self.probe,
                         shot / self.name.replace(" ", "-") if shot else None, settle)
        finally:
            if data:
                shutil.rmtree(data, ignore_errors=True)
        if record:
            for rule in RULES:
                self.times[rule].append(got[rule])
        return got


def installed_command(root: Path, work: Path, name: str) -> list[str]:
    """``cinch-qt`` of a fresh venv with ``pip install root`` (the README's way)."""
    venv = work / f"venv-{name}"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(venv / "bin" / "pip"), "install", "-q", str(root)], check=True,
                   stdout=subprocess.DEVNULL)
    return [str(venv / "bin" / "cinch-qt")]


def cinch_command(args: argparse.Namespace, root: str | None = None, work: Path | None = None
                  ) -> tuple[list[str], dict[str, str]]:
    if args.cinch_cmd and root is None:
        return [args.cinch_cmd], {}
    if root is not None and Path(root).is_file():
        return [str(Path(root).resolve())], {}  # another frozen build
    root = Path(root or args.root).resolve()
    if args.installed and work is not None:
        return installed_command(root, work, root.name), {}
    # Warm byte-code, as an install ships it.
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "cinch_qt")],
                   check=False, stdout=subprocess.DEVNULL)
    return [sys.executable, "-m", "cinch_qt"], {"PYTHONPATH": str(root)}


# --- the frozen build ---------------------------------------------------------------------

# packaging/build.py writes the one-folder bundle to <build dir>/dist/cinch-qt/, its
# executable cinch-qt inside; the build dir is $CINCH_QT_BUILD_DIR or build/packaging
# (packaging/cinch_pack/project.py: build_dir, BUILD_DIR_VARIABLE).
FROZEN_NAME = "cinch-qt"
BUILD_DIR_VARIABLE = "CINCH_QT_BUILD_DIR"
FROZEN_PLACES = ("", FROZEN_NAME, f"dist/{FROZEN_NAME}")


def find_frozen(given: str | None, root: Path,
                environ: Mapping[str, str] = os.environ) -> Path:
    """The frozen cinch-qt to time: ``given`` is its executable, or a folder holding it
    (the bundle, PyInstaller's dist folder, or build.py's build folder); without it, the
    last build of ``root`` (``$CINCH_QT_BUILD_DIR`` or ``root/build/packaging``)."""
    if given:
        start = Path(given).expanduser()
    elif environ.get(BUILD_DIR_VARIABLE):
        start = Path(environ[BUILD_DIR_VARIABLE])
    else:
        start = root / "build" / "packaging"
    if start.is_file():
        if not os.access(start, os.X_OK):
            raise SystemExit(f"--frozen: {start} is not executable")
        return start.resolve()
    looked = [start / place / FROZEN_NAME for place in FROZEN_PLACES]
    for candidate in looked:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate.resolve()
    raise SystemExit(
        "--frozen: no frozen cinch-qt at " + ", ".join(str(p) for p in looked)
        + ".\nBuild it with `nice -n 10 python packaging/build.py` (its executable lands in "
        "build/packaging/dist/cinch-qt/cinch-qt), or give --frozen PATH")


def stale_frozen(exe: Path, root: Path) -> str | None:
    """A note when a source file of ``root`` is newer than the frozen build: its figures
    would then be those of older code than the source contender's."""
    built = exe.stat().st_mtime
    newer = [p for p in (root / "cinch_qt").rglob("*.py") if p.stat().st_mtime > built]
    if not newer:
        return None
    newest = max(newer, key=lambda p: p.stat().st_mtime)
    return (f"the frozen build {exe} is older than {len(newer)} source file(s) of {root} "
            f"(the newest: {newest.relative_to(root)}): rebuild it (packaging/build.py) "
            f"to time the same code")


# --- rows of the table ------------------------------------------------------------

GAME_NAMES = {None: "Cinch", "cinch": "Cinch", "cribbage": "Cribbage", "crib-wars": "Crib Wars"}


@dataclass(frozen=True)
class Row:
    """One start to time: the table, first or later start, a core kept busy or not."""

    game: str | None = None
    players: int | None = None
    warm: bool = False
    busy: bool = False

    @property
    def key(self) -> str:
        return (f"{self.game or 'cinch'}{self.players or ''}-"
                f"{'later' if self.warm else 'first'}{'-busy' if self.busy else ''}")

    @property
    def title(self) -> str:
        players = f" {self.players}p" if self.players else ""
        return (f"{GAME_NAMES[self.game]}{players}, {'later' if self.warm else 'first'} start"
                f"{', one core busy' if self.busy else ''}")

    def flags(self) -> list[str]:
        return ((["--game", self.game] if self.game else [])
                + (["--players", str(self.players)] if self.players else [])
                + (["--warm"] if self.warm else []) + (["--busy"] if self.busy else []))


# The start-up table's rows: every table, first and later start; the later starts again with one
# core kept busy (the KPat comparison).
ROWS = (
    Row(), Row(warm=True),
    Row("cribbage", 2), Row("cribbage", 2, warm=True),
    Row("crib-wars", 2), Row("crib-wars", 2, warm=True),
    Row("crib-wars", 4), Row("crib-wars", 4, warm=True),
    Row(warm=True, busy=True), Row("cribbage", 2, warm=True, busy=True),
    Row("crib-wars", 2, warm=True, busy=True), Row("crib-wars", 4, warm=True, busy=True),
)
ROW_KEYS = {row.key: row for row in ROWS}


def interpreter() -> str:
    """This interpreter as a command to type in the checkout: the source contender is
    run with it, so the printed commands name it (.venv/bin/python, say)."""
    exe = Path(sys.executable)
    try:
        return str(exe.relative_to(ROOT))
    except ValueError:
        return str(exe)


def row_command(args: argparse.Namespace, row: Row) -> str:
    """The command that measures ``row`` alone with the same contenders."""
    cmd = [interpreter(), "benchmarks/bench_startup_vs.py", "--rounds", str(args.rounds)]
    if Path(args.root).resolve() != ROOT:
        cmd += ["--root", args.root]
    if args.cinch_cmd:
        cmd += ["--cinch-cmd", args.cinch_cmd]
    if args.installed:
        cmd += ["--installed"]
    if args.frozen is not None:
        cmd += ["--frozen", *([args.frozen] if args.frozen else [])]
    if args.compare:
        cmd += ["--compare", args.compare]
    if args.only:
        cmd += ["--only", *args.only]
    return shlex.join(cmd + row.flags())


@dataclass
class Result:
    row: Row
    command: str
    contenders: list[Contender]
    load_before: tuple[float, float, float]
    load_after: tuple[float, float, float]
    notes: list[str] = field(default_factory=list)


def _ms(values: list[float]) -> str:
    return (f"{statistics.median(values) * 1000:6.0f} ms  "
            f"(min {min(values) * 1000:.0f}, max {max(values) * 1000:.0f})")


def make_contenders(args: argparse.Namespace, row: Row, work: Path, frozen: Path | None
                    ) -> tuple[list[Contender], list[str]]:
    cmd, extra_env = cinch_command(args, work=work)
    ours: list[Contender] = []
    wanted = set(args.only or ("cinch", "aisleriot", "kpat"))
    if "cinch" in wanted:
        ours.append(Contender("Cinch", cmd, work, cinch=True))
        ours[-1].env.update(extra_env)
    if frozen is not None:
        ours.append(Contender("Cinch frozen", [str(frozen)], work, cinch=True))
    if args.compare and "cinch" in wanted:
        other_cmd, other_env = cinch_command(args, args.compare, work)
        name = Path(args.compare).name
        if Path(args.compare).is_file():
            # <tree>/build/packaging/dist/cinch-qt/cinch-qt: name it by its tree
            parents = Path(args.compare).resolve().parents
            name = f"{parents[4].name if len(parents) > 4 else parents[0].name} frozen"
        ours.append(Contender(f"Cinch@{name}", other_cmd, work, cinch=True))
        ours[-1].env.update(other_env)
    table_args = [f for f in row.flags() if f not in ("--warm", "--busy")]
    for c in ours:
        c.extra_args = table_args
        c.warm = row.warm
    contenders = list(ours)
    notes = []
    for key, name, exe in (("aisleriot", "Aisleriot", "sol"), ("kpat", "KPat", "kpat")):
        if key not in wanted:
            continue
        path = shutil.which(exe) or (f"/usr/games/{exe}" if os.path.exists(f"/usr/games/{exe}")
                                     else None)
        if path is None:
            notes.append(f"{name} not installed (apt-get install -y {key}); skipped")
            continue
        contenders.append(Contender(name, [path], work))
    return contenders, notes


def measure(args: argparse.Namespace, row: Row, frozen: Path | None) -> Result | None:
    """Every contender ``args.rounds`` times, alternating, for one row (None after --shot)."""
    work = Path(tempfile.mkdtemp(prefix="cinch-bench-vs-"))
    busy = None
    try:
        contenders, notes = make_contenders(args, row, work, frozen)
        probe = build_probe(work)
        for c in contenders:
            c.probe = probe
        load_before = os.getloadavg()
        print(f"[{row.key}] {row.title}: load average {load_before[0]:.2f} "
              f"{load_before[1]:.2f} {load_before[2]:.2f} (1/5/15 min) before", flush=True)
        if row.busy:
            busy = subprocess.Popen([sys.executable, "-c", "while True: pass"])
        for c in contenders:
            c.one(record=False)  # warm caches, byte-code and the contender's home
        if args.shot is not None:
            args.shot.mkdir(parents=True, exist_ok=True)
            for c in contenders:
                got = c.one(record=False, shot=args.shot.resolve())
                print(f"{c.name}: " + ", ".join(f"{rule} {got[rule] * 1000:.0f} ms"
                                                 for rule in RULES)
                      + f" (delayed by the shots); PNGs in {args.shot}")
            return None
        for r in range(args.rounds):
            # Alternate the order too, so no contender always follows the same one.
            order = contenders if r % 2 == 0 else list(reversed(contenders))
            for c in order:
                c.one()
    finally:
        if busy is not None:
            busy.kill()
            busy.wait()
        shutil.rmtree(work, ignore_errors=True)
    return Result(row, row_command(args, row), contenders, load_before, os.getloadavg(),
                  notes)


def print_detail(args: argparse.Namespace, result: Result, frozen: Path | None) -> None:
    row = result.row
    print(f"load average before {result.load_before[0]:.2f}, after "
          f"{result.load_after[0]:.2f} (1 min); "
          f"{'one core kept busy by another process' if row.busy else 'no extra load'}")
    cinch_what = args.cinch_cmd or (f"cinch-qt pip-installed into a fresh venv from "
                                    f"{args.root}" if args.installed
                                    else f"python -m cinch_qt from {args.root}")
    table_args = [f for f in row.flags() if f not in ("--warm", "--busy")]
    if table_args:
        cinch_what += f" ({' '.join(table_args)})"
    cinch_what += ("; its data folder kept between launches (no saved game)" if row.warm
                   else "; a fresh data folder per launch (a first start)")
    if frozen is not None:
        cinch_what += f"; Cinch frozen: {frozen}"
    if args.compare:
        cinch_what += f"; Cinch@...: {args.compare}"
    label = f" [{args.label}]" if args.label else ""
    print(f"Cinch: {cinch_what}; {args.rounds} rounds, contenders alternating, fresh Xvfb "
          f"and session bus per launch{label}")
    print(f"command: {result.command}")
    for note in result.notes:
        print(f"note: {note}")
    for c in result.contenders:
        if c.cinch and row.warm:
            files = c.stored[0] if c.stored else 0
            print(f"{c.name}: its warming launch wrote {files} file(s) into the drawn-card "
                  f"store" + ("" if files else
                              f" (NOTHING within {STORE_LIMIT_S:.0f} s: these later "
                              f"starts drew their cards without it)"))
    for c in result.contenders:
        for i, rule in enumerate(RULES):
            print(f"{c.name if i == 0 else '':20s} {rule:7s} {_ms(c.times[rule])}")
    med = statistics.median
    ours = [c for c in result.contenders if c.cinch]
    for n, base in enumerate(ours):
        # Each of our builds against everything after it (the frozen build, --compare's
        # tree, then Aisleriot and KPat).
        for c in [*ours[n + 1:], *(c for c in result.contenders if not c.cinch)]:
            ratios = ", ".join(f"{rule} {med(base.times[rule]) / med(c.times[rule]):.2f}x"
                               for rule in RULES)
            print(f"{base.name} / {c.name}: {ratios} (below 1 = {base.name} sooner)")
    print(flush=True)


def summary_table(results: list[Result]) -> list[str]:
    """One Markdown table: per row the first pixel / table painted of every contender,
    each of ours against Aisleriot and KPat (table rule), the load and the command."""
    names = [c.name for c in results[0].contenders]
    ours = [c.name for c in results[0].contenders if c.cinch]
    theirs = [c.name for c in results[0].contenders if not c.cinch]
    ratio_names = [(a, b) for a in ours for b in theirs]
    head = (["start"] + [f"{n} first / table" for n in names]
            + [f"table: {a} / {b}" for a, b in ratio_names] + ["load (1 min) before–after",
                                                                 "command"])
    lines = ["| " + " | ".join(head) + " |",
             "| --- |" + " ---: |" * (len(head) - 2) + " --- |"]
    med = statistics.median
    for res in results:
        by_name = {c.name: c for c in res.contenders}
        cells = [res.row.title]
        for n in names:
            c = by_name.get(n)
            cells.append(f"{med(c.times['first']) * 1000:.0f} / "
                         f"{med(c.times['table']) * 1000:.0f} ms" if c else "—")
        for a, b in ratio_names:
            if a in by_name and b in by_name:
                ratio = med(by_name[a].times["table"]) / med(by_name[b].times["table"])
                cells.append(f"{ratio:.2f}×")
            else:
                cells.append("—")
        cells.append(f"{res.load_before[0]:.2f}–{res.load_after[0]:.2f}")
        cells.append(f"`{res.command}`")
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--rounds", type=int, default=7)
    p.add_argument("--root", default=str(ROOT), help="the source tree to run (default: this one)")
    p.add_argument("--cinch-cmd", default=None,
                   help="a command to run in place of python -m cinch_qt (a frozen cinch-qt)")
    p.add_argument("--frozen", nargs="?", const="", default=None, metavar="PATH",
                   help="also time the frozen build, alternating with the others: its "
                        "executable or a folder holding it (default: the last build of "
                        "packaging/build.py, build/packaging/dist/cinch-qt/cinch-qt)")
    p.add_argument("--label", default="", help="a word printed with the figures")
    p.add_argument("--busy", action="store_true",
                   help="keep one core busy with another process during the rounds")
    p.add_argument("--compare", default=None, metavar="ROOT",
                   help="also run the source tree ROOT (an older commit, say), or another "
                        "frozen cinch-qt, as a contender alternating with the others")
    p.add_argument("--only", nargs="*", default=None, choices=("cinch", "aisleriot", "kpat"),
                   help="contenders to run (cinch = python -m cinch_qt; --frozen adds the "
                        "frozen build whatever this says)")
    p.add_argument("--installed", action="store_true",
                   help="run the tree(s) installed with pip into a fresh venv, as the "
                        "README does, instead of python -m cinch_qt from the tree")
    p.add_argument("--game", choices=("cinch", "cribbage", "crib-wars"), default=None,
                   help="the table to open (default: the program's default, Cinch)")
    p.add_argument("--players", type=int, choices=(2, 3, 4, 6), default=None)
    p.add_argument("--warm", action="store_true",
                   help="keep Cinch's data folder between launches, as a person's is "
                        "(its drawn-card store fills), with no saved game in it")
    p.add_argument("--rows", nargs="*", default=None, metavar="ROW",
                   help="measure these rows of the start-up table one after the other (all "
                        "of them when none is named: " + ", ".join(ROW_KEYS)
                        + ") and print one table of them all")
    p.add_argument("--shot", type=Path, default=None, metavar="DIR",
                   help="launch each contender once (after its warming launch) and write "
                        "PNGs of what its window showed as each rule was met into DIR; "
                        "no figures")
    args = p.parse_args(argv)
    if args.rounds < 1:
        p.error("--rounds must be at least 1")
    if args.rows is not None:
        unknown = [key for key in args.rows if key not in ROW_KEYS]
        if unknown:
            p.error(f"--rows: no row {', '.join(unknown)}; the rows: {', '.join(ROW_KEYS)}")
        clash = [flag for flag, on in (("--game", args.game), ("--players", args.players),
                                       ("--warm", args.warm), ("--busy", args.busy),
                                       ("--shot", args.shot)) if on]
        if clash:
            p.error(f"--rows names its own tables and starts; drop {', '.join(clash)}")
    return args


def rows_to_run(args: argparse.Namespace) -> list[Row]:
    if args.rows is None:
        return [Row(args.game, args.players, args.warm, args.busy)]
    return [ROW_KEYS[key] for key in args.rows] if args.rows else list(ROWS)


def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    frozen = None
    notes = []
    if args.frozen is not None:
        frozen = find_frozen(args.frozen or None, Path(args.root).resolve())
        if note := stale_frozen(frozen, Path(args.root).resolve()):
            notes.append(note)
    print(f"machine: {describe()}")
    print(f"the probe polls every {POLL_MS} ms from a compiled helper (benchmarks/xprobe.c)")
    for rule in RULES:
        print(f"  {rule:7s} = {RULE_WORDS[rule]}")
    for note in notes:
        print(f"note: {note}")
    print(flush=True)
    results = []
    for row in rows_to_run(args):
        result = measure(args, row, frozen)
        if result is None:      # --shot
            return
        print_detail(args, result, frozen)
        results.append(result)
    print("medians of the first non-black pixel / the table painted (felt and cards), "
          f"{args.rounds} rounds, ms from exec; below 1× = ours sooner; the load average "
          f"is the machine's 1-minute figure before and after each row")
    for note in notes:
        print(f"note: {note}")
    print("\n".join(summary_table(results)))


if __name__ == "__main__":
    main()
