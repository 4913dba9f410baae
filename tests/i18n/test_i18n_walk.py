"""Every word the person can see is in the chosen language: a walk through
every window and dialog — the Cinch and Cribbage tables and their menus, the settings
(Cinch's, Cribbage's and Crib Wars' pages), the themes dialog with its lists and a
refused import, the game chooser, the Help, statistics (its accuracy chart worked out)
and history windows, the replays of a Cinch and a Cribbage game with their hand reviews,
Cinch's hand summary and Last trick, Cribbage's Last show, and Qt's own file dialog and
question box — first in English, then in French and in Dutch, switched live (the windows
a person may keep open) and opened afresh.  A text shown in French or Dutch fails when it
holds a word the English walk showed that the language's own catalogue never uses and
that is not a proper name.

The walk's findings are printed (``pytest -s``) before the assertion.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest

pytest.importorskip("PySide6.QtSvg")

from PySide6.QtCore import (  # noqa: E402
    QAbstractItemModel,
    QAbstractListModel,
    QModelIndex,
    QSettings,
    Qt,
)
from PySide6.QtGui import QAction  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QMessageBox,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from cinch_qt.ui.storage.accuracy_chart import AccuracyChart  # noqa: E402
from tests.english_words import english_left, words_of  # noqa: E402
from tests.themes_helpers import zip_of  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]



def _rows(model: QAbstractItemModel, limit: int = 80) -> Iterable[str]:
    columns = 1 if isinstance(model, QAbstractListModel) else \
        max(1, model.columnCount(QModelIndex()))
    for row in range(min(model.rowCount(QModelIndex()), limit)):
        for column in range(columns):
            value = model.index(row, column).data(Qt.ItemDataRole.DisplayRole)
            if isinstance(value, str):
                yield value


def _parents(w: QWidget, root: QWidget) -> list[QWidget]:
    found = []
    parent = w.parentWidget()
    while parent is not None and parent is not root:
        found.append(parent)
        parent = parent.parentWidget()
    return found


def texts_of(root: QWidget, hidden: bool = False) -> list[tuple[str, str]]:
    """(where, text) for every text shown in ``root``: titles, labels, buttons, tabs,
    list rows and headers, menus and their entries, tooltips — Qt's own parts too."""
    found: list[tuple[str, str]] = []

    def add(where: str, text: object) -> None:
        if isinstance(text, str) and text.strip():
            found.append((where, text))

    for w in [root, *root.findChildren(QWidget)]:
        if not hidden and w is not root and not w.isVisibleTo(root) \
                and not isinstance(w, QMenu):
            continue
        if w is not root and w.isWindow() and not isinstance(w, QMenu):
            continue          # another window or dialog: walked on its own
        if any(isinstance(p, QWidget) and p is not root and p.isWindow()
               and not isinstance(p, QMenu) for p in _parents(w, root)):
            continue
        name = f"{type(root).__name__} › {type(w).__name__}({w.objectName()})"
        if w.isWindow():
            add(f"{name}.windowTitle", w.windowTitle())
        add(f"{name}.toolTip", w.toolTip())
        if isinstance(w, QLabel):
            add(f"{name}.text", w.text())
        if isinstance(w, QAbstractButton):
            add(f"{name}.text", w.text())
        if isinstance(w, QGroupBox):
            add(f"{name}.title", w.title())
        if isinstance(w, QLineEdit):
            add(f"{name}.placeholder", w.placeholderText())
        if isinstance(w, QTextEdit):       # review pages, Last show, the Help's pages
            for number, line in enumerate(w.toPlainText().splitlines()):
                add(f"{name}.line{number}", line)
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                add(f"{name}.item{i}", w.itemText(i))
        if isinstance(w, QTabWidget):
            for i in range(w.count()):
                add(f"{name}.tab{i}", w.tabText(i))
        if isinstance(w, QMenu):
            add(f"{name}.title", w.title())
            for action in w.actions():
                add(f"{name}.entry", action.text())
        if isinstance(w, AccuracyChart):   # painted: its summary says what it draws
            add(f"{name}.summary", w.summary())
            add(f"{name}.accessibleName", w.accessibleName())
        if isinstance(w, QAbstractItemView) and w.model() is not None \
                and not isinstance(w, QTextEdit):
            model = w.model()
            if not isinstance(w, QListView) and not isinstance(model, QAbstractListModel):
                for c in range(model.columnCount(QModelIndex())):
                    add(f"{name}.header{c}",
                        model.headerData(c, Qt.Orientation.Horizontal))
            for text in _rows(model):
                add(f"{name}.row", text)
    for action in root.findChildren(QAction):
        owner = action.parent()
        while isinstance(owner, QWidget) and (owner is root or not owner.isWindow()
                                              or isinstance(owner, QMenu)):
            if owner is root:
                break
            owner = owner.parentWidget()
        if isinstance(owner, QWidget) and owner is not root:
            continue        # an action of another window (a dialog parented to this one)
        if action.isVisible() and not action.isSeparator():
            add(f"{type(root).__name__} › QAction.text", action.text())
    return found


