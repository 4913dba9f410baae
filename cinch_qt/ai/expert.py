"""Expert: simulation for every decision.

- Bids and trumps: random deals of the unseen cards are played through the whole hand
  (``handsim``) for each suit, giving the mean net result of each contract.  One set
  of deals picks the suit, a fresh set values every bid with it; the bot bids the
  highest amount that costs at most ``preempt`` against the lowest legal one (so it
  shuts out later bidders only when that is cheap), and names the best suit.
- Cards: perfect-information Monte Carlo over hidden hands that fit everything the seat
  has seen (``worlds``), with play-outs early and an exact alpha-beta search once few
  tricks remain.
- Keeping (R32), robbing (R34) and gifts (R35) use the shared judgement of card worth,
  where the choice is clear-cut (keep points and power; give partners the best).
"""

from __future__ import annotations

from ..engine.cards import SUITS, mask_of
from ..engine.observation import Observation
from .base import Bot, legal_plays, must_bid, partner_high
from .handsim import contract_values
from .judgement import MAX_BID
from .pimc import choose_card

SUIT_DEALS = 24
BID_DEALS = 32
TRUMP_DEALS = 48
PLAYOUTS = 400
MIN_SAMPLES = 16
EXACT_SAMPLES = 32
# Exact search once every hand has at most this many cards, by number of players.
EXACT_CARDS = {2: 4, 3: 3, 4: 3}


class ExpertBot(Bot):
    name = "expert"
    # Drawing the simulated deals to fit the bids made so far was measured and did not
    # help (docs/bots.md), so it is off; the code stays for the next attempt.
    infer_bids = False
    preempt = 1.0              # points of expected result given up to bid higher
    unbiased = True
    # The expected result of passing: a partner's contract is worth a little to us, an
    # opponent's costs a little (with three players defending is about even).
    partner_value = 1.5
    defend_value = {2: -1.0, 3: 0.0, 4: -1.0}

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.stats: dict = {}

    def values(self, obs: Observation, bids: list[int], deals: int,
               suits: list[int] | None = None) -> dict[tuple[int, int], float]:
        return contract_values(obs.rules, obs.seat, mask_of(obs.hand), obs.dealer,
                               suits or list(SUITS), bids, deals, self.rng,
                               obs.bids if self.infer_bids else ())

    def bid(self, obs: Observation) -> int | None:
        low = max(obs.rules.min_bid, obs.high_bid + 1)
        if low > MAX_BID:
            return None
        bids = list(range(low, MAX_BID + 1))
        if self.unbiased:
            # The best of four noisy estimates is biased upwards (a winner's curse), so
            # one set of deals picks the suit and a fresh set values the bids with it.
            pick = self.values(obs, [low], SUIT_DEALS)
            suit = max(SUITS, key=lambda t: (pick[(t, low)], -t))
            values = self.values(obs, bids, BID_DEALS, [suit])
            best = {b: values[(suit, b)] for b in bids}
        else:
            values = self.values(obs, bids, BID_DEALS)
            best = {b: max(values[(t, b)] for t in SUITS) for b in bids}
        # Passing leaves the contract to someone else: worth a little to us when it is
        # the partner's, a little against us otherwise.
        if partner_high(obs):
            pass_value = self.partner_value
        else:
            pass_value = self.defend_value[obs.rules.players]
        if must_bid(obs):
            pass_value = -1e9
        last = len(obs.bids) == len(obs.rules.seats) - 1
        if best[low] <= pass_value:
            return None
        if last:
            return low
        chosen = low
        for b in bids:
            if best[b] >= best[low] - self.preempt and best[b] > pass_value:
                chosen = b
        return chosen

    def trump(self, obs: Observation) -> int:
        values = self.values(obs, [obs.bid], TRUMP_DEALS)
        return max(SUITS, key=lambda t: (values[(t, obs.bid)], -t))

    def play(self, obs: Observation) -> int:
        moves = legal_plays(obs)
        samples = max(MIN_SAMPLES, PLAYOUTS // len(moves))
        return choose_card(obs, moves, self.rng, samples, EXACT_CARDS[obs.rules.players],
                           EXACT_SAMPLES, self.stats)
