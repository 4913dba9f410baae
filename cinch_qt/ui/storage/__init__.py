"""Widgets over the storage: statistics, history, replay, and the start-up wiring.

Only the wiring is imported with the package: the dialogs load when first asked for,
because the first frame of the table needs none of them (issue 19 item 2).
"""

from ...lazy_names import lazy_names
from .wiring import StorageUi, claim_data_dir

__all__ = ["HistoryDialog", "HistoryModel", "ReplayDialog", "ReplayView", "ReplayWidget",
           "PointsChart", "StatisticsDialog", "StorageUi", "claim_data_dir"]
__getattr__ = lazy_names(__name__, {
    "HistoryDialog": "history", "HistoryModel": "history", "ReplayDialog": "replay",
    "ReplayView": "replay", "ReplayWidget": "replay", "PointsChart": "statistics",
    "StatisticsDialog": "statistics"})
