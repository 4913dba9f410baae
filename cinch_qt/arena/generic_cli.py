"""``python -m cinch_qt.arena --game NAME``, for a registered game without an arena
front-end of its own: line-up A (``--a``) against line-up B (``--b``) over ``--games``
complete games, optionally in duplicate, on ``--jobs`` processes (the same results as
one), through the generic loop (loop.py).  The game supplies its bots and any figures of
its own through ``arena_hooks()``.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..games.base import GameInfo
from ..games.seating import rotations
from .loop import Outcome
from .report import print_times
from .runner import outcomes
from .stats import mean_ci


def _option(text: str) -> tuple[str, object]:
    key, eq, value = text.partition("=")
    if not eq or not key:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, not {text!r}")
    try:
        return key, json.loads(value)
    except ValueError:
        return key, value


def parse_args(argv: list[str], info: GameInfo) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog=f"python -m cinch_qt.arena --game {info.name}",
                                description=f"Play computer players of {info.title}.")
    p.add_argument("--a", default="random", metavar="BOT", help="line-up A")
    p.add_argument("--b", default="random", metavar="BOT", help="line-up B")
    p.add_argument("--games", type=int, default=100, metavar="N")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1, metavar="J", help="worker processes")
    p.add_argument("--duplicate", action="store_true",
                   help="play every game with the seats rotated as well")
    p.add_argument("--records", metavar="FILE.jsonl", help="write every game record here")
    p.add_argument("--option", type=_option, action="append", default=[],
                   metavar="NAME=VALUE", help="a game option (repeatable)")
    args = p.parse_args(argv)
    if args.games < 1:
        p.error(f"the number of games must be at least 1, not {args.games}")
    if args.jobs < 1:
        p.error(f"--jobs must be at least 1, not {args.jobs}")
    return args


def main(argv: list[str], info: GameInfo) -> int:
    args = parse_args(argv, info)
    hooks = info.load().arena_hooks()
    try:
        options = info.options(**dict(args.option))
        probe = info.new_state(args.seed, **options)
        seats = hooks.seats(probe)
        sides = sorted({hooks.side_of(probe, s) for s in seats})
        first = {s: ("A" if i == 0 else "B", args.a if i == 0 else args.b)
                 for i, s in enumerate(seats)}
        for name in {args.a, args.b}:
            hooks.make_bot(name, "0")     # refuse unknown bots before any work starts
    except ValueError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    seatings = rotations(seats, len(sides), first, args.duplicate)
    results: list[Outcome] = []
    failure = None
    for res in outcomes(info, options, args.seed, args.games, seatings, True,
                        bool(args.records), args.jobs):
        if isinstance(res, str):
            failure = res
            break
        results.append(res)
    if args.records:
        with open(args.records, "w", encoding="utf-8") as out:
            for r in results:
                for line in r.records:
                    out.write(line + "\n")
    if failure:
        print(f"arena: stopped after {len(results)} of {args.games} games: {failure}",
              file=sys.stderr)
        if not results:
            return 1
    mean, half = mean_ci([r.diff for r in results])
    wins = {k: sum(r.wins[k] for r in results) for k in "AB"}
    print(f"{info.title}: {len(results)} games{' in duplicate' if args.duplicate else ''}"
          f", seed {args.seed}; A = {args.a}   B = {args.b}; {args.jobs} job(s)")
    print(f"games won: A {wins['A']}, B {wins['B']}")
    print(f"mean point difference per game (A - B): {mean:+.3f} ± {half:.3f} (95% CI)")
    print_times(results)
    return 1 if failure else 0
