"""Cribbage's and Crib Wars' table in small for the game chooser (ui/table_picture.py):
the felt, the game's own board (the entry's board: classic or Crib Wars) with both
sides' pegs under way, the pack with the starter turned (C40), the crib, the other
player's cards face down and your six (C31) — drawn with the person's art."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from ....ui.table_picture import PictureArt, Sketch, draw_card
from ...cards import parse_card
from ..engine.boards import get_board
from .board_item import CribbageBoardItem

# Your six: fives and a run waiting for the lay-away.
HAND = [parse_card(c) for c in ("5H", "5C", "6D", "7S", "JH", "QC")]
STARTER = parse_card("5D")
# Where the pegs stand: (front, back) as holes counted from the start.
PEGS = {"S": (40, 33), "N": (55, 48)}


def _board_image(board_name: str, width: int) -> QImage:
    board = get_board(board_name)
    item = CribbageBoardItem(board, tuple(PEGS))
    holes = list(board.holes)
    for side, (front, back) in PEGS.items():
        item.place(side, holes[front], holes[back])
    scene = QGraphicsScene()
    scene.addItem(item)
    box = item.sceneBoundingRect()
    image = QImage(width, max(1, round(width * box.height() / box.width())),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(image.rect()), box)
    painter.end()
    return image


def table_picture(art: PictureArt, size: QSize, info: Any) -> QImage:
    """The picture, ``size`` pixels; ``info`` is the registry entry (its board)."""
    sketch = Sketch(art, size, 0.095)
    w, h, cw, ch = sketch.w, sketch.h, sketch.cw, sketch.ch
    back, painter = sketch.back, sketch.painter
    # The other player's six, face down along the top.
    sketch.backs(6, QPointF(w * 0.36, ch * 0.3), QPointF(cw * 0.3, 0))
    # The board in the middle left, as large as the space between the hands allows.
    area = QRectF(w * 0.03, ch * 0.75, w * 0.64, h - ch * 0.75 - ch * 1.05)
    board = _board_image(info.defaults.get("board", "classic"), round(area.width()))
    scale = min(1.0, area.height() / board.height())
    bw, bh = board.width() * scale, board.height() * scale
    painter.drawImage(QRectF(area.center().x() - bw / 2, area.center().y() - bh / 2, bw, bh),
                      board)
    # The pack with the starter on it, and the crib beside it.
    right = w * 0.84
    for k in range(3):
        draw_card(painter, back, QPointF(right - k * 0.8, h * 0.3 - k * 0.8))
    draw_card(painter, art.card(STARTER, cw), QPointF(right + 2, h * 0.3 - 4), 4)
    for k in range(4):
        draw_card(painter, back, QPointF(right + k * 1.2, h * 0.62 + k * 1.2), -6 + 3 * k)
    sketch.fan(HAND, w * 0.36)
    return sketch.finish()
