"""Qt item models over the game: score sheet, bid history, hands, tricks."""

# ruff: noqa: E402

from .bid_history import BidHistoryModel
from .hand_model import CardRole, HandModel, LegalRole
from .score_sheet import ScoreSheetModel
from .trick_model import TrickModel

__all__ = ["BidHistoryModel", "CardRole", "HandModel", "LegalRole", "ScoreSheetModel",
           "TrickModel"]
