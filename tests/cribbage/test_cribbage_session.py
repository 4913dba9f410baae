"""The cribbage session without a window (games/cribbage/table/session.py): the person's
actions, refusals, bots off the GUI thread, the felt's feed, holding between hands,
autoplay, Undo, hints, manual counting with muggins, records and resume."""

from __future__ import annotations

import pytest

from cinch_qt.games.cribbage.ai import hint
from cinch_qt.games.cribbage.engine import OVER, PLAY, SHOW, Discard, Play, Rules
from cinch_qt.games.cribbage.engine.observation import public_events
from cinch_qt.games.cribbage.table.session import CribbageSession
from cinch_qt.games.cribbage.table.settings import CribbageSettings
from cinch_qt.games.cribbage.table.undo_points import known_cards
from tests.crib_session_helpers import play_person, wait_turn_or_hold


def make_session(qtbot, autoplay=False, **rules) -> CribbageSession:
    settings = CribbageSettings(rules=Rules(**rules), speed="instant", autoplay=autoplay,
                                levels={s: "easy" for s in range(1, 6)})
    session = CribbageSession(settings, "crib-wars" if rules.get("board") else "cribbage")
    return session


class Feed:
    """Everything the session sends the felt."""

    def __init__(self, session: CribbageSession) -> None:
        self.events: list[dict] = []
        self.observations: list = []
        self.resets = 0
        self.summaries: list = []
        self.results: list = []
        self.refusals: list[tuple[str, str]] = []
        session.advanced.connect(self._advanced)
        session.reset.connect(lambda _obs: setattr(self, "resets", self.resets + 1))
        session.handFinished.connect(self.summaries.append)
        session.gameOver.connect(self.results.append)
        session.refused.connect(lambda r, m: self.refusals.append((r, m)))

    def _advanced(self, events, obs) -> None:
        self.events.extend(events)
        self.observations.append(obs)


def expected_feed(state) -> list[dict]:
    """The draw marker, then per hand a deal marker and its public events for S."""
    out = [{"e": "draw", "draw": [[s, c] for s, c in state.draw]}]
    for h, rec in enumerate(state.hand_records):
        out.append({"e": "deal", "hand": h, "dealer": rec["dealer"]})
        out.extend(public_events(rec["events"], "S"))
    return out


@pytest.mark.parametrize(("players", "board"), [(2, "classic"), (4, "classic"),
                                                  (3, "crib-wars"), (6, "crib-wars")])
def test_autoplay_plays_a_whole_game_and_feeds_every_public_event(qtbot, players, board):
    session = make_session(qtbot, autoplay=True, players=players, board=board)
    feed = Feed(session)
    session.new_game(7)
    qtbot.waitUntil(lambda: bool(feed.results), timeout=60_000)
    st = session.state
    assert st.phase == OVER and not session.failures
    # The feed is exactly the markers and every public event, in order (C20, C30).
    assert feed.events == expected_feed(st)
    # Nothing the person may not see: no other seat's laid cards, no crib stock card.
    for ev in feed.events:
        if ev["e"] in ("lay", "bury") and ev["seat"] != "S":
            assert "cards" not in ev
        if ev["e"] == "crib_stock":
            assert "card" not in ev
    # A summary per hand, whose points add up to each side's score events.
    assert len(feed.summaries) == len(st.hand_records)
    result = feed.results[0]
    assert result.winner == st.side_names[st.winner]
    assert result.points == st.result()
    assert session.record()["cinch_qt"]["autoplay"] is True


def test_the_person_is_prompted_and_held_after_each_hand(qtbot):
    session = make_session(qtbot, players=2)
    feed = Feed(session)
    turns = []
    session.humanTurn.connect(turns.append)
    session.new_game(3)
    assert feed.events[0]["e"] == "draw" and feed.events[1]["e"] == "deal"
    play_person(qtbot, session, hands=1)
    assert session.holding and turns
    # Held: the next hand's deal is not fed and nobody acts until Next hand.
    n = len(feed.events)
    before = session.state.snapshot()
    qtbot.wait(50)
    assert len(feed.events) == n and feed.observations[-1] is None
    assert not session.lay_away(session.state.hands[0][:2])
    assert feed.refusals[-1][0] == "C100"
    assert session.state.snapshot() == before
    session.continue_game()
    assert feed.events[n] == {"e": "deal", "hand": 1,
                              "dealer": session.state.seat_names[session.state.dealer]}
    assert len(feed.summaries) == 1 and feed.summaries[0].hand_no == 0


