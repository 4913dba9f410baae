"""Cinch duplicate matches between two levels (``sparring`` included), 2, 3 or 4 players.

Run:  python benchmarks/cinch_match.py --a expert --b sparring --players 4 \
          [--deals N] [--seed S] [--minutes M] [--jobs J] [--out FILE] [--common-seeds]
      python benchmarks/cinch_match.py --report FILE...

A level is any name the program's registry makes (``random``, ``easy``, ``normal``,
``expert``, hidden levels, ``module:factory``) or ``sparring``, the independent
sparring partner in benchmarks/sparring/ (not in the shipped registry).

Duplicate: deal ``seed + i`` (the cards and the first dealer both come from it, R3,
R14) is played for one hand under every line-up below, so each level sits behind the
same cards in every seat and the luck of the deal cancels:

- four players: A as North-South, then A as East-West (R1: fixed partnerships);
- two players: A as South, then A as North (R60);
- three players (R61, each for himself): there are no sides to swap, so the deal is
  played under all six ways of seating both levels at the table: A alone in each of the
  three seats against two B's, and B alone in each seat against two A's.  Every seat
  holds A in three line-ups and B in three, and each level is as often the lone player
  as one of the pair, so neither the cards nor the seat nor the company favours either.
  A line-up's figure is the mean score of A's seats minus the mean of B's seats.

A deal's figure is its line-ups' mean of A's score minus B's (R51, R52, R61); the
printed "points per hand" is the mean over deals with its 95% interval.  For each level:
contracts won (the auctions its seats won, over all line-ups), the share of them made,
the maker's net per contract (the maker's score minus the mean of the other sides'),
the average winning bid, and CPU per decision (process CPU time around ``choose``:
p50, p95, max).

Seeds are fixed before the run and printed: deals ``seed .. seed + deals - 1``, and each
bot's seed is ``dup:<deal>:<line-up>:<seat>``.  ``--minutes`` stops starting new deals
after that long (per table size); the figures are then over the deals finished.  The
machine and its load are printed with the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.sparring import make_level  # noqa: E402
from cinch_qt.games.cinch.engine import GameState, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.rules import SEAT_CHARS  # noqa: E402
from cinch_qt.games.stats import mean_ci, percentile  # noqa: E402


def lineups(rules: Rules) -> list[dict[int, str]]:
    """Seat -> "A" or "B" for every line-up of one deal (see the module's docstring)."""
    seats = rules.seats
    if rules.players == 4:
        ns = {s: "A" if rules.side_of(s) == rules.side_of(seats[0]) else "B" for s in seats}
        return [ns, {s: "B" if v == "A" else "A" for s, v in ns.items()}]
    if rules.players == 2:
        return [{s: "A" if s == a else "B" for s in seats} for a in seats]
    alone_a = [{s: "A" if s == a else "B" for s in seats} for a in seats]
    alone_b = [{s: "B" if s == b else "A" for s in seats} for b in seats]
    return alone_a + alone_b


def one_deal(job: tuple[int, int, str, str, bool]) -> dict:
    """Play deal ``index`` once under every line-up."""
    players, index, level_a, level_b, common = job
    rules = Rules(players=players)
    diffs = []
    contracts = []
    cpu = {"A": [], "B": []}
    for k, lineup in enumerate(lineups(rules)):
        state = GameState(rules, index)
        bots = {s: make_level(level_a if lineup[s] == "A" else level_b,
                              f"dup:{index}:{k}:{SEAT_CHARS[s]}") for s in state.seats}
        turn = 0
        while not state.hand_records:
            seat = state.current
            if common and hasattr(bots[seat], "rng"):
                bots[seat].rng.seed(f"crn:{index}:{SEAT_CHARS[seat]}:{turn}")
            turn += 1
            obs = state.observation(seat)
            start = time.process_time()
            action = bots[seat].choose(obs)
            cpu[lineup[seat]].append(time.process_time() - start)
            state.apply(action)
        hand = state.hand_records[0]
        scored = hand["scored"]
        a = [scored[rules.side_of(s)] for s in state.seats if lineup[s] == "A"]
        b = [scored[rules.side_of(s)] for s in state.seats if lineup[s] == "B"]
        if rules.players == 4:   # one score per side, not per seat
            a, b = a[:1], b[:1]
        diffs.append(sum(a) / len(a) - sum(b) / len(b))
        if hand.get("maker"):
            maker = SEAT_CHARS.index(hand["maker"])
            side = rules.side_of(maker)
            others = [scored[x] for x in rules.sides if x != side]
            contracts.append((lineup[maker], hand["bid"], hand["taken"][side] >= hand["bid"],
                              scored[side] - sum(others) / len(others)))
    return {"diff": sum(diffs) / len(diffs), "contracts": contracts, "lineups": len(diffs),
            "cpu": cpu}


def report(players: int, rows: list[dict], a: str, b: str, wall: float) -> None:
    mean, half = mean_ci([r["diff"] for r in rows])
    hands = sum(r["lineups"] for r in rows)
    contracts = [c for r in rows for c in r["contracts"]]
    print(f"{players} players: {len(rows)} deals ({hands} hands); points per hand "
          f"A - B = {a} - {b}: {mean:+.2f} ± {half:.2f} (95%)")
    print(f"  {'level':12} {'contracts':>9} {'made':>14} {'per contract':>15} "
          f"{'avg bid':>7} {'CPU ms p50/p95/max':>20}")
    for who, level in (("A", a), ("B", b)):
        mine = [c for c in contracts if c[0] == who]
        times = sorted(t for r in rows for t in r["cpu"][who])
        cpu = (f"{percentile(times, 50) * 1e3:.0f}/{percentile(times, 95) * 1e3:.0f}/"
               f"{(times[-1] if times else 0) * 1e3:.0f}")
        if mine:
            made, made_half = mean_ci([1.0 if c[2] else 0.0 for c in mine])
            net, net_half = mean_ci([c[3] for c in mine])
            bid = sum(c[1] for c in mine) / len(mine)
            print(f"  {level:12} {len(mine):9d} {made:6.1%} ± {made_half:5.1%} "
                  f"{net:+6.2f} ± {net_half:5.2f} {bid:7.2f} {cpu:>20}")
        else:
            print(f"  {level:12} {0:9d} {'-':>14} {'-':>15} {'-':>7} {cpu:>20}")
    thrown = hands - len(contracts)
    print(f"  thrown in (all passed, R22): {thrown} of {hands} hands; "
          f"{sum(len(r['cpu']['A']) + len(r['cpu']['B']) for r in rows)} decisions; "
          f"{wall:.0f} s wall")


def run(players: int, args: argparse.Namespace) -> list[dict]:
    jobs = [(players, args.seed + i, args.a, args.b, args.common_seeds)
            for i in range(args.deals)]
    deadline = time.monotonic() + args.minutes * 60 if args.minutes else None
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
    rows: dict[int, dict] = {}

    def keep(job: tuple, row: dict) -> None:
        row.update(players=players, deal=job[1], a=args.a, b=args.b)
        rows[job[1]] = row
        if out:
            out.write(json.dumps(row) + "\n")
            out.flush()

    if args.jobs <= 1:
        for job in jobs:
            if deadline is not None and time.monotonic() > deadline:
                break
            keep(job, one_deal(job))
    else:
        with ProcessPoolExecutor(args.jobs) as pool:
            pending = {}
            it = iter(jobs)
            while True:
                while len(pending) < args.jobs and (deadline is None
                                                    or time.monotonic() < deadline):
                    job = next(it, None)
                    if job is None:
                        break
                    pending[pool.submit(one_deal, job)] = job
                if not pending:
                    break
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for fut in done:
                    keep(pending.pop(fut), fut.result())
    if out:
        out.close()
    return [rows[k] for k in sorted(rows)]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--a", default="expert", help="level A (default expert)")
    p.add_argument("--b", default="sparring", help="level B (default sparring)")
    p.add_argument("--players", type=int, nargs="+", default=[4], choices=(2, 3, 4))
    p.add_argument("--deals", type=int, default=100, help="deals at most, per table size")
    p.add_argument("--seed", type=int, default=33_000_000, help="first deal's seed")
    p.add_argument("--minutes", type=float, default=0.0,
                   help="start no new deal after this long, per table size (0: no limit)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--out", help="append each deal's figures to this file (JSON lines)")
    p.add_argument("--common-seeds", action="store_true",
                   help="reseed each bot's generator from the deal, seat and turn before "
                   "every decision (common random numbers: less noise)")
    p.add_argument("--report", nargs="+", metavar="FILE",
                   help="only print the summary of deals saved with --out")
    args = p.parse_args()
    if args.report:
        rows = [json.loads(line) for name in args.report
                for line in Path(name).read_text().splitlines() if line]
        for key in sorted({(r["players"], r["a"], r["b"]) for r in rows}):
            mine = {r["deal"]: r for r in rows if (r["players"], r["a"], r["b"]) == key}
            report(key[0], [mine[d] for d in sorted(mine)], key[1], key[2], 0.0)
        return
    try:
        from machine import describe  # benchmarks/machine.py
        print(f"machine: {describe()}")
    except ImportError:
        print(f"machine: {os.cpu_count()} cpus")
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"A = {args.a}, B = {args.b}; deals {args.seed}..{args.seed + args.deals - 1} "
          f"(seeds fixed before the run); {args.jobs} worker(s); "
          f"{'at most ' + str(args.minutes) + ' min per table size' if args.minutes else ''}",
          flush=True)
    # Load both levels before the workers fork, so every worker runs the same code.
    make_level(args.a, 0)
    make_level(args.b, 0)
    for players in args.players:
        start = time.perf_counter()
        rows = run(players, args)
        report(players, rows, args.a, args.b, time.perf_counter() - start)
        print(f"  load average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())}",
              flush=True)


if __name__ == "__main__":
    main()
