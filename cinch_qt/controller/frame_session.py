"""The session of a game played on the frame felt (ui/frame_felt.py): everything a table
does, with the game asked only through its registry entry (``GameInfo``: options, new
states, records) and its ``FeltGame`` (games/base.py: frames, what a card gesture means,
bots, hints, how far back Undo may go).

One game is one hand here: the felt shows every action's frame at once, the bots wait
for the felt to be idle (``set_busy``), the person is asked (``humanTurn``) when it is
their turn, and the finished game is said as a finished hand and as the game's end.  The
bots, the hint, Undo and Redo, the demo, the forced play and the settings that wait for
the next game, and pacing them by the felt, are TableSession's
(controller/table_session.py).
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..games.base import GameInfo, IllegalAction
from ..speed import speed_factor
from ..storage.gamefile import EXTENSION
from .record_extension import given_hints
from .table_session import STRONGEST, TableSession, new_seed
from .undo_point import UndoPoint


@dataclass(frozen=True)
class FrameSettings:
    """The settings a frame-felt game is played with: its options (``rules``, the
    game's own, as key-value pairs), the bots' level, the person's name, the speed, and
    whether the computer plays the person's seat."""
    rules: tuple[tuple[str, Any], ...] = ()
    level: str = "normal"
    player_name: str = "You"
    speed: str = "normal"
    autoplay: bool = False

    @property
    def speed_factor(self) -> float:
        return speed_factor(self.speed)

    def level_of(self, seat: int) -> str:
        """Every bot plays at the one level chosen."""
        return self.level

    def with_changes(self, **changes: Any) -> FrameSettings:
        return replace(self, **changes)


class FrameSession(TableSession):
    # humanTurn carries nothing (the frame shown says it), handFinished and gameOver the
    # game's result, settingsChanged the FrameSettings.
    shown = Signal(object, bool)      # the FeltFrame to show; whether to slide the cards
    hintReady = Signal(object)        # (card or None, words)
    Illegal = IllegalAction
    turns_wait_for_felt = True        # whoever acts next waits for the cards to land

    def __init__(self, info: GameInfo, settings: FrameSettings | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.game_name = info.name
        self.felt = info.felt()
        self.settings = settings or FrameSettings()

    # ------------------------------------------------------------ games
    def new_game(self, seed: int | None = None) -> None:
        self._take_pending_settings()
        seed = new_seed() if seed is None else seed
        options = self.felt.options(dict(self.settings.rules))
        self._start(self.info.new_state(seed, **options), fresh=True)

    def _shown_start(self, fresh: bool) -> None:
        self.shown.emit(self.frame(), False)

    def _result(self) -> Any:
        return self.state.result()

    def frame(self) -> Any:
        """The table as the person sees it now; cards playable only on their turn."""
        frame = self.felt.frame(self.state, self.PERSON)
        return frame if self.is_human_turn() else frame.replace(playable=frozenset())

    def continue_game(self) -> None:
        """A game is one hand: nothing follows it but a new game."""

    def _asked(self) -> None:
        """The person's cards, playable now, shown; the frame says what to do."""
        self.shown.emit(self.frame(), False)

    # ------------------------------------------------------------ bots
    # (made when first asked, and made anew for new levels, by TableSession)
    def make_player(self, name: str, seed: str) -> Any:
        return self.felt.bot(name, seed)

    def _seed_name(self) -> str:
        return self.game_name

    def _stand_in(self) -> Any:
        return random.Random(self._actions).choice(list(self.state.legal_actions()))

    # ------------------------------------------------------------ applying
    def _apply(self, action: Any) -> Exception | None:
        error = self._engine_apply(action)
        if error is not None:
            return error
        st = self.state
        self.humanTurnEnded.emit()
        self.shown.emit(self.frame(), True)
        if st.is_over:             # one game is one hand: held, and the game's end said
            self._hand_over(st.result())
            return None
        self._play_on()
        return None

    def play(self, card: int) -> bool:
        """The person plays ``card``: the action it means, applied or refused with its
        rule (the state is then unchanged)."""
        if self.is_human_turn():
            try:
                action = self.felt.gesture(self.state, self.PERSON, card)
            except IllegalAction as exc:
                self.refused.emit(exc.rule, exc.message)
                return False
        else:
            action = None
        return self._human(lambda _seat: action)

    def _forced_play(self) -> Any:
        legal = list(self.state.legal_actions())
        return legal[0] if len(legal) == 1 else None

    # ------------------------------------------------------------ hint
    def _hint_player(self) -> Any:
        return self.felt.bot(STRONGEST, f"hint:{self._actions}")

    def _hint_answered(self, action: Any) -> None:
        self.hintReady.emit(self.felt.hint(self.state, action))

    # ------------------------------------------------------------ undo
    def _undo_point(self, with_bots: bool = True) -> UndoPoint:
        return UndoPoint(self.state.clone(),
                         copy.deepcopy(self._players) if with_bots else None, 0, self._seen())

    def _seen(self) -> frozenset[int]:
        return self.felt.frame(self.state, self.PERSON).shown()

    def _may_take_back(self, point: UndoPoint) -> bool:
        return self.felt.may_take_back(point.state, self.state)

    # ------------------------------------------------------------ records
    def record(self) -> dict:
        """The game's record plus our extension (the level, autoplay, undos, hints); a
        finished game's ``final`` is its result, by which storage files it."""
        record = self.state.to_record()
        if self.state.is_over:
            record["final"] = self.state.result()
        record[EXTENSION] = {"levels": self.settings.level, "autoplay": self._autoplayed,
                             "undos": self.undos, "hints": self.hints}
        return record

    def load_record(self, record: dict) -> None:
        """Resume ``record``'s game exactly; the game's error (a ValueError) says why
        not, and the game at the table is then untouched."""
        state = self.info.from_record(record)
        ext = record.get(EXTENSION) if isinstance(record.get(EXTENSION), dict) else {}
        undos = ext.get("undos", 0)
        self._start(state, autoplayed=ext.get("autoplay") is True,
                    undos=undos if isinstance(undos, int) and undos > 0 else 0,
                    hints=given_hints(ext))


# The shared stored settings a frame-felt game is played with besides its own.
LEVEL_KEY, NAME_KEY, SPEED_KEY = "players/level", "players/name", "table/speed"


def read_settings(info: GameInfo, stored: Any) -> FrameSettings:
    """The settings kept in ``stored`` (a ``storage.Settings`` or a page's Store) for
    ``info``'s game: its own keys (``GameInfo.settings``) and the shared ones."""
    return FrameSettings(rules=tuple((key, stored.get(key)) for key in info.settings()),
                         level=stored.get(LEVEL_KEY), player_name=stored.get(NAME_KEY),
                         speed=stored.get(SPEED_KEY))


def write_settings(stored: Any, settings: FrameSettings) -> None:
    """Keep ``settings``' own keys and level (ValueError names a value refused)."""
    for key, value in settings.rules:
        stored.set(key, value)
    stored.set(LEVEL_KEY, settings.level)
