"""A rule-of-thumb card player for play-outs of sampled deals.

It looks at the whole sampled deal (the play-out is of one deal that fits what the seat
has seen, so every hand in it is 'known'), which lets the rules be simple and still
sensible: lead a trump that nobody can beat, otherwise something cheap; give points to a
partner whose card nobody still to play can beat; win a trick with the cheapest card
that is safe; throw the least useful card otherwise.  Written on bitmasks: it runs for
every card of every play-out.
"""

from __future__ import annotations

from cinch_qt.games.cinch.engine.tricks import legal_mask

from .geo import Geo


def _low_plain(g: Geo, mask: int) -> int:
    """The lowest plain card of ``mask`` (plain suits hold no points, R50), or -1."""
    best, best_rank = -1, 99
    for s in g.plain_suits:
        m = mask & g.suit_masks[s]
        if m:
            c = (m & -m).bit_length() - 1
            r = c - 13 * s
            if r < best_rank:
                best, best_rank = c, r
    return best


def _dump(g: Geo, legal: int) -> int:
    """The least useful card: a low plain card, else the lowest trump without points,
    else the trump with the fewest points."""
    c = _low_plain(g, legal)
    if c >= 0:
        return c
    for c in g.trumps_up:
        if legal >> c & 1 and not g.points[c]:
            return c
    for c in g.trumps_by_points:
        if legal >> c & 1:
            return c
    return (legal & -legal).bit_length() - 1


def pick(g: Geo, hands: list[int], seat: int, led: int, best: int, best_seat: int,
         trick_pts: int, later: list[int], side: list[int]) -> int:
    """The card ``seat`` plays: ``led`` is -1 when leading, else the card led; ``best``
    and ``best_seat`` what wins the trick so far; ``later`` the seats still to play."""
    hand = hands[seat]
    table = g.table
    legal = legal_mask(hand, led, table)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    me = side[seat]
    tm = g.trump_mask
    if led < 0:
        trumps = legal & tm
        if trumps:
            for top in g.trumps_down:
                if trumps >> top & 1:
                    break
            others = 0
            for s in later:
                if side[s] != me:
                    others |= hands[s]
            if not g.beat[top] & others & tm:
                return top
        c = _low_plain(g, legal)
        if c >= 0:
            return c
        return _dump(g, legal)
    if side[best_seat] == me:
        beaters = g.beat[best]
        for s in later:
            if side[s] != me and legal_mask(hands[s], led, table) & beaters:
                return _dump(g, legal)
        # The trick is ours: feed it the most points a card can carry.
        pts = legal & g.point_mask
        if pts:
            for c in g.trumps_by_points_desc:
                if pts >> c & 1:
                    return c
        return _dump(g, legal)
    winners = legal & g.beat[best]
    if winners:
        opp = [legal_mask(hands[s], led, table) for s in later if side[s] != me]
        safe = -1
        risky = -1
        # Trumps and the suit led, weakest first: the first safe point card wins
        # points, else the weakest safe card wins cheaply.
        for c in g.up_order:
            if winners >> c & 1:
                beaters = g.beat[c]
                ok = True
                for h in opp:
                    if h & beaters:
                        ok = False
                        break
                if ok:
                    if g.points[c]:
                        if safe < 0 or not g.points[safe] or g.points[c] > g.points[safe]:
                            safe = c
                    elif safe < 0:
                        safe = c
                elif not g.points[c]:
                    risky = c   # ends as the strongest risky card without points
        if safe >= 0:
            return safe
        if trick_pts and risky >= 0:
            return risky
    return _dump(g, legal)


_LATER: dict = {}


def _later_table(nxt: list[int], n: int) -> list[list[tuple[int, ...]]]:
    """For each seat and each number of cards already in the trick, the seats still to
    play after it."""
    table = []
    for seat in range(4):
        row = []
        for count in range(n):
            later = []
            s2 = nxt[seat]
            for _ in range(n - count - 1):
                later.append(s2)
                s2 = nxt[s2]
            row.append(tuple(later))
        table.append(row)
    return table


def play_out(g: Geo, hands: list[int], nxt: list[int], n: int, side: list[int],
             leader: int, trick: list[tuple[int, int]], taken: list[int]) -> int:
    """Play the rest of the hand by ``pick``: ``hands`` (changed in place) by seat,
    ``trick`` the cards already in the current trick, ``taken`` points per side (added
    to).  Returns the number of cards played."""
    played = 0
    points = g.points
    beat = g.beat
    key = (tuple(nxt), n)
    laters = _LATER.get(key)
    if laters is None:
        laters = _LATER[key] = _later_table(nxt, n)
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
            trick = []
        else:
            if not hands[leader]:
                return played
            led = best = -1
            best_seat = leader
            pts = 0
            seat = leader
            count = 0
        while count < n:
            c = pick(g, hands, seat, led, best, best_seat, pts, laters[seat][count], side)
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
