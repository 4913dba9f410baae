"""Cribbage's arena front-end, ``python -m cinch_qt.arena --game cribbage|crib-wars``
(this game's ``arena_cli`` companion, handed the arena's kit): bots against bots,
measured, through the arena's generic loop with Cribbage's hooks (arena.py).

Line-up A (``--a``, alias ``--ns``) and line-up B (``--b``, alias ``--ew``) are bot
names (``random``, ``easy``, ``normal``, ``expert``, ``expert-noboard``…) or
``package.module:factory``.  A holds side 0 (S with two players, S–N with four and six),
B every other side.  ``--hands N`` plays N single deals (the first hand of a game from
each seed), ``--games N`` N whole games.  ``--duplicate`` plays every deal again with the
line-ups moved round the sides (swapped with two sides, rotated with three), so the
luck of the cards cancels; ``--jobs`` spreads the deals over processes (same results).

Prints: the mean point difference per hand (A minus B, per side) with its 95%
interval over deals, games won with skunks, pegging, hand and crib averages per
line-up (for the dealer and the other seats), and decision-time percentiles per bot
and phase.  ``--records`` writes every game as one CRIB_RECORD line.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections import defaultdict
from types import ModuleType
from typing import Any

from ..base import GameInfo
from ..stats import mean_ci, percentile
from .ai import LEVELS, make_player
from .arena import arrangements, seatings
from .engine import Rules, RulesError
from .engine.rules import BOARDS, COUNTING, HEELS, MUGGINS


def parse_args(argv: list[str], info: GameInfo, kit: ModuleType) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog=f"python -m cinch_qt.arena --game {info.name}",
                                description="Play cribbage bots against each other.")
    p.add_argument("--players", type=int, default=2, choices=(2, 3, 4, 6))
    p.add_argument("--board", choices=BOARDS,
                   default=info.defaults.get("board", "classic"))
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
    kit.check_counts(p, args, "games")
    for name in (args.a, args.b):
        try:
            make_player(name, 0)
        except ValueError as exc:
            p.error(str(exc))
    return args


def main(argv: list[str], info: GameInfo, kit: ModuleType) -> int:
    """The arena's ``--game cribbage`` and ``--game crib-wars`` (``info``): ``kit`` is
    cinch_qt.arena.kit, handed over by the arena's dispatcher (cinch_qt/arena/cli.py)."""
    game = info.name
    args = parse_args(argv, info, kit)
    try:
        rules = Rules(players=args.players, board=args.board, heels_near_end=args.heels,
                      skunks=args.skunks, counting=args.counting, muggins=args.muggins,
                      peg_duty=args.peg_duty)
    except RulesError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    whole = args.games is not None
    n = args.games if whole else args.hands
    progress = sys.stderr.isatty() if args.progress is None else args.progress
    # The options exactly as given (skunks None: the board's default, as the engine
    # reads it), so the state the loop makes is the one these rules describe.
    options = {"players": args.players, "board": args.board, "heels_near_end": args.heels,
               "skunks": args.skunks, "counting": args.counting, "muggins": args.muggins,
               "peg_duty": args.peg_duty}
    seats = seatings(rules, {"A": args.a, "B": args.b}, args.duplicate)
    started = time.perf_counter()
    results: list[Any] = []      # the arena's Outcome
    failure = None
    out = open(args.records, "w", encoding="utf-8") if args.records else None  # noqa: SIM115
    try:
        for k, res in enumerate(kit.outcomes(info, options, args.seed, n, seats, whole,
                                         out is not None, args.jobs), 1):
            if isinstance(res, str):
                failure = res
                break
            if out:
                for line in res.records:
                    out.write(line + "\n")
                res.records.clear()
            results.append(res)
            if progress:
                took = time.perf_counter() - started
                eta = took / k * (n - k)
                print(f"\r  {k}/{n} deals, {took:.0f} s, about {eta:.0f} s to go ",
                      end="", file=sys.stderr, flush=True)
    finally:
        if out:
            out.close()
    if progress:
        print(file=sys.stderr)
    if failure:
        print(f"arena: stopped after {len(results)} of {n} deals: {failure}",
              file=sys.stderr)
        if not results:
            return 1
    report(args, rules, game, results, len(results), time.perf_counter() - started)
    return 1 if failure else 0


def report(args: argparse.Namespace, rules: Rules, game: str, results: list[Any],
           n: int, took: float) -> None:
    unit = "games" if args.games is not None else "deals"
    dup = f", duplicate ×{len(arrangements(rules, True))}" if args.duplicate else ""
    print(f"{n} {unit} of {game}, {args.players} players, {args.board} board{dup}, "
          f"seeds {args.seed}…{args.seed + n - 1}; A = {args.a}, B = {args.b}")
    # Each seating weighs the same in its deal, however many hands it lasted.
    diffs = [sum(r.seating_diffs) / len(r.seating_diffs) for r in results]
    hands = sum(r.hands for r in results)
    mean, half = mean_ci(diffs)
    print(f"  points per hand, A − B: {mean:+.3f} ± {half:.3f} (95%, over {len(diffs)} "
          f"{unit}; {hands} hands)")
    sums: dict[tuple[str, str], float] = defaultdict(float)
    counts: dict[tuple[str, str], int] = defaultdict(int)
    skunks: dict[tuple[str, int], int] = defaultdict(int)
    for r in results:
        for fig in r.figures:
            if fig[0] == "avg":
                _, who, what, value = fig
                sums[(who, what)] += value
                counts[(who, what)] += 1
            elif fig[0] == "skunk":
                skunks[(fig[1], fig[2])] += 1
    wins = {k: sum(r.wins[k] for r in results) for k in "AB"}
    games = wins["A"] + wins["B"] if args.games is not None else 0
    if games:
        for who in ("A", "B"):
            w = wins[who]
            # Normal interval on the win rate: enough for hundreds of games.
            p = w / games
            hw = 1.96 * (p * (1 - p) / games) ** 0.5
            print(f"  {who}: {w:5d} of {games} games won ({100 * p:.1f}% ± {100 * hw:.1f}), "
                  f"{skunks[(who, 2)]} skunks, {skunks[(who, 4)]} double skunks given")
    for who in ("A", "B"):
        parts = []
        for what in ("pegging (dealer)", "pegging (pone)", "hand (dealer)", "hand (pone)",
                     "crib"):
            if counts[(who, what)]:
                parts.append(f"{what} {sums[(who, what)] / counts[(who, what)]:.2f}")
        print(f"  {who} averages per hand: {'; '.join(parts)}")
    times: dict[tuple[str, str], list[float]] = defaultdict(list)
    for r in results:
        for key, vals in r.times.items():
            name = key.split(":", 1)[1]            # "A:expert" -> the bot, either line-up
            for phase, wall, _cpu in vals:
                times[(name, phase)].append(wall)
    print("  decision times (ms): bot phase n median p95 p99 max")
    for (name, phase), ts in sorted(times.items()):
        ms = sorted(1000 * t for t in ts)
        print(f"    {name:>15} {phase:5} {len(ms):7d} {percentile(ms, 50):7.2f} "
              f"{percentile(ms, 95):7.2f} {percentile(ms, 99):7.2f} {ms[-1]:7.1f}")
    print(f"  {took:.0f} s wall, {args.jobs} job(s); {platform.processor() or platform.machine()}"
          f", {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}")
    if args.records:
        print(f"  records: {args.records}")
