"""A lean simulation of the play of one hand (R40–R43, R50–R52, R61) for search.

Positions are plain lists indexed by seat (0..3) holding card bitmasks, so that a
play-out costs tens of microseconds rather than the milliseconds a GameState clone
would.  Whether a card may be played and who wins a trick is decided only by
``engine.tricks`` (legal_mask, beats, trick_winner_index), the same code the game
itself uses; what this module adds is bookkeeping, a full-information play policy for
play-outs, and an exact alpha-beta search for the last few tricks.
"""

from __future__ import annotations

from ..engine.cards import TRUMP_TABLES, TrumpTable, cards_of
from ..engine.rules import N, Rules, S
from ..engine.scoring import TOTAL_POINTS
from ..engine.tricks import beats, legal_mask, trick_winner_index

HAND_SIZE = 6


def low_bit(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


bits = cards_of  # the engine's mask -> ascending cards


class Table:
    """The fixed facts of one hand: who sits where, the trump, the contract."""

    __slots__ = ("rules", "players", "seats", "nxt", "sid", "sides", "tt", "maker_sid",
                 "bid", "cost", "trump_for")

    def __init__(self, rules: Rules, trump: int, maker: int, bid: int) -> None:
        self.rules = rules
        self.players = rules.players
        self.seats = rules.seats
        self.nxt = [0] * 4
        for s in self.seats:
            self.nxt[s] = rules.next_seat(s)
        # Side ids: with partners 0 = NS and 1 = EW; otherwise each seat is its own side.
        if rules.players == 4:
            self.sid = [0 if s in (N, S) else 1 for s in range(4)]
            self.sides = (0, 1)
        else:
            self.sid = list(range(4))
            self.sides = tuple(self.seats)
        self.tt: TrumpTable = TRUMP_TABLES[trump]
        self.maker_sid = self.sid[maker]
        self.bid = bid
        # Sorting cost: the card to give away first is the cheapest — no points, lowest
        # power (plain cards sit below every trump in power).
        pts, power = self.tt.points, self.tt.power
        self.cost = tuple(pts[c] * 1000 + power[c] for c in range(52))
        # The fewest points a plain-led trick must hold before the policy trumps it
        # (0: any trick it can win); the card evaluation sets it (evaluation.py).
        self.trump_for = 0

    def utility(self, taken: list[int], side: int) -> float:
        """The hand's net result for ``side``: its score minus the opponents' (R51, R52;
        R61 with three players, where it is the score minus the others' average)."""
        maker, bid = self.maker_sid, self.bid
        if self.players == 3:
            total = 0.0
            mine = 0
            for s in self.sides:
                v = taken[s]
                if s == maker and v < bid:
                    v = -bid
                if s == side:
                    mine = v
                else:
                    total += v
            return mine - total / 2.0
        other = 1 - maker if self.players == 4 else (N if maker == S else S)
        if taken[maker] >= bid:
            net = taken[maker] - taken[other]
        else:
            net = -(TOTAL_POINTS + bid - taken[maker])
        return net if side == maker else -net


def cheapest(mask: int, cost: tuple[int, ...]) -> int:
    best, best_cost = -1, 1 << 30
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        mask ^= low
        if cost[c] < best_cost:
            best, best_cost = c, cost[c]
    return best


def dearest(mask: int, cost: tuple[int, ...]) -> int:
    best, best_cost = -1, -1
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        mask ^= low
        if cost[c] > best_cost:
            best, best_cost = c, cost[c]
    return best


def _can_be_beaten(card: int, seats_after: list[int], hands: list[int], tt: TrumpTable,
                   led: int) -> bool:
    """Whether a player still to play could take the trick from ``card``."""
    for s in seats_after:
        legal = legal_mask(hands[s], led, tt)
        while legal:
            low = legal & -legal
            legal ^= low
            if beats(low.bit_length() - 1, card, tt):
                return True
    return False


def policy(seat: int, hands: list[int], trick: list[tuple[int, int]], tb: Table) -> int:
    """A sound full-information play for play-outs: cash the top trump, win tricks worth
    winning as cheaply as is safe, give points to a partner who holds the trick, and
    otherwise throw the cheapest card."""
    tt = tb.tt
    hand = hands[seat]
    led = trick[0][1] if trick else -1
    legal = legal_mask(hand, led, tt)
    if legal & (legal - 1) == 0:
        return low_bit(legal)
    cost = tb.cost
    if not trick:
        trumps = legal & tt.trump_mask
        if trumps:
            everyone = 0
            for s in tb.seats:
                everyone |= hands[s]
            top = dearest_power(everyone & tt.trump_mask, tt)
            if hand >> top & 1:
                return top
        return cheapest(legal, cost)
    cards = [c for _, c in trick]
    bi = trick_winner_index(cards, tt)
    best = cards[bi]
    after = []
    s = tb.nxt[seat]
    while s != trick[0][0]:
        after.append(s)
        s = tb.nxt[s]
    sid = tb.sid
    pts = tt.points
    if sid[trick[bi][0]] == sid[seat] and tb.players != 3:
        if not _can_be_beaten(best, after, hands, tt, led):
            return dearest(legal & tt.point_mask, cost) if legal & tt.point_mask \
                else cheapest(legal, cost)
        return cheapest(legal, cost)
    winners = 0
    m = legal
    while m:
        low = m & -m
        m ^= low
        if beats(low.bit_length() - 1, best, tt):
            winners |= low
    if winners:
        on_trick = 0
        for c in cards:
            on_trick += pts[c]
        if on_trick < tb.trump_for and not tt.trump_mask >> led & 1:
            winners &= ~tt.trump_mask
    if winners:
        safe = 0
        m = winners
        while m:
            low = m & -m
            m ^= low
            if not after or not _can_be_beaten(low.bit_length() - 1, after, hands, tt, led):
                safe |= low
        if safe:
            # A safe winner carrying points banks them; else win as cheaply as possible.
            return dearest(safe & tt.point_mask, cost) if safe & tt.point_mask \
                else cheapest(safe, cost)
        if on_trick:
            return dearest(winners & ~tt.point_mask, cost) if winners & ~tt.point_mask \
                else cheapest(winners, cost)
    return cheapest(legal, cost)


def dearest_power(mask: int, tt: TrumpTable) -> int:
    return dearest(mask, tt.power)


def play_card(hands: list[int], trick: list[tuple[int, int]], taken: list[int], seat: int,
              card: int, tb: Table) -> int:
    """Play ``card`` for ``seat`` in place; returns the seat to act next (the trick's
    winner when it completes)."""
    hands[seat] &= ~(1 << card)
    trick.append((seat, card))
    if len(trick) < tb.players:
        return tb.nxt[seat]
    tt = tb.tt
    wi = trick_winner_index([c for _, c in trick], tt)
    winner = trick[wi][0]
    pts = tt.points
    won = 0
    for _, c in trick:
        won += pts[c]
    taken[tb.sid[winner]] += won
    trick.clear()
    return winner


def playout(hands: list[int], trick: list[tuple[int, int]], to_act: int, taken: list[int],
            tb: Table) -> list[int]:
    """Play the hand out with ``policy`` for every seat; returns the final points taken
    per side id.  The arguments are copied, not changed."""
    hands = list(hands)
    trick = list(trick)
    taken = list(taken)
    seat = to_act
    while hands[seat]:
        card = policy(seat, hands, trick, tb)
        seat = play_card(hands, trick, taken, seat, card, tb)
    return taken


class Solver:
    """Exact alpha-beta search of the rest of a hand with every card known.  The side
    ``side`` maximises ``Table.utility``; every other seat minimises it (with three
    players that is the cautious, 'paranoid' view)."""

    def __init__(self, tb: Table, side: int) -> None:
        self.tb = tb
        self.side = side
        self.nodes = 0

    def value(self, hands: list[int], trick: list[tuple[int, int]], to_act: int,
              taken: list[int]) -> float:
        return self._search(list(hands), list(trick), to_act, list(taken), -1e9, 1e9)

    def _search(self, hands: list[int], trick: list[tuple[int, int]], seat: int,
                taken: list[int], alpha: float, beta: float) -> float:
        self.nodes += 1
        tb = self.tb
        if not hands[seat]:
            return tb.utility(taken, self.side)
        led = trick[0][1] if trick else -1
        legal = legal_mask(hands[seat], led, tb.tt)
        moves = bits(legal)
        if len(moves) > 1:
            first = policy(seat, hands, trick, tb)
            moves.remove(first)
            moves.insert(0, first)
        maximise = tb.sid[seat] == self.side
        best = -1e9 if maximise else 1e9
        for card in moves:
            h2 = list(hands)
            t2 = list(trick)
            k2 = list(taken)
            nxt = play_card(h2, t2, k2, seat, card, tb)
            v = self._search(h2, t2, nxt, k2, alpha, beta)
            if maximise:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        return best


# The end of one line of play: (my side's result, points taken per side id, the seat that
# won the trick in progress at the start, or -1 if none was in progress and none ended).
Line = tuple[float, list[int], int]


def playout_line(hands: list[int], trick: list[tuple[int, int]], to_act: int,
                 taken: list[int], tb: Table, side: int, first: int = -1) -> Line:
    """``playout`` that also tells who won the first trick to end (``first``: already
    known)."""
    hands = list(hands)
    trick = list(trick)
    taken = list(taken)
    seat = to_act
    while hands[seat]:
        card = policy(seat, hands, trick, tb)
        seat = play_card(hands, trick, taken, seat, card, tb)
        if first < 0 and not trick:
            first = seat
    return tb.utility(taken, side), taken, first


class LineSolver(Solver):
    """``Solver`` that returns the line it found, not only its value: the points each
    side takes and who wins the trick in progress when every card is played as the
    search plays it (the principal line of an exact search).  ``tricks``: how many more
    tricks are searched card by card before the rest is played out with ``policy``
    (a hand has at most nine, so by default every card is searched); ``playouts``
    counts the play-outs run."""

    tricks = 99
    playouts = 0

    def line(self, hands: list[int], trick: list[tuple[int, int]], to_act: int,
             taken: list[int], first: int = -1, done: int = 0) -> Line:
        """``done``: tricks already ended since the search's root (the card just played
        may have ended one)."""
        return self._line(list(hands), list(trick), to_act, list(taken), -1e9, 1e9, first,
                          done)

    def _line(self, hands: list[int], trick: list[tuple[int, int]], seat: int,
              taken: list[int], alpha: float, beta: float, first: int, done: int) -> Line:
        self.nodes += 1
        tb = self.tb
        if not hands[seat]:
            return tb.utility(taken, self.side), taken, first
        if done >= self.tricks and not trick:
            self.playouts += 1
            return playout_line(hands, trick, seat, taken, tb, self.side, first)
        led = trick[0][1] if trick else -1
        moves = bits(legal_mask(hands[seat], led, tb.tt))
        if len(moves) > 1:
            lead = policy(seat, hands, trick, tb)
            moves.remove(lead)
            moves.insert(0, lead)
        maximise = tb.sid[seat] == self.side
        best: Line | None = None
        for card in moves:
            h2 = list(hands)
            t2 = list(trick)
            k2 = list(taken)
            nxt = play_card(h2, t2, k2, seat, card, tb)
            ended = not t2
            found = self._line(h2, t2, nxt, k2, alpha, beta,
                               nxt if first < 0 and ended else first, done + ended)
            v = found[0]
            if maximise:
                if best is None or v > best[0]:
                    best = found
                if v > alpha:
                    alpha = v
            else:
                if best is None or v < best[0]:
                    best = found
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return best


class HorizonSolver(LineSolver):
    """``LineSolver`` that searches every card exactly only until ``tricks`` more tricks
    have ended, and plays the rest of the hand out with ``policy`` from there: the
    replies within the trick in progress (and the next) are the ones that hurt the
    seat's side most, not the policy's, while the cost stays near a play-out's times the
    number of such lines."""

    def __init__(self, tb: Table, side: int, tricks: int) -> None:
        super().__init__(tb, side)
        self.tricks = tricks
