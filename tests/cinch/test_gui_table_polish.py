"""Issue 12's table polish, with animations on (durations scaled by the one factor
CINCH_QT_TIME_SCALE): a finished trick stays full size through its pause with the winning
card marked; the cards picked from the hand while robbing stay in view; Enter presses
the focused button, the focus comes back to the table after a press, Tab leaves the
score sheet.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from cinch_qt.games.cinch.engine.rules import Rules
from cinch_qt.games.cinch.table import snapshot as snap
from tests.cinch_person import check_controls, click_card
from tests.gui_helpers import open_table

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def animated(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.05")
    with open_table(qtbot, tmp_path / "settings.ini", speed="normal",
                    rules=Rules(players=4, target=21)) as (ctl, win, _qs):
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        yield ctl, win


def _settled(ctl, win) -> bool:
    return not win.view.busy() and (ctl.holding or ctl.is_human_turn())


def _rect(item) -> QRectF:
    w, h = item.size()
    return QRectF(item.pos(), QRectF(0, 0, w * item.scale(), h * item.scale()).size())


def test_finished_trick_stays_full_size_with_its_winner_marked_r44(qtbot, animated):
    """While the trick pauses before the sweep its cards keep the trick's size and only
    the winner's card (R44) wears the mark; once swept they lie small and unmarked."""
    ctl, win = animated
    view = win.view
    ctl.set_settings(ctl.settings.with_changes(autoplay=True, hint_level="random"))
    holds: list[tuple[set[int], int]] = []
    real_place = view._place

    def place(snapshot, *args, **kwargs):
        before = view._shown
        group = real_place(snapshot, *args, **kwargs)
        if snapshot.step == "sweep" and group is not None and before is not None:
            trick = {c: p.seat for c, p in before.places.items() if p.zone == snap.TRICK}
            full = view.card_size()[0]
            for card, seat in trick.items():
                item = view.scene_.cards[card]
                assert item.size()[0] == full and item.scale() == 1.0   # not shrunk yet
                assert item.winner == (seat == snapshot.trick_winner)
            assert sum(view.scene_.cards[c].winner for c in trick) == 1
            holds.append((set(trick), snapshot.trick_winner))
        return group
    view._place = place
    ctl.new_game(5)
    qtbot.waitUntil(lambda: len(holds) >= 3 and not view.busy(), timeout=60_000)
    view._place = real_place
    qtbot.waitUntil(lambda: not view.busy(), timeout=10_000)
    cards, _winner = holds[0]
    for card in cards:   # swept: the won pile's size, drawn 1:1, unmarked
        item = view.scene_.cards[card]
        assert not item.winner and item.scale() == 1.0
        assert item.size()[0] < view.card_size()[0]


def _to_rob(qtbot, ctl, win) -> object:
    """Seed 3: South deals; bid the most allowed, name hearts, until the rob (R34)."""
    view, panel = win.view, win.strip
    ctl.new_game(3)
    while True:
        qtbot.waitUntil(lambda: _settled(ctl, win), timeout=30_000)
        assert not ctl.holding, "the hand ended before South robbed"
        prompt = view.decision()
        check_controls(ctl, win, prompt)
        before = ctl.action_count
        if prompt.kind == "rob":
            return prompt
        if prompt.kind == "bid":
            qtbot.mouseClick(panel.bid_buttons[max(prompt.legal_bids)], LEFT)
        elif prompt.kind == "trump":
            qtbot.mouseClick(panel.suit_buttons[2], LEFT)
        else:
            for card in sorted(prompt.candidates)[:prompt.count]:
                click_card(view, card)
            qtbot.mouseClick(panel.confirm_button, LEFT)
        qtbot.waitUntil(lambda b=before: ctl.action_count > b, timeout=5000)


def test_cards_picked_from_the_hand_while_robbing_stay_in_view_r34(qtbot, animated):
    ctl, win = animated
    view = win.view
    prompt = _to_rob(qtbot, ctl, win)
    hand = [c for c in view.scene_.keyboard_order if c in ctl.state.hand_of(0)]
    pack = [c for c in prompt.candidates if c not in hand]
    picked = hand[:3] + pack[:3]
    for card in picked:
        click_card(view, card)
    assert view.selection() == set(picked)
    items = view.scene_.cards
    for card in hand[:3]:
        mine = _rect(items[card])
        assert view.viewport().rect().contains(view.mapFromScene(mine).boundingRect())
        for other, item in items.items():
            place = view._shown.places.get(other)
            if other == card or place is None or not item.isVisible():
                continue
            if place.zone == snap.HAND and place.seat == 0:
                continue   # the fan of the hand itself
            assert not _rect(item).intersects(mine), (
                f"picked card {card} is under {other} ({place.zone})")
    qtbot.mouseClick(win.strip.confirm_button, LEFT)
    qtbot.waitUntil(lambda: ctl.state.phase != "rob", timeout=5000)


