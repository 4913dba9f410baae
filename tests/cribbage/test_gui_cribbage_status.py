"""The strip's status during the show: never "North is thinking…" while
the felt shows the hands (C70), nor "Your autoplay bot is thinking…" during another
seat's show; a bot counting its hand (manual counting) is said to be counting.
Animations on, real events."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from cinch_qt.games.cribbage.engine import OVER
from tests.crib_person import Person, open_crib_table


class StripWatch:
    """The strip's text every few milliseconds while the felt shows a hand's show."""

    def __init__(self, session, win) -> None:
        self.session, self.win = session, win
        self.during_show: list[str] = []
        self.timer = QTimer()
        self.timer.timeout.connect(self.look)
        self.timer.start(5)

    def look(self) -> None:
        felt = self.win.felt
        if felt is not None and felt.shown.showing is not None:
            self.during_show.append(self.win.strip.text())


def test_c70_no_one_is_thinking_during_the_show(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        watch = StripWatch(session, win)
        person = Person(qtbot, session, win)
        session.new_game(6)
        person.play(hands=4)
        watch.timer.stop()
        assert watch.during_show, "the show was never seen on the felt"
        wrong = sorted({t for t in watch.during_show if "thinking" in t})
        assert not wrong, wrong


def test_autoplay_show_does_not_blame_the_autoplay_bot(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=3, board="crib-wars",
                         counting="manual") as (session, win):
        session.set_demo(True)
        watch = StripWatch(session, win)
        session.new_game(3)
        qtbot.waitUntil(lambda: len(session.summaries) >= 2 or session.state.phase == OVER,
                        timeout=120_000)
        watch.timer.stop()
        assert watch.during_show
        wrong = sorted({t for t in watch.during_show if "thinking" in t})
        assert not wrong, wrong
