"""Whole-hand simulation from the deal, for judging bids and the trump suit.

Given one guess at the other players' nine cards and the pack, this plays the hand to
the end the way the rules order it — non-dealers discard and keep trumps (R31, R32),
draw (R33), the dealer robs (R34) and gives if the pack ran short (R35), then six
tricks (R40–R43) — with the rule-of-thumb choices of ``judgement`` and the play-out
policy of ``playsim``, and returns the points each side took (R50, with the R36 awards).
"""

from __future__ import annotations

import random

from ..engine.cards import SUITS
from ..engine.rules import Rules
from .judgement import best_cards, estimate_points, gift_cards
from .playsim import HAND_SIZE, Table, bits, playout


def simulate_hand(rules: Rules, deal: dict[int, int], pack: list[int], dealer: int,
                  maker: int, bid: int, trump: int) -> tuple[list[int], Table]:
    tb = Table(rules, trump, maker, bid)
    tt = tb.tt
    tmask = tt.trump_mask
    hands = [0] * 4
    discards = [0] * 4
    order = rules.order_from_left_of(dealer)
    four = rules.players == 4
    drawers = order[:-1] if four else order
    for s in drawers:
        trumps = deal[s] & tmask
        if trumps.bit_count() > HAND_SIZE:
            trumps = best_cards(trumps, HAND_SIZE, tt)             # R32
        hands[s] = trumps
        discards[s] = deal[s] & ~trumps
    pos = 0
    for s in drawers:                                             # R33
        need = HAND_SIZE - hands[s].bit_count()
        for c in pack[pos:pos + need]:
            hands[s] |= 1 << c
        pos += need
    if four:
        pool = deal[dealer]
        for c in pack[pos:]:
            pool |= 1 << c
        keep = best_cards(pool, HAND_SIZE, tt)                    # R34
        hands[dealer] = keep
        discards[dealer] = pool & ~keep
        for s in drawers:                                         # R35
            short = HAND_SIZE - hands[s].bit_count()
            if short > 0:
                same = tb.sid[s] == tb.sid[dealer]
                gift = gift_cards(discards[dealer], short, same, tt)
                hands[s] |= gift
                discards[dealer] &= ~gift
    taken = [0] * 4
    pts = tt.points
    for s in rules.seats:                                         # R36
        if tb.sid[s] != tb.maker_sid:
            for c in bits(discards[s] & tt.point_mask):
                taken[tb.maker_sid] += pts[c]
    return playout(hands, [], maker, taken, tb), tb


def random_deal(rules: Rules, me: int, my_cards: int, rng: random.Random
                ) -> tuple[dict[int, int], list[int]]:
    """A uniformly random deal of the cards ``me`` cannot see."""
    rest = [c for c in range(52) if not my_cards >> c & 1]
    rng.shuffle(rest)
    deal = {me: my_cards}
    pos = 0
    for s in rules.seats:
        if s == me:
            continue
        m = 0
        for c in rest[pos:pos + 9]:
            m |= 1 << c
        deal[s] = m
        pos += 9
    return deal, rest[pos:]


def fits_bids(rules: Rules, deal: dict[int, int], dealer: int,
              bids: tuple[tuple[int, int | None], ...], margin: float = 1.0) -> bool:
    """Whether a guessed deal agrees with the bidding so far, judged by the rule-of-thumb
    worth of each bidder's nine cards: a bid of ``b`` needs a hand worth about ``b``, a
    pass a hand not worth topping the bid it faced (R20)."""
    high = 0
    for seat, amount in bids:
        worth = max(estimate_points(deal[seat], t, rules.players, seat == dealer)
                    for t in SUITS)
        if amount is None:
            if worth - margin >= max(rules.min_bid, high + 1) + 1:
                return False
        else:
            if worth < amount:
                return False
            high = amount
    return True


def contract_values(rules: Rules, me: int, my_cards: int, dealer: int, suits: list[int],
                    bids: list[int], samples: int, rng: random.Random,
                    prior: tuple[tuple[int, int | None], ...] = (), tries: int = 20
                    ) -> dict[tuple[int, int], float]:
    """Mean net result (``Table.utility`` for my side) of my being maker at each
    (suit, bid), over ``samples`` random deals shared by every suit and bid.  Deals
    are drawn to fit the ``prior`` bids when one of ``tries`` draws does."""
    totals = {(t, b): 0.0 for t in suits for b in bids}
    prior = tuple((s, b) for s, b in prior if s != me)
    for _ in range(samples):
        for _ in range(tries if prior else 1):
            deal, pack = random_deal(rules, me, my_cards, rng)
            if not prior or fits_bids(rules, deal, dealer, prior):
                break
        for t in suits:
            taken, tb = simulate_hand(rules, deal, pack, dealer, me, bids[0], t)
            side = tb.sid[me]
            for b in bids:
                tb.bid = b
                totals[(t, b)] += tb.utility(taken, side)
    return {k: v / samples for k, v in totals.items()}


