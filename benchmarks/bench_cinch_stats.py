"""How long Cinch's statistics take as the Statistics dialog reads them.

    python benchmarks/bench_cinch_stats.py [--games 1000] [--runs 5]

Files ``--games`` finished four-player Cinch games (seeded random bots) in a fresh
database, then prints the median over ``--runs`` runs of reading Cinch's statistics with
the chart of points per hand, and of the first page of the history, and the machine.
Runs on a checkout from before schema v6 too (where the chart was its own query,
``points_per_game``), so the two can be compared from the same games.
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
from cinch_qt.games.cinch.ai.registry import make_player  # noqa: E402
from cinch_qt.games.cinch.engine import GameState, Rules  # noqa: E402
from cinch_qt.storage.gamesdb import GamesDB  # noqa: E402


def game(seed: int) -> dict:
    state = GameState(Rules(players=4), seed=seed)
    bots = {s: make_player("random", seed * 10 + s) for s in state.seats}
    while not state.is_over:
        state.apply(bots[state.current].choose(state.observation(state.current)))
    rec = state.to_record()
    rec["cinch_qt"] = {"levels": ("easy", "normal")[seed % 2]}
    return rec


def read(db: GamesDB) -> tuple[int, int]:
    if hasattr(db, "points_per_game"):        # before schema v6: two queries
        s = db.summary("cinch")
        return s.played, len(db.points_per_game(50, "cinch"))
    s = db.summary("cinch", 50)
    return s.played, len(s.chart)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(describe())
    with tempfile.TemporaryDirectory() as tmp:
        db = GamesDB(Path(tmp) / "games.sqlite3")
        for seed in range(args.games):
            db.add_game(game(seed))
        size = (Path(tmp) / "games.sqlite3").stat().st_size
        print(f"{args.games} Cinch games filed, database {size / 2**20:.1f} MiB")
        summary, history = [], []
        for _ in range(args.runs):
            t = time.perf_counter()
            played, charted = read(db)
            summary.append(time.perf_counter() - t)
            t = time.perf_counter()
            db.history(200, game="cinch")
            history.append(time.perf_counter() - t)
        assert played == args.games and charted == min(50, args.games)
        db.close()
    ms = 1000
    print(f"statistics with the chart: median {statistics.median(summary) * ms:.1f} ms "
          f"over {args.runs} runs")
    print(f"history, first 200 rows: median {statistics.median(history) * ms:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
