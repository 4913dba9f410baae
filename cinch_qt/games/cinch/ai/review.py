"""The Cinch hand review (issue 31): what each of one seat's choices in a finished hand
was worth, worked out from a game record with only what that seat could know then.

Every value is in one unit, the one the Expert decides by: the hand's expected result
for the seat's side — its score for the hand minus the other side's (R51, R52; with
three players its score minus the mean of the other two's, R61) — estimated by
simulation from the seat's own observation, never from a hidden card.

- The bid (R20–R22): passing and every legal bid, by the Expert's auction simulation
  at that turn (``auction``: guessed deals that fit the bids so far, played through
  with the later bidders modelled from the cards they hold in the guess) — read from
  ``ExpertBot.bid`` itself where it bids by it (``expert.AUCTION_TABLES``), run the
  same way elsewhere, where the Expert still bids as ``expert-v1`` and its own bid is
  reported beside.
- The trump named (R30), when the seat was the maker: each suit's mean result over
  guessed deals, as the Expert names trumps at that table size.
- The cards played (R40–R43): each card the seat played where more than one was legal,
  with the Expert's value of every legal card — its perfect-information Monte Carlo
  over hidden hands that fit what the seat had seen (``worlds``), play-outs early and
  an exact search in the last tricks (``playsim``).

The numbers are estimates: two choices a few tenths of a point apart are within the
sampling noise.  Deterministic: every decision draws from a generator seeded by the
record's seed, the hand, the seat and the decision's place in the hand.

Pure Python (no Qt): the review window calls :func:`review_hand` off the GUI thread.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ..engine.actions import Bid, DealerGive, DealerKeep, KeepTrumps, NameTrump, Pass, Play
from ..engine.cards import SUITS, TRUMP_TABLES, mask_of, parse_card, parse_suit
from ..engine.errors import IllegalAction
from ..engine.observation import Observation
from ..engine.record import replay_record
from ..engine.rules import SEAT_CHARS, Rules
from ..engine.state import BID, GIVE, KEEP, PLAY, ROB, TRUMP, GameState
from ..engine.tricks import legal_mask
from . import expert, expert_v1
from .auction import auction_values
from .base import legal_plays
from .judgement import MAX_BID, estimate_points
from .pimc import card_totals, guess_deals, position

# A choice that gives away more than this (expected points of the hand's result) is
# flagged in the review: below it, the difference is mostly sampling noise.
FLAG_POINTS = 1.0


@dataclass
class BidReview:
    """The seat's one turn in the auction (R20)."""
    high_bid: int                      # the highest bid it faced (0: none)
    values: dict[int | None, float]    # None = pass (absent when R22 forbade it), bid -> value
    chosen: int | None                 # what the seat did (None = pass)
    expert: int | None                 # what the Expert would have done
    deals: int                         # guessed deals behind each value
    expert_decides: bool = True        # the Expert bids by these values at this table

    @property
    def best(self) -> int | None:
        # Ties go to passing, then to the lowest bid: never pay for nothing.
        return max(self.values, key=lambda b: (round(self.values[b], 6),
                                               1 if b is None else -b))

    @property
    def loss(self) -> float:
        return max(0.0, self.values[self.best] - self.values[self.chosen])


@dataclass
class TrumpReview:
    """The suit the seat named as maker (R30)."""
    bid: int
    values: dict[int, float]           # suit -> value
    chosen: int
    deals: int
    fitted: bool = True                # the deals were drawn to fit the auction

    @property
    def best(self) -> int:
        return max(self.values, key=lambda t: (round(self.values[t], 6), -t))

    @property
    def loss(self) -> float:
        return max(0.0, self.values[self.best] - self.values[self.chosen])


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

    @property
    def best(self) -> int:
        return max(self.values, key=lambda c: (round(self.values[c], 6),
                                               -self.cost.get(c, c)))

    @property
    def loss(self) -> float:
        return max(0.0, self.values[self.best] - self.values[self.played])

    @property
    def flagged(self) -> bool:
        return self.loss > FLAG_POINTS


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
def _seed(record: dict, hand_no: int, seat: int, step: int) -> str:
    return f"review:{record.get('seed')}:{hand_no}:{seat}:{step}"


def auction_choices(obs: Observation, seed: str) -> tuple[dict[int, float], float]:
    """({bid: value}, pass value) by the Expert's auction simulation (``auction``) at
    any table size, called as ``ExpertBot.bid`` calls it — the same trump suits, deals,
    model of the later bidders and generator — so at the sizes where that decides the
    Expert's bid (``AUCTION_TABLES``) the values are the very ones behind it (a test
    pins this)."""
    rules = obs.rules
    players = rules.players
    hand = mask_of(obs.hand)
    count = {t: estimate_points(hand, t, players, obs.seat == obs.dealer) for t in SUITS}
    suits = sorted(SUITS, key=lambda t: (-count[t], t))[:expert.BID_SUITS]
    order = rules.order_from_left_of(obs.dealer)
    later = order[order.index(obs.seat) + 1:]
    values, pass_value = auction_values(
        rules, obs.seat, hand, obs.dealer, tuple(obs.bids), obs.high_bid, later,
        expert.AUCTION_DEALS[players], expert.ExpertBot(seed).rng,
        rival_margin=expert.RIVAL_MARGIN[players], rival_spread=expert.RIVAL_SPREAD[players],
        fit_margin=expert.FIT_MARGIN, tries=expert.FIT_TRIES,
        maker_bias=expert.MAKER_BIAS[players], suits=suits)
    low = max(rules.min_bid, obs.high_bid + 1)
    return ({b: max(values[(t, b)] for t in suits) for b in range(low, MAX_BID + 1)},
            pass_value)


