"""Cribbage bots over whole games, in duplicate: who wins the game, not only
who scores more per hand.

    python benchmarks/bench_cribbage_games.py --board crib-wars --a expert --b expert-v1 \\
        [--players 2] [--pairs 100] [--minutes 30] [--seed 0] [--jobs 1]

Each deal is a whole game played twice (three times with three sides) with the line-ups
moved round the sides, so both meet the same cards from every seat (the arena's
``--duplicate``).  Line-up A holds side 0, B every other side.  Prints, over the deals
finished (``--minutes`` stops starting new ones, so a loaded machine still reports):

- points per hand, A − B, mean over deals with its 95 % interval;
- A's share of the games won with its 95 % interval, computed over deals (the games of
  one deal are not independent: a deal that favours a seat gives each line-up a win);
- where skunks are counted (C83: the classic board's default) the game points per
  game, A − B (C81: a win is 1, 2 with a skunk, 4 with a double skunk), with its
  interval, and the skunks each line-up won;
- the deals that came out exactly even (A − B 0 and the wins shared): the bots' seeds
  are common random numbers already (each bot is seeded by the deal and its seat, not
  its line-up, and ``expert-v1`` keeps the Expert's name, which ``CribBot.rng_for``
  hashes), so where both line-ups choose alike throughout, a deal's two games are
  mirror images and add nothing to the interval;
- with three sides (``--players 3``) the line-ups are one A against two B: each deal is
  played three times, A in each seat in turn and B in the other two, so A meets every
  seat's cards.  "Win rate" is then A's share of the games won, and a player level with
  B wins one game in three: A is ahead when that share's interval lies above 33.3 %.
  The share is also shown scaled by 3/2 (the "two-sided scale"), where 50 % means even
  as with two sides; a "win rate interval above 50 %" for three players is
  read as this scaled interval above 50 %, that is the share's above one third;
- with ``--phases``, where the points went: A − B per hand split by the game's phase
  (the leader's score before the hand: below 61, 61–90, 91 on; and by hand number),
  each bin both as its share of the overall margin (summing to about the whole) and
  as the margin per hand played in that bin, with 95 % intervals over deals;
- the command, the machine and its load before and after.

The usual questions: ``--a expert --b expert-v1`` on both boards (2 and 3 players on
Crib Wars) and ``--a expert --b expert-noboard`` on Crib Wars.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import describe  # noqa: E402

from cinch_qt.arena.runner import outcomes  # noqa: E402
from cinch_qt.games import get_game  # noqa: E402
from cinch_qt.games.cribbage.arena import seatings  # noqa: E402
from cinch_qt.games.cribbage.engine import Rules  # noqa: E402
from cinch_qt.games.stats import mean_ci, percentile, t95  # noqa: E402

# Phases of a game by the leader's score before the hand (121 to win on the classic
# board) and by hand number: where the Expert's points margin goes.
LEADER_BINS = ((0, 60, "leader < 61"), (61, 90, "leader 61-90"), (91, 10**6, "leader 91+"))
HAND_BINS = ((1, 1, "hand 1"), (2, 4, "hands 2-4"), (5, 8, "hands 5-8"),
             (9, 10**6, "hands 9+"))


def phase_sums(records: list[str], seating_list: list[dict], rules: Rules
               ) -> dict[str, tuple[float, int]]:
    """Per phase bin, (sum of A − B points, hands) over one deal's seatings, from the
    games' records (each hand's score events; awards left out as the arena does)."""
    out: dict[str, tuple[float, int]] = {}
    for text, seating in zip(records, seating_list, strict=True):
        rec = json.loads(text)
        lineup = {rules.side_names[rules.side_of(seat)]: lu
                  for seat, (lu, _) in seating.items()}
        score = dict.fromkeys(rules.side_names, 0)
        for k, hand in enumerate(rec["hands"], start=1):
            got = dict.fromkeys(rules.side_names, 0)
            for ev in hand["events"]:
                if ev["e"] == "score" and ev["why"] != "award":
                    got[ev["side"]] += ev["points"]
            a = sum(v for s, v in got.items() if lineup[s] == "A")
            b = sum(v for s, v in got.items() if lineup[s] == "B")
            lead = max(score.values())
            keys = [name for lo, hi, name in LEADER_BINS if lo <= lead <= hi]
            keys += [name for lo, hi, name in HAND_BINS if lo <= k <= hi]
            for key in keys:
                s0, n0 = out.get(key, (0.0, 0))
                out[key] = (s0 + a - b, n0 + 1)
            for s in rules.side_names:
                score[s] += got[s]
    return out


def ratio_ci(sums: list[float], counts: list[int]) -> tuple[float, float]:
    """Sum of A − B over sum of hands, with a 95 % interval over deals (delta method
    for a ratio of means; deals without a hand in the bin count as 0 of 0)."""
    n = len(sums)
    tot = sum(counts)
    if n < 2 or tot == 0:
        return 0.0, float("inf")
    r = sum(sums) / tot
    mean_n = tot / n
    res = [s - r * c for s, c in zip(sums, counts, strict=True)]
    var = sum(e * e for e in res) / (n - 1)
    return r, t95(n - 1) * math.sqrt(var / n) / mean_n


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--board", choices=("classic", "crib-wars"), default="classic")
    p.add_argument("--players", type=int, choices=(2, 3, 4, 6), default=2)
    p.add_argument("--a", default="expert")
    p.add_argument("--b", default="expert-v1")
    p.add_argument("--pairs", type=int, default=100, help="deals (each played 2 or 3 times)")
    p.add_argument("--minutes", type=float, default=0.0, help="stop starting deals after")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--phases", action="store_true",
                   help="split A − B per hand by the game's phase (two sides)")
    args = p.parse_args()
    print("command: python " + " ".join(sys.argv), flush=True)
    print(describe())
    print(f"load average at start {os.getloadavg()[0]:.1f}", flush=True)
    game = "crib-wars" if args.board == "crib-wars" else "cribbage"
    rules = Rules(players=args.players, board=args.board)
    options = {"players": args.players, "board": args.board}
    seats = seatings(rules, {"A": args.a, "B": args.b}, True)
    started = time.perf_counter()
    diffs: list[float] = []
    shares: list[float] = []
    hands = 0
    even = 0
    game_points: list[float] = []
    skunks = {"A": 0, "B": 0}
    times: dict[str, list[float]] = {}
    bins = [name for *_, name in LEADER_BINS + HAND_BINS]
    by_phase: dict[str, tuple[list[float], list[int], list[float]]] = {
        b: ([], [], []) for b in bins}
    for res in outcomes(get_game(game), options, args.seed, args.pairs, seats, True,
                        args.phases, args.jobs):
        if isinstance(res, str):
            print(f"stopped: {res}")
            break
        diffs.append(sum(res.seating_diffs) / len(res.seating_diffs))
        won = res.wins["A"] + res.wins["B"]
        shares.append(res.wins["A"] / won if won else 0.0)
        hands += res.hands
        if res.wins["A"] == res.wins["B"] and abs(sum(res.seating_diffs)) < 1e-9:
            even += 1
        # C81, C83: a skunk makes a win worth 2 game points, a double skunk 4.
        gp = dict(res.wins)
        for fig in res.figures:
            if fig[0] == "skunk":
                gp[fig[1]] += fig[2] - 1
                skunks[fig[1]] += 1
        game_points.append((gp["A"] - gp["B"]) / len(res.seating_diffs))
        if args.phases:
            got = phase_sums(res.records, seats, rules)
            hands_here = res.hands
            for b in bins:
                s0, n0 = got.get(b, (0.0, 0))
                by_phase[b][0].append(s0)
                by_phase[b][1].append(n0)
                # The bin's share of this deal's margin per hand (summing over a set of
                # bins to the deal's margin per hand over all its hands).
                by_phase[b][2].append(s0 / hands_here if hands_here else 0.0)
        for key, vals in res.times.items():
            name = key.split(":", 1)[1]
            for phase, _wall, cpu in vals:
                times.setdefault(f"{name} {phase}", []).append(1000 * cpu)
        if len(diffs) % 10 == 0:
            m, h = mean_ci(diffs)
            w, hw = mean_ci(shares)
            print(f"  … {len(diffs)} deals: A − B {m:+.3f} ± {h:.3f} per hand, A won "
                  f"{100 * w:.1f} % ± {100 * hw:.1f}, {time.perf_counter() - started:.0f} s",
                  flush=True)
        if args.minutes and time.perf_counter() - started > 60 * args.minutes:
            break
    n = len(diffs)
    took = time.perf_counter() - started
    sides = rules.n_sides
    print(f"{n} deals × {sides} seatings = {n * sides} whole games of {game}, "
          f"{args.players} players, {args.board} board; seeds {args.seed}…; "
          f"A = {args.a}, B = {args.b}; {hands} hands")
    if n == 0:
        return 1
    m, h = mean_ci(diffs)
    print(f"  points per hand, A − B: {m:+.3f} ± {h:.3f} (95 %, over {n} deals)")
    print(f"  deals that came out exactly even (A − B 0 and one win each, the "
          f"usual sign that both line-ups chose alike throughout): {even}")
    m, h = mean_ci(shares)
    if sides == 2:
        print(f"  A's games won: {100 * m:.1f} % ± {100 * h:.1f} (95 %, over {n} deals)")
    else:
        scaled = m * sides / 2
        print(f"  A's share of games won: {100 * m:.1f} % ± {100 * h:.1f} (fair share "
              f"{100 / sides:.1f} %); on the two-sided scale {100 * scaled:.1f} % ± "
              f"{100 * h * sides / 2:.1f}")
    if rules.skunks:
        g, gh = mean_ci(game_points)
        print(f"  game points per game with skunks (C81: 1, 2 or 4), A − B: {g:+.3f} ± "
              f"{gh:.3f} (95 %, over {n} deals); games won with a skunk or double skunk: "
              f"A {skunks['A']}, B {skunks['B']}")
    if args.phases:
        print("  A − B by phase: bin, hands, share of the margin per hand (sums to "
              "the whole), margin per hand in the bin (95 %, over deals)")
        for b in bins:
            sums, counts, shares_b = by_phase[b]
            c, ch = mean_ci(shares_b)
            r, rh = ratio_ci(sums, counts)
            print(f"    {b:>13} {sum(counts):6d} {c:+.3f} ± {ch:.3f}   "
                  f"{r:+.3f} ± {rh:.3f}")
    print("  decision CPU ms: bot phase n median p95 max")
    for key, ts in sorted(times.items()):
        ts.sort()
        print(f"    {key:>20} {len(ts):6d} {percentile(ts, 50):7.2f} "
              f"{percentile(ts, 95):7.2f} {ts[-1]:7.1f}")
    print(f"  {took:.0f} s wall, {args.jobs} job(s), load average at end "
          f"{os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
