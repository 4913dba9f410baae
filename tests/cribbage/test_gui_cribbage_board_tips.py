"""Every hole and square of every board says what it does when pointed at (W3–W12,
W30–W36, W40, C43, C80), with real mouse moves over the drawn board: the exits of the red
jumps included (landing there does nothing, W10), the penalty square's rule only for the
number of sides in play (W31 two sides, W32–W36 three), and a tooltip that wraps so that
it opens beside the square pointed at."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cribbage.engine.boards import SquareKind, get_board
from cinch_qt.games.cribbage.table import labels
from cinch_qt.games.cribbage.table.board_face import UNIT
from cinch_qt.games.cribbage.table.board_item import CribbageBoardItem
from cinch_qt.games.cribbage.table.board_tips import describe
from cinch_qt.ui.frame_felt import FrameFelt
from tests.crib_person import board_felt

SIDES = {2: ["S", "N"], 3: ["S", "W", "E"]}


def _shown(qtbot, board: str, sides: int) -> tuple[FrameFelt, CribbageBoardItem]:
    item = CribbageBoardItem(get_board(board), SIDES[sides], 0.0)
    view = board_felt(qtbot, item, (1800, 900))
    # The board on top: the pointer's moves go to the window under it.
    view.raise_()
    view.activateWindow()
    QTest.mouseMove(view.viewport(), view.viewport().rect().topLeft())   # the pointer arrives
    return view, item


def _point_at(view: FrameFelt, item: CribbageBoardItem, x: float, y: float):
    return view.mapFromScene(item.mapToScene(QPointF(x * UNIT, y * UNIT)))


@pytest.mark.parametrize("sides", [2, 3])
@pytest.mark.parametrize("board", ["crib-wars", "classic"])
def test_every_hole_of_every_board_has_its_tooltip_under_the_mouse(qtbot, board, sides):
    view, item = _shown(qtbot, board, sides)
    seen: set[str] = set()
    for spot in item.geo.spots():
        QTest.mouseMove(view.viewport(), _point_at(view, item, spot.x, spot.y))
        tip = item.toolTip()
        assert tip, (board, spot.hole, spot.lane)
        assert tip == labels.wrapped_tip(describe(item.board, spot.hole, sides))
        seen.add(spot.hole)
    assert seen == set(item.board.holes)


def test_red_jump_exits_say_where_the_jump_came_from_w10(qtbot):
    view, item = _shown(qtbot, "crib-wars", 3)
    board = item.board
    reds = [sq for sq in board.squares.values() if sq.kind is SquareKind.RED]
    exits = {hole: entry for sq in reds for entry, hole in zip(sq.holes, sq.exits,
                                                                       strict=True)}
    assert sorted(exits) == ["M152", "M153", "M32", "M33", "M64", "M65"]
    for hole, entry in exits.items():
        for lane in range(3):
            x, y = item.geo.pos(hole, lane)
            QTest.mouseMove(view.viewport(), _point_at(view, item, x, y))
            expected = labels.red_exit_tip(board.hole(entry).index)
            assert expected in item.toolTip(), (hole, item.toolTip())
            assert labels.hole_tip(board.hole(hole).index) in item.toolTip()


def test_penalty_square_tells_only_the_rule_for_the_sides_in_play_w31_w32():
    board = get_board("crib-wars")
    two = describe(board, "M70", 2)
    three = describe(board, "M70", 3)
    assert "sits out" not in two and "three hands" not in two          # W31
    assert "other side gets a 20-point award" in two
    assert "sits out three hands" in three                             # W32
    assert "Two sides" not in three and "other side gets" not in three


def test_a_tooltip_wraps_beside_the_square(qtbot):
    view, item = _shown(qtbot, "crib-wars", 3)
    x, y = item.geo.pos("M46", 1)                  # a blue trap (W11)
    QTest.mouseMove(view.viewport(), _point_at(view, item, x, y))
    tip = item.toolTip()
    assert labels.trap_tip(0, 0).split(":")[0] in tip
    # Rich text: Qt wraps it into a paragraph instead of one line as wide as the screen,
    # which it would push to the screen's left edge.
    assert Qt.mightBeRichText(tip)
