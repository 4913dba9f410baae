"""Polish a player notices (issue 12): the window fits the screen, the first-game line
follows the phase, a card dropped beside the trick says why it came back."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize

from cinch_qt.games.cinch.ai.random_player import RandomPlayer
from cinch_qt.games.cinch.engine.actions import (
    Bid,
    DealerGive,
    DealerKeep,
    KeepTrumps,
    NameTrump,
    Pass,
    Play,
)
from cinch_qt.games.cinch.table.words import phase_hint
from cinch_qt.ui.window_size import FRAME_ALLOWANCE, fitted_size
from tests.cinch_table_helpers import seat_hand
from tests.gui_helpers import open_table


def act_for_person(ctl, chooser: RandomPlayer) -> bool:
    """One legal decision for South through the controller's public intents."""
    action = chooser.choose(ctl.state.observation(0))
    if isinstance(action, Bid):
        return ctl.submit_bid(action.amount)
    if isinstance(action, Pass):
        return ctl.submit_pass()
    if isinstance(action, NameTrump):
        return ctl.name_trump(action.suit)
    if isinstance(action, Play):
        return ctl.play_card(action.card)
    assert isinstance(action, (KeepTrumps, DealerKeep, DealerGive))
    return ctl.choose_cards(action.cards)


# -- the window fits the screen
def test_default_size_keeps_the_frame_inside_a_1280x800_screen_with_a_panel():
    # A 1280x800 screen with a 32-pixel panel at the top: the free area starts at y=32.
    area = QRect(0, 32, 1280, 768)
    size = fitted_size(area)
    assert size.width() + FRAME_ALLOWANCE.width() <= area.width()
    assert size.height() + FRAME_ALLOWANCE.height() <= area.height()
    # A roomy screen still gets the designed size, not the whole screen.
    assert fitted_size(QRect(0, 0, 2560, 1440)) == QSize(1280, 860)


def test_window_placed_on_a_small_screen_shows_strip_and_status_line(qtbot):
    with open_table(qtbot) as (ctl, win, _qs):
        area = QRect(0, 40, 1024, 560)  # a netbook-sized screen under a panel
        win.fit_to_screen(area)
        ctl.new_game(7)
        qtbot.waitUntil(lambda: win.strip.isVisible())
        assert win.y() >= area.top() and win.x() >= area.left()
        assert win.height() + FRAME_ALLOWANCE.height() <= area.height()
        assert win.width() <= area.width()
        # Everything the person needs is laid out inside the window itself.
        for part in (win.strip, win.statusBar()):
            bottom = part.mapTo(win, part.rect().bottomLeft()).y()
            assert bottom < win.height(), part.objectName()


# -- the first-game line follows the phase
def test_first_game_line_never_shows_a_hint_for_another_phase(qtbot):
    with open_table(qtbot) as (ctl, win, _qs):
        seen: list[tuple[str, str]] = []

        def check() -> None:
            st = ctl.state
            if st is None or not win.hint_line.isVisibleTo(win):
                return
            text = win.hint_line.text()
            seen.append((st.phase, text))
            allowed = {phase_hint(st.phase, True), phase_hint(st.phase, False)}
            assert text in allowed, (st.phase, text)
        # Connected after the window's own slot, so the line is checked once updated.
        ctl.gameChanged.connect(check)
        ctl.humanTurn.connect(lambda _p: check())
        chooser = RandomPlayer("hints")
        ctl.new_game(11)
        hands_seen = 0
        while hands_seen < 3 and not ctl.state.is_over:
            qtbot.waitUntil(lambda: ctl.holding or ctl.is_human_turn(), timeout=10_000)
            if ctl.holding:
                assert not win.hint_line.isVisibleTo(win)  # the hand is over
                hands_seen += 1
                win._next_hand()
                continue
            assert act_for_person(ctl, chooser)
        assert hands_seen == 3
        assert {phase for phase, _ in seen} >= {"bid", "play"}


# -- a legal card dropped beside the trick says why it came back
def test_legal_card_dropped_outside_the_trick_says_why(qtbot):
    from PySide6.QtCore import QPointF

    from tests.cinch_table_helpers import drag_card, trick_center
    with open_table(qtbot) as (ctl, win, _qs):
        view = win.view
        chooser = RandomPlayer("drop")
        ctl.new_game(21)
        while True:
            qtbot.waitUntil(lambda: ctl.holding or (ctl.is_human_turn()
                                                    and view.decision() is not None
                                                    and not view.busy()), timeout=10_000)
            if ctl.holding:
                win._next_hand()
                continue
            if view.decision().kind == "play":
                break
            assert act_for_person(ctl, chooser)
        card = view.decision().legal_cards[0]
        corner = QPointF(8, view.viewport().height() / 2 + 150)
        win.statusBar().clearMessage()
        drag_card(view, card, corner)
        qtbot.waitUntil(lambda: "went back to your hand" in win.statusBar().currentMessage())
        assert card in seat_hand(ctl)
        # Dropped where it belongs, it is played and nothing is said about going back.
        win.statusBar().clearMessage()
        drag_card(view, card, trick_center(view))
        qtbot.wait(20)
        assert "went back" not in win.statusBar().currentMessage()


