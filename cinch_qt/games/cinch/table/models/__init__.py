"""Qt item models over the game that views show: score sheet, bid history, last trick."""

# ruff: noqa: E402

from .bid_history import BidHistoryModel
from .score_sheet import ScoreSheetModel
from .trick_model import CardRole, TrickModel

__all__ = ["BidHistoryModel", "CardRole", "ScoreSheetModel", "TrickModel"]
