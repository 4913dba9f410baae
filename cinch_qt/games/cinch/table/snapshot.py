"""Plain-data pictures of the table, built from the engine for the view to animate to.

The view never reads the engine: after each applied action the session sends one or
more snapshots (where every card lies, face up or down, plus the heads-up facts), and
the view moves its card items to match.  Hidden hands are ordered by a per-hand scramble
so the position a face-down card leaves from says nothing about its suit.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ...base import PERSON
from ..engine.cards import SUIT_CHARS, cards_of, parse_card
from ..engine.rules import SEAT_CHARS
from ..engine.state import GIVE, ROB, GameState
from .hand_order import display_sorted

SUIT_SYMBOLS = "♣♦♥♠"

# Zones a card can lie in; "choice" is the row of extra cards the person picks from
# (the pack while robbing, R34; the dealer's discards while giving, R35).
HAND, PACK, TRICK, WON, DEAD, SHOWN, CHOICE = ("hand", "pack", "trick", "won", "dead",
                                               "shown", "choice")


@dataclass(frozen=True)
class Place:
    zone: str
    seat: int      # whose zone it is (the pack: the dealer's)
    index: int
    count: int     # how many cards share the zone (for layout)
    face_up: bool


@dataclass(frozen=True)
class Snapshot:
    step: str                          # what the change was: deal, bid, play, sweep, ...
    places: dict[int, Place]
    seats: tuple[int, ...]
    dealer: int
    to_act: int | None
    counts: dict[int, int]             # cards in each hand
    bids: dict[int, str]               # this hand's bids so far, as text
    maker: int | None
    bid: int | None
    trump: int | None
    totals: dict[str, int]
    hand_no: int
    phase: str
    deal_order: tuple[int, ...] = ()   # step "deal": cards in the order dealt (R15)
    trick_winner: int | None = None    # step "sweep": who takes the trick
    restart: bool = False              # a new or loaded game: drop what is still queued
    extra: dict = field(default_factory=dict)
    # What every seat knows of the exchange (R31-R35, docs/rules.md "What a seat may
    # know"): trumps kept, cards drawn and given, per seat that has done it; the size of
    # the pack the dealer robbed (R34); the seat whose discard, draw or rob this step
    # shows (the table lets each such step be followed on its own).
    kept: dict[int, int] = field(default_factory=dict)
    drew: dict[int, int] = field(default_factory=dict)
    given: dict[int, int] = field(default_factory=dict)
    robbed: int | None = None
    actor: int | None = None


def _scramble(state: GameState, cards: list[int]) -> list[int]:
    rng = random.Random(f"view:{state.seed}:{state.hand_no}")
    order = list(range(52))
    rng.shuffle(order)
    return sorted(cards, key=order.__getitem__)


def build(state: GameState, step: str, *, undrawn: bool | frozenset[int] = False,
          undiscarded: frozenset[int] = frozenset(), robbing: bool = False,
          pack_down: bool = False,
          actor: int | None = None,
          full_trick: tuple[tuple[int, int], ...] | None = None,
          trick_winner: int | None = None, reveal_all: bool = False) -> Snapshot:
    """Where every card lies in ``state`` as South may see it.

    ``undrawn`` puts the cards players drew back on top of the pack (to show discarding
    before drawing, R31 then R33): True for every drawer, or the set of seats whose draw
    is not shown yet.  ``undiscarded`` seats still hold their dealt cards (their discard,
    R31/R32, comes in a later step).  ``robbing`` shows a computer dealer with the pack
    taken into its hand, before its discards (R34); ``pack_down`` keeps the pack face
    down where the person would rob it (it is laid out in a step of its own).
    ``full_trick`` shows a completed
    trick still on the table (the engine has already gathered it).  ``reveal_all`` shows
    every hand face up.
    """
    places: dict[int, Place] = {}
    seats = state.seats
    dealer = state.dealer
    trump = state.trump

    hands = {s: state.hand_of(s) for s in seats}
    pack = list(state.pack)
    not_drawn = (frozenset(state.drawn) if undrawn is True else frozenset(undrawn or ())
                 ) & frozenset(state.drawn)
    if not_drawn:
        drawn_in_order = [c for s in state.order if s in not_drawn for c in state.drawn[s]]
        for s in not_drawn:
            hands[s] = [c for c in hands[s] if c not in state.drawn[s]]
        pack = drawn_in_order + pack
    discards = dict(state.discards)
    shown_masks = dict(state.shown)
    for s in undiscarded:
        hands[s] = list(state.deal[s])
        discards[s] = shown_masks[s] = 0
    if robbing:
        hands[dealer] = list(state.deal[dealer]) + pack
        pack = []
        discards[dealer] = shown_masks[dealer] = 0
    trick = list(state.trick)
    won = {s: cards_of(state.won[s]) for s in seats}
    if full_trick is not None:
        trick = list(full_trick)
        in_trick = {c for _, c in trick}
        for s in seats:
            won[s] = [c for c in won[s] if c not in in_trick]
            hands[s] = [c for c in hands[s] if c not in in_trick]

    def put(zone: str, seat: int, cards: list[int], face_up: bool) -> None:
        for i, c in enumerate(cards):
            places[c] = Place(zone, seat, i, len(cards), face_up)

    for s in seats:
        if s == PERSON or reveal_all:
            put(HAND, s, display_sorted(hands[s], trump), True)
        else:
            put(HAND, s, _scramble(state, hands[s]), False)
        shown = cards_of(shown_masks[s])
        dead = [c for c in cards_of(discards[s]) if c not in shown]
        if state.phase == GIVE and s == dealer == PERSON:
            # R35: the person chooses gifts from their own discards, so they lie face up.
            put(CHOICE, s, display_sorted(shown + dead, trump), True)
        else:
            put(DEAD, s, dead, False)
            put(SHOWN, s, shown, True)  # R37: shown dead trumps stay visible all hand
        put(WON, s, won[s], False)
    if state.phase == ROB and dealer == PERSON and not not_drawn and not pack_down:
        # R34: the dealer sees the pack only once the others have drawn from it; the
        # picture before the draw keeps it face down (their draws are not the dealer's
        # to see).
        put(CHOICE, PERSON, display_sorted(pack, trump), True)
    else:
        put(PACK, dealer, pack, False)
    for i, (s, c) in enumerate(trick):
        places[c] = Place(TRICK, s, i, len(trick), True)

    bids = {s: ("Pass" if n is None else str(n)) for s, n in state.bids}
    deal_order: tuple[int, ...] = ()
    if step == "deal":
        order = []
        for rnd in range(3):
            for s in state.order:
                order.extend(state.deal[s][rnd * 3:rnd * 3 + 3])
        deal_order = tuple(order)
    return Snapshot(step=step, places=places, seats=seats, dealer=dealer,
                    to_act=state.current, counts={s: len(hands[s]) for s in seats},
                    bids=bids, maker=state.maker, bid=state.bid, trump=trump,
                    totals=dict(state.totals), hand_no=state.hand_no, phase=state.phase,
                    deal_order=deal_order, trick_winner=trick_winner, actor=actor,
                    **exchange_facts(state, undiscarded, not_drawn, robbing))


def exchange_facts(state: GameState, undiscarded: frozenset[int] = frozenset(),
                   undrawn: frozenset[int] = frozenset(), robbing: bool = False) -> dict:
    """What the whole table knows of the exchange so far (docs/rules.md: how many trumps
    each player kept and how many cards each drew, R31-R33; the gifts, R35; the pack the
    dealer robbed, R34), leaving out the steps not shown yet."""
    kept = {s: len(v) for s, v in state.kept.items() if s not in undiscarded}
    drew = {s: len(v) for s, v in state.drawn.items() if s not in undrawn}
    given = {s: len(v) for s, v in state.given.items()}
    robbed = None
    if state.rules.players == 4 and state.drawn and not undrawn:
        if state.dealer_kept is not None or robbing:
            # R34: the pack left after the draws (every seat saw its size).
            robbed = len(state.pack_after_deal) - sum(len(v) for v in state.drawn.values())
    return {"kept": kept, "drew": drew, "given": given, "robbed": robbed}


def build_finished_hand(before: GameState, record: dict, step: str = "sweep") -> Snapshot:
    """The table at the end of a hand, from the state before its last action and the
    finished hand's record (the engine has already dealt the next hand)."""
    tricks = record.get("tricks", [])
    places: dict[int, Place] = {}
    seats = before.seats
    won: dict[int, list[int]] = {s: [] for s in seats}
    for t in tricks:
        if t.get("winner") is None:
            continue
        w = SEAT_CHARS.index(t["winner"])
        won[w].extend(parse_card(c) for _, c in t["plays"])
    in_tricks = {c for cs in won.values() for c in cs}
    if not tricks:
        # Thrown in (R22): the cards stay where they were dealt.
        return build(before, step)
    for s in seats:
        shown = cards_of(before.shown[s])
        dead = [c for c in cards_of(before.discards[s]) if c not in shown]
        for i, c in enumerate(dead):
            places[c] = Place(DEAD, s, i, len(dead), False)
        for i, c in enumerate(shown):
            places[c] = Place(SHOWN, s, i, len(shown), True)
        for i, c in enumerate(won[s]):
            places[c] = Place(WON, s, i, len(won[s]), False)
    leftover = [c for c in range(52) if c not in places and c not in in_tricks]
    for i, c in enumerate(leftover):
        places[c] = Place(PACK, before.dealer, i, len(leftover), False)
    totals = record.get("totals", dict(before.totals))
    last = tricks[-1]
    return Snapshot(step=step, places=places, seats=seats, dealer=before.dealer,
                    to_act=None, counts={s: 0 for s in seats}, bids={
                        SEAT_CHARS.index(s): ("Pass" if n is None else str(n))
                        for s, n in record.get("bids", [])},
                    maker=before.maker, bid=before.bid, trump=before.trump, totals=totals,
                    hand_no=before.hand_no, phase="done",
                    trick_winner=SEAT_CHARS.index(last["winner"]), **exchange_facts(before))


def trump_name(suit: int | None) -> str:
    names = ("Clubs", "Diamonds", "Hearts", "Spades")
    return "" if suit is None else f"{SUIT_SYMBOLS[suit]} {names[suit]}"


__all__ = ["Place", "Snapshot", "build", "build_finished_hand", "SUIT_SYMBOLS", "SUIT_CHARS",
           "trump_name", "HAND", "PACK", "TRICK", "WON", "DEAD", "SHOWN", "CHOICE"]


def sort_hand(cards: list[int], trump: int | None) -> list[int]:
    return display_sorted(cards, trump)
