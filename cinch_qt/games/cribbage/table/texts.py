"""Words of the cribbage table that crib-help's ``words.py`` does not (yet) give: seat
names and the strip's, panel's and session's own texts (translation context
``CribbageTable``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "CribbageTable"
_SEATS = {
    "S": QT_TRANSLATE_NOOP("CribbageTable", "South"),
    "W": QT_TRANSLATE_NOOP("CribbageTable", "West"),
    "N": QT_TRANSLATE_NOOP("CribbageTable", "North"),
    "E": QT_TRANSLATE_NOOP("CribbageTable", "East"),
    "SW": QT_TRANSLATE_NOOP("CribbageTable", "South-west"),
    "NW": QT_TRANSLATE_NOOP("CribbageTable", "North-west"),
    "NE": QT_TRANSLATE_NOOP("CribbageTable", "North-east"),
    "SE": QT_TRANSLATE_NOOP("CribbageTable", "South-east"),
}
_SIDES = {
    "NS": QT_TRANSLATE_NOOP("CribbageTable", "North–South"),
    "EW": QT_TRANSLATE_NOOP("CribbageTable", "East–West"),
    "A": QT_TRANSLATE_NOOP("CribbageTable", "Side A"),
    "B": QT_TRANSLATE_NOOP("CribbageTable", "Side B"),
    "C": QT_TRANSLATE_NOOP("CribbageTable", "Side C"),
}


# lupdate finds ``translate("CribbageTable", "…")`` calls; ``tr`` is for the names above.
translate = QCoreApplication.translate


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def seat_display_name(seat_name: str) -> str:
    """A seat ("S", "NW" …) in words; the person's seat is "You"."""
    if seat_name == "S":
        return translate("CribbageTable", "You")
    return tr(_SEATS.get(seat_name, seat_name))



def side_display_name(side: str, person_name: str = "") -> str:
    """A side of the score ("S", "NS", "A" …) in words."""
    if side == "S":
        return person_name or translate("CribbageTable", "You")
    if side in _SIDES:
        return tr(_SIDES[side])
    return tr(_SEATS.get(side, side))
