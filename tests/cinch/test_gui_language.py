"""The table in the player's language, switched live from the settings dialog, and the
"first game" hints (issue 8)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from cinch_qt.games.cinch.ai.random_player import RandomPlayer
from cinch_qt.games.cinch.table.keys import table_keys
from cinch_qt.games.cinch.table.words import phase_hint
from cinch_qt.i18n import current_language, install_translator
from cinch_qt.ui.preferences import UiPreferences, read_preferences
from cinch_qt.ui.settings_dialog import SettingsDialog
from tests.cinch_table_helpers import act
from tests.gui_helpers import open_table


@pytest.fixture
def table(qtbot, tmp_path):
    install_translator(QApplication.instance(), "en")
    with open_table(qtbot, tmp_path / "settings.ini") as opened:
        yield opened
        install_translator(QApplication.instance(), "en")  # never leak French elsewhere


def _choose(win, **changes) -> UiPreferences:
    """What the settings dialog does when the player picks and presses OK."""
    dialog = SettingsDialog(win.session.settings, win, prefs=win.prefs)
    if "language" in changes:
        dialog.language_box.setCurrentIndex(dialog.language_box.findData(changes["language"]))
    if "hints" in changes:
        dialog.hints_check.setChecked(changes["hints"])
    dialog.accept()
    assert dialog.result_prefs is not None
    win.apply_preferences(dialog.result_prefs)
    return dialog.result_prefs


def _wait_human(qtbot, ctl, win):
    qtbot.waitUntil(lambda: ctl.is_human_turn() and not win.view.busy()
                    and win.view.decision() is not None, timeout=10_000)
    return win.view.decision()


def test_language_switches_live_and_is_remembered(qtbot, table):
    ctl, win, qs = table
    ctl.new_game(21)
    _wait_human(qtbot, ctl, win)
    assert "West" in win.view.plate_text(1)
    assert win.strip.suit_buttons[2].text() == "♥ Hearts"
    english_menu = win.game_menu.title()
    dialog = SettingsDialog(ctl.settings, win, prefs=win.prefs)
    assert dialog.language_box.itemText(0) == "System language"
    assert {dialog.language_box.itemText(i) for i in range(1, dialog.language_box.count())} \
        == {"English", "Français", "Nederlands"}

    _choose(win, language="fr")
    qtbot.waitUntil(lambda: "Ouest" in win.view.plate_text(1), timeout=3000)
    assert current_language() == "fr"
    assert qs.value("ui/language") == "fr" and read_preferences(qs).language == "fr"
    assert win.strip.suit_buttons[2].text() == "♥ Cœur"
    # Issue 12: hearts is "C" (cœur) in French.
    qtbot.waitUntil(lambda: win.strip.suit_buttons[2].shortcut().toString() == "C")
    assert win.hint_line.text() == phase_hint(ctl.state.phase, True)
    assert win.hint_line.text() != QApplication.translate("Hints", "x")  # a real sentence
    assert "Nord" in win.view.plate_text(2)
    french_menu = win.game_menu.title()
    assert french_menu != english_menu                       # our own strings follow too
    assert win.score_dock.windowTitle() != "Score sheet"
    assert win.strip.pass_button.text() != "Pass"
    assert win.strip.pass_button.shortcut().toString() == "P"
    # The Help window lists the table's keys in the new language.
    win.open_help("shortcuts")
    page = win._help.shortcuts.toPlainText()
    french_keys = dict(table_keys())
    # The key names are French too (issue 12).
    assert french_keys["Espace"] != "Pick or put back a card when keeping, robbing or giving"
    assert french_keys["Espace"] in page
    win._help.close()

    _choose(win, language="nl")
    qtbot.waitUntil(lambda: "West" in win.view.plate_text(1)
                    and "Noord" in win.view.plate_text(2), timeout=3000)
    assert win.strip.suit_buttons[2].text() == "♥ Harten"

    _choose(win, language="en")
    qtbot.waitUntil(lambda: "North" in win.view.plate_text(2), timeout=3000)
    assert win.game_menu.title() == english_menu == "&Game"
    assert french_menu  # the menus were retranslated, not emptied


def test_system_language_is_an_empty_setting(qtbot, table):
    _ctl, win, qs = table
    _choose(win, language="")
    assert read_preferences(qs).language == ""


def test_first_game_hints_on_by_default_and_off_when_switched(qtbot, table):
    ctl, win, qs = table
    assert win.prefs.first_game_hints      # on until switched off
    for seed in range(1, 20):              # a deal where South has a bid to make
        ctl.new_game(seed)
        if _wait_human(qtbot, ctl, win).kind == "bid":
            break
    assert win.hint_line.isVisible()
    assert win.hint_line.text() == phase_hint("bid", True)
    # A refused action is explained on the same line, with its rule.
    ctl.submit_bid(99)
    assert win.hint_line.isVisible()
    # Issue 12: no rule number in what the player reads; it is on the tooltip.
    assert win.hint_line.text().startswith("Not allowed:") and "(R" not in win.hint_line.text()
    assert "R72" in win.hint_line.toolTip()

    _choose(win, hints=False)
    assert not win.hint_line.isVisible()
    assert read_preferences(qs).first_game_hints is False
    prompt = win.view.decision()
    ctl.submit_bid(14) if 14 in prompt.legal_bids else ctl.submit_pass()
    qtbot.waitUntil(lambda: ctl.holding or ctl.state.phase != "bid", timeout=10_000)
    assert not win.hint_line.isVisible()   # stays quiet in later phases


def test_preferences_read_defaults_from_an_empty_or_bad_file(tmp_path):
    qs = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert read_preferences(qs) == UiPreferences("", True, False)
    qs.setValue("ui/language", "klingon")
    qs.setValue("ui/first_game_hints", "maybe")
    qs.setValue("ui/large_cards", "true")
    prefs = read_preferences(qs)
    assert prefs == UiPreferences("", True, True)


def _bid_turn(qtbot, ctl, win, seed: int = 11):
    """A new game, played on until the person is asked to bid."""
    ctl.new_game(seed)
    while _wait_human(qtbot, ctl, win).kind != "bid":
        ctl.new_game(seed := seed + 1)


def test_french_bid_strip_fits_a_small_window_in_two_rows(qtbot, table):
    ctl, win, _qs = table
    _choose(win, language="fr")
    _bid_turn(qtbot, ctl, win)
    panel = win.strip
    for width, columns in ((1400, 14), (700, 7), (1400, 14)):
        win.resize(width, 760)
        qtbot.waitUntil(lambda c=columns: panel.bid_columns == c, timeout=3000)
        qtbot.wait(50)  # let the layout settle
        for n, button in panel.bid_buttons.items():
            # Never squeezed below the width that shows "10"…"14" whole.
            assert button.isVisible() and button.width() >= button.sizeHint().width(), n
            assert button.height() >= button.sizeHint().height(), n
            assert panel.rect().contains(button.geometry().translated(
                button.parentWidget().pos()).translated(panel.stack.pos())), n


def test_french_info_plate_wraps_instead_of_running_under_north(qtbot, table):
    ctl, win, _qs = table
    _choose(win, language="fr")
    _bid_turn(qtbot, ctl, win)
    # Narrow enough that the plate's French words need two lines beside North's hand
    # (the docks take only what their columns need, so at 1024 they fit on one).
    win.resize(960, 700)
    qtbot.wait(200)
    view = win.view
    corner = view.corner_plate()
    plate = corner.sceneBoundingRect().adjusted(120, 40, -120, -40)  # the box
    north = view.card_rect(view.pile_cards("hand 2")["hand 2"][0])
    assert plate.right() <= north.left(), (plate, north)
    assert "aucune annonce" in corner.text()
    assert corner.required_height() > corner.required_height(2000)


@pytest.mark.parametrize("language, playable, table_name", (
    ("fr", ", jouable", "Table de jeu"), ("nl", ", speelbaar", "Speeltafel")))
def test_the_felt_speaks_the_shells_words_in_french_and_dutch(qtbot, table, language,
                                                              playable, table_name):
    """The felt's screen-reader words ("%1, playable", "Card table") are the shell's,
    in its catalogue once for every game: the Cinch table says them in the language."""
    ctl, win, _qs = table
    _choose(win, language=language)
    ctl.new_game(21)
    view, chooser = win.view, RandomPlayer("words")
    while True:
        prompt = _wait_human(qtbot, ctl, win)
        if prompt.kind == "play":
            break
        act(ctl, chooser)
    assert view.viewport().accessibleName() == table_name
    view.setFocus()
    view.scene_._focus(prompt.legal_cards[0])
    view.describe()
    assert view.accessibleName().endswith(playable), view.accessibleName()
