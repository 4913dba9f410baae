"""Telling assistive technology what happens on the table.

Card items are QGraphicsItems, which are not accessible objects; the view therefore
carries the focused card as its accessible name.  Plays, trick winners, "your turn" and
hints are said through a LiveRegion.

How a LiveRegion speaks (checked with Orca 43 over AT-SPI, see docs/accessibility.md):
Orca 43 ignores Qt's announcement event, but speaks an object of role Notification
when it is shown.  On Linux the words therefore go into one of a few hidden labels
whose accessible role is Notification, followed by a "shown" event; the labels are used
in turn, because Orca reads the label's text when it gets to the event and a single
label could already hold the next words.  Elsewhere Qt's announcement event reaches the
platform's own notification.  Words said in one turn of the event loop ("East plays the
ten of spades." "East wins the trick.") are joined into one utterance.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QWidget

try:
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # older Qt: an alert on the live label is what readers get
    QAccessibleAnnouncementEvent = None

LIVE_PREFIX = "liveRegion"  # object names of the labels a LiveRegion speaks through
NOTIFY_BY_SHOWING = sys.platform.startswith("linux")


def set_accessible_texts(widget: QWidget, name: str, description: str = "") -> None:
    """Set the widget's accessible name and description.  Qt itself tells readers of
    the change; telling them again made Orca say each card three times."""
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)
    if widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)


def sentence(text: str) -> str:
    """``text`` ending as a sentence, so that words joined into one utterance are heard
    as separate sentences ("North plays the five of hearts: 5. North pegs 2 …"), not
    run together."""
    text = text.strip()
    return text if not text or text[-1] in ".!?…" else text + "."


def focus_event(widget: QWidget) -> None:
    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.Focus))


class _Notification(QAccessibleWidget):
    """A live label as readers see it: role Notification, named by its text."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label, QAccessible.Role.Notification)

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.widget().text()
        return super().text(kind)


# PySide6 drops an interface whose Python object is no longer referenced, so the ones
# the factory made are kept: four for the table, four more per replay window opened.
# They are not released when their label goes, since Qt deletes the C++ side then and
# letting Python go as well was not shown to be safe; the cost is a few small objects.
_interfaces: list[QAccessibleInterface] = []
_factory_installed = False


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QLabel) and obj.objectName().startswith(LIVE_PREFIX):
        interface = _Notification(obj)
        _interfaces.append(interface)
        return interface
    return None


def install_factory() -> None:
    """Give live labels their Notification role.  Call once a QApplication exists:
    PySide6 never calls a factory installed before that."""
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_factory)
        _factory_installed = True


class LiveRegion(QObject):
    """Says short texts to screen readers without taking the focus."""

    def __init__(self, parent: QWidget, count: int = 4) -> None:
        super().__init__(parent)
        install_factory()
        self.labels: list[QLabel] = []
        for i in range(count):
            label = QLabel("", parent)
            label.setObjectName(f"{LIVE_PREFIX}{i}")
            label.setVisible(False)
            self.labels.append(label)
        self._next = 0
        self._pending: list[str] = []

    def say(self, text: str) -> None:
        if not text:
            return
        self._pending.append(text)
        if len(self._pending) == 1:
            # Tied to this object: a window closed meanwhile takes the labels with it,
            # and the call must go with them.
            QTimer.singleShot(0, self, self._flush)

    def _flush(self) -> None:
        if not self._pending:
            return
        text, self._pending = " ".join(sentence(t) for t in self._pending), []
        label = self.labels[self._next]
        self._next = (self._next + 1) % len(self.labels)
        label.setText(text)
        if not QAccessible.isActive():
            return
        if NOTIFY_BY_SHOWING:
            # Newer Orca releases also handle the announcement event; sending both
            # would be heard twice.
            QAccessible.updateAccessibility(QAccessibleEvent(label, QAccessible.Event.ObjectShow))
        elif QAccessibleAnnouncementEvent is not None:
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(label, text))
        else:
            QAccessible.updateAccessibility(QAccessibleEvent(label, QAccessible.Event.Alert))
