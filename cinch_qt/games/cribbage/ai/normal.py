"""Normal: the kept hand's expected show over every starter plus a fixed guess at what
the laid-away cards give the crib; in the play, one card ahead: the points a card makes
less what the next player is likely to make on it (fifteens, pairs, thirty-ones).  On
Crib Wars it also counts where its own score lands (a simpler board sense)."""

from __future__ import annotations

from ..engine.cards import RANK, VALUE
from ..engine.observation import Observation
from ..engine.scoring import peg_points
from . import board_sense
from .base import CribBot, playable
from .knowledge import crib_is_ours, my_side, play_position, unseen_cards
from .layaway import add_crib, add_hand, choices, fixed_crib_guess


class NormalBot(CribBot):
    name = "normal"

    def __init__(self, seed: int | str = 0, board_sense: bool = True) -> None:
        super().__init__(seed)
        self.board_sense = board_sense

    def lay(self, obs: Observation) -> list[int]:
        d = obs.decision
        cs = choices(obs.hand, d.count)
        add_hand(cs, unseen_cards(obs))
        if not d.bury:
            add_crib(cs, fixed_crib_guess, 1.0 if crib_is_ours(obs) else -1.0)
        return list(max(cs, key=lambda c: (c.total, c.laid)).laid)

    def play(self, obs: Observation) -> int:
        values = one_ply_values(obs, self.board_sense)
        return max(values, key=lambda c: (values[c], -VALUE[c], c))


def one_ply_values(obs: Observation, sense: bool = True) -> dict[int, float]:
    """Each playable card: the points (or on Crib Wars the holes) it makes now, less what
    the next player, if an opponent, is expected to make on it from the unseen cards."""
    pos = play_position(obs)
    nxt = (pos.me + 1) % len(pos.order)
    held = pos.counts[nxt]
    friend = obs.rules.side_of(pos.order[nxt]) == my_side(obs)
    unseen = unseen_cards(obs)
    by_rank = [0] * 13
    for c in unseen:
        by_rank[RANK[c]] += 1
    board = board_sense.board_of(obs) if sense else None
    hole = obs.holes[my_side(obs)]
    seq = [RANK[c] for c in obs.current_count]
    out = {}
    for c in playable(obs):
        count = obs.count + VALUE[c]
        s2 = seq + [RANK[c]]
        pts = peg_points(s2, count)
        gain = board_sense.gain(board, hole, pts) if board is not None else pts
        risk = 0.0
        if count < 31 and held and not friend:
            for r in range(13):
                v = min(r + 1, 10)
                if by_rank[r] and count + v <= 31:
                    p = min(1.0, by_rank[r] * held / max(1, len(unseen)))
                    risk += p * peg_points(s2 + [r], count + v)
        out[c] = gain - risk
    return out
