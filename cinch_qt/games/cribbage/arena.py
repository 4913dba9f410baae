"""``python -m cinch_qt.arena --game cribbage|crib-wars``: bots against bots, measured.

Line-up A (``--a``, alias ``--ns``) and line-up B (``--b``, alias ``--ew``) are bot
names (``random``, ``easy``, ``normal``, ``expert``, ``expert-noboard``…) or
``package.module:factory``.  A holds side 0 (S with two players, S–N with four and six),
B every other side.  ``--hands N`` plays N single deals (the first hand of a game from
each seed), ``--games N`` N whole games.  ``--duplicate`` plays every deal again with the
line-ups moved round the sides (swapped with two sides, rotated with three), so the
luck of the cards cancels; ``--jobs`` spreads the deals over processes.

Prints: the mean point difference per hand (A minus B, per side) with its 95%
interval over deals, games won with skunks, pegging, hand and crib averages per
line-up (for the dealer and the other seats), and decision-time percentiles per bot
and phase.  ``--records`` writes every game as one CRIB_RECORD line.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import sys
import time
from collections import defaultdict

from ...arena.options import check_counts
from ...arena.stats import mean_ci, percentile
from .ai import LEVELS, make_player
from .engine import GameState, Rules, RulesError
from .engine.rules import BOARDS, COUNTING, HEELS, MUGGINS


def parse_args(argv: list[str], game: str) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog=f"python -m cinch_qt.arena --game {game}",
                                description="Play cribbage bots against each other.")
    p.add_argument("--players", type=int, default=2, choices=(2, 3, 4, 6))
    p.add_argument("--board", choices=BOARDS,
                   default="crib-wars" if game == "crib-wars" else "classic")
    p.add_argument("--a", "--ns", dest="a", default="random", metavar="BOT",
                   help=f"line-up A (side 0): {', '.join(LEVELS)} or package.module:factory")
    p.add_argument("--b", "--ew", dest="b", default="random", metavar="BOT",
                   help="line-up B (every other side)")
    count = p.add_mutually_exclusive_group()
    count.add_argument("--hands", type=int, metavar="N", help="play N single deals")
    count.add_argument("--games", type=int, metavar="N", help="play N whole games")
    p.add_argument("--seed", type=int, default=0, metavar="S")
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="worker processes")
    p.add_argument("--duplicate", action="store_true",
                   help="play every deal again with the line-ups moved round the sides")
    p.add_argument("--records", metavar="FILE.jsonl", help="write every game record here")
    p.add_argument("--heels", choices=HEELS, default="withheld")
    skunks = p.add_mutually_exclusive_group()
    skunks.add_argument("--skunks", dest="skunks", action="store_true", default=None)
    skunks.add_argument("--no-skunks", dest="skunks", action="store_false")
    p.add_argument("--counting", choices=COUNTING, default="automatic")
    p.add_argument("--muggins", choices=MUGGINS, default="off")
    p.add_argument("--peg-duty", action="store_true")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="a progress line on stderr (default: when stderr is a terminal)")
    args = p.parse_args(argv)
    check_counts(p, args, "games")
    for name in (args.a, args.b):
        try:
            make_player(name, 0)
        except ValueError as exc:
            p.error(str(exc))
    return args


def arrangements(rules: Rules, duplicate: bool) -> list[dict[int, str]]:
    """Side -> line-up ("A"/"B") for each seating a deal is played with."""
    n = rules.n_sides
    first = {s: "A" if s == 0 else "B" for s in range(n)}
    if not duplicate:
        return [first]
    return [{s: "A" if (s + k) % n == 0 else "B" for s in range(n)} for k in range(n)]


def new_stats() -> dict:
    return {"diffs": [], "wins": defaultdict(int), "skunks": defaultdict(int),
            "games": 0, "hands": 0, "sums": defaultdict(float), "ns": defaultdict(int),
            "times": defaultdict(list), "records": []}


def _hand_stats(rules: Rules, hand: dict, lineup: dict[int, str], st: dict) -> float:
    """Book one hand's scoring; return A's points minus B's (per side)."""
    n = rules.n_sides
    side_index = {name: i for i, name in enumerate(rules.side_names)}
    seat_index = {name: i for i, name in enumerate(rules.seat_names)}
    dealer_side = rules.side_of(seat_index[hand["dealer"]])
    pts = [0] * n
    peg = [0] * n
    for ev in hand["events"]:
        if ev["e"] == "score" and ev["why"] != "award":
            s = side_index[ev["side"]]
            pts[s] += ev["points"]
            if ev["why"] in ("play", "go"):
                peg[s] += ev["points"]
        elif ev["e"] == "show":
            seat = seat_index[ev["seat"]]
            side = rules.side_of(seat)
            role = "dealer" if seat == seat_index[hand["dealer"]] else "pone"
            what = ev["what"]
            key = (lineup[side], f"{what} ({role})" if what == "hand" else what)
            st["sums"][key] += ev["total"]
            st["ns"][key] += 1
    for s in range(n):
        role = "dealer" if s == dealer_side else "pone"
        key = (lineup[s], f"pegging ({role})")
        st["sums"][key] += peg[s]
        st["ns"][key] += 1
    a = [pts[s] for s in range(n) if lineup[s] == "A"]
    b = [pts[s] for s in range(n) if lineup[s] == "B"]
    return sum(a) / len(a) - sum(b) / len(b)


