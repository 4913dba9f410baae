"""Cribbage and Crib Wars as a person plays them (issue 17): the real window with
animations on (every duration scaled by CINCH_QT_TIME_SCALE, nothing skipped), real
mouse and key events only.  Whole games for 2 and 4 players on both boards and 3 and 6
on Crib Wars; the seeds were picked by playing the same person (the hint's choice)
against the same bots on the engine alone, so that every seat deals and the Crib Wars
games land on a red jump, a blue trap and a penalty square (W10, W11, W30).

At every prompt the test checks that the right controls are on screen and enabled
before it touches anything, and every time the felt comes to rest the pegs stand in
the engine's holes."""

from __future__ import annotations

import itertools
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QSize, Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cribbage.ai import hint
from cinch_qt.games.cribbage.engine import OVER, Rules
from cinch_qt.games.cribbage.table import strip as sp
from cinch_qt.games.cribbage.table.session import CribbageSession
from cinch_qt.games.cribbage.table.settings import CribbageSettings
from cinch_qt.games.cribbage.table.window import CribbageWindow
from cinch_qt.themes import CardPixmapCache

TIME_SCALE = "0.005"
NONE = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
LEFT = Qt.MouseButton.LeftButton
DIGIT = {str(d): getattr(Qt.Key, f"Key_{d}") for d in range(10)}


@contextmanager
def open_crib_table(qtbot, tmp_path, monkeypatch, *, speed: str = "normal", **rules):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", TIME_SCALE)
    from PySide6.QtCore import QSettings
    qs = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings = CribbageSettings(rules=Rules(**rules), speed=speed,
                                levels={s: "easy" for s in range(1, 6)})
    session = CribbageSession(settings, "crib-wars" if rules.get("board") else "cribbage")
    cache = CardPixmapCache()
    win = CribbageWindow(session, cache, qsettings=qs)
    win.ask = lambda *_a: True
    qtbot.addWidget(win)
    win.resize(1280, 860)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)   # shortcuts need an active window
    try:
        yield session, win
    finally:
        session.shutdown()
        cache.shutdown()


# ---------------------------------------------------------------- on screen
def on_screen(win, widget) -> bool:
    if not widget.isVisible() or widget.visibleRegion().isEmpty():
        return False
    top_left = widget.mapTo(win, QPoint(0, 0))
    return win.rect().contains(QRect(top_left, widget.size()))


def card_on_screen(felt, card) -> bool:
    item = felt.scene_.cards[card]
    w, h = item.size()
    rect = QRect(felt.mapFromScene(QPointF(item.pos())), QSize(int(w), int(h)))
    return item.isVisible() and felt.viewport().rect().adjusted(-2, -2, 2, 2).contains(rect)


def point_of(felt, card) -> QPoint:
    return felt.mapFromScene(felt.card_scene_pos(card))


def layout(felt):
    lay = felt.layout_
    return lay() if callable(lay) else lay


def drag(felt, card, target: QPointF) -> None:
    vp = felt.viewport()
    start = point_of(felt, card)
    end = felt.mapFromScene(target)
    QTest.mousePress(vp, LEFT, NONE, start)
    for i in range(1, 7):
        QTest.mouseMove(vp, start + (end - start) * (i / 6))
    QTest.mouseRelease(vp, LEFT, NONE, end)


def click(felt, card) -> None:
    QTest.mouseClick(felt.viewport(), LEFT, NONE, point_of(felt, card))


def double_click(felt, card) -> None:
    pos = point_of(felt, card)
    QTest.mouseClick(felt.viewport(), LEFT, NONE, pos)
    QTest.mouseDClick(felt.viewport(), LEFT, NONE, pos)


def arrows_to(felt, card) -> None:
    order = felt.scene_.keyboard_order
    assert card in order
    for _ in range(len(order) + 1):
        if felt.scene_.focus_key == card:
            return
        QTest.keyClick(felt, Qt.Key.Key_Right)
    raise AssertionError(f"the arrow keys never reached card {card}")


# ---------------------------------------------------------------- the pegs
class PegWatch:
    """Every time the felt comes to rest, its pegs stand in the engine's holes (W4)."""

    def __init__(self, session, win) -> None:
        self.session, self.win = session, win
        self.checks = 0
        self.wrong: list[str] = []
        win.felt.idle.connect(self.check)

    def check(self) -> None:
        st = self.session.state
        felt = self.win.felt
        if st is None or felt.busy() or felt.waiting_for_cut():
            return
        engine = {st.side_names[s]: st.holes[s] for s in range(st.n_sides)}
        shown = felt.board.holes()
        self.checks += 1
        if shown != engine:
            self.wrong.append(f"hand {st.hand_no + 1}: pegs {shown}, engine {engine}")