def test_refusals_name_the_rule_and_leave_the_state_unchanged(qtbot):
    session = make_session(qtbot, players=2)
    feed = Feed(session)
    session.new_game(5)
    wait_turn_or_hold(qtbot, session)
    st = session.state
    before = st.snapshot()
    hand = list(st.hands[0])
    assert not session.lay_away(hand[:1])            # C103: two cards with two players
    assert feed.refusals[-1][0] == "C103"
    assert not session.lay_away([hand[0], 99])       # a card not held
    assert feed.refusals[-1][0] == "C103"
    assert not session.play(hand[0])                 # not the play yet
    assert feed.refusals[-1][0] == "C100"
    assert st.snapshot() == before
    # Past 31 in the play (C104).
    play_person(qtbot, session, on_turn=lambda s: _try_past_31(s, feed), hands=3)
    assert any(r == "C104" for r, _ in feed.refusals)


def _try_past_31(session, feed) -> bool:
    st = session.state
    if st.phase != PLAY or feed.refusals and feed.refusals[-1][0] == "C104":
        return False
    from cinch_qt.games.cribbage.engine.cards import VALUE
    over = [c for c in st.hands[0] if st.count + VALUE[c] > 31]
    if not over:
        # Low cards first, so a high one is left when the count is high.
        assert session.play(min(st.playable(0), key=lambda c: VALUE[c]))
        return True
    before = st.snapshot()
    assert not session.play(over[0])
    assert st.snapshot() == before
    return True


@pytest.mark.parametrize("muggins", ["cut-throat", "friendly"])
def test_manual_count_with_muggins(qtbot, muggins):
    """C91–C95: the person claims less than the hand holds: with cut-throat muggins an
    opponent pegs the missed points, with friendly they are handed back."""
    session = make_session(qtbot, players=2, counting="manual", muggins=muggins)
    Feed(session)
    session.new_game(5)
    claims = []

    def under_claim(s) -> bool:
        st = s.state
        if st.phase != SHOW:
            return False
        total = st.true_count()
        if total == 0:
            return False
        claims.append(total)
        assert s.claim(total - 1)
        return True
    play_person(qtbot, session, on_turn=under_claim, hands=4)
    assert claims, "no manual count was asked for"
    events = [e for r in session.state.hand_records for e in r["events"]]
    shows = [e for e in events if e["e"] == "show" and "claimed" in e]
    assert shows and all(e["claimed"] == e["total"] - 1 for e in shows if e["total"])
    muggins_scores = [e for e in events if e["e"] == "score" and e["why"] == "muggins"]
    if muggins == "cut-throat":
        assert muggins_scores and all(e["side"] == "N" and e["points"] == 1
                                      for e in muggins_scores)
    else:
        assert not muggins_scores
        own = [e for e in events if e["e"] == "score" and e["why"] in ("hand", "crib")
               and e["side"] == "S"]
        assert sorted(e["points"] for e in own) == sorted(c for c in claims)


def test_undo_takes_back_a_decision_until_a_hidden_card_is_shown(qtbot):
    session = make_session(qtbot, players=4)
    session.new_game(11)
    undone = []

    def try_undo(s) -> bool:
        st = s.state
        if undone or not s.can_undo():
            return False
        snap_now = st.observation(0)
        assert s.undo()
        undone.append(s.undos)
        # Back to the earlier decision: the person's cards are back in hand.
        obs = s.state.observation(0)
        assert known_cards(obs) <= known_cards(snap_now)
        assert s.is_human_turn()
        return True
    play_person(qtbot, session, on_turn=try_undo, hands=6)
    assert undone == [1]
    assert session.record()["cinch_qt"]["undos"] == 1


