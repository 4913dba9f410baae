"""The one place a side's score comes from: its mark (W7), and where every hole of it
came from.

The board's peg, the badge over the board, the Scores table and the status line all read
a side's standing from here, so they cannot disagree: the standing is the mark of the
side's hole (W7: 241 minus the holes still to walk; on the classic board the hole
number, C80), and a hand's entry in the table is what each event of the hand moved the
side's mark, split by what moved it.  The entries of a game therefore add up to the mark
exactly, whatever the board did to the peg (W10 jumps, W11 traps, W12 shortcuts, W31
retreats, W35 releases, W36 awards, W6 points past the game hole).

Pure Python: no Qt (the table's Qt parts import it, never the other way round)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..engine.boards import Board, get_board

# What moved a side's mark, in the order the detail lists them.
PEGGING = ("play", "go", "heels")      # score kinds that belong to the pegging column
KINDS = ("pegging", "hand", "crib", "muggins", "board", "penalty")


def kind_of(why: str) -> str:
    """The ledger's kind of a ``score`` event's reason (CRIB_RECORD.md)."""
    if why in PEGGING:
        return "pegging"
    if why in ("hand", "crib"):
        return why
    if why in ("muggins", "excess"):   # C94, C95 (W42: moves of the side that gets them)
        return "muggins"
    if why == "award":                 # W36
        return "penalty"
    raise ValueError(f"unknown score reason {why!r}")


def empty(sides: Iterable[str]) -> dict[str, dict[str, int]]:
    return {side: dict.fromkeys(KINDS, 0) for side in sides}


def add_event(points: dict[str, dict[str, int]], board: Board, ev: Mapping) -> None:
    """Add what one record event moved its side's mark to ``points``.

    A score is split in two: the points the cards (or the award) earned go to its kind;
    whatever the board added or took on top of them (a red jump's 20 holes, a trap's
    cost, a green shortcut's saving, an award's skip past a square) goes to "board" or,
    for an award, stays with "penalty".  A score that reaches the game hole earns only
    the holes it walked (W6: extra points are lost).  A retreat and a release are the
    penalty's (W31, W35)."""
    kind = ev.get("e")
    if kind not in ("score", "retreat", "release"):
        return
    side = ev["side"]
    delta = board.mark(ev["to"]) - board.mark(ev["from"])
    row = points.setdefault(side, dict.fromkeys(KINDS, 0))
    if kind != "score":
        row["penalty"] += delta
        return
    what = kind_of(ev["why"])
    earned = int(ev["points"])
    if ev["to"] == board.finish:
        earned = delta
    row[what] += earned
    rest = delta - earned
    if rest:
        row["penalty" if what == "penalty" else "board"] += rest


def hand_points(record: Mapping, sides: Iterable[str],
                board: Board | str = "classic") -> dict[str, dict[str, int]]:
    """Each side's mark moves in one hand record, by kind (``KINDS``)."""
    if isinstance(board, str):
        board = get_board(board)
    points = empty(sides)
    for ev in record["events"]:
        add_event(points, board, ev)
    return points


def standing(board: Board | str, hole: str) -> int:
    """A side's standing: the mark of its hole (W7), in the unit of the target."""
    if isinstance(board, str):
        board = get_board(board)
    return board.mark(hole)


def target(board: Board | str) -> int:
    """The mark that wins (121 or 241: C80, W6)."""
    if isinstance(board, str):
        board = get_board(board)
    return board.finish_mark
