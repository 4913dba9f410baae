"""Rules of thumb shared by the bots: what cards are worth keeping, what a hand is
worth as a contract, and how to turn that worth into a bid.

Points are what matter (R50): the two Pedros are ten of the fourteen, and a Pedro is
only safe when its holder has enough higher trumps to keep it out of an opponent's
trick.  The numbers below are judgements, checked against the simulations in
``handsim`` (see docs/bots.md); they are not derived from any outside source.
"""

from __future__ import annotations

from cinch_qt.games.cinch.engine.cards import (
    ACE,
    FIVE,
    JACK,
    SUITS,
    TEN,
    TRUMP_TABLES,
    TrumpTable,
    make_card,
    rank_of,
)

from .playsim import bits

MAX_BID = 14


def keep_value(card: int, tt: TrumpTable) -> int:
    """Worth of a card to the hand that holds it: trumps by points then power, plain
    cards below every trump by rank."""
    if tt.trump_mask >> card & 1:
        return 1000 + tt.points[card] * 100 + tt.power[card]
    return rank_of(card)


def best_cards(mask: int, count: int, tt: TrumpTable) -> int:
    """The ``count`` cards of ``mask`` most worth keeping (R32 keep, R34 rob)."""
    ranked = sorted(bits(mask), key=lambda c: -keep_value(c, tt))
    out = 0
    for c in ranked[:count]:
        out |= 1 << c
    return out


def gift_cards(pool: int, count: int, to_partner: bool, tt: TrumpTable) -> int:
    """R35: a partner gets the dealer's best spare cards, an opponent the worst."""
    ranked = sorted(bits(pool), key=lambda c: keep_value(c, tt), reverse=to_partner)
    out = 0
    for c in ranked[:count]:
        out |= 1 << c
    return out


def estimate_points(hand: int, trump: int, players: int, is_dealer: bool) -> float:
    """Points a maker holding ``hand`` (nine cards before the discard) can expect its
    side to take with ``trump`` named: a rule-of-thumb count, not a simulation."""
    tt = TRUMP_TABLES[trump]
    trumps = hand & tt.trump_mask
    n = trumps.bit_count()
    top = sum(1 for r in (ACE, ACE - 1, ACE - 2, JACK) if trumps >> make_card(r, trump) & 1)
    pts = 0.0
    if trumps >> make_card(ACE, trump) & 1:
        pts += 1.0                                   # High cannot be lost
    if trumps >> make_card(JACK, trump) & 1:
        pts += 0.9 if top >= 2 else 0.6
    if trumps >> make_card(TEN, trump) & 1:
        pts += 0.7 if top >= 2 else 0.5
    pts += 0.5                                       # Low: whoever takes it, often us
    guard = min(0.95, 0.35 + 0.15 * top + 0.05 * n)
    for pedro in (make_card(FIVE, trump), tt.off_five):
        if trumps >> pedro & 1:
            pts += 5 * guard
        else:
            # An outside Pedro is caught now and then by a long, high hand.
            pts += 5 * min(0.35, 0.06 * top + 0.02 * n)
    if players == 4:
        pts += 1.5                                   # a partner brings something
        if is_dealer:
            pts += 1.5                               # robbing the pack (R34)
    elif players == 2:
        pts += 1.0
    return pts


def hand_strength_by_suit(hand: int, players: int, is_dealer: bool) -> dict[int, float]:
    return {t: estimate_points(hand, t, players, is_dealer) for t in SUITS}


def choose_bid(best_worth: float, high_bid: int, min_bid: int, partner_high: bool,
               must_bid: bool, margin: float, cap: int = 12) -> int | None:
    """The bid (or None to pass) for a hand whose contract is worth ``best_worth``
    points: bid up to what the hand can make, never past ``cap`` (14 is for hands that
    hold every point, R20/R21), and leave a partner's bid alone unless clearly
    stronger."""
    low = max(min_bid, high_bid + 1)
    if low > MAX_BID:
        return None
    safe = int(best_worth - margin)
    safe = min(safe, cap)
    if partner_high and safe < high_bid + 2:
        safe = 0
    if safe >= low:
        return safe
    if must_bid:
        return low                                    # R22 stuck dealer
    return None
