"""The cribbage table's own settings dialog (used until the dialog with a page per game
is in the tree): rule options (C1, C43, C83, C91, C95, W34), level, speed and name."""

from __future__ import annotations

from cinch_qt.games.cribbage.engine import Rules
from cinch_qt.games.cribbage.table.settings import CribbageSettings
from cinch_qt.games.cribbage.table.settings_dialog import CribbageSettingsDialog


def pick(box, value) -> None:
    box.setCurrentIndex(box.findData(value))


def test_the_dialog_edits_cribbage_settings(qtbot):
    old = CribbageSettings(rules=Rules(players=2, board="crib-wars"))
    dialog = CribbageSettingsDialog(old)
    qtbot.addWidget(dialog)
    pick(dialog.players, 6)
    pick(dialog.counting, "manual")
    assert dialog.muggins.isEnabled()                # C95: only with manual counting
    pick(dialog.muggins, "friendly")
    pick(dialog.level, "expert")
    pick(dialog.speed, "fast")
    dialog.peg_duty.setChecked(True)
    dialog.name.setText("Ada")
    dialog._accept()
    chosen = dialog.result_settings
    assert chosen.rules == Rules(players=6, board="crib-wars", counting="manual",
                                 muggins="friendly", peg_duty=True, skunks=False)
    assert chosen.levels == {s: "expert" for s in range(1, 6)}
    assert chosen.speed == "fast" and chosen.player_name == "Ada"


def test_muggins_goes_off_with_automatic_counting_and_peg_duty_is_crib_wars_only(qtbot):
    old = CribbageSettings(rules=Rules(players=2, counting="manual", muggins="cut-throat"))
    dialog = CribbageSettingsDialog(old)
    qtbot.addWidget(dialog)
    assert not dialog.peg_duty.isVisibleTo(dialog)   # W34 is a Crib Wars rule
    pick(dialog.counting, "automatic")
    assert not dialog.muggins.isEnabled()
    dialog._accept()
    assert dialog.result_settings.rules.muggins == "off"
    assert dialog.result_settings.rules.board == "classic"


def test_help_opens_the_cribbage_and_crib_wars_pages(qtbot):
    from cinch_qt.games.cribbage.table.session import CribbageSession
    from cinch_qt.games.cribbage.table.window import CribbageWindow
    from cinch_qt.themes import CardPixmapCache

    session = CribbageSession(CribbageSettings(speed="instant"))
    cache = CardPixmapCache()
    win = CribbageWindow(session, cache)
    qtbot.addWidget(win)
    try:
        win.rules_action.trigger()                   # F1
        assert win._help.isVisible()
        assert win._help.tabs.currentWidget() is win._help.cribbage
        win.board_action.trigger()
        assert win._help.tabs.currentWidget() is not win._help.cribbage
        win.keys_action.trigger()
        win._help.hide()
    finally:
        session.shutdown()
        cache.shutdown()
