"""The card themes dialog: pick a deck, a back and a felt; changes apply at once.

Opened by the main window as ``ThemeDialog(cache, parent)``; the main window calls
``restore_theme_settings(cache)`` at start-up (re-exported here for convenience).
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QEventLoop,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QSettings,
    QSize,
    QTimer,
    QUrl,
    Signal,
)
from PySide6.QtGui import QDesktopServices, QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListView,
    QMenu,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cinch_qt.i18n.reasons import os_error_text
from cinch_qt.themes import (
    CardPixmapCache,
    ThemeError,
    import_theme_zip,
    restore_theme_settings,
    save_theme_settings,
)
from cinch_qt.themes.errors import QT_TRANSLATE_NOOP as THEME_ERROR_NOOP
from cinch_qt.themes.theme_model import (
    PREVIEW_SIZES,
    ErrorRole,
    IsHeaderRole,
    ThemeIdRole,
    ThemeListModel,
)
from cinch_qt.themes.theme_words import theme_error_text, theme_name

log = logging.getLogger(__name__)

__all__ = ["ThemeDialog", "restore_theme_settings"]

# Marked for lupdate here, translated where the tabs are made.
_TABS = (("deck", QT_TRANSLATE_NOOP("ThemeDialog", "&Cards")),
         ("back", QT_TRANSLATE_NOOP("ThemeDialog", "&Backs")),
         ("felt", QT_TRANSLATE_NOOP("ThemeDialog", "&Table")))


class _Finished(QObject):
    """Brings the end of a worker thread's job back to the GUI thread (queued)."""

    done = Signal()


