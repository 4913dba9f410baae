"""The one hand review window every game shares (issue 31): ui/review_window.py with a
game's ``table/review_part.py``, here the toy game's (tests/toygame), so the window is
seen to need nothing of Cribbage's.  At the table it is Game ▸ Hand review (Ctrl+R) of
the shared TableWindow, offering only what the game's ``reviewable_now`` allows."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.games import GameInfo
from cinch_qt.games.review import game_accuracy, person_seat, review_part_of
from cinch_qt.ui.review_window import ReviewWindow
from tests.toygame.game import OPTIONS, PerfectBot, RandomBot, new_state


def toy_record(seed: int) -> dict:
    """A finished toy game: seat 0 random (it misses), seat 1 perfect."""
    state = new_state(dict(OPTIONS), seed)
    bots = (RandomBot(f"me{seed}"), PerfectBot("them"))
    while not state.is_over:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat)))
    return state.to_record()


@cache
def wins(row: int) -> bool:
    """Whether the seat to take from ``row`` cards wins with perfect play (N1, N3), by
    search over every take: not the rule of four the toy's review uses."""
    return any(n == row or not wins(row - n) for n in (1, 2, 3) if n <= row)


def misses_by_search(record: dict, seat: int) -> int:
    state = new_state(dict(record["options"]), record["seed"])
    misses = 0
    for count in record["takes"]:
        if state.current_seat == seat and wins(state.row) and count != state.row \
                and wins(state.row - count):
            misses += 1
        state.row -= count
        state.takes.append(count)
    return misses


def test_toy_accuracy_is_the_search_s_count_of_missed_wins(toy):
    for seed in range(1, 30):
        record = toy_record(seed)
        part = review_part_of(record)
        assert part is not None and person_seat(record) == 0
        acc = game_accuracy(record)
        hands = part.reviewable_hands(record, 0)
        if not hands:
            assert acc.hands == 0 and acc.means == {}
            continue
        assert acc.hands == 1
        assert acc.means == {"takes": float(misses_by_search(record, 0))}


