"""The keyboard shortcuts page, read from the program's real actions.

The rows come from the QActions of the window given (menus and toolbars register their
actions there), so the page can never list a shortcut that does not exist.  Keys that
are not actions (moving between cards on the table, say) are passed in as extra rows by
whoever owns them.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

translate = QCoreApplication.translate


def _plain(text: str) -> str:
    """Menu text without its mnemonic ampersands ("&New game" -> "New game")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(".…")


def action_rows(source: QWidget | None) -> list[tuple[str, str]]:
    """(keys, what they do) for every action under ``source`` that has a shortcut,
    sorted by description; duplicates (one action in a menu and a toolbar) once."""
    if source is None:
        return []
    rows: dict[tuple[str, str], None] = {}
    for action in source.findChildren(QAction):
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText)
                for k in action.shortcuts() if not k.isEmpty()]
        if keys and action.text():
            rows[(", ".join(keys), _plain(action.text()))] = None
    return sorted(rows, key=lambda row: row[1].casefold())


def help_window_rows() -> list[tuple[str, str]]:
    """The Help window's own keys (they exist whenever the page can be read)."""
    native = QKeySequence.SequenceFormat.NativeText
    return [
        (QKeySequence(QKeySequence.StandardKey.ZoomIn).toString(native),
         translate("Help", "Larger text in the Help window")),
        (QKeySequence(QKeySequence.StandardKey.ZoomOut).toString(native),
         translate("Help", "Smaller text in the Help window")),
        (QKeySequence("Esc").toString(native), translate("Help", "Close the Help window")),
    ]


def shortcuts_html(rows: list[tuple[str, str]]) -> str:
    title = html.escape(translate("Help", "Keyboard shortcuts"))
    if not rows:
        body = "<p>" + html.escape(translate("Help", "No keyboard shortcuts are defined.")) \
            + "</p>"
    else:
        # Outside the f-string: lupdate does not read calls inside one.
        keys_head = html.escape(translate("Help", "Keys"))
        action_head = html.escape(translate("Help", "Action"))
        head = (f"<tr><th align=\"left\">{keys_head}</th>"
                f"<th align=\"left\">{action_head}</th></tr>")
        lines = "".join(f"<tr><td><b>{html.escape(keys)}</b></td><td>{html.escape(what)}</td>"
                        f"</tr>" for keys, what in rows)
        body = f'<table cellpadding="6" cellspacing="0" border="1">{head}{lines}</table>'
    return f"<html><body><h1>{title}</h1>{body}</body></html>"
