"""A person at the Cinch table for the GUI tests: real mouse and key gestures on the
cards and the action strip, a plain deterministic choice at every prompt, and checks
that the controls asked for are on screen before they are touched."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPoint, QPointF, QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from cinch_qt.games.cinch.engine.cards import rank_of, suit_of
from cinch_qt.games.cinch.engine.state import OVER
from cinch_qt.games.cinch.table import strip as ap

NONE = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
LEFT = Qt.MouseButton.LeftButton
SUIT_KEYS = (Qt.Key.Key_C, Qt.Key.Key_D, Qt.Key.Key_H, Qt.Key.Key_S)
DIGITS = (Qt.Key.Key_0, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4,
          Qt.Key.Key_5, Qt.Key.Key_6, Qt.Key.Key_7, Qt.Key.Key_8, Qt.Key.Key_9)


# ---------------------------------------------------------------- what the person does
def person_choice(prompt, hand: list[int], trump: int | None):
    """A plain, deterministic player: bids its longest suit when the bid is cheap,
    names it, keeps its highest trumps, plays its first legal card."""
    suits = [sum(1 for c in hand if suit_of(c) == s) for s in range(4)]
    longest = max(range(4), key=lambda s: (suits[s], s))
    if prompt.kind == "bid":
        cheap = [n for n in prompt.legal_bids if n <= suits[longest] + 2]
        if cheap:
            return min(cheap)
        return None if prompt.can_pass else min(prompt.legal_bids)  # None: pass
    if prompt.kind == "trump":
        return longest
    if prompt.kind in ("keep", "rob", "give"):
        ranked = sorted(prompt.candidates,
                        key=lambda c: (suit_of(c) == trump, rank_of(c), c), reverse=True)
        if prompt.kind == "give":
            ranked.reverse()  # the dealer gives its lowest discards
        return sorted(ranked[:prompt.count])
    return prompt.legal_cards[0]


# ---------------------------------------------------------------- on screen
def on_screen(win, widget: QWidget) -> bool:
    """Shown, not clipped away, and wholly inside the window."""
    if not widget.isVisible() or widget.visibleRegion().isEmpty():
        return False
    top_left = widget.mapTo(win, QPoint(0, 0))
    return win.rect().contains(QRect(top_left, widget.size()))


def card_on_screen(view, card: int) -> bool:
    item = view.scene_.cards[card]
    w, h = item.size()
    rect = QRect(view.mapFromScene(QPointF(item.pos())), QSize(w, h))
    return item.isVisible() and view.viewport().rect().contains(rect)


def check_controls(ctl, win, prompt) -> None:
    """The controls for ``prompt`` are on screen and enabled, and only those."""
    panel, view = win.strip, win.view
    assert ctl.decision() == prompt
    assert not win.summary.isVisible()
    page = {"bid": ap.BID, "trump": ap.TRUMP, "play": ap.PLAY}.get(prompt.kind, ap.CHOOSE)
    assert panel.page() == page, f"the strip shows page {panel.page()} for a {prompt.kind}"
    assert on_screen(win, view.viewport())
    assert on_screen(win, panel.hint_button) and panel.hint_button.isEnabled()
    if prompt.kind == "bid":
        for n, b in panel.bid_buttons.items():   # R20/R72: the bids that top the highest
            assert on_screen(win, b), f"bid {n} is not on screen"
            assert b.isEnabled() == (n in prompt.legal_bids)
        assert on_screen(win, panel.pass_button)
        assert panel.pass_button.isEnabled() == prompt.can_pass   # R22 stuck dealer
    elif prompt.kind == "trump":
        for b in panel.suit_buttons:              # R30
            assert on_screen(win, b) and b.isEnabled()
    elif prompt.kind == "play":
        items = view.scene_.cards
        for card in prompt.legal_cards:           # R41/R42: the legal cards are offered
            assert card_on_screen(view, card)
            assert items[card].draggable and items[card].face_up and items[card].highlighted
        for card in view.scene_.keyboard_order:
            assert items[card].dimmed == (card not in prompt.legal_cards)
    else:
        assert on_screen(win, panel.confirm_button)
        assert not panel.confirm_button.isEnabled()   # nothing picked yet
        for card in prompt.candidates:            # R32/R34/R35: every choice visible
            item = view.scene_.cards[card]
            assert card_on_screen(view, card) and item.clickable and item.face_up


def drag_to_middle(view, card: int) -> None:
    vp = view.viewport()
    start = view.mapFromScene(view.card_scene_pos(card))
    end = view.mapFromScene(view.scene_.zones[view.frame.target].center())
    QTest.mousePress(vp, LEFT, NONE, start)
    for i in range(1, 7):
        QTest.mouseMove(vp, start + (end - start) * (i / 6))
    QTest.mouseRelease(vp, LEFT, NONE, end)


def click_card(view, card: int) -> None:
    QTest.mouseClick(view.viewport(), LEFT, NONE, view.mapFromScene(view.card_scene_pos(card)))


def double_click(view, card: int) -> None:
    """As a mouse does it: press and release, then the double-click.  (QTest's
    mouseDClick alone sends only the double-click event, which QGraphicsScene turns
    into a plain press when another item had the last press, e.g. after a drag.)"""
    pos = view.mapFromScene(view.card_scene_pos(card))
    QTest.mouseClick(view.viewport(), LEFT, NONE, pos)
    QTest.mouseDClick(view.viewport(), LEFT, NONE, pos)


def arrows_to(view, card: int) -> None:
    order = view.scene_.keyboard_order
    assert card in order
    for _ in range(len(order) + 1):
        if view.scene_.focus_key == card:
            return
        QTest.keyClick(view, Qt.Key.Key_Right)
    raise AssertionError(f"the arrow keys never reached card {card}")


class Person:
    """Answers every prompt through real mouse and key events, changing the way it
    uses each time (mouse, then keys), after checking the controls."""

    def __init__(self, qtbot, ctl, win) -> None:
        self.qtbot, self.ctl, self.win = qtbot, ctl, win
        self.turn = itertools.count()
        self.done: list[str] = []

    def wait(self) -> str:
        """Until the person must act ("turn"), a hand summary waits ("summary") or the
        game is over ("over").  Waits on the game and the table, never on the strip."""
        ctl, win = self.ctl, self.win

        def settled() -> bool:
            if win.view.busy():
                return False
            return ctl.holding and win.summary.isVisible() or ctl.is_human_turn()
        self.qtbot.waitUntil(settled, timeout=30_000)
        if ctl.state.phase == OVER:
            return "over"
        return "summary" if ctl.holding else "turn"

    def act(self) -> None:
        ctl, win = self.ctl, self.win
        view, panel = win.view, win.strip
        prompt = view.decision()
        check_controls(ctl, win, prompt)
        by_mouse = next(self.turn) % 2 == 0
        st = ctl.state
        choice = person_choice(prompt, st.hand_of(0), st.trump)
        before = ctl.action_count
        if not view.hasFocus():
            view.setFocus()
        if prompt.kind == "bid":
            if choice is None:
                if by_mouse:
                    self.qtbot.mouseClick(panel.pass_button, LEFT)
                else:
                    QTest.keyClick(view, Qt.Key.Key_P)
            elif by_mouse:
                self.qtbot.mouseClick(panel.bid_buttons[choice], LEFT)
            else:
                key = DIGITS[choice % 10]
                QTest.keyClick(view, key, CTRL if choice > 10 else NONE)
            self.done.append("bid" if choice else "pass")
        elif prompt.kind == "trump":
            if by_mouse:
                self.qtbot.mouseClick(panel.suit_buttons[choice], LEFT)
            else:
                QTest.keyClick(view, SUIT_KEYS[choice])
            self.done.append("trump")
        elif prompt.kind in ("keep", "rob", "give"):
            for card in choice:
                if by_mouse:
                    click_card(view, card)
                else:
                    arrows_to(view, card)
                    QTest.keyClick(view, Qt.Key.Key_Space)
            assert view.selection() == set(choice)
            assert panel.confirm_button.isEnabled()
            if by_mouse:
                self.qtbot.mouseClick(panel.confirm_button, LEFT)
            else:
                QTest.keyClick(view, Qt.Key.Key_Return)
            self.done.append(prompt.kind)
        else:
            way = len(self.done) % 3
            if way == 0:
                drag_to_middle(view, choice)
            elif way == 1:
                arrows_to(view, choice)
                QTest.keyClick(view, Qt.Key.Key_Return)
            else:
                double_click(view, choice)
            self.done.append("play")
        # A shortcut "animates" its button's click for a moment before it lands.
        try:
            self.qtbot.waitUntil(lambda: ctl.action_count > before, timeout=5000)
        except Exception:
            raise AssertionError(f"{prompt.kind} by {'mouse' if by_mouse else 'keys'} "
                                 f"did nothing; done so far: {self.done}; status: "
                                 f"{win.statusBar().currentMessage()!r}") from None

    def next_hand(self, hand: int) -> None:
        """Deal on from the summary, by one of its four ways."""
        win = self.win
        assert win.strip.page() == ap.NEXT
        assert on_screen(win, win.strip.next_button) and win.strip.next_button.isEnabled()
        assert win.summary.next_button.isVisible() and win.summary.next_button.isEnabled()
        way = hand % 4
        if way == 0:
            self.qtbot.mouseClick(win.summary.next_button, LEFT)
        elif way == 1:
            self.qtbot.mouseClick(win.strip.next_button, LEFT)
        elif way == 2:
            QTest.keyClick(win.summary, Qt.Key.Key_Return)
        else:
            QTest.keyClick(win.summary, Qt.Key.Key_Escape)
        assert not self.ctl.holding

    def play_game(self) -> None:
        while True:
            what = self.wait()
            if what == "over":
                return
            if what == "summary":
                self.next_hand(self.ctl.state.hand_no)
            else:
                self.act()
