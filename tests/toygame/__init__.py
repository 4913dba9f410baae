"""A third game written inside tests/: proof that a game needs one folder and one
registry line (docs/games.md)."""