def play_one(rules: Rules, seed: int, lineup: dict[int, str], bots: dict[str, str],
             whole: bool, st: dict, keep_record: bool) -> float:
    """One game (or its first hand) with this seating; returns the mean difference per
    hand (A minus B)."""
    state = GameState(rules, seed)
    players = {}
    for seat in rules.seats:
        name = bots[lineup[rules.side_of(seat)]]
        players[seat] = (name, make_player(name, f"{seed}:{seat}"))
    clock = time.perf_counter
    while not state.is_over and (whole or state.hand_no == 0):
        seat = state.current_seat
        obs = state.observation(seat)
        name, bot = players[seat]
        t = clock()
        action = bot.choose(obs)
        st["times"][(name, obs.decision.kind)].append(clock() - t)
        state.apply(action)
    hands = state.hand_records if whole else state.hand_records[:1]
    diff = [_hand_stats(rules, h, lineup, st) for h in hands]
    st["hands"] += len(diff)
    if state.is_over:
        st["games"] += 1
        st["wins"][lineup[state.winner]] += 1
        for p in state.game_points.values():
            if p > 1:
                st["skunks"][(lineup[state.winner], p)] += 1
    if keep_record:
        st["records"].append(json.dumps(state.to_record(), separators=(",", ":")))
    return sum(diff) / len(diff) if diff else 0.0


_JOB: dict = {}


def _init(job: dict) -> None:
    _JOB.clear()
    _JOB.update(job)


def _deal(index: int) -> dict:
    """Every seating of deal ``index``: the stats of that deal alone."""
    job = _JOB
    st = new_stats()
    seed = job["seed"] + index
    diffs = [play_one(job["rules"], seed, lineup, job["bots"], job["whole"], st,
                      job["records"]) for lineup in job["seatings"]]
    st["diffs"].append(sum(diffs) / len(diffs))
    return st


def _merge(into: dict, st: dict) -> None:
    into["diffs"].extend(st["diffs"])
    for key in ("wins", "skunks", "sums", "ns"):
        for k, v in st[key].items():
            into[key][k] += v
    into["games"] += st["games"]
    into["hands"] += st["hands"]
    for k, v in st["times"].items():
        into["times"][k].extend(v)
    into["records"].extend(st["records"])


