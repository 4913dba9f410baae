"""The events the felt is fed: the engine's public events for seat 0 since the last
call, with the felt's own markers ("draw" at the start of a game, "deal" before every
hand's events), as CRIB_CONTRACT.md section 1 describes. Used by the preview and the
tests; a session can use it as well (no Qt)."""

from __future__ import annotations

from typing import Any

from ..engine.observation import public_events


class EventFeed:
    """``feed.take(state)`` -> the new events for seat 0 since the last take."""

    def __init__(self, state: Any, seat: int = 0, draw: bool = True) -> None:
        self.name = state.seat_names[seat]
        self.hand_no = -1
        self.seen = 0
        self.draw = draw

    def take(self, state: Any) -> list[dict]:
        out: list[dict] = []
        if self.draw:
            self.draw = False
            out.append({"e": "draw", "draw": [[s, c] for s, c in state.draw]})
        hands = [(r["dealer"], r["events"]) for r in state.hand_records]
        if state.phase != "over":
            hands.append((state.seat_names[state.dealer], state.events))
        while True:
            if 0 <= self.hand_no < len(hands):
                events = hands[self.hand_no][1]
                out.extend(public_events(events[self.seen:], self.name))
                self.seen = len(events)
            if self.hand_no + 1 >= len(hands):
                break
            self.hand_no += 1
            self.seen = 0
            out.append({"e": "deal", "hand": self.hand_no, "dealer": hands[self.hand_no][0]})
        return out