# ---------------------------------------------------------------- the person
class Person:
    """Answers every prompt through real mouse and key events, changing the way each
    time, after checking the controls.  Its choices are the hint's (so the seeds hold)."""

    def __init__(self, qtbot, session, win, count=None, keys_only=False) -> None:
        self.qtbot, self.session, self.win = qtbot, session, win
        self.turns = itertools.count(1 if keys_only else 0)
        self.keys_only = keys_only
        self.count = count          # manual count: true total -> what the person claims
        self.done: list[str] = []

    def settled(self) -> bool:
        felt, s = self.win.felt, self.session
        if felt.waiting_for_cut():
            return True
        if felt.busy():
            return False
        page = self.win.strip.page()
        if s.state.phase == OVER or s.holding:
            # The strip has caught up with the felt: Next hand, or New game.
            return page in (sp.NEXT, sp.OVER)
        return s.prompted

    def wait(self) -> str:
        self.qtbot.waitUntil(self.settled, timeout=60_000)
        felt, s = self.win.felt, self.session
        if felt.waiting_for_cut():
            return "cut"
        if s.state.phase == OVER:
            return "over"
        return "hold" if s.holding else "turn"

    def way(self) -> int:
        n = next(self.turns)
        return 1 if self.keys_only else n % 3

    def cut(self) -> None:
        win, felt = self.win, self.win.felt
        kind = felt.waiting_for_cut()
        assert win.strip.page() == sp.CUT
        assert on_screen(win, win.strip.cut_button) and win.strip.cut_button.isEnabled()
        if self.way() == 1:
            felt.setFocus()
            QTest.keyClick(felt, Qt.Key.Key_Space)
        else:
            self.qtbot.mouseClick(win.strip.cut_button, LEFT)
        self.qtbot.waitUntil(lambda: felt.waiting_for_cut() != kind or felt.busy(),
                             timeout=5000)
        self.done.append(f"cut-{kind}")

    def act(self) -> None:
        s, win = self.session, self.win
        felt, strip = win.felt, win.strip
        d = s.decision()
        assert d is not None
        st = s.state
        assert on_screen(win, felt.viewport())
        # C97: Hint is there when hints are on, but never for a count with muggins.
        hint_ok = s.settings.hints and not (d.kind == "show" and st.rules.muggins != "off")
        assert on_screen(win, strip.hint_button) == s.settings.hints
        assert strip.hint_button.isEnabled() == hint_ok
        before = s.action_count
        way = self.way()
        if not felt.hasFocus() and d.kind in ("lay", "play"):
            felt.setFocus()
        if d.kind == "lay":
            choice = list(hint(st.observation(0)).action.cards)
            assert strip.page() == sp.LAY
            picked = set(felt.selection())                # a hint may have picked them
            assert on_screen(win, strip.confirm_button)
            assert strip.confirm_button.isEnabled() == (len(picked) == d.count)
            for card in st.hands[0]:                      # C31–C34: every card offered
                item = felt.scene_.cards[card]
                assert card_on_screen(felt, card) and item.face_up and item.clickable
            if picked:
                assert picked == set(choice)
                self.qtbot.mouseClick(strip.confirm_button, LEFT)
            elif way == 0:
                for card in choice:
                    click(felt, card)
                assert set(felt.selection()) == set(choice)
                assert strip.confirm_button.isEnabled()
                self.qtbot.mouseClick(strip.confirm_button, LEFT)
            elif way == 1:
                for card in choice:
                    arrows_to(felt, card)
                    QTest.keyClick(felt, Qt.Key.Key_Space)
                assert set(felt.selection()) == set(choice)
                QTest.keyClick(felt, Qt.Key.Key_Return)
            else:
                # C34: the dealing side buries under the stock; the others lay to the crib.
                zone = (layout(felt).stock_zone() if d.bury
                        else layout(felt).crib_zone(st.dealer))
                for card in choice:
                    drag(felt, card, zone.center())
            self.done.append("lay")
        elif d.kind == "play":
            card = hint(st.observation(0)).action.card
            assert strip.page() == sp.PLAY
            legal = {a.card for a in st.legal_actions()}
            for c in legal:                               # C50, C51: the cards that fit
                assert card_on_screen(felt, c) and felt.scene_.cards[c].draggable
            if way == 0:
                drag(felt, card, layout(felt).play_zone().center())
            elif way == 1:
                arrows_to(felt, card)
                QTest.keyClick(felt, Qt.Key.Key_Return)
            else:
                double_click(felt, card)
            self.done.append("play")
        elif d.kind == "show":                            # C91: the person's own count
            assert strip.page() == sp.COUNT
            assert on_screen(win, strip.count_box) and strip.count_box.isEnabled()
            assert on_screen(win, strip.count_button) and strip.count_button.isEnabled()
            total = st.true_count()
            claim = self.count(total) if self.count else total
            strip.count_box.setFocus()
            strip.count_box.selectAll()
            for ch in str(claim):
                QTest.keyClick(strip.count_box, DIGIT[ch])
            if way == 0:
                self.qtbot.mouseClick(strip.count_button, LEFT)
            else:
                QTest.keyClick(strip.count_box, Qt.Key.Key_Return)
            self.done.append("count")
        else:                                             # W34
            assert strip.page() == sp.BOX
            assert on_screen(win, strip.leave_button) and strip.leave_button.isEnabled()
            self.qtbot.mouseClick(strip.leave_button, LEFT)
            self.done.append("box")
        try:
            self.qtbot.waitUntil(lambda: s.action_count > before, timeout=5000)
        except Exception:
            raise AssertionError(f"{d.kind} by way {way} did nothing; done: {self.done}; "
                                 f"status: {win.statusBar().currentMessage()!r}") from None

    def next_hand(self) -> None:
        win = self.win
        assert win.strip.page() == sp.NEXT, win.strip.page()
        assert on_screen(win, win.strip.next_button) and win.strip.next_button.isEnabled()
        if self.way() == 1:
            QTest.keyClick(win.strip.next_button, Qt.Key.Key_N)
        else:
            self.qtbot.mouseClick(win.strip.next_button, LEFT)
        # A shortcut "animates" its button's click for a moment before it lands.
        self.qtbot.waitUntil(lambda: not self.session.holding, timeout=3000)
        # The finished hand's words and button leave the strip as the new deal comes.
        assert win.strip.page() != sp.NEXT and not on_screen(win, win.strip.next_button)
        self.done.append("next")

    def play(self, hands: int | None = None) -> None:
        finished = 0
        while True:
            what = self.wait()
            if what == "over":
                return
            if what == "cut":
                self.cut()
            elif what == "hold":
                finished += 1
                if hands is not None and finished >= hands:
                    return
                self.next_hand()
            else:
                self.act()


