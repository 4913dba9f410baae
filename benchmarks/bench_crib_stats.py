"""How long the cribbage statistics and the replay frames take.

    python benchmarks/bench_crib_stats.py [--games 1000] [--runs 5]

Files ``--games`` finished Crib Wars games for three (seeded, random bots; about as long
as real games) in a fresh database, then times, over ``--runs`` runs, the medians of:
``GamesDB.summary("crib-wars")`` (every record read and summed, what the Statistics
dialog does when opened on that game), the first page of the history, and the frames of
one game's replay.  Prints the machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import describe  # noqa: E402
from cinch_qt.games import get_game  # noqa: E402
from cinch_qt.games.cribbage.ai import make_player  # noqa: E402
from cinch_qt.games.cribbage.table.replay_frames import crib_frames  # noqa: E402
from cinch_qt.storage.gamesdb import GamesDB  # noqa: E402


def game(seed: int) -> dict:
    state = get_game("crib-wars").new_state(seed, players=3)
    bots = [make_player("random", f"{seed}:{s}") for s in range(3)]
    while not state.is_over:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat)))
    rec = state.to_record()
    rec["cinch_qt"] = {"levels": {"W": "normal", "E": "normal"}}
    return rec


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(describe())
    with tempfile.TemporaryDirectory() as tmp:
        db = GamesDB(Path(tmp) / "games.sqlite3")
        records = [game(seed) for seed in range(args.games)]
        for rec in records:
            db.add_game(rec)
        size = (Path(tmp) / "games.sqlite3").stat().st_size
        print(f"{args.games} Crib Wars games filed, database {size / 2**20:.1f} MiB")
        summary, history, frames = [], [], []
        for _ in range(args.runs):
            t = time.perf_counter()
            s = db.summary("crib-wars")
            summary.append(time.perf_counter() - t)
            t = time.perf_counter()
            db.history(200, game="crib-wars")
            history.append(time.perf_counter() - t)
            t = time.perf_counter()
            crib_frames(records[0])
            frames.append(time.perf_counter() - t)
        assert s.played == args.games
        db.close()
    ms = 1000
    print(f"summary: median {statistics.median(summary) * ms:.0f} ms over {args.runs} runs")
    print(f"history, first 200 rows: median {statistics.median(history) * ms:.0f} ms")
    print(f"replay frames of one game ({len(crib_frames(records[0]))} frames): median "
          f"{statistics.median(frames) * ms:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
