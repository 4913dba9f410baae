"""Driving a CribbageSession without its window for the session tests: waiting for the
person's turn, playing the person's decisions, applying one action; the hint the person
follows (here and at the table, tests/crib_person.py)."""

from __future__ import annotations

from cinch_qt.games.cribbage.ai import Hint, hint
from cinch_qt.games.cribbage.engine import OVER
from cinch_qt.games.cribbage.engine.observation import Observation

_hints: dict[str, Hint] = {}


def person_hint(obs: Observation) -> Hint:
    """``hint(obs)``, worked out once per observation in this process.  The hint is a
    function of the observation alone (a fresh Expert with a fixed seed: the AI tests
    check that equal observations get equal hints), and many GUI tests play the same
    seeds with the same rules, so they ask for the same hints; the Expert's search for
    them was most of a whole game's computing."""
    key = repr(obs)
    found = _hints.get(key)
    if found is None:
        found = _hints[key] = hint(obs)
    return found


def wait_turn_or_hold(qtbot, session) -> str:
    qtbot.waitUntil(lambda: session.is_human_turn() or session.holding
                    or session.state.phase == OVER, timeout=10_000)
    if session.state.phase == OVER:
        return "over"
    return "hold" if session.holding else "turn"


def play_person(qtbot, session, on_turn=None, hands: int | None = None) -> None:
    """The person follows the hint until the game ends (or ``hands`` hands are done)."""
    done = 0
    while True:
        what = wait_turn_or_hold(qtbot, session)
        if what == "over":
            return
        if what == "hold":
            done += 1
            if hands is not None and done >= hands:
                return
            session.continue_game()
            continue
        if on_turn is not None and on_turn(session):
            continue
        assert act(session, person_hint(session.state.observation(0)).action)


def act(session, action) -> bool:
    """The person takes ``action`` through the session's intents."""
    kind = type(action).__name__
    if kind == "Discard":
        return session.lay_away(action.cards)
    if kind == "Play":
        return session.play(action.card)
    if kind == "Claim":
        return session.claim(action.points)
    return session.leave_box(action.leave)
