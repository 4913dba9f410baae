"""Cinch's moves as words and as plain data: ``describe`` says an action in the
player's language (status line, hint, screen readers) and ``action_payload`` hands it
to the view, which never handles engine objects.  Loaded with the first move (the first
painted table describes none)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....i18n.placeholders import fill
from ...base import PERSON
from ..engine.actions import Action, Bid, DealerGive, DealerKeep, NameTrump, Pass, Play
from .words import announce_bid, announce_play, announce_trump, card_name, player_name, seat_name

# lupdate reads translate("Context", "text") calls by this name.
translate = QCoreApplication.translate


def describe(action: Action, names: dict[int, str] | None = None) -> str:
    """A sentence for an action in the player's language (status line, hint, screen
    readers).  South is "you"; the cards a bot keeps stay hidden (only South's own
    choice is listed), so the status line never leaks a hidden hand."""
    del names  # seat names come from cinch_qt.i18n, in the player's language
    seat = action.seat
    if isinstance(action, Pass):
        return announce_bid(seat, None)
    if isinstance(action, Bid):
        return announce_bid(seat, action.amount)
    if isinstance(action, NameTrump):
        return announce_trump(seat, action.suit)
    if isinstance(action, Play):
        return announce_play(seat, action.card)
    count = len(action.cards)
    if isinstance(action, DealerGive):
        if seat == PERSON:
            text = (translate("CinchSession", "You give one card to %1.") if count == 1
                    else translate("CinchSession", "You give %2 cards to %1."))
            return fill(text, player_name(action.to), count)
        text = (translate("CinchSession", "%1 gives one card to %2.") if count == 1
                else translate("CinchSession", "%1 gives %3 cards to %2."))
        return fill(text, seat_name(seat), player_name(action.to), count)
    if seat == PERSON:
        cards = translate("CinchSession", ", ").join(
            card_name(c, capitalise=False) for c in sorted(action.cards))
        return translate("CinchSession", "You keep %1.").replace("%1", cards)
    if isinstance(action, DealerKeep):
        return translate("CinchSession", "%1 robs the pack and keeps six cards.").replace(
            "%1", seat_name(seat))
    return translate("CinchSession", "%1 keeps six trumps.").replace("%1", seat_name(seat))


def action_payload(action: Action) -> dict:
    """An action as plain data for the view (which never handles engine objects)."""
    if isinstance(action, Pass):
        return {"kind": "pass"}
    if isinstance(action, Bid):
        return {"kind": "bid", "amount": action.amount}
    if isinstance(action, NameTrump):
        return {"kind": "trump", "suit": action.suit}
    if isinstance(action, Play):
        return {"kind": "play", "card": action.card}
    return {"kind": "choose", "cards": sorted(action.cards)}
