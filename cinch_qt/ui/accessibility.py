"""Telling assistive technology what happens on the table.

Card items are QGraphicsItems, which are not accessible objects; the view therefore
carries the focused card as its accessible name, and plays and trick winners are
announced with QAccessibleAnnouncementEvent (Qt 6.8+) on a live status label.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

try:
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # older Qt: a name change on the live label is what readers get
    QAccessibleAnnouncementEvent = None


def set_accessible_texts(widget: QWidget, name: str, description: str = "") -> None:
    """Set the widget's accessible name/description and tell readers they changed."""
    changed = False
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)
        changed = True
    if widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)
        changed = True
    if changed and QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.NameChanged))
        QAccessible.updateAccessibility(
            QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))


def focus_event(widget: QWidget) -> None:
    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.Focus))


def announce(widget: QWidget, text: str) -> None:
    """Say ``text`` through the screen reader, from ``widget`` (a live status label)."""
    if not text or not QAccessible.isActive():
        return
    if QAccessibleAnnouncementEvent is not None:
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
    else:
        QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.Alert))
