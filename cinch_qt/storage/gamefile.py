"""Reading a game record from disk and saying, in plain words, what is wrong with it.

One reader serves the autosave, imports and the history: JSON is parsed, the RECORD v1
header is checked, the whole game is replayed through the engine (so every rule and
every score is checked), and our own extension under ``"cinch_qt"`` is checked for the
shape the controller relies on.  Every failure is a ``GameFileError`` whose message a
person can read; nothing else escapes.
"""

from __future__ import annotations

import json
import math
import os
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..games import DEFAULT_GAME, GameInfo, GameState, game_of_record, get_game
from ..games.frozen_value import FrozenValue
from ..i18n.placeholders import fill
from ..i18n.reasons import os_error_text
from ..regular_files import FileTooLarge, NotRegularFile, read_regular

EXTENSION = "cinch_qt"

# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate

# The labels callers pass ("the file" by default); translated when the message is made,
# so a caller's English label reads in the player's language too.
_LABELS = (
    QT_TRANSLATE_NOOP("GameFile", "the file"),
    QT_TRANSLATE_NOOP("GameFile", "the game"),
    QT_TRANSLATE_NOOP("GameFile", "the finished game"),
)


def _say(text: str, label: str, *values: object) -> str:
    """``text`` (already translated) with %1 = the label and %2… = ``values``."""
    return fill(text, translate("GameFile", label), *values)


# A saved game is a few kilobytes and the longest legal game (two players to 1000)
# some hundreds; anything larger is not ours and would only cost parsing time (and,
# resumed, serialising time after every move).
MAX_BYTES = 4 * 1024 * 1024
# The name box takes 24 characters (ui/settings_dialog.py); a longer name in a file
# is cut to this, so a hand-edited save cannot slow every label down.
MAX_NAME_CHARS = 24
_UTF8_BOM = b"\xef\xbb\xbf"
# A lone surrogate can only come from a \uD800–\uDFFF escape (UTF-8 cannot hold one).
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x1f\x7f]")


class GameFileError(ValueError):
    """A game file that cannot be used.  ``where`` is a JSON path (or a line/column for
    broken JSON), ``why`` the reason; ``str()`` reads as one sentence."""

    def __init__(self, what: str, where: str = "", why: str = "") -> None:
        super().__init__(what)
        self.what = what
        self.where = where
        self.why = why


class GameFile(FrozenValue):
    """A checked game record and its replayed state.  (A FrozenValue, not a dataclass:
    making one compiles its methods at import, on every start's way to the first
    painted table.)"""

    _fields = ("record", "state", "game")
    record: dict
    state: GameState            # of the game that wrote the record (``game``)
    game: str                   # its registry name (cinch_qt/games/__init__.py)

    def __init__(self, record: dict, state: GameState, game: str = DEFAULT_GAME) -> None:
        self.__dict__.update(record=record, state=state, game=game)


def parse_game_bytes(data: bytes, label: str = "the file", size: int | None = None) -> GameFile:
    """Check ``data`` as a game record; raise GameFileError with a plain message.
    ``size`` is the file's real size when ``data`` holds only its first bytes."""
    if len(data) > MAX_BYTES:
        raise GameFileError(_say(translate("GameFile", "%1 is too large to be a game record "
                                           "(%2 bytes)"), label, f"{max(size or 0, len(data)):,}"),
                            "", "too large")
    if data.startswith(_UTF8_BOM):
        data = data[len(_UTF8_BOM):]   # Notepad and friends write one; it means UTF-8
    if not data.strip():
        raise GameFileError(_say(translate("GameFile", "%1 is empty"), label), "", "empty")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise GameFileError(_say(translate("GameFile", "%1 is not text: byte %2 cannot be "
                                           "read as UTF-8"), label, exc.start),
                            f"byte {exc.start}", "not UTF-8") from None
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        # exc.msg comes from Python's json module and stays in English.
        raise GameFileError(_say(translate("GameFile", "%1 is damaged or cut short: %2 at "
                                           "line %3, column %4"),
                                 label, exc.msg, exc.lineno, exc.colno),
                            f"line {exc.lineno}, column {exc.colno}", exc.msg) from None
    except RecursionError:
        raise GameFileError(_say(translate("GameFile", "%1 is nested too deeply to be a "
                                           "game record"), label), "", "too deep") from None
    except ValueError:
        # Python refuses to read integers of more than 4,300 digits (a guard against
        # slow conversions); no game record holds such a number.
        raise GameFileError(_say(translate("GameFile", "%1 holds a number with too many "
                                           "digits to be a game record"), label),
                            "", "number too long") from None
    if _SURROGATE_ESCAPE.search(text):
        try:
            obj = _without_surrogates(obj)
        except RecursionError:
            raise GameFileError(_say(translate("GameFile", "%1 is nested too deeply to be a "
                                               "game record"), label),
                                "", "too deep") from None
    _bound_names(obj)
    return check_record(obj, label)


