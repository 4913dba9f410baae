"""How much the play-out policy (``playsim.policy``) gives away against an exact search
with every card known, by kind of play: the policy is what the Expert's play-outs assume
every seat does in the tricks before the exact search takes over.

Run:  python benchmarks/policy_gap.py --players 4 --deals 40 --cards 5 --seed 40300000 [--ruff 1]

Positions: every card decision with at most ``--cards`` cards in the hand to play, in
hands played by ``--level`` bots in every seat.  For each, every legal card is valued by
an exact alpha-beta search of the rest of the hand (``playsim.Solver``, the player's side
maximising the hand's result, R51, R52); the policy's card's loss is the best value less
its value.  Printed by kind: lead or the n-th to play, the seat's side the maker's or
not, and whether its partner holds the trick.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.cinch_frozen import make_player  # noqa: E402
from cinch_qt.games.cinch.ai.pimc import position  # noqa: E402
from cinch_qt.games.cinch.ai.playsim import Solver, bits, play_card, policy  # noqa: E402
from cinch_qt.games.cinch.engine import PLAY, GameState, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.tricks import legal_mask, trick_winner_index  # noqa: E402


def kind(obs, tb, hands, trick) -> str:
    side = tb.sid[obs.seat]
    role = "maker side" if side == tb.maker_sid else "defender"
    if not trick:
        return f"{role}, lead"
    cards = [c for _, c in trick]
    holder = trick[trick_winner_index(cards, tb.tt)][0]
    mate = "partner holds" if tb.sid[holder] == side else "opponent holds"
    return f"{role}, {len(trick) + 1}. to play, {mate}"


def show(state, tb, hands, trick, seat, vals, pick) -> None:
    from cinch_qt.games.cinch.engine.cards import card_str
    names = "NESW"
    print(f"trump {'CDHS'[state.trump]} maker {names[state.maker]} bid {state.bid} "
          f"seat {names[seat]} trick {[(names[s], card_str(c)) for s, c in trick]}")
    for s in state.seats:
        print(f"   {names[s]}: {' '.join(card_str(c) for c in bits(hands[s]))}")
    print("   values " + ", ".join(f"{card_str(c)} {v:+.0f}" for c, v in vals.items())
          + f"; policy {card_str(pick)}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--deals", type=int, default=40)
    p.add_argument("--cards", type=int, default=4)
    p.add_argument("--seed", type=int, default=40_100_000)
    p.add_argument("--level", default="normal")
    p.add_argument("--show", default="", help="print the positions of this kind")
    p.add_argument("--ruff", type=int, default=0,
                   help="the policy's Table.trump_for: the fewest points a plain-led trick "
                   "must hold before it is trumped (0: the policy as the bots use it)")
    args = p.parse_args()
    rules = Rules(players=args.players)
    loss = collections.defaultdict(list)
    for i in range(args.deals):
        state = GameState(rules, args.seed + i)
        bots = {s: make_player(args.level, f"gap:{i}:{s}") for s in state.seats}
        while not state.hand_records:
            seat = state.current
            obs = state.observation(seat)
            if obs.phase == PLAY and len(obs.hand) <= args.cards and state.maker is not None:
                tb, _, trick, taken = position(obs)
                hands = [0] * 4
                for s in state.seats:
                    hands[s] = state.hands[s]
                led = trick[0][1] if trick else -1
                moves = bits(legal_mask(hands[seat], led, tb.tt))
                if len(moves) > 1:
                    solver = Solver(tb, tb.sid[seat])
                    vals = {}
                    for c in moves:
                        h2, t2, k2 = list(hands), list(trick), list(taken)
                        nxt = play_card(h2, t2, k2, seat, c, tb)
                        vals[c] = solver.value(h2, t2, nxt, k2)
                    tb.trump_for = args.ruff
                    pick = policy(seat, list(hands), list(trick), tb)
                    tb.trump_for = 0
                    k = kind(obs, tb, hands, trick)
                    loss[k].append(max(vals.values()) - vals[pick])
                    loss["all"].append(max(vals.values()) - vals[pick])
                    if args.show and args.show in k and vals[pick] < max(vals.values()):
                        show(state, tb, hands, trick, seat, vals, pick)
            state.apply(bots[seat].choose(obs))
    for k in sorted(loss):
        xs = loss[k]
        wrong = sum(1 for x in xs if x > 1e-9)
        print(f"{k:45s} n={len(xs):4d} wrong {wrong / len(xs):6.1%} "
              f"mean loss {sum(xs) / len(xs):5.2f}  total {sum(xs):7.1f}")


if __name__ == "__main__":
    main()
