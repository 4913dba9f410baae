"""The Cinch hand review: what each of one seat's choices in a finished hand
was worth, worked out from a game record with only what that seat could know then.

Every value comes from the one evaluation the Expert decides by and the hint reads
(``evaluation.evaluate``): the seat's observation at that turn, rebuilt from the
record, is the position, and the same position gives the same values whoever asks, so
the review never marks the hint's choice as a loss.  The unit is the hand's expected
result for the seat's side — its score for the hand minus the other side's (R51, R52;
with three players its score minus the mean of the other two's, R61).

- The bid (R20–R22): passing and every legal bid.
- The trump named (R30), when the seat was the maker: each suit.
- The cards played (R40–R43): each card the seat played where more than one was legal,
  against every legal card.

A choice is measured against the Expert's choice in that evaluation; a difference
within the evaluation's noise (``Evaluation.noise``: the 95 % half-width of the two
choices' difference over the same deals) is never flagged.

Pure Python (no Qt): the review window calls :func:`review_hand` off the GUI thread.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..engine.actions import Bid, DealerGive, DealerKeep, KeepTrumps, NameTrump, Pass, Play
from ..engine.cards import TRUMP_TABLES, mask_of, parse_card, parse_suit
from ..engine.errors import IllegalAction
from ..engine.observation import Observation
from ..engine.record import replay_record
from ..engine.rules import SEAT_CHARS, Rules
from ..engine.state import BID, GIVE, KEEP, PLAY, ROB, TRUMP, GameState
from ..engine.tricks import legal_mask
from .base import legal_plays
from .evaluation import Evaluation, evaluate, trump_fitted
from .pimc import position

# A choice that gives away more than this (expected points of the hand's result) is
# flagged in the review: below it, the difference is mostly sampling noise.
FLAG_POINTS = 1.0


def _loss(values: dict, expert: object, chosen: object) -> float:
    return max(0.0, values[expert] - values[chosen])


@dataclass
class BidReview:
    """The seat's one turn in the auction (R20)."""
    high_bid: int                      # the highest bid it faced (0: none)
    values: dict[int | None, float]    # None = pass (absent when R22 forbade it), bid -> value
    chosen: int | None                 # what the seat did (None = pass)
    expert: int | None                 # what the Expert does in this position
    deals: int                         # guessed deals behind each value
    noise: dict[int | None, float] = field(default_factory=dict)
    makes: dict[int, float] = field(default_factory=dict)  # bid -> share made as maker

    @property
    def best(self) -> int | None:
        return self.expert

    @property
    def loss(self) -> float:
        return _loss(self.values, self.expert, self.chosen)

    @property
    def flagged(self) -> bool:
        return self.loss > max(FLAG_POINTS, self.noise.get(self.chosen, 0.0))


@dataclass
class TrumpReview:
    """The suit the seat named as maker (R30)."""
    bid: int
    values: dict[int, float]           # suit -> value
    chosen: int
    deals: int
    fitted: bool = True                # the deals were drawn to fit the auction
    expert: int | None = None          # the suit the Expert names in this position
    noise: dict[int, float] = field(default_factory=dict)

    @property
    def best(self) -> int:
        if self.expert is not None:
            return self.expert
        return max(self.values, key=lambda t: (round(self.values[t], 6), -t))

    @property
    def loss(self) -> float:
        return _loss(self.values, self.best, self.chosen)

    @property
    def flagged(self) -> bool:
        return self.loss > max(FLAG_POINTS, self.noise.get(self.chosen, 0.0))


@dataclass
class PlayRow:
    """One card the seat played where more than one was legal (R41, R42)."""
    trick: int                          # 1..6
    before: tuple[tuple[int, int], ...]  # the trick so far: (seat, card)
    played: int
    values: dict[int, float]            # each legal card -> value
    deals: int
    exact: bool                         # valued by exact search rather than play-outs
    # Between equal values the cheapest card is best (no points, least power), as the
    # Expert breaks ties (pimc.best_card).
    cost: dict[int, int] = field(default_factory=dict)
    expert: int | None = None           # the card the Expert plays in this position
    noise: dict[int, float] = field(default_factory=dict)

    @property
    def best(self) -> int:
        if self.expert is not None:
            return self.expert
        return max(self.values, key=lambda c: (round(self.values[c], 6),
                                               -self.cost.get(c, c)))

    @property
    def loss(self) -> float:
        return _loss(self.values, self.best, self.played)

    @property
    def flagged(self) -> bool:
        return self.loss > max(FLAG_POINTS, self.noise.get(self.played, 0.0))


