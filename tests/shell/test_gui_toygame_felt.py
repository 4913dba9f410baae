"""The toy game (tests/toygame, Nim with cards: N1-N3) played on the shell's frame felt
(ui/frame_felt.py, controller/frame_session.py, ui/frame_window.py) with nothing of its
own but its rules, bots, frames and review: cards on the felt taken by a click, a drag
or the keys, Undo and Redo, Hint, Demo, its settings page, the replay, the hand review
and the statistics, all through real mouse and key events with the animations on."""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from cinch_qt.controller.frame_session import FrameSession, FrameSettings
from cinch_qt.games import GAMES, GameInfo, register
from cinch_qt.themes import CardPixmapCache
from cinch_qt.ui.preferences import UiPreferences

LEFT = Qt.MouseButton.LeftButton
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = CTRL | Qt.KeyboardModifier.ShiftModifier
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def toy():
    register(GameInfo("toy-nim", "Nim with cards", "tests.toygame.game", {}, "toy-nim"))
    yield GAMES["toy-nim"]
    GAMES.pop("toy-nim", None)


@contextmanager
def toy_table(qtbot, toy, *, level: str = "random", most: int = 15, stored=None):
    """The toy's table at 1280x800, at the normal speed (every card slides)."""
    from cinch_qt.ui.frame_window import FrameWindow
    settings = FrameSettings(rules=(("toygame/max_cards", most),), level=level)
    session = FrameSession(toy, settings)
    cache = CardPixmapCache()
    win = FrameWindow(session, cache)
    win.stored = stored
    qtbot.addWidget(win)
    win.apply_preferences(UiPreferences(forced_play=False), save=False)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow, timeout=3000)
    try:
        yield session, win
    finally:
        session.shutdown()
        cache.shutdown()


def my_turn(qtbot, session, win) -> None:
    """Wait until the person is asked and the cards have stopped moving."""
    qtbot.waitUntil(lambda: session.state.is_over or (
        session.is_human_turn() and not win.felt.busy() and bool(win.felt.frame.playable)),
        timeout=10_000)


def row(win) -> tuple[int, ...]:
    return win.felt.frame.pile("row").cards


def centre(win, card: int) -> QPoint:
    """A point of ``card`` that shows: in a fanned row, its left edge (the next card
    covers the rest)."""
    rect = win.felt.card_rect(card)
    return QPoint(int(rect.left()) + 8, int(rect.center().y()))


def click(win, card: int) -> None:
    QTest.mouseClick(win.felt.viewport(), LEFT, NONE, centre(win, card))


def drag(win, card: int, to: QPoint, steps: int = 8) -> None:
    vp = win.felt.viewport()
    start = centre(win, card)
    QTest.mousePress(vp, LEFT, NONE, start)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, start + (to - start) * (i / steps))
    QTest.mouseRelease(vp, LEFT, NONE, to)


def pile_point(win, name: str) -> QPoint:
    x, y = win.felt.frame.pile(name).at
    vp = win.felt.viewport()
    return QPoint(int(x * vp.width()), int(y * vp.height()))


def taken_by_me(session) -> list[int]:
    st = session.state
    return [n for i, n in enumerate(st.takes) if (st.first + i) % 2 == 0]


def test_a_click_takes_up_to_that_card_and_it_slides_to_my_pile_n1(qtbot, toy):
    with toy_table(qtbot, toy) as (session, win):
        session.new_game(11)
        my_turn(qtbot, session, win)
        cards = row(win)
        assert win.felt.frame.playable == frozenset(cards[:3])     # N1: one to three
        # The fourth card is dimmed and not playable: a click on it does nothing (nor
        # on the playable card it lies over).
        before = session.state.to_record()
        click(win, cards[3])
        QTest.mouseDClick(win.felt.viewport(), LEFT, NONE, centre(win, cards[4]))
        assert session.state.to_record() == before
        assert win.felt.scene_.cards[cards[3]].dimmed
        click(win, cards[1])                          # N1: the first two cards
        assert taken_by_me(session)[-1] == 2
        assert win.felt.busy()                        # the cards slide, animated
        qtbot.waitUntil(lambda: not win.felt.busy(), timeout=5000)
        mine = win.felt.frame.pile("S")
        assert cards[0] in mine.cards and cards[1] in mine.cards
        bottom = win.felt.card_rect(cards[1]).center().y()
        assert bottom > win.felt.viewport().height() * 0.7        # on my pile, below


