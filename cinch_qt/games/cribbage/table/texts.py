"""Words of the cribbage table that crib-help's ``words.py`` does not (yet) give: seat
and side names (the compass seats in the shell's words) and the strip's, panel's and
session's own texts (translation context ``CribbageTable``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ....i18n.seats import SIDES, player_name, side_name
from .names import crib_player

CONTEXT = "CribbageTable"
# The sides only the six-player table has; the compass seats and the two partnerships
# of four are named by the shell's seats (i18n/seats.py) and names.py's diagonals.
_SIDES = {
    "A": QT_TRANSLATE_NOOP("CribbageTable", "Side A"),
    "B": QT_TRANSLATE_NOOP("CribbageTable", "Side B"),
    "C": QT_TRANSLATE_NOOP("CribbageTable", "Side C"),
}
_SEATS = frozenset(("S", "W", "N", "E", "SW", "NW", "NE", "SE"))


# lupdate finds ``translate("CribbageTable", "…")`` calls; ``tr`` is for the names above.
translate = QCoreApplication.translate


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def seat_display_name(seat_name: str) -> str:
    """A seat ("S", "NW" …) in words; the person's seat is "You"."""
    return crib_player(seat_name) if seat_name in _SEATS else seat_name


def side_display_name(side: str, person_name: str = "") -> str:
    """A side of the score ("S", "NS", "A" …) in words."""
    if side == "S":
        return person_name or player_name(side)
    if side in SIDES:
        return side_name(side)
    if side in _SIDES:
        return tr(_SIDES[side])
    return seat_display_name(side)
