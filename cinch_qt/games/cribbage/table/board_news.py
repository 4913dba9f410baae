"""What the Crib Wars board did, in whole sentences: the felt shows
them under the board once the peg has come to rest and keeps them until the person's
next decision is taken; they are said for screen readers at the same moment.

The sentences of a square, a penalty effect and an award are words.announce_square and
words.announce_score (the table's sentences, shared with the screen reader's); a move
down a blue path or a green shortcut (W5, W11, W12) has its own here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....i18n.placeholders import fill
from ..engine.boards import Board, HoleKind
from . import words
from .felt_words import capital, hole_place

_SQUARE_KIND = {"R": "red", "T": "trap", "G": "green", "P": "penalty"}


def title() -> str:
    return QCoreApplication.translate("CribbageBoard", "On the board")


def path_sentence(name: str, blue: bool, rejoin: int, mine: bool) -> str:
    """W5, W11, W12: a move that started on a trap or a zone went down its path."""
    if blue:
        source = (QCoreApplication.translate("CribbageBoard", "You went down the blue path "
                                                              "and back to hole %2.")
                  if mine else
                  QCoreApplication.translate("CribbageBoard", "%1 went down the blue path "
                                                              "and back to hole %2."))
    else:
        source = (QCoreApplication.translate("CribbageBoard", "You took the green shortcut "
                                                              "to hole %2.")
                  if mine else
                  QCoreApplication.translate("CribbageBoard", "%1 took the green shortcut "
                                                              "to hole %2."))
    return capital(fill(source, name, rejoin))


def sentences(board: Board, ev: dict, name: str, mine: bool,
              at: str | None = None) -> list[str]:
    """The sentences one record event earns on the board ([] for a plain move).  Each
    square and penalty effect says where the peg then stands (the event's
    hole, or ``at``, the side's hole, for sitting out, which does not move it)."""
    kind = ev.get("e")
    out: list[str] = []
    end = ev.get("to") or at
    where = hole_place(board.hole(end)) if end else ""
    if kind == "score":
        start = board.hole(ev["from"])
        if start.kind in (HoleKind.TRAP, HoleKind.GREEN_ZONE):
            sq = board.squares[start.square]
            out.append(path_sentence(name, start.kind is HoleKind.TRAP,
                                     board.hole(sq.rejoins).index, mine))
        if ev.get("why") == "award":
            out.append(words.announce_score(name, int(ev["points"]), "award", mine))
        square = ev.get("square")
        if square and square[0] in _SQUARE_KIND:
            out.append(words.announce_square(name, _SQUARE_KIND[square[0]], mine, where))
    elif kind in ("retreat", "release", "sit_out"):
        out.append(words.announce_square(name, kind, mine, where))
    return out


