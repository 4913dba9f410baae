"""Our "cinch_qt" key, which every game's record carries beside the game's own format:
each computer player's level and each seat's name by the seat's letter, and, where they
happened, the decisions taken back (``undos``, kept out of the fair statistics), the
hints given (``hints``: with undos, the game was assisted) and that a bot played the
person's seat (``autoplay``: the statistics leave the game out).  A
game adds its own entries; reading gives back what it can and passes over what it
cannot (a damaged extension loses the choices, never the game)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..games.base import PERSON


def write_extension(settings: Any, seat_names: Sequence[str], seats: Sequence[int],
                    names: Mapping[int, str], undos: int, autoplayed: bool,
                    own: Mapping[str, Any] | None = None, hints: int = 0) -> dict[str, Any]:
    """The "cinch_qt" value for a game played with ``settings`` (a TableChoices) at
    ``seats`` lettered ``seat_names``; ``own`` are the game's entries."""
    extra: dict[str, Any] = {
        "levels": {seat_names[s]: settings.level_of(s) for s in seats if s != PERSON},
        "names": {seat_names[s]: n for s, n in names.items()},
        **(own or {}),
    }
    if undos:
        extra["undos"] = undos
    if hints:
        extra["hints"] = hints
    if autoplayed:
        extra["autoplay"] = True
    return extra


def given_hints(extra: object) -> int:
    """The hints a record's "cinch_qt" value says were given (0 when it says none, or
    nothing that can be read)."""
    hints = extra.get("hints") if isinstance(extra, dict) else None
    return hints if isinstance(hints, int) and hints > 0 else 0


def read_extension(extra: object, settings: Any, seat_names: Sequence[str]
                   ) -> tuple[Any, int, bool]:
    """(``settings`` with the record's levels and the person's name, the decisions taken
    back, whether a bot played the person's seat) from a record's "cinch_qt" value."""
    if not isinstance(extra, dict):
        return settings, 0, False
    seat_names = tuple(seat_names)
    levels = extra.get("levels")
    known = settings.LEVELS
    if isinstance(levels, str) and levels in known:     # one level for every bot
        settings = settings.with_changes(
            levels={s: levels for s in range(len(seat_names)) if s != PERSON})
    elif isinstance(levels, dict):
        settings = settings.with_changes(levels={
            seat_names.index(k): v for k, v in levels.items()
            if k in seat_names and k != seat_names[PERSON] and v in known})
    names = extra.get("names")
    person = seat_names[PERSON]
    if isinstance(names, dict) and isinstance(names.get(person), str):
        settings = settings.with_changes(player_name=names[person])
    undos = extra.get("undos")
    return (settings, undos if isinstance(undos, int) and undos > 0 else 0,
            extra.get("autoplay") is True)
