"""Storage figures: the cost of the autosave after an action, and start-up with a long
history.

Run:  python benchmarks/bench_storage.py [--runs R] [--games N] [--dir DIR]

1. Autosave: a game is played by random bots; after every action the record (RECORD v1
   plus our "cinch_qt" extension) is saved atomically exactly as the program does it
   (temporary file, flush, fsync, rename, fsync of the folder).  Printed: the median
   and 95th percentile of one save, median over the runs, with and without the time
   the engine takes to build the record.
2. Start-up with N finished games (default 1,000) in the history: opening the storage
   (lock, settings, database with migration check), looking at the autosave, opening
   the history list's model and the statistics summary, and building the History
   dialog.  Medians over the runs.

The folder matters (fsync speed is the disk's): by default a temporary folder, which is
usually on the same disk as the home folder.  Nothing here is a test.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from cinch_qt.games.cinch.ai.registry import make_player  # noqa: E402
from cinch_qt.games.cinch.engine import GameState, Rules  # noqa: E402
from cinch_qt.storage import Storage  # noqa: E402


def machine() -> str:
    return (f"{platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, "
            f"Python {platform.python_version()}, {platform.system()} {platform.release()}")


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def finished_game(seed: int, players: int = 4) -> dict:
    state = GameState(Rules(players=players), seed=seed)
    bots = {s: make_player("random", seed * 10 + s) for s in state.seats}
    while not state.is_over:
        state.apply(bots[state.current].choose(state.observation(state.current)))
    record = state.to_record()
    record["cinch_qt"] = {"levels": "normal", "names": {"S": "You"}}
    return record


def bench_autosave(folder: Path, runs: int) -> None:
    per_run_med, per_run_p95, per_run_full, per_run_sync, sizes = [], [], [], [], []
    for run in range(runs):
        storage = Storage(folder / f"autosave-{run}")
        state = GameState(Rules(), seed=1000 + run)
        bots = {s: make_player("random", run * 10 + s) for s in state.seats}
        saves, fulls, syncs = [], [], []
        while not state.is_over:
            state.apply(bots[state.current].choose(state.observation(state.current)))
            t0 = time.perf_counter()
            record = state.to_record()
            record["cinch_qt"] = {"levels": {"W": "normal", "N": "normal", "E": "normal"}}
            t1 = time.perf_counter()
            storage.autosave.save_in_background(record)  # what the program does
            t2 = time.perf_counter()
            saves.append(t2 - t1)
            fulls.append(t2 - t0)
            # The same save written synchronously: the disk's own cost (two fsyncs).
            storage.autosave.flush()
            t3 = time.perf_counter()
            storage.autosave.save(record)
            syncs.append(time.perf_counter() - t3)
        sizes.append(storage.autosave.path.stat().st_size)
        per_run_med.append(statistics.median(saves))
        per_run_p95.append(statistics.quantiles(saves, n=20)[-1])
        per_run_full.append(statistics.median(fulls))
        per_run_sync.append(statistics.median(syncs))
        storage.close()
        print(f"  run {run + 1}: {len(saves)} saves, GUI-thread median "
              f"{ms(per_run_med[-1])}, p95 {ms(per_run_p95[-1])}; synchronous write "
              f"median {ms(per_run_sync[-1])}")
    med = statistics.median
    print(f"autosave after an action, cost on the GUI thread (serialise + hand to the "
          f"writer thread): median {ms(med(per_run_med))}, p95 {ms(med(per_run_p95))} "
          f"(median over {runs} runs); including the engine building the record: median "
          f"{ms(med(per_run_full))}")
    print(f"the write itself (temporary file, fsync, rename, fsync folder), done by the "
          f"writer thread: median {ms(med(per_run_sync))}; final file "
          f"{med(sizes) / 1024:.1f} KiB")


def bench_startup(folder: Path, runs: int, games: int) -> None:
    from PySide6.QtWidgets import QApplication

    from cinch_qt.ui.storage.history import HistoryDialog

    app = QApplication.instance() or QApplication([])
    data = folder / "history"
    storage = Storage(data)
    t0 = time.perf_counter()
    for n in range(games):
        day = f"2026-{1 + n % 12:02d}-{1 + n % 28:02d}T{n % 24:02d}:00:00Z"
        storage.games.add_game(finished_game(n, (4, 4, 3, 2)[n % 4]), day)
    filled = time.perf_counter() - t0
    mid = GameState(Rules(), seed=5)
    bots = {s: make_player("random", s) for s in mid.seats}
    for _ in range(120):
        mid.apply(bots[mid.current].choose(mid.observation(mid.current)))
    storage.autosave.save(mid.to_record())
    storage.close()
    db_size = (data / "games.sqlite3").stat().st_size
    print(f"history of {games} games built in {filled:.1f} s (not part of start-up); "
          f"database {db_size / 1024 / 1024:.1f} MiB")
    opens, resumes, lists, summaries, dialogs, totals = [], [], [], [], [], []
    for _ in range(runs):
        t0 = time.perf_counter()
        storage = Storage(data)
        storage.lock.acquire()
        games_db = storage.games
        t1 = time.perf_counter()
        result = storage.autosave.load()
        assert result.status == "resumable"
        t2 = time.perf_counter()
        rows = games_db.history(200)
        count = games_db.count()
        t3 = time.perf_counter()
        summary = games_db.summary()
        t4 = time.perf_counter()
        dialog = HistoryDialog(games_db, lambda r, t: None, lambda r: None)
        app.processEvents()
        t5 = time.perf_counter()
        assert count == games and summary.played == games and len(rows) == 200
        dialog.deleteLater()
        storage.close()
        opens.append(t1 - t0)
        resumes.append(t2 - t1)
        lists.append(t3 - t2)
        summaries.append(t4 - t3)
        dialogs.append(t5 - t4)
        totals.append(t5 - t0)
    med = statistics.median
    print(f"start-up with {games} finished games (median of {runs} runs): "
          f"open storage {ms(med(opens))}, check and replay the autosave "
          f"{ms(med(resumes))}, first 200 history rows {ms(med(lists))}, statistics "
          f"summary {ms(med(summaries))}, History dialog {ms(med(dialogs))}; "
          f"total {ms(med(totals))}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--dir", type=Path, default=None,
                        help="folder to write in (default: a new temporary folder)")
    args = parser.parse_args()
    print(f"machine: {machine()}")
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        print(f"folder: {tmp}")
        bench_autosave(Path(tmp), args.runs)
        bench_startup(Path(tmp), args.runs, args.games)


if __name__ == "__main__":
    main()
