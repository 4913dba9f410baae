"""Qt parts of the Cribbage table that stand on their own: the board item (both boards,
drawn from the board data), the pegs and their animation queue, and a preview viewer.

The engine and the bots never import from here (DESIGN.md layers); this package imports
the engine's board values only.
"""

from .board_geometry import BoardGeometry, HoleSpot
from .board_item import CribbageBoardItem
from .board_view import BoardView

__all__ = ["BoardGeometry", "BoardView", "CribbageBoardItem", "HoleSpot"]
