"""The Crib Wars board of CRIBWARS.md, read from its machine-readable twin.

``cribwars-board.json`` beside this module is a copy of ``shared/cribwars-board.json``
(a test keeps them equal). Its topology is normative; the drawing coordinates are a
recommendation and are exposed read-only on each :class:`~.base.Hole` for the UI.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from .base import Board, BoardDataError, Hole, HoleKind, SkunkLines, Square, SquareKind

FILE_NAME = "cribwars-board.json"
FORMAT = "cribwars-board"
VERSION = 1


def read_board_json() -> dict[str, Any]:
    """The packaged board description, parsed."""
    try:
        text = resources.files(__package__).joinpath(FILE_NAME).read_text(encoding="utf-8")
    except OSError as exc:
        raise BoardDataError(f"the Crib Wars board file {FILE_NAME} is missing from the "
                             f"installation: {exc}") from exc
    return json.loads(text)


def board_from_json(data: dict[str, Any]) -> Board:
    """Build and validate a board from a cribwars-board description (BoardDataError on
    anything the book does not allow)."""
    try:
        return _build(data)
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, BoardDataError):
            raise
        raise BoardDataError(f"Crib Wars board description is malformed: "
                             f"{type(exc).__name__}: {exc}") from exc


def _build(data: dict[str, Any]) -> Board:
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise BoardDataError(f"unknown board format {data.get('format')!r} version "
                             f"{data.get('version')!r} (this program reads {FORMAT} "
                             f"version {VERSION})")
    holes: dict[str, Hole] = {}
    for raw in data["holes"]:
        hid = raw["id"]
        if hid in holes:
            raise BoardDataError(f"hole {hid} is listed twice")
        kind = HoleKind(raw["type"])
        holes[hid] = Hole(id=hid, kind=kind, mark=raw["mark"], path=raw["path"],
                          index=raw["index"], next=raw["next"], square=raw.get("feature"),
                          slides_to=raw.get("slides_to"), branch_to=raw.get("branch_to"),
                          x=float(raw["x"]), y=float(raw["y"]))
    paths = data["paths"]

    def path_holes(pid: str) -> tuple[str, ...]:
        found = sorted((h for h in holes.values() if h.path == pid), key=lambda h: h.index)
        return tuple(h.id for h in found)

    squares: dict[str, Square] = {}

    def add(sq: Square) -> None:
        if sq.id in squares:
            raise BoardDataError(f"square {sq.id} is listed twice")
        squares[sq.id] = sq

    feats = data["features"]
    for r in feats["red"]:
        add(Square(r["id"], SquareKind.RED, tuple(r["entry"]), exits=tuple(r["exit"])))
    for kind, key in ((SquareKind.TRAP, "trap"), (SquareKind.GREEN, "green")):
        for t in feats[key]:
            pid = t["path"]
            ph = path_holes(pid)
            p = paths[pid]
            if (len(ph) != t["path_length"] or len(ph) != p["length"]
                    or p["rejoins"] != t["rejoins"] or p["switch_holes"] != t["holes"]):
                raise BoardDataError(f"{t['id']}: the feature and paths.{pid} disagree")
            add(Square(t["id"], kind, tuple(t["holes"]), path=ph, rejoins=t["rejoins"],
                       award_skip_to=t.get("award_skip_to")))
    for p in feats["penalty"]:
        add(Square(p["id"], SquareKind.PENALTY, (p["hole"],), retreat_to=p["retreat_to"],
                   award_skip_to=p["award_skip_to"], release_to=p["occupant_release_to"]))
    skunk = data["skunk_lines_option"]
    lane = _lane_offset(data.get("geometry_note", ""))
    return Board(name="crib-wars", title=data["name"], holes=holes, squares=squares,
                 start=data["start"], finish=data["finish"],
                 heels_exception_marks=frozenset(data["heels_exception_marks"]),
                 skunk_lines=SkunkLines(skunk["skunk"], skunk["double_skunk"]),
                 skunks_default=False,        # W41: skunks off by default on this board
                 lane_offset=lane)


def _lane_offset(note: str) -> float:
    """The drawing note says "add 0.8*lane to y"; CRIBWARS.md "Drawing" says the same."""
    import re
    m = re.search(r"add\s+([0-9.]+)\s*\*\s*lane", note)
    return float(m.group(1)) if m else 0.8


def cribwars_board() -> Board:
    """The project's Crib Wars board (241 holes), loaded and checked."""
    return board_from_json(read_board_json())
