"""The Cribbage felt driven from the engine with bots for every seat, with
animations on (durations shortened by the one factor CINCH_QT_TIME_SCALE, never
skipped): after every advance, once idle, the pegs stand on the engine's holes, every
seat holds the observed number of cards, the running count is the engine's (C50), and
the animated events left exactly what the observation says (no correction needed).
Fairness (C5, C36, C101): at every moment a card item turns face up, its card is one
seat 0 may know."""

from __future__ import annotations

import re

import pytest

from cinch_qt.games.cribbage.ai import make_player
from cinch_qt.games.cribbage.engine import GameState, Rules
from cinch_qt.games.cribbage.engine.cards import parse_card
from cinch_qt.games.cribbage.table.art import art_face
from cinch_qt.games.cribbage.table.felt import CribbageFelt
from cinch_qt.games.cribbage.table.felt_feed import EventFeed
from cinch_qt.games.cribbage.table.texts import seat_display_name
from cinch_qt.speed import SPEEDS, time_scale
from cinch_qt.ui.card_item import CardItem
from tests.crib_felt_helpers import TIMEOUT, make_felt, wait_idle

FAST = "0.03"


class Knowledge:
    """What seat 0 may know in each hand: its observations and the public events."""

    def __init__(self) -> None:
        self.by_hand: dict[int, set[int]] = {}
        self.draw: set[int] = set()
        self.hand = -1          # the hand the events fed belong to (after its "deal")

    def add(self, obs, events) -> None:
        known = self.by_hand.setdefault(obs.hand_no, set())
        known |= set(obs.hand) | set(obs.laid) | set(obs.kept) | set(obs.crib)
        known |= set(obs.counting) | {c for _, c in obs.played}
        if obs.starter is not None:
            known.add(obs.starter)
        for ev in events:
            hand = self.hand
            if ev["e"] == "deal":
                self.hand = ev["hand"]
            elif ev["e"] == "draw":
                self.draw |= {c for _, c in ev["draw"]}
            elif ev["e"] == "show":
                self.by_hand.setdefault(hand, set()).update(parse_card(c) for c in ev["cards"])
            elif ev["e"] == "play":
                self.by_hand.setdefault(hand, set()).add(parse_card(ev["card"]))


@pytest.fixture
def watch(monkeypatch):
    """Every card item turned face up: (felt's hand, key, face) — checked afterwards."""
    seen: list = []
    original = CardItem.set_face_up

    def spy(self, up):
        if up:
            scene = self.scene()
            felt = scene.views()[0] if scene is not None and scene.views() else None
            hand = felt.shown.hand_no if isinstance(felt, CribbageFelt) else None
            seen.append((self.key, self.face, hand))
        original(self, up)
    monkeypatch.setattr(CardItem, "set_face_up", spy)
    return seen


def check_against(felt, state, obs):
    assert felt.mismatches == [], felt.mismatches
    for k, side in enumerate(felt.rules.side_names):
        assert felt.board.front(side) == state.holes[k], side          # pegs (C60, W4)
    marks = felt.score_plate.text().splitlines()[1]
    # A peg in a trap, a zone or on a path says so after its mark (W7).
    assert [re.sub(r" \([^)]*\)$", "", part) for part in marks.split(" · ")] == [
        f"{felt._side_name(k)} {state.mark(k)}" for k in range(state.n_sides)]
    for seat in obs.dealt_in:
        held = [k for k in felt.shown.hands.get(seat, []) if k in felt.scene_.cards]
        assert len(held) == obs.held_counts[seat], seat
        assert str(obs.held_counts[seat]) in felt.plate_text(seat)
    if obs.phase == "play":
        assert felt.count_shown() == obs.count                           # C50
        assert felt.count_item.isVisible()


