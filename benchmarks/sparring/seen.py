"""What one seat has seen of the hand in play, read from its Observation only.

Cards played by each seat, the voids they showed (R41: no trump on a trump lead means
no trump left; R42: a card of neither the suit led nor trumps on a plain lead means none
of the suit led left; trumping is always allowed, so a trump shows nothing), the shown
dead trumps (R32, R34, R37) and the cards the seat knows a player holds (the dealer's
gifts, R35).
"""

from __future__ import annotations

from cinch_qt.games.cinch.engine.cards import mask_of
from cinch_qt.games.cinch.engine.observation import Observation

from .geo import GEOS, Geo


class Seen:
    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        self.me = obs.seat
        self.seats = obs.rules.seats
        self.players = obs.rules.players
        g: Geo = GEOS[obs.trump]
        self.g = g
        self.hand = mask_of(obs.hand)
        self.played = {s: 0 for s in self.seats}
        self.void_trump = {s: False for s in self.seats}
        self.void_suits = {s: 0 for s in self.seats}   # bit per plain suit
        tricks = [t.plays for t in obs.tricks]
        if obs.trick:
            tricks.append(obs.trick)
        for plays in tricks:
            led = g.eff[plays[0][1]]
            for s, c in plays:
                self.played[s] |= 1 << c
                e = g.eff[c]
                if e != led:
                    if led == g.trump:
                        self.void_trump[s] = True
                    elif e != g.trump:
                        self.void_suits[s] |= 1 << led
        self.shown = {s: mask_of(obs.shown.get(s, ())) for s in self.seats}
        self.known = {s: 0 for s in self.seats}
        for s, cards in obs.given_cards.items():
            if s != self.me:
                self.known[s] = mask_of(cards) & ~self.played[s]
        seen = self.hand | mask_of(obs.my_discards)
        for s in self.seats:
            seen |= self.played[s] | self.shown[s] | self.known[s]
        self.unseen = ((1 << 52) - 1) & ~seen

    def hidden_count(self, s: int) -> int:
        """How many cards of ``s``'s hand this seat cannot see."""
        return 6 - self.played[s].bit_count() - self.known[s].bit_count()
