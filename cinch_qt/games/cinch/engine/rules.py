"""The rule options of a game (R2, R20, R22, R53) and the seating they imply (R1)."""

from __future__ import annotations

from dataclasses import dataclass

from .errors import RECORD_REASONS

SEAT_CHARS = "SWNE"  # clockwise (R1)
S, W, N, E = 0, 1, 2, 3
ALL_PASS_CHOICES = ("throw_in", "stuck_dealer")

# Which seats are used, in clockwise order, for each number of players (RECORD.md).
SEATS_BY_PLAYERS = {2: (S, N), 3: (S, W, E), 4: (S, W, N, E)}


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class RulesError(ValueError):
    """A rule option outside what the rules allow; ``option`` names it."""

    def __init__(self, option: str, value: object) -> None:
        super().__init__(RECORD_REASONS[f"bad_{option}"].format(repr(value)))
        self.option = option
        self.value = value


@dataclass(frozen=True)
class Rules:
    players: int = 4
    target: int = 51
    min_bid: int = 1
    all_pass: str = "throw_in"

    def __post_init__(self) -> None:
        if not _whole(self.players) or self.players not in SEATS_BY_PLAYERS:
            raise RulesError("players", self.players)
        if not _whole(self.target) or not 1 <= self.target <= 1000:
            raise RulesError("target", self.target)
        if not _whole(self.min_bid) or not 1 <= self.min_bid <= 14:
            raise RulesError("min_bid", self.min_bid)
        if self.all_pass not in ALL_PASS_CHOICES:
            raise RulesError("all_pass", self.all_pass)

    @property
    def seats(self) -> tuple[int, ...]:
        return SEATS_BY_PLAYERS[self.players]

    @property
    def partnerships(self) -> bool:
        return self.players == 4

    def side_of(self, seat: int) -> str:
        """Side name as in RECORD.md: NS/EW with four players, else the seat letter."""
        if self.players == 4:
            return "NS" if seat in (N, S) else "EW"
        return SEAT_CHARS[seat]

    @property
    def sides(self) -> tuple[str, ...]:
        if self.players == 4:
            return ("NS", "EW")
        return tuple(SEAT_CHARS[s] for s in self.seats)

    def side_seats(self, side: str) -> tuple[int, ...]:
        return tuple(s for s in self.seats if self.side_of(s) == side)

    def next_seat(self, seat: int) -> int:
        """The seat to the left, i.e. next clockwise (R1, R3)."""
        seats = self.seats
        return seats[(seats.index(seat) + 1) % len(seats)]

    def order_from_left_of(self, seat: int) -> list[int]:
        """Every seat starting at ``seat``'s left and ending with ``seat``."""
        seats = self.seats
        i = seats.index(seat)
        return [seats[(i + k) % len(seats)] for k in range(1, len(seats) + 1)]

    def to_dict(self) -> dict:
        return {"players": self.players, "target": self.target, "min_bid": self.min_bid,
                "all_pass": self.all_pass}


def seat_char(seat: int) -> str:
    return SEAT_CHARS[seat]


def parse_seat(text: str) -> int:
    if not isinstance(text, str) or len(text) != 1 or text not in SEAT_CHARS:
        raise ValueError(f"not a seat: {text!r} (expected one of S, W, N, E)")
    return SEAT_CHARS.index(text)
