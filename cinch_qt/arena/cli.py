"""``python -m cinch_qt.arena``: computer players against each other, measured honestly.

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

from ..games import get_game
from ..games.cinch.ai.registry import LEVELS, make_player
from ..games.cinch.engine import Rules
from .lineup import LineupError, arrangements, build
from .loop import Outcome
from .options import check_counts
from .report import print_times
from .runner import outcomes
from .stats import mean_ci

PHASES = ("bid", "trump", "keep", "rob", "give", "play")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
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
    check_counts(p, args, "hands")
    return args


def _progress(done: int, total: int, started: float) -> None:
    width = 30
    filled = width * done // total
    elapsed = time.monotonic() - started
    eta = elapsed / done * (total - done) if done else 0.0
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} "
                     f"{elapsed:5.0f}s, about {eta:4.0f}s left ")
    sys.stderr.flush()


def game_of(argv: list[str]) -> tuple[str, list[str]]:
    """``--game NAME`` (or ``--game=NAME``) anywhere on the line; cinch when absent."""
    rest = list(argv)
    for i, arg in enumerate(rest):
        if arg == "--game" and i + 1 < len(rest):
            return rest[i + 1], rest[:i] + rest[i + 2:]
        if arg.startswith("--game="):
            return arg.split("=", 1)[1], rest[:i] + rest[i + 1:]
    return "cinch", rest


def main(argv: list[str] | None = None) -> int:
    game, argv = game_of(sys.argv[1:] if argv is None else argv)
    if game in ("cribbage", "crib-wars"):
        from .cribbage_cli import main as cribbage_main
        return cribbage_main(argv, game)
    if game != "cinch":
        from ..games import GAMES
        if game not in GAMES:
            print(f"arena: unknown game {game!r} ({', '.join(sorted(GAMES))})",
                  file=sys.stderr)
            return 2
        from .generic_cli import main as generic_main
        return generic_main(argv, GAMES[game])
    args = parse_args(argv)
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
    results: list[Outcome] = []
    failure = None
    try:
        for i, res in enumerate(outcomes(get_game("cinch"), asdict(rules), args.seed, count,
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
    report(args, rules, bots, results, wall, games)
    return 1 if failure else 0


def report(args: argparse.Namespace, rules: Rules, bots: dict[int, str],
           results: list[Outcome], wall: float, games: bool) -> None:
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
    hooks = get_game("cinch").load().arena_hooks()
    figures = [f for r in results for f in r.figures]
    for k in "AB":
        pts = sum(r.points[k] for r in results) / hands if hands else 0.0
        for line in hooks.lineup_lines(k, label[k], figures, pts):
            print(line)
    print_times(results, PHASES)
    verdict = ("A ahead" if mean - half > 0 else "B ahead" if mean + half < 0
               else "no clear difference")
    print(f"summary: {label['A']} vs {label['B']}: {mean:+.3f} ± {half:.3f} points per hand "
          f"over {hands} hands, {verdict}")


def _lineup_of(rules: Rules, seat: int) -> str:
    from .lineup import seat_lineups
    return seat_lineups(rules)[seat]
