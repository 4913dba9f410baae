"""The gap between the auction's rule-of-thumb play-outs and real play (auction.MAKER_ADJ).

Plays hands of the sparring partner against itself (seeds 33,000,000+, the tuning
seeds); when trumps are named, the whole deal is known to this script, so it plays the
hand through with ``handsim.simulate`` as the auction would, and compares the maker's
count there with the count the maker's side really took.  Prints the mean gap (real
minus play-out) per number of players with its 95% interval.

Run:  python -m benchmarks.sparring.measure_gap [--hands N] [--players 2 3 4]
"""

from __future__ import annotations

import argparse

from cinch_qt.games.cinch.engine import GameState, Rules
from cinch_qt.games.cinch.engine.cards import mask_of
from cinch_qt.games.cinch.engine.rules import SEAT_CHARS
from cinch_qt.games.stats import mean_ci

from .bot import SparringBot
from .geo import GEOS
from .handsim import simulate
from .strength import side_map


def gap_of_hand(players: int, seed: int) -> float | None:
    rules = Rules(players=players)
    state = GameState(rules, seed)
    bots = {s: SparringBot(f"gap:{seed}:{s}") for s in state.seats}
    predicted = None
    side, nsides = side_map(players)
    while not state.hand_records:
        if predicted is None and state.trump is not None:
            deal = [0, 0, 0, 0]
            for s in state.seats:
                deal[s] = mask_of(state.deal[s])
            taken = simulate(GEOS[state.trump], state.seats, side, nsides, state.dealer,
                             deal, list(state.pack_after_deal), state.maker)
            predicted = taken[side[state.maker]]
        state.apply(bots[state.current].choose(state.observation(state.current)))
    hand = state.hand_records[0]
    if not hand.get("maker") or predicted is None:
        return None
    maker = SEAT_CHARS.index(hand["maker"])
    return hand["taken"][rules.side_of(maker)] - predicted


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=60)
    p.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    p.add_argument("--seed", type=int, default=33_300_000)
    args = p.parse_args()
    for players in args.players:
        gaps = [g for i in range(args.hands)
                if (g := gap_of_hand(players, args.seed + i)) is not None]
        mean, half = mean_ci(gaps)
        print(f"{players} players: real - play-out maker count {mean:+.2f} ± {half:.2f} "
              f"over {len(gaps)} contracts (seeds {args.seed}..{args.seed + args.hands - 1})",
              flush=True)


if __name__ == "__main__":
    main()
