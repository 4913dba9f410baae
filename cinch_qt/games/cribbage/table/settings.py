"""What the person chose for Cribbage and Crib Wars: rule options, opponents' levels,
speed, and where those choices are kept (the ``cribbage/*`` keys of the stored
settings, listed in ../settings_keys.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...base import PERSON  # C2: the person always sits at S
from ...table_settings import TableChoices
from ..ai import LEVELS
from ..engine.rules import Rules

PLAYABLE_LEVELS = ("random", "easy", "normal", "expert")
# Stored key -> the Rules field it holds (the registry entry fixes the board).
RULE_KEYS = {"cribbage/players": "players", "cribbage/heels_near_end": "heels_near_end",
             "cribbage/counting": "counting", "cribbage/muggins": "muggins",
             "cribbage/peg_duty": "peg_duty", "cribbage/match": "match"}


@dataclass(frozen=True)
class CribbageSettings(TableChoices):
    rules: Rules = field(default_factory=Rules)
    hints: bool = True        # C97: the person may ask for hints
    show_steps: bool = False  # C70: each count of the show waits for a click or Enter

    LEVELS = LEVELS
    OFFERED = PLAYABLE_LEVELS


def read_settings(stored, board: str, **overrides: Any) -> CribbageSettings:
    """The stored choices for ``board`` ("classic" or "crib-wars"); ``overrides`` are
    Rules fields from the command line (``players=3``).  ValueError says what is wrong
    with an override; a bad stored value reads as its default (storage/settings.py)."""
    options = {name: stored.get(key) for key, name in RULE_KEYS.items()}
    skunks = stored.get("cribbage/skunks")
    options["skunks"] = None if skunks == "board" else skunks == "on"
    options.update({k: v for k, v in overrides.items() if v is not None})
    if options["counting"] != "manual":
        options["muggins"] = "off"  # C95: muggins needs manual counting
    rules = Rules(board=board, **options)
    level = stored.get("cribbage/level")
    return CribbageSettings(rules=rules, levels={s: level for s in rules.seats if s != PERSON},
                            speed=stored.get("table/speed"),
                            player_name=stored.get("players/name"),
                            hints=stored.get("cribbage/hints"),
                            show_steps=stored.get("cribbage/show_steps"))


def write_settings(stored, chosen: CribbageSettings) -> None:
    """Keep ``chosen`` for the next run (ValueError names a value the store refuses)."""
    rules = chosen.rules
    for key, name in RULE_KEYS.items():
        stored.set(key, getattr(rules, name))
    board_default = rules.board == "classic"  # C83, W41
    stored.set("cribbage/skunks", "board" if rules.skunks == board_default
               else "on" if rules.skunks else "off")
    stored.set("cribbage/level", chosen.level_of(1))
    stored.set("table/speed", chosen.speed)
    stored.set("cribbage/hints", chosen.hints)
    stored.set("cribbage/show_steps", chosen.show_steps)
