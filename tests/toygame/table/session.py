"""The toy game's session: the person is seat 0 (S), a random bot seat 1 (N)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from ..game import FORMAT, NAME, OPTIONS, RandomBot, Take, from_record, new_state


class ToySession(QObject):
    gameChanged = Signal()
    gameOver = Signal(object)   # the result
    turn = Signal()             # the person may take

    def __init__(self, autoplay: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_name = NAME
        self.autoplay = autoplay
        self.state = None
        self.failures: list[str] = []
        self._bot = RandomBot("toy")
        self._timer = QTimer(self, singleShot=True, interval=0)
        self._timer.timeout.connect(self._bot_move)

    def new_game(self, seed: int | None = None) -> None:
        self._start(new_state(dict(OPTIONS), 1 if seed is None else seed))

    def load_record(self, record: dict) -> None:
        self._start(from_record(record))

    def _start(self, state) -> None:
        self.state = state
        self.gameChanged.emit()
        self._next()

    def record(self) -> dict:
        rec = self.state.to_record()
        # The shared storage files a finished game by its "final" key.
        if self.state.is_over:
            rec["final"] = rec["result"]
        return rec

    def take(self, count: int) -> None:
        """The person takes ``count`` cards (rule N1 refuses a bad count)."""
        self._apply(Take(0, count))

    def _apply(self, action: Take) -> None:
        self.state.apply(action)
        self.gameChanged.emit()
        self._next()

    def _next(self) -> None:
        st = self.state
        if st.is_over:
            self.gameOver.emit(st.result())
        elif st.current_seat == 1 or self.autoplay:
            self._timer.start()
        else:
            self.turn.emit()

    def _bot_move(self) -> None:
        st = self.state
        if st is None or st.is_over:
            return
        try:
            self._apply(self._bot.choose(st.observation(st.current_seat)))
        except Exception as exc:  # noqa: BLE001 - the shell reports it as the exit code
            self.failures.append(repr(exc))

    def shutdown(self) -> None:
        self._timer.stop()


assert FORMAT == NAME  # the record's format names the game (registry record_format)
