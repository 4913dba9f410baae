"""A steady table (the shell's, for every game): the felt neither rescales nor moves as
the texts and panels round it change — the hint line going from two lines to one or
away, a refusal or a hint said, the strip changing page, the score panels filling up.
Whole games at 1280×800 with animations on, played through real mouse and key events;
the felt's rectangle, its scene and the Cribbage board's rectangle are read after every
step and every few milliseconds, and any change the window's own size did not cause
fails (docs/table.md, "A steady table")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cinch.engine.rules import Rules as CinchRules
from tests.cinch_person import Person as CinchPerson
from tests.cinch_person import drag_to_middle
from tests.crib_person import Person as CribPerson
from tests.crib_person import drag as crib_drag
from tests.crib_person import layout as crib_layout
from tests.crib_person import open_crib_table
from tests.gui_helpers import open_table
from tests.table_watch import GeometryWatch

CTRL = Qt.KeyboardModifier.ControlModifier
SIZE = (1280, 800)


class CinchAsker(CinchPerson):
    """Plays as the whole-game person does, but asks for a hint every third turn and
    first drags a card that may not be played (R41/R42) whenever there is one, so the
    status line and the hint line say something new."""

    def act(self) -> None:
        ctl, win = self.ctl, self.win
        prompt = win.view.decision()
        n = len(self.done)
        # (Not with one legal card: it is played for the person before the hint comes.)
        if n % 3 == 0 and prompt.kind == "play" and len(prompt.legal_cards) > 1:
            win.view.setFocus()
            QTest.keyClick(win, Qt.Key.Key_H, CTRL)
            self.qtbot.waitUntil(lambda: "Hint" in win.statusBar().currentMessage(),
                                 timeout=10_000)
        if prompt.kind == "play":
            wrong = [c for c in ctl.state.hand_of(0) if c not in prompt.legal_cards]
            if wrong:
                drag_to_middle(win.view, wrong[0])
                self.qtbot.waitUntil(lambda: "Not allowed" in win.statusBar().currentMessage(),
                                     timeout=5000)
                self.qtbot.waitUntil(lambda: not win.view.scene_.snapping(), timeout=5000)
        super().act()


class CribAsker(CribPerson):
    """The Cribbage person, asking for a hint every third turn and first trying a card
    that would pass 31 (C51, C104) whenever there is one."""

    def act(self) -> None:
        s, win = self.session, self.win
        d = s.decision()
        n = len(self.done)
        many = d.kind == "lay" or len(s.state.legal_actions()) > 1
        if n % 3 == 0 and many and d.kind in ("lay", "play"):
            win.felt.setFocus()
            QTest.keyClick(win, Qt.Key.Key_H, CTRL)
            self.qtbot.waitUntil(lambda: "Hint" in win.statusBar().currentMessage(),
                                 timeout=10_000)
        if d.kind == "play":
            st = s.state
            legal = {a.card for a in st.legal_actions()}
            wrong = [c for c in st.hands[0] if c not in legal]
            if wrong:
                crib_drag(win.felt, wrong[0], crib_layout(win.felt).play_zone().center())
                self.qtbot.waitUntil(lambda: "Not allowed" in win.statusBar().currentMessage(),
                                     timeout=5000)
                self.qtbot.waitUntil(lambda: not win.felt.scene_.snapping(), timeout=5000)
        super().act()


def test_cinch_felt_stays_put_through_a_whole_game(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.05")
    rules = CinchRules(players=2, target=11)
    with open_table(qtbot, tmp_path / "settings.ini", speed="normal", rules=rules,
                    forced_play=True) as (ctl, win, _qs):
        win.resize(*SIZE)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        qtbot.wait(50)
        watch = GeometryWatch(win, ctl)
        person = CinchAsker(qtbot, ctl, win)
        ctl.new_game(209)
        person.play_game()
        watch.stop()
        assert win.size().toTuple() == SIZE
        assert watch.readings > 100
        assert not watch.moves, watch.moves[:3]


def test_cribbage_felt_and_board_stay_put_through_a_whole_game(qtbot, tmp_path,
                                                                monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2, board="classic") as (
            session, win):
        win.resize(*SIZE)
        qtbot.wait(50)
        watch = GeometryWatch(win, session)
        person = CribAsker(qtbot, session, win)
        session.new_game(6)
        person.play()
        watch.stop()
        assert session.state.is_over
        assert win.size().toTuple() == SIZE
        assert watch.readings > 100
        assert not watch.moves, watch.moves[:3]
