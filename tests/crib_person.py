"""A person at the cribbage table for the GUI tests: the real window opened at a chosen
speed (animations on, every duration scaled by CINCH_QT_TIME_SCALE), real mouse and key
gestures on the felt and the strip, the hint's choice at every decision, and the pegs
watched as they move."""

from __future__ import annotations

import itertools
from contextlib import contextmanager

from PySide6.QtCore import QPoint, QPointF, QRect, QSize, Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cribbage.engine import OVER, Rules
from cinch_qt.games.cribbage.table import strip as sp
from cinch_qt.games.cribbage.table.session import CribbageSession
from cinch_qt.games.cribbage.table.settings import CribbageSettings
from cinch_qt.games.cribbage.table.window import CribbageWindow
from cinch_qt.themes import CardPixmapCache
from cinch_qt.ui.frame_felt import FrameFelt
from tests.crib_session_helpers import person_hint
from tests.gui_helpers import shown_frame_felt

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
            choice = list(person_hint(st.observation(0)).action.cards)
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
            card = person_hint(st.observation(0)).action.card
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


def wait_for(person: Person, kind: str) -> None:
    """Play (the hint's choices, real events) until the person is asked for ``kind``."""
    while True:
        what = person.wait()
        assert what != "over"
        if what == "cut":
            person.cut()
        elif what == "hold":
            person.next_hand()
        elif person.session.decision().kind == kind:
            return
        else:
            person.act()


def board_felt(qtbot, item, size: tuple[int, int]) -> FrameFelt:
    """A board item alone on the shell's frame felt (the whole felt its fixture, as the
    replay shows it beside its cards), shown at ``size``."""
    felt = shown_frame_felt(qtbot, *size)
    felt.set_fixture(item, "right", 1.0)
    return felt
