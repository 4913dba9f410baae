"""A hint for the person: the Expert's choice with one short reason, as data.

The interface turns ``Hint.reason`` and ``Hint.values`` into words in the player's
language later; nothing here is a sentence.  Reasons:

- ``keep``: lay away ``laid``, keeping ``kept``; ``hand`` expected show of the kept cards,
  ``crib`` expected crib (signed: minus for another side's), ``pegging``, ``total``.
- ``bury``: the same for the card the dealing side buries (six players, C34).
- ``scores``: the card makes ``points`` now; ``value`` what the Expert plays by: with
  two players its chance of winning the game in percent (where skunks count, C83, its
  game points on the same 0-100 scale: (points + 4) / 8), else its expected net points
  to the end of the play.  Not shown to the person; the sentences name the card only.
- ``safe``: the best card scores nothing now; ``value`` as for ``scores``, ``next_best``
  the next card's.
- ``only``: the only card that fits.
- ``count``: a manual count, ``points`` the exact total (C91).
- ``leave_box``: leave the penalty box now (W34).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import BOX, LAY, PLAY, SHOW, Discard, LeaveBox, Play
from ..engine.cards import RANK, VALUE
from ..engine.observation import Observation
from ..engine.scoring import peg_points
from .base import exact_count
from .expert_blend import ExpertBlendBot


@dataclass(frozen=True)
class Hint:
    action: Any
    reason: str
    values: dict[str, Any] = field(default_factory=dict)


def hint(obs: Observation, seed: int | str = "hint") -> Hint:
    """What the strongest bot would do in ``obs`` and why (the seat's own knowledge only)."""
    d = obs.decision
    if d is None or d.seat != obs.seat:
        raise ValueError(f"no decision waits for seat {obs.seat}")
    bot = ExpertBlendBot(seed)
    if d.kind == LAY:
        c = bot.lay_choice(obs)
        return Hint(Discard(obs.seat, c.laid), "bury" if d.bury else "keep",
                    {"laid": c.laid, "kept": c.kept, "hand": round(c.hand, 2),
                     "crib": round(c.crib, 2), "pegging": round(c.pegging, 2),
                     "board": round(c.board, 2), "total": round(c.total, 2)})
    if d.kind == PLAY:
        values = bot.choice_values(obs)
        ranked = sorted(values, key=lambda c: (-round(values[c], 6), VALUE[c], -c))
        card = ranked[0]
        if len(ranked) == 1:
            return Hint(Play(obs.seat, card), "only", {"card": card})
        seq = [RANK[c] for c in obs.current_count] + [RANK[card]]
        pts = peg_points(seq, obs.count + VALUE[card])
        v = round(values[card], 2)
        if pts:
            return Hint(Play(obs.seat, card), "scores", {"card": card, "points": pts,
                                                         "value": v})
        return Hint(Play(obs.seat, card), "safe", {"card": card, "value": v,
                                                   "next_best": round(values[ranked[1]], 2)})
    if d.kind == SHOW:
        p = exact_count(obs)
        return Hint(bot.choose(obs), "count", {"points": p, "what": d.what})
    if d.kind == BOX:
        return Hint(LeaveBox(obs.seat, True), "leave_box", {})
    raise ValueError(f"unknown decision {d.kind!r}")
