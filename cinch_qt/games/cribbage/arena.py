"""``python -m cinch_qt.arena --game cribbage``: random-legal players, CRIB_RECORD lines.

Real bots come with the cribbage AI; until then every seat picks uniformly among its
legal actions (with manual counting the person's seat claims the true count half the
time and a random count otherwise, so that muggins and excess are exercised).  Prints
games won per side, game points, skunks, hands per game and scoring per hand, with the
games per second on this machine.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter

from .engine import Claim, GameState, Rules, RulesError, score_hand
from .engine.observation import Observation
from .engine.rules import BOARDS, COUNTING, HEELS, MUGGINS


def parse_args(argv: list[str], game: str) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog=f"python -m cinch_qt.arena --game {game}",
                                description="Play random-legal cribbage players.")
    p.add_argument("--players", type=int, default=2, choices=(2, 3, 4, 6))
    p.add_argument("--board", choices=BOARDS,
                   default="crib-wars" if game == "crib-wars" else "classic")
    p.add_argument("--games", type=int, default=100, metavar="K")
    p.add_argument("--seed", type=int, default=0, metavar="S")
    p.add_argument("--records", metavar="FILE.jsonl", help="write every game record here")
    p.add_argument("--heels", choices=HEELS, default="withheld")
    skunks = p.add_mutually_exclusive_group()
    skunks.add_argument("--skunks", dest="skunks", action="store_true", default=None)
    skunks.add_argument("--no-skunks", dest="skunks", action="store_false")
    p.add_argument("--counting", choices=COUNTING, default="automatic")
    p.add_argument("--muggins", choices=MUGGINS, default="off")
    p.add_argument("--peg-duty", action="store_true")
    args = p.parse_args(argv)
    if args.games < 1:
        p.error(f"the number of games must be at least 1, not {args.games}")
    return args


def choose(obs: Observation, rng: random.Random):
    """A random legal action, decided from the seat's observation only (C5)."""
    actions = obs.legal
    if isinstance(actions[0], Claim) and rng.random() < 0.5:
        what = obs.decision.what
        return Claim(obs.seat, score_hand(obs.counting, obs.starter, what == "crib"))
    return rng.choice(actions)


def play_game(rules: Rules, seed: int) -> GameState:
    state = GameState(rules, seed)
    rng = random.Random(f"arena:{seed}")
    while not state.is_over:
        state.apply(choose(state.observation(state.current_seat), rng))
    return state


def main(argv: list[str], game: str = "cribbage") -> int:
    args = parse_args(argv, game)
    try:
        rules = Rules(players=args.players, board=args.board, heels_near_end=args.heels,
                      skunks=args.skunks, counting=args.counting, muggins=args.muggins,
                      peg_duty=args.peg_duty)
    except RulesError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    out = open(args.records, "w", encoding="utf-8") if args.records else None
    wins: Counter[str] = Counter()
    points: Counter[str] = Counter()
    skunked: Counter[int] = Counter()
    hands = 0
    started = time.perf_counter()
    try:
        for k in range(args.games):
            state = play_game(rules, args.seed + k)
            wins[state.side_names[state.winner]] += 1
            for side, p in state.result().items():
                points[side] += p
            for p in state.game_points.values():
                skunked[p] += 1
            hands += state.hand_no + 1
            if out:
                out.write(json.dumps(state.to_record(), separators=(",", ":")) + "\n")
    finally:
        if out:
            out.close()
    took = time.perf_counter() - started
    print(f"{args.games} games of {game}, {args.players} players, {args.board} board, "
          f"seeds {args.seed}…{args.seed + args.games - 1}")
    for side in rules.side_names:
        print(f"  {side:>3}: {wins[side]:5d} games won, {points[side]:+6d} game points")
    print(f"  losing sides: {skunked[1]} plain, {skunked[2]} skunked, "
          f"{skunked[4]} double-skunked")
    print(f"  {hands / args.games:.1f} hands per game; {args.games / took:.0f} games/s")
    if args.records:
        print(f"  records: {args.records}")
    return 0