def bid_values(obs: Observation, seed: str) -> BidReview:
    """Passing and every legal bid at the seat's turn, by the Expert's auction
    simulation from what the seat knew (its cards and the bids before it).  Where that
    simulation decides the Expert's bid, ``ExpertBot.bid`` is asked and its
    ``last_values`` read, so a change to how the Expert bids reaches the review without
    a change here; at the table sizes where the Expert still bids as ``expert-v1`` (a
    pass there is worth a constant, and its deals ignore the bids), the simulation is
    run as the Expert would run it, and the Expert's own bid is given beside it."""
    bot = expert.ExpertBot(seed)
    choice = bot.bid(obs)
    by_bid, pass_value = bot.last_values
    # With four players the auction's choice stands only for a cheap bid
    # (``expert.CHEAP_BID``); otherwise the bid is expert-v1's, said so beside the values.
    decides = bot.auction_decided
    if not by_bid:
        by_bid, pass_value = auction_choices(obs, seed)
    values: dict[int | None, float] = {}
    if not (obs.rules.all_pass == "stuck_dealer" and obs.seat == obs.dealer
            and obs.high_bid == 0):                                  # R22 stuck dealer
        values[None] = pass_value
    values.update(by_bid)
    return BidReview(obs.high_bid, values, None, choice,
                     expert.AUCTION_DEALS[obs.rules.players], expert_decides=decides)


def trump_values(obs: Observation, seed: str) -> dict[int, float]:
    """Each suit's mean result for the maker's side over guessed deals that fit the
    auction, as the Expert names trumps (R30)."""
    if obs.rules.players not in expert.AUCTION_TABLES:
        # ExpertBot.trump hands these tables to expert-v1: its public values, from the
        # Expert's own delegate (same generator as the suit it names).
        v1 = expert.ExpertBot(seed)._v1()
        by = v1.values(obs, [obs.bid], expert_v1.TRUMP_DEALS)
        return {t: by[(t, obs.bid)] for t in SUITS}
    # The Expert's own sums (ExpertBot.trump_totals): the same generator draws the same
    # deals, so the best suit here is the suit it names (a test pins it).
    totals = expert.ExpertBot(seed).trump_totals(obs)
    return {t: v / expert.TRUMP_DEALS for t, v in totals.items()}


def trump_deals(obs: Observation) -> int:
    if obs.rules.players not in expert.AUCTION_TABLES:
        return expert_v1.TRUMP_DEALS
    return expert.TRUMP_DEALS


def search_plan(obs: Observation) -> tuple[int, bool]:
    """(guessed deals, exact search?) for a card decision, as the Expert plays."""
    samples, exact_cards, exact_samples = expert.ExpertBot.play_plan(obs, legal_plays(obs))
    if len(obs.hand) <= exact_cards:
        return exact_samples, True
    return samples, False


def guessed_hands(obs: Observation, seed: str, count: int) -> list[dict[int, int]]:
    """``count`` guesses at the other seats' hands that fit everything ``obs.seat`` has
    seen, drawn as the Expert draws them for this seed."""
    return guess_deals(obs, expert.ExpertBot(seed).rng, count)


def card_values(obs: Observation, guesses: list[dict[int, int]], exact: bool
                ) -> dict[int, float]:
    """The mean result for the seat's side of each legal card over ``guesses`` (each a
    full deal of the hidden hands), by the Expert's own search (``pimc.card_totals``)."""
    totals = card_totals(obs, legal_plays(obs), guesses, exact)
    return {c: v / len(guesses) for c, v in totals.items()}


def play_row(obs: Observation, played: int, seed: str) -> PlayRow:
    deals, exact = search_plan(obs)
    values = card_values(obs, guessed_hands(obs, seed, deals), exact)
    cost = position(obs)[0].cost
    return PlayRow(len(obs.tricks) + 1, tuple(obs.trick), played, values, deals, exact,
                   {c: cost[c] for c in values})


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
    for step, obs, action in decisions(record, hand_no, place):
        seed = _seed(record, hand_no, seat, step)
        kind = obs.decision.kind
        if kind == BID:
            review.bidding = bid_values(obs, seed)
            review.bidding.chosen = action.amount if isinstance(action, Bid) else None
        elif kind == TRUMP:
            review.naming = TrumpReview(
                obs.bid, trump_values(obs, seed), action.suit, trump_deals(obs),
                fitted=(obs.rules.players in expert.AUCTION_TABLES
                        or expert_v1.ExpertV1Bot.infer_bids))
        elif kind == PLAY and len(legal_plays(obs)) > 1:
            review.plays.append(play_row(obs, action.card, seed))
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

