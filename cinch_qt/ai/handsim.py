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
