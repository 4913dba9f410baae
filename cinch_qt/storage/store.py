"""Where our files live, and the one object the rest of the program holds.

``Storage(data_dir)`` groups the autosave, the games database (history and
statistics), the settings and the instance lock of one data folder.  Without
``--data-dir`` the folder is ``cinch-qt`` in the platform's data folder
(``~/.local/share/cinch-qt`` on Linux; cinch_qt/datadir.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from .. import datadir
from .autosave import AutosaveStore, LoadResult
from .dberror import DB_NAME
from .lock import InstanceLock
from .reserve import Reserve
from .settings import APPLICATION, ORGANISATION, Settings

if TYPE_CHECKING:  # sqlite3 and the statistics load when the database is first used
    from .accuracy import AccuracyFigures
    from .gamesdb import GamesDB


def default_data_dir() -> Path:
    """``~/.local/share/cinch-qt`` on Linux (cinch_qt/datadir.py says where elsewhere),
    after moving the doubled folder of older versions into it."""
    # The settings (QSettings) are named after the application; name it if the caller
    # has not, so they do not change with how the program was started.
    if not QCoreApplication.applicationName() or \
            QCoreApplication.applicationName().startswith("python"):
        QCoreApplication.setApplicationName(APPLICATION)
    if not QCoreApplication.organizationName():
        QCoreApplication.setOrganizationName(ORGANISATION)
    return datadir.default_data_dir()


class Storage:
    def __init__(self, data_dir: Path | None = None) -> None:
        explicit = data_dir is not None
        self.data_dir = Path(data_dir) if explicit else default_data_dir()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.lock = InstanceLock(self.data_dir)
        self.autosave = AutosaveStore(self.data_dir)
        # With --data-dir everything, settings included, stays inside that folder so a
        # test never touches the person's own settings.
        self.settings = Settings(self.data_dir if explicit else None)
        # Room for a finished game on a full disk (reserve.py).
        self.reserve = Reserve(self.data_dir)
        self._games: GamesDB | None = None
        self._accuracy: AccuracyFigures | None = None
        # What startup_check found, until offer_resume takes it (session.py), and what
        # it had to say when it had no one to tell yet (offer_resume says it).
        self.startup_result: LoadResult | None = None
        self.startup_messages: list[str] = []
        # Finished games neither the history nor a file could take yet (a full disk):
        # session.keep_unwritten writes them as soon as it can.
        self.unwritten: list[dict] = []

    @classmethod
    def for_application(cls) -> Storage:
        """The folder app.py chose: its ``dataDir`` property (``--data-dir``) if set,
        else the platform's application-data folder."""
        app = QCoreApplication.instance()
        chosen = app.property("dataDir") if app is not None else None
        return cls(Path(chosen) if chosen else None)

    def take_startup_messages(self) -> list[str]:
        """What the start-up check had to tell the player, once."""
        found, self.startup_messages = self.startup_messages, []
        return found

    def take_startup_result(self) -> LoadResult | None:
        """The start-up check's result, once: app.py may look at it to open the right
        table, then StorageUi.offer_resume acts on it without checking again."""
        found, self.startup_result = self.startup_result, None
        return found

    @property
    def games(self) -> GamesDB:
        """Opened on first use; raises GamesDBError with a message for the player."""
        if self._games is None:
            from .gamesdb import GamesDB
            self._games = GamesDB(self.data_dir / DB_NAME)
        return self._games

    @property
    def accuracy(self) -> AccuracyFigures:
        """The person's accuracy game by game, read on first use."""
        if self._accuracy is None:
            from .accuracy import AccuracyFigures
            self._accuracy = AccuracyFigures(self.data_dir)
        return self._accuracy

    def close(self) -> None:
        """Finish pending saves, close the database, release the lock."""
        if self._accuracy is not None:
            self._accuracy.close()
        self.autosave.close()
        while self.unwritten:   # a last try; the player was told they wait in memory
            try:
                self.autosave.keep_unfiled(self.unwritten[0], rename_save=False,
                                           clear_save=False)
            except (OSError, ValueError) as exc:
                import sys
                print(f"cinch-qt: {len(self.unwritten)} finished game(s) could not be "
                      f"written to {self.data_dir} ({exc}) and are lost", file=sys.stderr)
                break
            self.unwritten.pop(0)
        if self._games is not None:
            self._games.close()
            self._games = None
        self.lock.release()
