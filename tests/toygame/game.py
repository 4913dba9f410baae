"""Nim with cards: a row of cards between two seats; in turn each takes one, two or
three; whoever takes the last card wins.  Toy rules, with toy rule ids:

N1  a turn takes 1, 2 or 3 cards, never more than the row holds
N2  only the seat to act may take
N3  the seat that takes the last card wins (one game point, paid by the other)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from cinch_qt.games.base import GameState, IllegalAction
from cinch_qt.games.felt_frame import FeltFrame, Pile

NAME = "toy-nim"
OPTIONS: dict[str, Any] = {"min_cards": 9, "max_cards": 15}
SIDES = ("S", "N")
FORMAT = "toy-nim"


class RecordError(ValueError):
    pass


@dataclass(frozen=True)
class Take:
    seat: int
    count: int


@dataclass(frozen=True)
class Observation:
    seat: int
    row: int
    to_act: int | None
    legal: tuple[Take, ...]


class NimState:
    def __init__(self, options: dict[str, Any], seed: int) -> None:
        lo, hi = options["min_cards"], options["max_cards"]
        if not (isinstance(lo, int) and isinstance(hi, int) and 1 <= lo <= hi):
            raise ValueError(f"min_cards and max_cards must be 1 <= min <= max, "
                             f"not {lo}, {hi}")
        rng = random.Random(seed)
        self.options = dict(options)
        self.seed = seed
        self.start = rng.randint(lo, hi)
        self.first = rng.randrange(2)
        self.row = self.start
        self.takes: list[int] = []
        self.winner: int | None = None

    @property
    def current_seat(self) -> int | None:
        if self.winner is not None:
            return None
        return (self.first + len(self.takes)) % 2

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def legal_actions(self) -> list[Take]:
        seat = self.current_seat
        if seat is None:
            return []
        return [Take(seat, n) for n in (1, 2, 3) if n <= self.row]

    def apply(self, action: Take) -> None:
        if not isinstance(action, Take):
            raise IllegalAction("N1", f"not a move of this game: {action!r}")
        if action.seat != self.current_seat:
            raise IllegalAction("N2", f"seat {action.seat} may not take now")
        if not 1 <= action.count <= min(3, self.row):
            raise IllegalAction("N1", f"cannot take {action.count} of {self.row} cards")
        self.row -= action.count
        self.takes.append(action.count)
        if self.row == 0:
            self.winner = action.seat                                     # N3

    def observation(self, seat: int) -> Observation:
        legal = tuple(self.legal_actions()) if seat == self.current_seat else ()
        return Observation(seat, self.row, self.current_seat, legal)

    def result(self) -> dict[str, int] | None:
        if self.winner is None:
            return None
        return {SIDES[s]: (1 if s == self.winner else -1) for s in (0, 1)}

    def to_record(self) -> dict:
        return {"format": FORMAT, "version": 1, "options": dict(self.options),
                "seed": self.seed, "takes": list(self.takes),
                "result": self.result()}

    def clone(self) -> NimState:
        new = object.__new__(NimState)
        new.__dict__ = dict(self.__dict__, takes=list(self.takes))
        return new


def new_state(options: dict[str, Any], seed: int) -> NimState:
    return NimState(options, seed)


def from_record(record: dict) -> NimState:
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise RecordError("not a toy-nim record")
    state = NimState(record["options"], record["seed"])
    for count in record["takes"]:
        try:
            state.apply(Take(state.current_seat, count))
        except IllegalAction as exc:
            raise RecordError(f"takes: {exc}") from None
    return state


def side_name(state: NimState, seat: int) -> str:
    return SIDES[seat]


class RandomBot:
    def __init__(self, seed: str) -> None:
        self.rng = random.Random(seed)

    def choose(self, obs: Observation) -> Take:
        return self.rng.choice(obs.legal)


class PerfectBot:
    """Leaves a multiple of four whenever it can (the winning strategy)."""

    def __init__(self, seed: str) -> None:
        self.fallback = RandomBot(seed)

    def choose(self, obs: Observation) -> Take:
        if obs.row % 4:
            return Take(obs.seat, obs.row % 4)
        return self.fallback.choose(obs)


BOTS = {"random": RandomBot, "perfect": PerfectBot}
# The shared levels (players/level): the lower two take at random, the upper two play N3's
# winning strategy.
LEVEL_BOTS = {"random": RandomBot, "easy": RandomBot, "normal": PerfectBot,
              "expert": PerfectBot}


class Hooks:
    deal_seed = None  # the arena loop's own deal and bot seeds
    bot_seed = None

    def seats(self, state: NimState) -> list[int]:
        return [0, 1]

    def make_bot(self, name: str, seed: str) -> Any:
        if name not in BOTS:
            raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(BOTS)}")
        return BOTS[name](seed)

    def seat_label(self, seat: int) -> str:
        return SIDES[seat]

    def side_of(self, state: NimState, seat: int) -> str:
        return SIDES[seat]

    def phase(self, observation: Observation) -> str:
        return "take"

    def finished(self, state: NimState, done: int) -> list[dict[str, Any]]:
        return [{"scored": state.result()}] if state.is_over and done == 0 else []

    def stop(self, state: NimState, games: bool) -> bool:
        return state.is_over

    def figures(self, state: NimState, unit: dict, seating: dict) -> list[tuple]:
        return []

    def name_record(self, record: dict, seating: dict) -> None:
        record["names"] = {SIDES[s]: f"{lu}:{nm}" for s, (lu, nm) in seating.items()}


def arena_hooks() -> Hooks:
    return Hooks()


# ---------------------------------------------------------------- the table (FeltGame)
def row_cards(state: NimState) -> list[int]:
    """The faces of the row as dealt: the seed's shuffle of the deck, as many as the row
    held (the engine counts cards; the felt shows which)."""
    return random.Random(f"{state.seed}:faces").sample(range(52), state.start)


def _piles(state: NimState, upto: int) -> tuple[Pile, ...]:
    cards = row_cards(state)
    taken: dict[int, list[int]] = {0: [], 1: []}
    at = 0
    for turn, count in enumerate(state.takes[:upto]):
        taken[(state.first + turn) % 2] += cards[at:at + count]
        at += count
    return (Pile("N", tuple(taken[1]), (0.5, 0.16), label=f"North: {len(taken[1])}"),
            Pile("row", tuple(cards[at:]), (0.5, 0.5), label=f"{len(cards) - at} in the row"),
            Pile("S", tuple(taken[0]), (0.5, 0.84), label=f"You: {len(taken[0])}"))


def _over_words(state: NimState) -> str:
    return ("You took the last card and win (N3)." if state.winner == 0 else
            "North took the last card and wins (N3).")


class Felt:
    """Nim on the shell's frame felt: clicking (or dragging to your pile) the k-th card
    of the row takes the first k cards (N1)."""

    def frame(self, state: GameState, seat: int) -> FeltFrame:
        piles = _piles(state, len(state.takes))
        mine = state.current_seat == seat
        return FeltFrame(piles, frozenset(piles[1].cards[:3]) if mine else frozenset(),
                         target="S", title=_over_words(state) if state.is_over else "")

    def gesture(self, state: GameState, seat: int, card: int) -> Take:
        row = _piles(state, len(state.takes))[1].cards
        if card not in row[:3]:
            raise IllegalAction("N1", "Take one, two or three cards from the left of "
                                      "the row")
        return Take(seat, row.index(card) + 1)

    def hint(self, state: GameState, action: Take) -> tuple[int | None, str]:
        row = _piles(state, len(state.takes))[1].cards
        return row[action.count - 1], (f"Take {action.count}: leave North a multiple "
                                       f"of four when you can (N3).")

    def replay(self, record: dict) -> list[FeltFrame]:
        state = from_record(record)
        frames = []
        for n in range(len(state.takes) + 1):
            piles = _piles(state, n)
            title = f"Take {n}" if n else "The deal"
            lines = (f"{SIDES[(state.first + n - 1) % 2]} takes {state.takes[n - 1]}",) \
                if n else (f"{SIDES[state.first]} begins",)
            if n == len(state.takes) and state.is_over:
                lines += (_over_words(state),)
            frames.append(FeltFrame(piles, title=title, lines=lines,
                                    score=f"{len(piles[1].cards)} left"))
        return frames

    def bot(self, level: str, seed: str) -> RandomBot | PerfectBot:
        return LEVEL_BOTS[level](seed)

    def options(self, stored: dict[str, Any]) -> dict[str, Any]:
        most = stored.get("toygame/max_cards", OPTIONS["max_cards"])
        return {"min_cards": min(OPTIONS["min_cards"], most), "max_cards": most}

    def setting_label(self, key: str) -> str:
        return "Most cards in the row:"

    def may_take_back(self, then: GameState, now: GameState) -> bool:
        return True       # nothing is hidden in Nim: every take may be taken back


FELT = Felt()
