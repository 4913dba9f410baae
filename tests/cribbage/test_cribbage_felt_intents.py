"""The person's gestures on the Cribbage felt, through real mouse and key
events with animations on (shortened by CINCH_QT_TIME_SCALE): the draw for the deal and
the starter cut wait for the person (C20, C40), a drag to the crib lays away (C31), a
double-click, a drag or ←/→ + Enter plays (C50), and a card that would pass 31 is
dimmed and refused by the engine with C104."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cribbage.ai import make_player
from cinch_qt.games.cribbage.engine import GameState, Rules
from cinch_qt.games.cribbage.engine.actions import Play
from cinch_qt.games.cribbage.engine.cards import VALUE
from cinch_qt.games.cribbage.engine.errors import IllegalAction
from cinch_qt.games.cribbage.table.felt_feed import EventFeed
from tests.crib_felt_helpers import make_felt, wait_idle

FAST = "0.03"


def vp_point(felt, scene_point: QPointF):
    return felt.mapFromScene(scene_point)


def drag(felt, key, to: QPointF, steps: int = 6) -> None:
    vp = felt.viewport()
    start = vp_point(felt, felt.card_scene_pos(key))
    end = vp_point(felt, to)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, start + (end - start) * (i / steps))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def click(felt, key) -> None:
    QTest.mouseClick(felt.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, vp_point(felt, felt.card_scene_pos(key)))


class Sent:
    """The session's intents as the window gives them to the felt (``set_intents``):
    each call recorded, and taken unless ``refuse`` answers it."""

    def __init__(self, felt, refuse=None):
        self.play: list = []
        self.pick: list = []
        self.refuse = refuse or (lambda _value: None)
        felt.set_intents(self._play, self._pick)

    def _play(self, card) -> bool:
        self.play.append(card)
        return not self.refuse(card)

    def _pick(self, cards) -> bool:
        self.pick.append(cards)
        return True


class Table:
    """An engine game with bots at every seat but S, fed to a felt as a session would."""

    def __init__(self, qtbot, cache, players=2, seed=1, autoplay=True):
        self.qtbot = qtbot
        self.rules = Rules(players=players)
        self.state = GameState(self.rules, seed=seed)
        self.bots = {s: make_player("normal", seed + s) for s in self.rules.seats}
        self.felt = make_felt(qtbot, cache, self.rules)
        self.felt.set_prompt(None, (), autoplay)
        self.feed = EventFeed(self.state)

    def feed_felt(self) -> None:
        self.felt.advance(self.feed.take(self.state), self.state.observation(0))

    def bot_move(self, seat=None) -> None:
        d = self.state.decision()
        seat = d.seat if seat is None else seat
        self.state.apply(self.bots[seat].choose(self.state.observation(seat)))

    def until(self, test, limit=400) -> None:
        """Bots play (S too) until ``test(state)``; the felt is fed and idle."""
        for _ in range(limit):
            if test(self.state):
                break
            self.bot_move()
        else:
            raise AssertionError("the moment never came")
        self.feed_felt()
        wait_idle(self.qtbot, self.felt)

    def prompt(self) -> None:
        obs = self.state.observation(0)
        self.felt.set_prompt(obs.decision, obs.legal, False)


def s_to(kind):
    def test(state):
        d = state.decision()
        return d is not None and d.seat == 0 and d.kind == kind
    return test


@pytest.fixture(autouse=True)
def fast(monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", FAST)


def test_drag_to_the_crib_lays_away(qtbot, cache):
    """C31: click one card, drag another onto the crib: both are laid away."""
    t = Table(qtbot, cache)
    t.until(s_to("lay"))
    t.prompt()
    felt = t.felt
    hand = list(felt.shown.hands[0])
    picked: list = []
    sent = Sent(felt)
    felt.selectionChanged.connect(picked.append)
    click(felt, hand[0])
    assert picked[-1] == [hand[0]] and felt.selection() == [hand[0]]
    crib = felt.layout_().crib_zone(felt.shown.dealer).center()
    drag(felt, hand[3], crib)
    qtbot.waitUntil(lambda: len(sent.pick) == 1, timeout=5000)
    assert sorted(sent.pick[0]) == sorted([hand[0], hand[3]]) and not sent.play


def test_confirm_and_enter_lay_away_the_picked_cards(qtbot, cache):
    t = Table(qtbot, cache)
    t.until(s_to("lay"))
    t.prompt()
    felt = t.felt
    felt.setFocus()
    sent = Sent(felt)
    QTest.keyClick(felt, Qt.Key.Key_Right)
    QTest.keyClick(felt, Qt.Key.Key_Space)
    assert not felt.confirm_selection()
    assert sent.pick == []                 # one card picked of two (C31): nothing sent
    QTest.keyClick(felt, Qt.Key.Key_Right)
    QTest.keyClick(felt, Qt.Key.Key_Space)
    QTest.keyClick(felt, Qt.Key.Key_Return)
    hand = felt.shown.hands[0]
    assert sent.pick == [[hand[0], hand[1]]]


def _play_moment(qtbot, cache, need_dimmed: bool) -> Table:
    for seed in range(1, 40):
        t = Table(qtbot, cache, seed=seed)

        def ready(state):
            if not s_to("play")(state):
                return False
            hand = state.hands[0]
            dimmed = [c for c in hand if state.count + VALUE[c] > 31]
            return bool(dimmed) == need_dimmed and len(hand) > 1
        try:
            t.until(lambda st: ready(st) or st.hand_no > 3)
        except AssertionError:
            continue
        if ready(t.state):
            t.prompt()
            return t
        t.felt.close()
    raise AssertionError("no such moment in 40 seeds")


def test_double_click_plays(qtbot, cache):
    t = _play_moment(qtbot, cache, need_dimmed=False)
    felt = t.felt
    card = t.state.observation(0).legal[0].card
    sent = Sent(felt)
    QTest.mouseDClick(felt.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier,
                      vp_point(felt, felt.card_scene_pos(card)))
    qtbot.waitUntil(lambda: bool(sent.play), timeout=5000)
    assert sent.play == [card]


def test_drag_to_the_play_area_plays(qtbot, cache):
    t = _play_moment(qtbot, cache, need_dimmed=False)
    felt = t.felt
    card = t.state.observation(0).legal[-1].card
    sent = Sent(felt)
    drag(felt, card, felt.layout_().play_zone().center())
    qtbot.waitUntil(lambda: bool(sent.play), timeout=5000)
    assert sent.play == [card]


def test_a_card_past_31_is_dimmed_and_refused_by_the_engine(qtbot, cache):
    """C51, C104: a card that would pass 31 is dimmed; dropped on the count it is asked
    of the session, whose engine refuses it under C104 (the felt decides no rule), and
    the card goes back to the hand, to be played again by a double-click, refused alike."""
    t = _play_moment(qtbot, cache, need_dimmed=True)
    felt = t.felt
    state = t.state
    bad = next(c for c in state.hands[0] if state.count + VALUE[c] > 31)
    assert felt.scene_.cards[bad].dimmed
    refusals: list = []

    def session_refuses(card):
        """The session's answer: the engine's refusal, which makes the call False."""
        try:
            state.apply(Play(0, card))
        except IllegalAction as error:
            refusals.append(error.rule)
            return True
        return False
    sent = Sent(felt, refuse=session_refuses)
    drag(felt, bad, felt.layout_().play_zone().center())
    qtbot.waitUntil(lambda: refusals == ["C104"], timeout=5000)
    item = felt.scene_.cards[bad]
    qtbot.waitUntil(lambda: (item.pos() - item.home).manhattanLength() < 1, timeout=5000)
    QTest.mouseDClick(felt.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, vp_point(felt, felt.card_scene_pos(bad)))
    qtbot.waitUntil(lambda: refusals == ["C104", "C104"], timeout=5000)
    assert bad in state.hands[0] and sent.play == [bad, bad]


def test_keyboard_plays(qtbot, cache):
    """←/→ choose a card of the hand, Enter plays it."""
    t = _play_moment(qtbot, cache, need_dimmed=False)
    felt = t.felt
    felt.setFocus()
    legal = {a.card for a in t.state.observation(0).legal}
    hand = list(felt.shown.hands[0])
    target = next(i for i, c in enumerate(hand) if c in legal)
    for _ in range(target + 1):
        QTest.keyClick(felt, Qt.Key.Key_Right)
    QTest.keyClick(felt, Qt.Key.Key_Left)
    QTest.keyClick(felt, Qt.Key.Key_Right)
    sent = Sent(felt)
    QTest.keyClick(felt, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(sent.play), timeout=5000)
    assert sent.play == [hand[target]]


def test_the_draw_waits_for_the_persons_pick(qtbot, cache):
    """C20: the pack is spread face down; nothing is turned until the person draws;
    then every seat's card turns up."""
    t = Table(qtbot, cache, players=3, autoplay=False)
    felt = t.felt
    with qtbot.waitSignal(felt.cutWanted, timeout=5000) as sig:
        t.feed_felt()
    assert sig.args == ["deal"]
    qtbot.wait(50)
    assert felt.busy() and felt.waiting_for_cut() == "deal"
    assert not any(isinstance(k, tuple) and k[0] == "draw" for k in felt.face_up_items())
    pack = [k for k in felt.scene_.cards if isinstance(k, tuple) and k[0] == "pack"]
    assert len(pack) == 52
    turned: list = []
    felt.said.connect(turned.append)
    click(felt, pack[20])
    qtbot.waitUntil(lambda: sum(1 for s in turned if " draws " in s) >= 3, timeout=10000)
    drawn = {k[1] for k in felt.face_up_items() if isinstance(k, tuple) and k[0] == "draw"}
    assert drawn == {0, 1, 2} or len(t.state.draw) > 3


