"""Cinch's Qt parts that belong to the game alone (its page of the settings dialog).
The presenter, panels and help still live in ``ui/`` and ``controller/`` (docs/games.md)."""
