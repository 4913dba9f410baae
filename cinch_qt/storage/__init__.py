"""Storage: autosave and resume, settings, the games database (history and
statistics), record export/import and the one-copy lock.  See docs/storage.md."""

from .autosave import FINISHED, MOVED_ASIDE, NONE, RESUMABLE, AutosaveStore, LoadResult
from .exchange import export_game, import_game
from .gamefile import GameFile, GameFileError, action_tokens, check_record, read_game_file
from .gamesdb import GamesDB, GamesDBError, HistoryRow, Summary
from .lock import InstanceLock
from .session import AutosaveSession, attach, file_finished, startup_check
from .settings import DEFAULTS, Settings
from .store import Storage, default_data_dir

__all__ = ["FINISHED", "MOVED_ASIDE", "NONE", "RESUMABLE", "AutosaveStore", "LoadResult",
           "export_game", "import_game", "GameFile", "GameFileError", "action_tokens",
           "check_record", "read_game_file", "GamesDB", "GamesDBError", "HistoryRow",
           "Summary", "InstanceLock", "AutosaveSession", "attach", "file_finished",
           "startup_check", "DEFAULTS", "Settings", "Storage", "default_data_dir"]
