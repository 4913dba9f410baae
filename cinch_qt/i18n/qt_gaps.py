"""Texts of Qt's own dialogs that Qt's catalogue (qtbase_fr.qm, qtbase_nl.qm shipped with
PySide6) does not translate: the file dialog's "&Look in:" and "Files of &type:" (Qt's
catalogue has them without the "&" newer Qt added) and the kinds of file shown in its
detail view (their context moved to QAbstractFileIconProvider in Qt 6).

Nothing imports this module: it is here for lupdate, which puts these texts in our own
catalogues under Qt's contexts; our translator, installed beside Qt's, answers when
Qt's has no translation (tests/i18n/test_i18n_walk.py opens the dialog in each language).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "%1 File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Alias"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
)
