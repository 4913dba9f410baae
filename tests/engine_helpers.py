"""Building positions for engine tests: deals written in RECORD card notation."""

from __future__ import annotations

import random

from cinch_qt.games.cinch.engine import (
    BID,
    Bid,
    GameState,
    NameTrump,
    Pass,
    Rules,
)
from cinch_qt.games.cinch.engine.cards import parse_card
from cinch_qt.games.cinch.engine.random_play import random_action  # noqa: F401  (tests import it from here)

S, W, N, E = 0, 1, 2, 3


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def dealt_state(hands: dict[int, str], pack: str = "", dealer: int = E,
                rules: Rules | None = None, fill_seed: int = 0) -> GameState:
    """A game whose first hand is dealt as given.  Hands given with fewer than nine
    cards, and the pack, are completed from the unused cards in a seeded order."""
    rules = rules or Rules()
    used = {s: cards(t) for s, t in hands.items()}
    pack_cards = cards(pack)
    taken = {c for cs in used.values() for c in cs} | set(pack_cards)
    assert len(taken) == sum(map(len, used.values())) + len(pack_cards), "duplicate card"
    rest = [c for c in range(52) if c not in taken]
    random.Random(fill_seed).shuffle(rest)
    deal = {}
    for seat in rules.seats:
        have = used.get(seat, [])
        need = 9 - len(have)
        deal[seat] = have + rest[:need]
        del rest[:need]
    return GameState(rules, 0, first_dealer=dealer, deals=[(deal, pack_cards + rest)])


def bid_out(state: GameState, maker: int, amount: int, trump: str | None = None) -> None:
    """Everybody passes except ``maker``, who bids ``amount``; then names ``trump``."""
    while state.phase == BID:
        seat = state.current
        state.apply(Bid(seat, amount) if seat == maker else Pass(seat))
    if trump is not None:
        state.apply(NameTrump(maker, "CDHS".index(trump)))


def snapshot(state: GameState) -> dict:
    """Everything observable about a state, for 'unchanged after a refusal' checks."""
    return {"record": state.to_record(), "phase": state.phase, "current": state.current,
            "hands": dict(state.hands), "trick": list(state.trick),
            "discards": dict(state.discards), "pack": list(state.pack)}


def build(deal: dict[int, str], pack: str, dealer: int, rules: Rules | None = None
          ) -> GameState:
    hands = {s: cards(t) for s, t in deal.items()}
    pack_cards = cards(pack)
    every = [c for cs in hands.values() for c in cs] + pack_cards
    assert sorted(every) == list(range(52)), "a test deal must use every card once"
    return GameState(rules or Rules(), 7, first_dealer=dealer, deals=[(hands, pack_cards)])
