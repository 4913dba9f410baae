"""Why a hint is sensible, as plain data the interface puts into words
(cinch_qt.games.cinch.table.hint_reasons).  Read from the seat's own observation and the chosen
action only, so a reason never tells what the seat may not know.  No Qt here."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import Action, Bid, DealerGive, NameTrump, Pass, Play
from ..engine.cards import SUITS, TRUMP_TABLES, make_card, rank_of
from ..engine.observation import Observation

ACE, KING, QUEEN, JACK, TEN, FIVE, TWO = 12, 11, 10, 9, 8, 3, 0
# Trumps worth naming in a reason, in the order they are said.
_NAMED = (ACE, KING, QUEEN, JACK, TEN, "right", "left", TWO)


@dataclass(frozen=True)
class Reason:
    kind: str                     # see the module's words: bid_holding, take_trick, …
    suit: int | None = None       # the suit the reason is about
    names: tuple[str, ...] = ()   # "ace", "king", "queen", "jack", "ten", "two",
                                  # "right", "left" (the Pedros) — cards held
    points: int = 0               # points the reason mentions


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


def best_suit(hand: tuple[int, ...]) -> int:
    """The suit whose trumps (Pedros included) would be strongest: points first, then
    trump power, then length."""
    def strength(suit: int) -> tuple[int, int, int]:
        table = TRUMP_TABLES[suit]
        mine = [c for c in hand if table.eff_suit[c] == suit]
        return (sum(table.points[c] for c in mine),
                sum(table.power[c] for c in mine), len(mine))
    return max(SUITS, key=strength)


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
    if isinstance(action, Bid):
        suit = best_suit(obs.hand)
        return Reason("bid_holding", suit, held_honours(obs.hand, suit))
    if isinstance(action, Pass):
        suit = best_suit(obs.hand)
        names = held_honours(obs.hand, suit)
        return Reason("pass_outbid" if obs.high_bid and names else "pass_weak", suit, names)
    if isinstance(action, NameTrump):
        return Reason("trump_holding", action.suit, held_honours(obs.hand, action.suit))
    if isinstance(action, Play):
        return _play_reason(obs, action.card)
    if isinstance(action, DealerGive):
        return Reason("give_spare")
    return Reason("keep_best", obs.trump)


def _play_reason(obs: Observation, card: int) -> Reason | None:
    if obs.trump is None:
        return None
    table = TRUMP_TABLES[obs.trump]
    trump = obs.trump
    if not obs.trick:
        if table.eff_suit[card] == trump:
            high = rank_of(card) in (ACE, KING) and card != table.off_five
            return Reason("lead_high_trump" if high else "lead_trump", trump)
        return Reason("lead_plain", trump)
    plays = obs.trick + ((obs.seat, card),)
    points = sum(table.points[c] for _, c in plays)
    winner = trick_winner(plays, trump)
    if winner == obs.seat:
        return Reason("take_trick", trump, points=points)
    partner_side = obs.rules.side_of(obs.seat)
    partner_wins = winner != obs.seat and obs.rules.side_of(winner) == partner_side
    if partner_wins and table.points[card]:
        return Reason("feed_partner", trump, points=table.points[card])
    if partner_wins:
        return Reason("partner_wins", trump)
    return Reason("throw_low", trump)
