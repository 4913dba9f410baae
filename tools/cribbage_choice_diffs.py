"""Positions where the Expert and Expert v1 choose differently (issue 27's closing note).

    python tools/cribbage_choice_diffs.py [--players 3] [--board crib-wars] [--games 4]
        [--show 8] [--seed 0]

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


def describe(obs, new, old, seat_names) -> str:  # noqa: ANN001
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
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--board", default="crib-wars")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--show", type=int, default=8)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rules = Rules(players=args.players, board=args.board)
    shown = asked = 0
    for g in range(args.games):
        state = GameState(rules, args.seed + g)
        bots = {s: make_player("normal", 100 * g + s) for s in rules.seats}
        while not state.is_over and shown < args.show:
            seat = state.current_seat
            obs = state.observation(seat)
            if obs.decision.kind in ("lay", "play") and len(obs.legal) > 1:
                asked += 1
                new = ExpertBot(5).choose(obs)
                old = ExpertV1Bot(5).choose(obs)
                if new != old:
                    shown += 1
                    print(describe(obs, new, old, rules.seat_names), flush=True)
            state.apply(bots[seat].choose(obs))
    print(f"{shown} differences in {asked} decisions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