def check_faces(seen, knowledge):
    for key, face, hand in seen:
        if isinstance(key, tuple) and key[0] == "draw":
            assert face in {art_face(c) for c in knowledge.draw}
            continue
        assert isinstance(key, int), f"a token {key!r} was turned face up"
        assert face == art_face(key)
        assert key in knowledge.by_hand.get(hand, set()), (
            f"card {key} shown face up in hand {hand} though seat 0 may not know it")


def play_game(qtbot, felt, state, hands, seen, knowledge):
    bots = {s: make_player("normal", 7 + s) for s in state.rules.seats}
    feed = EventFeed(state)
    felt.set_prompt(None, (), True)          # autoplay: the felt does not wait for cuts
    events = feed.take(state)
    steps = 0
    while True:
        obs = state.observation(0)
        knowledge.add(obs, events)
        seen.clear()
        felt.advance(events, obs)
        wait_idle(qtbot, felt)
        check_against(felt, state, obs)
        check_faces(seen, knowledge)
        if state.phase == "over" or state.hand_no >= hands:
            return steps
        d = state.decision()
        state.apply(bots[d.seat].choose(state.observation(d.seat)))
        events = feed.take(state)
        steps += 1


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("board", ["classic", "crib-wars"])
def test_felt_follows_the_engine(qtbot, cache, monkeypatch, watch, players, board):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", FAST)
    rules = Rules(players=players, board=board)
    state = GameState(rules, seed=players * 10 + len(board))
    felt = make_felt(qtbot, cache, rules)
    steps = play_game(qtbot, felt, state, 2, watch, Knowledge())
    assert steps > 10
    assert state.hand_no >= 2 or state.phase == "over"


@pytest.mark.parametrize("players,seed", [(3, 6), (2, 3)])
def test_crib_wars_squares_and_penalties_follow_the_engine(qtbot, cache, monkeypatch, watch,
                                                           players, seed):
    """W10-W12, W30-W36: whole Crib Wars games with jumps, traps, penalty squares, folds,
    retreats, awards, sitting out and release; the pegs end on the engine's holes and
    every seat holds the observed cards after every step."""
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.01")
    rules = Rules(players=players, board="crib-wars")
    state = GameState(rules, seed=seed)
    felt = make_felt(qtbot, cache, rules)
    said: list[str] = []
    felt.said.connect(said.append)
    play_game(qtbot, felt, state, 200, watch, Knowledge())
    assert state.phase == "over"
    kinds = {ev["e"] for rec in state.hand_records for ev in rec["events"]}
    squares = {ev.get("square", "")[:1] for rec in state.hand_records for ev in rec["events"]
               if ev["e"] == "score"}
    assert {"R", "P"} <= squares and {"fold", "retreat"} <= kinds
    # Each effect said once, in one sentence with whose peg
    # and where it stands now; the board's short label is not said as well.
    assert any(s.startswith("Red jump: ") and ", to hole " in s for s in said)
    assert any(s.startswith("Penalty square on hole ") and "fold" in s for s in said)
    assert any(" back 20 holes, to hole " in s for s in said)
    assert not {"Red jump!", "Penalty square!", "folds", "back 20"} & set(said)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_only_what_s_may_know_is_ever_face_up(qtbot, cache, monkeypatch, watch, players):
    """C5, C36, C101 over many deals: whatever the seats hold, lay away, bury or cut,
    no card item turns face up unless seat 0 may know its card at that moment."""
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.005")
    for seed in range(100, 106):
        rules = Rules(players=players, board="crib-wars" if seed % 2 else "classic")
        state = GameState(rules, seed=seed)
        felt = make_felt(qtbot, cache, rules, size=(900 + seed, 640))
        play_game(qtbot, felt, state, 1, watch, Knowledge())
        felt.close()