def test_a_drag_onto_my_pile_takes_and_a_drag_elsewhere_snaps_back_n1(qtbot, toy):
    with toy_table(qtbot, toy) as (session, win):
        session.new_game(12)
        my_turn(qtbot, session, win)
        cards = row(win)
        home = win.felt.scene_.cards[cards[2]].home
        drag(win, cards[2], QPoint(40, 40))           # onto the bare felt
        assert not taken_by_me(session)
        qtbot.waitUntil(lambda: win.felt.scene_.cards[cards[2]].pos() == home, timeout=3000)
        drag(win, cards[2], pile_point(win, "S"))     # N1: three cards
        assert taken_by_me(session) == [3]
        qtbot.waitUntil(lambda: not win.felt.busy(), timeout=5000)
        assert set(cards[:3]) <= set(win.felt.frame.pile("S").cards)


def test_the_arrow_keys_move_among_playable_cards_and_enter_takes_n1(qtbot, toy):
    with toy_table(qtbot, toy) as (session, win):
        session.new_game(13)
        my_turn(qtbot, session, win)
        cards = row(win)
        felt = win.felt
        felt.setFocus()
        for _ in range(4):                        # past the third card: back to the first
            QTest.keyClick(felt, Qt.Key.Key_Right)
        assert felt.scene_.focus_key == cards[0]
        QTest.keyClick(felt, Qt.Key.Key_Left)     # the other way round: the third
        assert felt.scene_.focus_key == cards[2]
        QTest.keyClick(felt, Qt.Key.Key_Left)
        QTest.keyClick(felt, Qt.Key.Key_Return)
        assert taken_by_me(session) == [2]


def test_undo_and_redo_through_their_keys(qtbot, toy):
    with toy_table(qtbot, toy) as (session, win):
        session.new_game(14)
        my_turn(qtbot, session, win)
        before = session.state.to_record()
        assert not win.undo_action.isEnabled() and not win.redo_action.isEnabled()
        click(win, row(win)[0])
        my_turn(qtbot, session, win)                 # North has answered
        after = session.state.to_record()
        assert len(after["takes"]) == len(before["takes"]) + 2
        QTest.keyClick(win, Qt.Key.Key_Z, CTRL)
        assert session.state.to_record() == before and session.undos == 1
        qtbot.waitUntil(lambda: not win.felt.busy(), timeout=5000)
        assert len(row(win)) == session.state.row          # the felt shows it again
        QTest.keyClick(win, Qt.Key.Key_Z, CTRL_SHIFT)
        assert session.state.to_record() == after
        assert "Redone" in win.statusBar().currentMessage()
        QTest.keyClick(win, Qt.Key.Key_Z, CTRL)
        QTest.keyClick(win, Qt.Key.Key_Y, CTRL)
        assert session.state.to_record() == after and session.record()["cinch_qt"]["undos"] == 2
        assert not win.redo_action.isEnabled()


def test_hint_rings_the_winning_card_n3(qtbot, toy):
    with toy_table(qtbot, toy) as (session, win):
        session.new_game(15)
        my_turn(qtbot, session, win)
        while session.state.row % 4 == 0:           # a position with a winning take
            click(win, row(win)[0])
            my_turn(qtbot, session, win)
        best = session.state.row % 4                 # N3: leave a multiple of four
        QTest.keyClick(win, Qt.Key.Key_H, CTRL)
        card = row(win)[best - 1]
        qtbot.waitUntil(lambda: win.felt.scene_.cards[card].selected, timeout=5000)
        assert f"Take {best}" in win.statusBar().currentMessage()
        click(win, card)                             # the decision ends the hint's words
        assert taken_by_me(session)[-1] == best
        assert f"Take {best}" not in win.statusBar().currentMessage()


