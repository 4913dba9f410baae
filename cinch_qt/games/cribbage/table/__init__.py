"""Qt parts of the Cribbage table that stand on their own: the board item (both boards,
drawn from the board data), the pegs and their animation queue; previews of it are in tools/

The engine and the bots never import from here (DESIGN.md layers); this package imports
the engine's board values only.  The names below are imported when first asked for:
every module of the table passes through this package, and the session, imported first
at start-up, needs none of them.
"""

from __future__ import annotations

from ....lazy_names import lazy_names

__getattr__ = lazy_names(__name__, {
    "BoardGeometry": "board_geometry", "HoleSpot": "board_geometry",
    "CribbageBoardItem": "board_item"})


__all__ = ["BoardGeometry", "CribbageBoardItem", "HoleSpot"]
