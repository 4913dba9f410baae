"""Match play (C84) and hints as an option (C97) at the cribbage table:
chosen in Settings, the match's standing on the table's badge, Next game until a side
has the game points, each game marked in the history and the matches counted in the
statistics; hints can be turned off and are never given for a count with muggins."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cribbage.engine import OVER, Rules
from cinch_qt.games.cribbage.table import strip as sp
from cinch_qt.games.cribbage.table.session import CribbageSession
from cinch_qt.games.cribbage.table.settings import CribbageSettings, read_settings
from cinch_qt.games.cribbage.table.window import CribbageWindow
from cinch_qt.storage.gamesdb import GamesDB
from cinch_qt.themes import CardPixmapCache
from tests.crib_person import CTRL, Person, open_crib_table, wait_for

LEFT = Qt.MouseButton.LeftButton


def test_c84_c97_match_and_hints_are_chosen_in_settings(qtbot, tmp_path):
    from cinch_qt.games.cribbage.table.settings_page import CribbageSettingsPage
    from cinch_qt.storage.settings import Settings
    page = CribbageSettingsPage("cribbage")
    qtbot.addWidget(page)
    page.retranslate()
    page.show_settings(CribbageSettings())
    assert page.match_box.currentData() == 1 and page.hints_check.isChecked()
    page.match_box.setCurrentIndex(page.match_box.findData(5))
    page.hints_check.setChecked(False)
    chosen = page.chosen("You", "normal")
    assert chosen.rules.match == 5 and not chosen.hints
    store = Settings(tmp_path)
    page.write(store, chosen)
    again = read_settings(store, "classic")
    assert again.rules.match == 5 and again.hints is False
    texts = [page.match_box.itemText(i) for i in range(page.match_box.count())]
    assert texts == ["A single game", "First to 3 game points", "First to 5 game points",
                     "First to 7 game points"]


def test_c84_a_match_to_3_is_played_game_by_game_to_its_end(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.005")
    settings = CribbageSettings(rules=Rules(players=2, match=3), speed="fast", autoplay=True,
                                levels={1: "easy"})
    session = CribbageSession(settings)
    cache = CardPixmapCache()
    qs = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    win = CribbageWindow(session, cache, qsettings=qs)
    win.ask = lambda *_a: True
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    db = GamesDB(tmp_path / "games.sqlite3")
    records = []
    try:
        session.new_game(4)
        assert win.felt.score_plate.lines[-1] == "Match to 3: You 0 · North 0"
        while True:
            qtbot.waitUntil(lambda: session.state.phase == OVER
                            and win.strip.page() == sp.OVER, timeout=240_000)
            rec = session.record()
            records.append(rec)
            # Filed as if the person had played it (autoplayed games are not counted).
            db.add_game({**rec, "cinch_qt": {k: v for k, v in rec["cinch_qt"].items()
                                             if k != "autoplay"}})
            m = session.match
            plate = win.felt.score_plate.lines[-1]
            assert plate == ("Match to 3: You {} · North {}".format(m.points["S"],
                                                                  m.points["N"]))
            assert "Match to 3" in win.strip.text()
            if m.is_over:
                assert not win.strip.next_game_button.isVisible()
                break
            assert win.strip.next_game_button.isVisible()
            qtbot.mouseClick(win.strip.next_game_button, LEFT)
            qtbot.waitUntil(lambda: session.state.phase != OVER, timeout=5000)
            assert session.match.played == len(records)
        assert max(session.match.points.values()) >= 3
        assert [r["cinch_qt"]["match"]["game"] for r in records] == list(
            range(1, len(records) + 1))
        assert len({tuple(map(tuple, r["draw"])) for r in records}) >= 1   # C22: drawn
        history = [row.result for row in db.history(game="cribbage")]
        last = "match won" if session.match.winner == "S" else "match lost"
        assert sum(last in r for r in history) == 1, history
        assert sum("of a match to 3" in r for r in history) == len(records) - 1, history
        s = db.summary("cribbage")
        assert (s.matches, s.matches_won) == (1, int(session.match.winner == "S"))
    finally:
        db.close()
        session.shutdown()
        cache.shutdown()


def test_c84_a_resumed_match_keeps_its_points(qtbot):
    settings = CribbageSettings(rules=Rules(players=2, match=5), speed="instant",
                                autoplay=True, levels={1: "easy"})
    session = CribbageSession(settings)
    session.new_game(2)
    qtbot.waitUntil(lambda: session.state.phase == OVER or session.holding, timeout=60_000)
    while session.state.phase != OVER:
        qtbot.waitUntil(lambda: session.state.phase == OVER or session.holding,
                        timeout=60_000)
        session.continue_game()
    assert session.next_game()
    qtbot.waitUntil(lambda: session.state.hand_no > 0 or session.holding, timeout=60_000)
    rec = session.record()
    other = CribbageSession(CribbageSettings(speed="instant", autoplay=True))
    other.load_record(rec)
    assert other.match.points == session.match_before and other.match.played == 1
    assert other.record()["cinch_qt"]["match"] == rec["cinch_qt"]["match"]
    session.shutdown()
    other.shutdown()


def test_c97_hints_off_and_no_count_hint_with_muggins(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2, counting="manual",
                         muggins="cut-throat") as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        wait_for(person, "show")
        strip = win.strip
        assert strip.page() == sp.COUNT and not strip.hint_button.isEnabled()
        QTest.keyClick(win, Qt.Key.Key_H, CTRL)
        qtbot.wait(50)
        assert not session.request_hint() and session.hints == 0
        win.request_hint()
        assert "muggins" in win.statusBar().currentMessage()
        # Hints turned off: the Hint button goes, and nothing is given.
        session.settings = session.settings.with_changes(hints=False)
        win._on_settings(session.settings)
        assert not strip.hint_button.isVisible()
        person.act()
        wait_for(person, "lay")
        assert not strip.hint_button.isVisible() and not strip.hint_button.isEnabled()
        win.request_hint()
        assert "turned off" in win.statusBar().currentMessage()
        assert session.hints == 0 and "hints" not in session.record()["cinch_qt"]


def test_c97_a_hint_marks_the_game_assisted(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(6)
        wait_for(person, "lay")
        assert win.strip.hint_button.isEnabled()
        qtbot.mouseClick(win.strip.hint_button, LEFT)
        qtbot.waitUntil(lambda: session.hints == 1, timeout=10_000)
        assert session.assisted and session.record()["cinch_qt"]["hints"] == 1
