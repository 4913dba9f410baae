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

import random
from dataclasses import dataclass

from ..engine.cards import SUITS
from ..engine.rules import Rules
from .handsim import random_deal, simulate_hand
from .judgement import MAX_BID, estimate_points
from .playsim import Table


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


def deal_for_auction(rules: Rules, me: int, my_cards: int, dealer: int,
                     bids: tuple[tuple[int, int | None], ...], rng: random.Random,
                     tries: int, margin: float) -> tuple[dict[int, int], list[int]]:
    """A deal of the unseen cards fitting ``bids`` (others' turns only), drawn by
    rejection; after ``tries`` misfits the last draw is used (an odd auction must not
    stop the bot)."""
    others = tuple((s, b) for s, b in bids if s != me)
    deal, pack = random_deal(rules, me, my_cards, rng)
    if not others:
        return deal, pack
    for _ in range(tries - 1):
        if fits_auction(rules, deal, dealer, others, margin):
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
        out.append(Rival(s, rules.side_of(s) == mine, min(MAX_BID, reach), suit))
    return out


def finish_auction(high: int, holder: int | None, holder_ours: bool, rivals: list[Rival],
                   min_bid: int) -> tuple[int, int | None, int | None]:
    """(final bid, maker, rival index or None) once ``rivals`` have had their turns,
    ``high`` standing by ``holder`` (None: nobody has bid).  A rival tops by one (the
    cheapest winning bid) when its cards stand it; a partner of the standing bidder
    only when clearly stronger (by two)."""
    index = None
    for i, r in enumerate(rivals):
        need = max(min_bid, high + 1)
        if holder is not None and r.partner == holder_ours:
            need = high + 2
        if r.reach >= need and need <= MAX_BID:
            high, holder, holder_ours, index = max(min_bid, high + 1), r.seat, r.partner, i
    return high, holder, index


class PlayedOut:
    """The hands of one guessed deal played out, by (maker, suit), each once: the
    play-out does not depend on the bid, only the score does (R51, R52, R61)."""

    def __init__(self, rules: Rules, deal: dict[int, int], pack: list[int], dealer: int,
                 me: int, maker_bias: float) -> None:
        self.rules, self.deal, self.pack, self.dealer, self.me = rules, deal, pack, dealer, me
        self.bias = maker_bias
        self.cache: dict[tuple[int, int], tuple[list[float], Table]] = {}

    def _played(self, maker: int, suit: int) -> tuple[list[float], Table]:
        key = (maker, suit)
        if key not in self.cache:
            taken, tb = simulate_hand(self.rules, self.deal, self.pack, self.dealer,
                                      maker, MAX_BID, suit)
            taken = [float(x) for x in taken]
            if self.bias:
                # The full-information play-out flatters a maker, in points taken rather
                # than in the result, so a high bid loses more by it (a set, R52).
                others = [x for x in tb.sides if x != tb.maker_sid]
                taken[tb.maker_sid] -= self.bias
                for x in others:
                    taken[x] += self.bias / len(others)
            self.cache[key] = (taken, tb)
        return self.cache[key]

    def value(self, maker: int, bid: int, suit: int) -> float:
        """My side's result when ``maker`` plays ``bid`` in ``suit``, the maker's side
        taking ``maker_bias`` points fewer than the play-out gave it."""
        taken, tb = self._played(maker, suit)
        tb.bid = bid
        return tb.utility(taken, tb.sid[self.me])

    def made(self, maker: int, bid: int, suit: int) -> bool:
        """Whether ``maker``'s side takes ``bid`` points or more (R52)."""
        taken, tb = self._played(maker, suit)
        return taken[tb.maker_sid] >= bid


@dataclass
class AuctionDeals:
    """Per guessed deal, my side's result for passing and for each (suit, bid), and
    whether my side made each (suit, bid) when I was its maker (R52): the same deals
    value every choice, so two choices compare deal by deal."""

    passing: list[float]
    bids: dict[tuple[int, int], list[float]]
    made: dict[tuple[int, int], list[bool]]


def auction_values(rules: Rules, me: int, my_cards: int, dealer: int,
                   bids_so_far: tuple[tuple[int, int | None], ...], high_bid: int,
                   later: list[int], samples: int, rng: random.Random, *,
                   rival_margin: float, fit_margin: float, tries: int,
                   rival_spread: float = 0.0, maker_bias: float = 0.0,
                   suits: list[int] | None = None) -> AuctionDeals:
    """My side's result, deal by deal, of passing and of every legal bid in every suit
    of ``suits`` (all four by default).  ``maker_bias``: points the play-out gives a
    maker too many (``PlayedOut``; benchmarks/maker_bias.py, docs/bots.md)."""
    low = max(rules.min_bid, high_bid + 1)
    options = list(range(low, MAX_BID + 1))
    mine = rules.side_of(me)
    standing = None
    for s, b in bids_so_far:
        if b is not None and b == high_bid:
            standing = s
    standing_ours = standing is not None and rules.side_of(standing) == mine
    suits = list(SUITS) if suits is None else suits
    out = AuctionDeals([], {(t, b): [] for t in suits for b in options},
                       {(t, b): [] for t in suits for b in options})
    for _ in range(samples):
        deal, pack = deal_for_auction(rules, me, my_cards, dealer, bids_so_far, rng,
                                      tries, fit_margin)
        rivals = rivals_in(rules, deal, dealer, later, mine, rival_margin, rival_spread,
                           rng)
        played = PlayedOut(rules, deal, pack, dealer, me, maker_bias)
        # Passing: the standing bid holds unless a later player tops it.
        high, maker, index = finish_auction(high_bid, standing, standing_ours, rivals,
                                            rules.min_bid)
        value = 0.0
        if maker is not None:
            if index is not None:
                suit = rivals[index].suit
            else:
                suit = best_worth(rules, deal[maker], maker, dealer)[1]
            value = played.value(maker, high, suit)
        out.passing.append(value)
        # Bidding: my contract at each amount, or a rival's when one tops it.
        outcome_of = {b: finish_auction(b, me, True, rivals, rules.min_bid)
                      for b in options}
        for t in suits:
            for b in options:
                high, maker, index = outcome_of[b]
                if maker == me:
                    value = played.value(me, b, t)
                else:
                    value = played.value(maker, high, rivals[index].suit)
                out.bids[(t, b)].append(value)
                out.made[(t, b)].append(played.made(me, b, t))
    return out
