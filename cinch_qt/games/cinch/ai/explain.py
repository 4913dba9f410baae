"""Why a hint is sensible, as plain data the interface puts into words
(cinch_qt.games.cinch.table.hint_reasons).

A reason is what the one evaluation of the position found (``evaluation.evaluate``, the
same numbers the Expert chose by and the hand review shows), never a rule of thumb
picked after the choice: in how many of the guessed deals that fit what the seat has
seen the card wins the trick, the contract is made, a bid is made.  A reason states a
certainty ("takes the trick", "goes to your side", "cannot be won") only when
``certainty`` proves it from what the seat has seen, so it holds in every deal that
fits.  Read from the seat's own observation only, so a reason never tells what the seat
may not know.  No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import BID, PLAY, TRUMP
from ..engine.actions import Action, Bid, DealerGive, NameTrump, Pass, Play
from ..engine.cards import TRUMP_TABLES, make_card
from ..engine.observation import Observation
from .certainty import LOST, SIDE, TAKES
from .evaluation import AUCTION_TABLES, bid_candidate, evaluate

ACE, KING, QUEEN, JACK, TEN, FIVE, TWO = 12, 11, 10, 9, 8, 3, 0
# Trumps worth naming, in the order they are said.
_NAMED = (ACE, KING, QUEEN, JACK, TEN, "right", "left", TWO)


@dataclass(frozen=True)
class Reason:
    """One sentence's worth of facts.  ``kind`` (see hint_reasons' sentences):

    - ``sure_take``, ``sure_side``, ``sure_lost``: proved for every deal that fits;
      ``points`` on the trick once the card is played;
    - ``trick_share``: the share of fitted deals in which the seat's side wins the trick;
    - ``contract``: the share in which the maker's side makes ``amount`` (``ours``: the
      seat's side is the maker; ``seat``: the maker);
    - ``bid_makes``, ``pass_low``: the share in which the seat's side makes ``amount``
      as maker (for ``pass_low`` the lowest bid it could make; a pass whose bid, the
      one the Expert would make, is valued above passing but by less than a bid must
      clear gets ``bid_makes`` for that bid);
    - ``trump_makes``: the share in which the seat's side makes ``amount`` with ``suit``;
    - ``keep_best``, ``give_spare``: the rule of card worth the choice follows.

    ``partners``: four players (the words say "your side", else "you"); ``fitted``: the
    deals were drawn to fit the bidding; ``then``: a second sentence."""

    kind: str
    suit: int | None = None
    points: int = 0
    share: float | None = None
    amount: int = 0
    ours: bool = True
    seat: int | None = None
    partners: bool = False
    fitted: bool = True
    then: Reason | None = None


def held_honours(hand: tuple[int, ...], suit: int) -> tuple[str, ...]:
    """The trumps worth naming that ``hand`` holds if ``suit`` were trumps."""
    table = TRUMP_TABLES[suit]
    held = set(hand)
    out = []
    for what in _NAMED:
        if what == "right":
            card = make_card(FIVE, suit)
        elif what == "left":
            card = table.off_five
        else:
            card = make_card(what, suit)
        if card in held:
            out.append(what if isinstance(what, str) else
                       {ACE: "ace", KING: "king", QUEEN: "queen", JACK: "jack", TEN: "ten",
                        TWO: "two"}[what])
    return tuple(out)


def trick_winner(plays: tuple[tuple[int, int], ...], trump: int) -> int:
    """The seat winning ``plays`` so far (R43)."""
    table = TRUMP_TABLES[trump]
    lead = table.eff_suit[plays[0][1]]
    trumps = [(s, c) for s, c in plays if table.eff_suit[c] == trump]
    pool = trumps or [(s, c) for s, c in plays if table.eff_suit[c] == lead]
    return max(pool, key=lambda sc: table.power[sc[1]])[0]


def explain(obs: Observation, action: Action) -> Reason | None:
    """The reason for ``action`` in ``obs`` (the seat's own turn), or None when there is
    nothing short and true to say."""
    d = obs.decision
    kind = d.kind if d is not None else None
    partners = obs.rules.players == 4
    fitted = obs.rules.players in AUCTION_TABLES
    if isinstance(action, (Bid, Pass)) and kind == BID:
        ev = evaluate(obs)
        if not ev.makes:
            return None                                   # R21: 14 cannot be topped
        if isinstance(action, Bid):
            if action.amount not in ev.makes:
                return None
            return Reason("bid_makes", ev.suits.get(action.amount), share=ev.makes[
                action.amount], amount=action.amount, partners=partners, fitted=fitted)
        best = bid_candidate(ev.values, min(ev.makes))
        if None in ev.values and ev.values[best] > ev.values[None]:
            # Passing within the margin a bid must clear (a set costs 14 plus the
            # shortfall, R52): passing is not worth more, so the words only give how
            # often that bid is made.
            return Reason("bid_makes", ev.suits.get(best), share=ev.makes[best],
                          amount=best, partners=partners, fitted=fitted)
        low = min(ev.makes)
        return Reason("pass_low", ev.suits.get(low), share=ev.makes[low], amount=low,
                      partners=partners, fitted=fitted)
    if isinstance(action, NameTrump) and kind == TRUMP:
        ev = evaluate(obs)
        return Reason("trump_makes", action.suit, share=ev.makes[action.suit],
                      amount=obs.bid, partners=partners, fitted=fitted)
    if isinstance(action, Play) and kind == PLAY:
        return _play_reason(obs, action.card)
    if isinstance(action, DealerGive):
        return Reason("give_spare")
    if isinstance(action, (Bid, Pass, NameTrump, Play)):
        return None
    return Reason("keep_best", obs.trump)


def _play_reason(obs: Observation, card: int) -> Reason | None:
    if obs.trump is None:
        return None
    ev = evaluate(obs)
    if card not in ev.values:
        return None
    rules = obs.rules
    partners = rules.players == 4
    table = TRUMP_TABLES[obs.trump]
    ours = rules.side_of(obs.maker) == rules.side_of(obs.seat)
    contract = Reason("contract", share=ev.makes[card], amount=obs.bid, ours=ours,
                      seat=obs.maker, partners=partners)
    proved = ev.certain.get(card)
    on_trick = sum(table.points[c] for _, c in obs.trick) + table.points[card]
    if proved == TAKES:
        return Reason("sure_take", points=on_trick, partners=partners, then=contract)
    if proved == SIDE:
        return Reason("sure_side", points=on_trick, partners=partners, then=contract)
    if proved == LOST:
        return Reason("sure_lost", partners=partners, then=contract)
    return Reason("trick_share", share=ev.wins_trick[card], partners=partners,
                  then=contract)
