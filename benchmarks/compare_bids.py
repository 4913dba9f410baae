"""Auctions where Expert bids differently from a frozen Expert (``expert-before`` by
default, ``--old``), and why.

Run:  python benchmarks/compare_bids.py [--players 4] [--deals N] [--seed S] [--show K]
                                        [--old expert-before] [--set NAME=JSON ...]

Deals ``seed + i`` are bid by Expert at every seat; at each turn the ``--old`` level is asked
too, from the same observation.  Printed for the first ``show`` turns where they differ:
the seat's nine cards, the auction so far, both choices, and Expert's values — the
expected score difference for its side of passing and of the lowest few bids
(``ExpertBot.last_values``) — then how often the two differ and in which direction.
Figures for people to read, not a test.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.cinch_frozen import make_player  # noqa: E402
from cinch_qt.games.cinch.engine import BID, GameState, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.cards import CARD_NAMES  # noqa: E402
from cinch_qt.games.cinch.engine.rules import SEAT_CHARS  # noqa: E402


def said(action) -> str:
    amount = getattr(action, "amount", None)
    return "pass" if amount is None else str(amount)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--deals", type=int, default=60)
    p.add_argument("--seed", type=int, default=8_300_000)
    p.add_argument("--show", type=int, default=5)
    p.add_argument("--old", default="expert-before", help="the level to compare with")
    p.add_argument("--set", nargs="+", metavar="NAME=JSON",
                   help="override a constant of expert.py (as in expert_duplicate.py)")
    args = p.parse_args()
    if args.set:
        from expert_duplicate import apply_setting  # benchmarks/expert_duplicate.py
        for item in args.set:
            apply_setting(item)
    rules = Rules(players=args.players)
    shown = turns = 0
    kinds: dict[str, int] = {}
    for i in range(args.seed, args.seed + args.deals):
        state = GameState(rules, i)
        new = {s: make_player("expert", f"cmp:{i}:{s}") for s in state.seats}
        old = {s: make_player(args.old, f"cmp:{i}:{s}") for s in state.seats}
        while state.phase == BID:
            seat = state.current
            obs = state.observation(seat)
            mine = new[seat].choose(obs)
            theirs = old[seat].choose(obs)
            turns += 1
            a, b = said(mine), said(theirs)
            if a != b:
                kind = ("bids where the other passes" if b == "pass" else
                        "passes where the other bids" if a == "pass" else
                        "bids lower" if int(a) < int(b) else "bids higher")
                kinds[kind] = kinds.get(kind, 0) + 1
                if shown < args.show:
                    shown += 1
                    values, pass_value = new[seat].last_values
                    # Up to 8: beyond, the values only fall (a set costs the whole bid).
                    low = [x for x in sorted(values) if x <= 8]
                    auction = ", ".join(f"{SEAT_CHARS[s]} {'pass' if n is None else n}"
                                        for s, n in obs.bids) or "(first to speak)"
                    print(f"deal {i}, {args.players} players, dealer "
                          f"{SEAT_CHARS[obs.dealer]}, seat {SEAT_CHARS[seat]}: "
                          f"{' '.join(CARD_NAMES[c] for c in sorted(obs.hand))}")
                    print(f"  auction so far: {auction}")
                    print(f"  expert: {a}   {args.old}: {b}   expert's values: pass "
                          f"{pass_value:+.2f}; " + ", ".join(f"{x}: {values[x]:+.2f}"
                                                             for x in low))
            state.apply(mine)
    print(f"{turns} turns in {args.deals} deals; differing: "
          + (", ".join(f"{k} {n}" for k, n in sorted(kinds.items())) or "none"))


if __name__ == "__main__":
    main()