class ThemeDialog(QDialog):
    """Three lists (cards, backs, table felt) with previews, import and the themes folder."""

    def __init__(self, cache: CardPixmapCache, parent: QWidget | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self._settings = settings   # None: the application's QSettings()
        self.setWindowTitle(self.tr("Card Themes"))
        self.resize(560, 520)
        self._cache = cache
        self._user_dir = cache.user_dir
        self.models: dict[str, ThemeListModel] = {}
        self.views: dict[str, QListView] = {}

        self.tabs = QTabWidget(self)
        for kind, title in _TABS:
            model = ThemeListModel(kind, self._user_dir, self,
                                   corner_language=cache.corner_language)
            view = QListView(self)
            view.setModel(model)
            view.setIconSize(PREVIEW_SIZES[kind])
            view.setSpacing(3)
            view.setUniformItemSizes(False)
            view.setSelectionMode(QListView.SelectionMode.SingleSelection)
            view.selectionModel().currentChanged.connect(
                lambda current, _previous, kind=kind: self._chosen(kind, current))
            self.models[kind], self.views[kind] = model, view
            self.tabs.addTab(view, self.tr(title))

        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a03030;")
        self.open_folder_button = QPushButton(self.tr("Open themes folder"), self)
        self.open_folder_button.setToolTip(str(self._user_dir))
        self.open_folder_button.clicked.connect(self.open_themes_folder)
        self.import_button = QPushButton(self.tr("Import theme…"), self)
        self.import_button.setToolTip(self.tr(
            "A card deck from a file (.zip, .svg, .svgz: a KDE or Aisleriot deck, or "
            "this program's own format) or a folder; you may also drop one on this window"))
        import_menu = QMenu(self.import_button)
        self.import_file_action = import_menu.addAction(self.tr("From a &file…"))
        self.import_file_action.triggered.connect(lambda: self._ask_import(False))
        self.import_folder_action = import_menu.addAction(self.tr("From a f&older…"))
        self.import_folder_action.triggered.connect(self._ask_import_folder)
        self.import_button.setMenu(import_menu)
        self.setAcceptDrops(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)

        row = QHBoxLayout()
        row.addWidget(self.open_folder_button)
        row.addWidget(self.import_button)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        layout.addLayout(row)

        cache.themeFailed.connect(self._show_failure)
        # A chosen theme is saved once it has drawn, not when it is clicked.
        cache.themeConfirmed.connect(self._save)
        self._syncing = False
        self._select_current()

    # --- choosing -------------------------------------------------------------------

    def _select_current(self) -> None:
        """Highlight the themes in use without applying them again."""
        self._syncing = True
        try:
            current = {"deck": self._cache.deck_id, "back": self._cache.back_id,
                       "felt": self._cache.felt_id}
            for kind, view in self.views.items():
                row = self.models[kind].row_of(current[kind])
                if row >= 0:
                    view.selectionModel().setCurrentIndex(
                        self.models[kind].index(row),
                        QItemSelectionModel.SelectionFlag.ClearAndSelect)
        finally:
            self._syncing = False

    def _chosen(self, kind: str, index: QModelIndex) -> None:
        if self._syncing or not index.isValid() or index.data(IsHeaderRole):
            return
        error = index.data(ErrorRole)
        if error:
            self.message.setText(error)
            return
        self.choose(kind, index.data(ThemeIdRole))

    def choose(self, kind: str, theme_id: str) -> bool:
        """Apply a deck, back or felt now and remember it; False if it was refused."""
        self.message.clear()
        setter = {"deck": self._cache.set_deck, "back": self._cache.set_back,
                  "felt": self._cache.set_felt}[kind]
        accepted = setter(theme_id)
        save_theme_settings(self._cache, self._settings)
        if not accepted:
            self._select_current()
        return accepted

    def _save(self) -> None:
        save_theme_settings(self._cache, self._settings)

    def _show_failure(self, message: str) -> None:
        self.message.setText(message)
        self._select_current()

    # --- the user's folder ----------------------------------------------------------------

    def open_themes_folder(self) -> bool:
        try:
            self._user_dir.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.message.setText(self.tr("Cannot create the themes folder {0}: {1}")
                                 .format(self._user_dir, os_error_text(error)))
            return False
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self._user_dir)))

    def import_dialog(self, folder: bool = False) -> QFileDialog:
        """The file dialog of Import theme… ▸ From a file (a deck file, or a KDE deck's
        index.desktop) or ▸ From a folder."""
        title = self.tr("Import a theme folder") if folder else self.tr("Import theme")
        dialog = QFileDialog(self, title, str(Path.home()))
        if folder:
            dialog.setFileMode(QFileDialog.FileMode.Directory)
            dialog.setOption(QFileDialog.Option.ShowDirsOnly)
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
            # A KDE deck's index.desktop stands for its folder.
            dialog.setNameFilters([self.tr("Card decks (*.zip *.svg *.svgz index.desktop)"),
                                   self.tr("All files (*)")])
        return dialog

    def _ask_import(self, folder: bool = False) -> None:
        dialog = self.import_dialog(folder)
        try:
            if not dialog.exec() or not dialog.selectedFiles():
                return
            chosen = Path(dialog.selectedFiles()[0])
        finally:
            dialog.deleteLater()
        # index.desktop stands for the KDE deck folder holding it.
        self.import_zip(chosen.parent if chosen.name == "index.desktop" else chosen)

    def _ask_import_folder(self) -> None:
        self._ask_import(folder=True)

    # --- dropping a deck on the dialog ------------------------------------------------------

    @staticmethod
    def _dropped_paths(event) -> list[Path]:
        mime = event.mimeData()
        if mime is None or not mime.hasUrls():
            return []
        return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt's name
        if self._dropped_paths(event) and self.import_button.isEnabled():
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:  # noqa: N802 - Qt's name
        self.dragEnterEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt's name
        paths = self._dropped_paths(event)
        if not paths or not self.import_button.isEnabled():
            event.ignore()
            return
        event.acceptProposedAction()
        # After the drop returns: the import's own event loop must not run inside the
        # drag and drop's.
        QTimer.singleShot(0, lambda: self.import_many(paths))

    def import_many(self, paths: list[Path]) -> int:
        """Import each path (dropped together); returns how many were imported.  The
        message says what was refused."""
        refused: list[str] = []
        done = 0
        for path in paths:
            if self.import_zip(path):
                done += 1
            else:
                refused.append(self.message.text())
        if refused:
            self.message.setText("\n".join(refused))
        return done

    def _import_in_background(self, path: Path):
        """import_theme_zip in a worker thread: checking and drawing a big deck takes
        seconds, during which the dialog keeps painting.  Returns
        the ThemeInfo, or raises ThemeError."""
        outcome: dict = {}
        finished = _Finished()
        loop = QEventLoop()
        finished.done.connect(loop.quit)

        def work() -> None:
            try:
                outcome["info"] = import_theme_zip(path, self._user_dir)
            except ThemeError as error:
                outcome["error"] = error
            except Exception as error:  # noqa: BLE001 - a theme must not crash the dialog
                outcome["error"] = ThemeError.of(THEME_ERROR_NOOP(
                    "ThemeError", "%1: import failed (%2)"), Path(path).name, error)
            finally:
                finished.done.emit()

        self.import_button.setEnabled(False)
        self.message.setText(self.tr("Importing…"))
        thread = threading.Thread(target=work, name="cinch-qt-theme-import", daemon=True)
        thread.start()
        if thread.is_alive():
            loop.exec()
        thread.join()
        self.import_button.setEnabled(True)
        self.message.clear()
        if "error" in outcome:
            raise outcome["error"]
        return outcome["info"]

    def import_zip(self, path: Path) -> bool:
        """Import a deck (a zip, a folder, an .svg/.svgz), list it and use it; on failure
        say why and change nothing."""
        try:
            info = self._import_in_background(path)
        except ThemeError as error:
            # The English message keeps the system's raw detail for the log; the person
            # reads its common case in their language.
            log.warning("theme import refused: %s", error)
            self.message.setText(self.tr("Could not import the theme: {0}").format(
                theme_error_text(error)))
            return False
        self.models["deck"].refresh()
        self.tabs.setCurrentIndex(0)
        accepted = self.choose("deck", info.id)
        self._select_current()
        if accepted:
            self.message.setText(self.tr("Imported “{0}”.").format(theme_name(info)))
        return accepted

    def done(self, result: int) -> None:
        for signal, slot in ((self._cache.themeFailed, self._show_failure),
                             (self._cache.themeConfirmed, self._save)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        for model in self.models.values():
            model.shutdown()
        super().done(result)

    def sizeHint(self) -> QSize:
        return QSize(560, 520)
