"""Cribbage's and Crib Wars' stored settings (CRIBBAGE.md C1, C43, C83, C84, C91, C95,
C97; CRIBWARS.md W34, W41), under the ``cribbage/`` group (GameInfo.settings): both
registry entries share this module, so both boards share the choices; the board is the
game chosen (cribbage: classic, crib-wars: Crib Wars)."""

from __future__ import annotations

from ..base import Setting

_LEVELS = ("random", "easy", "normal", "expert")

SETTINGS: dict[str, Setting] = {
    "cribbage/players": Setting(2, choices=(2, 3, 4, 6)),
    "cribbage/heels_near_end": Setting("withheld", choices=("withheld", "allowed")),
    # "board": skunks as the board has them (on for classic C83, off for Crib Wars W41).
    "cribbage/skunks": Setting("board", choices=("board", "on", "off")),
    "cribbage/counting": Setting("automatic", choices=("automatic", "manual")),
    "cribbage/muggins": Setting("off", choices=("off", "cut-throat", "friendly")),
    "cribbage/peg_duty": Setting(False),
    "cribbage/match": Setting(1, choices=(1, 3, 5, 7)),  # C84: single games or to 3, 5, 7
    "cribbage/hints": Setting(True),                     # C97: hints offered
    "cribbage/show_steps": Setting(False),               # C70: the show waits for the person
    "cribbage/level": Setting("normal", choices=_LEVELS),
}
