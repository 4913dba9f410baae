"""Every visible string goes through Qt's translation system, checked by
pseudo-translation: a catalogue in which every text is its English source wrapped in
⟦ ⟧ is installed, the table and every dialog are opened, and any visible text with a
letter outside the brackets did not go through a translator."""

from __future__ import annotations

from cinch_qt.games.cinch.table.keys import table_keys
from cinch_qt.games.cinch.table.replay import CinchReplayDialog
from cinch_qt.storage import GamesDB
from cinch_qt.ui.help import HelpWindow
from cinch_qt.ui.settings_dialog import SettingsDialog
from cinch_qt.ui.storage.history import HistoryDialog
from cinch_qt.ui.storage.statistics import StatisticsDialog
from cinch_qt.ui.theme_dialog import ThemeDialog
from tests.cinch_table_helpers import play_one_hand
from tests.gui_helpers import open_table
from tests.i18n_helpers import (  # noqa: F401 - fixtures, used by name
    CLOSE,
    OPEN,
    assert_all_translated,
    pseudo,
    pseudo_qm,
    texts_of,
    untranslated,
)
from tests.storage_helpers import finished_record


def test_the_checker_finds_a_text_that_was_not_translated():
    assert untranslated("Hand 3")
    assert not untranslated(f"{OPEN}Hand %1{CLOSE} 3 · {OPEN}{OPEN}N{CLOSE} (you){CLOSE}")
    assert not untranslated("Ctrl+H · 14 · ♥")


def test_table_and_dialogs_show_only_translated_text(qtbot, pseudo, tmp_path):  # noqa: F811 - the fixture
    with open_table(qtbot, tmp_path / "settings.ini") as (ctl, win, _qs):
        ctl.new_game(11)
        qtbot.waitUntil(lambda: ctl.is_human_turn() and not win.view.busy(), timeout=10_000)
        found = texts_of(win) + texts_of(win.strip, hidden=True)  # every page of the strip
        view = win.view
        found += [(f"plate{seat}", view.plate_text(seat)) for seat in ctl.state.seats]
        found.append(("info plate", view.corner_plate().text()))

        dialogs = [SettingsDialog(ctl.settings, win, prefs=win.prefs),
                   ThemeDialog(win.cache, win, settings=_qs),
                   HelpWindow(win, win.cache, win, extra_shortcuts=table_keys())]
        games = GamesDB(tmp_path / "games.sqlite3")
        record = finished_record(seed=5)
        games.add_game(record)
        dialogs += [StatisticsDialog(games, win),
                    HistoryDialog(games, lambda *a: None, lambda *a: None, win),
                    CinchReplayDialog(record, None, None, win)]
        help_page = dialogs[2].shortcuts.toPlainText()  # built from tr() texts too
        found += [("help shortcuts", line) for line in help_page.splitlines()]
        for dialog in dialogs:
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            found += [(f"{type(dialog).__name__}: {where}", text)
                      for where, text in texts_of(dialog)]
            dialog.close()
        games.close()

        # Play the hand out through the widgets: the play, the summary, the last trick.
        def look(_prompt) -> bool:
            found.extend(texts_of(win))
            return False
        play_one_hand(qtbot, ctl, win, on_play=look)
        qtbot.waitUntil(lambda: win.summary.isVisible(), timeout=10_000)
        found += [(f"summary: {where}", text) for where, text in texts_of(win.summary)]
        win.show_last_trick()
        found += [(f"last trick: {where}", text) for where, text in texts_of(win.last_trick)]
    assert_all_translated(found)
