"""Alpha-beta over one sampled deal (all hands known), for the expected score
difference of the whole hand, contract included (outcome.hand_value).

Two sides: the root's side maximises, the other minimises.  Three players: the root
maximises its own worth and both others minimise it (the 'paranoid' reduction, which
keeps alpha-beta sound).  Beyond ``horizon`` completed tricks the rest of the hand is
played by the rule-of-thumb policy.  Cards that are equal for the rest of the hand
(same holder, same effective suit, no live card between them, no points) are searched
once.  A table of bounds at trick starts saves re-searching transposed orders.

Every node and every play-out card counts against ``nodes``, which the caller compares
with its budget: the work done, not the clock, bounds a decision.
"""

from __future__ import annotations

from cinch_qt.games.cinch.engine.tricks import legal_mask

from .geo import Geo, bits
from .outcome import hand_value
from .policy import pick, play_out

INF = float("inf")


class Search:
    def __init__(self, g: Geo, seats: tuple[int, ...], side: list[int], maker: int,
                 bid: int, root_seat: int) -> None:
        self.g = g
        self.n = len(seats)
        nxt = [0] * 4
        for i, s in enumerate(seats):
            nxt[s] = seats[(i + 1) % len(seats)]
        self.nxt = nxt
        self.side = side
        self.maker = maker
        self.bid = bid
        self.root = side[root_seat]
        if len(set(side[s] for s in seats)) == 2:
            self.maxer = [side[s] == self.root for s in range(4)]
        else:
            self.maxer = [s == root_seat for s in range(4)]
        self.seats = seats
        self.nodes = 0
        self.tt: dict = {}
        self.leaf: dict = {}

    # ---------------------------------------------------------------- helpers
    def value(self, taken: list[int]) -> float:
        return hand_value(taken, self.maker, self.bid, self.root)

    def moves(self, hands: list[int], seat: int, led: int, trick: list) -> list[int]:
        g = self.g
        legal = legal_mask(hands[seat], led, g.table)
        if legal & (legal - 1) == 0:
            return [legal.bit_length() - 1]
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for _, c in trick:
            live |= 1 << c
        points = g.points
        out = []
        for s in range(4):
            if not legal & g.suit_masks[s]:
                continue
            prev_mine_zero = False
            for c in g.by_power[s]:
                if not live >> c & 1:
                    continue
                if legal >> c & 1:
                    zero = points[c] == 0
                    if not (prev_mine_zero and zero):
                        out.append(c)
                    prev_mine_zero = zero
                else:
                    prev_mine_zero = False
        if len(out) > 2:
            # The rule of thumb's card first: a good first move makes the cut-offs.
            if trick:
                best_seat, best = trick[0]
                pts = 0
                for s2, c2 in trick:
                    pts += points[c2]
                    if g.beat[best] >> c2 & 1:
                        best, best_seat = c2, s2
            else:
                best, best_seat, pts = -1, seat, 0
            later = []
            s2 = self.nxt[seat]
            for _ in range(self.n - len(trick) - 1):
                later.append(s2)
                s2 = self.nxt[s2]
            first = pick(g, hands, seat, led, best, best_seat, pts, later, self.side)
            if first in out:
                out.remove(first)
                out.insert(0, first)
        return out

    def equal_groups(self, hands: list[int], seat: int, led: int, trick: list
                     ) -> dict[int, list[int]]:
        """Each searched card with the legal cards equal to it (root only)."""
        g = self.g
        legal = legal_mask(hands[seat], led, g.table)
        reps = self.moves(hands, seat, led, trick)
        live = hands[0] | hands[1] | hands[2] | hands[3]
        for _, c in trick:
            live |= 1 << c
        groups = {c: [c] for c in reps}
        for s in range(4):
            rep = None
            for c in g.by_power[s]:
                if not live >> c & 1:
                    continue
                if legal >> c & 1:
                    if c in groups:
                        rep = c if g.points[c] == 0 else None
                    elif rep is not None:
                        groups[rep].append(c)
                else:
                    rep = None
        return groups

    # ---------------------------------------------------------------- search
    def root_values(self, hands: list[int], trick: list[tuple[int, int]], leader: int,
                    taken: list[int], horizon: int) -> dict[int, float]:
        """The value of every legal card of the seat to play."""
        seat = self.nxt[trick[-1][0]] if trick else leader
        led = trick[0][1] if trick else -1
        self.tt = {}
        self.leaf = {}
        out = {}
        for rep, group in self.equal_groups(hands, seat, led, trick).items():
            v = self._after(hands, trick, leader, taken, seat, rep, -INF, INF, horizon)
            for c in group:
                out[c] = v
        return out

    def _after(self, hands, trick, leader, taken, seat, c, alpha, beta, horizon):
        hands[seat] ^= 1 << c
        trick.append((seat, c))
        if len(trick) == self.n:
            g = self.g
            best_seat, best = trick[0]
            pts = 0
            for s2, c2 in trick:
                pts += g.points[c2]
                if g.beat[best] >> c2 & 1:
                    best, best_seat = c2, s2
            sd = self.side[best_seat]
            taken[sd] += pts
            v = self.ab(hands, [], best_seat, taken, alpha, beta, horizon - 1)
            taken[sd] -= pts
        else:
            v = self.ab(hands, trick, leader, taken, alpha, beta, horizon)
        trick.pop()
        hands[seat] ^= 1 << c
        return v

    def ab(self, hands, trick, leader, taken, alpha, beta, horizon):
        self.nodes += 1
        start = not trick
        if start:
            if not hands[leader]:
                return self.value(taken)
            key = (hands[0], hands[1], hands[2], hands[3], leader, *taken)
            if horizon <= 0:
                # The play-out from here is one fixed line: the same position reached by
                # another order of the searched tricks needs no second play-out.
                v = self.leaf.get(key)
                if v is None:
                    h = hands[:]
                    t = taken[:]
                    self.nodes += play_out(self.g, h, self.nxt, self.n, self.side, leader,
                                           [], t)
                    v = self.leaf[key] = self.value(t)
                return v
            hit = self.tt.get(key)
            if hit is not None:
                lo, hi = hit
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
            seat = leader
            led = -1
        else:
            seat = self.nxt[trick[-1][0]]
            led = trick[0][1]
        a0, b0 = alpha, beta
        maxing = self.maxer[seat]
        best_v = -INF if maxing else INF
        for c in self.moves(hands, seat, led, trick):
            v = self._after(hands, trick, leader, taken, seat, c, alpha, beta, horizon)
            if maxing:
                if v > best_v:
                    best_v = v
                    if v > alpha:
                        alpha = v
            else:
                if v < best_v:
                    best_v = v
                    if v < beta:
                        beta = v
            if alpha >= beta:
                break
        if start:
            if best_v <= a0:
                self.tt[key] = (-INF, best_v)
            elif best_v >= b0:
                self.tt[key] = (best_v, INF)
            else:
                self.tt[key] = (best_v, best_v)
        return best_v


