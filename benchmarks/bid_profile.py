"""How a level actually bids, by the rule-of-thumb worth of the hand: the data the
auction's model of the later bidders (``auction.rivals_in``, ``RIVAL_MARGIN`` and
``RIVAL_SPREAD`` in ``expert.py``) is fitted to.

Run:  python benchmarks/bid_profile.py [--players 4] [--deals N] [--seed S]
                                       [--level expert-v1] [--against expert] [--fit]
                                       [--set NAME=JSON ...]

Deals ``seed + i`` are bid (auction only, R20–R23; no play) by ``level`` at every seat.
At every turn where a bid is legal the script records the hand's best rule-of-thumb
worth (``auction.best_worth``), the lowest legal bid (``need``), whether the standing
bid is the partner's, and what the level said.  Printed: by band of ``need`` and by
worth (rounded), how often it bid and its average bid; with ``--fit``, for each band the bar of the
model "bids when worth + N(0, spread) >= bar" that fits the turns best (maximum
likelihood), separately for turns facing an opponent's or no bid and facing the
partner's bid (``auction.Shape`` is set from these bars).  Figures, not a test.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.cinch_frozen import make_player  # noqa: E402
from cinch_qt.games.cinch.ai.auction import best_worth  # noqa: E402
from cinch_qt.games.cinch.ai.judgement import MAX_BID  # noqa: E402
from cinch_qt.games.cinch.engine import BID, GameState, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.cards import mask_of  # noqa: E402


def turns_of(players: int, seed: int, deals: int, level: str, other: str | None = None
             ) -> list[tuple[float, int, bool, int | None]]:
    """(worth, need, partner standing, amount or None) for every turn of ``level`` with
    a legal bid; with ``other``, that level holds the first seat's side (the first seat
    alone with fewer than four players), so ``level`` is measured against it."""
    rules = Rules(players=players)
    out = []
    for i in range(seed, seed + deals):
        state = GameState(rules, i)
        first = rules.side_of(state.seats[0])
        bots = {s: make_player(other if other and rules.side_of(s) == first else level,
                               f"prof:{i}:{s}") for s in state.seats}
        while state.phase == BID:
            seat = state.current
            obs = state.observation(seat)
            action = bots[seat].choose(obs)
            need = max(rules.min_bid, obs.high_bid + 1)
            mine = not other or rules.side_of(seat) != first
            if need <= MAX_BID and mine:
                worth = best_worth(rules, mask_of(obs.hand), seat, obs.dealer)[0]
                partner = False
                if obs.high_bid and players == 4:
                    holder = max((b, k, s) for k, (s, b) in enumerate(obs.bids)
                                 if b is not None)[2]
                    partner = rules.side_of(holder) == rules.side_of(seat)
                out.append((worth, need, partner, getattr(action, "amount", None)))
            state.apply(action)
    return out


def bar_for(turns: list[tuple[float, int, bool, int | None]], spread: float
            ) -> tuple[float, float]:
    """(bar, mean log-loss): the bar of the model "bids when worth + N(0, spread) >=
    bar" (``auction.Shape``) that fits ``turns`` best, over a grid of 0.1."""
    best = (math.inf, 0.0)
    for b10 in range(0, 200):
        total = 0.0
        for worth, _, _, amount in turns:
            z = (worth - b10 / 10) / spread
            p = min(1 - 1e-9, max(1e-9, 0.5 * (1 + math.erf(z / math.sqrt(2)))))
            total -= math.log(p if amount is not None else 1 - p)
        best = min(best, (total / len(turns), b10 / 10))
    return best[1], best[0]


BANDS = ((1, 1), (2, 4), (5, 6), (7, 7), (8, 8), (9, 9), (10, 14))


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--deals", type=int, default=150)
    p.add_argument("--seed", type=int, default=12_500_000)
    p.add_argument("--level", default="expert-v1")
    p.add_argument("--against", help="another level holding the first seat's side; only "
                   "--level's turns are counted")
    p.add_argument("--set", nargs="+", metavar="NAME=JSON",
                   help="override a constant of expert.py (as in expert_duplicate.py)")
    p.add_argument("--fit", action="store_true")
    p.add_argument("--spread", type=float, default=2.4,
                   help="the model's error for --fit (RIVAL_SPREAD)")
    args = p.parse_args()
    if args.set:
        from expert_duplicate import apply_setting  # benchmarks/expert_duplicate.py
        for item in args.set:
            apply_setting(item)
    turns = turns_of(args.players, args.seed, args.deals, args.level, args.against)
    print(f"{args.level}, {args.players} players, deals {args.seed}.."
          f"{args.seed + args.deals - 1}: {len(turns)} turns with a legal bid")
    for label, partner in (("facing an opponent's bid or none", False),
                           ("facing the partner's bid", True)):
        mine = [t for t in turns if t[2] == partner]
        if not mine:
            continue
        print(f"  {label}: {len(mine)} turns")
        for lo, hi in BANDS:
            rows: dict[int, list] = {}
            for worth, need, _, amount in mine:
                if lo <= need <= hi:
                    rows.setdefault(round(worth), []).append(amount)
            if rows:
                print(f"    lowest legal bid {lo}-{hi}:")
            for w in sorted(rows):
                said = rows[w]
                bids = [x for x in said if x is not None]
                mean = f"{sum(bids) / len(bids):5.2f}" if bids else "    -"
                print(f"      worth {w:3d}: {len(said):4d} turns, bid {len(bids) / len(said):6.1%}"
                      f", average bid {mean}")
        if args.fit:
            for lo, hi in BANDS:
                band = [t for t in mine if lo <= t[1] <= hi]
                if len(band) >= 5:
                    bar, loss = bar_for(band, args.spread)
                    print(f"    lowest legal bid {lo}-{hi}: {len(band)} turns, bids when "
                          f"worth + N(0, {args.spread}) >= {bar:.1f} (log-loss "
                          f"{loss:.3f} per turn)")

if __name__ == "__main__":
    main()