def test_demo_plays_my_seat_until_a_key_takes_over(qtbot, toy):
    with toy_table(qtbot, toy, most=30) as (session, win):
        session.new_game(16)
        my_turn(qtbot, session, win)
        QTest.keyClick(win, Qt.Key.Key_D, CTRL)
        assert session.demo
        qtbot.waitUntil(lambda: len(taken_by_me(session)) >= 2 or session.state.is_over,
                        timeout=20_000)
        assert len(taken_by_me(session)) >= 2       # taken for me, with no click
        if not session.state.is_over:
            QTest.keyClick(win.felt, Qt.Key.Key_Escape)
            assert not session.demo
            my_turn(qtbot, session, win)
            assert session.state.is_over or session.is_human_turn()
        assert session.record()["cinch_qt"]["autoplay"] is True


def test_the_settings_page_is_made_from_the_toy_s_keys(qtbot, toy, tmp_path):
    from cinch_qt.storage.settings import Settings
    from cinch_qt.ui.settings_dialog import SettingsDialog
    stored = Settings(tmp_path / "data")
    try:
        with toy_table(qtbot, toy, stored=stored) as (session, win):
            session.new_game(17)
            seen = {}

            def press_ok() -> None:
                dialog = QApplication.activeModalWidget()
                if not isinstance(dialog, SettingsDialog):
                    QTimer.singleShot(20, press_ok)
                    return
                page = dialog.tabs.currentWidget()
                seen["page"] = page
                box = page.fields["toygame/max_cards"]
                seen["label"] = page.form.labelForField(box).text()
                box.setFocus()
                box.selectAll()
                QTest.keyClicks(box, "25")
                page.level_box.setCurrentIndex(page.level_box.findData("expert"))
                qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                                 LEFT)
                if dialog.isVisible():              # refused: say why, and close it
                    seen["refused"] = dialog.error_label.text()
                    dialog.reject()

            QTimer.singleShot(0, press_ok)
            QTest.keyClick(win, Qt.Key.Key_Comma, CTRL)
            assert "refused" not in seen, seen.get("refused")
            assert seen["page"].game == "toy-nim"
            assert seen["label"] == "Most cards in the row:"
            assert stored.get("toygame/max_cards") == 25 and stored.get("players/level") == \
                "expert"
            assert "next game" in win.statusBar().currentMessage()
            win.activateWindow()
            qtbot.waitUntil(win.isActiveWindow, timeout=3000)
            old = session.state
            win.ask = lambda *_words: True    # North may have taken: the shell asks
            QTest.keyClick(win, Qt.Key.Key_N, CTRL)
            assert session.state is not old
            assert session.settings.level == "expert"
            assert 9 <= session.state.start <= 25
            assert dict(session.settings.rules) == {"toygame/max_cards": 25}
    finally:
        stored.deleteLater()


def _finish(qtbot, session, win) -> None:
    while not session.state.is_over:
        my_turn(qtbot, session, win)
        if not session.state.is_over:
            click(win, row(win)[0])


def test_replay_review_and_statistics_through_the_shell(qtbot, toy, tmp_path):
    from cinch_qt.storage import Storage
    from cinch_qt.ui.storage import StorageUi
    storage = Storage(tmp_path / "data")
    try:
        with toy_table(qtbot, toy) as (session, win):
            ui = StorageUi(storage, session, win)
            ui.add_actions(win.game_menu)
            ui.attach()
            session.new_game(18)
            _finish(qtbot, session, win)
            record = session.record()
            qtbot.waitUntil(lambda: storage.games.count("toy-nim") == 1, timeout=10_000)
            # Hand review (Ctrl+R): the game is one hand, reviewed once it is over.
            QTest.keyClick(win, Qt.Key.Key_R, CTRL)
            assert win.review.isVisible() and win.review.hands.count() == 1
            qtbot.waitUntil(lambda: 0 in win.review.reviews, timeout=5000)
            assert "Your takes" in win.review.text.toHtml()
            win.review.close()
            # The replay: the record's frames on the same felt, End to the last.
            replay = ui.show_replay(record).replay
            qtbot.waitExposed(replay)
            start = toy.from_record(record).start
            assert len(replay.felt.frame.pile("row").cards) == start
            qtbot.keyClick(replay.view, Qt.Key.Key_Right)
            assert len(replay.felt.frame.pile("row").cards) == start - record["takes"][0]
            qtbot.keyClick(replay.view, Qt.Key.Key_End)
            last = replay.felt.frame
            assert last.pile("row").cards == ()                      # N3: all taken
            assert len(last.pile("S").cards) + len(last.pile("N").cards) == start
            assert replay.felt.scene_.cards[last.pile("S").cards[0]].face_up
            # Statistics, from the Game menu.
            stats_action = next(a for a in win.game_menu.actions()
                                if a.text().replace("&", "") == "Statistics…")
            bar = win.menuBar()
            QTest.mouseClick(bar, LEFT, NONE,
                             bar.actionGeometry(win.game_menu.menuAction()).center())
            qtbot.waitUntil(win.game_menu.isVisible, timeout=3000)
            QTest.mouseClick(win.game_menu, LEFT, NONE,
                             win.game_menu.actionGeometry(stats_action).center())
            qtbot.waitUntil(lambda: bool(ui.dialogs), timeout=3000)
            stats = ui.dialogs[-1]
            assert stats.game == "toy-nim" and stats.page.played.text() == "1"
    finally:
        storage.close()


