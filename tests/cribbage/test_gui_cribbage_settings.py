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


def test_the_general_page_applies_at_the_cribbage_table_too(qtbot, tmp_path):
    """The settings flow is the shell's, so the General page's choices take
    effect at the Cribbage table as at Cinch's — first-game hints switched off (mouse on
    the box and on OK) are kept in the window's settings file and the hint line goes,
    and the status line says when the rest applies."""
    from PySide6.QtCore import QSettings, Qt, QTimer
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from cinch_qt.games.cribbage.table.session import CribbageSession
    from cinch_qt.games.cribbage.table.window import CribbageWindow
    from cinch_qt.themes import CardPixmapCache
    from cinch_qt.ui.preferences import read_preferences
    from cinch_qt.ui.settings_dialog import SettingsDialog

    qs = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    session = CribbageSession(CribbageSettings(speed="instant"))
    cache = CardPixmapCache()
    win = CribbageWindow(session, cache, qsettings=qs)
    qtbot.addWidget(win)
    try:
        assert win.prefs.first_game_hints
        seen = {}

        def answer() -> None:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, SettingsDialog):
                QTimer.singleShot(20, answer)
                return
            seen["page"] = dialog.tabs.currentWidget() is dialog.pages["cribbage"]
            box = dialog.hints_check
            dialog.tabs.setCurrentWidget(dialog.general)
            qtbot.mouseClick(box, Qt.MouseButton.LeftButton,
                             pos=box.rect().topLeft() + box.rect().center() / 4)
            seen["unchecked"] = not box.isChecked()
            qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                             Qt.MouseButton.LeftButton)

        QTimer.singleShot(0, answer)
        win.settings_action.trigger()
        assert seen == {"page": True, "unchecked": True}
        assert not win.prefs.first_game_hints and not win.hint_line.isVisible()
        assert read_preferences(qs).first_game_hints is False
        assert win.statusBar().currentMessage().startswith("Settings saved")
    finally:
        session.shutdown()
        cache.shutdown()
