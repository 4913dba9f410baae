"""A whole hand played with the keyboard alone (issue 8): bids, trumps, picking cards,
playing cards and the hand summary, with key events only — no mouse anywhere.

Opponents are the "random" level and the speed is instant, so the hand is fixed by the
seed.  Seed 499 with a bid of 14 gives South more than six trumps (R32), so the keep
step (arrows, Space, Enter) is played too.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cinch.table.keys import table_keys
from tests.gui_helpers import open_table, wait_prompt

CTRL = Qt.KeyboardModifier.ControlModifier
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def table(qtbot, tmp_path):
    with open_table(qtbot, tmp_path / "settings.ini") as (ctl, win, _qs):
        win.activateWindow()
        qtbot.waitUntil(lambda: win.isActiveWindow(), timeout=3000)
        yield ctl, win


def _bid_key(amount: int) -> tuple[Qt.Key, Qt.KeyboardModifier]:
    digits = [Qt.Key.Key_0, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4,
              Qt.Key.Key_5, Qt.Key.Key_6, Qt.Key.Key_7, Qt.Key.Key_8, Qt.Key.Key_9]
    if amount <= 9:
        return digits[amount], NONE
    if amount == 10:
        return Qt.Key.Key_0, NONE
    return digits[amount - 10], CTRL


def _focus_card(view, card: int) -> None:
    """Arrow keys until ``card`` has the keyboard focus (a ring and the accessible name)."""
    order = view.scene_.keyboard_order
    assert card in order
    for _ in range(len(order) + 1):
        if view.scene_.focus_key == card:
            return
        QTest.keyClick(view, Qt.Key.Key_Right)
    raise AssertionError(f"the arrow keys never reached card {card}")


def play_hand_by_keys(qtbot, ctl, win, bid: int = 14) -> list[str]:
    view = win.view
    done: list[str] = []
    while True:
        prompt = wait_prompt(qtbot, ctl, win)
        if prompt is None:
            return done
        before = ctl.action_count
        if prompt.kind == "bid":
            if bid in prompt.legal_bids:
                key, mods = _bid_key(bid)
                QTest.keyClick(view, key, mods)
                done.append(f"bid {bid}")
            elif prompt.can_pass:
                QTest.keyClick(view, Qt.Key.Key_P)
                done.append("pass")
            else:  # R22 stuck dealer: the lowest bid
                key, mods = _bid_key(prompt.legal_bids[0])
                QTest.keyClick(view, key, mods)
                done.append("bid")
        elif prompt.kind == "trump":
            QTest.keyClick(view, Qt.Key.Key_H)
            done.append("trump")
        elif prompt.kind in ("keep", "rob", "give"):
            wanted = [c for c in view.scene_.keyboard_order][:prompt.count]
            for card in wanted:
                _focus_card(view, card)
                QTest.keyClick(view, Qt.Key.Key_Space)
            assert view.selection() == set(wanted)
            assert win.strip.confirm_button.isEnabled()
            QTest.keyClick(view, Qt.Key.Key_Return)
            done.append(prompt.kind)
        else:
            card = prompt.legal_cards[-1]
            _focus_card(view, card)
            QTest.keyClick(view, Qt.Key.Key_Return)
            done.append("play")
        # A button's shortcut "animates" the click for a moment before it lands.
        qtbot.waitUntil(lambda b=before: ctl.action_count > b, timeout=3000)


def test_gui_whole_hand_with_keys_only_r20_r30_r32_r40(qtbot, table):
    ctl, win = table
    view = win.view
    ctl.new_game(499)
    view.setFocus()
    with qtbot.waitSignal(ctl.handFinished, timeout=30_000) as blocker:
        done = play_hand_by_keys(qtbot, ctl, win, bid=14)
    summary = blocker.args[0]
    assert "bid 14" in done and "trump" in done and "keep" in done   # R20, R30, R32
    assert done.count("play") == 6                                     # six tricks (R40)
    assert summary.bid == 14 and summary.trump == "hearts"
    # The summary is up with the focus on its default button: Enter deals the next hand.
    qtbot.waitUntil(lambda: win.summary.isVisible(), timeout=3000)
    assert win.summary.next_button.isDefault()
    QTest.keyClick(win.summary, Qt.Key.Key_Return)
    assert not win.summary.isVisible()
    assert not ctl.holding and ctl.state.hand_no == 1


def test_gui_escape_closes_summary_and_n_deals_on(qtbot, table):
    ctl, win = table
    ctl.new_game(21)
    win.view.setFocus()
    with qtbot.waitSignal(ctl.handFinished, timeout=30_000):
        play_hand_by_keys(qtbot, ctl, win, bid=0)
    qtbot.waitUntil(lambda: win.summary.isVisible(), timeout=3000)
    QTest.keyClick(win.summary, Qt.Key.Key_Escape)  # Esc is Next hand too
    assert not ctl.holding and ctl.state.hand_no == 1


def test_gui_refused_card_by_keys_is_explained_r41_r42(qtbot, table):
    ctl, win = table
    view = win.view
    seen: list[str] = []
    for seed in (3, 4, 5, 6, 7, 8):
        ctl.new_game(seed)
        view.setFocus()
        while not ctl.holding:
            prompt = wait_prompt(qtbot, ctl, win)
            if prompt is None:
                break
            if prompt.kind != "play":
                before = ctl.action_count
                if prompt.kind == "bid":
                    QTest.keyClick(view, Qt.Key.Key_P if prompt.can_pass else Qt.Key.Key_1)
                elif prompt.kind == "trump":
                    QTest.keyClick(view, Qt.Key.Key_S)
                else:
                    view.set_selection(set(view.scene_.keyboard_order[:prompt.count]))
                    QTest.keyClick(view, Qt.Key.Key_Return)
                qtbot.waitUntil(lambda b=before: ctl.action_count > b, timeout=3000)
                continue
            illegal = [c for c in view.scene_.keyboard_order if c not in prompt.legal_cards]
            if illegal and not seen:
                # The arrow keys move among the cards that may be played only: the card
                # that may not is never focused; a click on it is refused with its rule.
                for _ in range(len(view.scene_.keyboard_order) + 1):
                    QTest.keyClick(view, Qt.Key.Key_Right)
                    assert view.scene_.focus_key in prompt.legal_cards
                    assert "not playable now" not in view.accessibleName()
                pos = view.mapFromScene(view.card_scene_pos(illegal[0]))
                with qtbot.waitSignal(ctl.refused) as blocker:
                    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, NONE, pos)
                seen.append(blocker.args[0])
                qtbot.waitUntil(lambda: not view.scene_.snapping(), timeout=3000)
                # The status line and the first-game line say why, with the rule.
                status = win.statusBar().currentMessage()
                assert status.startswith("Not allowed:") and seen[0] not in status
                assert win.hint_line.isVisible() and seen[0] in win.hint_line.toolTip()
            _focus_card(view, prompt.legal_cards[0])
            assert view.accessibleName().endswith(", playable")
            QTest.keyClick(view, Qt.Key.Key_Return)
        if seen:
            break
    assert seen and seen[0] in ("R41", "R42")


def test_table_keys_listed_in_help_are_translated_texts():
    rows = table_keys()
    keys = " ".join(k for k, _ in rows)
    for needed in ("P", "C, D, H, S", "Space", "Enter", "N", "Esc"):
        assert needed in keys
    # Ctrl+H is the Game menu's Hint: the Help window lists it with the menus' keys.
    assert "Ctrl+H" not in keys
    assert all(what for _, what in rows)