# -- the score sheet fits the dock at 1280 wide
def _finished_hands(players: int, count: int) -> list[dict]:
    from cinch_qt.games.cinch.engine import GameState, Rules
    st = GameState(Rules(players=players), seed=4)
    bots = {s: RandomPlayer(f"sheet{s}") for s in st.seats}
    while len(st.hand_records) < count and not st.is_over:
        st.apply(bots[st.current].choose(st.observation(st.current)))
    return st.hand_records, st.rules.sides


def test_score_sheet_fits_its_dock_at_1280_for_2_3_and_4_players(qtbot):
    from PySide6.QtWidgets import QAbstractScrollArea
    with open_table(qtbot) as (ctl, win, _qs):
        win.resize(1264, 720)
        win.score_dock.show()
        for players in (2, 3, 4):
            hands, sides = _finished_hands(players, 4)
            ctl.score_sheet.reset(sides, hands)
            view: QAbstractScrollArea = win.score_view
            qtbot.waitUntil(lambda v=view: v.viewport().width() > 0)
            qtbot.wait(10)
            used = sum(view.columnWidth(c) for c in range(view.model().columnCount()))
            assert used <= view.viewport().width(), (players, used, view.viewport().width())
            assert not view.horizontalScrollBar().isVisible()
            # The newest total reads in the last column: "+9 → 23" style.
            last = view.model().index(len(hands) - 1, view.model().columnCount() - 1).data()
            assert last.endswith(f"→ {hands[-1]['totals'][sides[-1]]}")
        # Every column is still one menu item away.
        win.detailed_scores_action.setChecked(True)
        assert win.score_view.model() is ctl.score_sheet
        win.detailed_scores_action.setChecked(False)
        assert win.score_view.model() is win.compact_scores


# -- a hint says why
def test_hint_says_why_in_one_sentence(qtbot):
    from cinch_qt.games.cinch.table.hint_reasons import _SENTENCES
    with open_table(qtbot) as (ctl, win, _qs):
        ctl.new_game(5)
        qtbot.waitUntil(lambda: ctl.is_human_turn() and not win.view.busy(), timeout=10_000)
        with qtbot.waitSignal(ctl.hintReady, timeout=20_000):
            assert ctl.request_hint()
        message = win.statusBar().currentMessage()
        assert message.startswith("Hint: ")
        # The reason follows the hint: one of the reason sentences, filled in.
        firsts = {text.split("%")[0] for text in _SENTENCES.values()}
        assert any(first and first in message for first in firsts), message


# -- new game asks; Undo takes back the last decision while nothing hidden was shown
def _to_first_bid(qtbot, ctl, win, seed: int):
    ctl.new_game(seed)
    qtbot.waitUntil(lambda: ctl.is_human_turn() and not win.view.busy(), timeout=10_000)
    assert ctl.decision().kind == "bid"


def test_new_game_asks_before_throwing_away_a_game_in_progress(qtbot):
    with open_table(qtbot) as (ctl, win, _qs):
        asked = []
        win.ask = lambda title, text: asked.append(text) or False
        _to_first_bid(qtbot, ctl, win, 9)
        assert ctl.submit_bid(14)
        game = ctl.game_id
        win.new_action.trigger()
        assert asked and ctl.game_id == game  # "no": the game goes on untouched
        win.ask = lambda title, text: True
        win.new_action.trigger()
        assert ctl.game_id != game


