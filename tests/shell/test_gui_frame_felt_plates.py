"""The frame felt's plates with no game: each beside its pile on the first clear side the
frame names, inside the felt and off every card and earlier plate; a plate with no pile
at its point; a bubble clear of them; plates a frame no longer has are hidden."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from cinch_qt.games.felt_frame import FeltFrame, Pile, Plate
from tests.gui_helpers import shown_frame_felt


def _rect(item) -> QRectF:
    return item.mapRectToScene(item._rect)


def test_plates_lie_beside_their_piles_clear_of_cards_and_each_other(qtbot) -> None:
    felt = shown_frame_felt(qtbot, 900, 560)
    frame = FeltFrame((
        Pile("south", tuple(range(6)), (0.5, 0.85)),
        # A pile right above the south hand: its plate may not go above it.
        Pile("trick", (20,), (0.5, 0.63)),
        Pile("east", (30, 31, 32), (0.88, 0.5), face_up=False),
        Pile("gone", (), (0.2, 0.2)),
    ), plates=(
        Plate("South", ("you · 6 cards",), beside="south", sides=("above", "left"),
              chip="D", bubble="7", active=True, tip="South, you"),
        Plate("East", ("thinking…",), beside="east", sides=("above", "below"),
              bubble="Pass", quiet=True),
        Plate("Hand 1 — game to 11", ("Dealer: South", "NS 0 · EW 0"), beside="gone",
              at=(1.0, 0.0), anchor=(1.0, 0.0)),
    ))
    felt.show_frame(frame, animate=False)
    items = [i for i in felt._plate_items if i.isVisible()]
    assert len(items) == 3
    south, east, corner = (_rect(i) for i in items)
    area = felt.rect().toRectF()
    cards = [felt.card_rect(c) for c in (*range(6), 20, 30, 31, 32)]
    for item, rect in zip(items, (south, east, corner), strict=True):
        assert area.contains(rect)
        assert not any(rect.intersects(c) for c in cards), item.title
        bubble = item.bubble_rect().translated(item.pos())
        if item.bubble:
            assert area.contains(bubble)
            assert not any(bubble.intersects(c) for c in cards)
    assert not south.intersects(east) and not corner.intersects(east)
    hand = felt.card_rect(0).united(felt.card_rect(5))
    # Above the hand would cover the trick card: it is left of the hand instead.
    assert south.right() <= hand.left() and south.bottom() > hand.top()
    east_hand = felt.card_rect(30).united(felt.card_rect(32))
    assert east.bottom() <= east_hand.top()
    # No cards in "gone": the corner plate's top right at the felt's top right.
    assert abs(corner.right() - (area.right() - 4)) <= 1 and abs(corner.top() - 4) <= 1
    assert items[0].active and items[0].chip == "D" and items[1].pass_bubble
    assert items[0].toolTip() == "South, you"
    assert felt.plate_texts()[0] == "South\nyou · 6 cards\n7"
    felt.show_frame(FeltFrame((Pile("south", (1, 2), (0.5, 0.85)),),
                              plates=(Plate("South", beside="south"),)), animate=False)
    assert [i.title for i in felt._plate_items if i.isVisible()] == ["South"]
    assert felt.plate_texts() == ["South"]


def test_plates_follow_a_resize_and_stay_inside_a_small_felt(qtbot) -> None:
    felt = shown_frame_felt(qtbot, 900, 560)
    frame = FeltFrame((Pile("west", tuple(range(9)), (0.08, 0.5)),),
                      plates=(Plate("A name long enough to need room",
                                    ("and a line longer still than the name above it",),
                                    beside="west", sides=("above", "right")),))
    felt.show_frame(frame, animate=False)
    before = _rect(felt._plate_items[0])
    felt.resize(480, 320)
    qtbot.waitUntil(lambda: _rect(felt._plate_items[0]) != before)
    item = felt._plate_items[0]
    rect = _rect(item)
    assert felt.rect().toRectF().contains(rect)
    assert item.required_height(rect.width()) <= rect.height() + 0.5


def test_the_felt_says_its_focused_card_or_its_plates(qtbot, speak) -> None:
    """For screen readers the felt carries the focused card's name and whether it may
    be played; with none focused, "Card table" and what its plates say; in the
    person's language; a replay's felt leaves its words to the viewer."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from cinch_qt.i18n import card_name
    felt = shown_frame_felt(qtbot, 900, 560)
    frame = FeltFrame((Pile("hand", (0, 1, 2), (0.5, 0.8)),), playable=frozenset({1, 2}),
                      plates=(Plate("South", ("6 cards",), beside="hand"),
                              Plate("Hand 1", ("Dealer: West",), at=(0, 0))))
    felt.show_frame(frame, animate=False)
    assert felt.accessibleName() == "Card table"
    assert felt.accessibleDescription() == "South 6 cards · Hand 1 Dealer: West"
    felt.setFocus()
    QTest.keyClick(felt, Qt.Key.Key_Right)
    first = felt.scene_.focus_key
    assert first in (1, 2)
    assert felt.accessibleName() == f"{card_name(first)}, playable"
    assert felt.accessibleDescription() == ""
    speak("fr")
    qtbot.waitUntil(lambda: felt.accessibleName() == f"{card_name(first)}, jouable",
                    timeout=2000)
    # Nothing playable now: the focus has gone, the felt is the table again.
    felt.show_frame(frame.replace(playable=frozenset()), animate=False)
    assert felt.accessibleName() == "Table de jeu"
    assert felt.accessibleDescription() == "South 6 cards · Hand 1 Dealer: West"
    felt.speaks = False
    felt.setAccessibleName("Replay table")
    QTest.keyClick(felt, Qt.Key.Key_Left)
    felt.show_frame(frame, animate=False)
    assert felt.accessibleName() == "Replay table"


def test_a_plate_with_no_clear_place_narrows_its_lines_to_find_one(qtbot) -> None:
    felt = shown_frame_felt(qtbot, 700, 500)
    long = ("Contract: a line long enough to reach the cards on its right",)
    frame = FeltFrame((Pile("north", tuple(range(6)), (0.45, 0.15)),),
                      plates=(Plate("Hand 1", long, at=(0, 0)),))
    felt.show_frame(frame, animate=False)
    item = felt._plate_items[0]
    rect = _rect(item)
    assert rect.right() <= felt.card_rect(0).left()          # clear of North's cards
    assert item.required_height(rect.width()) <= rect.height() + 0.5
    assert item.required_height(rect.width()) > item.required_height(2000)   # wrapped
