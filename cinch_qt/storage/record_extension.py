"""What our extension of a game record (``gamefile.EXTENSION``) says about a game as it
is filed: the bots' levels, the names, whether the autoplay bot moved for the person,
and how many decisions were taken back."""

from __future__ import annotations

from .gamefile import EXTENSION


def _levels(record: dict) -> dict[str, str]:
    ext = record.get(EXTENSION)
    levels = ext.get("levels") if isinstance(ext, dict) else None
    if isinstance(levels, str):
        return {s: levels for s in record.get("seats", []) if s != "S"}
    return dict(levels) if isinstance(levels, dict) else {}


def autoplayed(record: dict) -> bool:
    """The autoplay bot made some of South's moves (our extension says so)."""
    ext = record.get(EXTENSION)
    return isinstance(ext, dict) and ext.get("autoplay") is True


def undos_of(record: dict) -> int:
    """How many decisions the person took back in the game (TableSession.undos)."""
    ext = record.get(EXTENSION)
    value = ext.get("undos") if isinstance(ext, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def given_up(record: dict) -> bool:
    """The person gave the game up for a new one (a loss, filed unfinished)."""
    ext = record.get(EXTENSION)
    return isinstance(ext, dict) and ext.get("given_up") is True


def mark_given_up(record: dict) -> dict:
    """A copy of ``record`` marked as given up."""
    ext = record.get(EXTENSION)
    return {**record, EXTENSION: {**(ext if isinstance(ext, dict) else {}),
                                  "given_up": True}}


def _names(record: dict) -> dict[str, str]:
    ext = record.get(EXTENSION)
    names = dict(record.get("names") or {})
    if isinstance(ext, dict) and isinstance(ext.get("names"), dict):
        names = {**ext["names"], **names}
    return names
