"""The settings dialog with a General page and a page per game: pages found
through the registry, the Cribbage page editing CribbageSettings (C1, C43, C83, C91,
C95, W34, W41), everything kept in the stored settings."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from cinch_qt.games import GAMES
from cinch_qt.games.base import GameInfo
from cinch_qt.games.cinch.engine import Rules as CinchRules
from cinch_qt.games.cinch.table.settings import TableSettings
from cinch_qt.games.cribbage.engine.rules import Rules
from cinch_qt.games.cribbage.table.settings import CribbageSettings, read_settings
from cinch_qt.storage.settings import Settings
from cinch_qt.ui.preferences import UiPreferences
from cinch_qt.ui.settings_dialog import SettingsDialog, open_settings
from cinch_qt.ui.settings_page import QSettingsStore, pages_for
from tests.i18n_helpers import assert_all_translated, pseudo, pseudo_qm, texts_of  # noqa: F401


@pytest.fixture
def stored(tmp_path):
    settings = Settings(tmp_path / "data")
    yield settings
    settings.deleteLater()


def _pick(box, data) -> None:
    index = box.findData(data)
    assert index >= 0, data
    box.setCurrentIndex(index)


def test_pages_come_from_the_registry_and_share_a_module():
    assert [name for name, _ in pages_for("cinch")] == ["cinch", "cribbage"]
    # Crib Wars and Cribbage share the cribbage module: one page, shown as the game chosen.
    assert [name for name, _ in pages_for("crib-wars")] == ["cinch", "crib-wars"]


def test_a_game_without_a_page_gets_none(monkeypatch):
    # A module whose package has no table/settings_page.py.
    monkeypatch.setitem(GAMES, "bare", GameInfo("bare", "Bare", "tests.conftest", {}, "bare"))
    assert "bare" not in [name for name, _ in pages_for("cinch")]


def test_the_toy_game_gets_the_shell_s_page_from_its_keys(toy):
    from cinch_qt.ui.frame_settings_page import FrameSettingsPage
    assert dict(pages_for("toy-nim"))["toy-nim"] is FrameSettingsPage


def test_cribbage_page_edits_and_keeps_cribbage_settings_c1_c91_c95(qtbot, stored):
    dialog = SettingsDialog(None, None, UiPreferences(), game="cribbage", stored=stored)
    qtbot.addWidget(dialog)
    page = dialog.pages["cribbage"]
    assert dialog.tabs.currentWidget() is page          # opened on the game's own page
    assert dialog.settings() == read_settings(stored, "classic")
    _pick(page.players_box, 4)                         # C1: two partnerships
    _pick(page.counting_box, "manual")                 # C91
    _pick(page.muggins_box, "cut-throat")              # C95
    _pick(page.skunks_box, "off")                      # C83 turned off
    _pick(page.heels_box, "allowed")                   # C43
    _pick(page.level_box, "expert")
    dialog.general.name_edit.setText("Ada")
    _pick(dialog.general.speed_box, "fast")
    dialog.accept()
    chosen = dialog.result_settings
    assert isinstance(chosen, CribbageSettings)
    assert chosen.rules == Rules(players=4, counting="manual", muggins="cut-throat",
                                 skunks=False, heels_near_end="allowed")
    assert chosen.levels == {1: "expert", 2: "expert", 3: "expert"}
    assert chosen.speed == "fast" and chosen.player_name == "Ada"
    # Kept: the next run reads the same choices back.
    again = read_settings(stored, "classic")
    assert again.rules == chosen.rules and again.level_of(1) == "expert"
    assert again.speed == "fast" and again.player_name == "Ada"
    assert stored.get("cribbage/skunks") == "off"


def test_muggins_needs_manual_counting_c95(qtbot):
    dialog = SettingsDialog(None, None, game="cribbage")
    qtbot.addWidget(dialog)
    page = dialog.pages["cribbage"]
    assert page.counting_box.currentData() == "automatic"
    assert not page.muggins_box.isEnabled()
    _pick(page.counting_box, "manual")
    assert page.muggins_box.isEnabled()
    _pick(page.muggins_box, "friendly")
    assert dialog.settings().rules.muggins == "friendly"
    _pick(page.counting_box, "automatic")               # back: muggins goes off with it
    assert not page.muggins_box.isEnabled()
    assert page.muggins_box.currentData() == "off"
    assert dialog.settings().rules.muggins == "off"


@pytest.mark.parametrize(("game", "board", "duty", "skunks"),
                         [("cribbage", "classic", False, True),
                          ("crib-wars", "crib-wars", True, False)])
def test_board_is_the_game_chosen_w34_w41(qtbot, game, board, duty, skunks):
    dialog = SettingsDialog(None, None, game=game)
    qtbot.addWidget(dialog)
    page = dialog.pages[game]
    assert dialog.settings().rules.board == board
    assert page.peg_duty_check.isEnabled() is duty     # W34: Crib Wars only
    assert dialog.settings().rules.skunks is skunks     # C83 on, W41 off by default
    assert ("not counted" in page.skunks_box.itemText(0)) is (not skunks)
    assert ("W41" if board == "crib-wars" else "C83") in page.skunks_box.toolTip()


def test_crib_wars_page_keeps_peg_duty_and_board_default_skunks_w34(qtbot, stored):
    dialog = SettingsDialog(None, None, game="crib-wars", stored=stored)
    qtbot.addWidget(dialog)
    page = dialog.pages["crib-wars"]
    page.peg_duty_check.setChecked(True)
    _pick(page.players_box, 3)
    dialog.accept()
    assert dialog.result_settings.rules == Rules(players=3, board="crib-wars", peg_duty=True)
    assert stored.get("cribbage/peg_duty") is True
    assert stored.get("cribbage/skunks") == "board"
    # The same stored choices on the classic board keep that board's skunks (C83).
    assert read_settings(stored, "classic").rules.skunks is True


def test_cinch_window_path_keeps_every_page(qtbot, tmp_path):
    """Opened as the Cinch window does (``SettingsDialog(settings, window, prefs=…)``,
    no store given): the window's QSettings is the store, so a change on the Cribbage
    page and the start-up question are kept too."""
    from PySide6.QtWidgets import QWidget
    window = QWidget()
    qtbot.addWidget(window)
    window.qsettings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = SettingsDialog(TableSettings(rules=CinchRules(players=3)), window,
                            prefs=UiPreferences())
    assert isinstance(dialog.stored, QSettingsStore)
    assert dialog.tabs.currentWidget() is dialog.pages["cinch"]
    assert dialog.players_box is dialog.pages["cinch"].players_box  # the old names
    _pick(dialog.pages["cribbage"].players_box, 6)
    dialog.general.resume_check.setChecked(False)
    dialog.accept()
    assert dialog.result_settings.rules.players == 3      # Cinch's own, as before
    store = QSettingsStore(window.qsettings)
    assert store.get("cribbage/players") == 6
    assert store.get("startup/ask_before_resume") is False
    assert store.get("cinch/players") == 3
    assert dialog.result.by_game["cribbage"].rules.players == 6


def test_restore_defaults_on_every_page(qtbot, stored):
    stored.set("cribbage/players", 4)
    stored.set("cribbage/counting", "manual")
    stored.set("cribbage/muggins", "friendly")
    dialog = SettingsDialog(None, None, game="cribbage", stored=stored)
    qtbot.addWidget(dialog)
    assert dialog.settings().rules.muggins == "friendly"
    button = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    restored, defaults = dialog.settings(), CribbageSettings()
    assert restored.rules == defaults.rules and restored.level_of(1) == defaults.level_of(1)
    assert (restored.speed, restored.player_name) == (defaults.speed, defaults.player_name)
    assert dialog.settings("cinch").rules == CinchRules()
    assert dialog.general.resume_check.isChecked()


def test_open_settings_returns_the_choice_or_none(qtbot, stored):
    def press(which) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, lambda: press(which))
            return
        page = dialog.pages["crib-wars"]
        _pick(page.level_box, "easy")
        qtbot.mouseClick(dialog.buttons.button(which), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, lambda: press(QDialogButtonBox.StandardButton.Cancel))
    assert open_settings(None, "crib-wars", stored=stored) is None
    assert stored.get("cribbage/level") == "normal"       # Cancel keeps nothing
    QTimer.singleShot(0, lambda: press(QDialogButtonBox.StandardButton.Ok))
    chosen = open_settings(None, "crib-wars", stored=stored, prefs=UiPreferences())
    assert chosen is not None and chosen.game == "crib-wars"
    assert chosen.settings.level_of(1) == "easy" and chosen.settings.rules.board == "crib-wars"
    assert chosen.prefs == UiPreferences()
    assert stored.get("cribbage/level") == "easy"


def test_no_rule_numbers_in_what_a_player_reads(qtbot):
    import re

    from PySide6.QtWidgets import QComboBox, QLabel
    dialog = SettingsDialog(None, None, game="crib-wars")
    qtbot.addWidget(dialog)
    shown = [label.text() for label in dialog.findChildren(QLabel)]
    for box in dialog.findChildren(QComboBox):
        shown += [box.itemText(i) for i in range(box.count())]
    rule = re.compile(r"\b[RCW]\d{1,3}\b")
    assert shown and not [text for text in shown if rule.search(text)]
    assert "C95" in dialog.pages["crib-wars"].muggins_box.toolTip()


def test_every_page_is_translated(qtbot, pseudo):  # noqa: F811
    for game in ("cinch", "crib-wars"):
        dialog = SettingsDialog(None, None, game=game)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        # The tab bar's scroll arrows are Qt's own (Qt's catalogue names them).
        assert_all_translated([(where, text) for where, text in texts_of(dialog, hidden=True)
                               if "Scroll" not in where])
        dialog.close()


def test_pages_load_only_when_the_dialog_opens():
    code = ("import sys\n"
            "import cinch_qt.ui.settings_dialog\n"
            "bad = [n for n in sys.modules if n.startswith(('cinch_qt.games.cribbage',"
            " 'cinch_qt.games.cinch.ai', 'cinch_qt.games.cinch.table'))]\n"
            "print(bad)\n"
            "sys.exit(1 if bad else 0)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_cinch_window_opens_the_dialog_on_its_page_and_keeps_every_page(qtbot, tmp_path):
    """Through the real Cinch window (Game → Settings), mouse on OK: Cinch's choices
    reach the controller as before, and the Cribbage page's are kept in the window's
    settings file."""
    from tests.gui_helpers import open_table
    with open_table(qtbot, tmp_path / "settings.ini") as (ctl, win, qs):
        seen = {}

        def press_ok() -> None:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, SettingsDialog):
                QTimer.singleShot(20, press_ok)
                return
            seen["page"] = dialog.tabs.currentWidget()
            seen["cinch"] = dialog.pages["cinch"]
            _pick(dialog.pages["cinch"].players_box, 2)
            _pick(dialog.pages["cribbage"].players_box, 4)
            _pick(dialog.pages["cribbage"].counting_box, "manual")
            qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                             Qt.MouseButton.LeftButton)

        QTimer.singleShot(0, press_ok)
        with qtbot.waitSignal(win.settingsSaved, timeout=10_000) as saved:
            win.open_settings()
        assert seen["page"] is seen["cinch"]
        assert saved.args[0].rules.players == 2           # TableSettings, as before
        store = QSettingsStore(qs)
        assert store.get("cribbage/players") == 4 and store.get("cribbage/counting") == "manual"
        assert read_settings(store, "crib-wars").rules.players == 4