def test_a_resize_while_cards_fly_leaves_every_card_on_its_place(qtbot, cache, monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.2")
    rules = Rules(players=2)
    state = GameState(rules, seed=3)
    felt = make_felt(qtbot, cache, rules)
    felt.set_prompt(None, (), True)
    feed = EventFeed(state)
    felt.advance(feed.take(state), state.observation(0))
    qtbot.waitUntil(lambda: felt.steps.waiting == "anim", timeout=TIMEOUT)
    felt.resize(1500, 900)
    wait_idle(qtbot, felt)
    from cinch_qt.games.cribbage.table.felt_places import places
    for key, place in places(felt.shown, felt.layout_()).items():
        item = felt.scene_.cards[key]
        assert (item.pos() - place.to).manhattanLength() < 1.5, key


def _said_over_one_hand(qtbot, cache, factor):
    rules = Rules(players=3, board="crib-wars")
    state = GameState(rules, seed=21)
    felt = CribbageFelt(cache, rules, dict(enumerate(rules.seat_names)), factor)
    qtbot.addWidget(felt)
    felt.resize(1100, 700)
    felt.show()
    said: list[str] = []
    idles: list[int] = []
    felt.said.connect(said.append)
    felt.idle.connect(lambda: idles.append(len(said)))
    play_game(qtbot, felt, state, 1, [], Knowledge())
    felt.close()
    return said, idles


def test_instant_speed_says_the_same_in_the_same_order(qtbot, cache, monkeypatch):
    """Speed 0 shows no animation, but every step, signal and word comes as with
    animations on, in the same order (so instant play and tests agree)."""
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.01")
    animated = _said_over_one_hand(qtbot, cache, SPEEDS["normal"] * time_scale())
    instant = _said_over_one_hand(qtbot, cache, 0.0)
    assert instant == animated
    assert any(" plays " in s for s in animated[0])


def test_muggins_and_claims_are_shown(qtbot, cache, monkeypatch):
    """C91, C95: with manual counting the person's claim is shown after the words, and
    points the person missed are pegged by the opponent labelled "muggins!"."""
    from cinch_qt.games.cribbage.engine import Claim
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.02")
    for seed in range(1, 40):
        rules = Rules(players=2, counting="manual", muggins="cut-throat")
        state = GameState(rules, seed=seed)
        bots = {s: make_player("normal", s) for s in rules.seats}
        while state.phase != "over":
            d = state.decision()
            if d.seat == 0 and d.kind == "show" and state.true_count() > 0:
                break
            state.apply(bots[d.seat].choose(state.observation(d.seat)))
        if state.phase != "over" and state.hand_no < 3:
            break
    felt = make_felt(qtbot, cache, rules)
    felt.set_prompt(None, (), True)
    feed = EventFeed(state)
    felt.advance(feed.take(state), state.observation(0))
    wait_idle(qtbot, felt)
    assert felt.mismatches == []
    counting = set(state.observation(0).counting)
    assert counting and counting <= set(felt.face_up_items())   # the cards to count, up
    said: list[str] = []
    captions: list[str] = []
    felt.said.connect(said.append)
    felt.said.connect(lambda _t: captions.append(felt.caption_text()))
    state.apply(Claim(0, 0))
    felt.advance(feed.take(state), state.observation(0))
    wait_idle(qtbot, felt)
    assert any("(muggins!)" in s for s in said)         # said once, in the score's line
    assert "muggins!" not in said
    assert any("claimed 0" in c for c in captions)
    assert felt.mismatches == []


def test_reset_lays_out_a_game_at_once(qtbot, cache, monkeypatch):
    """A resumed game: reset shows the observation at once (no animation queued), the
    pegs on the engine's holes and the back peg where the last move started (W45)."""
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.05")
    rules = Rules(players=2, board="crib-wars")
    state = GameState(rules, seed=8)
    bots = {s: make_player("normal", s) for s in rules.seats}
    while not (state.phase == "play" and state.hand_no == 2 and len(state.played) > 3):
        d = state.decision()
        state.apply(bots[d.seat].choose(state.observation(d.seat)))
    felt = make_felt(qtbot, cache, rules)
    obs = state.observation(0)
    felt.reset(obs)
    assert not felt.board.busy and felt.steps.waiting is None
    for k, side in enumerate(rules.side_names):
        assert felt.board.front(side) == state.holes[k]
        moves = [e for e in obs.events if e["e"] == "score" and e["side"] == side]
        if moves:
            assert felt.board.back(side) == moves[-1]["from"]
    assert felt.count_shown() == obs.count
    assert sorted(felt.shown.hands[0]) == sorted(obs.hand)
    assert set(obs.hand) <= set(felt.face_up_items())
    for seat in obs.dealt_in:
        assert felt.shown.held(seat) == obs.held_counts[seat]
    with qtbot.waitSignal(felt.idle, timeout=5000):
        pass


# The count keeps its word on the plate's line (a no-break space between them).
@pytest.mark.parametrize("name, second_line", [(None, "5\u00a0cards"),
                                               ("Ada", "you · 5\u00a0cards")])
def test_the_persons_plate_says_you_only_under_a_chosen_name(qtbot, cache, monkeypatch, name,
                                                             second_line):
    """"You" over "you" says nothing: under the default name the person's plate gives
    only the cards held; under a name the player chose, "you" says whose seat it is."""
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.05")
    rules = Rules(players=4)
    state = GameState(rules, seed=3)
    bots = {s: make_player("normal", s) for s in rules.seats}
    while state.phase != "lay":
        d = state.decision()
        state.apply(bots[d.seat].choose(state.observation(d.seat)))
    names = {s: n for s, n in enumerate(rules.seat_names)}
    names[0] = name or seat_display_name("S")
    felt = CribbageFelt(cache, rules, names, SPEEDS["normal"] * time_scale())
    qtbot.addWidget(felt)
    felt.resize(1280, 800)
    felt.show()
    felt.reset(state.observation(0))
    assert felt.plate_text(0).splitlines()[1:] == [second_line]


def test_a_damaged_event_is_noted_and_the_observation_wins(qtbot, cache, monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.05")
    rules = Rules(players=2)
    state = GameState(rules, seed=5)
    felt = make_felt(qtbot, cache, rules)
    felt.set_prompt(None, (), True)
    feed = EventFeed(state)
    events = feed.take(state)
    events.insert(2, {"e": "play", "seat": "Q", "card": "ZZ", "count": 3})
    events.insert(3, {"e": "score"})
    felt.advance(events, state.observation(0))
    wait_idle(qtbot, felt)
    assert len(felt.mismatches) == 2
    felt.mismatches.clear()
    obs = state.observation(0)
    assert sorted(felt.shown.hands[0]) == sorted(obs.hand)
    assert felt.shown.held(1) == obs.held_counts[1]


def test_reset_while_pegs_move_stops_the_animation_and_places_the_pegs(qtbot, cache,
                                                                       monkeypatch):
    """An undo or a resumed game while a score is being pegged: the board's queue is
    dropped and every peg stands on the observed hole at once."""
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.3")
    rules = Rules(players=2, board="crib-wars")
    state = GameState(rules, seed=2)
    bots = {s: make_player("normal", s) for s in rules.seats}
    felt = make_felt(qtbot, cache, rules)
    felt.set_prompt(None, (), True)
    feed = EventFeed(state)
    felt.advance(feed.take(state), state.observation(0))
    wait_idle(qtbot, felt)
    while not any(e["e"] == "score" for e in state.events):
        d = state.decision()
        state.apply(bots[d.seat].choose(state.observation(d.seat)))
    felt.advance(feed.take(state), state.observation(0))
    qtbot.waitUntil(lambda: felt.board.busy, timeout=TIMEOUT)
    obs = state.observation(0)
    felt.reset(obs)
    assert not felt.board.busy
    for k, side in enumerate(rules.side_names):
        assert felt.board.front(side) == state.holes[k]
    wait_idle(qtbot, felt)
    assert felt.mismatches == []
