"""Whose lane is whose, on the board itself (W2, C80): each side's name in its lane's
colour at the start, on a dark plate left of the board with a line to the lane's start
hole, and the words "Start" and "Finish" over the start holes and under the game holes.

Names are stacked a little wider apart than the lanes, so that they stay readable when
the board is drawn small: the lines fan out to the lanes."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from . import labels
from .board_face import UNIT, BoardFace, point

NAME_PX = 0.85 * UNIT      # the names' text size, in item pixels
NAME_MAX = 6.0 * UNIT      # wider: on two lines at its "&", then elided
END_PX = 0.62 * UNIT       # "Start", "Finish"
PLATE = QColor(18, 30, 22, 205)
GAP = 0.25 * UNIT          # between the plate and the board's wood


class LaneNames(QGraphicsItem):
    """The names of the sides at the lanes' start, and the Start and Finish words."""

    def __init__(self, face: BoardFace, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.face = face
        self.geo = face.geo
        self.names: list[str] = []
        self._plate = QRectF()
        self._rect = QRectF()
        self._rows: list[tuple[str, QRectF, QPointF, QPointF]] = []

    def _font(self, px: float, bold: bool = True) -> QFont:
        f = QFont()
        f.setPixelSize(max(1, round(px)))
        f.setBold(bold)
        return f

    def set_names(self, names: list[str]) -> None:
        """One name per lane, top lane first (the sides in the board's order)."""
        names = list(names)[: self.geo.lanes]
        if names == self.names:
            return
        self.prepareGeometryChange()
        self.names = names
        self._lay_out()
        self.update()

    def _lay_out(self) -> None:
        geo, board = self.geo, self.geo.board
        wood = self.face.wood_rect()
        fm = QFontMetricsF(self._font(NAME_PX))
        # A partnership's name goes on two lines ("South-west &" over "North-east") when
        # one is too wide; anything still wider is elided (the badge says it whole).
        blocks: list[list[str]] = []
        for name in self.names:
            lines = [name]
            if fm.horizontalAdvance(name) > NAME_MAX and " & " in name:
                first, _, second = name.partition(" & ")
                lines = [first + " &", second]
            blocks.append([fm.elidedText(t, Qt.TextElideMode.ElideRight, NAME_MAX)
                           for t in lines])
        width = max((fm.horizontalAdvance(t) for b in blocks for t in b), default=0.0)
        line = fm.height() * 1.0
        holes = [point(geo, board.start, k) for k in range(len(blocks))]
        pad = 0.3 * UNIT
        right = wood.left() - GAP
        left = right - width - 2 * pad
        heights = [line * len(b) + 0.15 * line for b in blocks]
        total = sum(heights)
        centre = sum(h.y() for h in holes) / max(len(holes), 1)
        # Centred on the lanes; a taller stack (two-line names) hangs from the top lane
        # down the board's side rather than rising above the board.
        top = max(centre - total / 2, wood.top())
        self._plate = QRectF(left, top - pad * 0.5, right - left, total + pad)
        self._rows = []
        y = top
        for k, block in enumerate(blocks):
            box = QRectF(left + pad, y, width, line * len(block))
            hole = holes[k]
            self._rows.append(("\n".join(block), box, QPointF(right, box.center().y()),
                               QPointF(hole.x() - 0.42 * UNIT, hole.y())))
            y += heights[k]
        self._rect = self._plate.united(wood).adjusted(-2, -2, 2, 2) if blocks else QRectF()

    def plate_rect(self) -> QRectF:
        return QRectF(self._plate)

    def name_rows(self) -> list[tuple[str, QRectF]]:
        """(the name as drawn, its box), top lane first: for tests and screen readers."""
        return [(text, QRectF(box)) for text, box, _a, _b in self._rows]

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ANN001
        if not self._rows:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PLATE)
        painter.drawRoundedRect(self._plate, 0.3 * UNIT, 0.3 * UNIT)
        colours = self.face.lane_colours
        for k, (_text, _box, a, b) in enumerate(self._rows):
            painter.setPen(QPen(colours[k], 0.09 * UNIT, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(a, QPointF(a.x() + 0.3 * UNIT, a.y()))
            painter.drawLine(QPointF(a.x() + 0.3 * UNIT, a.y()), b)
        painter.setFont(self._font(NAME_PX))
        for k, (text, box, _a, _b) in enumerate(self._rows):
            painter.setPen(colours[k])
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             text)
        self._paint_ends(painter)

    def _paint_ends(self, p: QPainter) -> None:
        geo, board = self.geo, self.geo.board
        p.setFont(self._font(END_PX))
        p.setPen(QColor(245, 232, 205, 230))
        fm = QFontMetricsF(p.font())
        h = fm.height()
        start = point(geo, board.start, 0)
        finish = point(geo, board.finish, geo.lanes - 1)
        for text, centre in ((labels.start_label(), QPointF(start.x(), start.y() - 0.8 * UNIT)),
                             (labels.finish_label(),
                              QPointF(finish.x(), finish.y() + 0.8 * UNIT))):
            w = fm.horizontalAdvance(text) + 4
            p.drawText(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h),
                       Qt.AlignmentFlag.AlignCenter, text)
