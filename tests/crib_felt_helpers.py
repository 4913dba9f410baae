"""The Cribbage felt on its own for the felt tests: made at a size, and waited on until
its animations are done."""

from __future__ import annotations

from cinch_qt.games.cribbage.table.felt import CribbageFelt
from cinch_qt.speed import SPEEDS, time_scale

TIMEOUT = 30_000


def make_felt(qtbot, cache, rules, size=(1280, 800)):
    felt = CribbageFelt(cache, rules, {s: n for s, n in enumerate(rules.seat_names)},
                        SPEEDS["normal"] * time_scale())
    qtbot.addWidget(felt)
    felt.resize(*size)
    felt.show()
    qtbot.waitExposed(felt)
    return felt


def wait_idle(qtbot, felt):
    qtbot.waitUntil(lambda: not felt.busy(), timeout=TIMEOUT)