def test_enter_presses_the_focused_button_and_the_focus_returns_to_the_table(
        qtbot, animated):
    ctl, win = animated
    view, panel = win.view, win.strip
    ctl.new_game(3)
    qtbot.waitUntil(lambda: _settled(ctl, win), timeout=30_000)
    prompt = view.decision()
    assert prompt.kind == "bid"
    amount = max(prompt.legal_bids)
    button = panel.bid_buttons[amount]
    button.setFocus(Qt.FocusReason.TabFocusReason)
    assert QApplication.focusWidget() is button
    before = ctl.action_count
    QTest.keyClick(button, Qt.Key.Key_Return)      # Enter on a focused button presses it
    assert ctl.action_count > before
    assert (0, amount) in ctl.state.bids
    assert view.hasFocus(), "after a press the keyboard belongs to the table again"
    qtbot.waitUntil(lambda: _settled(ctl, win), timeout=30_000)
    assert view.decision().kind == "trump"
    qtbot.mouseClick(panel.suit_buttons[2], LEFT)   # a mouse press on a button …
    assert view.hasFocus()                          # … gives the table the keys back
    while True:
        qtbot.waitUntil(lambda: _settled(ctl, win), timeout=30_000)
        prompt = view.decision()
        if prompt.kind == "play":
            break
        for card in sorted(prompt.candidates)[:prompt.count]:
            click_card(view, card)
        before = ctl.action_count
        qtbot.mouseClick(panel.confirm_button, LEFT)
        qtbot.waitUntil(lambda b=before: ctl.action_count > b, timeout=5000)
        assert view.hasFocus()
    # Arrows and Enter on the table, straight after the button presses.
    before = ctl.action_count
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    focused = view.scene_.focus_key
    assert focused is not None
    if focused not in prompt.legal_cards:
        for _ in range(len(view.scene_.keyboard_order)):
            QTest.keyClick(view, Qt.Key.Key_Right)
            if view.scene_.focus_key in prompt.legal_cards:
                break
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ctl.action_count > before, timeout=5000)


def test_tab_leaves_the_score_sheet(qtbot, animated):
    ctl, win = animated
    ctl.new_game(3)
    qtbot.waitUntil(lambda: _settled(ctl, win), timeout=30_000)
    for sheet in (win.score_view, win.bid_view):
        sheet.setFocus(Qt.FocusReason.TabFocusReason)
        assert QApplication.focusWidget() is sheet
        QTest.keyClick(sheet, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is not sheet, "Tab stayed in the sheet"
    # Tab goes all the way round and comes back to the table.
    win.view.setFocus(Qt.FocusReason.TabFocusReason)
    seen = []
    for _ in range(40):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
        if seen[-1] is win.view:
            break
    assert seen[-1] is win.view, [type(w).__name__ for w in seen]
    assert win.score_view in seen


def test_dealt_cards_turn_up_as_they_leave_the_pack_r15(qtbot, animated):
    """The person's cards wait on the dealer's pack face down for their packet's turn
    (R15), and turn face up on their way to the hand."""
    ctl, win = animated
    view = win.view
    laid: list[bool] = []
    real_place = view._place

    def place(snapshot, *args, **kwargs):
        group = real_place(snapshot, *args, **kwargs)
        resumed = kwargs.get("resume", False)  # a resize mid-deal: all fly at once
        if snapshot.step == "deal" and group is not None and not resumed:
            mine = [c for c, p in snapshot.places.items()
                    if p.zone == snap.HAND and p.seat == 0]
            laid.append(any(view.scene_.cards[c].face_up for c in mine))
        return group
    view._place = place
    ctl.new_game(3)
    qtbot.waitUntil(lambda: _settled(ctl, win), timeout=30_000)
    view._place = real_place
    assert laid == [False]
    mine = [c for c, p in view._shown.places.items() if p.zone == snap.HAND and p.seat == 0]
    assert len(mine) == 9 and all(view.scene_.cards[c].face_up for c in mine)