def clean_text(text: str, limit: int | None = None) -> str:
    """``text`` safe to show, save and hand to SQLite: lone surrogates (which UTF-8
    cannot encode) become U+FFFD, control characters spaces, and it is cut to
    ``limit`` characters."""
    text = _CONTROL.sub(" ", _SURROGATE.sub("\ufffd", text))
    return text[:limit] if limit is not None else text


def _without_surrogates(obj: Any) -> Any:
    """A copy of a parsed JSON value with every lone surrogate replaced (keys too)."""
    if isinstance(obj, str):
        return _SURROGATE.sub("\ufffd", obj)
    if isinstance(obj, list):
        return [_without_surrogates(v) for v in obj]
    if isinstance(obj, dict):
        return {_SURROGATE.sub("\ufffd", k): _without_surrogates(v) for k, v in obj.items()}
    return obj


def _bound_names(obj: Any) -> None:
    """Cut the players' names (RECORD's ``names`` and ours) to MAX_NAME_CHARS."""
    if not isinstance(obj, dict):
        return
    ext = obj.get(EXTENSION)
    for holder in (obj, ext if isinstance(ext, dict) else None):
        names = holder.get("names") if holder is not None else None
        if isinstance(names, dict):
            for seat, name in names.items():
                if isinstance(name, str):
                    names[seat] = clean_text(name, MAX_NAME_CHARS)


def check_record(obj: Any, label: str = "the file") -> GameFile:
    """Check a record of any registered game: the game is told by the record's
    ``format`` (the registry), and the record is replayed by that game's reader: its
    ``table/record_check.py`` when it has one (Cinch's names every defect in its own
    words), else its ``from_record``.  Something of no known game is read by the
    default game's reader, which says what it expected."""
    _check_values(obj, label)
    info = game_of_record(obj) if isinstance(obj, dict) else None
    if info is None:
        # A format no registered game writes: said without naming a game (a cribbage
        # file must not be called "not a Cinch game record").
        found = obj.get("format") if isinstance(obj, dict) else type(obj).__name__
        raise GameFileError(_say(translate("GameFile", "%1 is not a record of a game this "
                                           "program plays (format %2)"),
                                 label, repr(found)),
                            "format", "not a game record")
    game = info
    # Only the game's own reader is imported, so start-up with one game's save loads
    # no other game.
    check = game.record_check()
    if check is None:
        return _check_other(obj, label, game)
    found = check(obj, label)
    _check_follows(obj, found.state, label)
    return found


# SQLite's INTEGER is eight bytes: a number outside it cannot be filed (OverflowError),
# and no game record needs one.
_SQLITE_MIN, _SQLITE_MAX = -(2 ** 63), 2 ** 63 - 1


def _check_values(obj: Any, label: str) -> None:
    """Every value of any game's record within what JSON, Python and SQLite all take:
    whole numbers within SQLite's range, no NaN or infinity, and a ``version`` that is a
    whole number (``1.0`` and ``true`` equal 1 in Python but are not the version)."""
    if isinstance(obj, dict) and "version" in obj and (
            type(obj["version"]) is not int):
        raise GameFileError(_say(translate("GameFile", "%1 is wrong at %2: expected a whole "
                                           "number"), label, "version"),
                            "version", "expected a whole number")
    # Iterative, so a long record costs no recursion (deep nesting is refused earlier).
    todo: list[tuple[str, Any]] = [("", obj)]
    while todo:
        where, value = todo.pop()
        if isinstance(value, dict):
            todo.extend((f"{where}.{k}" if where else str(k), v) for k, v in value.items())
        elif isinstance(value, list):
            todo.extend((f"{where}[{i}]", v) for i, v in enumerate(value))
        elif isinstance(value, bool) or value is None or isinstance(value, str):
            continue
        elif isinstance(value, int) and not _SQLITE_MIN <= value <= _SQLITE_MAX:
            raise GameFileError(_say(translate("GameFile", "%1 is wrong at %2: the number "
                                               "is too large"), label, where or "(top level)"),
                                where, "number too large")
        elif isinstance(value, float) and not math.isfinite(value):
            raise GameFileError(_say(translate("GameFile", "%1 is wrong at %2: not a number"),
                                     label, where or "(top level)"), where, "not a number")


