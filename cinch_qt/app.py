"""Start-up: parse the command line, build the application and the main window."""

from __future__ import annotations


def run(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication(["cinch-qt", *argv])
    label = QLabel("Cinch — the table is being built.")
    label.resize(640, 400)
    label.show()
    return app.exec()
