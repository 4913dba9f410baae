"""Decisions where Expert chooses differently from a frozen Expert, and Expert's values.

Run:  python benchmarks/compare_plays.py [--players 4] [--deals N] [--seed S] [--show K]
                                         [--old expert-before] [--kinds bid trump play]

Deals ``seed + i`` are played by Expert at every seat; at each decision of the kinds
asked the ``--old`` level is asked too, from the same observation (its own generator
seeded by the deal, seat and turn).  Printed for the first ``show`` decisions where they
differ: the seat's cards, what it has seen of the hand (the auction, the trick so far),
both choices, and Expert's values (``evaluation.evaluate``: the expected score
difference for its side) of both, with the 95 % half-width of their difference over the
same deals; then how many decisions of each kind differed.  Figures for people to read,
not a test.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.cinch_frozen import make_player  # noqa: E402
from cinch_qt.games.cinch.ai.evaluation import evaluate  # noqa: E402
from cinch_qt.games.cinch.engine import BID, PLAY, TRUMP, GameState, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.cards import CARD_NAMES, SUITS  # noqa: E402
from cinch_qt.games.cinch.engine.rules import SEAT_CHARS  # noqa: E402

SUIT_NAMES = dict(zip(SUITS, "CDHS", strict=True))


def choice_of(kind: str, action: object) -> object:
    """The bid (None: pass), suit or card an action stands for."""
    if kind == BID:
        return getattr(action, "amount", None)
    if kind == TRUMP:
        return action.suit
    return action.card


def shown(kind: str, value: object) -> str:
    if kind == BID:
        return "pass" if value is None else str(value)
    if kind == TRUMP:
        return SUIT_NAMES[value]
    return CARD_NAMES[value]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--seed", type=int, default=37_800_000)
    p.add_argument("--show", type=int, default=5)
    p.add_argument("--old", default="expert-before")
    p.add_argument("--kinds", nargs="+", default=[BID, TRUMP, PLAY])
    args = p.parse_args()
    rules = Rules(players=args.players)
    shown_count = 0
    asked: dict[str, int] = {}
    differ: dict[str, int] = {}
    for i in range(args.seed, args.seed + args.deals):
        state = GameState(rules, i)
        new = {s: make_player("expert", f"cmp:{i}:{s}") for s in state.seats}
        turn = 0
        while not state.hand_records:
            seat = state.current
            obs = state.observation(seat)
            action = new[seat].choose(obs)
            kind = obs.decision.kind
            turn += 1
            if kind in args.kinds:
                old = make_player(args.old, f"cmp:{i}:{SEAT_CHARS[seat]}:{turn}")
                mine = choice_of(kind, action)
                theirs = choice_of(kind, old.choose(obs))
                asked[kind] = asked.get(kind, 0) + 1
                if mine != theirs:
                    differ[kind] = differ.get(kind, 0) + 1
                    if shown_count < args.show:
                        shown_count += 1
                        ev = evaluate(obs)
                        auction = ", ".join(f"{SEAT_CHARS[s]} {'pass' if n is None else n}"
                                            for s, n in obs.bids) or "(first to speak)"
                        trick = " ".join(f"{SEAT_CHARS[s]} {CARD_NAMES[c]}"
                                         for s, c in obs.trick) or "(leads)"
                        print(f"deal {i}, {args.players} players, dealer "
                              f"{SEAT_CHARS[obs.dealer]}, seat {SEAT_CHARS[seat]}, {kind}: "
                              f"{' '.join(CARD_NAMES[c] for c in sorted(obs.hand))}")
                        print(f"  auction: {auction}" + (
                            f"; trumps {SUIT_NAMES[obs.trump]}, {SEAT_CHARS[obs.maker]} "
                            f"bid {obs.bid}; tricks played {len(obs.tricks)}; this trick "
                            f"{trick}" if kind == PLAY else ""))
                        value_old = ev.values.get(theirs)
                        print(f"  expert: {shown(kind, mine)} ({ev.values[mine]:+.2f})   "
                              f"{args.old}: {shown(kind, theirs)} "
                              + (f"({value_old:+.2f}, difference ± "
                                 f"{ev.noise.get(theirs, 0.0):.2f}, {ev.deals} deals)"
                                 if value_old is not None else "(not valued)"))
            state.apply(action)
    print("differing: " + ", ".join(f"{k} {differ.get(k, 0)} of {n}"
                                    for k, n in sorted(asked.items())))


if __name__ == "__main__":
    main()
