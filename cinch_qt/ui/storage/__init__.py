"""Widgets over the storage: statistics, history, replay, and the start-up wiring.

Only the wiring is imported with the package: the dialogs load when first asked for,
because the first frame of the table needs none of them (issue 19 item 2).
"""

from importlib import import_module

from .wiring import StorageUi, claim_data_dir

_LAZY = {"HistoryDialog": ".history", "HistoryModel": ".history",
         "ReplayDialog": ".replay", "ReplayView": ".replay", "ReplayWidget": ".replay",
         "PointsChart": ".statistics", "StatisticsDialog": ".statistics"}

__all__ = ["HistoryDialog", "HistoryModel", "ReplayDialog", "ReplayView", "ReplayWidget",
           "PointsChart", "StatisticsDialog", "StorageUi", "claim_data_dir"]


def __getattr__(name: str):
    if name in _LAZY:
        return getattr(import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
