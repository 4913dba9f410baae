"""One evaluation of a position: the Expert's choice, the hint, and the hand review all
come from ``evaluate(obs)``.

The same position gives the same values whoever asks and however often: the guessed
deals are drawn from a generator seeded by the position itself (``position_key``: what
the seat can see, nothing else), never by a call counter or a bot's own generator, and
the result is kept per position (``evaluate`` is cached), so the hint shown during play
and the review of the finished hand read the very same numbers.

Every value is in one unit: the hand's expected result for the seat's side, its score
for the hand minus the other side's (R51, R52; with three players minus the mean of the
other two, R61).  Beside the values, an ``Evaluation`` carries what words need:

- for a card (R40–R43): in what share of the guessed deals the seat's side wins the
  trick in progress, the maker's side makes its contract (R52), and the points the
  seat's side takes on average, each with the rest of the hand played as the search
  plays it; and what is certain about the trick whatever the hidden cards
  (``certainty``: proved, not sampled);
- for a bid (R20–R22) and for trumps (R30): the share of deals in which the seat's side
  makes that contract when it is the maker;
- for every choice, ``noise``: the 95 % half-width of its difference from the choice
  made, deal by deal over the same deals.  A review never calls a choice a loss within
  it.

How each kind is valued:

- Bids with three and four players: passing and each legal bid over guessed deals that
  agree with the auction so far, played through with the later bidders modelled from
  the cards they hold in the guess (``auction``); with two players each bid over random
  deals with one suit picked first, the later bidder modelled from its count
  (``handsim.bid_deals``), measured the stronger there (docs/bots.md).  The lowest bid
  unless a higher one is clearly better; passing unless a bid is worth more.
- Trumps: each suit over deals that fit the auction (random deals with two players).
- Cards: perfect-information Monte Carlo over hidden hands that fit everything the seat
  has seen (``worlds``); early on the rest of the trick is searched card by card and
  played out from each of its ends, and once few cards remain an exact alpha-beta
  search takes over (``playsim``).

No Qt here; safe to call from several threads (the cache has a lock).
"""

from __future__ import annotations

import math
import random
import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from ..engine import BID, PLAY, TRUMP
from ..engine.cards import SUITS, mask_of
from ..engine.observation import Observation
from .auction import auction_values, best_worth, deal_for_auction
from .base import legal_plays, must_bid, partner_high
from .certainty import trick_certainty
from .handsim import bid_deals, contract_values, random_deal, simulate_hand
from .judgement import MAX_BID, estimate_points
from .pimc import best_card, guess_deals
from .pimc import position as _seat_position
from .playsim import HorizonSolver, LineSolver, play_card, playout_line
from .worlds import Knowledge

# ---------------------------------------------------------------- the bids
# Table sizes bid by the simulated auction (``auction``); the others by ``bid_deals``.
AUCTION_TABLES = frozenset({3, 4})
# Guessed deals per bid decision, shared by every choice, and the trump suits valued in
# them (the rule-of-thumb best few: a suit far behind on the count never wins the vote).
AUCTION_DEALS = {2: 480, 3: 320, 4: 300}
BID_SUITS = 2
# Deals drawn per guess to find one fitting the auction, and how loosely a bid or pass
# must agree with the rule-of-thumb worth of the hand that made it (points).
FIT_TRIES = 12
FIT_MARGIN = 1.0
# A higher bid must beat the lowest by this much (points of expected result) to be chosen,
# and a bid must beat passing by this much: the best of many noisy estimates is biased
# upwards, so noise alone must not push a bid up.
RAISE_MARGIN = 0.5
BID_MARGIN = {2: 0.0, 3: 0.25, 4: 0.0}
# How the model of the later bidders turns worth into the highest bid they would stand:
# worth less the margin, give or take a normal error of the spread (docs/bots.md).  With
# four players strong players top a bid of 7 or 8 on about its worth
# (benchmarks/bid_profile.py); a margin of 0 has weak hands open to shut them out, 1 not.
# With three players a strong player tops a bid of 2 to 6 once its worth is about the
# bid plus half a point (bid_profile.py against the sparring partner), not plus three.
RIVAL_MARGIN = {2: 2.0, 3: 1.0, 4: 1.0}
RIVAL_SPREAD = {2: 1.5, 3: 1.5, 4: 2.5}
# Points the whole-hand play-out gives a maker's side too many (benchmarks/maker_bias.py,
# docs/bots.md), taken from every maker alike.  With three players the full measured
# 1.5 made the Expert pass hands a strong player bids and makes (a third of the
# contracts from half the seats); a third of it is taken (docs/bots.md, duplicate runs).
MAKER_BIAS = {2: 0.0, 3: 0.5, 4: 0.0}
# Two players (``bid_deals``): deals that pick the suit, deals that value the bids, the
# measured optimism of the simulation per contract, and the worth of the others'
# contracts (a partner's a little to us, an opponent's a little against).
SUIT_DEALS = 128
BID_DEALS = 480
CALIBRATION = {2: -2.0, 3: -4.5, 4: -1.5}
PARTNER_VALUE = 1.5
DEFEND_VALUE = {2: -1.0, 3: 0.0, 4: -1.0}
SIMPLE_RIVAL_MARGIN = {2: 2.0, 3: 1.0, 4: 1.0}

