"""The pseudo-translation used to find untranslated words: a catalogue that brackets
every translated string (fixtures ``pseudo_qm`` and ``pseudo``), and the checks that read
every visible text of a widget tree and fail on one left in plain English."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QTabWidget,
    QWidget,
)

from cinch_qt.i18n.translator import LANGUAGES, compile_ts, ts_paths


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory) -> Path:
    """Every catalogue of French (the program's and each game's) pseudo-translated."""
    folder = tmp_path_factory.mktemp("pseudo")
    pseudo = []
    for n, ts in enumerate(ts_paths("fr")):
        tree = ET.parse(ts)
        for message in tree.getroot().iter("message"):
            translation = message.find("translation")
            translation.attrib.pop("type", None)
            translation.text = OPEN + (message.findtext("source") or "") + CLOSE
        tree.write(folder / f"pseudo{n}.ts", encoding="utf-8", xml_declaration=True)
        pseudo.append(folder / f"pseudo{n}.ts")
    compile_ts(pseudo, folder / "pseudo.qm")
    return folder / "pseudo.qm"


@pytest.fixture
def pseudo(qapp, pseudo_qm):
    translator = QTranslator()
    assert translator.load(str(pseudo_qm))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


# Shown as they are on purpose: each language is named in itself, so a person who
# cannot read the current language still finds their own.
ENDONYMS = set(LANGUAGES.values())


def untranslated(text: str) -> bool:
    """A letter outside every ⟦ ⟧ (brackets nest when texts are put together)."""
    if text in ENDONYMS or text.startswith(("/", str(Path.home()))):  # a folder shown
        return False
    previous = None
    while previous != text:
        previous, text = text, re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", "", text)
    # Mnemonics (&) and keys (Ctrl+H, ←) are not words.
    text = re.sub(r"\b(Ctrl|Shift|Alt|Esc|Enter|Return|Tab|Space|PgUp|PgDown|Home|End|F\d+)\b",
                  "", text)
    return re.search(r"[A-Za-zÀ-ÿ]{2,}", text) is not None


def texts_of(root: QWidget, hidden: bool = False) -> list[tuple[str, str]]:
    """(where, text) for every text a person can see or a screen reader can say (with
    ``hidden``, also in the parts not shown at the moment)."""
    found: list[tuple[str, str]] = []

    def add(where: str, text: object) -> None:
        if text and isinstance(text, str):
            found.append((where, text))

    for w in [root, *root.findChildren(QWidget)]:
        if not hidden and not w.isVisibleTo(root) and w is not root:
            continue
        if w.objectName().startswith("qt_"):  # Qt's own parts: Qt's catalogue says them
            continue
        name = f"{type(w).__name__}({w.objectName()})"
        add(f"{name}.windowTitle", w.windowTitle() if w.isWindow() else "")
        add(f"{name}.toolTip", w.toolTip())
        add(f"{name}.accessibleName", w.accessibleName())
        add(f"{name}.accessibleDescription", w.accessibleDescription())
        if isinstance(w, QLabel):
            add(f"{name}.text", w.text())
        if isinstance(w, QAbstractButton):
            box = w.parent()
            standard = isinstance(box, QDialogButtonBox) and box.standardButton(w) != \
                QDialogButtonBox.StandardButton.NoButton
            if not standard:  # Qt's own buttons come from Qt's catalogue
                add(f"{name}.text", w.text())
        if isinstance(w, QGroupBox):
            add(f"{name}.title", w.title())
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                add(f"{name}.item{i}", w.itemText(i))
        if isinstance(w, QTabWidget):
            for i in range(w.count()):
                add(f"{name}.tab{i}", w.tabText(i))
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            for c in range(1 if isinstance(model, QAbstractListModel) else
                           model.columnCount(QModelIndex())):
                add(f"{name}.header{c}", model.headerData(c, _horizontal()))
    for action in root.findChildren(QAction):
        if action.isVisible() and not action.isSeparator():
            add(f"QAction({action.objectName()}).text", action.text())
            if action.toolTip() != action.text().replace("&", ""):
                add(f"QAction({action.objectName()}).toolTip", action.toolTip())
    return found


def _horizontal():
    from PySide6.QtCore import Qt
    return Qt.Orientation.Horizontal


def assert_all_translated(found: list[tuple[str, str]]) -> None:
    bad = [(where, text) for where, text in found if untranslated(text)]
    assert not bad, "texts that did not go through a translator:\n" + "\n".join(
        f"  {where}: {text!r}" for where, text in bad)


OPEN, CLOSE = "⟦", "⟧"
