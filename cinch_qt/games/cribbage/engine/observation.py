"""What one seat may know (C5, C36, C101).

Public: the seats dealt in, the scores (holes and marks), the starter once turned, every
card played, every hand and crib once counted in the show, the penalty box.  Private:
the seat's own cards and what it laid away or buried.  Never: another hand, the pack or
the stock, another seat's discards, the stock card added to a three-player crib, the
crib before the show, the buried cards, or a folded side's dead cards.
"""

from __future__ import annotations

from ...frozen_value import FrozenValue
from .cards import CARD_NAMES
from .rules import Rules
from .state import Decision, GameState

# Events whose cards only their own seat may see; everything else is public.
_PRIVATE = ("lay", "bury")


class Observation(FrozenValue):
    """What seat ``seat`` may know of the game now (C100).  (A FrozenValue, not a
    dataclass: making one compiles its methods at import, on the way to the first
    painted table.)"""

    _fields = ("seat", "rules", "phase", "to_act", "decision", "hand_no", "dealer", "dealt_in",
               "out", "box", "folded", "holes", "marks", "hand", "kept", "laid", "held_counts",
               "starter", "played", "count", "current_count", "events", "winner", "crib",
               "counting", "legal", "draw")
    seat: int
    rules: Rules
    phase: str
    to_act: int | None
    decision: Decision | None        # only for the observer's own turn
    hand_no: int
    dealer: int
    dealt_in: tuple[int, ...]
    out: tuple[int, ...]             # sides sitting out (W33)
    box: tuple[int, ...]             # hands each side still sits out
    folded: tuple[int, ...]          # sides folded this hand (W30)
    holes: tuple[str, ...]
    marks: tuple[int, ...]
    hand: tuple[int, ...]            # the cards this seat holds now
    kept: tuple[int, ...]            # its four cards after laying away (empty before)
    laid: tuple[int, ...]            # what it laid away or buried
    held_counts: dict[int, int]      # cards each seat dealt in still holds
    starter: int | None
    played: tuple[tuple[int, int], ...]   # (seat, card), the whole play so far
    count: int
    current_count: tuple[int, ...]   # cards of the count in progress
    events: tuple[dict, ...]         # the hand's events with hidden cards removed
    winner: int | None
    crib: tuple[int, ...]            # once turned up to be counted (C70), else empty
    counting: tuple[int, ...]        # the cards of the count waiting for this seat's claim
    legal: tuple                     # this seat's legal actions (empty when not its turn)
    draw: tuple[tuple[int, int], ...]  # the draw for first deal, face up (C20, C21)

    def __init__(self, seat: int, rules: Rules, phase: str, to_act: int | None,
                 decision: Decision | None, hand_no: int, dealer: int,
                 dealt_in: tuple[int, ...], out: tuple[int, ...], box: tuple[int, ...],
                 folded: tuple[int, ...], holes: tuple[str, ...], marks: tuple[int, ...],
                 hand: tuple[int, ...], kept: tuple[int, ...], laid: tuple[int, ...],
                 held_counts: dict[int, int], starter: int | None,
                 played: tuple[tuple[int, int], ...], count: int,
                 current_count: tuple[int, ...], events: tuple[dict, ...], winner: int | None,
                 crib: tuple[int, ...], counting: tuple[int, ...], legal: tuple,
                 draw: tuple[tuple[int, int], ...]) -> None:
        self.__dict__.update(seat=seat, rules=rules, phase=phase, to_act=to_act,
                             decision=decision, hand_no=hand_no, dealer=dealer,
                             dealt_in=dealt_in, out=out, box=box, folded=folded, holes=holes,
                             marks=marks, hand=hand, kept=kept, laid=laid,
                             held_counts=held_counts, starter=starter, played=played,
                             count=count, current_count=current_count, events=events,
                             winner=winner, crib=crib, counting=counting, legal=legal,
                             draw=draw)

    @property
    def is_my_turn(self) -> bool:
        return self.to_act == self.seat


def public_events(events: list[dict], seat_name: str) -> tuple[dict, ...]:
    out = []
    for ev in events:
        kind = ev["e"]
        if kind in _PRIVATE and ev["seat"] != seat_name:
            ev = {"e": kind, "seat": ev["seat"], "count": len(ev["cards"])}
        elif kind == "crib_stock":
            ev = {"e": kind}
        else:
            ev = dict(ev)
        out.append(ev)
    return tuple(out)


def observe(state: GameState, seat: int) -> Observation:
    if seat not in state.rules.seats:
        raise ValueError(f"seat {seat!r} is not at this table")
    decision = state.decision()
    if decision is not None and decision.seat != seat:
        decision = None
    # The crib is turned up when its count comes (C70) and stays up for the hand.
    crib_up = (state.phase == "show" and bool(state.shows)
               and state.shows[0][1] == "crib") or any(
        e["e"] == "show" and e["what"] == "crib" for e in state.events)
    counting: tuple[int, ...] = ()
    if decision is not None and decision.kind == "show":
        counting = tuple(state.crib if decision.what == "crib" else state.kept[seat])
    n = len(state.played)
    k = len(state.seq)
    return Observation(
        seat=seat, rules=state.rules, phase=state.phase, to_act=state.current,
        decision=decision, hand_no=state.hand_no, dealer=state.dealer,
        dealt_in=tuple(state.active), out=tuple(state.out), box=tuple(state.box),
        folded=tuple(sorted(state.folded)), holes=tuple(state.holes),
        marks=tuple(state.mark(s) for s in range(state.n_sides)),
        hand=tuple(state.hands.get(seat, ())), kept=tuple(state.kept.get(seat, ())),
        laid=tuple(state.laid.get(seat, ())),
        held_counts={s: len(state.hands[s]) for s in state.active},
        starter=state.starter, played=tuple(state.played), count=state.count,
        current_count=tuple(c for _, c in state.played[n - k:]) if k else (),
        events=public_events(state.events, state.seat_names[seat]),
        winner=state.winner, crib=tuple(state.crib) if crib_up else (),
        counting=counting,
        legal=tuple(state.legal_actions()) if decision is not None else (),
        draw=tuple(state.draw))


def card_names(cards) -> list[str]:
    return [CARD_NAMES[c] for c in cards]