def test_undo_takes_back_a_bid_and_the_bots_answer_the_same_again(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    with open_table(qtbot) as (ctl, win, _qs):
        _to_first_bid(qtbot, ctl, win, 9)
        assert not win.undo_action.isEnabled()
        before = ctl.state.to_record()
        hand = list(ctl.state.hand_of(0))
        assert ctl.submit_bid(14)  # R21: the others pass at once, South names trumps
        qtbot.waitUntil(lambda: ctl.decision() is not None, timeout=10_000)
        assert ctl.decision().kind == "trump"
        after_bid = ctl.state.to_record()
        assert win.undo_action.isEnabled()
        from PySide6.QtWidgets import QApplication
        win.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
        QTest.keyClick(win.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: ctl.decision() is not None, timeout=10_000)
        assert ctl.decision().kind == "bid"
        assert ctl.state.to_record() == before and list(ctl.state.hand_of(0)) == hand
        assert ctl.undos == 1 and ctl.record()["cinch_qt"]["undos"] == 1
        assert ctl.submit_bid(14)
        qtbot.waitUntil(lambda: ctl.decision() is not None, timeout=10_000)
        assert ctl.state.to_record() == after_bid  # the same answers as the first time


def test_undo_is_refused_once_a_hidden_card_has_been_shown(qtbot):
    with open_table(qtbot) as (ctl, win, _qs):
        _to_first_bid(qtbot, ctl, win, 9)
        assert ctl.submit_bid(14)
        qtbot.waitUntil(lambda: ctl.decision() is not None, timeout=10_000)
        assert ctl.name_trump(2)  # discards and draws: new cards come into South's hand
        qtbot.waitUntil(lambda: ctl.decision() is not None, timeout=10_000)
        drew = ctl.state.drawn.get(0)
        if drew:
            record = ctl.state.to_record()
            assert not win.undo_action.isEnabled()
            assert not win.undo()
            assert ctl.state.to_record() == record and ctl.undos == 0
            assert "Nothing to undo" in win.statusBar().currentMessage()
        # Playing a card: the others' answers show their cards, so no undo either.
        prompt = ctl.decision()
        while prompt is not None and prompt.kind != "play":
            ctl.choose_cards(sorted(prompt.candidates)[:prompt.count])
            qtbot.waitUntil(lambda: ctl.decision() is not None, timeout=10_000)
            prompt = ctl.decision()
        assert ctl.play_card(prompt.legal_cards[0])
        qtbot.waitUntil(lambda: ctl.holding or ctl.decision() is not None,
                        timeout=10_000)
        assert not ctl.can_undo() and not win.undo()


# -- French and Dutch: suit keys and key names in the language
def test_suit_keys_and_key_names_follow_the_language(qtbot, speak):
    from cinch_qt.games.cinch.table.keys import table_keys
    with open_table(qtbot) as (ctl, win, _qs):
        buttons = win.strip.suit_buttons
        assert [b.shortcut().toString() for b in buttons] == ["C", "D", "H", "S"]
        speak("fr")
        qtbot.waitUntil(lambda: buttons[0].shortcut().toString() == "T")
        assert [b.shortcut().toString() for b in buttons] == ["T", "K", "C", "P"]
        assert buttons[2].toolTip() == "Cœur (C)"
        pairs = table_keys()
        assert next(keys for keys, what in pairs if "trèfle" in what) == "T, K, C, P"
        assert any("Entrée" in keys for keys, _ in pairs)
        assert any("Espace" in keys for keys, _ in pairs)
        speak("nl")
        qtbot.waitUntil(lambda: buttons[0].shortcut().toString() == "K")
        assert [b.shortcut().toString() for b in buttons] == ["K", "R", "H", "S"]
        assert any("Spatiebalk" in k for k, _ in table_keys())
        # Naming trumps by the Dutch key for hearts (H) and spades (S) works.
        ctl.new_game(9)
        qtbot.waitUntil(lambda: ctl.is_human_turn() and not win.view.busy(), timeout=10_000)
        assert ctl.submit_bid(14)
        qtbot.waitUntil(lambda: ctl.decision() is not None
                        and win.strip.page() == 2, timeout=10_000)
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication
        win.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
        QTest.keyClick(win.view, Qt.Key.Key_R)  # ruiten
        qtbot.waitUntil(lambda: ctl.state.trump is not None, timeout=5000)
        assert ctl.state.trump == 1


def test_window_pushed_off_the_free_area_is_pulled_back(qtbot):
    with open_table(qtbot) as (_ctl, win, _qs):
        area = QRect(0, 32, 1280, 768)
        win.fit_to_screen(area)
        win.move(900, 500)  # title bar and status line would hang off the screen
        win.keep_on_screen()
        frame = win.frameGeometry()
        assert area.contains(frame.topLeft()) and area.contains(frame.bottomRight())


# -- rule numbers stay out of what a player reads
def test_settings_dialog_and_help_text_speak_plainly(qtbot):
    import re

    from PySide6.QtWidgets import QComboBox, QLabel

    from cinch_qt.app import parse_args
    from cinch_qt.games.cinch.table.settings import TableSettings
    from cinch_qt.ui.settings_dialog import SettingsDialog
    rule = re.compile(r"\bR\d{1,2}\b")
    dialog = SettingsDialog(TableSettings())
    qtbot.addWidget(dialog)
    shown = [label.text() for label in dialog.findChildren(QLabel)]
    for box in dialog.findChildren(QComboBox):
        shown += [box.itemText(i) for i in range(box.count())]
    assert shown and not [text for text in shown if rule.search(text)]
    assert "R53" in dialog.target_box.toolTip()  # kept where the curious look
    import contextlib
    import io
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.suppress(SystemExit):
        parse_args(["--help"])
    assert "--players" in out.getvalue() and not rule.search(out.getvalue())


def test_undo_count_survives_save_and_resume(qtbot):
    with open_table(qtbot) as (ctl, win, _qs):
        _to_first_bid(qtbot, ctl, win, 9)
        assert ctl.submit_bid(14)
        qtbot.waitUntil(lambda: ctl.decision() is not None, timeout=10_000)
        assert win.undo()
        saved = ctl.record()
        assert saved["cinch_qt"]["undos"] == 1
        ctl.new_game(3)
        assert ctl.undos == 0 and "undos" not in ctl.record()["cinch_qt"]
        ctl.load_record(saved)
        assert ctl.undos == 1 and ctl.record()["cinch_qt"]["undos"] == 1
