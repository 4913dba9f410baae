"""A frame's pick on the frame felt with no game: a click or Space picks a card that may
be picked or puts it back, picked cards stand up, one more than the pick is refused
(``pickFull``), Enter, a double-click or ``send_picks`` sends a whole pick only; a
frame's raised cards stand a little; screen readers hear picked / not picked."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from cinch_qt.games.felt_frame import FeltFrame, Pile
from cinch_qt.i18n import card_name
from cinch_qt.ui.frame_felt import PICKED_RISE, RAISED_RISE, FrameFelt
from tests.gui_helpers import shown_frame_felt

HAND = tuple(range(8))


def _click(felt: FrameFelt, card: int, double: bool = False) -> None:
    # Aim at the card's visible left edge (the next card of the fan covers the rest).
    rect = felt.card_rect(card)
    at = QPoint(round(rect.left()) + 6, round(rect.center().y()))
    if double:
        QTest.mouseDClick(felt.viewport(), Qt.MouseButton.LeftButton, pos=at)
    else:
        QTest.mouseClick(felt.viewport(), Qt.MouseButton.LeftButton, pos=at)


def drag_card(felt: FrameFelt, card: int, to) -> None:  # noqa: ANN001 - a scene point
    """Press on the card's middle, move past the drag threshold, release at ``to``."""
    vp = felt.viewport()
    start = felt.mapFromScene(felt.card_scene_pos(card))
    end = felt.mapFromScene(to)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 7):
        QTest.mouseMove(vp, start + (end - start) * (i / 6))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_cards_are_picked_put_back_and_sent_whole(qtbot) -> None:
    felt = shown_frame_felt(qtbot)
    sent: list = []
    counts: list = []
    full: list = []
    felt.picked.connect(sent.append)
    felt.pickChanged.connect(lambda n, of: counts.append((n, of)))
    felt.pickFull.connect(full.append)
    chosen: list = []
    felt.chosen.connect(chosen.append)
    frame = FeltFrame((Pile("hand", HAND, (0.5, 0.8)),), playable=frozenset({1, 2, 3, 5}),
                      pick=2)
    felt.show_frame(frame, animate=False)
    rest = felt.card_rect(1).top()
    _click(felt, 1)
    _click(felt, 0)                               # not to be picked: nothing
    assert felt.picks() == [1] and counts == [(1, 2)]
    assert abs(rest - felt.card_rect(1).top() - PICKED_RISE * felt.card_rect(1).height()) <= 1
    assert felt.scene_.cards[1].selected and not felt.scene_.cards[2].selected
    assert not felt.send_picks() and sent == []   # one of two: not sent
    _click(felt, 3)
    _click(felt, 5)                               # a third: refused, said
    assert felt.picks() == [1, 3] and full == [2]
    _click(felt, 1)                               # put back
    assert felt.picks() == [3] and abs(felt.card_rect(1).top() - rest) <= 1
    # The keys: the arrows go among the cards to pick, Space picks, Enter sends.
    felt.setFocus()
    QTest.keyClick(felt, Qt.Key.Key_Right)
    focused = felt.scene_.focus_key
    assert focused in (1, 2, 3, 5)
    assert felt.accessibleName() == f"{card_name(focused)}, " + (
        "picked" if focused == 3 else "not picked")
    if focused == 3:
        QTest.keyClick(felt, Qt.Key.Key_Right)
        focused = felt.scene_.focus_key
    QTest.keyClick(felt, Qt.Key.Key_Space)
    assert sorted(felt.picks()) == sorted([3, focused])
    assert felt.accessibleName() == f"{card_name(focused)}, picked"
    QTest.keyClick(felt, Qt.Key.Key_Return)
    assert sorted(sent[0]) == sorted([3, focused]) and felt.picks() == []
    assert chosen == []                           # nothing was played


def test_a_double_click_picks_and_sends_and_picks_follow_the_frame(qtbot) -> None:
    felt = shown_frame_felt(qtbot)
    sent: list = []
    felt.picked.connect(sent.append)
    frame = FeltFrame((Pile("hand", HAND, (0.5, 0.8)),), playable=frozenset({2, 4}), pick=1)
    felt.show_frame(frame, animate=False)
    _click(felt, 4, double=True)
    assert sent == [[4]]
    felt.set_picks([2, 4])                        # a hint: as many as the pick takes
    assert felt.picks() == [2]
    # The same pick asked again (a plate changed): the pick stands; another: it goes.
    felt.show_frame(FeltFrame(frame.piles, playable=frame.playable, pick=1), animate=False)
    assert felt.picks() == [2]
    felt.show_frame(FeltFrame(frame.piles, playable=frozenset({4}), pick=1), animate=False)
    assert felt.picks() == []


def test_raised_cards_stand_a_little(qtbot) -> None:
    felt = shown_frame_felt(qtbot)
    felt.show_frame(FeltFrame((Pile("hand", HAND, (0.5, 0.8)),)), animate=False)
    rest = {c: felt.card_rect(c).top() for c in HAND}
    felt.show_frame(FeltFrame((Pile("hand", HAND, (0.5, 0.8)),), playable=frozenset({1, 2}),
                              raised=frozenset({1, 2})), animate=False)
    h = felt.card_rect(1).height()
    for card in HAND:
        rise = rest[card] - felt.card_rect(card).top()
        assert abs(rise - (RAISED_RISE * h if card in (1, 2) else 0)) <= 1


def test_any_card_of_the_persons_hand_is_offered_and_a_refused_one_goes_back(qtbot) -> None:
    """With the frame's ``hand`` named, a card that is not playable may still be dragged
    or double-clicked: it is offered (``chosen``) for the rules to refuse, and goes back
    to its place when the frame stays; the arrows still stop on playable cards only."""
    from PySide6.QtCore import QPointF
    felt = shown_frame_felt(qtbot)
    offered: list = []
    felt.chosen.connect(offered.append)
    # Spread so that each card's middle, where the drag starts, is in view.
    frame = FeltFrame((Pile("hand", HAND, (0.5, 0.8), spread=0.62),
                       Pile("trick", (), (0.5, 0.3))),
                      playable=frozenset({2, 5}), target="trick", hand="hand")
    felt.show_frame(frame, animate=False)
    assert felt.scene_.keyboard_order == list(HAND)
    home = QPointF(felt.scene_.cards[0].home)
    drag_card(felt, 0, felt.scene_.zones["trick"].center())
    assert offered == [0]
    qtbot.waitUntil(lambda: not felt.scene_.snapping(), timeout=3000)
    assert felt.scene_.cards[0].pos() == home          # refused: back in the hand
    felt.setFocus()
    for _ in range(4):
        QTest.keyClick(felt, Qt.Key.Key_Right)
        assert felt.scene_.focus_key in (2, 5)
    # Without ``hand``, only playable cards move.
    felt.show_frame(FeltFrame(frame.piles, playable=frame.playable, target="trick"),
                    animate=False)
    assert felt.scene_.keyboard_order == [2, 5]
    drag_card(felt, 0, felt.scene_.zones["trick"].center())
    assert offered == [0]
