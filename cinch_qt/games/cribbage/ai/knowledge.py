"""What a seat can work out from its observation alone (C5, C36, C52).

Nothing here looks at a GameState: the cards not yet seen, the play order, and what each
"go" said about a hand (a go means no card that fits, C52, so every card that seat still
holds is worth more than 31 minus the count at the go).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.cards import RANK, VALUE
from ..engine.observation import Observation


def my_side(obs: Observation) -> int:
    return obs.rules.side_of(obs.seat)


def crib_is_ours(obs: Observation) -> bool:
    return obs.rules.side_of(obs.dealer) == my_side(obs)


def opponent_weight(obs: Observation) -> float:
    """How much one point of another side costs us: with three sides a point to one
    opponent is half a point against us (it also gains on the third side)."""
    return 1.0 / (obs.rules.n_sides - 1)


def seen_cards(obs: Observation) -> set[int]:
    seen = set(obs.hand) | set(obs.kept) | set(obs.laid) | set(obs.crib)
    seen.update(c for _, c in obs.played)
    if obs.starter is not None:
        seen.add(obs.starter)
    return seen


def unseen_cards(obs: Observation) -> list[int]:
    seen = seen_cards(obs)
    return [c for c in range(52) if c not in seen]


def play_order(obs: Observation) -> list[int]:
    """The seats dealt in, from the dealer's left (C50), the dealer last."""
    return list(obs.dealt_in)


@dataclass(frozen=True)
class PlayPosition:
    """The play as one seat sees it, in the terms the search uses."""
    order: tuple[int, ...]              # seats in play order
    me: int                             # index of the observer in ``order``
    counts: tuple[int, ...]             # cards each still holds (0 for a folded side)
    min_value: tuple[int, ...]          # every card still held is worth at least this
    count: int
    seq: tuple[int, ...]                # ranks of the count in progress
    last: int                           # index in ``order`` of the last card's player, -1


def play_position(obs: Observation) -> PlayPosition:
    order = tuple(play_order(obs))
    names = obs.rules.seat_names
    index = {s: i for i, s in enumerate(order)}
    floor = [1] * len(order)
    count = 0
    for ev in obs.events:
        kind = ev["e"]
        if kind == "play":
            count = ev["count"]
        elif kind == "reset":
            count = 0
        elif kind == "go":
            seat = names.index(ev["seat"])
            if seat in index:           # C52: nothing it holds fits under 31 - count
                i = index[seat]
                floor[i] = max(floor[i], 32 - count)
    folded = set(obs.folded)
    counts = tuple(0 if obs.rules.side_of(s) in folded else obs.held_counts.get(s, 0)
                   for s in order)
    seq = tuple(RANK[c] for c in obs.current_count)
    last = index[obs.played[-1][0]] if obs.current_count else -1
    return PlayPosition(order, index[obs.seat], counts, tuple(floor), obs.count, seq, last)


def deal_hidden(pool: Sequence[int], pos: PlayPosition, rng) -> list[list[int]] | None:
    """One guess at every other hand, consistent with the goes; None if the pool cannot
    satisfy them (then the caller relaxes the floors)."""
    free = list(pool)
    rng.shuffle(free)
    hands: list[list[int]] = [[] for _ in pos.order]
    # The most constrained seats first, so a high floor gets its high cards.
    others = sorted((i for i in range(len(pos.order)) if i != pos.me and pos.counts[i]),
                    key=lambda i: -pos.min_value[i])
    for i in others:
        need = pos.counts[i]
        floor = pos.min_value[i]
        took = [c for c in free if VALUE[c] >= floor][:need]
        if len(took) < need:
            return None
        for c in took:
            free.remove(c)
        hands[i] = took
    return hands
