"""Valuing a turn in the auction by simulating the whole hand under every outcome.

One seat about to bid (R20) has these choices: pass, or any bid from the lowest legal
one to 14.  For each guess at the unseen cards that agrees with the auction so far
(``deal_for_auction``: a bid says its bidder holds about that much, a pass says its
holder could not top what it faced), this works out what each choice leads to:

- who ends up maker (R23): the players still to bid are modelled from the cards they
  hold in the guess (``Rival``): each would top the standing bid by one while its hand
  is worth more, and a player leaves its partner's bid alone unless clearly stronger;
- which suit the maker names (R30): mine is the one being valued, a rival's the suit its
  cards favour;
- and the hand that follows, played out in full (``handsim.simulate_hand``: R31–R43,
  R36 awards), scored for my side with the contract's bid (R51, R52; R61 with three).

The value of a choice is the mean over the guesses of my side's score minus the other
sides' — not the chance of making: an opponent's cheap contract that I let through
costs what it scores, and a contract of mine that fails costs the set.  Everybody-passes
is worth 0 (R22 throw-in; the stuck dealer is the caller's business).  The same guesses
value every choice, so their differences carry little sampling noise.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from cinch_qt.games.cinch.engine.cards import SUITS
from cinch_qt.games.cinch.engine.rules import Rules

from .handsim import random_deal, simulate_hand
from .judgement import MAX_BID, estimate_points


def best_worth(rules: Rules, cards: int, seat: int, dealer: int) -> tuple[float, int]:
    """The rule-of-thumb worth of ``cards`` as a contract and the suit giving it."""
    best, suit = -1.0, SUITS[0]
    for t in SUITS:
        w = estimate_points(cards, t, rules.players, seat == dealer)
        if w > best:
            best, suit = w, t
    return best, suit


def fits_auction(rules: Rules, deal: dict[int, int], dealer: int,
                 bids: tuple[tuple[int, int | None], ...], margin: float) -> bool:
    """Whether a guessed deal agrees with the bids made so far: a bid of ``b`` needs a
    hand worth at least ``b - margin``; a pass a hand not worth topping what it faced
    by ``margin`` (R20: the only thing a turn says is pass or a number)."""
    high = 0
    for seat, amount in bids:
        worth, _ = best_worth(rules, deal[seat], seat, dealer)
        if amount is None:
            if worth - margin >= max(rules.min_bid, high + 1) + 1:
                return False
        else:
            if worth + margin < amount:
                return False
            high = amount
    return True


def turn_likelihood(rules: Rules, deal: dict[int, int], dealer: int, me: int,
                    bids: tuple[tuple[int, int | None], ...], shape: Shape,
                    spread: float) -> float:
    """How likely the others' turns in ``bids`` are on the cards of ``deal`` if each
    bidder bids as ``shape`` models it (R20: a turn says pass or a number; what it says
    is that the hand did or did not reach the bar at the lowest legal bid then)."""
    p = 1.0
    high, holder = 0, None
    for seat, amount in bids:
        need = max(rules.min_bid, high + 1)
        if seat != me:
            worth, _ = best_worth(rules, deal[seat], seat, dealer)
            bar = shape.bar(need)
            if holder is not None and rules.side_of(holder) == rules.side_of(seat):
                bar += shape.partner
            chance = 0.5 * (1.0 + math.erf((worth - bar) / (spread * math.sqrt(2.0))))
            p *= chance if amount is not None else 1.0 - chance
        if amount is not None:
            high, holder = amount, seat
    return p


def deal_for_auction(rules: Rules, me: int, my_cards: int, dealer: int,
                     bids: tuple[tuple[int, int | None], ...], rng: random.Random,
                     tries: int, margin: float, shape: Shape | None = None,
                     spread: float = 1.0) -> tuple[dict[int, int], list[int]]:
    """A deal of the unseen cards fitting ``bids`` (others' turns only), drawn by
    rejection; after ``tries`` misfits the last draw is used (an odd auction must not
    stop the bot).  With ``shape`` a deal is kept with the chance that its holders
    would have bid as they did (``turn_likelihood``) instead of by ``margin``."""
    others = tuple((s, b) for s, b in bids if s != me)
    deal, pack = random_deal(rules, me, my_cards, rng)
    if not others:
        return deal, pack
    for _ in range(tries - 1):
        if shape is not None:
            if rng.random() < turn_likelihood(rules, deal, dealer, me, bids, shape, spread):
                break
        elif fits_auction(rules, deal, dealer, others, margin):
            break
        deal, pack = random_deal(rules, me, my_cards, rng)
    return deal, pack


@dataclass(frozen=True)
class Rival:
    """A player still to bid, as modelled in one guessed deal."""

    seat: int
    partner: bool       # on my side (four players)
    reach: int          # the highest bid its cards would stand
    suit: int           # the suit it would name
    strength: float = 0.0   # worth give or take its error (``Shape`` only)


@dataclass(frozen=True)
class Shape:
    """A later bidder modelled as measured rather than by the count less a margin
    (``benchmarks/bid_profile.py``): it bids when its worth, give or take a normal
    error, reaches ``bar(need)`` (``need`` the lowest legal bid; ``partner`` more when
    the standing bid is its partner's), and then says at least ``jump``.  expert-v1 at
    four players opens at 6 or 7 whatever its hand, bids by how good the hand is
    rather than by how high the bidding stands until past 7 (the bar is flat to
    ``knee``), then needs much more for every point higher, and tops the standing bid
    by one once that is past its opening amount."""

    base: float
    slope: float
    partner: float
    jump: int
    knee: int = 0

    def bar(self, need: int) -> float:
        return self.base + self.slope * max(0, need - self.knee)


def rivals_in(rules: Rules, deal: dict[int, int], dealer: int, later: list[int],
              mine: str, margin: float, spread: float, rng: random.Random) -> list[Rival]:
    """The later bidders in one guessed deal: each stands a bid up to the rule-of-thumb
    worth of its cards less ``margin``, give or take a normal error of ``spread``
    (players judge hands differently, and the count is rough)."""
    out = []
    for s in later:
        worth, suit = best_worth(rules, deal[s], s, dealer)
        error = rng.gauss(0.0, spread) if spread else 0.0
        reach = int(worth - margin + error)
        out.append(Rival(s, rules.side_of(s) == mine, min(MAX_BID, reach), suit,
                         worth + error))
    return out


def finish_auction(high: int, holder: int | None, holder_ours: bool, rivals: list[Rival],
                   min_bid: int, shape: Shape | None = None
                   ) -> tuple[int, int | None, int | None]:
    """(final bid, maker, rival index or None) once ``rivals`` have had their turns,
    ``high`` standing by ``holder`` (None: nobody has bid).  A rival tops by one (the
    cheapest winning bid) when its cards stand it; a partner of the standing bidder
    only when clearly stronger (by two).  With ``shape`` the rivals bid as it says."""
    if shape is not None:
        return _finish_shaped(high, holder, holder_ours, rivals, min_bid, shape)
    index = None
    for i, r in enumerate(rivals):
        need = max(min_bid, high + 1)
        if holder is not None and r.partner == holder_ours:
            need = high + 2
        if r.reach >= need and need <= MAX_BID:
            high, holder, holder_ours, index = max(min_bid, high + 1), r.seat, r.partner, i
    return high, holder, index


def _finish_shaped(high: int, holder: int | None, holder_ours: bool, rivals: list[Rival],
                   min_bid: int, shape: Shape) -> tuple[int, int | None, int | None]:
    index = None
    for i, r in enumerate(rivals):
        need = max(min_bid, high + 1)
        if need > MAX_BID:
            break
        bar = shape.bar(need)
        if holder is not None and r.partner == holder_ours:
            bar += shape.partner
        if r.strength >= bar:
            high = min(MAX_BID, max(need, shape.jump))
            holder, holder_ours, index = r.seat, r.partner, i
    return high, holder, index


class PlayedOut:
    """The hands of one guessed deal played out, by (maker, suit), each once: the
    play-out does not depend on the bid, only the score does (R51, R52, R61)."""

    def __init__(self, rules: Rules, deal: dict[int, int], pack: list[int], dealer: int,
                 me: int, maker_bias: float, their_bias: float | None = None) -> None:
        self.rules, self.deal, self.pack, self.dealer, self.me = rules, deal, pack, dealer, me
        self.bias = maker_bias
        self.their_bias = maker_bias if their_bias is None else their_bias
        self.cache: dict[tuple[int, int], tuple[list[int], object]] = {}

    def value(self, maker: int, bid: int, suit: int) -> float:
        """My side's result when ``maker`` plays ``bid`` in ``suit``, the maker's side
        taking ``maker_bias`` points fewer than the play-out gave it (they go to the
        others): the full-information play-out flatters a maker, and in points taken
        rather than in the result, so a high bid loses more by it (a set, R52) than a
        cheap one."""
        key = (maker, suit)
        if key not in self.cache:
            taken, tb = simulate_hand(self.rules, self.deal, self.pack, self.dealer,
                                      maker, bid, suit)
            bias = self.bias if tb.maker_sid == tb.sid[self.me] else self.their_bias
            if bias:
                taken = [float(x) for x in taken]
                others = [x for x in tb.sides if x != tb.maker_sid]
                taken[tb.maker_sid] -= bias
                for x in others:
                    taken[x] += bias / len(others)
            self.cache[key] = (taken, tb)
        taken, tb = self.cache[key]
        tb.bid = bid
        return tb.utility(taken, tb.sid[self.me])


def auction_values(rules: Rules, me: int, my_cards: int, dealer: int,
                   bids_so_far: tuple[tuple[int, int | None], ...], high_bid: int,
                   later: list[int], samples: int, rng: random.Random, *,
                   rival_margin: float, fit_margin: float, tries: int,
                   rival_spread: float = 0.0,
                   maker_bias: float = 0.0,
                   their_bias: float | None = None,
                   suits: list[int] | None = None,
                   shape: Shape | None = None,
                   fit_shape: Shape | None = None,
                   held: dict[tuple[int, int], list[float]] | None = None
                   ) -> tuple[dict[tuple[int, int], float], float]:
    """Mean result for my side of passing and of every legal bid in every suit.

    Returns ({(suit, bid): value}, pass value) for the trump ``suits`` (all four by
    default).  ``maker_bias``: points the play-out gives a maker too many (``PlayedOut``;
    benchmarks/maker_bias.py, docs/bots.md), for every maker alike unless
    ``their_bias`` gives another figure for the other sides' makers.  ``shape``: the
    later bidders bid as measured (``Shape``) instead of by ``rival_margin``;
    ``fit_shape``: the guessed deals agree with the earlier turns by that model
    (``turn_likelihood``) instead of by ``fit_margin``.  ``held``, if given, gets
    for each (suit, bid) [summed result, deals] over the deals where nobody tops it:
    what the contract itself is worth, apart from what a rival's contract brings."""
    low = max(rules.min_bid, high_bid + 1)
    options = list(range(low, MAX_BID + 1))
    mine = rules.side_of(me)
    standing = None
    for s, b in bids_so_far:
        if b is not None and b == high_bid:
            standing = s
    standing_ours = standing is not None and rules.side_of(standing) == mine
    suits = list(SUITS) if suits is None else suits
    totals = {(t, b): 0.0 for t in suits for b in options}
    pass_total = 0.0
    for _ in range(samples):
        deal, pack = deal_for_auction(rules, me, my_cards, dealer, bids_so_far, rng,
                                      tries, fit_margin, fit_shape, rival_spread)
        rivals = rivals_in(rules, deal, dealer, later, mine, rival_margin, rival_spread,
                           rng)
        played = PlayedOut(rules, deal, pack, dealer, me, maker_bias, their_bias)
        # Passing: the standing bid holds unless a later player tops it.
        high, maker, index = finish_auction(high_bid, standing, standing_ours, rivals,
                                            rules.min_bid, shape)
        if maker is not None:
            if index is not None:
                suit = rivals[index].suit
            else:
                suit = best_worth(rules, deal[maker], maker, dealer)[1]
            pass_total += played.value(maker, high, suit)
        # Bidding: my contract at each amount, or a rival's when one tops it.
        outcome_of = {}
        for b in options:
            outcome_of[b] = finish_auction(b, me, True, rivals, rules.min_bid, shape)
        for t in suits:
            for b in options:
                high, maker, index = outcome_of[b]
                if maker == me:
                    value = played.value(me, b, t)
                    totals[(t, b)] += value
                    if held is not None:
                        mine_held = held.setdefault((t, b), [0.0, 0])
                        mine_held[0] += value
                        mine_held[1] += 1
                else:
                    totals[(t, b)] += played.value(maker, high, rivals[index].suit)
    return ({k: v / samples for k, v in totals.items()}, pass_total / samples)
