"""The seats of the four-seat table and their sides in the player's language: "South",
"You", "North–South", "NS".  Every game seated at the compass points names them here
(Cinch's announcements, Cribbage's seats and sides, the games database's line-ups).

South is always the person (R1, and C-rules' seat 0), so sentences about South use
"you" forms.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .placeholders import fill

translate = QCoreApplication.translate

SEAT_CHARS = "SWNE"  # seat 0 is South, then clockwise (every game's records say so)
HUMAN = 0  # South (R1)

_SEATS = (
    QT_TRANSLATE_NOOP("Table", "South"),
    QT_TRANSLATE_NOOP("Table", "West"),
    QT_TRANSLATE_NOOP("Table", "North"),
    QT_TRANSLATE_NOOP("Table", "East"),
)
SIDES = {
    "NS": QT_TRANSLATE_NOOP("Table", "North–South"),
    "EW": QT_TRANSLATE_NOOP("Table", "East–West"),
}


# One-letter seat abbreviations; a side of four players is its two letters ("NS", "EW";
# French "NS", "EO"; Dutch "NZ", "OW").
_SEAT_LETTERS = (
    QT_TRANSLATE_NOOP("SeatLetters", "S"),
    QT_TRANSLATE_NOOP("SeatLetters", "W"),
    QT_TRANSLATE_NOOP("SeatLetters", "N"),
    QT_TRANSLATE_NOOP("SeatLetters", "E"),
)


def seat_index(seat: int | str) -> int:
    if isinstance(seat, str) and len(seat) == 1 and seat.upper() in SEAT_CHARS:
        return SEAT_CHARS.index(seat.upper())
    if isinstance(seat, int) and 0 <= seat < 4:
        return seat
    raise ValueError(f"not a seat: {seat!r} (expected 0..3 or one of S, W, N, E)")


def seat_name(seat: int | str) -> str:
    """"South", "Sud", "Zuid" (a seat int or its letter)."""
    return translate("Table", _SEATS[seat_index(seat)])


def player_name(seat: int | str) -> str:
    """"You" for South, the seat name for everybody else."""
    index = seat_index(seat)
    return translate("Table", "You") if index == HUMAN else seat_name(index)


def side_name(side: str) -> str:
    """"North–South" / "East–West" with four players; with two or three players a
    side is one seat, named by ``player_name``."""
    if side in SIDES:
        return translate("Table", SIDES[side])
    return player_name(side)


def side_short(side: str) -> str:
    """A side or seat as a short label for headers and the score line: "NS", "EW", "W"
    in English; each letter is translated ("EO" in French, "OW" in Dutch)."""
    return "".join(translate("SeatLetters", _SEAT_LETTERS[seat_index(letter)])
                   for letter in side)


def holding(name: str, cards: str) -> str:
    """"North holds the king of clubs, …": a player's hand in a sentence (every game's
    replay says each hand so to screen readers)."""
    return fill(translate("ReplayWidget", "%1 holds %2."), name, cards)
