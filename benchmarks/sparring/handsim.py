"""A whole hand played from the deal by rules of thumb, for valuing bids and trumps.

Follows the engine's order of events: every player who must discards non-trumps and
keeps at most six trumps (R31, R32; R60/R61: with two or three players the dealer too),
draws to six from the pack in turn from the dealer's left (R33), and with four players
the dealer robs the pack (R34) and, if it ran out, gives the short players cards from
the discards (R35).  Dead point cards discarded by the maker's opponents score for the
maker (R36).  Then six tricks by the play-out policy, the maker leading (R40).
"""

from __future__ import annotations

from .geo import Geo, bits
from .policy import play_out

HAND = 6


def keep_order(g: Geo, c: int) -> tuple[int, int]:
    """Which trumps to keep first: point cards, then power."""
    return (g.points[c] > 0, g.power[c])


def rob_order(g: Geo, c: int) -> tuple[int, int, int]:
    """The dealer's keep: trumps as above, then high plain cards."""
    trump = g.eff[c] == g.trump
    return (trump, g.points[c] > 0 if trump else 0, g.power[c])


def best_of(g: Geo, mask: int, count: int, key) -> int:
    cards = sorted(bits(mask), key=lambda c: key(g, c), reverse=True)
    out = 0
    for c in cards[:count]:
        out |= 1 << c
    return out


def simulate(g: Geo, seats: tuple[int, ...], side: list[int], nsides: int, dealer: int,
             deal: list[int], pack: list[int], maker: int) -> list[int]:
    """Points each side takes (R36 awards included) when ``maker`` names ``g.trump``.

    ``deal`` is a nine-card mask per seat, ``pack`` the undealt cards in order."""
    n = len(seats)
    i = seats.index(dealer)
    order = [seats[(i + k) % n] for k in range(1, n + 1)]
    tm = g.trump_mask
    hands = [0, 0, 0, 0]
    taken = [0] * nsides
    msd = side[maker]
    award = 0
    discards = {s: 0 for s in seats}
    drawers = order[:-1] if n == 4 else order
    for s in drawers:
        trumps = deal[s] & tm
        if trumps.bit_count() > HAND:
            keep = best_of(g, trumps, HAND, keep_order)
        else:
            keep = trumps
        hands[s] = keep
        discards[s] = deal[s] & ~keep
    pos = 0
    short = []
    for s in drawers:
        need = HAND - hands[s].bit_count()
        got = pack[pos:pos + need]
        pos += need
        for c in got:
            hands[s] |= 1 << c
        if len(got) < need:
            short.append(s)
    if n == 4:
        pool = deal[dealer]
        for c in pack[pos:]:
            pool |= 1 << c
        keep = best_of(g, pool, HAND, rob_order)
        hands[dealer] = keep
        discards[dealer] = pool & ~keep
        for s in short:
            need = HAND - hands[s].bit_count()
            friend = side[s] == side[dealer]
            cards = sorted(bits(discards[dealer]), key=lambda c: rob_order(g, c),
                           reverse=friend)[:need]
            for c in cards:
                hands[s] |= 1 << c
                discards[dealer] &= ~(1 << c)
    for s in seats:
        if side[s] != msd:
            for c in bits(discards[s] & g.point_mask):
                award += g.points[c]
    taken[msd] += award
    nxt = [0] * 4
    for k, s in enumerate(seats):
        nxt[s] = seats[(k + 1) % n]
    play_out(g, hands, nxt, n, side, maker, [], taken)
    return taken