def squares_landed(state) -> set[str]:
    return {e["square"][0] for r in state.hand_records for e in r["events"]
            if e["e"] == "score" and e.get("square")}


# players, board, seed: whole games picked on the engine (see the module's docstring)
GAMES = [(2, "classic", 6), (4, "classic", 2), (2, "crib-wars", 10), (4, "crib-wars", 3),
         (3, "crib-wars", 2), (6, "crib-wars", 1)]


@pytest.mark.parametrize(("players", "board", "seed"), GAMES)
def test_whole_game_with_mouse_and_keys_c20_c70_w4(qtbot, tmp_path, monkeypatch,
                                                    players, board, seed):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=players, board=board) as (
            session, win):
        pegs = PegWatch(session, win)
        person = Person(qtbot, session, win)
        said: list[str] = []
        win.live.say = said.append          # what screen readers are told
        session.new_game(seed)
        assert session.settings.speed_factor > 0 and win.felt.busy()   # the draw animates
        person.play()
        st = session.state
        assert st.phase == OVER and not session.failures
        assert not pegs.wrong, pegs.wrong[:3]
        assert not win.felt.mismatches, win.felt.mismatches[:3]
        assert pegs.checks > len(st.hand_records)
        # Every seat dealt (C23); the person cut for the deal, laid away and played.
        assert {r["dealer"] for r in st.hand_records} == set(st.seat_names)
        assert {"cut-deal", "lay", "play", "next"} <= set(person.done)
        shows = [e for r in st.hand_records for e in r["events"] if e["e"] == "show"]
        assert shows                                       # the show (C70)
        # Every card played and every score is said (with the count, the reason).
        events = [e for r in st.hand_records for e in r["events"]]
        plays = [e for e in events if e["e"] == "play"]
        scores = [e for e in events if e["e"] == "score"]
        assert len(said) >= len(plays) + len(scores)
        assert any("Your turn" in t for t in said)
        if board == "crib-wars":
            assert {"R", "T", "P"} <= squares_landed(st)   # W10, W11, W30
            spoken = " ".join(said)
            assert all(w in spoken for w in ("Red jump", "Blue trap", "Penalty square"))
        # The end: the winner named, a new game offered on screen.
        assert win.strip.page() == sp.OVER
        assert on_screen(win, win.strip.new_button) and win.strip.new_button.isEnabled()
        assert win.strip.text()
        assert win.scores.rowCount() == len(st.hand_records) + 1


