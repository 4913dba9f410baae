"""Paired duplicate measure of changes to the Expert's card play: each hand is played
on from the first card where the change plays otherwise (measuring only).

Run:  python benchmarks/play_variant_match.py --players 4 --deals N --seed S \
          --set "EXACT_CARDS.4=5" ["HORIZON_TRICKS.4=1" ...] [--b sparring] [--minutes M]
          [--jobs J] [--out FILE]
      python benchmarks/play_variant_match.py --report FILE...

Each ``--set`` is a variant of the shipped Expert, written as for
``benchmarks/expert_variant.py`` (constants of ``ai/evaluation.py``).  Every deal is
dealt and seated as in ``benchmarks/cinch_match.py`` (duplicate line-ups, bots seeded
from the deal, line-up and seat, generators reseeded from the deal, seat and turn
before every decision): the shipped Expert is line-up A, ``--b`` line-up B.  Each
line-up's hand is played in full by the shipped Expert, auction and trumps included;
at each card the Expert chooses (more than one legal), every variant is asked too.
At a variant's first different card the position and the bots are copied, and the rest
of the hand is played from there with the variant in every one of A's seats (its card
first).  The Expert's choices depend on the position alone, and the other seats are
reseeded by turn, so both lines share everything up to that card.  A line-up where the
variant never plays otherwise adds 0 to its gain.

Printed per variant: the deals where it played some card otherwise, and over all deals
the paired gain (variant − shipped, both against ``--b``, points per hand, the mean over
a deal's line-ups) with its 95 % interval; the same over the deals that differ; the
shipped Expert − B over all deals (the full duplicate match on those seeds); and the
CPU time of the variant's card decisions (process time, p50 / p95 / max, the machine's
load included).
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import sys
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.bid_variant_match import use  # noqa: E402
from benchmarks.cinch_match import lineups  # noqa: E402
from benchmarks.sparring import make_level  # noqa: E402
from cinch_qt.games.cinch.ai.base import legal_plays  # noqa: E402
from cinch_qt.games.cinch.engine import PLAY, GameState, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.rules import SEAT_CHARS  # noqa: E402
from cinch_qt.games.stats import mean_ci, percentile  # noqa: E402


def _score(state: GameState, rules: Rules, lineup: dict[int, str]) -> float:
    """A's score less B's for the finished hand (R51, R52; R61: mean of each's seats)."""
    scored = state.hand_records[0]["scored"]
    a = [scored[rules.side_of(s)] for s in state.seats if lineup[s] == "A"]
    b = [scored[rules.side_of(s)] for s in state.seats if lineup[s] == "B"]
    if rules.players == 4:   # one score per side, not per seat
        a, b = a[:1], b[:1]
    return sum(a) / len(a) - sum(b) / len(b)


def _play_on(state: GameState, bots: dict, lineup: dict[int, str], index: int,
             turn: int, cpu: list[float] | None = None) -> None:
    """Play ``state`` to the end of the hand; decisions numbered from ``turn``."""
    while not state.hand_records:
        seat = state.current
        obs, action, spent = _decide(state, bots, index, turn)
        turn += 1
        if cpu is not None and lineup[seat] == "A" and obs.decision.kind == PLAY:
            cpu.append(spent)
        state.apply(action)


def _decide(state: GameState, bots: dict, index: int, turn: int) -> tuple:
    """The seat to act's observation, its choice at decision ``turn`` of deal ``index``
    and the CPU seconds the choice took; its bot is seeded from those alone, so that
    every line played on from a copy answers alike."""
    seat = state.current
    if hasattr(bots[seat], "rng"):
        bots[seat].rng.seed(f"crn:{index}:{SEAT_CHARS[seat]}:{turn}")
    obs = state.observation(seat)
    start = time.process_time()
    action = bots[seat].choose(obs)
    return obs, action, time.process_time() - start


def one(job: tuple[int, int, list[str], str]) -> dict:
    """Deal ``index`` under every line-up, with each variant's line where it differs."""
    players, index, specs, level_b = job
    rules = Rules(players=players)
    use("")
    shipped: list[float] = []
    variants: list[list[float | None]] = [[] for _ in specs]
    first: list[list[int | None]] = [[] for _ in specs]   # cards in hand at the split
    cpu: list[list[float]] = [[] for _ in specs]
    for k, lineup in enumerate(lineups(rules)):
        state = GameState(rules, index)
        bots = {s: make_level("expert" if lineup[s] == "A" else level_b,
                              f"dup:{index}:{k}:{SEAT_CHARS[s]}") for s in state.seats}
        splits: list[tuple | None] = [None] * len(specs)
        turn = 0
        while not state.hand_records:
            seat = state.current
            obs, action, _ = _decide(state, bots, index, turn)
            turn += 1
            if (lineup[seat] == "A" and obs.decision.kind == PLAY
                    and len(legal_plays(obs)) > 1):
                for i, spec in enumerate(specs):
                    if splits[i] is None:
                        use(spec)
                        start = time.process_time()
                        other = bots[seat].choose(obs)
                        cpu[i].append(time.process_time() - start)
                        if other != action:
                            splits[i] = (state.clone(), copy.deepcopy(bots), turn, other,
                                         len(obs.hand))
                use("")
            state.apply(action)
        shipped.append(_score(state, rules, lineup))
        for i, spec in enumerate(specs):
            if splits[i] is None:
                variants[i].append(None)
                first[i].append(None)
                continue
            at, copied, at_turn, card, cards = splits[i]
            use(spec)
            at.apply(card)
            _play_on(at, copied, lineup, index, at_turn, cpu[i])
            use("")
            variants[i].append(_score(at, rules, lineup))
            first[i].append(cards)
    return {"players": players, "deal": index, "b": level_b, "specs": specs,
            "shipped": shipped, "variants": variants, "cards_at_split": first, "cpu": cpu}


def gain(row: dict, i: int) -> float:
    """Variant ``i`` − shipped for the deal: the mean over its line-ups (0 where alike)."""
    shipped = row["shipped"]
    return sum((v - s) if v is not None else 0.0
               for v, s in zip(row["variants"][i], shipped, strict=True)) / len(shipped)


def summary(rows: list[dict]) -> None:
    """The figures of the module's docstring; rows of several runs may be given, each
    variant is then summed over the runs that carry it."""
    if not rows:
        return
    rows = sorted(rows, key=lambda r: r["deal"])
    base, base_half = mean_ci([sum(r["shipped"]) / len(r["shipped"]) for r in rows])
    print(f"{rows[0]['players']} players, B = {rows[0]['b']}: {len(rows)} deals "
          f"{rows[0]['deal']}..{rows[-1]['deal']}; shipped Expert − B "
          f"{base:+.3f} ± {base_half:.3f} a hand")
    specs = list(dict.fromkeys(spec for r in rows for spec in r["specs"]))
    for spec in specs:
        mine = [(r, r["specs"].index(spec)) for r in rows if spec in r["specs"]]
        gains = [gain(r, i) for r, i in mine]
        differ = [g for (r, i), g in zip(mine, gains, strict=True)
                  if any(v is not None for v in r["variants"][i])]
        lines = sum(v is not None for r, i in mine for v in r["variants"][i])
        mean, half = mean_ci(gains)
        line = (f"  {spec!r}: plays otherwise in {len(differ)} of {len(mine)} deals "
                f"({len(differ) / len(mine):.0%}; {lines} line-ups); variant − shipped "
                f"{mean:+.3f} ± {half:.3f} a hand over all deals")
        if len(differ) >= 2:
            dm, dh = mean_ci(differ)
            line += f"; on those deals {dm:+.2f} ± {dh:.2f}"
        times = sorted(t for r, i in mine for t in r["cpu"][i])
        if times:
            line += (f"; variant CPU ms p50/p95/max {percentile(times, 50) * 1e3:.0f}/"
                     f"{percentile(times, 95) * 1e3:.0f}/{times[-1] * 1e3:.0f} "
                     f"({len(times)} card decisions)")
        print(line, flush=True)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=42_000_000)
    p.add_argument("--set", nargs="+", default=[], dest="specs",
                   help="variants, each a CINCH_EXPERT_SET string")
    p.add_argument("--b", default="sparring")
    p.add_argument("--minutes", type=float, default=0.0,
                   help="start no new deal after this long (0: no limit)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--out", help="append each deal's figures to this file (JSON lines)")
    p.add_argument("--report", nargs="+", metavar="FILE")
    args = p.parse_args()
    if args.report:
        rows = [json.loads(x) for name in args.report
                for x in Path(name).read_text().splitlines() if x]
        summary(rows)
        return
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}",
          flush=True)
    make_level(args.b, 0)     # loaded before the workers fork
    deadline = time.monotonic() + args.minutes * 60 if args.minutes else None
    rows = []
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115

    def keep(row: dict) -> None:
        rows.append(row)
        if out:
            out.write(json.dumps(row) + "\n")
            out.flush()

    jobs = iter([(args.players, args.seed + i, args.specs, args.b)
                 for i in range(args.deals)])
    with ProcessPoolExecutor(args.jobs) as pool:
        pending = set()
        while True:
            while len(pending) < args.jobs and (deadline is None
                                                or time.monotonic() < deadline):
                job = next(jobs, None)
                if job is None:
                    break
                pending.add(pool.submit(one, job))
            if not pending:
                break
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                keep(fut.result())
    if out:
        out.close()
    summary(rows)
    print(f"load average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
