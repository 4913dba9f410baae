"""The cribbage table in the real window at 1280×800: the board gets the room it needs
(every two holes at least 7 pixels apart, the row numbers clear of every hole),
every special square says what it does when pointed at, the legend is on the table,
the Scores panel fits without scrolling sideways and names the sides as the badge does,
and the badge over the board covers no seat's cards or plate (six players: North-east)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cinch_qt.games.cribbage.engine.boards import SquareKind
from cinch_qt.games.cribbage.table import labels
from cinch_qt.games.cribbage.table.board_face import UNIT
from tests.crib_person import Person, open_crib_table

BOARDS = ["crib-wars", "classic"]


def _to_the_first_decision(qtbot, session, win) -> None:
    person = Person(qtbot, session, win)
    while True:
        what = person.wait()
        if what == "cut":
            person.cut()
        else:
            return


def _view_points(felt) -> list[tuple[str, float, float]]:
    """Every hole centre in view pixels (the felt's scene is its viewport, unscaled)."""
    board = felt.board
    out = []
    for s in board.geo.spots():
        p = board.mapToScene(QPointF(s.x * UNIT, s.y * UNIT))
        out.append((s.hole, p.x(), p.y()))
    return out


def _closest_pair(points: list[tuple[str, float, float]]) -> float:
    pts = sorted(points, key=lambda p: p[1])
    best = math.inf
    for i, (_, x, y) in enumerate(pts):
        for _, x2, y2 in pts[i + 1:]:
            if x2 - x >= best:
                break
            best = min(best, math.hypot(x2 - x, y2 - y))
    return best


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_board_room_scores_fit_and_badge_clear_at_1280x800(qtbot, tmp_path, monkeypatch,
                                                            players, board):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=players,
                         board=board) as (session, win):
        win.resize(1280, 800)
        session.new_game(3)
        _to_the_first_decision(qtbot, session, win)
        qtbot.wait(20)
        felt = win.felt
        # Holes at least 7 pixels apart in the view (the felt's scene is in view pixels).
        assert felt.transform().isIdentity()
        spacing = _closest_pair(_view_points(felt))
        assert spacing >= 7.0, (players, board, spacing)
        # The row numbers stand clear of every hole (a hole's rim is 0.25 spacings).
        face = felt.board.face
        holes = [(s.x * UNIT, s.y * UNIT) for s in felt.board.geo.spots()]
        for first, last in face._row_ends:
            for hid, x in ((first, face._number_x[0]), (last, face._number_x[1])):
                y = felt.board.geo.lane_middle(hid)[1] * UNIT
                near = min(math.hypot(hx - x, hy - y) for hx, hy in holes)
                assert near >= 0.9 * UNIT, (hid, near / UNIT)
        # The legend is on the table, under the board.
        assert felt.legend.isVisible() and felt.legend.text()
        assert felt.legend.pos().y() >= felt.layout_().board_rect.bottom()
        # The Scores panel: no sideways scrolling, every column in view, the sides
        # named as the badge names them.
        view = win.score_view
        qtbot.waitUntil(lambda: view.viewport().width() > 0)
        qtbot.wait(20)
        used = sum(view.columnWidth(c) for c in range(win.scores.columnCount()))
        assert used <= view.viewport().width(), (used, view.viewport().width())
        assert not view.horizontalScrollBar().isVisible()
        names = win._side_names()
        headers = [win.scores.headerData(c, Qt.Orientation.Horizontal).replace("\n", " ")
                   for c in range(1, win.scores.columnCount())]
        assert headers == [names[s] for s in session.state.side_names]
        badge_line = felt.score_plate.lines[0]
        assert all(n in badge_line for n in names.values())
        # The badge covers no seat's cards or plate (six players: North-east's cards).
        badge = felt.score_plate.sceneBoundingRect()
        badge = badge.adjusted(120, 40, -120, -40)       # InfoPlate pads its bounds
        assert felt.score_plate.isVisible()
        for key, item in felt.scene_.cards.items():
            assert not badge.intersects(item.sceneBoundingRect()), key
        for seat, plate in felt.plates.items():
            if plate.isVisible():
                rect = plate.sceneBoundingRect().adjusted(120, 40, -120, -40)
                assert not badge.intersects(rect), seat


def test_every_square_says_what_landing_there_does_w10_w11_w12_w30(qtbot, tmp_path,
                                                                    monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=3,
                         board="crib-wars") as (session, win):
        win.resize(1280, 800)
        session.new_game(3)
        _to_the_first_decision(qtbot, session, win)
        felt = win.felt
        board = felt.board
        words = {SquareKind.RED: labels.red_tip(0).split(":")[0],
                 SquareKind.TRAP: labels.trap_tip(0, 0).split(":")[0],
                 SquareKind.GREEN: labels.green_tip(0, 0).split(":")[0],
                 SquareKind.PENALTY: labels.penalty_tip(0, 0).split(":")[0]}
        for sq in board.board.squares.values():
            for hole in sq.holes:
                for lane in range(len(board.sides)):
                    tip = board.tooltip_at(board.hole_point(hole, lane))
                    assert words[sq.kind] in tip, (sq.id, hole, tip)
                    assert str(board.board.hole(hole).index) in tip
        # Pointing with the mouse: the tooltip follows the square under it.
        seen = set()
        for sq in board.board.squares.values():
            if sq.kind in seen:
                continue
            seen.add(sq.kind)
            at = felt.mapFromScene(board.mapToScene(board.hole_point(sq.holes[0], 0)))
            QTest.mouseMove(felt.viewport(), at)
            qtbot.waitUntil(lambda k=sq.kind: words[k] in board.toolTip(), timeout=2000)
        assert len(seen) == 4
        # Every entry of the legend has its sentence too.
        tips = [hit.toolTip() for hit in felt.legend._hits]
        assert all(any(w in t for t in tips) for w in words.values())
