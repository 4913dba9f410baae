"""What every game's table session shares (one window shell): the game and
action counters that make a bot's answer stale, the bots (made when first asked, seeded
by the game and the seat, kept across Undo) and their hand-off through the worker thread
(BotRunner) with its visible thinking pause, the wait for the felt to finish animating,
a failing bot replaced by a random legal move, a finished hand held until the person
goes on (the demo going on by itself a pause after the felt has shown it), the refusal
of a move out of turn, and settings that wait for the next game.  A game's session
(Cinch's CinchSession, Cribbage's CribbageSession) subclasses TableSession and gives
what is its own:

- ``make_player(name, seed)``: its bot of a level (a random one stands in for a bot
  that failed); ``_person_level()`` when the bot of the person's seat (the demo, a hint
  that is a bot) is not the strongest;
- ``_apply(action)``: apply (``_engine_apply``) and show an action, returning the
  IllegalAction or None, and calling ``_hand_over(summary)`` when it ended a hand,
  ``_play_on()`` when it did not;
- ``_shown_start(fresh)``: a game begun, loaded or restored shown on its table;
- ``_result()``: the game's result (what ``gameOver`` carries);
- ``_asked()``: the decision the person is asked (the window hands on the felt's
  moving to ``set_busy``, ui/table_window.felt_moved; a bot's answer waits for it, and
  every turn too where ``turns_wait_for_felt``);
- ``_next_deal()``: the next deal shown when the person goes on after a hand;
- ``TURN_RULE``, the rule a move out of turn breaks;
- optionally ``_hint_answered(action)``, ``_hint_failed(message)``,
  ``_illegal_bot_action(action, error)``, ``_said_bot_failed(message)``,
  ``_hand_settings_applied()`` and ``_played(state)`` (whether a game resumed or taken
  back to holds moves: ``in_progress``).

What every session does alike is here too: a game begun, loaded or restored makes
whatever was in flight stale (``_start``); the person's intents are applied or refused
with their rule (``_human``); the hint is asked on the worker thread (``_ask_hint``);
settings chosen during a game wait (levels, speed and names for the next hand, rules
for the next game: ``set_settings``, ``next_settings``, ``_apply_hand_settings``);
the demo goes on to the next hand only in the game that asked (``_auto_continue``);
and ``shutdown`` on quit.

Undo and Redo are here too, for every game (docs/table.md, "Every game's table"): the
game gives ``_seen()`` (the cards the person has seen) and ``_may_take_back(point)``
(its fairness rule: how far back Undo may go); the session keeps the points
(``UndoPoint``, taken as the person is asked), takes back the person's last decision
(``undo``), brings back where Undo was pressed (``redo``) until any new action is
applied, and says ``historyChanged`` when either becomes possible or not.

Every session says the signals declared here (their payloads are the game's own
objects: its decision, its hand summary, its result, its settings); a game declares only
its others (how its table changes, its hint's payload).  Nothing here names a game."""

from __future__ import annotations

import copy
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..games.base import PERSON
from .undo_point import UndoPoint

# A bot's visible "thinking" pause before its action lands, at speed "normal" (scaled by
# the settings' speed factor).
BOT_THINK_MS = 550
# How long the person's only legal card waits before it is played for them (the forced
# play), at speed "normal": long enough to see that it is their turn and which card.
FORCED_PLAY_MS = 700
# The demo: how long a finished hand stays on the felt before the next deal, at speed
# "normal".
HAND_END_PAUSE_MS = 1800
# The level of the bot that plays the person's seat in a demo (and a game's hint bot).
STRONGEST = "expert"

# lupdate reads translate("Context", "text") calls by this name.
translate = QCoreApplication.translate


def new_seed() -> int:
    """A seed for a game nobody asked a seed for."""
    return int(time.time() * 1000) % 2_000_000_000


