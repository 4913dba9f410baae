"""Storage: autosave and resume, settings, the games database (history and
statistics), record export/import and the one-copy lock.  See docs/storage.md.

The names below are loaded from their modules on first use (PEP 562): the start-up
path needs the settings, the lock and the autosave, not sqlite3 and the statistics
(each module on that path delays the first frame)."""

from __future__ import annotations

from ..lazy_names import lazy_names

_HOMES = {
    "autosave": ("FINISHED", "MOVED_ASIDE", "NONE", "RESUMABLE", "AutosaveStore",
                 "LoadResult"),
    "exchange": ("export_game", "import_game"),
    "gamefile": ("GameFile", "GameFileError", "action_tokens", "check_record",
                 "read_game_file"),
    "gamesdb": ("GamesDB", "HistoryRow", "Summary"),
    "dberror": ("GamesDBError",),
    "lock": ("InstanceLock",),
    "session": ("AutosaveSession", "attach", "file_finished", "startup_check"),
    "settings": ("DEFAULTS", "Settings"),
    "store": ("Storage", "default_data_dir"),
}
_MODULE_OF = {name: module for module, names in _HOMES.items() for name in names}
__all__ = list(_MODULE_OF)
__getattr__ = lazy_names(__name__, _MODULE_OF)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
