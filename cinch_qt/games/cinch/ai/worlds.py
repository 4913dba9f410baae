"""What one seat can infer about the hidden hands, and sampling of hidden hands that fit.

Everything here is read from an Observation, never from a GameState.  During play, the
facts that narrow the other hands are:

- how many cards each player still holds (six minus what they have played);
- R31/R32: a non-dealer who kept ``k`` cards before drawing kept only trumps (all of its
  trumps), so its hand at the first lead was ``k`` trumps plus a draw of ``6 - k`` cards
  from the pack;
- R33/R34: the draws are random cards of the pack, so the number of trumps in each draw
  follows the multivariate hypergeometric law of the cards the seat has not seen; with
  four players the dealer robs the pack, so every trump not drawn by a non-dealer went
  to the dealer and every unseen trump is in somebody's hand; with two and three
  players (R60, R61) the undealt pack may hide trumps, dead;
- R35: cards the dealer gave from its discards, when this seat saw them;
- R41: a player who did not play a trump on a trump lead has none left;
- R42: a player who neither followed a plain lead nor trumped has no card of the suit
  led (a trump may still be in the hand: nobody is obliged to trump);
- R32/R34: trumps shown dead are out of play.

A guess first draws how many trumps each other hand holds, each count vector weighted
by its hypergeometric probability given what every seat kept and drew, then deals the
trumps and the plain cards honouring the voids.
"""

from __future__ import annotations

import itertools
import math
import random

from ..engine.cards import TRUMP_TABLES, mask_of
from ..engine.observation import Observation
from .playsim import HAND_SIZE, bits

# Cards dealt to each player before the discard (R10: nine each).
DEALT = 9


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
        self.others = others = [s for s in rules.seats if s != obs.seat]
        # R35 gifts this seat saw (the dealer sees them all) and not yet played.
        self.forced = {s: mask_of(obs.given_cards.get(s, ())) & ~played[s] for s in others}
        for m in self.forced.values():
            seen |= m
        self.unknown = ((1 << 52) - 1) & ~seen
        self.need = {s: HAND_SIZE - played[s].bit_count() for s in others}
        self.free = {s: self.need[s] - self.forced[s].bit_count() for s in others}
        self.forbid = forbid
        four = rules.players == 4
        self.min_trumps = {}
        for s in others:
            k = obs.kept_counts.get(s, 0)
            if four and s == obs.dealer:
                k = 0
            self.min_trumps[s] = max(0, k - (played[s] & tmask).bit_count())
            if forbid[s] & tmask:
                self.min_trumps[s] = 0
        self.dead = self.unknown.bit_count() - sum(self.free.values())
        self.counts = self._count_law(obs, played)

    def _count_law(self, obs: Observation, played: dict[int, int]
                   ) -> tuple[list[tuple[int, ...]], list[float]]:
        """Every vector of free trumps per other seat (in ``others`` order) that fits,
        with its hypergeometric weight (R31–R35).  Empty when nothing fits (a shown
        trump given back under R35, say): the sampler then drops the counts."""
        rules = obs.rules
        tmask = self.tmask
        four = rules.players == 4
        dealer = obs.dealer
        trumps = (self.unknown & tmask).bit_count()
        drawn = obs.drawn_counts
        pack = 52 - DEALT * rules.players
        if four:
            # The dealer's nine and what was left of the pack after the draws went to
            # the dealer, who keeps every trump of them (R34).
            rest_size = 0 if obs.seat == dealer else \
                DEALT + pack - sum(drawn.get(s, 0) for s in rules.seats if s != dealer)
            holder = dealer if dealer != obs.seat else None
        else:
            rest_size = obs.pack_size                      # R60/R61: dead, undealt
            holder = None
        drawers = [s for s in self.others if s != holder]
        base = {}
        for s in self.others:
            gift_trumps = (mask_of(obs.given_cards.get(s, ())) & tmask).bit_count()
            base[s] = (obs.kept_counts.get(s, 0) if s != holder else 0) + gift_trumps \
                - (played[s] & tmask).bit_count() - (self.forced[s] & tmask).bit_count()
        ranges = [range(0, drawn.get(s, 0) + 1) for s in drawers]
        vectors, weights = [], []
        for ts in itertools.product(*ranges):
            free = {}
            w = 1.0
            ok = True
            for s, t in zip(drawers, ts, strict=True):
                n = base[s] + t
                if n < 0 or n > self.free[s] or (n and self.forbid[s] & tmask):
                    ok = False
                    break
                free[s] = n
                w *= math.comb(drawn.get(s, 0), t)
            if not ok:
                continue
            rest = trumps - sum(free.values())
            if rest < 0:
                continue
            if holder is not None:
                if rest > self.free[holder] or (rest and self.forbid[holder] & tmask):
                    continue
                free[holder] = rest
                at_rob = rest + (played[holder] & tmask).bit_count()
            else:
                at_rob = rest
            if at_rob > rest_size:
                continue
            w *= math.comb(rest_size, at_rob)
            vectors.append(tuple(free[s] for s in self.others))
            weights.append(w)
        return vectors, weights

    def sample(self, rng: random.Random, tries: int = 30) -> dict[int, int]:
        """Hidden hands for the other seats, consistent with every constraint when
        possible; after ``tries`` failures the softer constraints are dropped."""
        vectors, weights = self.counts
        if vectors:
            for _ in range(tries):
                counts = rng.choices(vectors, weights)[0]
                hands = self._deal(rng, dict(zip(self.others, counts, strict=True)))
                if hands is not None:
                    return hands
        for _ in range(tries):
            hands = self._deal(rng, None)
            if hands is not None:
                return hands
        return self._uniform(rng)

    def _deal(self, rng: random.Random, counts: dict[int, int] | None
              ) -> dict[int, int] | None:
        """The trumps by ``counts`` (None: anywhere a seat may hold one), then the plain
        cards into the places left, each in the first allowed place of a shuffle."""
        others = self.others
        hands = dict(self.forced)
        cap = dict(self.free)
        forbid = self.forbid
        trumps = bits(self.unknown & self.tmask)
        plain = bits(self.unknown & ~self.tmask)
        rng.shuffle(trumps)
        if counts is not None:
            for s in others:
                n = counts[s]
                for c in trumps[:n]:
                    hands[s] |= 1 << c
                del trumps[:n]
                cap[s] -= n
            # The trumps left lie dead (two and three players: in the undealt pack).
        else:
            plain = trumps + plain
        places = [s for s in others for _ in range(cap[s])]
        dead = len(plain) - len(places)
        if dead < 0:
            return None
        places.extend([-1] * dead)
        rng.shuffle(places)
        for c in plain:
            i = next((i for i, s in enumerate(places) if s < 0 or not forbid[s] >> c & 1), -1)
            if i < 0:
                return None
            s = places.pop(i)
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
            n = self.free[s]
            hands[s] = self.forced[s] | mask_of(cards[:n])
            del cards[:n]
        return hands
