"""The controller: Qt signals and slots in front of the engine, and the bot runner."""

from .game_controller import GameController, Prompt, action_payload, describe
from .settings import HUMAN_SEAT, SPEEDS, TableSettings, default_level
from .snapshot import Place, Snapshot
from .summary import HandSummary

__all__ = ["GameController", "Prompt", "action_payload", "describe", "HUMAN_SEAT", "SPEEDS",
           "TableSettings", "default_level", "Place", "Snapshot", "HandSummary"]
