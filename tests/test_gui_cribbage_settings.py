"""The cribbage table's own settings dialog (used until the dialog with a page per game
is in the tree): rule options (C1, C43, C83, C91, C95, W34), level, speed and name."""

from __future__ import annotations

from cinch_qt.games.cribbage.table.settings import CribbageSettings


def pick(box, value) -> None:
    box.setCurrentIndex(box.findData(value))


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
        assert win._help.tabs.currentWidget() is win._help.browser("cribbage")
        win.board_action.trigger()
        assert win._help.tabs.currentWidget() is not win._help.browser("cribbage")
        win.keys_action.trigger()
        win._help.hide()
    finally:
        session.shutdown()
        cache.shutdown()
