"""Widgets over the storage: statistics, history, replay, and the start-up wiring."""

from .history import HistoryDialog, HistoryModel
from .replay import ReplayDialog, ReplayView, ReplayWidget
from .statistics import PointsChart, StatisticsDialog
from .wiring import StorageUi, claim_data_dir

__all__ = ["HistoryDialog", "HistoryModel", "ReplayDialog", "ReplayView", "ReplayWidget",
           "PointsChart", "StatisticsDialog", "StorageUi", "claim_data_dir"]
