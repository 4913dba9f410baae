"""How much of the exact search's work is spent on cards that are equal for the rest of
the hand (measuring only, not in the product).

Run:  python benchmarks/equal_cards_probe.py [--seed S] [--hands N] [--deals D]

Cards of one hand are equal for the rest of the hand when they have the same effective
suit and the same points (R50) and no card still held by another seat or lying on the
trick sits between them in power (R43): whichever is played, every trick goes the same
way.  ``MergedSolver`` is ``playsim.LineSolver`` with such cards searched once.  The
positions are every card decision with four or five cards in hand and a choice in
``--hands`` hands the Expert plays in every seat (four players, deals from ``--seed``);
each is searched exactly over ``--deals`` guessed deals, every legal card, by both
solvers.  Printed: the nodes and CPU of both, and whether every value came out the same.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cinch_qt.games.cinch.ai import evaluation, playsim  # noqa: E402
from cinch_qt.games.cinch.ai.base import legal_plays  # noqa: E402
from cinch_qt.games.cinch.ai.registry import make_player  # noqa: E402
from cinch_qt.games.cinch.engine import PLAY, GameState, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.cards import TRUMP_TABLES  # noqa: E402
from cinch_qt.games.cinch.engine.tricks import legal_mask  # noqa: E402

# Per trump table, per card: the cards of its effective suit above it in power.
ABOVE = {id(tt): [sum(1 << d for d in range(52)
                      if tt.eff_suit[d] == tt.eff_suit[c] and tt.power[d] > tt.power[c])
                  for c in range(52)] for tt in TRUMP_TABLES}


class MergedSolver(playsim.LineSolver):
    """``LineSolver`` that searches one card of each set of equal cards."""

    def _line(self, hands: list[int], trick: list[tuple[int, int]], seat: int,
              taken: list[int], alpha: float, beta: float, first: int,
              done: int) -> playsim.Line:
        self.nodes += 1
        tb = self.tb
        if not hands[seat]:
            return tb.utility(taken, self.side), taken, first
        tt = tb.tt
        led = trick[0][1] if trick else -1
        moves = playsim.bits(legal_mask(hands[seat], led, tt))
        if len(moves) > 1:
            others = 0
            for s in tb.seats:
                if s != seat:
                    others |= hands[s]
            for _, c in trick:
                others |= 1 << c
            above, power, points, eff = ABOVE[id(tt)], tt.power, tt.points, tt.eff_suit
            moves.sort(key=lambda c: (eff[c], power[c]))
            kept = [moves[0]]
            for c in moves[1:]:
                a = kept[-1]
                if (eff[a] == eff[c] and points[a] == points[c]
                        and not above[a] & ~above[c] & ~(1 << c) & others):
                    continue
                kept.append(c)
            moves = kept
            lead = playsim.policy(seat, hands, trick, tb)
            if lead not in moves:     # the lower card equal to it stands for it
                lead = max((c for c in moves if eff[c] == eff[lead]
                            and power[c] < power[lead]), key=lambda c: power[c])
            moves.remove(lead)
            moves.insert(0, lead)
        maximise = tb.sid[seat] == self.side
        best = None
        for card in moves:
            h2, t2, k2 = list(hands), list(trick), list(taken)
            nxt = playsim.play_card(h2, t2, k2, seat, card, tb)
            ended = not t2
            found = self._line(h2, t2, nxt, k2, alpha, beta,
                               nxt if first < 0 and ended else first, done + ended)
            v = found[0]
            if maximise:
                if best is None or v > best[0]:
                    best = found
                alpha = max(alpha, v)
            else:
                if best is None or v < best[0]:
                    best = found
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best


def positions(seed: int, hands: int) -> list:
    rules = Rules(players=4)
    out = []
    for index in range(seed, seed + hands):
        state = GameState(rules, index)
        bots = {s: make_player("expert", f"x{index}{s}") for s in state.seats}
        while not state.hand_records:
            obs = state.observation(state.current)
            if (obs.decision.kind == PLAY and len(legal_plays(obs)) > 1
                    and len(obs.hand) in (4, 5)):
                out.append(obs)
            state.apply(bots[state.current].choose(obs))
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seed", type=int, default=42_900_000)
    p.add_argument("--hands", type=int, default=4)
    p.add_argument("--deals", type=int, default=4)
    args = p.parse_args()
    found = positions(args.seed, args.hands)
    nodes = {False: 0, True: 0}
    cpu = {False: 0.0, True: 0.0}
    same = True
    shipped = evaluation.LineSolver
    for obs in found:
        guesses = evaluation.guess_deals(obs, random.Random(1), args.deals)
        moves = legal_plays(obs)
        values = {}
        for merged in (False, True):
            made: list[playsim.LineSolver] = []

            class Counted(MergedSolver if merged else shipped):  # type: ignore[misc]
                def __init__(self, *a: object, _made: list = made) -> None:
                    super().__init__(*a)
                    _made.append(self)

            evaluation.LineSolver = Counted
            start = time.process_time()
            lines = evaluation.card_lines(obs, moves, guesses, True)
            cpu[merged] += time.process_time() - start
            nodes[merged] += made[0].nodes
            evaluation.LineSolver = shipped
            values[merged] = lines.per
        same &= all(abs(a - b) < 1e-9 for c in moves
                    for a, b in zip(values[False][c], values[True][c], strict=True))
    print(f"{len(found)} positions (4 or 5 cards in hand, {args.deals} guessed deals each): "
          f"nodes {nodes[False]} -> {nodes[True]} ({nodes[True] / nodes[False]:.0%}); "
          f"CPU {cpu[False]:.1f} s -> {cpu[True]:.1f} s; values identical: {same}")


if __name__ == "__main__":
    main()
