"""The cribbage session: the only bridge between the cribbage table's widgets and the
engine (CRIB_CONTRACT.md section 2; the Cinch side is controller/game_controller.py).

The felt and the strip send the person's intents here; the session asks the engine,
applies the action or reports the refusal with its rule (the state is then unchanged),
and feeds the felt what seat 0 may see happen.  Computer players think on the bot
runner's thread.  They are asked only when the felt says it is idle, their answer is
applied after a short pause scaled by the speed, and an answer that arrives after the
game or the state moved on is dropped (the token names the game and the action count).

The feed (``advanced``): the engine's public events for seat 0 since the last feed,
with a ``{"e": "draw"}`` marker at the start of a game (C20) and a ``{"e": "deal"}``
marker before each hand's events.  A hand that has just ended is read from
``state.hand_records`` (the engine has already dealt the next one), and the session
holds there until ``continue_game()`` (Next hand), so the show stays on the felt.
"""

from __future__ import annotations

import copy
import time
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import (
    BOX,
    LAY,
    OVER,
    PLAY,
    SHOW,
    Claim,
    Discard,
    GameState,
    IllegalAction,
    LeaveBox,
    Play,
)
from ..engine.cards import parse_card
from ..engine.match import Match
from ..engine.observation import Observation, public_events
from .settings import PERSON, CribbageSettings
from .texts import seat_display_name

BOT_THINK_MS = 550        # a bot's visible pause before its action lands (speed "normal")
HAND_END_PAUSE_MS = 2200  # autoplay: how long a finished hand's show stays before the next
PEGGING = ("play", "go", "heels")   # score kinds that belong to the pegging column


# The bots and the hint are imported when first needed: the first painted table (a new
# game waits for the person's cut first) does not wait for them.
def make_player(name: str, seed: int | str) -> object:
    from ..ai import make_player as make
    return make(name, seed)


def make_hint(obs: Observation):
    from ..ai.hint import hint
    return hint(obs)


class _Hinter:
    """The hint as a player object, so the bot runner can ask it off the GUI thread."""

    def choose(self, obs: Observation):
        return make_hint(obs)


@dataclass
class HandSummary:
    """One finished hand: points per side by kind, for the score panel and the strip."""
    hand_no: int
    dealer: str                     # seat name
    points: dict[str, dict[str, int]] = field(default_factory=dict)  # side -> kind -> pts
    holes: dict[str, str] = field(default_factory=dict)
    marks: dict[str, int] = field(default_factory=dict)
    squares: list[tuple[str, str]] = field(default_factory=list)  # (side, square) landed
    winner: str | None = None

    def total(self, side: str) -> int:
        return sum(self.points.get(side, {}).values())


def summarise_hand(record: dict, sides: tuple[str, ...], hand_no: int,
                   winner: str | None = None, board: str = "classic") -> HandSummary:
    """What one hand record moved each side's mark, by kind (score_ledger.KINDS:
    pegging, hand, crib, muggins, board, penalty), so that a game's summaries add up
    to the marks the badge and the pegs show (issue 25 item 2, W7)."""
    from .score_ledger import hand_points
    s = HandSummary(hand_no, record["dealer"], winner=winner)
    s.points = hand_points(record, sides, board)
    for ev in record["events"]:
        if ev["e"] == "score" and ev.get("square"):
            s.squares.append((ev["side"], ev["square"]))
    s.holes = dict(record.get("holes") or {})
    s.marks = dict(record.get("marks") or {})
    return s


@dataclass
class GameResult:
    """What ``gameOver`` carries: the winner, game points per side (C81) and the skunks
    (C81, W41): side -> 0 (none), 1 (skunk) or 2 (double skunk)."""
    winner: str
    points: dict[str, int]
    marks: dict[str, int]
    skunks: dict[str, int]


