"""What one seat can infer about the hidden hands, and sampling of hidden hands that fit.

Everything here is read from an Observation, never from a GameState.  During play, the
facts that narrow the other hands are:

- how many cards each player still holds (six minus what they have played);
- R31/R32: a non-dealer who kept ``k`` cards before drawing kept only trumps, so at
  least ``k`` of its six were trumps (minus the trumps it has played since);
- R41: a player who did not play a trump on a trump lead has none left;
- R42: a player who neither followed a plain lead nor trumped has no card of the suit
  led (a trump may still be in the hand: nobody is obliged to trump);
- R32/R34: trumps shown dead are out of play; with four players the dealer robs the
  whole pack, so every trump neither played nor shown is in somebody's hand;
- the bidding: the maker and (with four players) the dealer who robbed hold more trumps
  than chance would give them, so spare trumps lean their way.
"""

from __future__ import annotations

import random

from cinch_qt.games.cinch.engine.cards import TRUMP_TABLES, mask_of
from cinch_qt.games.cinch.engine.observation import Observation

from .playsim import HAND_SIZE, bits


class Knowledge:
    """The constraints on the hidden hands during play, from one seat's observation."""

    def __init__(self, obs: Observation) -> None:
        rules = obs.rules
        tt = TRUMP_TABLES[obs.trump]
        self.seat = obs.seat
        self.tmask = tmask = tt.trump_mask
        self.mine = mask_of(obs.hand)
        seen = self.mine | mask_of(obs.my_discards)
        for cards in obs.shown.values():
            seen |= mask_of(cards)
        played = {s: 0 for s in rules.seats}
        forbid = {s: 0 for s in rules.seats}
        plays = [t.plays for t in obs.tricks]
        if obs.trick:
            plays.append(obs.trick)
        eff = tt.eff_suit
        for trick in plays:
            led = trick[0][1]
            led_suit = eff[led]
            for s, c in trick:
                played[s] |= 1 << c
                seen |= 1 << c
                if eff[c] == led_suit:
                    continue
                if led_suit == obs.trump:
                    forbid[s] |= tmask                                   # R41
                elif not tmask >> c & 1:
                    forbid[s] |= tt.suit_masks[led_suit]                  # R42
        self.unknown = ((1 << 52) - 1) & ~seen
        self.others = [s for s in rules.seats if s != obs.seat]
        self.need = {s: HAND_SIZE - played[s].bit_count() for s in self.others}
        self.forbid = forbid
        self.min_trumps = {}
        for s in self.others:
            k = obs.kept_counts.get(s, 0)
            if rules.players == 4 and s == obs.dealer:
                k = 0
            self.min_trumps[s] = max(0, k - (played[s] & tmask).bit_count())
            if forbid[s] & tmask:
                self.min_trumps[s] = 0
        # With four players the dealer robbed the whole pack, so dead unknown cards hold
        # no trump (R34); with two or three the undealt pack can hide trumps.
        self.dead_takes_trumps = rules.players != 4
        self.dead = self.unknown.bit_count() - sum(self.need.values())
        weight = {s: 1.0 for s in self.others}
        if rules.players == 4 and obs.dealer in weight:
            weight[obs.dealer] = 2.5
        if obs.maker in weight:
            weight[obs.maker] *= 1.5
        self.trump_weight = weight

    def sample(self, rng: random.Random, tries: int = 30) -> dict[int, int]:
        """Hidden hands for the other seats, consistent with every constraint when
        possible; after ``tries`` failures the softer constraints are dropped."""
        for _ in range(tries):
            hands = self._try(rng, strict=True)
            if hands is not None:
                return hands
        hands = self._try(rng, strict=False)
        if hands is not None:
            return hands
        return self._uniform(rng)

    def _try(self, rng: random.Random, strict: bool) -> dict[int, int] | None:
        others = self.others
        cap = dict(self.need)
        hands = {s: 0 for s in others}
        forbid = self.forbid if strict else {s: 0 for s in others}
        trumps = bits(self.unknown & self.tmask)
        plain = bits(self.unknown & ~self.tmask)
        if strict and any(self.min_trumps.values()):
            rng.shuffle(trumps)
        if strict:
            for s in others:
                want = self.min_trumps[s]
                while want and trumps:
                    i = next((i for i, c in enumerate(trumps)
                              if not forbid[s] >> c & 1), -1)
                    if i < 0:
                        return None
                    c = trumps.pop(i)
                    hands[s] |= 1 << c
                    cap[s] -= 1
                    want -= 1
                if want or cap[s] < 0:
                    return None
        # Free places, one per missing card (-1: dead, out of play).  Trumps take the
        # first place they may go in an order drawn with the seats' trump weights
        # (a weighted random permutation: keys u ** (1 / w)); plain cards then take the
        # first allowed place in a uniform shuffle of what is left.
        rand = rng.random
        places = []
        for s in others:
            w = 1.0 / self.trump_weight[s]
            places.extend((rand() ** w, s) for _ in range(cap[s]))
        dead_trumps = self.dead_takes_trumps or not strict
        places.extend((rand() if dead_trumps else -1.0, -1) for _ in range(self.dead))
        places.sort(reverse=True)
        order = [s for _, s in places]
        for c in trumps:
            i = next((i for i, s in enumerate(order)
                      if (dead_trumps if s < 0 else not forbid[s] >> c & 1)), -1)
            if i < 0:
                return None
            s = order.pop(i)
            if s >= 0:
                hands[s] |= 1 << c
                cap[s] -= 1
        rng.shuffle(order)
        for c in plain:
            i = next((i for i, s in enumerate(order) if s < 0 or not forbid[s] >> c & 1), -1)
            if i < 0:
                return None
            s = order.pop(i)
            if s >= 0:
                hands[s] |= 1 << c
                cap[s] -= 1
        if any(cap.values()):
            return None
        return hands

    def _uniform(self, rng: random.Random) -> dict[int, int]:
        cards = bits(self.unknown)
        rng.shuffle(cards)
        hands = {}
        for s in self.others:
            n = self.need[s]
            hands[s] = mask_of(cards[:n])
            del cards[:n]
        return hands
