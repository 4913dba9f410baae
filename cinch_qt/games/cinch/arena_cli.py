"""Cinch's arena front-end (``python -m cinch_qt.arena``, the default game; reached by
the arena as this game's ``arena_cli`` companion): its options and its report.

Plays ``--hands N`` single deals or ``--games N`` complete games between line-up A
(``--ns``) and line-up B (``--ew``), optionally in duplicate (every deal played with the
line-ups swapped, so the luck of the cards cancels), on ``--jobs`` processes, and prints
the mean point difference per hand with its 95% confidence interval, games won,
contracts bid, made and set (with the made-contract rate and points per contract of
each line-up as maker), and each bot's decision times.  ``--records`` writes every
game as one RECORD v1 JSON object per line.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from dataclasses import asdict
from types import ModuleType
from typing import Any

from ..base import GameInfo
from ..stats import mean_ci
from .ai.registry import LEVELS, make_player
from .arena_lineup import LineupError, arrangements, build, seat_lineups
from .engine import Rules

PHASES = ("bid", "trump", "keep", "rob", "give", "play")


def parse_args(argv: list[str] | None, kit: ModuleType) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="python -m cinch_qt.arena",
        description="Play computer players against each other and measure them.")
    p.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    p.add_argument("--ns", default="random", metavar="BOT",
                   help=f"line-up A: {', '.join(LEVELS)} or package.module:factory")
    p.add_argument("--ew", default="random", metavar="BOT", help="line-up B")
    p.add_argument("--seat", action="append", default=[], metavar="SEAT=BOT",
                   help="a different bot in one seat, e.g. S=expert (repeatable)")
    count = p.add_mutually_exclusive_group()
    count.add_argument("--hands", type=int, metavar="N", help="play N single deals")
    count.add_argument("--games", type=int, metavar="N", help="play N complete games")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="worker processes")
    p.add_argument("--duplicate", action="store_true",
                   help="play every deal with the line-ups swapped as well")
    p.add_argument("--records", metavar="FILE.jsonl", help="write every game record here")
    p.add_argument("--target", type=int, default=51)
    p.add_argument("--min-bid", type=int, default=1)
    p.add_argument("--all-pass", default="throw_in", choices=("throw_in", "stuck_dealer"))
    args = p.parse_args(argv)
    kit.check_counts(p, args, "hands")
    return args


def _progress(done: int, total: int, started: float) -> None:
    width = 30
    filled = width * done // total
    elapsed = time.monotonic() - started
    eta = elapsed / done * (total - done) if done else 0.0
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} "
                     f"{elapsed:5.0f}s, about {eta:4.0f}s left ")
    sys.stderr.flush()


def main(argv: list[str], info: GameInfo, kit: ModuleType) -> int:
    """The arena's ``--game cinch`` (the default game): ``kit`` is cinch_qt.arena.kit,
    handed over by the arena's dispatcher (cinch_qt/arena/cli.py)."""
    args = parse_args(argv, kit)
    try:
        rules = Rules(players=args.players, target=args.target, min_bid=args.min_bid,
                      all_pass=args.all_pass)
        bots = build(rules, args.ns, args.ew, args.seat)
        for name in set(bots.values()):
            make_player(name, 0)          # refuse unknown bots before any work starts
    except (ValueError, LineupError) as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    out_file = None
    if args.records:
        try:
            out_file = open(args.records, "w", encoding="utf-8")  # noqa: SIM115
        except OSError as exc:
            print(f"arena: cannot write records to {args.records}: {exc.strerror}",
                  file=sys.stderr)
            return 2
    games = args.games is not None
    count = args.games if games else args.hands
    seatings = arrangements(rules, bots, args.duplicate)
    show_bar = sys.stderr.isatty()
    started = time.monotonic()
    results: list[Any] = []      # the arena's Outcome
    failure = None
    try:
        for i, res in enumerate(kit.outcomes(info, asdict(rules), args.seed, count,
                                         seatings, games, out_file is not None, args.jobs),
                                1):
            if isinstance(res, str):
                failure = res
                break
            results.append(res)
            if out_file is not None:
                for line in res.records:
                    out_file.write(line + "\n")
                out_file.flush()
            if show_bar:
                _progress(i, count, started)
    except KeyboardInterrupt:
        failure = "interrupted"
    finally:
        if show_bar:
            sys.stderr.write("\n")
        if out_file is not None:
            out_file.close()
    wall = time.monotonic() - started
    if failure:
        print(f"arena: stopped after {len(results)} of {count} "
              f"{'games' if games else 'deals'}: {failure}", file=sys.stderr)
        if not results:
            return 1
    report(args, info, kit, rules, bots, results, wall, games)
    return 1 if failure else 0


def report(args: argparse.Namespace, info: GameInfo, kit: ModuleType, rules: Rules,
           bots: dict[int, str], results: list[Any], wall: float, games: bool) -> None:
    names = {"A": sorted({n for s, n in bots.items() if _lineup_of(rules, s) == "A"}),
             "B": sorted({n for s, n in bots.items() if _lineup_of(rules, s) == "B"})}
    label = {k: "+".join(v) for k, v in names.items()}
    hands = sum(r.hands for r in results)
    diffs = [r.diff for r in results]
    mean, half = mean_ci(diffs)
    unit = "game" if games else "deal"
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cpus, "
          f"Python {platform.python_version()}; {args.jobs} job(s), {wall:.1f}s")
    print(f"{rules.players} players, target {rules.target}, min bid {rules.min_bid}, "
          f"{rules.all_pass}; {len(results)} {unit}s"
          f"{' in duplicate' if args.duplicate else ''}, {hands} hands, seed {args.seed}")
    print(f"A = {label['A']}   B = {label['B']}")
    print(f"mean point difference per hand (A - B): {mean:+.3f} ± {half:.3f} "
          f"(95% CI, over {len(diffs)} {unit}s)")
    if games:
        wins = {k: sum(r.wins[k] for r in results) for k in "AB"}
        print(f"games won: A {wins['A']}, B {wins['B']}")
    hooks = info.load().arena_hooks()
    figures = [f for r in results for f in r.figures]
    for k in "AB":
        pts = sum(r.points[k] for r in results) / hands if hands else 0.0
        for line in hooks.lineup_lines(k, label[k], figures, pts):
            print(line)
    kit.print_times(results, PHASES)
    verdict = ("A ahead" if mean - half > 0 else "B ahead" if mean + half < 0
               else "no clear difference")
    print(f"summary: {label['A']} vs {label['B']}: {mean:+.3f} ± {half:.3f} points per hand "
          f"over {hands} hands, {verdict}")


def _lineup_of(rules: Rules, seat: int) -> str:
    return seat_lineups(rules)[seat]
