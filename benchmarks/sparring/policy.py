"""A rule-of-thumb card player for play-outs of sampled deals.

It looks at the whole sampled deal (the play-out is of one deal that fits what the seat
has seen, so every hand in it is 'known'), which lets the rules be simple and still
sensible: lead a trump that nobody can beat, otherwise something cheap; give points to a
partner whose card nobody still to play can beat; win a trick with the cheapest card
that is safe; throw the least useful card otherwise.
"""

from __future__ import annotations

from cinch_qt.games.cinch.engine.tricks import legal_mask

from .geo import Geo, bits


def _dump_key(g: Geo, c: int) -> tuple[int, int, int]:
    # Least useful first: no points, not a trump, low.
    return (g.points[c], g.eff[c] == g.trump, g.power[c])


def pick(g: Geo, hands: list[int], seat: int, led: int, best: int, best_seat: int,
         trick_pts: int, later: list[int], side: list[int]) -> int:
    """The card ``seat`` plays: ``led`` is -1 when leading, else the card led; ``best``
    and ``best_seat`` what wins the trick so far; ``later`` the seats still to play."""
    hand = hands[seat]
    legal = legal_mask(hand, led, g.table)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    me = side[seat]
    if led < 0:
        others = 0
        for s in later:
            if side[s] != me:
                others |= hands[s]
        trumps = legal & g.trump_mask
        if trumps:
            top = max(bits(trumps), key=lambda c: g.power[c])
            if not g.beat[top] & others & g.trump_mask:
                return top
        plain = legal & ~g.trump_mask
        if plain:
            return min(bits(plain), key=lambda c: g.power[c])
        return min(bits(legal), key=lambda c: (g.points[c], g.power[c]))
    led_card = led
    if side[best_seat] == me:
        beatable = False
        beaters = g.beat[best]
        for s in later:
            if side[s] != me and legal_mask(hands[s], led_card, g.table) & beaters:
                beatable = True
                break
        cards = bits(legal)
        if not beatable:
            # The trick is ours: feed it points if a card that cannot take it over
            # anything carries some.
            pts = [c for c in cards if g.points[c]]
            if pts:
                return max(pts, key=lambda c: (g.points[c], -g.power[c]))
        return min(cards, key=lambda c: _dump_key(g, c))
    winners = legal & g.beat[best]
    if winners:
        opp_hands = [hands[s] for s in later if side[s] != me]
        safe = []
        risky = []
        for c in bits(winners):
            beaters = g.beat[c]
            if any(legal_mask(h, led_card, g.table) & beaters for h in opp_hands):
                risky.append(c)
            else:
                safe.append(c)
        if safe:
            return max(safe, key=lambda c: (g.points[c], -g.power[c]))
        if trick_pts:
            cheap = [c for c in risky if not g.points[c]]
            if cheap:
                return max(cheap, key=lambda c: g.power[c])
    return min(bits(legal), key=lambda c: _dump_key(g, c))


def play_out(g: Geo, hands: list[int], nxt: list[int], n: int, side: list[int],
             leader: int, trick: list[tuple[int, int]], taken: list[int]) -> int:
    """Play the rest of the hand by ``pick``: ``hands`` (changed in place) by seat,
    ``trick`` the cards already in the current trick, ``taken`` points per side (added
    to).  Returns the number of cards played."""
    played = 0
    points = g.points
    beat = g.beat
    while True:
        if trick:
            led = trick[0][1]
            best_seat, best = trick[0]
            pts = 0
            for s, c in trick:
                pts += points[c]
                if beat[best] >> c & 1:
                    best, best_seat = c, s
            seat = nxt[trick[-1][0]]
            count = len(trick)
        else:
            if not hands[leader]:
                return played
            led = best = -1
            best_seat = leader
            pts = 0
            seat = leader
            count = 0
        trick = []
        while count < n:
            later = []
            s2 = nxt[seat]
            for _ in range(n - count - 1):
                later.append(s2)
                s2 = nxt[s2]
            c = pick(g, hands, seat, led, best, best_seat, pts, later, side)
            hands[seat] &= ~(1 << c)
            played += 1
            pts += points[c]
            if led < 0:
                led = best = c
                best_seat = seat
            elif beat[best] >> c & 1:
                best, best_seat = c, seat
            count += 1
            seat = nxt[seat]
        taken[side[best_seat]] += pts
        leader = best_seat