# What a record states about the game as a whole must be what its moves give, written
# exactly as the game writes it: the history and the statistics read these fields
# (an edited ``sides`` would turn a win into a loss, or crash the filing).
_FOLLOWS = ("seats", "sides", "final")


def _check_follows(obj: dict, state: GameState, label: str) -> None:
    """Refuse a record whose seats, sides or result differ from what the game that
    replayed it writes for the same moves (a type too: ``1.0`` is not ``1``)."""
    try:
        written = state.to_record()
    except Exception:  # noqa: BLE001 - a game that cannot write its record checks nothing
        return
    for key in _FOLLOWS:
        if key not in written:
            continue
        if _canonical(obj.get(key)) != _canonical(written[key]):
            raise GameFileError(_say(translate("GameFile", "%1 is wrong at %2: the record "
                                               "says %3, but its moves give %4"), label, key,
                                     _short(obj.get(key)), _short(written[key])),
                                key, "does not follow from the moves")


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _short(value: Any, limit: int = 80) -> str:
    text = _canonical(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _check_other(obj: dict, label: str, info: GameInfo) -> GameFile:
    """A record of another game than Cinch, read back by the game that wrote it."""
    try:
        state = info.from_record(obj)
    except (RecursionError, MemoryError):
        raise GameFileError(_say(translate("GameFile", "%1 cannot be read: it is too large "
                                           "or too deeply nested"), label),
                            "", "too large") from None
    except Exception as exc:  # a game's reader must never crash the program
        raise GameFileError(_say(translate("GameFile", "%1 cannot be read as a game of "
                                           "%2: %3"), label,
                                 translate("GameChooser", info.title), exc),
                            getattr(exc, "where", ""), str(exc)) from None
    seats = obj.get("seats")
    _check_extension(obj.get(EXTENSION), label,
                     tuple(seats) if isinstance(seats, list) else ())
    _check_follows(obj, state, label)
    return GameFile(obj, state, info.name)


def _check_extension(ext: Any, label: str, seats: tuple[str, ...] | None = None) -> None:
    """Our extension is optional (plain RECORD v1 files import fine), but when present
    it must have the shape the controller resumes from.  ``seats`` are the seat names
    of the game's table (Cinch's S W N E; a cribbage record's own ``seats``)."""
    if ext is None:
        return
    if seats is None:
        from ..i18n.seats import SEAT_CHARS  # the compass seats S W N E
        seats = tuple(SEAT_CHARS)
    if not isinstance(ext, dict):
        raise GameFileError(_say(translate("GameFile", "%1 is wrong at %2: expected an "
                                           "object"), label, EXTENSION),
                            EXTENSION, "expected an object")
    for key in ("levels", "names"):
        value = ext.get(key)
        if value is None:
            continue
        where = f"{EXTENSION}.{key}"
        if isinstance(value, str) and key == "levels":
            continue
        if not isinstance(value, dict):
            raise GameFileError(_say(translate("GameFile", "%1 is wrong at %2: expected an "
                                               "object of seat letters"), label, where),
                                where, "expected an object")
        for seat, item in value.items():
            if seat not in seats or not isinstance(item, str):
                raise GameFileError(_say(translate("GameFile", "%1 is wrong at %2: expected "
                                                   "a seat letter and a text"),
                                         label, f"{where}.{seat}"),
                                    f"{where}.{seat}", "bad entry")
    if ext.get("autoplay", False) not in (True, False):
        raise GameFileError(_say(translate("GameFile", "%1 is wrong at %2: expected true or "
                                           "false"), label, f"{EXTENSION}.autoplay"),
                            f"{EXTENSION}.autoplay", "expected true or false")
    undos = ext.get("undos", 0)
    if type(undos) is not int or undos < 0:
        raise GameFileError(_say(translate("GameFile", "%1 is wrong at %2: expected a whole "
                                           "number"), label, f"{EXTENSION}.undos"),
                            f"{EXTENSION}.undos", "expected a whole number")
    settings = ext.get("settings")
    if settings is not None and not isinstance(settings, dict):
        raise GameFileError(_say(translate("GameFile", "%1 is wrong at %2: expected an "
                                           "object"), label, f"{EXTENSION}.settings"),
                            f"{EXTENSION}.settings", "expected an object")


def read_game_file(path: Path) -> GameFile:
    """Read and check a game file; unreadable files raise GameFileError too."""
    path = Path(path)
    label = translate("GameFile", "“%1”").replace("%1", path.name)
    size = None
    try:
        data = read_regular(path, MAX_BYTES)
    except FileTooLarge:
        try:
            size = os.stat(path).st_size
        except OSError:
            size = MAX_BYTES + 1
        data = b" " * (MAX_BYTES + 1)   # parse_game_bytes says "too large" with the size
    except NotRegularFile:
        raise GameFileError(_say(translate("GameFile", "%1 is not a regular file (a folder, "
                                           "a named pipe or a device)"), label),
                            "", "not a regular file") from None
    except OSError as exc:
        raise GameFileError(_say(translate("GameFile", "%1 cannot be opened: %2"), label,
                                 os_error_text(exc)), "", "cannot open") from None
    return parse_game_bytes(data, label, size)


def game_key(record: dict) -> str:
    """A fingerprint of the game itself (not our display extras), so the same finished
    game is never counted twice, whichever path reports it."""
    core = {k: v for k, v in record.items() if k not in (EXTENSION, "names")}
    blob = json.dumps(core, sort_keys=True, separators=(",", ":")).encode("utf-8")
    import hashlib  # OpenSSL loads with the first game filed, not at start
    return hashlib.sha256(blob).hexdigest()


def content_key(game: GameFile) -> str:
    """A fingerprint of the game's content (its deals and moves), as the game itself
    writes the record it replayed: a copy with other display names, an extra key,
    ``1.0`` for ``1`` or its keys in another order is the same game (else one game
    imported in ten forms would be counted ten times).  The seed counts only for a game
    whose record needs it for its deals (Cinch's and cribbage records hold them)."""
    written = game.state.to_record()
    core = {k: v for k, v in written.items() if k not in (EXTENSION, "names")}
    if "seed" in core and _seed_is_redundant(game.game, core):
        del core["seed"]
    blob = json.dumps(core, sort_keys=True, separators=(",", ":")).encode("utf-8")
    import hashlib
    return "content:" + hashlib.sha256(blob).hexdigest()


def _seed_is_redundant(name: str, core: dict) -> bool:
    """The same game comes back from the record with another seed (the record holds
    what chance decided), so the seed is not part of its content."""
    try:
        other = get_game(name).from_record({**core, "seed": 0}).to_record()
    except Exception:  # noqa: BLE001 - refused: the seed matters
        return False
    other.pop("seed", None)
    return _canonical({k: v for k, v in other.items() if k not in (EXTENSION, "names")}) \
        == _canonical({k: v for k, v in core.items() if k != "seed"})


def action_tokens(record: dict) -> list[tuple]:
    """The choices a record holds, in the order they were made.  A game that was saved
    earlier has a token list that is a prefix of a later save of the same game, which
    is how the kill tests check that a resumed game continues the one that was killed."""
    out: list[tuple] = []
    hands = record.get("hands") or []
    if hands and isinstance(hands[0], dict) and "events" in hands[0]:
        # A cribbage record (CRIB_RECORD v1): each hand's events only ever grow.
        for i, hand in enumerate(record.get("hands", [])):
            out.append(("deal", i, hand.get("dealer"), json.dumps(hand.get("pack"))))
            out.extend(("event", i, json.dumps(ev, sort_keys=True))
                       for ev in hand.get("events", []))
        return out
    for i, hand in enumerate(record.get("hands", [])):
        out.append(("deal", i, hand.get("dealer"), json.dumps(hand.get("deal"),
                                                              sort_keys=True)))
        out.extend(("bid", i, s, n) for s, n in hand.get("bids", []))
        if "trump" in hand:
            out.append(("trump", i, hand["trump"]))
        for key in ("kept", "drawn"):
            out.extend((key, i, s, tuple(c)) for s, c in hand.get(key, {}).items())
        if "dealer_kept" in hand:
            out.append(("dealer_kept", i, tuple(sorted(hand["dealer_kept"]))))
        out.extend(("given", i, s, tuple(sorted(c)))
                   for s, c in hand.get("given", {}).items())
        for t in hand.get("tricks", []):
            out.extend(("play", i, s, c) for s, c in t.get("plays", []))
    return out