@pytest.mark.parametrize("muggins", ["cut-throat", "friendly"])
def test_manual_count_and_muggins_c91_c95(qtbot, tmp_path, monkeypatch, muggins):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2, counting="manual",
                         muggins=muggins) as (session, win):
        pegs = PegWatch(session, win)
        person = Person(qtbot, session, win, count=lambda total: max(0, total - 1))
        session.new_game(5)
        person.play(hands=3)
        st = session.state
        assert "count" in person.done and not pegs.wrong
        events = [e for r in st.hand_records for e in r["events"]]
        missed = [e for e in events if e["e"] == "show" and "claimed" in e
                  and e["claimed"] < e["total"]]
        assert missed
        mugged = [e for e in events if e["e"] == "score" and e["why"] == "muggins"]
        if muggins == "cut-throat":
            assert mugged and mugged[0]["side"] == "N"      # C95: North pegs them
        else:
            assert not mugged                                # given back
        # Last show (Ctrl+L) has the show of the hand that just ended, claims included.
        QTest.keyClick(win, Qt.Key.Key_L, CTRL)
        assert win.last_show.isVisible()
        text = win.last_show.text.toPlainText()
        assert "counted" in text
        assert ("Muggins" in text) == (muggins == "cut-throat" and any(
            e["e"] == "score" and e["why"] == "muggins"
            for e in st.hand_records[-1]["events"]))


def test_keyboard_only_lay_away_and_play(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=3, board="crib-wars") as (
            session, win):
        person = Person(qtbot, session, win, keys_only=True)
        session.new_game(2)
        person.play(hands=2)
        assert {"lay", "play", "next"} <= set(person.done)


def test_hint_and_undo(qtbot, tmp_path, monkeypatch):
    """Ctrl+H gives the Expert's choice with its reason; Ctrl+Z takes a decision back
    while no hidden card has been shown since (here: the person's lay-away before the
    others have laid theirs)."""
    with open_crib_table(qtbot, tmp_path, monkeypatch, speed="slow", players=4) as (
            session, win):
        person = Person(qtbot, session, win)
        session.new_game(11)
        said = []
        win.live.say = lambda text: said.append(text)
        undone = False
        hinted = False
        for _ in range(200):
            what = person.wait()
            if what == "cut":
                person.cut()
                continue
            if what != "turn":
                break
            d = session.decision()
            if not hinted and d.kind == "lay":
                win.felt.setFocus()
                QTest.keyClick(win, Qt.Key.Key_H, CTRL)
                qtbot.waitUntil(lambda: win.last_hint is not None, timeout=5000)
                assert win.hint_line.isVisible() and "Lay away" in win.hint_line.text()
                assert any("Lay away" in t for t in said)
                # The hint's cards are picked on the felt, ready to confirm.
                assert set(win.felt.selection()) == set(win.last_hint.action.cards)
                assert win.strip.confirm_button.isEnabled()
                hinted = True
            if session.can_undo() and not undone:
                count = session.action_count
                assert win.undo_action.isEnabled()
                QTest.keyClick(win, Qt.Key.Key_Z, CTRL)
                assert session.undos == 1 and session.action_count < count
                undone = True
                continue
            person.act()
            if undone and hinted:
                break
        assert hinted and undone


def test_refusal_names_the_rule(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        while person.wait() == "cut":
            person.cut()
        assert session.decision().kind == "lay"
        before = session.state.snapshot()
        win.felt.setFocus()
        session.lay_away(session.state.hands[0][:1])          # one card: C103
        assert win.last_refused_rule == "C103"
        assert "Not allowed" in win.statusBar().currentMessage()
        assert session.state.snapshot() == before
