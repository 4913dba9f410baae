"""The toy game's stored settings (GameInfo.settings)."""

from cinch_qt.games.base import Setting

SETTINGS = {"toygame/max_cards": Setting(15, low=9, high=30)}
