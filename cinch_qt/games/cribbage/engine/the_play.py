"""The play of the cards (C50–C59): each count up to 31, the go, the resets, and the
end of the play.  A part of ``GameState`` (state.py): it works on the state's fields
and scores through ``_score`` (board_moves.py)."""

from __future__ import annotations

from .cards import CARD_NAMES, RANK, VALUE
from .scoring import peg_points


class ThePlay:
    """The play steps of ``GameState``."""

    def _in_play(self, seat: int) -> bool:
        return seat % self.n_sides not in self.folded

    def _cards_in_play(self) -> bool:
        """Does any seat of a side that has not folded still hold a card?"""
        hands, folded, n = self.hands, self.folded, self.n_sides
        for s in self.active:
            if hands[s] and s % n not in folded:
                return True
        return False

    def _start_count(self, after_or_first: int, first: bool = False) -> None:
        """Begin a count with the first seat (from ``after_or_first`` itself when
        ``first``, else from the seat after it) that is in play and holds cards (C50,
        C53); with nobody holding cards the play is over."""
        order = self.active
        k = len(order)
        i = order.index(after_or_first) + (0 if first else 1)
        for j in range(k):
            seat = order[(i + j) % k]
            if self.hands[seat] and self._in_play(seat):
                self.current = seat
                return
        self._begin_show()

    def _play(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        self.count += VALUE[card]
        self.seq.append(RANK[card])
        self.played.append((seat, card))
        self.last_player = seat
        self.events.append({"e": "play", "seat": self.seat_names[seat],
                            "card": CARD_NAMES[card], "count": self.count})
        pts = peg_points(self.seq, self.count)       # C54–C59, one move (C60)
        if pts and self._score(self.side_of(seat), pts, "play"):
            return
        if self.count == 31:                         # C54: a new count, no go point
            self._reset(seat, go_point=False)
            return
        self._next_to_play(seat)

    def _next_to_play(self, prev: int) -> None:
        """C51, C52: the next seat clockwise that can play acts; the turn says go for
        each seat it passes that cannot; if nobody can play the count ends (C53)."""
        if not self._cards_in_play():
            self._end_play()
            return
        order = self.active
        k = len(order)
        i = order.index(prev)
        room = 31 - self.count
        folded, n = self.folded, self.n_sides
        for j in range(1, k + 1):
            seat = order[(i + j) % k]
            if seat % n in folded:
                continue                             # W30: a folded side takes no part
            for c in self.hands[seat]:
                if VALUE[c] <= room:
                    self.current = seat
                    return
            if seat != self.last_player and seat not in self.gone:
                self.gone.add(seat)
                self.events.append({"e": "go", "seat": self.seat_names[seat]})
        self._reset(self.last_player, go_point=True)

    def _go_point(self) -> bool:
        """C53, C55: the last card of a count scores 1 (a 31 has scored already); no go
        point for a card laid by a side that has since folded (W30).  True if the game
        ended."""
        last = self.last_player
        if self.count != 31 and last is not None and self._in_play(last):
            return self._score(self.side_of(last), 1, "go")
        return False

    def _reset(self, last: int, go_point: bool) -> None:
        if go_point and self._go_point():
            return
        if not self._cards_in_play():
            self._begin_show()                       # C55: no reset after the last card
            return
        self.events.append({"e": "reset"})
        self.count = 0
        self.seq = []
        self.gone = set()
        self.last_player = None
        self._start_count(last)

    def _end_play(self) -> None:
        if self._go_point():
            return
        self._begin_show()