@pytest.mark.parametrize("language, hint, undo, replay_next", [
    ("fr", "Conseil", "&Annuler", "Étape suivante"),
    ("nl", "Tip", "&Ongedaan maken", "Volgende stap")])
def test_the_shell_pieces_speak_french_and_dutch(qtbot, toy, speak, language, hint, undo,
                                                 replay_next):
    """The frame felt's window, session and replay say their own words in the person's
    language (the toy's own words are English: a test-only game)."""
    from cinch_qt.ui.storage.frame_replay import FrameReplayDialog
    assert speak(language) == language
    with toy_table(qtbot, toy) as (session, win):
        assert win.hint_button.text() == hint and win.undo_action.text() == undo
        session.new_game(19)
        my_turn(qtbot, session, win)
        record = session.record()
    assert win.turn_label.text() not in ("", "Your turn: click a highlighted card, drag "
                                         "it, or choose it with the arrow keys and Enter.")
    dialog = FrameReplayDialog(record)
    qtbot.addWidget(dialog)
    assert dialog.replay.next.accessibleName() == replay_next


def test_a_saved_toy_game_resumes_where_it_was(qtbot, toy):
    """The autosave's record (the game's own plus our extension) brings the game back
    exactly, with its undos and the demo's mark; a record the game refuses leaves the
    game at the table as it was."""
    session = FrameSession(toy, FrameSettings(level="random", speed="instant"))
    session.new_game(20)
    qtbot.waitUntil(lambda: session.is_human_turn(), timeout=5000)
    session.play(session.frame().pile("row").cards[0])
    qtbot.waitUntil(lambda: session.is_human_turn() or session.state.is_over, timeout=5000)
    assert session.undo()
    record = session.record()
    other = FrameSession(toy, FrameSettings(speed="instant"))
    other.load_record(record)
    assert other.state.to_record() == session.state.to_record() and other.undos == 1
    with pytest.raises(ValueError):
        other.load_record(dict(record, takes=[9]))           # N1: more than three
    assert other.state.to_record() == session.state.to_record()
    session.shutdown()
    other.shutdown()


def test_the_last_card_alone_is_taken_for_me_after_a_pause_n1_n3(qtbot, toy):
    """The shell's forced play on the frame felt: with one card left (N1: one move) it
    is taken for the person after the pause, the animations on, and wins (N3)."""
    from tests.toygame.game import OPTIONS, new_state
    state = new_state(dict(OPTIONS), 21)
    left = state.start - 1
    k = -(-left // 3)
    if (state.first + k) % 2:
        k += 1                                   # the person must be the one to act
    takes = [left // k + (1 if i < left % k else 0) for i in range(k)]
    record = dict(state.to_record(), takes=takes)
    with toy_table(qtbot, toy) as (session, win):
        win.apply_preferences(UiPreferences(forced_play=True), save=False)
        session.load_record(record)
        assert session.state.row == 1 and session.is_human_turn()
        assert len(session.state.takes) == k
        qtbot.waitUntil(lambda: session.state.is_over, timeout=10_000)
        assert session.state.winner == 0 and len(session.state.takes) == k + 1
        qtbot.waitUntil(lambda: not win.felt.busy(), timeout=5000)
        assert "You took the last card" in win.statusBar().currentMessage()
