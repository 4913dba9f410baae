"""Resuming a cribbage game: the rule settings the person chose
survive the resume and start the next game; the resumed table is exact (back pegs,
the first-game explanations already given)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, QTimer

from cinch_qt.games.cribbage.engine import Rules
from cinch_qt.games.cribbage.table.session import CribbageSession
from cinch_qt.games.cribbage.table.settings import CribbageSettings
from cinch_qt.games.cribbage.table.window import CribbageWindow
from cinch_qt.themes import CardPixmapCache
from tests.crib_session_helpers import play_person, wait_turn_or_hold


def saved_game(qtbot, hands: int = 1, **rules) -> dict:
    """A record of a game in progress played under ``rules`` (what the autosave holds)."""
    settings = CribbageSettings(rules=Rules(**rules), speed="instant",
                                levels={s: "easy" for s in range(1, 6)})
    session = CribbageSession(settings)
    session.new_game(5)
    play_person(qtbot, session, hands=hands)
    session.continue_game()
    wait_turn_or_hold(qtbot, session)
    rec = session.record()
    session.shutdown()
    return rec


def test_c91_c95_stored_rules_survive_a_resume_and_start_the_next_game(qtbot, tmp_path,
                                                                         monkeypatch):
    """Settings "You count" + "Cut-throat" chosen during an automatic game, quit, restart
    and continue: the resumed game keeps its own rules, the Settings dialog shows the
    stored ones, and New game plays under them."""
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.005")
    rec = saved_game(qtbot)
    assert rec["rules"]["counting"] == "automatic"
    stored = CribbageSettings(rules=Rules(counting="manual", muggins="cut-throat"),
                              speed="instant", levels={1: "easy"})
    # The restart: the session is made with the stored settings, then the save loaded.
    session = CribbageSession(stored)
    cache = CardPixmapCache()
    qs = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    win = CribbageWindow(session, cache, qsettings=qs)
    qtbot.addWidget(win)
    try:
        session.load_record(rec)
        assert session.state.rules.counting == "automatic"     # the game as it began
        seen: dict = {}

        def look() -> None:
            from PySide6.QtWidgets import QApplication

            from cinch_qt.ui.settings_dialog import SettingsDialog
            dialog = next(w for w in QApplication.topLevelWidgets()
                          if isinstance(w, SettingsDialog) and w.isVisible())
            from cinch_qt.games.cribbage.table.settings_page import CribbageSettingsPage
            page = dialog.findChild(CribbageSettingsPage)
            seen["counting"] = page.counting_box.currentData()
            seen["muggins"] = page.muggins_box.currentData()
            dialog.reject()
        QTimer.singleShot(300, look)
        win.settings_action.trigger()
        assert seen == {"counting": "manual", "muggins": "cut-throat"}
        # Finish the hand under the game's rules, then a new game under the stored ones.
        play_person(qtbot, session, hands=1)
        assert session.state.rules.counting == "automatic"
        session.new_game(9)
        assert session.state.rules.counting == "manual"
        assert session.state.rules.muggins == "cut-throat"
        assert session.settings.rules == stored.rules
        qtbot.wait(20)       # the announcements queued for screen readers are said
    finally:
        session.shutdown()
        cache.shutdown()


def test_w45_resume_is_exact_back_pegs_and_explanations(qtbot, tmp_path, monkeypatch):
    """A resumed game shows each back peg where it stood (the start of
    the side's last move, an earlier hand's too) and does not explain the first-game
    steps again."""
    from tests.crib_person import Person, open_crib_table
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        person.play(hands=1)
        person.next_hand()
        assert person.wait() == "turn" and session.decision().kind == "lay"
        assert not win.hint_line.isVisible()        # the lay-away was explained in hand 1
        qtbot.waitUntil(lambda: not win.felt.busy(), timeout=10_000)
        sides = session.state.side_names
        backs = {side: win.felt.board.back(side) for side in sides}
        fronts = win.felt.board.holes()
        assert any(backs[s] != win.felt.board.front(s) for s in sides)
        rec = session.record()
        assert rec["cinch_qt"]["explained"]
    qs = QSettings(str(tmp_path / "again.ini"), QSettings.Format.IniFormat)
    again = CribbageSession(CribbageSettings(speed="normal", levels={1: "easy"}))
    cache = CardPixmapCache()
    other = CribbageWindow(again, cache, qsettings=qs)
    qtbot.addWidget(other)
    other.resize(1280, 800)
    other.show()
    qtbot.waitExposed(other)
    try:
        again.load_record(rec)
        qtbot.waitUntil(lambda: again.prompted and not other.felt.busy(), timeout=10_000)
        assert other.felt.board.holes() == fronts
        assert {side: other.felt.board.back(side) for side in sides} == backs
        assert again.decision().kind == "lay"
        assert not other.hint_line.isVisible()
        assert again.record()["cinch_qt"]["explained"] == rec["cinch_qt"]["explained"]
    finally:
        again.shutdown()
        cache.shutdown()
