"""The rule options of a cribbage game (C83, C84, C43, C91, C95, W34, W41) and the
seating they imply (C1, C2)."""

from __future__ import annotations

from typing import Any

# C2: the human sits at S; manual counting and peg duty concern that seat.
from ...base import PERSON  # noqa: F401 - importable here
from ...frozen_value import FrozenValue

# C2: seats clockwise for each number of players; the person is always at S (seat 0).
SEAT_NAMES = {2: ("S", "N"), 3: ("S", "W", "E"), 4: ("S", "W", "N", "E"),
              6: ("S", "SW", "NW", "N", "NE", "SE")}
# CRIB_RECORD "Sides": partners sit opposite, so with 4 and 6 players the side of seat
# ``s`` is ``s % sides`` (S–N, W–E; S–N, SW–NE, NW–SE).
SIDE_NAMES = {2: ("S", "N"), 3: ("S", "W", "E"), 4: ("NS", "EW"), 6: ("A", "B", "C")}
BOARDS = ("classic", "crib-wars")
HEELS = ("withheld", "allowed")
COUNTING = ("automatic", "manual")
MUGGINS = ("off", "cut-throat", "friendly")
MATCHES = (1, 3, 5, 7)


class RulesError(ValueError):
    """A rule option outside what the books allow; ``option`` names it, ``rule`` the id."""

    def __init__(self, option: str, value: object, allowed: str, rule: str) -> None:
        super().__init__(f"{option} must be {allowed}, not {value!r} ({rule})")
        self.option = option
        self.value = value
        self.rule = rule


def _choice(name: str, value: object, allowed: tuple, rule: str) -> None:
    if isinstance(value, bool) and bool not in {type(a) for a in allowed}:
        raise RulesError(name, value, " or ".join(map(str, allowed)), rule)
    if value not in allowed:
        raise RulesError(name, value, " or ".join(map(str, allowed)), rule)


class Rules(FrozenValue):
    """Every option with its default.  ``skunks=None`` means the board's default (on for
    the classic board, C83; off for Crib Wars, W41).  (A FrozenValue, not a dataclass:
    making one compiles its methods at import, on the way to the first painted table.)"""

    _fields = ("players", "board", "heels_near_end", "skunks", "counting", "muggins",
               "peg_duty", "match")
    players: int
    board: str
    heels_near_end: str
    skunks: bool
    counting: str
    muggins: str
    peg_duty: bool
    match: int

    def __init__(self, players: int = 2, board: str = "classic",
                 heels_near_end: str = "withheld", skunks: bool | None = None,
                 counting: str = "automatic", muggins: str = "off", peg_duty: bool = False,
                 match: int = 1) -> None:
        _choice("players", players, (2, 3, 4, 6), "C1")
        _choice("board", board, BOARDS, "C80")
        _choice("heels_near_end", heels_near_end, HEELS, "C43")
        if skunks is None:
            skunks = board == "classic"
        if not isinstance(skunks, bool):
            raise RulesError("skunks", skunks, "true or false", "C83")
        _choice("counting", counting, COUNTING, "C91")
        _choice("muggins", muggins, MUGGINS, "C95")
        if muggins != "off" and counting != "manual":
            raise RulesError("muggins", muggins, "off with automatic counting", "C95")
        if not isinstance(peg_duty, bool):
            raise RulesError("peg_duty", peg_duty, "true or false", "W34")
        _choice("match", match, MATCHES, "C84")
        self.__dict__.update(players=players, board=board, heels_near_end=heels_near_end,
                             skunks=skunks, counting=counting, muggins=muggins,
                             peg_duty=peg_duty, match=match)

    # ----------------------------------------------------------------- seating
    @property
    def seats(self) -> tuple[int, ...]:
        return tuple(range(self.players))

    @property
    def seat_names(self) -> tuple[str, ...]:
        return SEAT_NAMES[self.players]

    @property
    def n_sides(self) -> int:
        return {2: 2, 3: 3, 4: 2, 6: 3}[self.players]

    @property
    def side_names(self) -> tuple[str, ...]:
        return SIDE_NAMES[self.players]

    def side_of(self, seat: int) -> int:
        return seat % self.n_sides

    def side_seats(self, side: int) -> tuple[int, ...]:
        return tuple(s for s in self.seats if s % self.n_sides == side)

    # ----------------------------------------------------------------- records
    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self._fields}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        known = set(cls._fields)
        unknown = sorted(set(data) - known)
        if unknown:
            raise RulesError(unknown[0], data[unknown[0]], "a known option", "C84")
        return cls(**data)
