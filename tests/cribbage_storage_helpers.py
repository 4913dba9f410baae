"""Cribbage games played by bots through the engine, recorded as the table records them
(CRIB_RECORD v1 plus our "cinch_qt" extension), for the storage tests."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from cinch_qt.games import get_game
from cinch_qt.games.cribbage.ai import make_player
from cinch_qt.games.cribbage.engine import GameState

SEAT_WORDS = {"S": "You", "N": "North", "W": "West", "E": "East"}


def extension(state: GameState, level: str, autoplay: bool = False) -> dict:
    seats = state.seat_names
    ext = {"levels": {s: level for s in seats if s != "S"},
           "names": {s: SEAT_WORDS.get(s, s) for s in seats},
           "settings": {"speed": "fast"}}
    if autoplay:
        ext["autoplay"] = True
    return ext


def record_of(state: GameState, level: str = "random", autoplay: bool = False) -> dict:
    rec = state.to_record()
    rec["cinch_qt"] = extension(state, level, autoplay)
    return rec


class Driver:
    """Plays one game: seat 0 by the ``me`` bot (standing in for the person), the other
    seats by ``level`` bots; ``step()`` takes one action."""

    def __init__(self, game: str = "cribbage", players: int = 2, seed: int = 1,
                 level: str = "random", me: str = "easy", state: GameState | None = None,
                 **options) -> None:
        self.state = state if state is not None else get_game(game).new_state(
            seed, players=players, **options)
        self.level = level
        self.bots = {s: make_player(me if s == 0 else level, f"{seed}:{s}")
                     for s in range(self.state.rules.players)}

    def step(self) -> bool:
        if self.state.is_over:
            return False
        seat = self.state.current_seat
        self.state.apply(self.bots[seat].choose(self.state.observation(seat)))
        return True

    def finish(self) -> GameState:
        while self.step():
            pass
        return self.state


def finished(game: str = "cribbage", players: int = 2, seed: int = 1,
             level: str = "random", me: str = "easy", autoplay: bool = False,
             **options) -> dict:
    d = Driver(game, players, seed, level, me, **options)
    return record_of(d.finish(), level, autoplay)


class FakeCribbageSession(QObject):
    """What app.py hands StorageUi for a cribbage table: the autosave contract of
    CRIB_CONTRACT.md (gameChanged, record(), load_record(), game_name)."""

    gameChanged = Signal()

    def __init__(self, game: str = "crib-wars", players: int = 3, seed: int = 4) -> None:
        super().__init__()
        self.game_name = game
        self.driver = Driver(game, players, seed)
        self.loaded: dict | None = None

    @property
    def state(self) -> GameState:
        return self.driver.state

    def record(self) -> dict:
        return record_of(self.state, self.driver.level)

    def load_record(self, record: dict) -> None:
        state = get_game(self.game_name).from_record(record)
        self.loaded = record
        self.driver = Driver(self.game_name, state=state)
        self.gameChanged.emit()

    def step(self, n: int = 1) -> None:
        for _ in range(n):
            if self.driver.step():
                self.gameChanged.emit()