def brute_force(g: Geo, seats: tuple[int, ...], side: list[int], maker: int, bid: int,
                root_seat: int, hands: list[int], trick: list[tuple[int, int]],
                leader: int, taken: list[int]) -> dict[int, float]:
    """Plain minimax over every legal card, no pruning, no tables (for tests)."""
    n = len(seats)
    nxt = [0] * 4
    for i, s in enumerate(seats):
        nxt[s] = seats[(i + 1) % n]
    root = side[root_seat]
    two = len(set(side[s] for s in seats)) == 2

    def maxing(seat: int) -> bool:
        return side[seat] == root if two else seat == root_seat

    def step(hands, trick, leader, taken, seat, c):
        hands = hands[:]
        hands[seat] ^= 1 << c
        trick = trick + [(seat, c)]
        if len(trick) == n:
            best_seat, best = trick[0]
            pts = 0
            for s2, c2 in trick:
                pts += g.points[c2]
                if g.beat[best] >> c2 & 1:
                    best, best_seat = c2, s2
            taken = taken[:]
            taken[side[best_seat]] += pts
            return mm(hands, [], best_seat, taken)
        return mm(hands, trick, leader, taken)

    def mm(hands, trick, leader, taken):
        if not trick and not hands[leader]:
            return hand_value(taken, maker, bid, root)
        seat = nxt[trick[-1][0]] if trick else leader
        led = trick[0][1] if trick else -1
        vals = [step(hands, trick, leader, taken, seat, c)
                for c in bits(legal_mask(hands[seat], led, g.table))]
        return max(vals) if maxing(seat) else min(vals)

    seat = nxt[trick[-1][0]] if trick else leader
    led = trick[0][1] if trick else -1
    return {c: step(hands, trick, leader, taken, seat, c)
            for c in bits(legal_mask(hands[seat], led, g.table))}