def test_undo_goes_back_past_the_starter_within_the_hand(qtbot):
    """Issue 25 item 9: every decision is followed at once by a card the person had not
    seen, so Undo goes back past it while the hand is on the table; the game is then
    assisted (C97).  A new deal ends it."""
    session = make_session(qtbot, players=2)
    session.new_game(3)
    wait_turn_or_hold(qtbot, session)
    st = session.state
    assert st.phase == "lay" and not session.can_undo()
    hand = list(st.hands[0])
    session.lay_away(hint(st.observation(0)).action.cards)
    qtbot.waitUntil(lambda: session.state.phase != "lay", timeout=5000)
    assert session.state.starter is not None
    assert session.can_undo() and session.undo()
    assert session.state.phase == "lay" and sorted(session.state.hands[0]) == sorted(hand)
    assert session.is_human_turn() and session.assisted
    assert session.record()["cinch_qt"]["undos"] == 1
    play_person(qtbot, session, hands=1)
    assert session.holding and session.can_undo()      # the show is still on the table
    session.continue_game()
    wait_turn_or_hold(qtbot, session)
    assert not session.can_undo() and not session.undo()


def test_hint_comes_from_the_bot_thread_on_the_persons_turn(qtbot):
    session = make_session(qtbot, players=2)
    session.new_game(3)
    wait_turn_or_hold(qtbot, session)
    got = []
    session.hintReady.connect(got.append)
    assert session.request_hint()
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert got[0].reason == "keep" and isinstance(got[0].action, Discard)
    assert got[0].action in session.state.legal_actions()


def test_stale_bot_answers_are_dropped(qtbot):
    session = make_session(qtbot, players=2)
    session.new_game(3)
    wait_turn_or_hold(qtbot, session)
    before = session.state.snapshot()
    # An answer carrying an old token (an earlier game) changes nothing.
    session._on_answer((session.game_id - 1, 0), Play(1, 0))
    session._on_answer((session.game_id, session.action_count), Play(1, 0))  # person's turn
    assert session.state.snapshot() == before


def test_the_felt_being_busy_holds_the_bots(qtbot):
    session = make_session(qtbot, players=2)
    thinking = []
    session.thinking.connect(thinking.append)
    session.set_busy(True)
    session.new_game(4)    # N deals or S deals: somebody must act first
    qtbot.wait(100)
    if session.state.current != 0:
        assert session.action_count == 0 and 1 not in thinking
    session.set_busy(False)
    qtbot.waitUntil(lambda: session.is_human_turn(), timeout=5000)


def test_record_and_resume_exactly(qtbot):
    session = make_session(qtbot, players=3, board="crib-wars")
    session.new_game(21)
    play_person(qtbot, session, hands=2)
    session.continue_game()
    wait_turn_or_hold(qtbot, session)
    rec = session.record()
    assert rec["cinch_qt"]["levels"] == {"W": "easy", "E": "easy"}
    assert rec["cinch_qt"]["settings"]["game"] == "crib-wars"
    other = make_session(qtbot, players=2)
    feed = Feed(other)
    other.load_record(rec)
    assert feed.resets == 1
    assert other.state.rules == session.state.rules
    assert other.record() == rec
    assert other.state.observation(0) == session.state.observation(0)
    assert other.is_human_turn()
    # A bad record leaves the current game as it was.
    with pytest.raises(ValueError):
        other.load_record({"format": "cribbage-record", "version": 9})
    assert other.record() == rec
    session.shutdown()
    other.shutdown()


def test_game_over_names_the_skunks(qtbot):
    session = make_session(qtbot, autoplay=True, players=2)
    feed = Feed(session)
    session.new_game(1)
    qtbot.waitUntil(lambda: bool(feed.results), timeout=60_000)
    result = feed.results[0]
    st = session.state
    loser = [s for s in st.side_names if s != result.winner][0]
    mark = result.marks[loser]
    expected = 2 if mark <= 60 else 1 if mark <= 90 else 0   # C81
    assert result.skunks[loser] == expected
    assert result.points[result.winner] == {0: 1, 1: 2, 2: 4}[expected]


def test_the_person_playing_shows_play_events_for_seat_0(qtbot):
    session = make_session(qtbot, players=2)
    feed = Feed(session)
    session.new_game(9)
    play_person(qtbot, session, hands=1)
    plays = [e for e in feed.events if e["e"] == "play"]
    assert {e["seat"] for e in plays} == {"S", "N"}
    own_lay = [e for e in feed.events if e["e"] == "lay" and e["seat"] == "S"]
    assert own_lay and len(own_lay[0]["cards"]) == 2
