"""Cinch's reader of game records for storage (``storage/gamefile.check_record`` finds
it through the registry): the RECORD v1 header, the whole game replayed through the
engine, and every defect named in the person's language with its R-rule."""

from __future__ import annotations

from typing import Any

from ....storage.gamefile import (
    EXTENSION,
    GameFile,
    GameFileError,
    _check_extension,
    _say,
    translate,
)
from ..engine import GameState as CinchState
from ..engine import RecordError
from ..engine.record import FORMAT, VERSION
from ..engine.rules import SEAT_CHARS
from .record_errors import record_error_text


def check_record(obj: Any, label: str = "the file") -> GameFile:
    """``obj`` as a Cinch game, or GameFileError saying in plain words what is wrong."""
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        found = obj.get("format") if isinstance(obj, dict) else type(obj).__name__
        raise GameFileError(_say(translate("CinchRecord", "%1 is not a Cinch game record "
                                           "(format %2, expected %3)"),
                                 label, repr(found), repr(FORMAT)),
                            "format", "not a game record")
    if obj.get("version") != VERSION:
        raise GameFileError(_say(translate("CinchRecord", "%1 was written by another version "
                                           "of the record format (%2 version %3); this "
                                           "program reads version %4"),
                                 label, repr(FORMAT), repr(obj.get("version")), VERSION),
                            "version", "unknown version")
    try:
        state = CinchState.from_record(obj)
    except RecordError as exc:
        where = exc.where or translate("CinchRecord", "(top level)")
        raise GameFileError(_say(translate("CinchRecord", "%1 is wrong at %2: %3"), label,
                                 where, record_error_text(exc)), exc.where, exc.why) from None
    except (RecursionError, MemoryError):
        raise GameFileError(_say(translate("GameFile", "%1 cannot be read: it is too large "
                                           "or too deeply nested"), label),
                            "", "too large") from None
    except Exception as exc:  # a loader must never crash the program
        # The engine's reader is meant to turn every defect into RecordError; if some
        # shape slips past it, the person still gets a message instead of a crash.
        raise GameFileError(_say(translate("CinchRecord", "%1 cannot be read (%2)"), label,
                                 f"{type(exc).__name__}: {exc}"), "", str(exc)) from None
    _check_extension(obj.get(EXTENSION), label, tuple(SEAT_CHARS))
    return GameFile(obj, state, "cinch")
