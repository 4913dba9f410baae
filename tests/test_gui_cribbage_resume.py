"""Resuming a cribbage game (issue 25 items 3 and 7): the rule settings the person chose
survive the resume and start the next game; the resumed table is exact (back pegs,
the first-game explanations already given)."""

from __future__ import annotations

from PySide6.QtCore import QSettings, QTimer

from cinch_qt.games.cribbage.engine import Rules
from cinch_qt.games.cribbage.table.session import CribbageSession
from cinch_qt.games.cribbage.table.settings import CribbageSettings
from cinch_qt.games.cribbage.table.window import CribbageWindow
from cinch_qt.themes import CardPixmapCache
from tests.test_cribbage_session import play_person, wait_turn_or_hold


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
    stored ones, and New game plays under them (issue 25 item 3)."""
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
    finally:
        session.shutdown()
        cache.shutdown()
