"""The frame felt's piles as a replay uses them, with no game: a long fan given room
goes in two rows that keep every card's index in view, a pile lies beside or under
another one, labels stay inside the felt, a frame's dimmed piles, lit cards and
winner are drawn so, and a game's own item on the felt (a fixture) keeps its band."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsRectItem

from cinch_qt.games.felt_frame import FeltFrame, Pile, Plate
from cinch_qt.ui.frame_felt import FAN_STEP, READABLE, fan_rows
from tests.gui_helpers import shown_frame_felt

LONG = "A label much too long to sit centred over a pile at the felt's left edge"


def test_fan_rows_split_a_hand_only_when_indices_would_hide() -> None:
    assert fan_rows(6, 60, 84, 600, 0) == ([6], 30.0, 0.0)     # half a card apart
    rows, step, gap = fan_rows(9, 60, 84, 260, 400)
    assert rows == [5, 4] and step >= 60 * READABLE and gap >= 84
    rows, step, gap = fan_rows(9, 60, 84, 260, 100)              # no room for both rows
    assert rows == [5, 4] and 0 < gap < 84


def test_piles_lie_in_rows_beside_each_other_and_are_marked(qtbot) -> None:
    felt = shown_frame_felt(qtbot, 860, 530)
    frame = FeltFrame((
        Pile("hand", tuple(range(9)), (0.12, 0.5), room=(0.31, 0.5), label=LONG,
             label_above=True),
        Pile("played", (20, 21), (0.5, 0.1), scale=0.5, dimmed=True, next_to=("hand", 1)),
        Pile("empty", (), (0.5, 0.5)),
        Pile("alone", (30,), (0.8, 0.8), next_to=("empty", 0)),
        Pile("under", (40,), (0.5, 0.5), next_to=("alone", 0)),
    ), lit=frozenset({30}), winner=21)
    felt.show_frame(frame, animate=False)
    hand = [felt.card_rect(c) for c in range(9)]
    tops = sorted({round(r.top()) for r in hand})
    assert len(tops) == 2 and tops[1] - tops[0] >= hand[0].height()
    assert all(felt.rect().contains(r.toRect()) for r in hand)
    label = felt._labels["hand"]
    box = label.sceneBoundingRect()
    assert box.left() >= 0 and box.right() <= felt.viewport().width()
    assert box.bottom() <= min(r.top() for r in hand)
    played = [felt.card_rect(c) for c in (20, 21)]
    assert min(r.left() for r in played) > max(r.right() for r in hand)
    assert abs(played[0].width() - hand[0].width() / 2) <= 1
    alone, under = felt.card_rect(30), felt.card_rect(40)
    assert abs(alone.center().x() - 0.8 * felt.viewport().width()) <= 1  # "empty" is empty
    assert under.top() > alone.bottom() and abs(under.center().x() - alone.center().x()) <= 1
    items = felt.scene_.cards
    assert items[20].dimmed and items[21].dimmed and not items[0].dimmed
    assert items[30].highlighted and not items[40].highlighted
    assert items[21].winner and not any(items[c].winner for c in (0, 20, 30, 40))
    # The next frame takes the marks away with the cards that wore them.
    felt.show_frame(FeltFrame((Pile("hand", (20, 21, 30), (0.5, 0.5)),)), animate=False)
    assert not any(items[c].dimmed or items[c].winner or items[c].highlighted
                   for c in (20, 21, 30))


def test_a_pile_fanned_down_is_a_column_within_its_room(qtbot) -> None:
    felt = shown_frame_felt(qtbot, 860, 530)
    felt.show_frame(FeltFrame((Pile("west", tuple(range(9)), (0.1, 0.5), fan="down",
                                    label="West"),
                               Pile("east", tuple(range(10, 19)), (0.9, 0.5), fan="down",
                                    room=(0.0, 0.4), face_up=False))), animate=False)
    height = felt.viewport().height()
    for cards, room in ((range(9), None), (range(10, 19), 0.4)):
        rects = [felt.card_rect(c) for c in cards]
        assert len({round(r.left()) for r in rects}) == 1
        steps = [b.top() - a.top() for a, b in zip(rects, rects[1:], strict=False)]
        # Each card's index shows above the next (a fifth of a card unless crowded).
        assert all(s > 0 for s in steps) and max(steps) - min(steps) <= 1
        assert all(felt.rect().contains(r.toRect()) for r in rects)
        if room is None:
            assert abs(steps[0] - 0.2 * rects[0].height()) <= 1
        else:
            assert rects[-1].bottom() - rects[0].top() <= room * height + 1
        mid = (rects[0].top() + rects[-1].bottom()) / 2
        assert abs(mid - height / 2) <= 1
    label = felt._labels["west"].sceneBoundingRect()
    assert label.top() >= felt.card_rect(8).bottom()


def test_a_pile_says_whose_it_is_and_may_spread_wider(qtbot) -> None:
    felt = shown_frame_felt(qtbot, 860, 530)
    felt.show_frame(FeltFrame((
        Pile("won", (1, 2, 3), (0.2, 0.2), face_up=False, fanned=False, label="1 trick",
             tip="Tricks taken by West: 1 (3 cards)"),
        Pile("hand", (10, 11, 12), (0.5, 0.8), spread=0.62),
        Pile("close", (20, 21, 22), (0.5, 0.4)),)), animate=False)
    items = felt.scene_.cards
    assert all(items[c].toolTip() == "Tricks taken by West: 1 (3 cards)" for c in (1, 2, 3))
    assert felt._labels["won"].toolTip() == "Tricks taken by West: 1 (3 cards)"
    assert items[10].toolTip() == ""
    wide = felt.card_rect(11).left() - felt.card_rect(10).left()
    close = felt.card_rect(21).left() - felt.card_rect(20).left()
    width = felt.card_rect(10).width()
    assert abs(wide - 0.62 * width) <= 1.5 and abs(close - FAN_STEP * width) <= 1.5
    # The next frame's piles say nothing: the tooltips go with them.
    felt.show_frame(FeltFrame((Pile("won", (1, 2, 3), (0.2, 0.2)),)), animate=False)
    assert items[1].toolTip() == ""


def test_a_fixture_keeps_its_band_and_the_frames_lie_in_the_rest(qtbot) -> None:
    felt = shown_frame_felt(qtbot, 900, 500)
    whole = felt.card_size()
    board = QGraphicsRectItem(QRectF(-20, 10, 400, 300))   # a game's item, its own units
    felt.set_fixture(board, "right", 0.4)
    assert felt.fixtures() == (board,)
    felt.show_frame(FeltFrame((
        Pile("hand", tuple(range(8)), (0.5, 0.85), label="South"),
        Pile("edge", (20, 21), (1.0, 0.2), label="A label long enough to reach the board"),
    ), plates=(Plate("North", ("3 cards",), at=(1.0, 0.5), anchor=(1.0, 0.5)),)),
        animate=False)

    def checked(side: str, share: float) -> None:
        w, h = felt.viewport().width(), felt.viewport().height()
        band = (QRectF(w * (1 - share), 0, w * share, h) if side == "right"
                else QRectF(0, h * (1 - share), w, h * share))
        item = board.sceneBoundingRect()
        # Scaled to fit its band with a margin, centred in it, its proportions kept.
        assert band.contains(item)
        assert abs(item.center().x() - band.center().x()) <= 1
        assert abs(item.center().y() - band.center().y()) <= 1
        assert abs(item.width() / item.height() - 400 / 300) < 0.01
        assert max(item.width() / band.width(), item.height() / band.height()) > 0.9
        table = felt.table_rect()
        assert not table.intersects(band) or table.intersected(band).isEmpty()
        # Every card, label and plate of the frame in the rest of the felt.
        cards = [felt.card_rect(c) for c in (*range(8), 20, 21)]
        assert all(table.contains(r) for r in cards)
        hand = felt.card_rect(0).united(felt.card_rect(7))
        assert abs(hand.center().x() - table.center().x()) <= 1
        assert table.contains(felt._labels["edge"].sceneBoundingRect())
        plate = felt._plate_items[0]
        assert table.contains(plate.mapRectToScene(plate._rect))

    checked("right", 0.4)
    # The cards are sized by the rest of the felt, not the whole of it.
    assert felt.card_size()[0] < whole[0]
    felt.resize(700, 640)
    qtbot.waitUntil(lambda: felt.viewport().width() == 700)
    checked("right", 0.4)
    felt.set_fixture(board, "bottom", 0.35)
    checked("bottom", 0.35)