@dataclass
class HandReview:
    hand_no: int
    seat: int
    players: int
    dealer: int
    maker: int | None = None
    bid: int | None = None             # the contract
    trump: int | None = None
    result: float = 0.0                # what the hand actually gave the seat's side
    bidding: BidReview | None = None
    naming: TrumpReview | None = None
    plays: list[PlayRow] = field(default_factory=list)
    ms: float = 0.0                    # time the review took

    @property
    def bid_loss(self) -> float:
        return self.bidding.loss if self.bidding else 0.0

    @property
    def trump_loss(self) -> float:
        return self.naming.loss if self.naming else 0.0

    @property
    def play_loss(self) -> float:
        return sum(p.loss for p in self.plays)


# ------------------------------------------------------------------ the record
def _action(state: GameState, hand: dict) -> object:
    """The record's next action in ``hand`` for the decision ``state`` waits for."""
    d = state.decision()
    if d.kind == BID:
        seat, amount = hand["bids"][len(state.bids)]
        seat = SEAT_CHARS.index(seat)
        return Pass(seat) if amount is None else Bid(seat, amount)
    if d.kind == TRUMP:
        return NameTrump(d.seat, parse_suit(hand["trump"]))
    if d.kind == KEEP:
        return KeepTrumps(d.seat, frozenset(map(parse_card, hand["kept"][SEAT_CHARS[d.seat]])))
    if d.kind == ROB:
        return DealerKeep(d.seat, frozenset(map(parse_card, hand["dealer_kept"])))
    if d.kind == GIVE:
        return DealerGive(d.seat, d.to,
                          frozenset(map(parse_card, hand["given"][SEAT_CHARS[d.to]])))
    if d.kind == PLAY:
        seat, card = hand["tricks"][len(state.tricks)]["plays"][len(state.trick)]
        return Play(SEAT_CHARS.index(seat), parse_card(card))
    raise ValueError(f"unexpected decision {d.kind!r}")


def _start_of_hand(record: dict, hand_no: int) -> GameState:
    """The game as it stood when hand ``hand_no`` was dealt: the record cut before its
    first bid and replayed through the rules (RECORD.md: an unfinished last hand stops
    where its record stops)."""
    hand = record["hands"][hand_no]
    first = {k: hand[k] for k in ("dealer", "deal", "pack")}
    first["bids"] = []
    cut = dict(record, hands=list(record["hands"][:hand_no]) + [first], final=None)
    return replay_record(cut)


def engine_seat(record: dict, seat: int) -> int:
    """The engine's seat (S 0, W 1, N 2, E 3) of ``record["seats"][seat]``: the shared
    review names a seat by its place in the record (games/review.py ``person_seat``)."""
    seats = record["seats"]
    if not (isinstance(seat, int) and 0 <= seat < len(seats)):
        raise ValueError(f"seat {seat!r} is not at this table ({' '.join(seats)})")
    return SEAT_CHARS.index(seats[seat])


def decisions(record: dict, hand_no: int, seat: int):
    """(place in the hand, the seat's observation, the action it took) for each
    decision of ``record["seats"][seat]`` in hand ``hand_no``, from a record the rules
    accept."""
    seat = engine_seat(record, seat)
    hand = record["hands"][hand_no]
    if "scored" not in hand:
        raise ValueError(f"hand {hand_no + 1} is not finished: only finished hands are "
                         f"reviewed")
    state = _start_of_hand(record, hand_no)
    step = 0
    while state.hand_no == hand_no and not state.is_over:
        action = _action(state, hand)
        if state.current == seat:
            yield step, state.observation(seat), action
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise ValueError(f"hand {hand_no + 1}: the record's {action!r} is refused "
                             f"({exc.rule})") from None
        step += 1


def _result(rules: Rules, hand: dict, seat: int) -> float:
    """The hand's result for the seat's side, as the values count it (R51, R52, R61)."""
    scored = hand["scored"]
    mine = rules.side_of(seat)
    others = [scored[s] for s in rules.sides if s != mine]
    return scored[mine] - sum(others) / len(others)


# ------------------------------------------------------------------ the values
def bid_review(obs: Observation, chosen: int | None) -> BidReview:
    """Passing and every legal bid at the seat's turn, from the one evaluation."""
    ev = evaluate(obs)
    return BidReview(obs.high_bid, dict(ev.values), chosen, ev.choice, ev.deals,
                     dict(ev.noise), dict(ev.makes))


