"""What one seat may know (DESIGN.md: a bot sees only its own observation).

Public: the bids, the trump, how many cards each player kept and drew, the trumps shown
dead (R37), every card played, the scores.  Private: the seat's own hand and its own
discards; the dealer also sees the pack while robbing it (R34) and the cards it gives
(R35); a player given cards sees them in hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import cards_of
from .rules import Rules
from .state import Decision, GameState, Trick


@dataclass(frozen=True)
class Observation:
    seat: int
    rules: Rules
    phase: str
    to_act: int | None
    decision: Decision | None       # candidates are filled only for the observer's own turn
    hand_no: int
    dealer: int
    totals: dict[str, int]
    hand: tuple[int, ...]
    bids: tuple[tuple[int, int | None], ...]
    high_bid: int
    maker: int | None
    bid: int | None
    trump: int | None
    kept_counts: dict[int, int]     # trumps kept before drawing, per seat that has discarded
    drawn_counts: dict[int, int]    # cards drawn from the pack, per seat
    given_counts: dict[int, int]    # R35 gifts from the dealer's discards
    shown: dict[int, tuple[int, ...]]  # dead trumps shown face up, by who discarded them
    my_discards: tuple[int, ...]
    given_cards: dict[int, tuple[int, ...]]  # R35 gifts this seat saw (dealer: all)
    pack_size: int
    tricks: tuple[Trick, ...]
    trick: tuple[tuple[int, int], ...]
    leader: int | None
    taken: dict[str, int]           # points won in tricks so far (plus R36 at hand end)

    @property
    def seats(self) -> tuple[int, ...]:
        return self.rules.seats

    @property
    def is_my_turn(self) -> bool:
        return self.to_act == self.seat


def observe(state: GameState, seat: int) -> Observation:
    if seat not in state.seats:
        raise ValueError(f"seat {seat!r} is not at this table")
    decision = state.decision()
    if decision is not None and decision.seat != seat and decision.candidates:
        decision = Decision(decision.kind, decision.seat, (), decision.count, decision.to)
    table = state.table
    if table is not None and state.maker is not None:
        points = table.points
        taken = {side: 0 for side in state.rules.sides}
        for s in state.seats:
            taken[state.side_of(s)] += sum(points[c] for c in cards_of(state.won[s]
                                                                       & table.point_mask))
    else:
        taken = {side: 0 for side in state.rules.sides}
    if seat == state.dealer:
        given_cards = {s: tuple(v) for s, v in state.given.items()}
    else:
        given_cards = {s: tuple(v) for s, v in state.given.items() if s == seat}
    return Observation(
        seat=seat, rules=state.rules, phase=state.phase, to_act=state.current,
        decision=decision, hand_no=state.hand_no, dealer=state.dealer,
        totals=dict(state.totals), hand=tuple(state.hand_of(seat)),
        bids=tuple(state.bids), high_bid=state.high_bid, maker=state.maker,
        bid=state.bid, trump=state.trump,
        kept_counts={s: len(v) for s, v in state.kept.items()},
        drawn_counts={s: len(v) for s, v in state.drawn.items()},
        given_counts={s: len(v) for s, v in state.given.items()},
        shown={s: tuple(cards_of(m)) for s, m in state.shown.items() if m},
        my_discards=tuple(cards_of(state.discards[seat])),
        given_cards=given_cards, pack_size=len(state.pack),
        tricks=tuple(state.tricks), trick=tuple(state.trick), leader=state.leader,
        taken=taken)
