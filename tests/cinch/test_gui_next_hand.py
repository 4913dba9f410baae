"""Issue 12, must fix 1: the person opens the bidding of the next hand at the default
speed.  The deal of the new hand is still animating when the person's turn arrives; the
action strip must show the bid buttons once the cards have landed, not the old summary.

Animations are on (speed "normal", every duration scaled by CINCH_QT_TIME_SCALE only).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cinch.table import strip as ap
from tests.gui_helpers import open_table

FAST = "0.08"  # every duration × 0.08: the same animation steps, only quicker


@pytest.fixture
def animated(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", FAST)
    # The default opponents, as in the report (`python -m cinch_qt --seed 1`).
    with open_table(qtbot, tmp_path / "settings.ini", speed="normal", levels={}) as opened:
        ctl, win, _qs = opened
        win.activateWindow()
        qtbot.waitUntil(win.isActiveWindow, timeout=3000)
        yield ctl, win


def _settled(ctl, win) -> bool:
    return (ctl.holding and win.summary.isVisible()) or (
        ctl.is_human_turn() and not win.view.busy())


def test_next_hand_when_the_person_opens_the_bidding_shows_the_bids_r20(qtbot, animated):
    """The report's steps: seed 1, bid 8, name hearts, play with Hint then Enter, press
    Next hand.  South is first to bid in hand 2 (East dealt, R20)."""
    ctl, win = animated
    view, panel = win.view, win.strip
    ctl.new_game(1)
    assert view.speed_factor > 0 and view.busy()   # the deal animates
    while True:
        qtbot.waitUntil(lambda: _settled(ctl, win), timeout=30_000)
        if ctl.holding:
            break
        prompt = view.decision()
        before = ctl.action_count
        if prompt.kind == "bid":
            assert panel.page() == ap.BID
            amount = 8 if 8 in prompt.legal_bids else None
            button = panel.bid_buttons[amount] if amount else panel.pass_button
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        elif prompt.kind == "trump":
            assert panel.page() == ap.TRUMP
            qtbot.mouseClick(panel.suit_buttons[2], Qt.MouseButton.LeftButton)
        else:
            with qtbot.waitSignal(ctl.hintReady, timeout=30_000):
                qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
            view.setFocus()
            QTest.keyClick(view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda b=before: ctl.action_count > b, timeout=5000)
    assert ctl.state.hand_no == 1 and ctl.state.current == 0   # South opens hand 2
    qtbot.waitUntil(lambda: panel.page() == ap.NEXT, timeout=5000)
    qtbot.mouseClick(win.summary.next_button, Qt.MouseButton.LeftButton)
    assert view.busy()          # the new deal is flying while the turn is South's
    qtbot.waitUntil(lambda: not view.busy(), timeout=10_000)
    assert ctl.is_human_turn() and view.decision().kind == "bid"
    assert panel.page() == ap.BID, "the action strip kept the old hand's page"
    for n, b in panel.bid_buttons.items():
        assert b.isVisible() and b.isEnabled() == (n in view.decision().legal_bids)
    assert panel.pass_button.isVisible() and panel.pass_button.isEnabled()