class TableSession(QObject):
    BOT_THINK_MS = BOT_THINK_MS
    FORCED_PLAY_MS = FORCED_PLAY_MS
    HAND_END_PAUSE_MS = HAND_END_PAUSE_MS
    STRONGEST = STRONGEST
    PERSON = PERSON
    # The rule a move made out of turn is refused with (the game's rule book's id).
    TURN_RULE = ""
    # Whether a turn waits for the felt to have shown the last move (the person is
    # asked, a bot starts thinking, only then), or a bot may think while cards move.
    turns_wait_for_felt = False
    # What the seed of the bot at the person's seat is named after (a game that kept
    # its bots' seeds keeps its name).
    PERSON_BOT_SEED = "auto"
    # The game engine's refusal (its IllegalAction, with ``rule`` and ``message``).
    Illegal: type[Exception] = Exception
    # The registry name of the game played; "" for a session of one game only, which
    # plays the program's default game (ui/storage/wiring.session_game).
    game_name: str = ""
    historyChanged = Signal()   # Undo or Redo has become possible, or no longer is
    gameChanged = Signal()            # after every applied action and on a new game
    humanTurn = Signal(object)        # the game's decision the person is asked
    humanTurnEnded = Signal()         # the person's decision was made (or taken away)
    refused = Signal(str, str)        # rule id, message
    thinking = Signal(int)            # seat of the bot now thinking (-1: nobody)
    handFinished = Signal(object)     # the game's summary of the hand
    gameOver = Signal(object)         # the game's result (its winner, its points)
    botFailed = Signal(str)           # what failed; a random legal move stood in
    settingsChanged = Signal(object)  # the game's settings now in force

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings: Any = None
        self._pending_settings: Any = None
        self.state: Any = None
        self.failures: list[str] = []
        self._runner = None
        self._players: dict[int, object] = {}   # the bots, made when first asked
        self._person_bot: Any = None   # the bot at the person's seat (demo, hint)
        self._bots_game = 0   # the game id in the bots' seeds (kept across Undo)
        self._game_id = 0
        self._actions = 0
        self._hold = False
        self._ready: tuple[tuple, Any] | None = None
        self._ready_at = 0.0
        self._autoplayed = False  # a bot made some of the person's moves this game
        self.undos = 0            # decisions taken back in this game (the record says so)
        self.hints = 0            # hints given in this game (with undos: it was assisted)
        self._undo: list[Any] = []            # points before each of the person's decisions
        self._undo_pending: Any = None        # the point of the decision asked now
        self._redo: list[tuple[Any, Any]] = []   # (where Undo was pressed, its point)
        self._deciding = False    # the action being applied is the person's own
        self._restoring = False   # Undo or Redo is putting a point back
        self._history = (False, False)
        # The person's only legal card is played for them after a pause (the window
        # sets it from the preferences, on by default; a session alone leaves the
        # person every move); never at a turn Undo or Redo brought back.
        self.forced_play = False
        self._turn_restored = False
        self._busy = False        # the felt is animating (set_busy)
        self._waiting = False     # a turn to start once the felt is idle
        self._auto_next = False   # the demo's next hand, once the felt is idle
        self._resumed = False     # the game was loaded or taken back to, not begun here

    def record(self) -> dict | None:
        """The game at the table as its record; None for a session that keeps none."""
        return None

    # ------------------------------------------------------------ what the game gives
    def _apply(self, action: Any) -> Exception | None:
        raise NotImplementedError

    def is_human_turn(self) -> bool:
        """The game waits for the person's decision (not a demo's, not while a
        finished hand is held)."""
        st = self.state
        return (st is not None and not self._hold and not st.is_over
                and st.current_seat == self.PERSON and not self.demo)

    @staticmethod
    def make_player(name: str, seed: str) -> Any:
        """The game's bot called ``name`` (a level), seeded with ``seed``."""
        raise NotImplementedError

    def _next_deal(self) -> None:
        """The next deal shown, after a finished hand was held."""
        raise NotImplementedError

    def _shown_start(self, fresh: bool) -> None:
        """The game begun (``fresh``), loaded or restored shown on the game's table."""
        raise NotImplementedError

    def _result(self) -> Any:
        """The game's result, once it is over (what ``gameOver`` carries)."""
        raise NotImplementedError

    def _played(self, state: Any) -> bool:
        """Whether ``state``, a game resumed or taken back to, holds moves already (the
        game's own answer: by default it does)."""
        return True

    @property
    def in_progress(self) -> bool:
        """A game the person would lose by starting another: moves made in it, and not
        over."""
        st = self.state
        return (st is not None and not st.is_over
                and (self._actions > 0 or (self._resumed and self._played(st))))

    def _person_level(self) -> str:
        """The level of the bot at the person's seat."""
        return self.STRONGEST

    def _seed_name(self) -> Any:
        """What the bots' seeds begin with: the game's own seed."""
        return self.state.seed

    # ------------------------------------------------------------ the bots
    def _player(self, seat: int) -> Any:
        """The bot of ``seat``, made when first asked (a game's first frame needs no
        AI loaded), seeded by the game and the seat so that a game replays alike; the
        bot at the person's seat (the demo's) at ``_person_level()``."""
        seed = self._seed_name()
        if seat == self.PERSON:
            if self._person_bot is None:
                self._person_bot = self.make_player(self._person_level(),
                                                    f"{seed}:{self.PERSON_BOT_SEED}")
            return self._person_bot
        bot = self._players.get(seat)
        if bot is None:
            bot = self._players[seat] = self.make_player(
                self.settings.level_of(seat), f"{seed}:{seat}:{self._bots_game}")
        return bot

    def _new_bots(self) -> None:
        """Every bot made anew when next asked (a new game, new levels)."""
        self._players, self._person_bot, self._bots_game = {}, None, self._game_id

    # ------------------------------------------------------------ a hand's end
    def _hand_over(self, summary: Any) -> None:
        """The action just applied ended a hand (its last steps already sent to the
        felt): held until the person goes on (``continue_game``), the game's end said
        with its result; in a demo the next hand comes a pause after the felt has shown
        this one."""
        self._hold = True
        self.thinking.emit(-1)
        self.gameChanged.emit()
        self._history_changed()
        self.handFinished.emit(summary)
        if self.state.is_over:
            self.gameOver.emit(self._result())
        elif self.demo:
            self._auto_next = True
            self._schedule_auto_next()

    def _play_on(self) -> None:
        """The action just applied (and shown) did not end the hand: the autosave and
        Undo and Redo hear of it, and whoever acts next is asked."""
        self.gameChanged.emit()
        self._history_changed()
        self._next_turn()

    def _schedule_auto_next(self) -> None:
        if not self._auto_next or self._busy:
            return
        self._auto_next = False
        gid = self._game_id
        QTimer.singleShot(self._pause_ms(self.HAND_END_PAUSE_MS), self,
                          lambda: self._auto_continue(gid))

    # ------------------------------------------------------------ after a hand
    def continue_game(self) -> None:
        """After a finished hand (held until the person goes on): the settings chosen
        meanwhile, the next deal shown, and whoever acts first asked."""
        st = self.state
        if not self._hold or st is None or st.is_over:
            return
        self._hold = False
        self._apply_hand_settings()
        self._next_deal()
        self._next_turn()

    def _stand_in(self) -> Any:
        """A random legal action for the seat to move (its bot failed), seeded by the
        move's number so that a replayed failure stands in alike."""
        st = self.state
        return self.make_player("random", f"fallback:{self._actions}").choose(
            st.observation(st.current_seat))

    def _asked(self) -> Any:
        """The game's decision the person is asked now (what ``humanTurn`` carries)."""
        raise NotImplementedError

    def _bots_wait(self) -> bool:
        """Whether a bot's turn must wait (the game asks it again when it may)."""
        return False

    # ------------------------------------------------------------ the turn and pacing
    def _next_turn(self) -> None:
        """Whoever acts now is asked: the person prompted with the game's decision (the
        demo's bot plays for them), a bot asked; nobody while a finished hand is held
        or the game is over."""
        st = self.state
        if st is None or self._hold or st.is_over:
            self.thinking.emit(-1)
            return
        if self.turns_wait_for_felt and self._busy:
            self._waiting = True     # started again by set_busy(False)
            return
        seat = st.current_seat
        if seat == self.PERSON and not self.demo:
            self.thinking.emit(-1)
            self._mark_turn()
            self.humanTurn.emit(self._asked())
            return
        if self._bots_wait():
            return
        if seat == self.PERSON:
            self._autoplayed = True
        self._ask_bot(seat)

    def set_busy(self, busy: bool) -> None:
        """The felt says whether it is animating: a bot's answer lands (and, where the
        game waits for it, the next turn starts) once it is idle."""
        self._busy = busy
        if not busy:
            self._felt_idle()

    def _felt_idle(self) -> None:
        self._schedule_auto_next()
        if self._waiting:
            self._waiting = False
            self._next_turn()
        else:
            self._maybe_apply_ready()

    def _felt_busy(self) -> bool:
        return self._busy

    # ------------------------------------------------------------ the demo
    @property
    def demo(self) -> bool:
        """The computer plays the person's seat (Game ▸ Demo, or ``--autoplay``)."""
        return bool(self.settings.autoplay)

    def set_demo(self, on: bool) -> None:
        """Start or end the demo: the person's seat played by the computer from the
        decision now on (a game so played is left out of the person's statistics), or
        given back to the person, who is asked at once if it is their turn."""
        if on == self.demo or self.settings is None:
            return
        self.settings = self.settings.with_changes(autoplay=on)
        if self.state is None or self.state.is_over:
            return
        if on:
            self.humanTurnEnded.emit()   # what the person was asked is the computer's now
        if self._hold:
            if on:
                self.continue_game()
            return
        self._next_turn()

    def _not_your_turn(self) -> tuple[str, str]:
        """(rule id, words) refusing the person's move when it is not theirs to make."""
        st = self.state
        if st is not None and st.is_over:
            words = translate("TableSession", "The game is over.")
        elif self._hold:
            words = translate("TableSession", "The hand is over: go on to the next one first.")
        else:
            words = translate("TableSession", "Please wait: it is not your turn.")
        return self.TURN_RULE, words

    def _hand_settings_applied(self) -> None:
        """The settings in force have changed at a new hand: the game's names follow
        (said before ``settingsChanged``; the bots are made anew)."""

    def _engine_apply(self, action: Any) -> Exception | None:
        """``action`` applied to the state and counted, or the engine's refusal returned
        (the state is then unchanged); what follows is the game's ``_apply``.  The
        person's decision leaves its Undo point; any action ends what Redo could bring
        back."""
        try:
            self.state.apply(action)
        except self.Illegal as exc:
            return exc
        self._actions += 1
        if self._deciding and self._undo_pending is not None:
            self._undo.append(self._undo_pending)
        self._undo_pending = None
        self._redo.clear()
        self._turn_restored = False
        self._history_changed()
        return None

    # ------------------------------------------------------------ undo and redo
    def _seen(self) -> frozenset[int]:
        """Every card the person's observation holds now."""
        raise NotImplementedError

    def _may_take_back(self, point: UndoPoint) -> bool:
        """The game's fairness rule: whether the decision ``point`` was taken before
        may still be taken back now."""
        raise NotImplementedError

    def _start(self, state: Any, players: dict | None = None, autoplayed: bool = False,
               undos: int = 0, fresh: bool = False, hints: int = 0) -> None:
        """A game begun (``fresh``), loaded or restored at ``state``: whatever the last
        one had in flight (a bot's answer, a paused hand) is stale from now on; the bots
        are ``players`` (Undo: as they were; None: made anew), ``undos`` decisions were
        taken back and ``hints`` given (Undo and Redo keep the hints given); the game is
        shown and whoever acts first is asked."""
        self._game_id += 1
        self.state = state
        self._actions = 0
        self._resumed = not fresh
        self._hold = self._waiting = self._auto_next = False
        self._ready = None
        self._autoplayed = autoplayed
        self.undos = undos
        self._undo_pending = None
        if not self._restoring:   # a new or loaded game: nothing to take back or redo
            self._undo.clear()
            self._redo.clear()
            self.hints = hints
        self._person_bot = None
        if players is None:
            self._new_bots()
        else:
            self._players = players
        # Whatever the old game asked of the person is over.
        self.humanTurnEnded.emit()
        self.thinking.emit(-1)
        self._shown_start(fresh)
        self.gameChanged.emit()
        self._history_changed()
        if state.is_over:
            self.gameOver.emit(self._result())
            return
        self._next_turn()

    def _undo_point(self, with_bots: bool = True) -> UndoPoint:
        """The game as it stands now, to come back to: its state, its bots (copied, so
        they answer again as they did; not when ``with_bots`` is False, a bot being
        busy on the worker thread) and what the person has seen."""
        st = self.state
        return UndoPoint(st.clone(), copy.deepcopy(self._players) if with_bots else None,
                         st.hand_no, self._seen())

    def _restore(self, point: UndoPoint, undos: int) -> None:
        players = copy.deepcopy(point.players) if point.players is not None else {}
        self._start(point.state.clone(), players=players, autoplayed=self._autoplayed,
                    undos=undos)

    def _mark_turn(self) -> None:
        """The game is asking the person for a decision: where Undo comes back to; and
        when the decision is a card to play with one card only, that card is played
        after a pause (unless the person turned it off, or Undo brought them here)."""
        self._undo_pending = self._undo_point()
        self._history_changed()
        if not self.forced_play or self._turn_restored:
            return
        action = self._forced_play()
        if action is not None:
            token = self._token()
            QTimer.singleShot(self._pause_ms(self.FORCED_PLAY_MS), self,
                              lambda: self._play_forced(token, action))

    def _forced_play(self) -> Any:
        """The person's decision now, when it is a card to play and only one card may
        be played: that play; else None."""
        return None

    def _play_forced(self, token: tuple, action: Any) -> None:
        if token != self._token() or not self.is_human_turn() or not self.forced_play:
            return
        if self._felt_busy():
            # The pause counts from when the person can see their turn on the felt.
            QTimer.singleShot(max(20, self._pause_ms(self.FORCED_PLAY_MS)), self,
                              lambda: self._play_forced(token, action))
            return
        self._human(lambda _seat: action)

    def can_undo(self) -> bool:
        st = self.state
        return (bool(self._undo) and st is not None and not st.is_over
                and self._may_take_back(self._undo[-1]))

    def can_redo(self) -> bool:
        return bool(self._redo) and self.state is not None

    def undo(self) -> bool:
        """Back to just before the person's last decision, as far as the game's rule
        allows; where the table stood is kept for Redo.  False when not allowed."""
        if not self.can_undo():
            return False
        point = self._undo.pop()
        busy = self._runner is not None and self._runner.busy()
        self._redo.append((self._undo_point(with_bots=not busy), point))
        self._put_back(point, self.undos + 1)
        return True

    def redo(self) -> bool:
        """The table as it stood when Undo was pressed (its bots too); False when an
        action has been applied since, or nothing was undone."""
        if not self.can_redo():
            return False
        here, point = self._redo.pop()
        self._undo.append(point)
        self._put_back(here, self.undos)
        return True

    def _put_back(self, point: Any, undos: int) -> None:
        redo, undo = list(self._redo), list(self._undo)
        self._restoring = self._turn_restored = True
        try:
            self._restore(point, undos)
        finally:
            self._restoring = False
        # Restoring asks the person again (a new pending point); the stacks stay.
        self._redo, self._undo = redo, undo
        self._history_changed()

    def _history_changed(self) -> None:
        now = (self.can_undo(), self.can_redo())
        if now != self._history:
            self._history = now
            self.historyChanged.emit()

    def _hint_answered(self, action: Any) -> None:
        """The hint bot's answer for the person's decision now."""

    def _hint_failed(self, message: str) -> None:
        """The hint bot raised (said before ``botFailed``)."""

    def _illegal_bot_action(self, action: Any, error: Exception) -> str:
        """The words for a bot's illegal answer (for the bug report)."""
        return (f"seat {getattr(action, 'seat', '?')} chose an illegal action: {error} "
                f"({getattr(error, 'rule', '?')})")

    def _said_bot_failed(self, message: str) -> None:
        """A bot failed and a random move stands in (said after ``botFailed``)."""

    # ------------------------------------------------------------ counters
    @property
    def runner(self):  # noqa: ANN201 — controller.bot_runner.BotRunner, loaded late
        """The bot runner, made when a bot or the hint is first asked, so the first
        painted table waits neither for it nor for what it loads."""
        if self._runner is None:
            from .bot_runner import BotRunner
            self._runner = BotRunner(self)
            self._runner.answered.connect(self._on_answer)
            self._runner.failed.connect(self._on_failure)
        return self._runner

    @property
    def assisted(self) -> bool:
        """A hint or an undo was used in this game (history and statistics say so)."""
        return bool(self.undos or self.hints)

    @property
    def game_id(self) -> int:
        return self._game_id

    @property
    def action_count(self) -> int:
        return self._actions

    @property
    def holding(self) -> bool:
        return self._hold

    def _token(self) -> tuple:
        return (self._game_id, self._actions)

    def _pause_ms(self, base: int) -> int:
        return int(base * self.settings.speed_factor)

    # ------------------------------------------------------------ games and settings
    @property
    def next_settings(self) -> Any:
        """The settings the next game starts with (the dialog shows these): the person's
        choices waiting for it, else those in force."""
        return self._pending_settings or self.settings

    def set_settings(self, settings: Any) -> None:
        """Levels, speed and names apply from the next hand; rules from the next game."""
        if self.state is None:
            self.settings, self._pending_settings = settings, None
            self.settingsChanged.emit(settings)
            return
        self._pending_settings = settings

    def _take_pending_settings(self) -> None:
        """A new game starts with the settings chosen during the last one."""
        if self._pending_settings is not None:
            self.settings, self._pending_settings = self._pending_settings, None
            self.settingsChanged.emit(self.settings)

    def _apply_hand_settings(self) -> None:
        """At a new hand: the levels, speed and names chosen meanwhile; chosen rules
        still wait for the next game."""
        pending = self._pending_settings
        if pending is None:
            return
        # The demo goes on, or not, as it was (the dialog's choices do not say).
        self.settings = pending.with_changes(rules=self.settings.rules,
                                             autoplay=self.settings.autoplay)
        if pending.rules == self.settings.rules:
            self._pending_settings = None
        self._new_bots()   # the new levels' bots, made when next asked
        self._hand_settings_applied()
        self.settingsChanged.emit(self.settings)

    def _auto_continue(self, game_id: int) -> None:
        """Autoplay's next hand, when the game that asked for it is still on."""
        if game_id == self._game_id and self.demo:
            self.continue_game()

    def shutdown(self) -> None:
        """Drop everything in flight and wait for the worker (on quit)."""
        self._game_id += 1
        if self._runner is not None:
            self._runner.wait_idle(5000)

    # ------------------------------------------------------------ the person's moves
    def _human(self, make: Any) -> bool:
        """The person's move ``make(seat)``: applied, or refused with its rule (the
        state is then unchanged)."""
        if not self.is_human_turn():
            self.refused.emit(*self._not_your_turn())
            return False
        self._deciding = True
        try:
            error = self._apply(make(self.PERSON))
        finally:
            self._deciding = False
        self._history_changed()
        if error is not None:
            self.refused.emit(error.rule, error.message)
            return False
        return True

    def hint_barred(self) -> str:
        """Why the game gives no hint now although it may be the person's turn (a word
        the game's window turns into its words); "" when it may give one."""
        return ""

    def _hint_player(self) -> Any:
        """Who answers the person's hint: the bot at the person's seat, unless the game
        has a hint of its own."""
        return self._player(self.PERSON)

    def request_hint(self) -> bool:
        """Ask for the person's hint (``_hint_player``, on the worker thread); False when
        it is not the person's turn or the game bars it now (the window says why)."""
        if not self.is_human_turn() or self.hint_barred():
            return False
        self._ask_hint(self._hint_player())
        return True

    def _ask_hint(self, player: object) -> None:
        """Ask ``player`` (the hint bot) for the person's move on the worker thread; the
        answer comes back through ``_hint_answered`` if it is still the person's turn."""
        token = ("hint", *self._token())
        self.runner.ask(token, player, self.state.observation(self.PERSON))

    # ------------------------------------------------------------ the bots' hand-off
    def _ask_bot(self, seat: int) -> None:
        """Ask the bot of ``seat`` on the worker thread; its answer lands no sooner than
        the thinking pause, and not while the felt is busy."""
        player = self._player(seat)
        token = self._token()
        self._ready = None
        self._ready_at = time.monotonic() + self._pause_ms(self.BOT_THINK_MS) / 1000
        self.thinking.emit(seat)
        self.runner.ask(token, player, self.state.observation(seat))

    def _on_answer(self, token: object, action: object) -> None:
        if isinstance(token, tuple) and token and token[0] == "hint":
            if token[1:] == self._token() and self.is_human_turn():
                self.hints += 1
                self._hint_answered(action)
            return
        if token != self._token() or self._hold or self.is_human_turn():
            return  # stale: the game or the state moved on (the engine refuses it too)
        self._ready = (token, action)
        self._maybe_apply_ready(token)

    def _maybe_apply_ready(self, token: object = None) -> None:
        ready = self._ready
        if ready is None or self._felt_busy():
            return
        if token is not None and token != ready[0]:
            return
        if ready[0] != self._token():
            self._ready = None
            return
        left = self._ready_at - time.monotonic()
        if left > 0:
            # Not yet: timers may fire a little early, so wait out the rest of the pause.
            QTimer.singleShot(max(1, int(left * 1000) + 1), self,
                              lambda t=ready[0]: self._maybe_apply_ready(t))
            return
        self._ready = None
        action = ready[1]
        error = self._apply(action)
        if error is not None:
            self._bot_error(self._illegal_bot_action(action, error))

    def _on_failure(self, token: object, message: str) -> None:
        if isinstance(token, tuple) and token and token[0] == "hint":
            self._hint_failed(message)
            self.failures.append(message)
            self.botFailed.emit(message)
            return
        if token != self._token():
            return
        self._bot_error(message)

    def _bot_error(self, message: str) -> None:
        """A bot raised or answered illegally: say so, and let a random legal action
        stand in so the game goes on."""
        self.failures.append(message)
        self.botFailed.emit(message)
        self._said_bot_failed(message)
        self._apply(self._stand_in())