# ---------------------------------------------------------------- trumps
TRUMP_DEALS = 256

# ---------------------------------------------------------------- cards
PLAYOUTS = 1200
MIN_SAMPLES = 32
EXACT_SAMPLES = 64
DEEP_SAMPLES = 32
# Exact search once every hand has at most this many cards, by number of players; with
# three and four players the deepest level is searched only when following (a lead
# there costs several times more).  Timed with benchmarks/bench_ai.py --cpu.
EXACT_CARDS = {2: 5, 3: 4, 4: 4}
# Before that: the tricks searched card by card (every seat's reply the worst for the
# seat's side, a partner's the best) before the play-out takes over, by number of
# players (0: play-outs from the first card), and the play-outs a decision may spend
# on them; guessed deals are added until that is spent (at least MIN_SAMPLES, at most
# as many as plain play-outs would use), so the cost does not depend on the load.
# With four players none: three replies each chosen the worst for the seat's side with
# every card of the guessed deal known credit the opponents with a defence no real pair
# finds, and the Expert gave up contracts for it (docs/bots.md: in duplicate against
# expert-before, the same bids, +0.73 ± 0.80 a hand for play-outs from the first card).
HORIZON_TRICKS = {2: 1, 3: 1, 4: 0}
# The fewest points a plain-led trick must hold before a seat in the play-outs trumps it,
# by number of players (0: whenever it can win it).  With four players an exact search
# with every card known keeps the trump for a later trick (a Pedro's) in most positions
# where the two differ (benchmarks/policy_gap.py, docs/bots.md).
RUFF_POINTS = {2: 0, 3: 0, 4: 1}
HORIZON_PLAYOUTS = 2400
HORIZON_MIN = 24

CACHE_SIZE = 256


@dataclass(frozen=True)
class Evaluation:
    """The values of every choice open to the seat, and the choice the Expert makes.

    ``values`` maps a choice (a card; a bid, None for passing; a suit) to the mean
    result for the seat's side over ``deals`` guessed deals."""

    kind: str                              # BID, TRUMP or PLAY
    values: dict
    choice: object
    deals: int
    noise: dict                            # choice -> 95 % half-width of (choice - it)
    exact: bool = False                    # cards valued by exact search
    makes: dict = field(default_factory=dict)
    wins_trick: dict = field(default_factory=dict)
    points: dict = field(default_factory=dict)
    certain: dict = field(default_factory=dict)
    suits: dict = field(default_factory=dict)   # bid -> the suit valued for it

    def loss(self, choice: object) -> float:
        """Expected points ``choice`` gives away against the Expert's choice (0 when it
        is valued as high or higher)."""
        return max(0.0, self.values[self.choice] - self.values[choice])

    def within_noise(self, choice: object) -> bool:
        return self.loss(choice) <= self.noise.get(choice, 0.0)


# ---------------------------------------------------------------- position and seed
def position_key(obs: Observation) -> str:
    """Everything the evaluation depends on, as text: what the seat can see of this
    hand, nothing of the game's score or of who asks."""
    d = obs.decision
    parts = (
        obs.rules, obs.seat, obs.dealer, d.kind if d is not None else None,
        tuple(sorted(obs.hand)), obs.bids, obs.high_bid, obs.maker, obs.bid, obs.trump,
        sorted(obs.kept_counts.items()), sorted(obs.drawn_counts.items()),
        sorted(obs.given_counts.items()),
        sorted((s, tuple(sorted(c))) for s, c in obs.shown.items()),
        tuple(sorted(obs.my_discards)),
        sorted((s, tuple(sorted(c))) for s, c in obs.given_cards.items()),
        tuple(t.plays for t in obs.tricks), obs.trick)
    return repr(parts)


