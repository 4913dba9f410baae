"""Computer players: decision time by phase and level, and search throughput.

Run:  python benchmarks/bench_ai.py [--hands N] [--runs R]

Positions come from hands played by Easy bots from fixed seeds, so every run times the
same decisions.  Each level decides every position once per run; the figures printed
are medians over the runs of each run's p50/p95/max, plus the throughput of the pieces
the search is built from (world sampling, play-outs, exact search).  Nothing here is a
test: it prints figures for people to read (DEVELOPERS guide).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.cinch_frozen import make_player  # noqa: E402
from cinch_qt.arena.stats import percentile  # noqa: E402
from cinch_qt.games.cinch.ai.pimc import position  # noqa: E402
from cinch_qt.games.cinch.ai.playsim import Solver, play_card, playout  # noqa: E402
from cinch_qt.games.cinch.ai.worlds import Knowledge  # noqa: E402
from cinch_qt.games.cinch.engine import GameState, Rules  # noqa: E402

PHASES = ("bid", "trump", "keep", "rob", "give", "play")


def collect(hands: int) -> list:
    """Observations of every decision in ``hands`` hands (4, 3 and 2 players)."""
    out = []
    for i in range(hands):
        rules = Rules(players=(4, 4, 3, 2)[i % 4])
        state = GameState(rules, 90_000 + i)
        bots = {s: make_player("easy", s) for s in state.seats}
        while not state.hand_records:
            obs = state.observation(state.current)
            out.append(obs)
            state.apply(bots[state.current].choose(obs))
    return out


def time_level(level: str, positions: list, run: int, cpu: bool = False
               ) -> dict[str, list[float]]:
    """Seconds per decision by phase: wall time (what a player waits), or with ``cpu``
    the deciding thread's CPU time, which stays meaningful on a shared, busy machine."""
    clock = time.thread_time if cpu else time.perf_counter
    times: dict[str, list[float]] = {}
    bot = make_player(level, f"bench:{run}")
    for obs in positions:
        start = clock()
        bot.choose(obs)
        times.setdefault(obs.phase, []).append(clock() - start)
    return times


def throughput(positions: list, seconds: float = 1.5) -> dict[str, float]:
    plays = [o for o in positions if o.phase == "play"]
    rng = random.Random(1)
    worlds = []
    start = time.perf_counter()
    n = 0
    while time.perf_counter() - start < seconds:
        obs = plays[n % len(plays)]
        kn = Knowledge(obs)
        worlds.append((obs, kn.sample(rng)))
        n += 1
    samples_rate = n / (time.perf_counter() - start)
    start = time.perf_counter()
    n = cards = 0
    while time.perf_counter() - start < seconds:
        obs, world = worlds[n % len(worlds)]
        tb, hands, trick, taken = position(obs)
        for s, m in world.items():
            hands[s] = m
        playout(hands, trick, obs.seat, taken, tb)
        cards += sum(h.bit_count() for h in hands)
        n += 1
    elapsed = time.perf_counter() - start
    playout_rate, card_rate = n / elapsed, cards / elapsed
    ends = [(o, w) for o, w in worlds if len(o.hand) == 3 and o.rules.players == 4][:200]
    nodes = 0
    start = time.perf_counter()
    for obs, world in ends:
        tb, hands, trick, taken = position(obs)
        for s, m in world.items():
            hands[s] = m
        solver = Solver(tb, tb.sid[obs.seat])
        card = (hands[obs.seat] & -hands[obs.seat]).bit_length() - 1
        try:
            nxt = play_card(hands, trick, taken, obs.seat, card, tb)
        except Exception:
            continue
        solver.value(hands, trick, nxt, taken)
        nodes += solver.nodes
    node_rate = nodes / max(1e-9, time.perf_counter() - start)
    return {"worlds sampled /s": samples_rate, "play-outs /s": playout_rate,
            "cards played in play-outs /s": card_rate, "exact-search nodes /s": node_rate}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=16)
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--levels", default="random,easy,normal,expert")
    p.add_argument("--cpu", action="store_true",
                   help="time the deciding thread's CPU instead of the wall clock "
                        "(for a machine shared with other work)")
    args = p.parse_args()
    try:
        from machine import describe  # benchmarks/machine.py, shared by the benchmarks
        print(f"machine: {describe()}")
    except ImportError:
        print(f"machine: {platform.processor() or platform.machine()}, "
              f"{os.cpu_count()} cpus, Python {platform.python_version()}")
    positions = collect(args.hands)
    counts = {ph: sum(1 for o in positions if o.phase == ph) for ph in PHASES}
    print(f"{len(positions)} decisions from {args.hands} hands (2, 3 and 4 players): "
          + ", ".join(f"{ph} {n}" for ph, n in counts.items() if n))
    clock = "CPU time" if args.cpu else "wall time"
    print(f"decision {clock}, median over {args.runs} runs of each run's figure (ms):")
    print(f"  {'level':8} {'phase':6} {'n':>5} {'p50':>8} {'p95':>8} {'max':>8}")
    for level in args.levels.split(","):
        runs = [time_level(level, positions, r, args.cpu) for r in range(args.runs)]
        for ph in (*PHASES, "all"):
            per_run = []
            for t in runs:
                vals = sorted(v for k, vs in t.items() for v in vs) if ph == "all" \
                    else sorted(t.get(ph, []))
                if vals:
                    per_run.append((percentile(vals, 50), percentile(vals, 95), vals[-1],
                                    len(vals)))
            if not per_run:
                continue
            p50 = statistics.median(r[0] for r in per_run) * 1e3
            p95 = statistics.median(r[1] for r in per_run) * 1e3
            mx = statistics.median(r[2] for r in per_run) * 1e3
            print(f"  {level:8} {ph:6} {per_run[0][3]:5d} {p50:8.2f} {p95:8.2f} {mx:8.2f}")
    print(f"search throughput, median over {args.runs} runs:")
    rates = [throughput(positions) for _ in range(args.runs)]
    for key in rates[0]:
        print(f"  {key:32} {statistics.median(r[key] for r in rates):12,.0f}")


if __name__ == "__main__":
    main()