def test_the_window_works_a_hand_out_off_the_gui_thread(qtbot, toy, monkeypatch):
    record = toy_record(3)
    part = review_part_of(record)
    window = ReviewWindow(part)
    qtbot.addWidget(window)
    window.set_game(record, part.reviewable_hands(record, 0), 0)
    window.show()
    assert window.hands.count() == 1 and window.hands.currentText() == "Hand 1"
    qtbot.waitUntil(lambda: 0 in window.reviews, timeout=5000)
    assert "Your takes" in window.text.toPlainText()
    # A review that fails says why in the window, and the window stays usable.
    monkeypatch.setattr(part, "work", lambda *a: (_ for _ in ()).throw(
        ValueError("no such take")))
    window.set_game(dict(record), [0], 0)
    qtbot.waitUntil(lambda: "could not be reviewed" in window.text.toPlainText(),
                    timeout=5000)
    assert "no such take" in window.text.toPlainText()
    window.set_game(None, [], 0)
    assert window.text.toPlainText() == "No hand has been played yet."
    qtbot.mouseClick(window.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    assert not window.isVisible()


def _toy_window(qtbot, toy):
    from cinch_qt.controller.frame_session import FrameSession
    from cinch_qt.themes import CardPixmapCache
    from cinch_qt.ui.frame_window import FrameWindow
    session = FrameSession(toy)
    cache = CardPixmapCache()
    window = FrameWindow(session, cache)
    qtbot.addWidget(window)
    return session, window, cache


def test_the_shell_s_hand_review_action_offers_what_the_game_allows(qtbot, toy):
    session, window, cache = _toy_window(qtbot, toy)
    session.new_game(5)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    assert window.review_action in window.game_menu.actions()
    assert window.review_action.text() == "Hand &review"
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    # Nothing to review yet: the status bar says so, no window opens.
    assert window._review is None or not window._review.isVisible()
    assert "No hand has been played yet" in window.statusBar().currentMessage()
    while not session.state.is_over:
        qtbot.waitUntil(lambda: session.state.is_over or session.is_human_turn()
                        and not window.felt.busy(), timeout=5000)
        if not session.state.is_over:
            window.felt.setFocus()
            QTest.keyClick(window.felt, Qt.Key.Key_Right)     # N1: the first card
            QTest.keyClick(window.felt, Qt.Key.Key_Return)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.review.isVisible() and window.review.hands.count() == 1
    qtbot.waitUntil(lambda: 0 in window.review.reviews, timeout=5000)
    session.shutdown()
    cache.shutdown()


def test_a_game_without_a_review_part_has_no_review_action(qtbot, toy, monkeypatch):
    monkeypatch.setattr(GameInfo, "has_part", lambda self, part: part != "table/review_part")
    session, window, cache = _toy_window(qtbot, toy)
    assert window.review_action is None
    window.show_review()                                     # does nothing, says nothing
    assert window._review is None
    cache.shutdown()


def test_a_game_that_does_not_place_hand_review_gets_it_before_settings(qtbot, toy):
    from cinch_qt.controller.frame_session import FrameSession
    from cinch_qt.ui.table_window import TableWindow

    class Window(TableWindow):
        def __init__(self, session) -> None:
            super().__init__()
            self.session = session
            self.build_common_actions("toy")
            self.build_menus((self.new_action, self.undo_action, self.settings_action),
                             (), (self.rules_action,))

    session = FrameSession(toy)
    window = Window(session)
    qtbot.addWidget(window)
    actions = [a for a in window.game_menu.actions() if not a.isSeparator()]
    assert actions[:7] == [window.new_action, window.choose_action, window.undo_action,
                           window.redo_action, window.demo_action, window.review_action,
                           window.settings_action]
    # The shell's own rule: every hand of the record, as the part lists them; the toy's
    # record has no hands list, so nothing is offered, and the window says so.
    session.new_game(2)
    assert window.reviewable_now() == (session.record(), set())
    window.show_review()
    assert window._review is None or not window._review.isVisible()
    assert window.statusBar().currentMessage().startswith("No hand has been played yet")
    session.shutdown()


def test_cinch_table_has_hand_review_once_a_hand_is_scored(qtbot, tmp_path):
    """The shell gives Cinch's table Hand review (before Settings, Ctrl+R) from its
    review part alone; the part offers the scored hands only (R20, R30, R41)."""
    from tests.gui_helpers import open_table

    with open_table(qtbot, tmp_path / "s.ini") as (ctl, win, _qs):
        ctl.settings = ctl.settings.with_changes(autoplay=True, hint_level="random")
        actions = [a for a in win.game_menu.actions() if not a.isSeparator()]
        assert win.review_action in actions
        assert actions.index(win.review_action) + 1 == actions.index(win.settings_action)
        ctl.new_game(3)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=10_000)
        QTest.keyClick(win, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        # Nothing scored yet: said in the status bar, without an empty window.
        assert win._review is None or not win._review.isVisible()
        assert "No hand has been played yet" in win.statusBar().currentMessage()
        qtbot.waitUntil(lambda: ctl.holding or ctl.state.is_over, timeout=120_000)
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=10_000)
        QTest.keyClick(win, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        assert win.review.isVisible() and win.review.hands.count() >= 1
        qtbot.waitUntil(lambda: win.review.hands.currentData() in win.review.reviews,
                        timeout=120_000)
        assert win.review.text.toPlainText()
        win.review.hide()


def test_cinch_hand_summary_opens_the_review_of_that_hand_by_r(qtbot, tmp_path):
    """Issue 31: after a Cinch hand is scored (R61) its review is one key away in the
    hand summary (R), and the summary's default stays Next hand: Enter goes on."""
    from tests.gui_helpers import open_table

    with open_table(qtbot, tmp_path / "s.ini") as (ctl, win, _qs):
        ctl.settings = ctl.settings.with_changes(autoplay=True, hint_level="random")
        ctl.new_game(5)
        qtbot.waitUntil(lambda: ctl.holding and win.summary.isVisible(), timeout=120_000)
        summary = win.summary
        assert summary.review_button.isVisible() and not summary.review_button.isDefault()
        summary.activateWindow()
        qtbot.waitUntil(summary.isActiveWindow, timeout=10_000)
        QTest.keyClick(summary, Qt.Key.Key_R)
        qtbot.waitUntil(lambda: win._review is not None and win.review.isVisible(),
                        timeout=10_000)
        assert win.review.hands.currentData() == len(ctl.record()["hands"]) - 1
        assert summary.isVisible()                        # still there to go on from
        win.review.hide()
        summary.activateWindow()
        qtbot.waitUntil(summary.isActiveWindow, timeout=10_000)
        before = ctl.state.hand_no
        QTest.keyClick(summary, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: ctl.state.hand_no != before or not summary.isVisible(),
                        timeout=10_000)
        assert not summary.isVisible()