def trump_review(obs: Observation, chosen: int) -> TrumpReview:
    """Each suit as trumps (R30) for the maker, from the one evaluation."""
    ev = evaluate(obs)
    return TrumpReview(obs.bid, dict(ev.values), chosen, ev.deals,
                       trump_fitted(obs.rules.players), ev.choice, dict(ev.noise))


def play_row(obs: Observation, played: int) -> PlayRow:
    """Every legal card at the seat's turn, from the one evaluation."""
    ev: Evaluation = evaluate(obs)
    cost = position(obs)[0].cost
    return PlayRow(len(obs.tricks) + 1, tuple(obs.trick), played, dict(ev.values),
                   ev.deals, ev.exact, {c: cost[c] for c in ev.values}, ev.choice,
                   dict(ev.noise))


# ------------------------------------------------------------------ the review
def review_hand(record: dict, hand_no: int, seat: int = 0) -> HandReview:
    """The review of the choices of ``record["seats"][seat]`` (0: South, the person) in
    finished hand ``hand_no`` of a record the rules accept."""
    started = time.perf_counter()
    place, seat = seat, engine_seat(record, seat)
    if not (isinstance(hand_no, int) and 0 <= hand_no < len(record["hands"])):
        raise ValueError(f"no hand {hand_no!r} in this record "
                         f"({len(record['hands'])} hands)")
    if "scored" not in record["hands"][hand_no]:
        raise ValueError(f"hand {hand_no + 1} is not finished: only finished hands are "
                         f"reviewed")
    rules = Rules(**{k: record["rules"][k] for k in ("players", "target", "min_bid",
                                                     "all_pass")})
    hand = record["hands"][hand_no]
    review = HandReview(hand_no, seat, rules.players, SEAT_CHARS.index(hand["dealer"]))
    if hand.get("maker") is not None:
        review.maker = SEAT_CHARS.index(hand["maker"])
        review.bid = hand["bid"]
        review.trump = parse_suit(hand["trump"])
    review.result = _result(rules, hand, seat)
    for _step, obs, action in decisions(record, hand_no, place):
        kind = obs.decision.kind
        if kind == BID:
            if max(obs.rules.min_bid, obs.high_bid + 1) <= 14:       # R21
                review.bidding = bid_review(
                    obs, action.amount if isinstance(action, Bid) else None)
        elif kind == TRUMP:
            review.naming = trump_review(obs, action.suit)
        elif kind == PLAY and len(legal_plays(obs)) > 1:
            review.plays.append(play_row(obs, action.card))
    review.ms = (time.perf_counter() - started) * 1000.0
    return review


def _held(hand: dict, seat: str, players: int) -> list[int]:
    """The six cards ``seat`` played the hand with (R31–R35)."""
    if players == 4 and seat == hand["dealer"]:
        return [parse_card(c) for c in hand["dealer_kept"]]
    cards = (hand.get("kept", {}).get(seat, []) + hand.get("drawn", {}).get(seat, [])
             + hand.get("given", {}).get(seat, []))
    return [parse_card(c) for c in cards]


def reviewable_hands(record: dict, seat: int = 0) -> list[int]:
    """The finished hands of a record in which ``record["seats"][seat]`` made a choice:
    a turn in the auction (not one R21 passed for it), trumps named, or a card played
    where more than one was legal (R41, R42).  Read from the record alone."""
    me = SEAT_CHARS[engine_seat(record, seat)]
    players = record["rules"]["players"]
    out = []
    for h, hand in enumerate(record["hands"]):
        if "scored" not in hand:
            continue
        high, chose = 0, False
        for s, amount in hand.get("bids", []):
            if s == me and high < 14:
                chose = True
            if amount is not None:
                high = max(high, amount)
        if not chose and "tricks" in hand:
            table = TRUMP_TABLES[parse_suit(hand["trump"])]
            held = mask_of(_held(hand, me, players))
            for trick in hand["tricks"]:
                plays = trick["plays"]
                led = parse_card(plays[0][1])
                for k, (s, card) in enumerate(plays):
                    c = parse_card(card)
                    if s == me:
                        legal = legal_mask(held, -1 if k == 0 else led, table)
                        chose = chose or legal.bit_count() > 1
                        held &= ~(1 << c)
        if chose:
            out.append(h)
    return out

