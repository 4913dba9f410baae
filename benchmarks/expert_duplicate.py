"""Expert against another level in duplicate (by default ``expert-before``, the Expert as
it was before the one-brain evaluation, frozen in benchmarks/cinch_frozen/).

Run:  python benchmarks/expert_duplicate.py [--players 2 3 4] [--deals N] [--seed S]
                                             [--a expert] [--b expert-before] [--jobs J]

Every deal ``seed + i`` is played for one hand under every line-up of the two levels,
so both sit behind the same cards (R3: the dealer comes from the seed too):

- four players: A as North-South then as East-West (R1);
- two players: A as South then as North (R60);
- three players: A in each of the three seats, B in the other two (R61).

A deal's figure is A's score minus B's (with three players A's minus the mean of the two
B's), averaged over its line-ups: the same cards in every seat, so the luck of the deal
cancels.  Printed per table size: points per hand with the 95% interval over deals, and
for each level the share of auctions it won, its average winning bid, how often it made
its contracts and its side's net result per contract as maker (score minus the other
sides' mean, R51, R52, R61).  Figures, not a test (DEVELOPERS guide); the machine and
its load are printed with them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.cinch_frozen import make_player  # noqa: E402
from cinch_qt.arena.stats import mean_ci  # noqa: E402
from cinch_qt.games.cinch.engine import GameState, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.rules import SEAT_CHARS  # noqa: E402


def lineups(rules: Rules) -> list[dict[int, str]]:
    """Seat -> "A" or "B" for every line-up of one deal."""
    seats = rules.seats
    if rules.players == 4:
        ns = {s: "A" if rules.side_of(s) == rules.side_of(seats[0]) else "B" for s in seats}
        return [ns, {s: "B" if v == "A" else "A" for s, v in ns.items()}]
    return [{s: "A" if s == a else "B" for s in seats} for a in seats]


def one_deal(job: tuple[int, int, str, str, bool]) -> dict:
    """Play deal ``index`` under every line-up; per line-up the A-minus-B difference
    and the contract (who, bid, made, maker's net), and decision count and time.

    ``common``: before each decision the deciding bot's generator is seeded from the
    deal, the seat and the number of decisions so far, not from the line-up (common
    random numbers): two levels that decide alike in a seat then draw the same guesses,
    so where both levels' choices agree the line-ups play the same hand and the luck of
    the sampling cancels as the luck of the deal does.  Each level's choices are as
    random as before, so the expected difference is unchanged; only its noise drops."""
    players, index, level_a, level_b, common = job
    rules = Rules(players=players)
    diffs, contracts = [], []
    decisions, seconds = 0, 0.0
    for k, lineup in enumerate(lineups(rules)):
        state = GameState(rules, index)
        bots = {s: make_player(level_a if lineup[s] == "A" else level_b,
                               f"dup:{index}:{k}:{SEAT_CHARS[s]}") for s in state.seats}
        decisions_here = 0
        while not state.hand_records:
            seat = state.current
            if common:
                bots[seat].rng.seed(f"crn:{index}:{SEAT_CHARS[seat]}:{decisions_here}")
            decisions_here += 1
            start = time.thread_time()
            action = bots[seat].choose(state.observation(seat))
            seconds += time.thread_time() - start
            decisions += 1
            state.apply(action)
        hand = state.hand_records[0]
        scored = hand["scored"]
        side_level = {rules.side_of(s): lineup[s] for s in state.seats}
        a = [scored[x] for x, v in side_level.items() if v == "A"]
        b = [scored[x] for x, v in side_level.items() if v == "B"]
        diffs.append(sum(a) / len(a) - sum(b) / len(b))
        if hand.get("maker"):
            maker = SEAT_CHARS.index(hand["maker"])
            side = rules.side_of(maker)
            others = [scored[x] for x in rules.sides if x != side]
            contracts.append((lineup[maker], hand["bid"], hand["taken"][side] >= hand["bid"],
                              scored[side] - sum(others) / len(others)))
    return {"diff": sum(diffs) / len(diffs), "contracts": contracts,
            "lineups": len(diffs), "decisions": decisions, "seconds": seconds}


def apply_setting(item: str) -> None:
    """``NAME=JSON`` or ``NAME.KEY=JSON`` (a dict entry by number of players) set on
    the evaluation module (the Expert's one brain) before the workers fork, for tuning
    runs."""
    from cinch_qt.games.cinch.ai import evaluation as expert

    name, _, text = item.partition("=")
    value = json.loads(text)
    name, _, key = name.partition(".")
    old = getattr(expert, name)
    if key:
        old = dict(old)
        old[int(key)] = value
        value = old
    elif isinstance(old, frozenset):
        value = frozenset(value)
    setattr(expert, name, value)
    print(f"set evaluation.{name} = {value!r}")


def report(players: int, rows: list[dict], a: str, b: str, wall: float) -> None:
    mean, half = mean_ci([r["diff"] for r in rows])
    hands = sum(r["lineups"] for r in rows)
    contracts = [c for r in rows for c in r["contracts"]]
    print(f"{players} players: {len(rows)} deals ({hands} hands), {a} - {b}: "
          f"{mean:+.2f} ± {half:.2f} points per hand (95%)")
    if players == 3:
        print("  (A sits in one seat of three and B in two: an even share of the auctions "
              "is a third for A)")
    for who, level in (("A", a), ("B", b)):
        mine = [c for c in contracts if c[0] == who]
        if not mine:
            print(f"  {level:10} won no auction")
            continue
        made, made_half = mean_ci([1.0 if c[2] else 0.0 for c in mine])
        net, net_half = mean_ci([c[3] for c in mine])
        print(f"  {level:10} won {len(mine) / max(1, len(contracts)):5.1%} of "
              f"{len(contracts)} auctions; average bid {sum(c[1] for c in mine) / len(mine):5.2f}; "
              f"made {made:5.1%} ± {made_half:.1%}; as maker {net:+.2f} ± {net_half:.2f} "
              f"per contract")
    thrown = hands - len(contracts)
    decisions = sum(r["decisions"] for r in rows)
    cpu = sum(r["seconds"] for r in rows)
    print(f"  thrown in (all passed, R22): {thrown} of {hands} hands; "
          f"{decisions} decisions, {cpu / max(1, decisions) * 1e3:.1f} ms CPU each on "
          f"average; {wall:.0f} s wall")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=8_100_000)
    p.add_argument("--a", default="expert", help="level A (default expert)")
    p.add_argument("--b", default="expert-before", help="level B (default expert-before)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--out", help="append each deal's figures to this file (JSON lines) as "
                   "it finishes, so a run cut short still has its deals")
    p.add_argument("--common-seeds", action="store_true",
                   help="seed each decision from the deal, seat and turn, not the line-up "
                   "(common random numbers: less noise, same expected difference)")
    p.add_argument("--set", nargs="+", metavar="NAME=JSON",
                   help="for tuning: override a constant of games/cinch/ai/evaluation.py in "
                   "this run, e.g. MAKER_BIAS.4=0.5 AUCTION_TABLES=[2,3,4]")
    p.add_argument("--report", nargs="+", metavar="FILE",
                   help="only print the summary of deals saved with --out")
    args = p.parse_args()
    for item in args.set or []:
        apply_setting(item)
    if args.report:
        for name in args.report:
            rows = [json.loads(line) for line in Path(name).read_text().splitlines() if line]
            for players in sorted({r["players"] for r in rows}):
                mine = [r for r in rows if r["players"] == players]
                report(players, mine, mine[0]["a"], mine[0]["b"], 0.0)
        return
    try:
        from machine import describe  # benchmarks/machine.py
        print(f"machine: {describe()}")
    except ImportError:
        print(f"machine: {os.cpu_count()} cpus")
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"A = {args.a}, B = {args.b}; deals {args.seed}..{args.seed + args.deals - 1}; "
          f"{args.jobs} worker(s)")
    # Load both levels now, so that every worker (forked) runs the code as it was when
    # the run started.
    make_player(args.a, 0)
    make_player(args.b, 0)
    for players in args.players:
        jobs = [(players, args.seed + i, args.a, args.b, args.common_seeds)
                for i in range(args.deals)]
        start = time.perf_counter()
        out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
        rows = []
        pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
        results = pool.map(one_deal, jobs) if pool else map(one_deal, jobs)
        for job, row in zip(jobs, results, strict=True):
            row.update(players=players, deal=job[1], a=args.a, b=args.b)
            rows.append(row)
            if out:
                out.write(json.dumps(row) + "\n")
                out.flush()
        if pool:
            pool.shutdown()
        if out:
            out.close()
        report(players, rows, args.a, args.b, time.perf_counter() - start)
        print(f"  load average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())}",
              flush=True)


if __name__ == "__main__":
    main()
