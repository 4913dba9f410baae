"""How far the whole-hand simulation used for bidding flatters a maker.

Run:  python benchmarks/maker_bias.py [--players 2 3 4] [--deals N] [--seed S]
                                      [--level expert]

For every deal ``seed + i`` the seat whose nine cards are worth most by the rule of
thumb is made maker (``auction.best_worth``: its suit, a bid of its worth less one, at
least 1) and everybody else passes.  The hand is then played twice with exactly those
cards and that pack: by ``handsim.simulate_hand`` (every card known to every seat, the
play-out policy) and by the real game with ``level`` bots in every seat (each seeing only
its own observation).  Printed: the mean, with its 95% interval, of (real - simulated)
net result for the maker's side (``Table.utility``: R51, R52; R61 with three players) —
the figure ``expert.MAKER_BIAS`` should hold with its sign turned (0 when the simulation
is fair).  Figures, not a test.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.cinch_frozen import make_player  # noqa: E402
from cinch_qt.arena.stats import mean_ci  # noqa: E402
from cinch_qt.games.cinch.ai.auction import best_worth  # noqa: E402
from cinch_qt.games.cinch.ai.handsim import simulate_hand  # noqa: E402
from cinch_qt.games.cinch.engine import Bid, GameState, NameTrump, Pass, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.cards import mask_of  # noqa: E402
from cinch_qt.games.cinch.engine.rules import SEAT_CHARS  # noqa: E402


def one(players: int, index: int, level: str) -> tuple[float, float]:
    rules = Rules(players=players)
    state = GameState(rules, index)
    deal = {s: mask_of(state.deal[s]) for s in state.seats}
    pack = list(state.pack_after_deal)
    dealer = state.dealer
    worth = {s: best_worth(rules, deal[s], s, dealer) for s in state.seats}
    maker = max(state.seats, key=lambda s: worth[s][0])
    suit = worth[maker][1]
    bid = max(1, min(12, int(worth[maker][0] - 1)))
    sim_taken, tb = simulate_hand(rules, deal, pack, dealer, maker, bid, suit)
    side = tb.sid[maker]
    while state.phase == "bid":
        seat = state.current
        state.apply(Bid(seat, bid) if seat == maker else Pass(seat))
    state.apply(NameTrump(maker, suit))
    bots = {s: make_player(level, f"bias:{index}:{SEAT_CHARS[s]}") for s in state.seats}
    while not state.hand_records:
        seat = state.current
        state.apply(bots[seat].choose(state.observation(seat)))
    real = state.hand_records[0]["taken"]
    real_taken = [0] * 4
    for s in state.seats:
        real_taken[tb.sid[s]] = real[rules.side_of(s)]
    return tb.utility(real_taken, side), tb.utility(sim_taken, side)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=8_200_000)
    p.add_argument("--level", default="expert")
    args = p.parse_args()
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for players in args.players:
        rows = [one(players, args.seed + i, args.level) for i in range(args.deals)]
        gap, half = mean_ci([r - s for r, s in rows])
        real = sum(r for r, _ in rows) / len(rows)
        sim = sum(s for _, s in rows) / len(rows)
        print(f"{players} players, {args.deals} deals, {args.level} playing: real "
              f"{real:+.2f}, simulated {sim:+.2f}; real - simulated {gap:+.2f} ± {half:.2f}",
              flush=True)


if __name__ == "__main__":
    main()