def test_the_starter_waits_for_the_persons_cut_only_when_s_cuts(qtbot, cache):
    """C40: the player on the dealer's right cuts; the felt waits only when that is S."""
    for seed in range(1, 30):
        state = GameState(Rules(players=2), seed=seed)
        if state.dealer == 1:
            break
    t = Table(qtbot, cache, seed=seed, autoplay=False)
    felt = t.felt
    wants: list = []
    felt.cutWanted.connect(wants.append)
    t.feed_felt()
    qtbot.waitUntil(lambda: felt.waiting_for_cut() == "deal", timeout=5000)
    felt.cut()
    wait_idle(qtbot, felt)
    while t.state.phase == "lay":
        t.bot_move()
    t.feed_felt()
    qtbot.waitUntil(lambda: felt.waiting_for_cut() == "starter", timeout=10000)
    assert wants == ["deal", "starter"]
    assert felt.shown.starter is None
    felt.setFocus()
    QTest.keyClick(felt, Qt.Key.Key_Return)          # Enter cuts
    wait_idle(qtbot, felt)
    assert felt.shown.starter == t.state.starter
    assert felt.face_up_items()[t.state.starter] is not None


def test_six_players_the_dealing_side_buries_under_the_stock(qtbot, cache):
    """C34: with six players S, on the dealing side, drags its card onto the stock."""
    for seed in range(1, 60):
        state = GameState(Rules(players=6), seed=seed)
        if state.dealer % 3 == 0:
            break
    t = Table(qtbot, cache, players=6, seed=seed)
    t.until(s_to("lay"))
    assert t.state.decision().bury
    t.prompt()
    felt = t.felt
    card = felt.shown.hands[0][2]
    sent = Sent(felt)
    drag(felt, card, felt.layout_().stock_zone().center())
    qtbot.waitUntil(lambda: bool(sent.pick), timeout=5000)
    assert sent.pick == [[card]]