_cache: OrderedDict[str, Evaluation] = OrderedDict()
_lock = threading.Lock()


def evaluate(obs: Observation) -> Evaluation:
    """The evaluation of the seat's decision now (a bid, trumps or a card)."""
    d = obs.decision
    if d is None or d.seat != obs.seat or d.kind not in (BID, TRUMP, PLAY):
        raise ValueError("evaluate: the seat has no bid, trump or card to choose now")
    key = position_key(obs)
    with _lock:
        found = _cache.get(key)
        if found is not None:
            _cache.move_to_end(key)
            return found
    rng = random.Random(f"evaluate:{key}")
    if d.kind == PLAY:
        ev = _evaluate_play(obs, rng)
    elif d.kind == BID:
        ev = _evaluate_bid(obs, rng)
    else:
        ev = _evaluate_trump(obs, rng)
    with _lock:
        _cache[key] = ev
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    return ev


def clear_cache() -> None:
    with _lock:
        _cache.clear()


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _noise(per_deal: dict, choice: object) -> dict:
    """Each choice's 95 % half-width of its deal-by-deal difference from ``choice``."""
    base = per_deal[choice]
    out = {}
    for c, xs in per_deal.items():
        n = len(xs)
        if c == choice or n < 2:
            out[c] = 0.0
            continue
        diffs = [a - b for a, b in zip(base, xs, strict=True)]
        m = sum(diffs) / n
        var = sum((x - m) ** 2 for x in diffs) / (n - 1)
        out[c] = 1.96 * math.sqrt(var / n)
    return out


# ---------------------------------------------------------------- cards
def position(obs: Observation) -> tuple:
    """``pimc.position`` with the play-out policy the card evaluation assumes."""
    at = _seat_position(obs)
    at[0].trump_for = RUFF_POINTS[obs.rules.players]
    return at