def main(argv: list[str], game: str = "cribbage") -> int:
    args = parse_args(argv, game)
    try:
        rules = Rules(players=args.players, board=args.board, heels_near_end=args.heels,
                      skunks=args.skunks, counting=args.counting, muggins=args.muggins,
                      peg_duty=args.peg_duty)
    except RulesError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    whole = args.games is not None
    n = args.games if whole else args.hands
    job = {"rules": rules, "seed": args.seed, "bots": {"A": args.a, "B": args.b},
           "whole": whole, "seatings": arrangements(rules, args.duplicate),
           "records": bool(args.records)}
    progress = sys.stderr.isatty() if args.progress is None else args.progress
    total = new_stats()
    started = time.perf_counter()
    out = open(args.records, "w", encoding="utf-8") if args.records else None
    try:
        if args.jobs == 1:
            _init(job)
            results = map(_deal, range(n))
            pool = None
        else:
            pool = multiprocessing.get_context("spawn").Pool(args.jobs, _init, (job,))
            results = pool.imap(_deal, range(n), chunksize=max(1, min(8, n // (4 * args.jobs))))
        for k, st in enumerate(results, 1):
            _merge(total, st)
            if out:
                for line in st["records"]:
                    out.write(line + "\n")
                total["records"].clear()
            if progress:
                took = time.perf_counter() - started
                eta = took / k * (n - k)
                print(f"\r  {k}/{n} deals, {took:.0f} s, about {eta:.0f} s to go ",
                      end="", file=sys.stderr, flush=True)
        if pool is not None:
            pool.close()
            pool.join()
    finally:
        if out:
            out.close()
    if progress:
        print(file=sys.stderr)
    took = time.perf_counter() - started
    report(args, rules, game, total, n, took)
    return 0


def report(args, rules: Rules, game: str, st: dict, n: int, took: float) -> None:
    unit = "games" if args.games is not None else "deals"
    dup = f", duplicate ×{len(arrangements(rules, True))}" if args.duplicate else ""
    print(f"{n} {unit} of {game}, {args.players} players, {args.board} board{dup}, "
          f"seeds {args.seed}…{args.seed + n - 1}; A = {args.a}, B = {args.b}")
    mean, half = mean_ci(st["diffs"])
    print(f"  points per hand, A − B: {mean:+.3f} ± {half:.3f} (95%, over {len(st['diffs'])} "
          f"{unit}; {st['hands']} hands)")
    if st["games"]:
        g = st["games"]
        for who in ("A", "B"):
            w = st["wins"][who]
            sk = st["skunks"][(who, 2)]
            dsk = st["skunks"][(who, 4)]
            # Wilson-free normal interval on the win rate: enough for hundreds of games.
            p = w / g
            hw = 1.96 * (p * (1 - p) / g) ** 0.5
            print(f"  {who}: {w:5d} of {g} games won ({100 * p:.1f}% ± {100 * hw:.1f}), "
                  f"{sk} skunks, {dsk} double skunks given")
        # A game has as many winners as it has games; the loser in a 3-side game may be
        # A or B, so a win rate per side is printed for A only.
    for who in ("A", "B"):
        parts = []
        for what in ("pegging (dealer)", "pegging (pone)", "hand (dealer)", "hand (pone)",
                     "crib"):
            k = (who, what)
            if st["ns"][k]:
                parts.append(f"{what} {st['sums'][k] / st['ns'][k]:.2f}")
        print(f"  {who} averages per hand: {'; '.join(parts)}")
    print("  decision times (ms): bot phase n median p95 p99 max")
    for (name, phase), ts in sorted(st["times"].items()):
        ts.sort()
        ms = [1000 * t for t in ts]
        print(f"    {name:>15} {phase:5} {len(ms):7d} {percentile(ms, 50):7.2f} "
              f"{percentile(ms, 95):7.2f} {percentile(ms, 99):7.2f} {ms[-1]:7.1f}")
    print(f"  {took:.0f} s wall, {args.jobs} job(s); {platform.processor() or platform.machine()}"
          f", {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    if args.records:
        print(f"  records: {args.records}")
