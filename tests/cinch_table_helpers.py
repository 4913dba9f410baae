"""Gestures on the Cinch table view for the GUI tests (a card dragged or clicked, the
trick's centre) and one hand played through the real window."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cinch.ai.random_player import RandomPlayer
from cinch_qt.games.cinch.engine.actions import Bid, NameTrump, Pass, Play
from cinch_qt.games.cinch.table.snapshot import sort_hand

from .gui_helpers import wait_prompt


def _viewport_point(view, scene_point: QPointF) -> QPoint:
    return view.mapFromScene(scene_point)


def seat_hand(ctl, seat: int = 0) -> list[int]:
    """``seat``'s cards in the order the table shows the person's fan (the engine's
    hand, sorted by suit with trumps as the felt sorts them)."""
    return sort_hand(ctl.state.hand_of(seat), ctl.state.trump)


def drag_card(view, card: int, to: QPointF, steps: int = 6) -> None:
    """Press on the card, move past the drag threshold in steps, release at ``to``."""
    vp = view.viewport()
    start = _viewport_point(view, view.card_scene_pos(card))
    end = _viewport_point(view, to)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, start + (end - start) * (i / steps))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def click_card(view, card: int) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _viewport_point(view, view.card_scene_pos(card)))


def trick_center(view) -> QPointF:
    return view.scene_.zones[view.frame.target].center()


def play_one_hand(qtbot, ctl, win, *, bid: int | None = None, on_play=None) -> list[str]:
    """Answer every prompt of one hand through the widgets; returns what was done."""
    done = []
    view, panel = win.view, win.strip
    while True:
        prompt = wait_prompt(qtbot, ctl, win)
        if prompt is None:
            return done
        actions_before = ctl.action_count
        if prompt.kind == "bid":
            amount = bid if bid in prompt.legal_bids else None
            button = panel.bid_buttons[amount] if amount else (
                panel.pass_button if prompt.can_pass else panel.bid_buttons[prompt.legal_bids[0]])
            for n, b in panel.bid_buttons.items():  # R20/R72: only topping bids are enabled
                assert b.isEnabled() == (n in prompt.legal_bids)
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            done.append("bid")
        elif prompt.kind == "trump":
            qtbot.mouseClick(panel.suit_buttons[2], Qt.MouseButton.LeftButton)
            done.append("trump")
        elif prompt.kind in ("keep", "rob", "give"):
            for card in sorted(prompt.candidates)[:prompt.count]:
                click_card(view, card)
            assert panel.confirm_button.isEnabled()
            qtbot.mouseClick(panel.confirm_button, Qt.MouseButton.LeftButton)
            done.append(prompt.kind)
        else:
            if on_play is not None and on_play(prompt):
                continue
            card = prompt.legal_cards[0]
            hand_before, hand_no = len(seat_hand(ctl)), ctl.state.hand_no
            drag_card(view, card, trick_center(view))
            # The card left the person's hand: one fewer, or it was the hand's last.
            left = 0 if ctl.state.hand_no != hand_no else len(seat_hand(ctl))
            assert left == hand_before - 1
            done.append("play")
        assert ctl.action_count > actions_before


def act(ctl, chooser: RandomPlayer) -> None:
    """The person's decision, chosen by ``chooser``, made through the controller."""
    action = chooser.choose(ctl.state.observation(0))
    if isinstance(action, Bid):
        ctl.submit_bid(action.amount)
    elif isinstance(action, Pass):
        ctl.submit_pass()
    elif isinstance(action, NameTrump):
        ctl.name_trump(action.suit)
    elif isinstance(action, Play):
        ctl.play_card(action.card)
    else:
        ctl.choose_cards(action.cards)
