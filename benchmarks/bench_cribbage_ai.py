"""Cribbage bots: decision times by level and phase, and the play search's throughput.

    python benchmarks/bench_cribbage_ai.py [--runs 3] [--hands 12] [--players 2 4]
        [--board classic|crib-wars] [--whole] [--levels easy normal expert]

Each run plays ``--hands`` deals of every level against Normal (the level in every
seat of one side) and times each decision in CPU time of this process
(``time.process_time``), so other programs on the machine change the figures little;
it prints the median over runs of each percentile, on one pinned core, with the
machine and its load.  Goals: p95 Easy <= 5 ms, Normal <= 50 ms, Expert
<= 300 ms, no decision over 1.5 s.  Then the Expert's play search: positions searched
per CPU second over the first plays of many deals (two and four players).

``--whole`` plays each of the ``--hands`` deals as a whole game instead of its first
hand only, so the decisions near the end of a game and on every part of the Crib Wars
board (``--board crib-wars``) are timed too (the Expert's search then values
positions by the win-chance table).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import describe, pin_to_one_core  # noqa: E402

from cinch_qt.arena.stats import percentile  # noqa: E402
from cinch_qt.games.cribbage.ai import make_player  # noqa: E402
from cinch_qt.games.cribbage.ai.expert import ExpertBot  # noqa: E402
from cinch_qt.games.cribbage.ai.knowledge import (  # noqa: E402
    deal_hidden,
    my_side,
    opponent_weight,
    play_position,
    unseen_cards,
)
from cinch_qt.games.cribbage.ai.pegging import Search  # noqa: E402
from cinch_qt.games.cribbage.engine import PLAY, GameState, Rules  # noqa: E402
from cinch_qt.games.cribbage.engine.cards import RANK  # noqa: E402

LEVELS = ("easy", "normal", "expert")


def time_decisions(level: str, players: int, hands: int, seed: int, board: str = "classic",
                   whole: bool = False) -> dict[str, list[float]]:
    rules = Rules(players=players, board=board)
    times: dict[str, list[float]] = {"lay": [], "play": []}
    for k in range(hands):
        state = GameState(rules, seed + k)
        bots = {s: make_player(level if rules.side_of(s) == 0 else "normal", s)
                for s in rules.seats}
        while not state.is_over and (whole or state.hand_no == 0):
            seat = state.current_seat
            obs = state.observation(seat)
            t = time.process_time()
            action = bots[seat].choose(obs)
            took = time.process_time() - t
            if rules.side_of(seat) == 0 and obs.decision.kind in times:
                times[obs.decision.kind].append(1000 * took)
            state.apply(action)
    return times


def search_rate(players: int, deals: int, seed: int) -> tuple[float, int]:
    """Positions per CPU second of the Expert's search at the first card of a play."""
    rules = Rules(players=players)
    nodes = 0
    spent = 0.0
    for k in range(deals):
        state = GameState(rules, seed + k)
        bots = {s: make_player("normal", s) for s in rules.seats}
        while state.phase != PLAY and not state.is_over:
            seat = state.current_seat
            state.apply(bots[seat].choose(state.observation(seat)))
        if state.phase != PLAY:
            continue
        obs = state.observation(state.current_seat)
        pos = play_position(obs)
        sides = [rules.side_of(s) for s in pos.order]
        depth = 99 if sum(pos.counts) <= ExpertBot.full_search_cards else 3
        rng = random.Random(k)
        mine = tuple(sorted(RANK[c] for c in obs.hand))
        hands = deal_hidden(unseen_cards(obs), pos, rng)
        ranked = tuple(mine if i == pos.me else tuple(sorted(RANK[c] for c in h))
                       for i, h in enumerate(hands))
        search = Search(sides, my_side(obs), opponent_weight(obs), depth)
        t = time.process_time()
        search.root(ranked, pos.count, pos.seq, pos.last, pos.me)
        spent += time.process_time() - t
        nodes += search.nodes
    return nodes / spent if spent else 0.0, nodes


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--hands", type=int, default=12)
    p.add_argument("--players", type=int, nargs="+", default=[2, 4])
    p.add_argument("--board", choices=("classic", "crib-wars"), default="classic")
    p.add_argument("--whole", action="store_true", help="whole games, not first hands")
    p.add_argument("--levels", nargs="+", default=list(LEVELS))
    p.add_argument("--no-search-rate", action="store_true")
    args = p.parse_args()
    print(describe())
    print(pin_to_one_core(), f"; load average {os.getloadavg()[0]:.1f}")
    print(f"decision times, CPU ms (median over runs of each figure); {args.board} board, "
          f"{'whole games' if args.whole else 'first hands'}:")
    for players in args.players:
        for level in args.levels:
            runs = [time_decisions(level, players, args.hands, 100 * r, args.board,
                                   args.whole)
                    for r in range(args.runs)]
            for phase in ("lay", "play"):
                figs = []
                for t in runs:
                    ts = sorted(t[phase])
                    figs.append((percentile(ts, 50), percentile(ts, 95), ts[-1], len(ts)))
                med = [statistics.median(f[i] for f in figs) for i in range(3)]
                print(f"  {players}p {level:>6} {phase:4}: median {med[0]:7.2f}  "
                      f"p95 {med[1]:7.2f}  max {med[2]:7.1f}  ({figs[0][3]} decisions/run)")
    if args.no_search_rate:
        return 0
    print("play search (Expert, first card of the play, one guessed deal each):")
    for players in args.players:
        rates = [search_rate(players, 40, 1000 * r) for r in range(args.runs)]
        print(f"  {players}p: {statistics.median(r for r, _ in rates):,.0f} positions/s "
              f"(play-out steps included; {rates[0][1]:,} per run)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
