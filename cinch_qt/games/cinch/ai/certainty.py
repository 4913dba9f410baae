"""What is certain about the trick in progress, proved from what one seat has seen.

A hint may say "takes the trick", "goes to your side" or "cannot be won" only when it
holds in every deal that fits the seat's observation, so this proves it from the known
facts rather than from sampled deals (which may all miss the one card that beats it):

- a card a later player could hold is any card the seat has not seen, unless that
  player has shown it holds none of its suit (``worlds.Knowledge``: R41 on a trump
  lead, R42 on a plain lead);
- any card that would beat the card winning the trick may be played by whoever holds
  it: a higher card of the suit led is always legal to its holder, and so is a trump
  (R41, R42: nobody must follow with a lower card, and a trump may always be played on
  a plain lead);
- the trick goes to the highest trump, else the highest card of the suit led (R43).

No Qt here.
"""

from __future__ import annotations

from ..engine.cards import TRUMP_TABLES, mask_of
from ..engine.observation import Observation
from ..engine.tricks import beats, legal_mask, trick_winner_index
from .worlds import Knowledge

# What may be said for certain about a card played now.
TAKES = "takes"        # the card itself wins the trick
SIDE = "side"          # the trick goes to the seat's side (a partner's card wins it)
LOST = "lost"          # the seat's side cannot win the trick, whatever it plays


def _later_seats(obs: Observation) -> list[int]:
    """The seats still to play to the trick after ``obs.seat``."""
    rules = obs.rules
    out = []
    s = rules.next_seat(obs.seat)
    leader = obs.trick[0][0] if obs.trick else obs.seat
    while s != leader:
        out.append(s)
        s = rules.next_seat(s)
    return out


def _could_beat(best: int, possible: int, tt) -> bool:
    m = possible
    while m:
        low = m & -m
        m ^= low
        if beats(low.bit_length() - 1, best, tt):
            return True
    return False


def trick_certainty(obs: Observation, card: int) -> str | None:
    """``TAKES``, ``SIDE`` or ``LOST`` when that holds in every deal that fits what
    ``obs.seat`` has seen, with ``card`` played now; None when it depends on the hidden
    cards."""
    if obs.trump is None:
        return None
    tt = TRUMP_TABLES[obs.trump]
    rules = obs.rules
    kn = Knowledge(obs)
    plays = list(obs.trick) + [(obs.seat, card)]
    cards = [c for _, c in plays]
    wi = trick_winner_index(cards, tt)
    winner, best = plays[wi]
    mine = rules.side_of(obs.seat)
    later = _later_seats(obs)
    possible = {s: kn.unknown & ~kn.forbid[s] for s in later}
    ours = rules.side_of(winner) == mine
    if ours:
        # Only an opponent's card can take it from the side; a partner overtaking the
        # card still leaves the trick with the side (and is then harder to beat).
        threats = [s for s in later if rules.side_of(s) != mine]
        if any(_could_beat(best, possible[s], tt) for s in threats):
            return None
        if winner == obs.seat and not any(_could_beat(best, possible[s], tt)
                                          for s in later):
            return TAKES
        return SIDE
    # An opponent's card wins after this card: lost only if no other legal card of
    # mine would beat it and no partner still to play could.
    led = obs.trick[0][1] if obs.trick else -1
    legal = legal_mask(mask_of(obs.hand), led, tt)
    current = obs.trick[trick_winner_index([c for _, c in obs.trick], tt)][1]
    if _could_beat(current, legal, tt):
        return None
    helpers = [s for s in later if rules.side_of(s) == mine]
    if any(_could_beat(best, possible[s], tt) for s in helpers):
        return None
    return LOST
