"""The board's colours (docs/cribbage-table.md says why these).

Square colours follow the Crib Wars board (CRIBWARS.md "Drawing"): red jumps, blue traps
and penalty squares, green zones. Side colours are chosen to be none of those three, and
to differ in lightness as well as hue (gold, ivory, violet) so that colour-blind players
can still tell the lanes and pegs apart.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

WOOD = QColor(112, 70, 38)            # the board itself
WOOD_EDGE = QColor(62, 36, 18)
WOOD_GRAIN = QColor(132, 86, 50)
HOLE = QColor(28, 16, 8)
HOLE_RIM = QColor(170, 130, 90)

RED = QColor(214, 48, 40)
BLUE = QColor(40, 110, 235)
PENALTY = QColor(24, 58, 170)
PENALTY_RING = QColor(235, 240, 255)
GREEN = QColor(40, 175, 80)
HEELS_SHADE = QColor(0, 0, 0, 60)     # the holes where heels is withheld (C43, W40)

#: One colour per side, in seat order: the person's side first.
SIDE_COLOURS = (QColor(250, 196, 40), QColor(236, 236, 228), QColor(176, 104, 236))

LABEL_PLATE = QColor(10, 30, 18, 215)   # as the Cinch HUD plates
LABEL_TEXT = QColor(250, 248, 235)


def side_colour(index: int) -> QColor:
    return SIDE_COLOURS[index % len(SIDE_COLOURS)]
