"""What every game's table shares between the view and the engine: the bot runner (bots
off the GUI thread) and the person's table settings.  Each game's own controller lives
in its ``games/<name>/table/`` package."""

from .settings import HUMAN_SEAT, SPEEDS, TableSettings, default_level

__all__ = ["HUMAN_SEAT", "SPEEDS", "TableSettings", "default_level"]