def test_the_focused_card_says_whether_it_can_be_played(qtbot, cache):
    """Screen readers: the focused card's name and, in the play, whether it fits (C51)."""
    t = _play_moment(qtbot, cache, need_dimmed=True)
    felt = t.felt
    state = t.state
    hand = list(felt.shown.hands[0])
    bad = next(c for c in hand if state.count + VALUE[c] > 31)
    good = next(c for c in hand if state.count + VALUE[c] <= 31)
    assert felt.focus_words(bad).endswith("not playable: past 31")
    assert felt.focus_words(good).endswith(", playable")
    felt.setFocus()
    QTest.keyClick(felt, Qt.Key.Key_Right)
    assert felt.accessibleName() == felt.focus_words(hand[0])


def test_enter_while_another_seat_plays_asks_the_session_which_refuses(qtbot, cache,
                                                                     monkeypatch):
    """C100: Enter while a bot is to act is not met with silence: the focused card is
    asked of the session, whose refusal (the shell's out-of-turn words) is said; the
    card stays in the hand."""
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", FAST)
    t = Table(qtbot, cache, players=2, seed=3)

    def bot_to_play(state):
        d = state.decision()
        return d is not None and d.seat != 0 and d.kind == "play"
    t.until(bot_to_play)
    t.felt.set_prompt(None, (), False)        # the person plays, but has nothing to decide
    t.felt.setFocus()
    refused: list = []
    sent = Sent(t.felt, refuse=lambda card: refused.append(card) or True)
    QTest.keyClick(t.felt, Qt.Key.Key_Right)
    focus = t.felt.scene_.focus_key
    assert focus in t.felt.shown.hands[0]
    QTest.keyClick(t.felt, Qt.Key.Key_Return)
    assert sent.play == [focus] and refused == [focus] and not sent.pick
    assert focus in t.felt.shown.hands[0]
