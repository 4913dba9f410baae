"""The still part of the board: wood, lanes, squares, paths, arrows and holes.

Everything is drawn as vectors in item coordinates (``UNIT`` item pixels per hole
spacing), so any view scale or device pixel ratio renders sharp. The item uses Qt's
device-coordinate cache: it is painted once per view scale into a pixmap of the screen's
own resolution, and moving pegs only blit from it (no pixmap is ever scaled).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem

from ..engine.boards import HoleKind, Square, SquareKind
from . import palette
from .board_geometry import BoardGeometry

UNIT = 24.0          # item pixels per hole spacing
HOLE_R = 0.19        # hole radius, in hole spacings
BOX_PAD = 0.42       # a square's box reaches this far past its hole centres
MARGIN = 1.3         # wood around the outermost hole centres
# Row numbers stand in the wood beyond both ends of every row, clear of the lanes, the
# paths and the arrows: a column left of the start and game holes and
# one right of the rows.
NUMBER_LEFT = 1.25   # left of the leftmost hole centre (the start hole)
NUMBER_RIGHT = 1.2   # right of the rightmost hole centre


def point(geo: BoardGeometry, hole: str, lane: int) -> QPointF:
    x, y = geo.pos(hole, lane)
    return QPointF(x * UNIT, y * UNIT)


def middle(geo: BoardGeometry, hole: str) -> QPointF:
    x, y = geo.lane_middle(hole)
    return QPointF(x * UNIT, y * UNIT)


def path_middle(geo: BoardGeometry, hole: str) -> QPointF:
    x, y = geo.pos(hole, 0)
    return QPointF(x * UNIT, (y + geo.path_pitch * (geo.lanes - 1) / 2) * UNIT)


def jump_curve(start: QPointF, end: QPointF) -> QPainterPath:
    """The red arrow's shape (W10): down out of the entry, across the gutter, down into
    the exit. Pegs slide along the same curve in their own lane."""
    dy = end.y() - start.y()
    path = QPainterPath(start)
    path.cubicTo(QPointF(start.x(), start.y() + dy * 0.8),
                 QPointF(end.x(), end.y() - dy * 0.8), end)
    return path


def square_box(geo: BoardGeometry, sq: Square, holes: tuple[str, ...] | None = None) -> QRectF:
    """The rectangle covering a square's holes in every lane."""
    pts = [geo.pos(h, k) for h in (holes or sq.holes) for k in (0, geo.lanes - 1)]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return QRectF(QPointF((min(xs) - BOX_PAD) * UNIT, (min(ys) - BOX_PAD) * UNIT),
                  QPointF((max(xs) + BOX_PAD) * UNIT, (max(ys) + BOX_PAD) * UNIT))


def path_band(geo: BoardGeometry, sq: Square) -> QPainterPath:
    """A trap's blue path or a zone's green shortcut, from the square to its rejoin hole,
    through the middle of the path's lanes (W3, W5)."""
    nearest = min(sq.holes, key=lambda h: abs(geo.pos(h, 0)[0] - geo.pos(sq.path[0], 0)[0]))
    pts = [middle(geo, nearest)] + [path_middle(geo, h) for h in sq.path] + \
        [middle(geo, sq.rejoins)]  # type: ignore[arg-type]
    path = QPainterPath(pts[0])
    for p in pts[1:]:
        path.lineTo(p)
    return path


def arrow_ends(geo: BoardGeometry, sq: Square) -> tuple[QPointF, QPointF]:
    """Where a red square's arrow leaves its entry box and reaches its exit box."""
    a, b = square_box(geo, sq), square_box(geo, sq, sq.exits)
    down = b.top() > a.top()
    return (QPointF(a.center().x(), a.bottom() if down else a.top()),
            QPointF(b.center().x(), b.top() if down else b.bottom()))


def arrow_head(tip: QPointF, towards: QPointF, size: float) -> QPolygonF:
    d = tip - towards
    length = max((d.x() ** 2 + d.y() ** 2) ** 0.5, 1e-6)
    ux, uy = d.x() / length, d.y() / length
    back = QPointF(tip.x() - ux * size, tip.y() - uy * size)
    side = QPointF(-uy * size * 0.55, ux * size * 0.55)
    return QPolygonF([tip, back + side, back - side])


