"""A system's reason (cinch_qt/system_reasons.py) as the person reads it: the common
case in their language; the raw text stays in the logs and the English message."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..system_reasons import CONTEXT, Reason, os_reason


def reason_text(value: object) -> str:
    """``value`` as shown: a ``Reason`` by its translated description, anything else
    as it is."""
    if isinstance(value, Reason):
        return QCoreApplication.translate(CONTEXT, value.description)
    return str(value)


def os_error_text(error: BaseException) -> str:
    """An OSError's reason in the person's language ("permission denied", "no space
    left on the disk")."""
    return reason_text(os_reason(error))
