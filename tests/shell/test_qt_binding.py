"""The Qt binding we depend on must not corrupt reference counts.

PySide6-Essentials 6.12.0 on Python 3.11 returns None/True from void calls and
signal emits without taking a reference; the interpreter aborts after a few hundred
calls.  pyproject.toml keeps us below 6.12; this test fails if a broken build returns.
"""

import sys

from PySide6.QtCore import QObject, Signal


class _Probe(QObject):
    ping = Signal()


def test_void_calls_and_emits_keep_reference_counts():
    probe = _Probe()
    before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(50):
        probe.ping.emit()
        probe.setObjectName("probe")
    assert (sys.getrefcount(None), sys.getrefcount(True)) == before
