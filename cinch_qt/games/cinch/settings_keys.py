"""Cinch's stored settings: the rule options the person chose (R2, R20, R22, R53),
under the ``cinch/`` group (GameInfo.settings).  Read by the table's launch and settings
page; storage knows them only through the registry."""

from __future__ import annotations

from ..base import Setting

SETTINGS: dict[str, Setting] = {
    "cinch/players": Setting(4, choices=(2, 3, 4)),           # R2
    "cinch/target": Setting(51, low=1, high=1000),            # R53
    "cinch/min_bid": Setting(1, low=1, high=14),              # R20
    "cinch/all_pass": Setting("throw_in", choices=("throw_in", "stuck_dealer")),  # R22
}

# Where earlier versions kept the same choices: a settings file that still has them is
# moved to the new keys when it is opened (storage/settings.py), so nobody's choices
# are lost.  Old key -> new key.
RENAMED: dict[str, str] = {
    "game/players": "cinch/players",
    "game/target": "cinch/target",
    "game/min_bid": "cinch/min_bid",
    "game/all_pass": "cinch/all_pass",
}