class Walk:
    """Opens every window and dialog; ``look()`` collects what each shows now."""

    def __init__(self, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.qtbot, self.tmp_path, self.monkeypatch = qtbot, tmp_path, monkeypatch
        self.kept: list[QWidget] = []

    def show(self, widget: QWidget) -> QWidget:
        self.qtbot.addWidget(widget)
        widget.show()
        self.qtbot.waitExposed(widget)
        return widget

    def fresh_dialogs(self, table) -> list[tuple[QWidget, bool]]:
        """The dialogs, opened now (in the language in use)."""
        from cinch_qt.storage import GamesDB
        from cinch_qt.ui.game_chooser_dialog import GameChooser
        from cinch_qt.ui.settings_dialog import SettingsDialog
        from cinch_qt.ui.storage.history import HistoryDialog
        from cinch_qt.ui.storage.statistics import StatisticsDialog
        from cinch_qt.ui.theme_dialog import ThemeDialog
        from tests.storage_helpers import finished_record
        ctl, win, qs = table
        themes = ThemeDialog(win.cache, win, settings=qs)
        self.show(themes)
        bad = zip_of(self.tmp_path / f"bad{len(self.kept)}.zip", {"readme.txt": "hello"})
        themes.import_zip(bad)                       # a refusal, said in the dialog
        assert "readme" not in themes.message.text() and bad.name in themes.message.text()
        shown: list[tuple[QWidget, bool]] = [(themes, True)]
        for tab in range(themes.tabs.count()):
            themes.tabs.setCurrentIndex(tab)
            shown.append((themes.tabs.currentWidget(), False))
        shown.append((themes.import_button.menu(), True))
        files = themes.import_dialog()
        folders = themes.import_dialog(folder=True)
        shown += [(self.show(files), True), (self.show(folders), True)]
        question = QMessageBox(QMessageBox.Icon.Question, "?", "?",
                               QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                               win)
        shown.append((self.show(question), True))
        shown.append((self.show(GameChooser(win, settings=qs)), True))
        shown.append((self.show(SettingsDialog(ctl.settings, win, prefs=win.prefs)), True))
        games = GamesDB(self.tmp_path / f"games{len(self.kept)}.sqlite3")
        games.add_game(finished_record(seed=5))
        shown.append((self.show(StatisticsDialog(games, win)), True))
        shown.append((self.show(HistoryDialog(games, lambda *a: None, lambda *a: None, win)),
                      True))
        for game in ("cribbage", "crib-wars"):     # each board's own settings page
            shown.append((self.show(SettingsDialog(None, win, game=game)), True))
        stats = StatisticsDialog(games, win, "cinch")
        self.show(stats)
        stats.charts.setCurrentIndex(1)            # the accuracy chart, worked out
        self.qtbot.waitUntil(lambda: len(stats.accuracy.chart.values) == 1, timeout=180_000)
        shown.append((stats, True))
        self.kept.append(themes)
        return shown

    def open_windows(self, table, crib) -> list[tuple[QWidget, bool]]:
        """The windows a person may keep open while switching the language in Settings
        (none of them modal): the replays of a Cinch and a Cribbage game with their hand
        reviews, worked out; Cinch's hand summary and Last trick; Cribbage's Last show."""
        from cinch_qt.games import get_game
        from cinch_qt.games.cinch.engine import Rules
        from cinch_qt.games.cinch.table.summary import summarise, summary_html, summary_title
        from cinch_qt.ui.storage.cardface import CardArt
        from tests.cribbage_storage_helpers import finished
        from tests.storage_helpers import finished_record
        ctl, win, _qs = table
        shown: list[tuple[QWidget, bool]] = []
        for game, record in (("cinch", finished_record(seed=5)),
                             ("cribbage", finished("cribbage", 2, seed=8, level="easy"))):
            replay = get_game(game).replay_dialog()(
                record, None, CardArt(win.cache), win)
            self.show(replay)
            replay.show_review()
            review = replay.review
            self.qtbot.waitUntil(lambda r=review: r.hands.currentData() in r.reviews,
                                 timeout=180_000)
            shown += [(replay, False), (review, False)]
        hand = finished_record(seed=5)["hands"][0]
        names = {seat: ctl.settings.display_name(seat) for seat in range(4)}
        summary = summarise(hand, Rules(), 1, names, None)
        win.summary.show_summary(lambda: summary_title(summary),
                                 lambda: summary_html(summary, 51, Rules()), False)
        self.qtbot.waitExposed(win.summary)
        # The trick just taken, as the table hands it to the window.
        ctl.last_trick_model.set_plays([(1, 12), (2, 11), (3, 10), (0, 9)], winner=1)
        shown += [(win.summary, False), (self.show(win.last_trick), False)]
        crib_record = finished("cribbage", 2, seed=8, level="easy")
        crib._set_last_show(crib_record["hands"][0], crib.scores.person_name)
        shown.append((self.show(crib.last_show), False))
        return shown


def look(pairs: Iterable[tuple[QWidget, bool]], close: bool = False
         ) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    pairs = list(pairs)
    for widget, hidden in pairs:
        found += texts_of(widget, hidden)
    if close:       # the dialogs are modal: none stays open through a change of language
        for widget, _hidden in pairs:
            if widget.isWindow():
                widget.close()
    return found


def report(language: str, when: str, bad: list[tuple[str, str, list[str]]], walked: int
           ) -> str:
    lines = [f"{language} ({when}): {walked} texts walked, {len(bad)} with English left"]
    seen: set[tuple[str, str]] = set()
    for where, text, stray in bad:
        if (where, text) not in seen:
            seen.add((where, text))
            lines.append(f"  {where}: {text!r}  <- {', '.join(stray)}")
    return "\n".join(lines)


def test_the_checker_finds_english_and_spares_names() -> None:
    english = words_of("Look in: Built-in Files of type Cinch Dondorf")
    assert english_left([("x", "&Look in:")], english, "fr")
    assert english_left([("x", "Intégrés · Built-in")], english, "fr")
    assert not english_left([("x", "Cinch · Dondorf")], english, "fr")
    assert not english_left([("x", "Regarder dans /home/me/Files")], english, "fr")


def test_every_window_and_dialog_speaks_french_and_dutch(qtbot, tmp_path, monkeypatch,
                                                         speak, isolated) -> None:
    from cinch_qt.games.cinch.table.keys import table_keys
    from cinch_qt.games.cribbage.engine import Rules
    from cinch_qt.games.cribbage.table.session import CribbageSession
    from cinch_qt.games.cribbage.table.settings import CribbageSettings
    from cinch_qt.games.cribbage.table.window import CribbageWindow
    from cinch_qt.themes import CardPixmapCache
    from cinch_qt.ui.help import HelpWindow
    from tests.gui_helpers import open_table

    monkeypatch.setattr("cinch_qt.themes.paths.default_user_dir", lambda: isolated)
    walk = Walk(qtbot, tmp_path, monkeypatch)
    assert speak("en") == "en"
    with open_table(qtbot, tmp_path / "settings.ini") as table:
        ctl, win, qs = table
        ctl.new_game(11)
        qtbot.waitUntil(lambda: ctl.is_human_turn() and not win.view.busy(), timeout=10_000)
        session = CribbageSession(CribbageSettings(rules=Rules(players=2),
                                                   levels={1: "easy"}), "cribbage")
        cache = CardPixmapCache()
        crib = CribbageWindow(session, cache, qsettings=QSettings(
            str(tmp_path / "crib.ini"), QSettings.Format.IniFormat))
        walk.show(crib)
        session.new_game(3)
        # A Crib Wars game of three played to its end: the hands' results in the Scores
        # panel, the board's squares and the strip's game-over words.
        from tests.cribbage_storage_helpers import finished
        wars_session = CribbageSession(CribbageSettings(rules=Rules(players=3,
                                                                    board="crib-wars")),
                                       "crib-wars")
        wars = CribbageWindow(wars_session, cache, qsettings=QSettings(
            str(tmp_path / "wars.ini"), QSettings.Format.IniFormat))
        walk.show(wars)
        wars_session.load_record(finished("crib-wars", 3, seed=5, level="easy"))
        help_window = walk.show(HelpWindow(win, win.cache, win, extra_shortcuts=table_keys()))
        open_windows = [(win, False), (win.strip, True), (crib, False), (wars, False),
                        (help_window, False), *walk.open_windows(table, crib)]
        try:
            english_found = look(open_windows) + look(walk.fresh_dialogs(table), close=True)
            english = set().union(*(words_of(t) for _w, t in english_found))
            reports, failures = [], []
            for language in ("fr", "nl"):
                assert speak(language) == language        # a live switch
                qtbot.wait(100)                           # LanguageChange is posted
                live = look(open_windows)
                fresh = look(walk.fresh_dialogs(table), close=True) + \
                    look(walk.open_windows(table, crib), close=True)
                for when, found in (("switched live", live), ("opened afresh", fresh)):
                    bad = english_left(found, english, language)
                    reports.append(report(language, when, bad, len(found)))
                    failures += bad
            print("\n" + "\n".join(reports))
            assert not failures, "English left:\n" + "\n".join(reports)
        finally:
            session.shutdown()
            wars_session.shutdown()
            cache.shutdown()