def play_plan(obs: Observation, moves: list[int]) -> tuple[int, bool]:
    """(guessed deals, exact search?) for this card decision."""
    players = obs.rules.players
    exact_cards = EXACT_CARDS[players]
    deepest = len(obs.hand) == exact_cards
    if players >= 3 and not obs.trick:
        exact_cards -= 1
    if len(moves) == 1:
        # Nothing to choose: the values only feed the words (the hint of a forced
        # card is asked on the table's own thread), so a few deals do.
        return MIN_SAMPLES, False
    if len(obs.hand) <= exact_cards:
        return (DEEP_SAMPLES if deepest else EXACT_SAMPLES), True
    return max(MIN_SAMPLES, PLAYOUTS // len(moves)), False


@dataclass
class CardLines:
    """Per legal card, over the guessed deals: the result for the seat's side deal by
    deal, and in how many deals its side won the trick in progress, the maker's side
    made its contract (R52), and the points its side took (summed)."""

    per: dict[int, list[float]]
    wins: dict[int, int]
    made: dict[int, int]
    points: dict[int, int]


def card_lines(obs: Observation, moves: list[int], guesses: list[dict[int, int]],
               exact: bool) -> CardLines:
    """Every card of ``moves`` played in every deal of ``guesses`` (the other seats'
    hands), the rest of the hand searched exactly with every card known (``exact``)
    or played out by the play-out policy."""
    out = CardLines({c: [] for c in moves}, dict.fromkeys(moves, 0),
                    dict.fromkeys(moves, 0), dict.fromkeys(moves, 0))
    at = position(obs)
    solver = LineSolver(at[0], at[0].sid[obs.seat]) if exact else None
    for guess in guesses:
        _add_lines(obs, moves, guess, at, solver, out)
    return out


def _add_lines(obs: Observation, moves: list[int], guess: dict[int, int], at: tuple,
               solver: LineSolver | None, out: CardLines) -> None:
    """Each card of ``moves`` in the deal ``guess``, its line added to ``out``."""
    tb, base, trick, taken = at
    seat = obs.seat
    side = tb.sid[seat]
    hands = list(base)
    for s, m in guess.items():
        hands[s] = m
    for card in moves:
        h2, t2, k2 = list(hands), list(trick), list(taken)
        nxt = play_card(h2, t2, k2, seat, card, tb)
        first = nxt if not t2 else -1
        if solver is not None:
            value, end, won_by = solver.line(h2, t2, nxt, k2, first, int(not t2))
        else:
            value, end, won_by = playout_line(h2, t2, nxt, k2, tb, side, first)
        out.per[card].append(value)
        out.wins[card] += won_by >= 0 and tb.sid[won_by] == side
        out.made[card] += end[tb.maker_sid] >= tb.bid
        out.points[card] += end[side]


def horizon_lines(obs: Observation, moves: list[int], rng: random.Random
                  ) -> tuple[CardLines, int]:
    """``card_lines`` with the next ``HORIZON_TRICKS`` searched before the play-outs,
    over guessed deals added until ``HORIZON_PLAYOUTS`` play-outs are spent."""
    out = CardLines({c: [] for c in moves}, dict.fromkeys(moves, 0),
                    dict.fromkeys(moves, 0), dict.fromkeys(moves, 0))
    at = position(obs)
    tb = at[0]
    solver = HorizonSolver(tb, tb.sid[obs.seat], HORIZON_TRICKS[obs.rules.players])
    knowledge = Knowledge(obs)
    n = 0
    most = max(MIN_SAMPLES, PLAYOUTS // len(moves))
    while n < most and (n < HORIZON_MIN or solver.playouts < HORIZON_PLAYOUTS):
        _add_lines(obs, moves, knowledge.sample(rng), at, solver, out)
        n += 1
    return out, n


def card_values(obs: Observation, guesses: list[dict[int, int]], exact: bool
                ) -> dict[int, float]:
    """The mean result for the seat's side of each legal card over ``guesses``."""
    lines = card_lines(obs, legal_plays(obs), guesses, exact)
    return {c: _mean(v) for c, v in lines.per.items()}


def _evaluate_play(obs: Observation, rng: random.Random) -> Evaluation:
    moves = legal_plays(obs)
    count, exact = play_plan(obs, moves)
    if not exact and len(moves) > 1 and HORIZON_TRICKS[obs.rules.players]:
        lines, n = horizon_lines(obs, moves, rng)
    else:
        guesses = guess_deals(obs, rng, count)
        lines = card_lines(obs, moves, guesses, exact)
        n = len(guesses)
    values = {c: _mean(lines.per[c]) for c in moves}
    choice = best_card(values, position(obs)[0].cost)
    certain = {}
    for c in moves:
        proved = trick_certainty(obs, c)
        if proved is not None:
            certain[c] = proved
    return Evaluation(PLAY, values, choice, n, _noise(lines.per, choice), exact,
                      makes={c: lines.made[c] / n for c in moves},
                      wins_trick={c: lines.wins[c] / n for c in moves},
                      points={c: lines.points[c] / n for c in moves}, certain=certain)


# ---------------------------------------------------------------- bids
def _evaluate_bid(obs: Observation, rng: random.Random) -> Evaluation:
    rules = obs.rules
    low = max(rules.min_bid, obs.high_bid + 1)
    stuck = must_bid(obs)                                          # R22 stuck dealer
    if low > MAX_BID:                                              # R21: nothing to top
        return Evaluation(BID, {None: 0.0}, None, 0, {None: 0.0})
    if rules.players in AUCTION_TABLES:
        per, made, suits, deals = _auction_deals(obs, rng, low)
    else:
        per, made, suits, deals = _simple_deals(obs, rng, low)
    values = {b: _mean(xs) for b, xs in per.items()}
    bids = list(range(low, MAX_BID + 1))
    best = bid_candidate(values, low)
    if stuck:
        choice = best if rules.players in AUCTION_TABLES else low
        del per[None], values[None]
    elif values[best] <= values[None] + BID_MARGIN[rules.players]:
        choice = None
    else:
        choice = best
    return Evaluation(BID, values, choice, deals, _noise(per, choice),
                      makes={b: _mean(made[b]) for b in bids}, suits=suits)


def bid_candidate(values: dict, low: int) -> int:
    """The bid the seat makes if it bids at all, from the values of a bid evaluation:
    the lowest legal one unless a higher one is worth ``RAISE_MARGIN`` more."""
    bids = list(range(low, MAX_BID + 1))
    best = max(bids, key=lambda b: (round(values[b], 6), -b))
    return low if values[best] - values[low] < RAISE_MARGIN else best


def _later(obs: Observation) -> list[int]:
    order = obs.rules.order_from_left_of(obs.dealer)
    return order[order.index(obs.seat) + 1:]


def _auction_deals(obs: Observation, rng: random.Random, low: int):
    rules = obs.rules
    players = rules.players
    hand = mask_of(obs.hand)
    count = {t: estimate_points(hand, t, players, obs.seat == obs.dealer) for t in SUITS}
    suits = sorted(SUITS, key=lambda t: (-count[t], t))[:BID_SUITS]
    deals = AUCTION_DEALS[players]
    table = auction_values(
        rules, obs.seat, hand, obs.dealer, tuple(obs.bids), obs.high_bid, _later(obs),
        deals, rng, rival_margin=RIVAL_MARGIN[players],
        rival_spread=RIVAL_SPREAD[players], fit_margin=FIT_MARGIN, tries=FIT_TRIES,
        maker_bias=MAKER_BIAS[players], suits=suits)
    per: dict = {None: table.passing}
    made: dict = {}
    chosen: dict = {}
    for b in range(low, MAX_BID + 1):
        t = max(suits, key=lambda t: (round(_mean(table.bids[(t, b)]), 6), -t))
        per[b] = table.bids[(t, b)]
        made[b] = table.made[(t, b)]
        chosen[b] = t
    return per, made, chosen, deals


def _simple_deals(obs: Observation, rng: random.Random, low: int):
    rules = obs.rules
    players = rules.players
    hand = mask_of(obs.hand)
    bids = list(range(low, MAX_BID + 1))
    # The best of four noisy estimates is biased upwards (a winner's curse), so one set
    # of deals picks the suit and a fresh set values the bids with it.
    pick = contract_values(rules, obs.seat, hand, obs.dealer, list(SUITS), [low],
                           SUIT_DEALS, rng)
    suit = max(SUITS, key=lambda t: (pick[(t, low)], -t))
    defend = DEFEND_VALUE[players]
    outcome = {"calibration": CALIBRATION[players], "partner": PARTNER_VALUE,
               "defend": defend,
               "standing": PARTNER_VALUE if partner_high(obs) else defend}
    values, passing, made = bid_deals(rules, obs.seat, hand, obs.dealer, suit, bids,
                                      BID_DEALS, rng, _later(obs), obs.high_bid, outcome,
                                      SIMPLE_RIVAL_MARGIN[players])
    per: dict = {None: passing}
    per.update(values)
    return per, made, dict.fromkeys(bids, suit), BID_DEALS


# ---------------------------------------------------------------- trumps
def _evaluate_trump(obs: Observation, rng: random.Random) -> Evaluation:
    rules = obs.rules
    me = obs.seat
    hand = mask_of(obs.hand)
    per = {t: [] for t in SUITS}
    made = dict.fromkeys(SUITS, 0)
    fitted = rules.players in AUCTION_TABLES
    for _ in range(TRUMP_DEALS):
        if fitted:
            deal, pack = deal_for_auction(rules, me, hand, obs.dealer, tuple(obs.bids),
                                          rng, FIT_TRIES, FIT_MARGIN)
        else:
            deal, pack = random_deal(rules, me, hand, rng)
        for t in SUITS:
            taken, tb = simulate_hand(rules, deal, pack, obs.dealer, me, obs.bid, t)
            per[t].append(tb.utility(taken, tb.sid[me]))
            made[t] += taken[tb.sid[me]] >= obs.bid
    values = {t: _mean(per[t]) for t in SUITS}
    fallback = best_worth(rules, hand, me, obs.dealer)[1]
    choice = max(SUITS, key=lambda t: (round(values[t], 6), t == fallback, -t))
    return Evaluation(TRUMP, values, choice, TRUMP_DEALS, _noise(per, choice),
                      makes={t: made[t] / TRUMP_DEALS for t in SUITS})


def trump_fitted(players: int) -> bool:
    """Whether the trump values come from deals fitted to the auction."""
    return players in AUCTION_TABLES
