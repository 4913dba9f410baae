"""The phases of a cribbage game: the draw for deal, the penalty box (W34), the lay-away,
the play, the show, and the game over."""

DRAW, BOX, LAY, PLAY, SHOW, OVER = "draw", "box", "lay", "play", "show", "over"
