"""Cinch's arena line-ups: which bot sits in which seat, and how duplicate play rotates them.

Line-up A is the ``--ns`` bot and line-up B the ``--ew`` bot.  With four players A sits
North-South; with two players A is South and B North; with three players A is South and
B plays West and East (each for himself, R61).  ``--seat X=bot`` replaces the bot in one
seat while keeping that seat's line-up.
"""

from __future__ import annotations

from ..seating import rotations
from .engine.rules import SEAT_CHARS, Rules


class LineupError(ValueError):
    pass


def seat_lineups(rules: Rules) -> dict[int, str]:
    """Which line-up ("A" or "B") each seat belongs to in the unswapped arrangement."""
    seats = rules.seats
    if rules.players == 4:
        return {s: "A" if rules.side_of(s) == "NS" else "B" for s in seats}
    return {s: "A" if i == 0 else "B" for i, s in enumerate(seats)}


def build(rules: Rules, ns: str, ew: str, overrides: list[str]) -> dict[int, str]:
    """Seat -> bot name for the unswapped arrangement, or LineupError saying why."""
    which = seat_lineups(rules)
    bots = {s: ns if which[s] == "A" else ew for s in rules.seats}
    for text in overrides:
        seat_text, eq, name = text.partition("=")
        seat_text = seat_text.strip().upper()
        if not eq or len(seat_text) != 1 or seat_text not in SEAT_CHARS or not name.strip():
            raise LineupError(f"--seat expects SEAT=BOT like S=expert, not {text!r}")
        seat = SEAT_CHARS.index(seat_text)
        if seat not in rules.seats:
            raise LineupError(f"--seat {text}: seat {seat_text} is not at a "
                              f"{rules.players}-player table (seats "
                              f"{', '.join(SEAT_CHARS[s] for s in rules.seats)})")
        bots[seat] = name.strip()
    return bots


def arrangements(rules: Rules, bots: dict[int, str], duplicate: bool
                 ) -> list[dict[int, tuple[str, str]]]:
    """The seatings each deal is played with: seat -> (line-up, bot).  Duplicate play
    swaps the line-ups between the sides (two and four players) or rotates the seats so
    that every seat's bot sits in every seat once (three players): the generic rotation
    of loop.py, one seat step per side."""
    which = seat_lineups(rules)
    first = {s: (which[s], bots[s]) for s in rules.seats}
    return rotations(rules.seats, len(rules.sides), first, duplicate)
