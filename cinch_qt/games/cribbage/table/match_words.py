"""What the table says of a match (C84): its standing on the badge, under the game's
result, and whether it is won.  Side codes in, display names out (the badges' names)."""

from __future__ import annotations

from collections.abc import Mapping

from ....i18n.placeholders import fill
from .texts import translate


def standing(to: int, points: Mapping[str, int], names: Mapping[str, str]) -> str:
    """"Match to 3: You 1 · North 2" (game points won so far, C81, C82)."""
    parts = " · ".join(f"{names.get(side, side)} {n}" for side, n in points.items())
    return fill(translate("CribbageMatch", "Match to %1: %2"), to, parts)


def after_game(to: int, points: Mapping[str, int], names: Mapping[str, str],
               winner: str | None, person: str) -> str:
    """The line under a finished game's result: the standing, and the match's end."""
    line = standing(to, points, names)
    if winner is None:
        return line + " " + translate("CribbageMatch", "Next game: the first dealer is drawn "
                                                       "again.")
    if winner == person:
        return line + " " + translate("CribbageMatch", "You have won the match.")
    return line + " " + fill(translate("CribbageMatch", "The match goes to %1."),
                             names.get(winner, winner))
