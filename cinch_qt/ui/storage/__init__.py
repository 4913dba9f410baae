"""Widgets over the storage: statistics, history, the replay's keys, and the start-up
wiring.  Each game's replay window is its own (``table/replay.py``, found through the
registry).

Only the wiring is imported with the package: the dialogs load when first asked for,
because the first frame of the table needs none of them.
"""

from ...lazy_names import lazy_names
from .wiring import StorageUi, claim_data_dir

__all__ = ["HistoryDialog", "HistoryModel", "PointsChart", "StatisticsDialog", "StorageUi",
           "claim_data_dir"]
__getattr__ = lazy_names(__name__, {
    "HistoryDialog": "history", "HistoryModel": "history", "PointsChart": "statistics",
    "StatisticsDialog": "statistics"})
