"""Run by tests/themes/test_themes_drag.py in a child process on an X server (the offscreen
platform's drag does nothing): a file manager's drag of deck files onto the themes
dialog's list, made with a real ``QDrag`` and real pointer events.

``python -m tests.drag_over_list USER_DIR FILE…`` prints one JSON line: the action the
drag ended with, the widget under the pointer at the drop, the dialog's message and the
deck in use after the import.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QSettings, Qt, QTimer, QUrl
from PySide6.QtGui import QCursor, QDrag
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget


def wait_for(done, ms: int) -> bool:
    """QTest's qWaitFor, which PySide6 does not offer."""
    for _ in range(ms // 50):
        if done():
            return True
        QTest.qWait(50)
    return done()


def main(argv: list[str]) -> int:
    app = QApplication([])
    from cinch_qt.themes import CardPixmapCache
    from cinch_qt.themes.theme_model import ThemeIdRole
    from cinch_qt.ui.theme_dialog import ThemeDialog
    user, files = Path(argv[0]), [Path(a) for a in argv[1:]]
    cache = CardPixmapCache(user_dir=user)
    dialog = ThemeDialog(cache, None, QSettings(str(user.parent / "s.ini"),
                                                QSettings.Format.IniFormat))
    dialog.move(40, 40)
    dialog.show()
    QTest.qWaitForWindowExposed(dialog)
    # The file manager: another window the drag starts from, as a person's does.
    manager = QWidget()
    manager.setWindowTitle("files")
    manager.setGeometry(760, 40, 200, 200)
    manager.show()
    QTest.qWaitForWindowExposed(manager)
    target = dialog.views["deck"].viewport()
    aim = target.rect().center()
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in files])
    drag = QDrag(manager)
    drag.setMimeData(mime)
    under: list[str] = []

    def move_and_release() -> None:
        # The pointer leaves the manager, crosses the list and lets go over it.
        for step in (aim - QPoint(60, 20), aim - QPoint(20, 5), aim):
            QTest.mouseMove(target, step)
        over = QApplication.widgetAt(target.mapToGlobal(aim))
        under.append("the deck list" if over is target else type(over).__name__)
        QTest.mouseRelease(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           aim)
    QCursor.setPos(manager.mapToGlobal(QPoint(100, 100)))
    QTest.mousePress(manager, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(100, 100))
    QTimer.singleShot(200, move_and_release)
    action = drag.exec(Qt.DropAction.CopyAction)
    model = dialog.models["deck"]
    importing = dialog.tr("Importing…")
    wait_for(lambda: dialog.message.text() not in ("", importing)
             and dialog.import_button.isEnabled(), 60_000)
    wait_for(lambda: not cache.busy(), 10_000)
    QTest.qWait(200)
    print(json.dumps({"action": action.name, "under": under,
                      "listed": sorted(str(model.index(r).data(ThemeIdRole))
                                       for r in range(model.rowCount())
                                       if str(model.index(r).data(ThemeIdRole))
                                       .startswith("user:")),
                      "deck": cache.deck_id, "message": dialog.message.text()}))
    dialog.done(0)
    cache.shutdown()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