def game_result(state: GameState) -> GameResult:
    sides = state.side_names
    skunks = {}
    for s, p in state.game_points.items():
        skunks[sides[s]] = {4: 2, 2: 1}.get(p, 0) if state.rules.skunks else 0
    return GameResult(sides[state.winner], state.result() or {},
                      {sides[s]: state.mark(s) for s in range(state.n_sides)}, skunks)


def known_cards(obs: Observation) -> frozenset[int]:
    """Every card seat 0's observation holds: hand, kept, laid, the starter, the cards
    played, the crib once turned, and the cards named in the hand's public events (the
    shows): what the person had seen when asked for a decision."""
    known = set(obs.hand) | set(obs.kept) | set(obs.laid) | set(obs.crib)
    known.update(c for _, c in obs.played)
    if obs.starter is not None:
        known.add(obs.starter)
    for ev in obs.events:
        for name in ev.get("cards", ()) if isinstance(ev.get("cards"), list) else ():
            known.add(parse_card(name))
    return frozenset(known)


@dataclass
class _UndoPoint:
    state: GameState
    players: dict
    hand_no: int
    known: frozenset[int]
    actions: int
    fed: tuple[int, int]


class CribbageSession(QObject):
    gameChanged = Signal()            # after every applied action and on a new game
    advanced = Signal(list, object)   # events, Observation or None (feed for felt.advance)
    reset = Signal(object)            # Observation (felt.reset)
    humanTurn = Signal(object)        # Decision
    humanTurnEnded = Signal()
    refused = Signal(str, str)        # rule id, message
    thinking = Signal(int)            # seat (-1: nobody)
    handFinished = Signal(object)     # HandSummary
    gameOver = Signal(object)         # GameResult
    hintReady = Signal(object)        # ai.Hint
    botFailed = Signal(str)
    undoChanged = Signal(bool)        # whether Undo is possible now
    settingsChanged = Signal(object)  # CribbageSettings now in force
    started = Signal()                # a game was started, loaded or restored (undo)

    def __init__(self, settings: CribbageSettings | None = None, game_name: str = "cribbage",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_name = game_name
        self.settings = settings or CribbageSettings()
        self._pending_settings: CribbageSettings | None = None
        self.state: GameState | None = None
        self.failures: list[str] = []
        self._runner = None
        self._game_id = 0
        self._actions = 0
        self._players: dict[int, object] = {}
        self._hinter = _Hinter()
        self._autoplayer: object | None = None
        self._hold = False
        self._busy = False          # the felt is animating (set_busy / felt_idle)
        self._waiting = False       # a turn to start once the felt is idle
        self._ready: tuple[tuple, Any] | None = None
        self._ready_at = 0.0
        self._fed = (0, 0)          # (hand number, events of it fed so far)
        self._autoplayed = False
        self._auto_next = False
        self._prompt_token: tuple | None = None
        self.undos = 0
        self.hints = 0              # hints given this game (C97: the game is assisted)
        # The first-game explanations given this game (window.py's coach keeps them
        # here, so that Undo and a resume go on from them).
        self.explained: list = []
        self._undo: list[_UndoPoint] = []
        self._undo_pending: _UndoPoint | None = None
        self._undo_ok = False
        self.last_summary: HandSummary | None = None
        self.summaries: list[HandSummary] = []
        # C84: the match the game in play belongs to (None: single games), and the game
        # points each side had when this game began.
        self.match: Match | None = None
        self.match_before: dict[str, int] = {}

    # ------------------------------------------------------------ properties
    @property
    def runner(self):
        """The bot runner (controller/bot_runner.py), made when a bot or the hint is
        first asked: a new game waits for the person's cut first, so the first painted
        table does not wait for it and the shared modules it brings (issue 19)."""
        if self._runner is None:
            from ....controller.bot_runner import BotRunner
            self._runner = BotRunner(self)
            self._runner.answered.connect(self._on_answer)
            self._runner.failed.connect(self._on_failure)
        return self._runner

    @property
    def game_id(self) -> int:
        return self._game_id

    @property
    def action_count(self) -> int:
        return self._actions

    @property
    def holding(self) -> bool:
        return self._hold

    @property
    def names(self) -> dict[int, str]:
        """Seat -> the name shown at the table: the person's own name if chosen, else
        "You"; the bots by their compass point."""
        rules = self.settings.rules if self.state is None else self.state.rules
        own = self.settings.player_name.strip()
        return {s: (own if s == PERSON and own and own != "You"
                    else seat_display_name(rules.seat_names[s])) for s in rules.seats}

    def is_human_turn(self) -> bool:
        st = self.state
        return (st is not None and not self._hold and st.current == PERSON
                and st.phase != OVER and not self.settings.autoplay)

    def decision(self):
        """The person's decision now, or None."""
        return self.state.decision() if self.is_human_turn() else None

    @property
    def prompted(self) -> bool:
        """The person has been asked (``humanTurn``) for the decision the game waits
        for: the felt has shown everything before it."""
        return self.is_human_turn() and self._prompt_token == self._token()

    def observation(self) -> Observation | None:
        return self.state.observation(PERSON) if self.state is not None else None

    # ------------------------------------------------------------ games
    def new_game(self, seed: int | None = None) -> None:
        """Start a new game; whatever the old one had in flight is dropped."""
        if self._pending_settings is not None:
            self.settings, self._pending_settings = self._pending_settings, None
            self.settingsChanged.emit(self.settings)
        if seed is None:
            seed = int(time.time() * 1000) % 2_000_000_000
        self.hints = 0
        self.explained = []
        rules = self.settings.rules
        if rules.match > 1:                                    # C84: a new match
            self.match = Match(rules, seed)
            state = self.match.new_game()
        else:
            self.match = None
            state = GameState(rules, seed)
        self.match_before = dict(self.match.points) if self.match else {}
        self._start(state, fresh=True)

    @property
    def match_goes_on(self) -> bool:
        """C84: the game is over and the match is not: Next game plays the next one."""
        st = self.state
        m = self.match
        return (m is not None and st is not None and st.phase == OVER and not m.is_over
                and bool(m.games) and m.games[-1] is st)

    def next_game(self) -> bool:
        """C84: the next game of the match, its first dealer drawn again (C22)."""
        if not self.match_goes_on:
            return False
        self.hints = 0
        self.explained = []
        self.match_before = dict(self.match.points)
        self._start(self.match.new_game(), fresh=True)
        return True

    @property
    def next_settings(self) -> CribbageSettings:
        """The settings the next game starts with (the dialog shows these): the person's
        choices waiting for it, else those in force."""
        return self._pending_settings or self.settings

    def set_settings(self, settings: CribbageSettings) -> None:
        """Levels, speed and name from the next hand; rules from the next game."""
        if self.state is None:
            self.settings = settings
            self.settingsChanged.emit(settings)
            return
        self._pending_settings = settings

    def set_autoplay(self, on: bool) -> None:
        self.settings = self.settings.with_changes(autoplay=on)
        if self.state is not None and not self._hold:
            self._turn()

    def _start(self, state: GameState, fresh: bool = False, players: dict | None = None,
               autoplayed: bool = False, undos: int = 0) -> None:
        self._game_id += 1
        self.state = state
        self._actions = 0
        self._hold = False
        self._ready = None
        self._waiting = False
        self._auto_next = False
        self._autoplayed = autoplayed
        self.undos = undos
        if players is None:
            self._undo.clear()
            self._undo_pending = None
        self._players = players if players is not None else {}
        self._autoplayer = None
        self.humanTurnEnded.emit()
        self.thinking.emit(-1)
        self.summaries = [summarise_hand(r, state.side_names, h, board=state.rules.board)
                          for h, r in enumerate(state.hand_records)
                          if r.get("holes") is not None and
                          (h < state.hand_no or state.phase == OVER)]
        self.last_summary = self.summaries[-1] if self.summaries else None
        obs = state.observation(PERSON)
        self._fed = (state.hand_no, len(state.events))
        self.started.emit()
        if fresh and state.hand_no == 0 and not state.events:
            # Seats and cards as ints (CRIB_CONTRACT.md): the draw is the felt's own step.
            draw = {"e": "draw", "draw": [[s, c] for s, c in state.draw]}
            self.advanced.emit([draw, self._deal_marker(0)], obs)
        else:
            self.reset.emit(obs)
        self.gameChanged.emit()
        self._update_undo()
        if state.phase == OVER:
            self.gameOver.emit(game_result(state))
            return
        self._turn()

    def _make_players(self) -> None:
        st = self.state
        self._players = {s: make_player(self.settings.level_of(s),
                                        f"{st.seed}:{s}:{self._game_id}")
                         for s in st.rules.seats if s != PERSON}
        self._autoplayer = make_player("expert", f"{st.seed}:auto")   # ai.STRONGEST

    def _player(self, seat: int) -> object:
        """The bot of ``seat`` (the autoplayer for S), made when first asked."""
        if not self._players or (seat == PERSON and self._autoplayer is None):
            players = self._players
            self._make_players()
            if players:                    # restored by Undo: the bots as they were
                self._players = players
        return self._autoplayer if seat == PERSON else self._players[seat]

    def _deal_marker(self, hand_no: int) -> dict:
        st = self.state
        if hand_no < len(st.hand_records):
            dealer = st.hand_records[hand_no]["dealer"]
        else:
            dealer = st.seat_names[st.dealer]
        return {"e": "deal", "hand": hand_no, "dealer": dealer}

    # ------------------------------------------------------------ the feed
    def _take_events(self) -> list[dict]:
        """Public events for seat 0 since the last feed, up to the end of the hand being
        fed (the next hand's deal marker waits for ``continue_game``)."""
        st = self.state
        hand, n = self._fed
        me = st.seat_names[PERSON]
        if hand < st.hand_no or (st.phase == OVER and hand < len(st.hand_records)):
            events = st.hand_records[hand]["events"]
        else:
            events = st.events
        out = list(public_events(events[n:], me))
        self._fed = (hand, len(events))
        return out

    def _hand_ended(self) -> bool:
        st = self.state
        return self._fed[0] < st.hand_no or st.phase == OVER

    # ------------------------------------------------------------ pacing
    def set_busy(self, busy: bool) -> None:
        """The felt reports whether it is animating; the next turn waits for idle."""
        self._busy = busy
        if not busy:
            self.felt_idle()

    def felt_idle(self) -> None:
        self._busy = False
        self._schedule_auto_next()
        if self._waiting:
            self._waiting = False
            self._turn()
        else:
            self._maybe_apply_ready()

    def _pause_ms(self, base: int) -> int:
        return int(base * self.settings.speed_factor)

    def _turn(self) -> None:
        """Whoever acts next: the person is prompted, a bot is asked (once the felt is
        idle, so its move is never shown before the last one has been)."""
        st = self.state
        if st is None or self._hold or st.phase == OVER:
            self.thinking.emit(-1)
            return
        if self._busy:
            self._waiting = True
            return
        seat = st.current
        if seat == PERSON and not self.settings.autoplay:
            self.thinking.emit(-1)
            obs = st.observation(PERSON)
            self._undo_pending = _UndoPoint(st.clone(), copy.deepcopy(self._players),
                                            st.hand_no, known_cards(obs), self._actions,
                                            self._fed)
            self._update_undo()
            self._prompt_token = self._token()
            self.humanTurn.emit(st.decision())
            return
        if seat == PERSON:
            self._autoplayed = True
        player = self._player(seat)
        token = (self._game_id, self._actions)
        self._ready = None
        self._ready_at = time.monotonic() + self._pause_ms(BOT_THINK_MS) / 1000
        self.thinking.emit(seat)
        self.runner.ask(token, player, st.observation(seat))

    def _token(self) -> tuple:
        return (self._game_id, self._actions)

    def _on_answer(self, token: object, action: object) -> None:
        if isinstance(token, tuple) and token and token[0] == "hint":
            if token[1:] == self._token() and self.is_human_turn():
                self.hints += 1
                self.hintReady.emit(action)
            return
        if token != self._token() or self._hold or self.is_human_turn():
            return  # stale: the game or the state moved on
        self._ready = (token, action)
        self._maybe_apply_ready(token)

    def _maybe_apply_ready(self, token: object = None) -> None:
        ready = self._ready
        if ready is None or self._busy:
            return
        if token is not None and token != ready[0]:
            return
        if ready[0] != self._token():
            self._ready = None
            return
        left = self._ready_at - time.monotonic()
        if left > 0:
            QTimer.singleShot(max(1, int(left * 1000) + 1),
                              lambda t=ready[0]: self._maybe_apply_ready(t))
            return
        self._ready = None
        action = ready[1]
        error = self._apply(action)
        if error is not None:
            self._bot_error(f"seat {getattr(action, 'seat', '?')} chose an illegal "
                            f"action: {error} ({error.rule})")

    def _on_failure(self, token: object, message: str) -> None:
        if isinstance(token, tuple) and token and token[0] == "hint":
            self.failures.append(message)
            self.botFailed.emit(message)
            return
        if token != self._token():
            return
        self._bot_error(message)

    def _bot_error(self, message: str) -> None:
        """A bot raised or answered illegally: say so; a random legal action stands in."""
        self.failures.append(message)
        self.botFailed.emit(message)
        st = self.state
        fallback = make_player("random", f"fallback:{self._actions}")
        self._apply(fallback.choose(st.observation(st.current)))

    # ------------------------------------------------------------ applying
    def _apply(self, action) -> IllegalAction | None:
        st = self.state
        try:
            st.apply(action)
        except IllegalAction as exc:
            return exc
        self._actions += 1
        if self._undo_pending is not None and getattr(action, "seat", None) == PERSON:
            self._undo.append(self._undo_pending)
        self._undo_pending = None
        self.humanTurnEnded.emit()
        events = self._take_events()
        if self._hand_ended():
            hand_no = self._fed[0]
            record = st.hand_records[hand_no]
            winner = st.side_names[st.winner] if st.phase == OVER else None
            summary = summarise_hand(record, st.side_names, hand_no, winner, st.rules.board)
            self.summaries.append(summary)
            self.last_summary = summary
            self._hold = True
            self.thinking.emit(-1)
            self.advanced.emit(events, None)
            self.gameChanged.emit()
            self._update_undo()
            self.handFinished.emit(summary)
            if st.phase == OVER:
                if self.match is not None and not any(g is st for g in self.match.games):
                    self.match.add(st)
                self.gameOver.emit(game_result(st))
            elif self.settings.autoplay:
                self._auto_next = True
                self._schedule_auto_next()
            return None
        self.advanced.emit(events, st.observation(PERSON))
        self.gameChanged.emit()
        self._update_undo()
        self._turn()
        return None

    def _schedule_auto_next(self) -> None:
        """Autoplay: the next hand comes a pause after the felt has shown the show."""
        if not self._auto_next or self._busy:
            return
        self._auto_next = False
        gid = self._game_id
        QTimer.singleShot(self._pause_ms(HAND_END_PAUSE_MS), lambda: self._auto_continue(gid))

    def _auto_continue(self, game_id: int) -> None:
        if game_id == self._game_id:
            self.continue_game()

    def continue_game(self) -> None:
        """Next hand: the finished hand's show leaves the felt and the new deal comes."""
        st = self.state
        if not self._hold or st is None or st.phase == OVER:
            return
        self._hold = False
        pending = self._pending_settings
        if pending is not None:
            self.settings = pending.with_changes(rules=self.settings.rules)
            if pending.rules == self.settings.rules:
                self._pending_settings = None
            self._make_players()
            self.settingsChanged.emit(self.settings)
        hand = st.hand_no
        self._fed = (hand, 0)
        events = [self._deal_marker(hand)] + self._take_events()
        self.advanced.emit(events, st.observation(PERSON))
        self._update_undo()
        self._turn()

    # ------------------------------------------------------------ the person's intents
    def _human(self, make) -> bool:
        if not self.is_human_turn():
            if self._hold:
                msg = self.tr("The hand is over: press Next hand first.")
            elif self.state is not None and self.state.phase == OVER:
                msg = self.tr("The game is over.")
            else:
                msg = self.tr("Please wait: it is not your turn.")
            self.refused.emit("C100", msg)
            return False
        error = self._apply(make(PERSON))
        if error is not None:
            self.refused.emit(error.rule, error.message)
            return False
        return True

    def lay_away(self, cards) -> bool:
        """C31–C34, C103: the cards laid away (or buried)."""
        return self._human(lambda s: Discard(s, tuple(cards)))

    def play(self, card: int) -> bool:
        """C50, C51, C104: one card to the count."""
        return self._human(lambda s: Play(s, card))

    def claim(self, points: int) -> bool:
        """C91–C95: the person's count of the hand or crib being shown."""
        return self._human(lambda s: Claim(s, points))

    def leave_box(self, leave: bool = True) -> bool:
        """W34: leave the penalty box (peg duty)."""
        return self._human(lambda s: LeaveBox(s, leave))

    def hint_barred(self) -> str:
        """C97: why no hint may be given now: "off" (the person turned hints off),
        "count" (no count hint while muggins is on: it would be the answer key), or ""."""
        if not self.settings.hints:
            return "off"
        st = self.state
        if (self.is_human_turn() and st.rules.muggins != "off"
                and st.decision().kind == "show"):
            return "count"
        return ""

    def request_hint(self) -> bool:
        if not self.is_human_turn() or self.hint_barred():
            return False
        token = ("hint", *self._token())
        self.runner.ask(token, self._hinter, self.state.observation(PERSON))
        return True

    def hint_now(self):
        """The hint computed on the calling thread (tests, keyboard help)."""
        if not self.is_human_turn() or self.hint_barred():
            return None
        self.hints += 1
        return make_hint(self.state.observation(PERSON))

    @property
    def assisted(self) -> bool:
        """C97: a hint or an undo was used in this game (history and statistics say so)."""
        return bool(self.undos or self.hints)

    # ------------------------------------------------------------ undo
    def can_undo(self) -> bool:
        """A decision of the hand on the felt to take back (issue 25 item 9).  Every one
        of the person's decisions is followed at once by a card or a count they had not
        seen (the starter, a bot's card, the next show), so Undo goes back past what was
        revealed, as long as the hand is still on the felt (its show included); the
        record then says the game was assisted (C97, ``undos``)."""
        st = self.state
        if not self._undo or st is None or st.phase == OVER:
            return False
        return self._undo[-1].hand_no == self._fed[0]

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        point = self._undo.pop()
        self._start(point.state.clone(), players=copy.deepcopy(point.players),
                    autoplayed=self._autoplayed, undos=self.undos + 1)
        return True

    def _update_undo(self) -> None:
        ok = self.can_undo()
        if ok != self._undo_ok:
            self._undo_ok = ok
            self.undoChanged.emit(ok)

    # ------------------------------------------------------------ records
    def record(self) -> dict:
        """CRIB_RECORD v1 plus "cinch_qt": levels, names, settings (autosave)."""
        st = self.state
        if st is None:
            raise RuntimeError("no game has been started")
        names = self.names
        rec = st.to_record(names)
        seat_names = st.seat_names
        extra: dict[str, Any] = {
            "levels": {seat_names[s]: self.settings.level_of(s) for s in st.rules.seats
                       if s != PERSON},
            "names": {seat_names[s]: n for s, n in names.items()},
            "settings": {"speed": self.settings.speed, "game": self.game_name},
        }
        if self.undos:
            extra["undos"] = self.undos
        if self.hints:
            extra["hints"] = self.hints
        if self.explained:
            extra["explained"] = self.explained
        if self.match is not None:
            # C84: which match this game belongs to and where it stood when it began.
            extra["match"] = {"to": self.match.rules.match, "seed": self.match.seed,
                              "game": self.match.played + (0 if self.match_goes_on or
                                                           self.match.is_over else 1),
                              "points": dict(self.match_before)}
        if self._autoplayed:
            extra["autoplay"] = True
        rec["cinch_qt"] = extra
        return rec

    def load_record(self, record: dict) -> None:
        """Resume the game ``record`` holds exactly; RecordError (a ValueError) says why
        not, and the current game is then untouched."""
        state = GameState.from_record(record)
        extra = record.get("cinch_qt") if isinstance(record, dict) else None
        # The game resumes under the rules it began with; the person's stored choices
        # (what the session was made with) wait for the next game (issue 25 item 3).
        kept = self.next_settings
        settings = self.settings.with_changes(rules=state.rules)
        undos = hints = 0
        autoplayed = False
        if isinstance(extra, dict):
            levels = extra.get("levels")
            from ..ai import LEVELS
            if isinstance(levels, dict):
                chosen = {state.seat_names.index(k): v for k, v in levels.items()
                          if k in state.seat_names and v in LEVELS and k != "S"}
                settings = settings.with_changes(levels=chosen)
            names = extra.get("names")
            if isinstance(names, dict) and isinstance(names.get("S"), str):
                settings = settings.with_changes(player_name=names["S"])
            if isinstance(extra.get("undos"), int) and extra["undos"] > 0:
                undos = extra["undos"]
            if isinstance(extra.get("hints"), int) and extra["hints"] > 0:
                hints = extra["hints"]
            autoplayed = extra.get("autoplay") is True
        match = self._resumed_match(state, extra)
        self.settings = settings
        self.match = match
        self.match_before = dict(match.points) if match else {}
        self.hints = hints
        explained = extra.get("explained") if isinstance(extra, dict) else None
        self.explained = explained if isinstance(explained, list) else []
        self._pending_settings = None
        if kept.rules != state.rules and kept.rules.board == state.rules.board:
            self._pending_settings = kept.with_changes(autoplay=settings.autoplay)
        self.game_name = "crib-wars" if state.rules.board == "crib-wars" else "cribbage"
        self.settingsChanged.emit(settings)
        # A game saved between hands resumes at the next deal (its show is over).
        self._start(state, autoplayed=autoplayed, undos=undos)

    @staticmethod
    def _resumed_match(state: GameState, extra: object) -> Match | None:
        """C84: the match a resumed game belongs to, from our extension (a record
        without it, or with a damaged one, starts the match at this game)."""
        if state.rules.match <= 1:
            return None
        info = extra.get("match") if isinstance(extra, dict) else None
        try:
            return Match.resumed(state.rules, int(info["seed"]), dict(info["points"]),
                                 int(info["game"]) - 1)
        except (TypeError, KeyError, ValueError):
            return Match(state.rules, state.seed)

    def back_holes(self) -> dict[str, str]:
        """W45: where each side's back peg stands — where its last move of the game
        began, earlier hands included (a resumed game's pegs as they were)."""
        st = self.state
        back: dict[str, str] = {}
        if st is None:
            return back
        me = st.seat_names[PERSON]
        for events in [r["events"] for r in st.hand_records] + [st.events]:
            for ev in public_events(events, me):
                if ev.get("e") in ("score", "retreat", "release") and "from" in ev:
                    back[ev["side"]] = ev["from"]
        return back

    def shutdown(self) -> None:
        """Drop everything in flight and wait for the worker (on quit)."""
        self._game_id += 1
        if self._runner is not None:
            self._runner.wait_idle(5000)


__all__ = ["CribbageSession", "HandSummary", "GameResult", "summarise_hand", "game_result",
           "known_cards", "BOT_THINK_MS", "HAND_END_PAUSE_MS", "BOX", "LAY", "PLAY", "SHOW"]
