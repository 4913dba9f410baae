"""One hand of a game in progress as a RECORD v1 hand object (shared/RECORD.md), as far
as it has got: what ``GameState`` keeps in ``hand_records`` and writes to a save."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import CARD_NAMES, card_str, cards_of
from .phases import GIVE, HAND_SIZE
from .rules import SEAT_CHARS

if TYPE_CHECKING:
    from .state import GameState


def hand_record(state: GameState, taken: dict[str, int] | None = None) -> dict:
    """The RECORD v1 hand object for the current hand, as far as it has got."""
    def cs(cards: list[int]) -> list[str]:
        return [CARD_NAMES[c] for c in cards]

    rec: dict = {
        "dealer": SEAT_CHARS[state.dealer],
        "deal": {SEAT_CHARS[s]: cs(state.deal[s]) for s in state.seats},
        "pack": cs(state.pack_after_deal),
        "bids": [[SEAT_CHARS[s], n] for s, n in state.bids],
    }
    if len(state.bids) < len(state.order):
        return rec
    rec["maker"] = SEAT_CHARS[state.maker] if state.maker is not None else None
    if state.maker is None:
        return rec
    rec["bid"] = state.bid
    if state.trump is None:
        return rec
    rec["trump"] = "CDHS"[state.trump]
    four = state.rules.players == 4
    rec["kept"] = {SEAT_CHARS[s]: cs(v) for s, v in state.kept.items()}
    if not state.drawn:
        return rec
    rec["drawn"] = {SEAT_CHARS[s]: cs(v) for s, v in state.drawn.items()}
    if four:
        if state.dealer_kept is None:
            return rec
        rec["dealer_kept"] = cs(state.dealer_kept)
        rec["given"] = {SEAT_CHARS[s]: cs(v) for s, v in state.given.items()}
        if state.phase == GIVE:
            return rec
    rec["tricks"] = [
        {"leader": SEAT_CHARS[t.leader],
         "plays": [[SEAT_CHARS[s], CARD_NAMES[c]] for s, c in t.plays],
         "winner": SEAT_CHARS[t.winner]} for t in state.tricks]
    if state.trick:
        rec["tricks"].append({"leader": SEAT_CHARS[state.leader],
                              "plays": [[SEAT_CHARS[s], card_str(c)]
                                        for s, c in state.trick],
                              "winner": None})
    if len(state.tricks) < HAND_SIZE:
        return rec
    awarded = cards_of(state.awarded_mask())
    rec["awarded"] = {state.side_of(state.maker): cs(awarded)} if awarded else {}
    rec["taken"] = taken if taken is not None else state.taken()
    return rec

