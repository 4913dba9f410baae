"""Watching the table while whole games are played, for the shell's GUI tests: where the
felt (and a board drawn on it) lies in the window after every step."""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import QObject, QPoint, QRect, QTimer
from PySide6.QtWidgets import QStatusBar


def felt_geometry(win) -> tuple:  # noqa: ANN001 - a TableWindow
    """(window size, the felt's rectangle in the window, its scene rectangle, and the
    rectangle in the window of every item the felt names as its fixtures: the
    Cribbage board)."""
    felt = win.felt
    top_left = felt.mapTo(win, QPoint(0, 0))
    fixtures = []
    for item in felt.fixtures():
        rect = item.mapRectToScene(item.boundingRect())
        poly = felt.mapFromScene(rect).boundingRect()
        fixtures.append(QRect(felt.viewport().mapTo(win, poly.topLeft()), poly.size()))
    return (win.size().toTuple(), QRect(top_left, felt.size()).getRect(),
            felt.sceneRect().getRect(), tuple(r.getRect() for r in fixtures))


class GeometryWatch(QObject):
    """Reads ``felt_geometry`` every few milliseconds and after each of the session's
    steps; ``moves`` lists every change the window's own size did not cause."""

    def __init__(self, win, session) -> None:  # noqa: ANN001
        super().__init__(win)
        self.win = win
        self.readings = 0
        self.moves: list[str] = []
        self._last: tuple | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(15)
        self._timer.timeout.connect(self.read)
        self._timer.start()
        for signal in (session.gameChanged, session.humanTurn, session.humanTurnEnded,
                       session.thinking, session.handFinished):
            signal.connect(lambda *_: QTimer.singleShot(0, self, self.read))
        # Not win.statusBar(): that would make the status line the table must have made.
        bar = win.findChild(QStatusBar)
        if bar is not None:
            bar.messageChanged.connect(lambda *_: QTimer.singleShot(0, self, self.read))

    def read(self) -> None:
        now = felt_geometry(self.win)
        self.readings += 1
        last, self._last = self._last, now
        if last is None or last == now or last[0] != now[0]:
            return          # the first reading, nothing moved, or the window was resized
        bar = self.win.findChild(QStatusBar)
        status = bar.currentMessage() if bar is not None else None
        self.moves.append(f"{last[1:]} -> {now[1:]} (status: {status!r}, hint line: "
                          f"{self.win.hint_line.text()!r})")

    def stop(self) -> None:
        self._timer.stop()


# ---------------------------------------------------------------- whole games, turn by turn
def cinch_turns(person):  # noqa: ANN001, ANN201 - cinch_person.Person
    """Each of the person's turns in a Cinch game (its prompt), the hand summaries
    dealt on by the person's own ways; ends with the game."""
    while True:
        what = person.wait()
        if what == "over":
            return
        if what == "summary":
            person.next_hand(person.ctl.state.hand_no)
            continue
        yield person.win.view.decision()


def crib_turns(person):  # noqa: ANN001, ANN201 - crib_person.Person
    """Each of the person's decisions in a Cribbage game, the cuts made and the next
    hands dealt by the person's own ways; ends with the game."""
    while True:
        what = person.wait()
        if what == "over":
            return
        if what == "cut":
            person.cut()
        elif what == "hold":
            person.next_hand()
        else:
            yield person.session.decision()


@contextmanager
def cinch_for_two(qtbot, tmp_path, monkeypatch, forced_play: bool = False):  # noqa: ANN001
    """A two-player Cinch table to 11 at normal speed (animations on, scaled), shown
    and active: (controller, window)."""
    from cinch_qt.games.cinch.engine.rules import Rules

    from .gui_helpers import open_table
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.05")
    with open_table(qtbot, tmp_path / "settings.ini", speed="normal",
                    rules=Rules(players=2, target=11), forced_play=forced_play) as (
            ctl, win, _qs):
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        yield ctl, win
