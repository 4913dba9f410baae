"""Positions where the Expert and Expert v1 choose differently.

    python tools/cribbage_choice_diffs.py [--players 3] [--board crib-wars] [--games 4]
        [--show 8] [--seed 0] [--min-gap 0.5] [--check 8]

Plays whole games with Normal in every seat; at each lay-away and play decision asks
both Experts (same seed) and prints the positions where they differ: the marks, roles,
hand, the play so far, each option's value for the new Expert (chance of winning, %; where
skunks are counted, C83, its game points on the table's 0..1 scale, (points + 4) / 8, in
percent: game_value.GameTable) and for v1 (points).  Reads only observations, as the
bots do.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cinch_qt.games.cribbage.ai import make_player  # noqa: E402
from cinch_qt.games.cribbage.ai.expert import ExpertBot  # noqa: E402
from cinch_qt.games.cribbage.ai.expert_v1 import ExpertV1Bot  # noqa: E402
from cinch_qt.games.cribbage.engine import GameState, Rules  # noqa: E402
from cinch_qt.games.cribbage.engine.cards import CARD_NAMES  # noqa: E402


def names(cards) -> str:  # noqa: ANN001
    return " ".join(CARD_NAMES[c] for c in cards)


def big_bots(factor: int) -> tuple[ExpertBot, ExpertV1Bot]:
    """Both Experts with ``factor`` times the guessed deals and positions: whether a
    difference holds up when each search has much less noise."""
    new, old = ExpertBot(5), ExpertV1Bot(5)
    new.game_samples *= factor
    new.game_node_budget *= factor
    new.lay_samples *= factor
    old.peg_samples *= factor
    old.node_budget *= factor
    old.lay_samples *= factor
    return new, old


def checked(obs, factor: int) -> str:  # noqa: ANN001
    """The options again with ``factor`` times the work (``--check``)."""
    new, old = big_bots(factor)
    if obs.decision.kind == "play":
        nv, ov = new.choice_values(obs), old.play_values(obs)
        return f"  x{factor}: " + ", ".join(
            f"{CARD_NAMES[c]} new {nv[c]:.3f} v1 {ov[c]:+.3f}" for c in sorted(nv))
    olds = {c.laid: c.total for c in old.lay_choices(obs)}
    cs = sorted(new.lay_choices(obs), key=lambda c: -c.extra.get("win", 0.0))[:4]
    return f"  x{factor}: " + ", ".join(
        f"lay {names(c.laid)} new {100 * c.extra.get('win', 0.0):.2f} % "
        f"v1 {olds[c.laid]:.2f}" for c in cs)


def describe(obs, new, old, seat_names) -> tuple[str, float]:  # noqa: ANN001
    lines = [f"hand {obs.hand_no}, {seat_names[obs.seat]} to {obs.decision.kind}; dealer "
             f"{seat_names[obs.dealer]}; marks " +
             ", ".join(f"{seat_names[s]} {m}" for s, m in enumerate(obs.marks)) +
             (f"; folded {obs.folded}" if obs.folded else "")]
    lines.append(f"  holds {names(obs.hand)}" +
                 (f", starter {CARD_NAMES[obs.starter]}" if obs.starter is not None else ""))
    if obs.decision.kind == "play":
        lines.append("  played: " + " ".join(f"{seat_names[s]} {CARD_NAMES[c]}"
                                             for s, c in obs.played) + f"; count {obs.count}")
        nv = ExpertBot(5).choice_values(obs)
        ov = ExpertV1Bot(5).play_values(obs)
        for c in sorted(nv):
            mark = ("new" if c == new.card else "") + (" v1" if c == old.card else "")
            lines.append(f"    {CARD_NAMES[c]:>4}: new {nv[c]:7.3f}"
                         + (f", v1 {ov[c]:+.3f} points" if c in ov else "") + f"  {mark}")
        gap = nv[new.card] - nv[old.card]
        lines.append(f"  gap: {gap:.3f} points of percent by the new Expert's measure, "
                     f"{ov[old.card] - ov[new.card]:.3f} points by v1's")
    else:
        cs = ExpertBot(5).lay_choices(obs)
        olds = {c.laid: c for c in ExpertV1Bot(5).lay_choices(obs)}
        for c in sorted(cs, key=lambda c: -c.extra.get("win", 0.0)):
            mark = ("new" if c.laid == tuple(new.cards) else "") + \
                (" v1" if tuple(c.laid) == tuple(old.cards) else "")
            o = olds.get(c.laid)
            win = 100 * c.extra.get("win", 0.0)
            lines.append(f"    lay {names(c.laid):>8}: new win {win:6.2f} %, "
                         f"hand {c.hand:5.2f} crib {c.crib:+5.2f} peg {c.pegging:+5.2f}"
                         + (f"; v1 total {o.total:6.2f}" if o else "") + f"  {mark}")
        by = {c.laid: c for c in cs}
        n, o = by[tuple(new.cards)], olds[tuple(old.cards)]
        gap = 100 * (n.extra.get("win", 0.0) - by[o.laid].extra.get("win", 0.0))
        lines.append(f"  gap: {gap:.3f} points of percent by the new Expert's measure, "
                     f"{o.total - olds[n.laid].total:.3f} points by v1's")
    return "\n".join(lines), gap


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--board", default="crib-wars")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--show", type=int, default=8)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--min-gap", type=float, default=0.0,
                    help="show only differences the new Expert values at least this "
                         "much more (points of percent): noise between near-equal "
                         "choices hides the real ones")
    ap.add_argument("--kind", choices=("lay", "play"), default=None,
                    help="only this kind of decision")
    ap.add_argument("--check", type=int, default=0,
                    help="also value each shown position with this many times the "
                         "guessed deals and positions (both Experts)")
    args = ap.parse_args()
    rules = Rules(players=args.players, board=args.board)
    shown = asked = 0
    for g in range(args.games):
        state = GameState(rules, args.seed + g)
        bots = {s: make_player("normal", 100 * g + s) for s in rules.seats}
        while not state.is_over and shown < args.show:
            seat = state.current_seat
            obs = state.observation(seat)
            kinds = (args.kind,) if args.kind else ("lay", "play")
            if obs.decision.kind in kinds and len(obs.legal) > 1:
                asked += 1
                new = ExpertBot(5).choose(obs)
                old = ExpertV1Bot(5).choose(obs)
                if new != old:
                    text, gap = describe(obs, new, old, rules.seat_names)
                    if gap >= args.min_gap:
                        shown += 1
                        print(text, flush=True)
                        if args.check:
                            print(checked(obs, args.check), flush=True)
            state.apply(bots[seat].choose(obs))
    print(f"{shown} differences in {asked} decisions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
