"""The controller: the only bridge between Qt and the engine.

The view sends intents (a bid button, a card dropped on the trick); the controller asks
the engine, applies the action or reports the refusal with its rule, updates the models
and sends the view snapshots to animate.  Computer players think on a worker thread;
their answers carry a token (game id, action count) and stale ones are dropped.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ....controller.bot_runner import BotRunner
from ....i18n.placeholders import fill
from ..ai.registry import STRONGEST, make_player
from ..engine.actions import (
    Action,
    Bid,
    DealerGive,
    DealerKeep,
    KeepTrumps,
    NameTrump,
    Pass,
    Play,
)
from ..engine.errors import IllegalAction
from ..engine.rules import SEAT_CHARS
from ..engine.state import BID, GIVE, KEEP, OVER, PLAY, ROB, TRUMP, GameState
from . import snapshot as snap
from .models import BidHistoryModel, HandModel, ScoreSheetModel, TrickModel
from .settings import HUMAN_SEAT, TableSettings
from .words import (
    announce_bid,
    announce_play,
    announce_trick,
    announce_trump,
    card_name,
    player_name,
    seat_name,
)

if TYPE_CHECKING:  # the summary's module loads with the first hand's end (issue 19)
    from .summary import HandSummary

# Named pauses in milliseconds at speed "normal"; every one is scaled by the speed factor.
BOT_THINK_MS = 550        # a bot's visible "thinking" pause before its action lands
HAND_END_PAUSE_MS = 1800  # autoplay: how long the hand summary stays before the next deal


@dataclass(frozen=True)
class Prompt:
    """What the person must do now, in plain data for the panels."""
    kind: str                              # bid, trump, keep, rob, give, play
    legal_bids: tuple[int, ...] = ()
    can_pass: bool = False
    candidates: tuple[int, ...] = ()       # keep/rob/give: cards to choose from
    count: int = 0                         # how many to choose
    to: int = -1                           # give: the short player
    legal_cards: tuple[int, ...] = ()      # play


def describe(action: Action, names: dict[int, str] | None = None) -> str:
    """A sentence for an action in the player's language (status line, hint, screen
    readers).  South is "you"; the cards a bot keeps stay hidden (only South's own
    choice is listed), so the status line never leaks a hidden hand."""
    del names  # seat names come from cinch_qt.i18n, in the player's language
    seat = action.seat
    if isinstance(action, Pass):
        return announce_bid(seat, None)
    if isinstance(action, Bid):
        return announce_bid(seat, action.amount)
    if isinstance(action, NameTrump):
        return announce_trump(seat, action.suit)
    if isinstance(action, Play):
        return announce_play(seat, action.card)
    count = len(action.cards)
    if isinstance(action, DealerGive):
        if seat == HUMAN_SEAT:
            text = (translate("GameController", "You give one card to %1.") if count == 1
                    else translate("GameController", "You give %2 cards to %1."))
            return fill(text, player_name(action.to), count)
        text = (translate("GameController", "%1 gives one card to %2.") if count == 1
                else translate("GameController", "%1 gives %3 cards to %2."))
        return fill(text, seat_name(seat), player_name(action.to), count)
    if seat == HUMAN_SEAT:
        cards = translate("GameController", ", ").join(
            card_name(c, capitalise=False) for c in sorted(action.cards))
        return translate("GameController", "You keep %1.").replace("%1", cards)
    if isinstance(action, DealerKeep):
        return translate("GameController", "%1 robs the pack and keeps six cards.").replace(
            "%1", seat_name(seat))
    return translate("GameController", "%1 keeps six trumps.").replace("%1", seat_name(seat))


translate = QCoreApplication.translate


def action_payload(action: Action) -> dict:
    """An action as plain data for the view (which never handles engine objects)."""
    if isinstance(action, Pass):
        return {"kind": "pass"}
    if isinstance(action, Bid):
        return {"kind": "bid", "amount": action.amount}
    if isinstance(action, NameTrump):
        return {"kind": "trump", "suit": action.suit}
    if isinstance(action, Play):
        return {"kind": "play", "card": action.card}
    return {"kind": "choose", "cards": sorted(action.cards)}


class GameController(QObject):
    gameChanged = Signal()                  # after every applied action and on new game
    tableChanged = Signal(object)           # snapshot.Snapshot to animate to
    humanTurn = Signal(object)              # Prompt
    humanTurnEnded = Signal()
    refused = Signal(str, str)              # rule id, message
    status = Signal(str)
    thinking = Signal(int)                  # seat of the bot now thinking (-1: nobody)
    handFinished = Signal(object)           # HandSummary
    gameOver = Signal(str)                  # winning side
    hintReady = Signal(object, str)         # action payload dict, words
    botFailed = Signal(str)
    settingsChanged = Signal(object)        # TableSettings now in force
    # Plays, bids and trick winners in words, for screen readers (issue 8).
    announcement = Signal(str)

    def __init__(self, settings: TableSettings | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.settings = settings or TableSettings()
        self._pending_settings: TableSettings | None = None
        self.runner = BotRunner(self)
        self.runner.answered.connect(self._on_answer)
        self.runner.failed.connect(self._on_failure)
        self.score_sheet = ScoreSheetModel(self)
        self.bid_history = BidHistoryModel(self)
        self.trick_model = TrickModel(self)
        self.last_trick_model = TrickModel(self)
        for model in (self.bid_history, self.trick_model, self.last_trick_model):
            model.namer = lambda seat: self.settings.display_name(seat)
        self.hand_models: dict[int, HandModel] = {
            s: HandModel(s, s == HUMAN_SEAT, self) for s in (0, 1, 2, 3)}
        self.state: GameState | None = None
        self.failures: list[str] = []
        self._game_id = 0
        self._actions = 0
        self._players: dict[int, object] = {}
        self._hinter: object | None = None
        self._bots_game = 0  # the game id in the bots' seeds (kept across an Undo)
        self._ready: tuple[tuple, Action] | None = None
        self._ready_at = 0.0
        self._animating = False
        self._hold = False          # waiting for the person to dismiss the hand summary
        # Bots wait for the table's first frame (app.py): a bot thinking in its thread
        # takes the interpreter from the GUI thread while it paints (issue 19).
        self._bots_held = False
        self._advance_held = False
        self._autoplayed = False    # the hint bot made some of South's moves this game
        self._last_summary: HandSummary | None = None
        self.undos = 0              # decisions taken back in this game (undo.py)

    # ------------------------------------------------------------ game lifecycle
    def new_game(self, seed: int | None = None) -> None:
        """Start a new game; anything the old game still had in flight is dropped."""
        if self._pending_settings is not None:
            self.settings, self._pending_settings = self._pending_settings, None
            self.settingsChanged.emit(self.settings)
        if seed is None:
            seed = int(time.time() * 1000) % 2_000_000_000
        self._start(GameState(self.settings.rules, seed))

    def load_record(self, record: dict) -> None:
        """Resume a game from a RECORD v1 object (plus our optional "cinch_qt" key).
        Raises RecordError (or ValueError) naming what is wrong; the current game is then
        left untouched."""
        state = GameState.from_record(record)
        extra = record.get("cinch_qt") if isinstance(record, dict) else None
        settings = self.settings.with_changes(rules=state.rules)
        if isinstance(extra, dict):
            from ..ai.registry import LEVELS
            levels = extra.get("levels")
            if isinstance(levels, str) and levels in LEVELS:  # one level for every bot
                settings = settings.with_changes(levels={s: levels for s in (1, 2, 3)})
            elif isinstance(levels, dict):
                chosen = {SEAT_CHARS.index(k): v for k, v in levels.items()
                          if k in SEAT_CHARS and v in LEVELS}
                settings = settings.with_changes(levels=chosen)
            names = extra.get("names")
            if isinstance(names, dict) and isinstance(names.get("S"), str):
                settings = settings.with_changes(player_name=names["S"])
        self.settings = settings
        self.settingsChanged.emit(self.settings)
        undos = extra.get("undos") if isinstance(extra, dict) else None
        self._start(state, autoplayed=isinstance(extra, dict) and extra.get("autoplay") is True,
                    undos=undos if isinstance(undos, int) and undos > 0 else 0)

    def record(self) -> dict:
        """The game as RECORD v1 plus a "cinch_qt" key with levels and names."""
        if self.state is None:
            raise RuntimeError("no game has been started")
        rec = self.state.to_record()
        names = {SEAT_CHARS[s]: n for s, n in self.settings.names().items()}
        rec["names"] = names
        rec["cinch_qt"] = {
            "levels": {SEAT_CHARS[s]: self.settings.level_of(s) for s in self.state.seats
                       if s != HUMAN_SEAT},
            "names": names,
        }
        if self.undos:
            rec["cinch_qt"]["undos"] = self.undos  # marked in the statistics (undo.py)
        if self._autoplayed:
            # The bot played for South: the history keeps the game, the statistics
            # (which are about the person's own play) leave it out.
            rec["cinch_qt"]["autoplay"] = True
        return rec

    def restore(self, state: GameState, players: dict) -> None:
        """Undo (controller/undo.py): back to ``state``, a copy taken earlier in this
        game, with the computer players as they were then; the game counts one undo."""
        self._start(state, autoplayed=self._autoplayed, players=players,
                    undos=self.undos + 1)

    def _start(self, state: GameState, autoplayed: bool = False,
               players: dict | None = None, undos: int = 0) -> None:
        self.undos = undos
        self._game_id += 1
        self._autoplayed = autoplayed
        self._ready = None
        self._hold = False
        self.state = state
        self._actions = 0
        self._hinter = None
        if players is None:
            self._players = {}
            self._bots_game = self._game_id
        else:  # Undo: the bots as they were (none yet if none had been asked)
            self._players = players
        # Whatever the old game asked of the person is over (the view and the strip
        # must not keep offering it while the new game's bots play).
        self.humanTurnEnded.emit()
        names = self.settings.names()
        self.score_sheet.reset(state.rules.sides, state.hand_records)
        history = [(h_no, SEAT_CHARS.index(s), n)
                   for h_no, h in enumerate(state.hand_records) for s, n in h["bids"]]
        history += [(state.hand_no, s, n) for s, n in state.bids]
        self.bid_history.reset(history)
        self.trick_model.names = self.last_trick_model.names = names
        self.last_trick_model.set_plays([])
        self.thinking.emit(-1)
        self._update_models()
        first = snap.build(state, "deal" if state.phase == BID and not state.bids else "load")
        self.tableChanged.emit(_replace_snapshot(first, restart=True))
        self.gameChanged.emit()
        if state.phase == OVER:
            self.gameOver.emit(state.winner or "")
            return
        self._advance()

    def _player(self, seat: int) -> object:
        """The bot of ``seat`` (the hint bot for South), made when first asked: the
        first frame of a game needs no AI loaded (issue 19)."""
        seed = self.state.seed
        if seat == HUMAN_SEAT:
            if self._hinter is None:
                self._hinter = make_player(self.settings.hint_level or STRONGEST,
                                           f"{seed}:hint")
            return self._hinter
        if not self._players:
            self._players = {s: make_player(self.settings.level_of(s),
                                            f"{seed}:{s}:{self._bots_game}")
                             for s in self.state.seats if s != HUMAN_SEAT}
        return self._players[seat]

    def set_settings(self, settings: TableSettings) -> None:
        """Levels, speed and names apply from the next hand; rules from the next game."""
        self._pending_settings = settings
        if self.state is None:
            self.settings, self._pending_settings = settings, None
            self.settingsChanged.emit(settings)

    def _apply_hand_settings(self) -> None:
        pending = self._pending_settings
        if pending is None:
            return
        self.settings = pending.with_changes(rules=self.settings.rules)
        if pending.rules == self.settings.rules:
            self._pending_settings = None
        # The new levels' bots are made when next asked.
        self._players, self._hinter, self._bots_game = {}, None, self._game_id
        names = self.settings.names()
        self.trick_model.names = self.last_trick_model.names = names
        self.settingsChanged.emit(self.settings)

    @property
    def game_id(self) -> int:
        return self._game_id

    @property
    def action_count(self) -> int:
        return self._actions

    @property
    def holding(self) -> bool:
        return self._hold

    def is_human_turn(self) -> bool:
        st = self.state
        return (st is not None and not self._hold and st.current == HUMAN_SEAT
                and not self.settings.autoplay)

    # ------------------------------------------------------------ pacing
    def set_animating(self, busy: bool) -> None:
        """The view reports whether it is still animating; bots wait for it."""
        self._animating = busy
        if not busy:
            self._maybe_apply_ready()

    def _pause_ms(self, base: int) -> int:
        return int(base * self.settings.speed_factor)

    def hold_bots(self) -> None:
        """No bot is made or asked until ``release_bots`` (the first frame)."""
        self._bots_held = True

    def release_bots(self) -> None:
        if self._bots_held:
            self._bots_held = False
            if self._advance_held:
                self._advance_held = False
                self._advance()

    def _advance(self) -> None:
        st = self.state
        if st is None or self._hold:
            return
        if st.phase == OVER:
            self.thinking.emit(-1)
            return
        seat = st.current
        if seat == HUMAN_SEAT and not self.settings.autoplay:
            self.thinking.emit(-1)
            self.humanTurn.emit(self._prompt())
            return
        if self._bots_held:
            self._advance_held = True
            return
        if seat == HUMAN_SEAT:
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
                self.hintReady.emit(action_payload(action),
                                    self.tr("Hint: %1").replace("%1", describe(action)))
            return
        if token != self._token() or self._hold or self.is_human_turn():
            return  # stale: the game or the state moved on (R70 protects the engine too)
        self._ready = (token, action)
        wait = int(max(0.0, self._ready_at - time.monotonic()) * 1000)
        if wait > 0:
            QTimer.singleShot(wait, lambda t=token: self._maybe_apply_ready(t))
        else:
            self._maybe_apply_ready(token)

    def _maybe_apply_ready(self, token: object = None) -> None:
        ready = self._ready
        if ready is None or self._animating:
            return
        if token is not None and token != ready[0]:
            return
        if ready[0] != self._token():
            return
        left = self._ready_at - time.monotonic()
        if left > 0:
            # Not yet: timers may fire a little early, so wait out the rest of the pause.
            QTimer.singleShot(max(1, int(left * 1000) + 1),
                              lambda t=ready[0]: self._maybe_apply_ready(t))
            return
        self._ready = None
        action = ready[1]
        error = self._apply(action)
        if error is not None:
            who = seat_name(action.seat) if hasattr(action, "seat") else "?"
            # The engine's own message follows (English: it is for the bug report).
            self._bot_error(fill(self.tr("%1 chose an illegal action: %2"), who, error))

    def _on_failure(self, token: object, message: str) -> None:
        if isinstance(token, tuple) and token and token[0] == "hint":
            self.status.emit(self.tr("The hint bot failed: %1").replace("%1", message))
            self.failures.append(message)
            self.botFailed.emit(message)
            return
        if token != self._token():
            return
        self._bot_error(message)

    def _bot_error(self, message: str) -> None:
        """A bot raised or answered illegally: say so, and let a random legal action stand
        in so the game goes on."""
        self.failures.append(message)
        self.botFailed.emit(message)
        self.status.emit(self.tr("A computer player failed (%1); a random legal move was "
                                 "used.").replace("%1", message))
        from ..ai.random_player import RandomPlayer
        st = self.state
        fallback = RandomPlayer(f"fallback:{self._actions}").choose(st.observation(st.current))
        self._apply(fallback)

    # ------------------------------------------------------------ applying
    def _apply(self, action: Action) -> IllegalAction | None:
        st = self.state
        before = st.clone()
        hand_no = st.hand_no
        try:
            st.apply(action)
        except IllegalAction as exc:
            return exc
        self._actions += 1
        names = self.settings.names()
        self.humanTurnEnded.emit()
        finished = st.hand_no != hand_no or st.phase == OVER
        record = st.hand_records[-1] if finished else None
        # Bid history: the action itself plus R21's automatic passes after a 14.
        if isinstance(action, (Bid, Pass)):
            bids = record["bids"] if finished else [[SEAT_CHARS[s], n] for s, n in st.bids]
            for s, n in bids[len(before.bids):]:
                self.bid_history.append(hand_no, SEAT_CHARS.index(s), n)
        text = describe(action, names)
        self.status.emit(text)
        self.announcement.emit(text)
        self._emit_steps(action, before, record)
        self._update_models(before if finished else None)
        if finished:
            self.score_sheet.append_hand(record)
            from .summary import summarise
            summary = summarise(record, st.rules, hand_no, names,
                                st.winner if st.phase == OVER else None)
            self._last_summary = summary
            self._hold = True
            self.thinking.emit(-1)
            self.gameChanged.emit()
            self.handFinished.emit(summary)
            if st.phase == OVER:
                self.thinking.emit(-1)
                self.gameOver.emit(st.winner or "")
            elif self.settings.autoplay:
                gid = self._game_id
                QTimer.singleShot(self._pause_ms(HAND_END_PAUSE_MS),
                                  lambda: self._auto_continue(gid))
            return None
        self.gameChanged.emit()
        self._advance()
        return None

    def _auto_continue(self, game_id: int) -> None:
        if game_id == self._game_id:
            self.continue_game()

    def continue_game(self) -> None:
        """After the hand summary: show the next deal and go on."""
        if not self._hold or self.state is None or self.state.phase == OVER:
            return
        self._hold = False
        self._apply_hand_settings()
        self.last_trick_model.set_plays([])
        self._update_models()
        self.tableChanged.emit(snap.build(self.state, "deal"))
        self._advance()

    def _emit_steps(self, action: Action, before: GameState, record: dict | None) -> None:
        st = self.state
        emit = self.tableChanged.emit
        if isinstance(action, Play):
            trick_done = len(before.trick) + 1 == len(st.seats)
            if not trick_done:
                emit(snap.build(st, "play"))
                return
            plays = tuple(before.trick) + ((action.seat, action.card),)
            if record is None:
                winner = st.tricks[-1].winner
                # The full trick names its winner, so the winning card can be marked
                # while the trick stays in view.
                emit(snap.build(st, "play", full_trick=plays, trick_winner=winner))
                emit(snap.build(st, "sweep", trick_winner=winner))
                self.last_trick_model.set_plays(list(plays), winner)
                self.announcement.emit(announce_trick(winner))
            else:
                last = record["tricks"][-1]
                winner = SEAT_CHARS.index(last["winner"])
                full = snap.build(before, "play")
                places = dict(full.places)
                places[action.card] = snap.Place(snap.TRICK, action.seat, len(plays) - 1,
                                                  len(plays), True)
                for i, (s, c) in enumerate(plays):
                    places[c] = snap.Place(snap.TRICK, s, i, len(plays), True)
                counts = dict(full.counts)
                counts[action.seat] = max(0, counts[action.seat] - 1)
                emit(_replace_snapshot(full, places=places, counts=counts, to_act=None,
                                       trick_winner=winner))
                emit(snap.build_finished_hand(before, record))
                self.last_trick_model.set_plays(list(plays), winner)
                self.announcement.emit(announce_trick(winner))
            return
        if record is not None:
            # A thrown-in hand (R22): the last pass ends it; show the bids where they lie.
            end = snap.build(before, "bid")
            bids = {SEAT_CHARS.index(s): ("Pass" if n is None else str(n))
                    for s, n in record["bids"]}
            emit(_replace_snapshot(end, bids=bids, to_act=None))
            return
        if isinstance(action, (NameTrump, KeepTrumps)):
            emit(snap.build(st, "discard", undrawn=True))
            if st.drawn:
                emit(snap.build(st, "draw"))
            return
        step = {Bid: "bid", Pass: "bid", DealerKeep: "rob", DealerGive: "give"}[type(action)]
        emit(snap.build(st, step))

    def _update_models(self, finished_before: GameState | None = None) -> None:
        st = self.state
        for s, model in self.hand_models.items():
            if s in st.seats and finished_before is None:
                model.set_cards(snap.sort_hand(st.hand_of(s), st.trump) if s == HUMAN_SEAT
                                else st.hand_of(s))
            else:
                model.set_cards([])
        human = self.hand_models[HUMAN_SEAT]
        if finished_before is None and st.phase == PLAY and st.current == HUMAN_SEAT:
            human.set_legal(set(st.legal_cards()))
        else:
            human.set_legal(set())
        self.trick_model.set_plays([] if finished_before is not None else list(st.trick))

    def _prompt(self) -> Prompt:
        st = self.state
        d = st.decision()
        if d.kind == BID:
            return Prompt(BID, tuple(st.legal_bids()), st.can_pass())
        if d.kind == TRUMP:
            return Prompt(TRUMP)
        if d.kind == PLAY:
            return Prompt(PLAY, legal_cards=tuple(st.legal_cards()))
        return Prompt(d.kind, candidates=d.candidates, count=d.count, to=d.to)

    def current_prompt(self) -> Prompt | None:
        return self._prompt() if self.is_human_turn() else None

    # ------------------------------------------------------------ the person's intents
    def _human(self, action_for_seat) -> bool:
        if not self.is_human_turn():
            msg = (self.tr("The hand summary is open: continue to the next hand first.")
                   if self._hold else self.tr("Please wait: it is not your turn."))
            self.refused.emit("R70", msg)
            return False
        error = self._apply(action_for_seat(HUMAN_SEAT))
        if error is not None:
            self.refused.emit(error.rule, error.message)
            return False
        return True

    def submit_bid(self, amount: int) -> bool:
        return self._human(lambda s: Bid(s, amount))

    def submit_pass(self) -> bool:
        return self._human(lambda s: Pass(s))

    def name_trump(self, suit: int) -> bool:
        return self._human(lambda s: NameTrump(s, suit))

    def play_card(self, card: int) -> bool:
        return self._human(lambda s: Play(s, card))

    def choose_cards(self, cards: list[int] | set[int]) -> bool:
        """Keep six trumps (R32), rob the pack (R34/R35) or give cards (R35)."""
        st = self.state
        chosen = frozenset(cards)
        phase = st.phase if st is not None else None
        if phase == KEEP:
            return self._human(lambda s: KeepTrumps(s, chosen))
        if phase == ROB:
            return self._human(lambda s: DealerKeep(s, chosen))
        if phase == GIVE:
            to = st.decision().to
            return self._human(lambda s: DealerGive(s, to, chosen))
        self.refused.emit("R70", self.tr("There is no choice of cards to make now."))
        return False

    def request_hint(self) -> bool:
        """Ask the strongest bot what it would do in the person's place."""
        if not self.is_human_turn():
            self.status.emit(self.tr("A hint is available on your turn."))
            return False
        token = ("hint", *self._token())
        self.runner.ask(token, self._player(HUMAN_SEAT), self.state.observation(HUMAN_SEAT))
        return True

    def last_summary(self) -> HandSummary | None:
        return self._last_summary

    def shutdown(self) -> None:
        """Drop everything in flight and wait for the worker (on quit)."""
        self._game_id += 1
        self.runner.wait_idle(5000)


def _replace_snapshot(s: snap.Snapshot, **changes) -> snap.Snapshot:
    from dataclasses import replace
    return replace(s, **changes)
