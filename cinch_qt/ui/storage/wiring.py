"""What the main window calls: the lock check, the resume offer, the autosave, and the
menu entries Statistics…, History…, Export game…, Import game….

Typical start-up (docs/storage.md has the exact lines for app.py):

    storage = Storage.for_application()
    if not claim_data_dir(storage, window):
        return 3
    ui = StorageUi(storage, controller, window, art_cache=cache)
    ui.add_actions(window.game_menu)
    resumed = ui.offer_resume(auto=args.autoplay)   # before attach: see session.py
    ui.attach()
    if not resumed:
        controller.new_game(args.seed)

Message boxes and file choosers go through ``ask``, ``tell`` and ``choose_*``
attributes, so tests (and an autoplay run) replace them instead of blocking.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from ...games import DEFAULT_GAME, GAMES, game_of_record, get_game
from ...i18n.placeholders import fill
from ...i18n.reasons import os_error_text
from ...storage.autosave import MOVED_ASIDE, RESUMABLE, LoadResult
from ...storage.dberror import GamesDBError
from ...storage.gamefile import GameFileError
from ...storage.session import AutosaveSession, attach, startup_check
from ...storage.store import Storage

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    # Imported when first used: the first frame of the table needs none of them, and
    # each Qt class costs its enums on first touch.
    from PySide6.QtWidgets import QDialog, QMenu

    from .cardface import CardArt
    from .history import HistoryDialog
    from .statistics import StatisticsDialog

# Export names the window's own game (%1, its translated title); Import takes any game's.
FILE_FILTER = QT_TRANSLATE_NOOP("StorageUi", "%1 game records (*.json);;All files (*)")
# Mnemonics chosen so that none repeats in the Game menu (Hint has H, Settings S).
ACTIONS = (QT_TRANSLATE_NOOP("StorageUi", "St&atistics…"),
           QT_TRANSLATE_NOOP("StorageUi", "Histor&y…"),
           QT_TRANSLATE_NOOP("StorageUi", "&Export game…"),
           QT_TRANSLATE_NOOP("StorageUi", "&Import game…"))


def claim_data_dir(storage: Storage, parent: QWidget | None = None, tell=None) -> bool:
    """Take the one-copy lock; when another live copy holds it, or the folder cannot
    be written, say which and return False (the caller then quits without touching
    any file)."""
    if storage.lock.acquire():
        return True
    message = storage.lock.message()
    if tell is None:
        # No game is chosen yet, so the title names the program (as its menu entry and
        # installers do), not a game.
        from ...i18n.program import program_title
        if storage.lock.problem:
            title = QCoreApplication.translate("StorageUi", "%1 cannot save")
        else:
            title = QCoreApplication.translate("StorageUi", "%1 is already open")
        title = fill(title, program_title())
        from PySide6.QtWidgets import QMessageBox
        QMessageBox.warning(parent, title, message)
    else:
        tell(message)
    return False


def session_game(session: QObject) -> str:
    """The registry name of the game a session plays (a session whose ``game_name`` is
    TableSession's "", a session of one game only, plays the default game)."""
    name = session.game_name
    return name if isinstance(name, str) and name else DEFAULT_GAME


def describe_save(result: LoadResult) -> str:
    """The saved game in one line, by its game's ``describe`` ("Crib Wars, hand 7,
    score You 130, West 98, East 77"); the game's title alone if it has none."""
    info = get_game(result.game)
    title = QCoreApplication.translate("GameChooser", info.title)
    try:
        described = info.describe(result.record, result.state)
    except Exception:  # noqa: BLE001 - a description must never stop the resume
        return title
    return title if described is None else described


class StorageUi(QObject):
    def __init__(self, storage: Storage, controller: QObject, parent: QWidget,
                 art_cache=None) -> None:
        super().__init__(parent)
        self.storage = storage
        self.controller = controller
        self.window = parent
        self._art_cache = art_cache
        self._art: CardArt | None = None
        self.session: AutosaveSession | None = None
        self.ask = self._ask
        self.tell = self._tell
        self.choose_save_path = self._choose_save_path
        self.choose_open_path = self._choose_open_path
        self.dialogs: list[QWidget] = []  # kept alive while open (non-modal)
        # app.py may set this: game name -> the session of a table it opened for that
        # game, or None when it cannot (see offer_resume).
        self.open_table: Callable[[str], QObject | None] | None = None

    @property
    def art(self) -> CardArt:
        """The card faces of the replays, made with the first replay."""
        if self._art is None:
            from .cardface import CardArt
            self._art = CardArt(self._art_cache)
        return self._art

    # ------------------------------------------------------------- start-up
    def offer_resume(self, auto: bool = False, found: LoadResult | None = None) -> bool:
        """Offer the unfinished game from the last run; True when it was resumed.
        ``auto`` (autoplay, or the "ask before resume" setting off) resumes without
        asking.  A bad save is moved aside and the player told; declining keeps the
        old save as an importable ``unfinished-*.json``.

        The save may be of any registered game (``LoadResult.game``).  ``found`` is
        what app.py's own ``startup_check`` returned, if it called it to open the right
        table first (the storage also remembers it, so the check is never repeated).
        The session resumes a save of its own game, or of a game played by the same
        module (Cribbage and Crib Wars); for another game ``open_table(name)`` is asked
        for that game's session, and only when there is none is the save kept aside."""
        kept = self.storage.take_startup_result()   # taken either way: acted on once
        result = found or kept or startup_check(self.storage, self.tell)
        for message in self.storage.take_startup_messages():
            self.tell(message)
        if result.status == MOVED_ASIDE:
            self.tell(result.message)
            return False
        if result.status != RESUMABLE:
            return False
        session = self._session_for(result.game)
        if session is None:
            # No table for this game here: the save is kept aside, never lost.
            return self._keep_aside()
        ask_first = self.storage.settings.get("startup/ask_before_resume")
        if auto or not ask_first or self.ask(
                self.tr("Continue your unfinished game?"),
                fill(self.tr("You left a game unfinished: %1. Continue it?"),
                     describe_save(result))):
            try:
                session.load_record(result.record)
            except ValueError as exc:  # RecordError is a ValueError too
                # The engine accepted the save but the table did not (an unknown level,
                # say): keep the file for inspection and start afresh.
                self.tell(self.storage.autosave.move_aside(str(exc)).message)
                return False
            return True
        from ...quit_signals import received
        if received() is not None:
            return False    # the question was closed by Ctrl+C: the save stays as it is
        return self._keep_aside()

    def _session_for(self, game: str) -> QObject | None:
        """The session that can take a save of ``game``: ours when it plays that game
        (or the same module's other entry), else the one ``open_table`` opens."""
        mine = session_game(self.controller)
        if game == mine:
            return self.controller
        if self.open_table is not None:
            other = self.open_table(game)
            if other is not None:
                self.controller = other
                return other
        if game in GAMES and mine in GAMES and GAMES[game].module == GAMES[mine].module:
            return self.controller
        return None

    def _keep_aside(self) -> bool:
        try:
            kept = self.storage.autosave.set_aside()
        except OSError as exc:
            log.warning("%s", exc)   # the raw detail; the person reads its common case
            self.tell(self.tr("The unfinished game could not be kept aside: %1.")
                      .replace("%1", os_error_text(exc)))
            return False
        if kept is not None:
            self.tell(fill(self.tr("A new game starts. The unfinished one is kept as “%1” in "
                                   "%2; Import game… continues it or replays it."),
                           kept.name, kept.parent))
        return False

    def attach(self) -> AutosaveSession:
        self.session = attach(self.controller, self.storage, self)
        self.session.saveFailed.connect(self.tell)
        self.session.gameFiled.connect(self.work_out_accuracy)
        return self.session

    def file_given_up(self) -> None:
        """The game at the table, given up for a new one: filed in the history as given
        up (a loss, with its assisted marks), or kept as a file when the history cannot
        take it, as a finished game is (storage/session.py ``file_finished``)."""
        from ...storage.record_extension import mark_given_up
        from ...storage.session import file_finished
        try:
            record = mark_given_up(self.controller.record())
        except Exception:  # noqa: BLE001 - no game to keep (nothing dealt)
            return
        if self.session is not None:
            self.session.flush()
        game_id = file_finished(self.storage, record, self.tell)
        if game_id is not None:
            self.work_out_accuracy(game_id)

    def work_out_accuracy(self, game_id: int) -> None:
        """A game just filed: its accuracy worked out in the background,
        when its game has a hand review and it counts in the statistics."""
        import sqlite3

        from ...games.review import review_part_of
        from ...storage.accuracy import counted_game
        try:
            found = counted_game(self.storage.games.db, game_id)
        except (sqlite3.Error, GamesDBError):
            return      # the statistics window fills it in later, or says why not
        if found is None:
            return
        key, text = found
        try:
            has_review = review_part_of(json.loads(text)) is not None
        except ValueError:
            return
        if has_review:
            self.storage.accuracy.work_out([(key, text)])

    # ------------------------------------------------------------- menu
    def add_actions(self, menu: QMenu) -> list[QAction]:
        actions = []
        for text, slot in zip(ACTIONS, (self.show_statistics, self.show_history,
                                        lambda: self.export_current(),
                                        lambda: self.import_file()), strict=True):
            action = QAction(self.tr(text), menu)
            action.triggered.connect(slot)
            actions.append(action)
        # Before the separator above Quit, so Quit stays the last entry.
        separator = next((a for a in menu.actions() if a.isSeparator()), None)
        menu.insertActions(separator, actions)
        self.menu_actions = actions
        # A QObject gets no LanguageChange event; the menu does, so we listen there to
        # rename our entries when the player switches language.
        menu.installEventFilter(self)
        return actions

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            for action, text in zip(self.menu_actions, ACTIONS, strict=True):
                action.setText(self.tr(text))
        return super().eventFilter(watched, event)

    def _games(self):
        try:
            games = self.storage.games
        except GamesDBError as exc:
            self.tell(str(exc))
            return None
        notice, games.notice = games.notice, ""
        if notice:
            self.tell(notice)
        return games

    def show_statistics(self) -> StatisticsDialog | None:
        from .statistics import StatisticsDialog
        games = self._games()
        if games is None:
            return None
        return self._show(StatisticsDialog(games, self.window,
                                           session_game(self.controller),
                                           self.storage.accuracy))

    def show_history(self) -> HistoryDialog | None:
        from .history import HistoryDialog
        games = self._games()
        if games is None:
            return None
        return self._show(HistoryDialog(games, self.show_replay, self.export_record,
                                        self.window))

    def show_replay(self, record: dict, title: str | None = None) -> QDialog | None:
        """The replay window of the record's game: its ``table/replay.py`` companion's
        ``ReplayDialog`` (reached through the registry, so this names no game).  None,
        and the person told, for a record of no known game or a game without a replay."""
        info = game_of_record(record)
        dialog = info.replay_dialog() if info is not None else None
        if dialog is None:
            self.tell(self.tr("This game cannot be replayed."))
            return None
        return self._show(dialog(record, title, self.art, self.window))

    def _show(self, dialog):
        self.dialogs.append(dialog)
        dialog.finished.connect(lambda _r, d=dialog: self._forget(d))
        dialog.show()
        return dialog

    def _forget(self, dialog) -> None:
        if dialog in self.dialogs:
            self.dialogs.remove(dialog)
        dialog.deleteLater()

    # ------------------------------------------------------------- files
    def export_current(self, path: Path | None = None) -> bool:
        return self.export_record(self.controller.record(), path)

    def export_record(self, record: dict, path: Path | None = None) -> bool:
        path = path or self.choose_save_path()
        if not path:
            return False
        try:
            from ...storage.exchange import export_game
            export_game(record, Path(path))
        except GameFileError as exc:
            self.tell(self.tr("This game cannot be exported: %1").replace("%1", str(exc)))
            return False
        except OSError as exc:
            log.warning("%s", exc)   # the raw detail; the person reads its common case
            self.tell(fill(self.tr("The game could not be written to %1: %2"), path,
                           os_error_text(exc)))
            return False
        return True

    # app.py sets this: (game name, record) -> open that game's table with the record
    # (Import game… of another game's unfinished record, continued).  None: not offered.
    open_game: Callable[[str, dict], None] | None = None

    def import_file(self, path: Path | None = None) -> QDialog | None:
        """Check the record at ``path`` (of any game) and act on it as docs/storage.md
        says: a finished game is filed in the history, the person told where, and its
        replay opened; an unfinished one is offered to be continued (at this table when
        it plays that game, else at that game's, ``open_game``), and its replay opened
        when declined.  Returns the replay, or None."""
        path = path or self.choose_open_path()
        if not path:
            return None
        try:
            from ...storage.exchange import import_game
            game = import_game(Path(path))
        except GameFileError as exc:
            what = f"{exc.what[0].upper()}{exc.what[1:]}"
            self.tell(self.tr("This file cannot be replayed. %1.").replace("%1", what))
            return None
        name = Path(path).name
        if game.state.is_over:
            self._file_imported(game.record, name)
        elif self._continue_imported(game, name):
            return None
        return self.show_replay(game.record, self.tr("Replay — %1").replace("%1", name))

    def _file_imported(self, record: dict, name: str) -> None:
        import sqlite3  # already loaded by the games database; only its errors are needed

        games = self._games()
        if games is None:
            return
        try:
            filed = games.add_game(record)
        except (GameFileError, GamesDBError, sqlite3.Error) as exc:
            self.tell(fill(self.tr("“%1” could not be added to the history: %2"), name,
                           str(exc).rstrip(".")))
            return
        except Exception as exc:  # noqa: BLE001 - last resort: the player hears of it
            self.tell(fill(self.tr("“%1” could not be added to the history: %2"), name,
                           f"{type(exc).__name__}: {exc}"))
            return
        if filed is None:
            self.tell(fill(self.tr("“%1” is already in your history (Game → History…)."),
                           name))
        else:
            self.tell(fill(self.tr("“%1” is a finished game: it is now in your history, "
                                   "where Game → History… lists it."), name))

    def _continue_imported(self, game, name: str) -> bool:
        """Offer to continue an imported unfinished game; True when it is continued
        (loaded here, or handed to ``open_game``).  The game at the table is kept aside
        first, as an importable ``unfinished-*.json``."""
        mine = session_game(self.controller)
        here = game.game == mine or (game.game in GAMES and mine in GAMES
                                     and GAMES[game.game].module == GAMES[mine].module)
        if not here and self.open_game is None:
            return False
        if not self.ask(self.tr("Continue this game?"),
                        fill(self.tr("“%1” is an unfinished game: %2. Continue it? The game "
                                     "you are playing now is kept, to be imported later."),
                             name, describe_save(game))):
            return False
        if self.session is not None:
            self.session.flush()
        try:
            kept = self.storage.autosave.set_aside()
        except OSError as exc:
            log.warning("%s", exc)   # the raw detail; the person reads its common case
            self.tell(self.tr("The game you are playing could not be kept aside (%1), so "
                              "the imported game is not continued.").replace(
                                  "%1", os_error_text(exc)))
            return False
        if not here:
            if self.session is not None:
                # Leaving this table: the game left on it must not be saved over the
                # imported one's autosave while the windows swap.
                self.session.detach()
            self._tell_kept(kept)
            self.open_game(game.game, game.record)
            return True
        if not self.continue_record(game.record, kept):
            return False
        self._tell_kept(kept)
        return True

    def continue_record(self, record: dict, kept: Path | None = None) -> bool:
        """Load an imported unfinished game into this table's session; on failure the
        person is told and the game that was saved (``kept``) is put back."""
        try:
            self.controller.load_record(record)
        except ValueError as exc:  # RecordError is a ValueError too
            if kept is not None and not self.storage.autosave.path.exists():
                try:
                    kept.replace(self.storage.autosave.path)
                except OSError:
                    pass   # it stays as the importable file it was kept as
            self.tell(self.tr("The imported game cannot be continued: %1").replace(
                "%1", str(exc)))
            return False
        return True

    def _tell_kept(self, kept: Path | None) -> None:
        if kept is not None:
            self.tell(fill(self.tr("The game you were playing is kept as “%1” in %2; "
                                   "Import game… continues it."), kept.name, kept.parent))

    # ------------------------------------------------------------- defaults
    def _ask(self, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox
        answer = QMessageBox.question(self.window, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def _tell(self, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        from ...i18n.program import game_title
        QMessageBox.information(self.window, game_title(session_game(self.controller)), text)

    def _choose_save_path(self) -> str:
        from PySide6.QtWidgets import QFileDialog

        from ...i18n.program import game_title
        game = session_game(self.controller)
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export game"),
                                              f"{game}-game.json",
                                              fill(self.tr(FILE_FILTER), game_title(game)))
        return path

    def _choose_open_path(self) -> str:
        from PySide6.QtWidgets import QFileDialog

        from ...i18n.program import every_game_title
        # Any game's record is imported from any game's window (docs/storage.md), so
        # the filter names them all, not only this window's game.
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Import game"), "",
            fill(self.tr(FILE_FILTER), every_game_title()))
        return path