class BoardFace(QGraphicsItem):
    """The board without pegs. Colours per lane come from ``lane_colours``."""

    def __init__(self, geo: BoardGeometry, lane_colours: list[QColor],
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.geo = geo
        self.lane_colours = lane_colours
        left, top, right, bottom = geo.bounds
        self._number_x = ((left - NUMBER_LEFT) * UNIT, (right + NUMBER_RIGHT) * UNIT)
        self._rect = QRectF(QPointF((left - NUMBER_LEFT - 0.75) * UNIT, (top - MARGIN) * UNIT),
                            QPointF((right + NUMBER_RIGHT + 0.75) * UNIT,
                                    (bottom + MARGIN) * UNIT))
        self.start_number = True
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._build()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def wood_rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_start_number(self, shown: bool) -> None:
        """The row number left of the start holes; hidden when the lanes' names are
        drawn there (board_names.py), whose lines run to the start holes over it."""
        if shown != self.start_number:
            self.start_number = shown
            self.update()

    # -- geometry worked out once

    def _build(self) -> None:
        geo, board = self.geo, self.geo.board
        # Lane strips: one per row of main holes per lane.
        rows: dict[float, list[str]] = {}
        for h in board:
            if h.path == "main" and h.kind not in (HoleKind.START, HoleKind.GAME_HOLE):
                rows.setdefault(geo.pos(h.id, 0)[1], []).append(h.id)
        self._strips: list[tuple[int, QPointF, QPointF]] = []
        for ids in rows.values():
            xs = sorted(ids, key=lambda h: geo.pos(h, 0)[0])
            for k in range(geo.lanes):
                self._strips.append((k, point(geo, xs[0], k), point(geo, xs[-1], k)))
        self._squares = [(sq, square_box(geo, sq)) for sq in board.squares.values()]
        self._exits = [square_box(geo, sq, sq.exits) for sq in board.squares.values()
                       if sq.kind is SquareKind.RED]
        self._bands = [(sq, path_band(geo, sq)) for sq in board.squares.values() if sq.path]
        self._arrows: list[tuple[QPainterPath, QPolygonF]] = []
        for sq in board.squares.values():
            if sq.kind is SquareKind.RED:
                start, end = arrow_ends(geo, sq)
                curve = jump_curve(start, end)
                self._arrows.append((curve, arrow_head(end, curve.pointAtPercent(0.93),
                                                       0.75 * UNIT)))
        self._heels = [h.id for h in board
                       if h.path == "main" and h.mark in board.heels_exception_marks]
        self._spots = geo.spots()
        self._ends = [board.start, board.finish]
        # Every row's end holes get their number at that end; the classic board, whose
        # gutters hold no paths, also numbers every tenth hole above its row.
        self._row_ends: list[tuple[str, str]] = []
        for ids in rows.values():
            xs = sorted(ids, key=lambda h: geo.pos(h, 0)[0])
            self._row_ends.append((xs[0], xs[-1]))
        self._numbers = [h.id for h in board if h.path == "main" and h.kind is HoleKind.PLAIN
                         and h.index % 10 == 0 and not board.squares]

    # -- painting

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ANN001
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_wood(painter)
        self._paint_lanes(painter)
        self._paint_squares(painter)
        self._paint_holes(painter)
        self._paint_numbers(painter)

    def _paint_wood(self, p: QPainter) -> None:
        grad = QLinearGradient(self._rect.topLeft(), self._rect.bottomRight())
        grad.setColorAt(0.0, palette.WOOD_GRAIN)
        grad.setColorAt(0.5, palette.WOOD)
        grad.setColorAt(1.0, palette.WOOD_GRAIN.darker(115))
        p.setPen(QPen(palette.WOOD_EDGE, 0.25 * UNIT))
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(self._rect, 0.8 * UNIT, 0.8 * UNIT)

    def _paint_lanes(self, p: QPainter) -> None:
        for lane, a, b in self._strips:
            c = QColor(self.lane_colours[lane])
            c.setAlpha(70)
            pen = QPen(c, 0.56 * UNIT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLine(a, b)
        for hid in self._heels:     # C43, W40: no heels pegged out from here
            for k in range(self.geo.lanes):
                c = point(self.geo, hid, k)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(palette.HEELS_SHADE)
                p.drawEllipse(c, 0.36 * UNIT, 0.36 * UNIT)

    def _paint_squares(self, p: QPainter) -> None:
        radius = 0.3 * UNIT
        for sq, band in self._bands:
            colour = QColor(palette.BLUE if sq.kind is SquareKind.TRAP else palette.GREEN)
            width = (self.geo.path_pitch * (self.geo.lanes - 1) + 0.75) * UNIT
            colour.setAlpha(120)
            p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(band)
            edge = QColor(colour)
            edge.setAlpha(255)
            p.setPen(QPen(edge.lighter(130), 0.09 * UNIT, Qt.PenStyle.DashLine))
            p.drawPath(band)
        for box in self._exits:
            fill = QColor(palette.RED)
            fill.setAlpha(60)
            p.setBrush(fill)
            p.setPen(QPen(palette.RED, 0.12 * UNIT))
            p.drawRoundedRect(box, radius, radius)
        for sq, box in self._squares:
            if sq.kind is SquareKind.PENALTY:
                p.setBrush(palette.PENALTY)
                p.setPen(QPen(palette.PENALTY_RING, 0.2 * UNIT))
            else:
                fill = {SquareKind.RED: palette.RED, SquareKind.TRAP: palette.BLUE,
                        SquareKind.GREEN: palette.GREEN}[sq.kind]
                p.setBrush(fill)
                p.setPen(QPen(fill.darker(150), 0.1 * UNIT))
            p.drawRoundedRect(box, radius, radius)
        for curve, head in self._arrows:
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(255, 255, 255, 170), 0.34 * UNIT, Qt.PenStyle.SolidLine,
                          Qt.PenCapStyle.RoundCap))
            p.drawPath(curve)
            p.setPen(QPen(palette.RED, 0.2 * UNIT, Qt.PenStyle.SolidLine,
                          Qt.PenCapStyle.RoundCap))
            p.drawPath(curve)
            p.setPen(QPen(QColor(255, 255, 255, 170), 0.07 * UNIT))
            p.setBrush(palette.RED)
            p.drawPolygon(head)

    def _paint_holes(self, p: QPainter) -> None:
        r = HOLE_R * UNIT
        rim_r = r + 0.06 * UNIT
        geo = self.geo
        for hid in self._ends:          # start and game holes: bigger, ringed
            for k in range(geo.lanes):
                c = point(geo, hid, k)
                p.setPen(QPen(self.lane_colours[k], 0.1 * UNIT))
                p.setBrush(palette.WOOD_EDGE)
                p.drawEllipse(c, 0.34 * UNIT, 0.34 * UNIT)
        # Filled discs only (a rim disc, then the hole): stroking 800 small circles
        # costs several times more when the cache is rebuilt after a resize.
        p.setPen(Qt.PenStyle.NoPen)
        for k in range(geo.lanes):
            rim = QColor(self.lane_colours[k])
            rim.setAlpha(200)
            centres = [QPointF(s.x * UNIT, s.y * UNIT) for s in self._spots if s.lane == k]
            p.setBrush(rim)
            for c in centres:
                p.drawEllipse(c, rim_r, rim_r)
            p.setBrush(palette.HOLE)
            for c in centres:
                p.drawEllipse(c, r, r)

    def _paint_numbers(self, p: QPainter) -> None:
        font = QFont()
        font.setPixelSize(max(1, round(0.42 * UNIT)))
        p.setFont(font)
        p.setPen(QColor(240, 225, 200, 170))
        for hid in self._numbers:
            c = point(self.geo, hid, 0)
            rect = QRectF(c.x() - UNIT, c.y() - 0.95 * UNIT, 2 * UNIT, 0.55 * UNIT)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.geo.board.hole(hid).index))
        font.setPixelSize(max(1, round(0.5 * UNIT)))
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor(245, 232, 205, 215))
        board = self.geo.board
        start_row = self.geo.pos(board.start, 0)[1]
        for first, last in self._row_ends:
            for hid, x in ((first, self._number_x[0]), (last, self._number_x[1])):
                if not self.start_number and x == self._number_x[0] and \
                        self.geo.pos(hid, 0)[1] == start_row:
                    continue
                y = middle(self.geo, hid).y()
                rect = QRectF(x - 0.8 * UNIT, y - 0.4 * UNIT, 1.6 * UNIT, 0.8 * UNIT)
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(board.hole(hid).index))