def rival_bids(rules: Rules, deal: dict[int, int], dealer: int, later: list[int],
               margin: float, cap: int = 12) -> dict[int, int]:
    """What each later bidder would bid at most with the cards it holds in ``deal``: the
    rule-of-thumb worth of its nine cards less ``margin``, never above ``cap`` (a model
    of the table, not a forecast of any one bot)."""
    out = {}
    for s in later:
        worth = max(estimate_points(deal[s], t, rules.players, s == dealer) for t in SUITS)
        out[s] = min(cap, int(worth - margin))
    return out


def bid_deals(rules: Rules, me: int, my_cards: int, dealer: int, suit: int, bids: list[int],
              samples: int, rng: random.Random, later: list[int], high_bid: int,
              outcome: dict[str, float], margin: float
              ) -> tuple[dict[int, list[float]], list[float], dict[int, list[bool]]]:
    """Deal by deal, the result of each bid in ``bids`` (trumps ``suit``) and of
    passing, over ``samples`` random deals shared by all of them, against a model of the
    players still to bid (``later``, in order; ``rival_bids``), and whether my side made
    each bid as maker in that deal (R52).

    In one deal, bidding ``b`` gives my side the contract only if nobody later tops it
    (a partner tops it only when clearly stronger, by two); then it is worth the
    simulated result (``Table.utility``, the set included: R52 or R61) plus
    ``outcome["calibration"]``, the measured optimism of the simulation.  When somebody
    tops it, or when I pass, the hand goes to the highest bidder: ``outcome["partner"]``
    for my partner's contract, ``outcome["defend"]`` for an opponent's, and 0 when
    everybody passes (R22 throw-in; the stuck dealer, R22, is handled by the caller)."""
    values: dict[int, list[float]] = {b: [] for b in bids}
    made: dict[int, list[bool]] = {b: [] for b in bids}
    passing: list[float] = []
    low = max(rules.min_bid, high_bid + 1)
    mine = rules.side_of(me)
    partner_of = {s: rules.side_of(s) == mine for s in later}
    calibration = outcome["calibration"]
    for _ in range(samples):
        deal, pack = random_deal(rules, me, my_cards, rng)
        rivals = rival_bids(rules, deal, dealer, later, margin)
        taken, tb = simulate_hand(rules, deal, pack, dealer, me, bids[0], suit)
        tb_side = tb.sid[me]
        for b in bids:
            top = b
            winner = None
            for s in later:
                need = top + 2 if partner_of[s] and winner is None else top + 1
                if rivals[s] >= need:
                    top, winner = rivals[s], s
            made[b].append(taken[tb_side] >= b)
            if winner is None:
                tb.bid = b
                values[b].append(tb.utility(taken, tb_side) + calibration)
            else:
                values[b].append(outcome["partner"] if partner_of[winner]
                                 else outcome["defend"])
        # Passing: the highest bid so far stands unless a later player tops it.
        top, winner = high_bid, None
        for s in later:
            if rivals[s] >= max(low, top + 1):
                top, winner = rivals[s], s
        if winner is not None:
            passing.append(outcome["partner"] if partner_of[winner] else outcome["defend"])
        elif high_bid:
            passing.append(outcome["standing"])
        else:
            passing.append(0.0)
    return values, passing, made


def bid_values(rules: Rules, me: int, my_cards: int, dealer: int, suit: int, bids: list[int],
               samples: int, rng: random.Random, later: list[int], high_bid: int,
               outcome: dict[str, float], margin: float
               ) -> tuple[dict[int, float], float]:
    """The means of ``bid_deals``: ({bid: expected result}, expected result of passing)."""
    values, passing, _ = bid_deals(rules, me, my_cards, dealer, suit, bids, samples, rng,
                                   later, high_bid, outcome, margin)
    return {b: sum(v) / samples for b, v in values.items()}, sum(passing) / samples
