"""Cribbage seats and sides in the player's language, for the resume question, the
history, the statistics and the replay (CRIB_RECORD "Seats" and "Sides").

Four-seat names come from the Table context Cinch already uses ("South", "You"); the
six-player table adds the four diagonal seats.  A side of one seat is that player; a
side of partners is its players joined ("You & North").
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ....i18n.placeholders import fill
from ....i18n.seats import player_name, side_short
from ....i18n.words import table_words

translate = QCoreApplication.translate

_DIAGONALS = {
    "SW": QT_TRANSLATE_NOOP("CribNames", "South-West"),
    "NW": QT_TRANSLATE_NOOP("CribNames", "North-West"),
    "NE": QT_TRANSLATE_NOOP("CribNames", "North-East"),
    "SE": QT_TRANSLATE_NOOP("CribNames", "South-East"),
}
# CRIB_RECORD: sides of the four- and six-player tables and their seats.
SIDE_SEATS = {"NS": ("S", "N"), "EW": ("W", "E"),
              "A": ("S", "N"), "B": ("SW", "NE"), "C": ("NW", "SE")}


def crib_player(seat: str) -> str:
    """"You", "West", "North-East" for a cribbage seat letter."""
    if seat in _DIAGONALS:
        return translate("CribNames", _DIAGONALS[seat])
    return player_name(seat)


def crib_side(side: str, names: dict[str, str] | None = None) -> str:
    """A side: its one player, or its partners ("You & North").  ``names`` are the
    record's own names; a seat without one is named by its place at the table."""
    names = names or {}
    seats = SIDE_SEATS.get(side, (side,))

    def who(seat: str) -> str:
        name = names.get(seat)
        # The record's default names are English; shown, they are said in the
        # player's language, while a name the person typed stays as typed.
        if not name or name == seat or name in ("You", "South", "West", "North", "East"):
            return crib_player(seat)
        return name

    out = who(seats[0])
    for seat in seats[1:]:
        out = fill(translate("CribNames", "%1 & %2"), out, who(seat))
    return out


def crib_side_short(side: str) -> str:
    """A side in few letters for a result line: the player of a one-seat side ("West"),
    "NS"/"EW" with four players (Cinch's letters, "EO" in French), and the partners'
    seat letters joined with six ("SW-NE", "SO-NE" in French)."""
    seats = SIDE_SEATS.get(side, (side,))
    if len(seats) == 1:
        return crib_player(seats[0])
    if side in ("NS", "EW"):
        return side_short(side)
    return "-".join(side_short(seat) for seat in seats)


def score_line(scores: dict[str, int], names: dict[str, str] | None = None) -> str:
    """"You 61, North 48" (the person's side first as the caller orders it)."""
    return ", ".join(table_words("name and value", crib_side(side, names), points)
                     for side, points in scores.items())
