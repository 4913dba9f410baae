"""Cinch's table in small for the game chooser (ui/table_picture.py): the felt, your six
cards after the discard and the draw (R31–R33) with hearts as trumps, the others' cards face down at
their seats, and a trick being played in the middle — drawn with the person's art."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QSize
from PySide6.QtGui import QImage

from ....ui.table_picture import PictureArt, Sketch, draw_card
from ...cards import parse_card

# Your hand: the trumps (hearts) you kept, and two cards drawn to make six.
HAND = [parse_card(c) for c in ("AH", "JH", "5H", "2H", "KS", "TD")]
# The trick so far: West led the queen of trumps, North, out of trumps, threw the nine of
# clubs, East followed with the three; the person plays next.
TRICK = {"W": parse_card("QH"), "N": parse_card("9C"), "E": parse_card("3H")}


def table_picture(art: PictureArt, size: QSize, info: Any) -> QImage:
    """The picture, ``size`` pixels; ``info`` is the registry entry (Cinch's players)."""
    sketch = Sketch(art, size, 0.105)
    w, h, cw, ch = sketch.w, sketch.h, sketch.cw, sketch.ch
    players = int(info.options().get("players", 4))
    seats = {2: ("N",), 3: ("W", "E")}.get(players, ("W", "N", "E"))
    # The others' hands, face down at their seats.
    if "N" in seats:
        sketch.backs(6, QPointF(w / 2, ch * 0.32), QPointF(cw * 0.28, 0))
    for seat, x, turn in (("W", cw * 0.45, 90), ("E", w - cw * 0.45, -90)):
        if seat in seats:
            sketch.backs(6, QPointF(x, h * 0.45), QPointF(0, cw * 0.28), turn)
    # The trick in the middle, as each seat played to it.
    middle = QPointF(w / 2, h * 0.45)
    offsets = {"W": QPointF(-cw * 0.65, 0), "N": QPointF(0, -ch * 0.3),
               "E": QPointF(cw * 0.65, 0)}
    tilt = {"W": -8, "N": 3, "E": 9}
    for seat in ("W", "N", "E"):
        if seat in seats:
            draw_card(sketch.painter, art.card(TRICK[seat], cw), middle + offsets[seat],
                      tilt[seat])
    sketch.fan(HAND, w / 2)
    return sketch.finish()
