"""``pytest --shards N``: the suite in N processes at once, started from one command.

Most of the suite's time is waiting, not computing: a whole game on the table runs
about a thousand animations one after another, and each lasts at least one tick of Qt's
animation timer (16 ms) whatever its scaled duration, while the bot's thread waits its
turn.  One pytest process keeps one core about half busy, so on CI's two cores the
suite took 17.5 to 19 minutes of the 20 allowed.  With ``--shards 2`` this process runs
one share of the collected tests and starts ``pytest`` on each other share at once, in
a process of its own (its own temporary folder; the same options; ``@file`` carries its
test ids); at the end it prints what each other process printed and fails when any of
them failed.  The shares are whole files, balanced by the files' last measured times
(``shard_seconds.json``; a file not in it counts as the median file).

The tests are already independent of each other (each has its own folders, settings
and data folder), which is what lets them share a machine; the packaging build starts
in whichever process holds the packaging tests (conftest, packaging_build.py).
"""

from __future__ import annotations

import atexit
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SECONDS = Path(__file__).with_name("shard_seconds.json")


@dataclass
class Share:
    """One other process: its tests, its output, its exit status when done."""
    ids: list[str]
    folder: Path
    proc: subprocess.Popen

    @property
    def log(self) -> Path:
        return self.folder / "output.txt"


_others: list[Share] = []


def file_seconds() -> dict[str, float]:
    try:
        data = json.loads(SECONDS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: float(v) for k, v in data.get("files", {}).items()}


def _file(item) -> str:
    return item.nodeid.split("::")[0]


def split(files: list[str], n: int, seconds: dict[str, float]) -> list[list[str]]:
    """``files`` in ``n`` shares of about equal time: the longest first, each to the
    share with the least so far (in collection order within a share)."""
    known = [seconds[f] for f in files if f in seconds]
    default = statistics.median(known) if known else 1.0
    loads = [0.0] * n
    shares: list[set[str]] = [set() for _ in range(n)]
    for f in sorted(files, key=lambda f: -seconds.get(f, default)):
        i = loads.index(min(loads))
        shares[i].add(f)
        loads[i] += seconds.get(f, default)
    return [[f for f in files if f in share] for share in shares]


def start_others(config, items: list) -> None:
    """Keep this process's share of ``items`` in place; start the others."""
    n = config.getoption("shards")
    if config.option.collectonly:
        return
    files = list(dict.fromkeys(map(_file, items)))
    if n < 2 or len(files) < 2:
        return
    shares = split(files, min(n, len(files)), file_seconds())
    mine = set(shares[0])
    kept = [item for item in items if _file(item) in mine]
    # Only what changes how much is printed or when to stop: the tests themselves are
    # named one by one (-k, -m and the paths have been applied already).
    options = [a for a in map(str, config.invocation_params.args)
               if a in ("-q", "-qq", "-v", "-vv", "-x", "--exitfirst") or a.startswith("-r")]
    xml = getattr(config.option, "xmlpath", None)
    for number, share in enumerate(shares[1:], start=2):
        wanted = set(share)
        ids = [item.nodeid for item in items if _file(item) in wanted]
        folder = Path(tempfile.mkdtemp(prefix="cinch-shard-"))
        (folder / "ids.txt").write_text("\n".join(ids) + "\n", encoding="utf-8")
        # A JUnit report asked for is written by each process beside the first's
        # (tools/shard_seconds.py reads them all).
        report = [f"--junitxml={xml}.shard{number}.xml"] if xml else []
        with (folder / "output.txt").open("w") as sink:
            proc = subprocess.Popen(
                [sys.executable, "-m", "pytest", *options, *report, "-p", "no:cacheprovider",
                 "--shards", "1", "--basetemp", str(folder / "tmp"), f"@{folder / 'ids.txt'}"],
                cwd=config.invocation_params.dir, stdout=sink, stderr=subprocess.STDOUT)
        _others.append(Share(ids, folder, proc))
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(f"{len(items)} tests in {len(shares)} shares: " + ", ".join(
            str(len(ids)) for ids in [kept, *(o.ids for o in _others)]))
    items[:] = kept


def finish_others(session) -> None:
    """Wait for the other processes, say what they said, and fail if any failed."""
    if not _others:
        return
    if session.exitstatus == pytest.ExitCode.INTERRUPTED:
        stop_others()
        _others.clear()
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    write = reporter.write_line if reporter else print
    worst = 0
    for n, share in enumerate(_others, start=2):
        code = share.proc.wait()
        write("")
        write(f"==== shard {n} of {len(_others) + 1}: {len(share.ids)} tests, exit {code} ====")
        write(share.log.read_text(errors="replace").rstrip())
        shutil.rmtree(share.folder, ignore_errors=True)
        if code != 0 and worst == 0:
            worst = code
    _others.clear()
    if worst and session.exitstatus == 0:
        session.exitstatus = worst


def stop_others() -> None:
    """Interrupted: nothing left running behind."""
    for share in _others:
        if share.proc.poll() is None:
            share.proc.terminate()
            try:
                share.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                share.proc.kill()
        shutil.rmtree(share.folder, ignore_errors=True)


# Interrupted or crashed: nothing left running behind (a no-op after finish_others).
atexit.register(stop_others)
