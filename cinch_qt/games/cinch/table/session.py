"""Cinch's session (CinchSession, the shell's TableSession): the only bridge between Qt
and the engine.

The view sends intents (a bid button, a card dropped on the trick); the session asks
the engine, applies the action or reports the refusal with its rule, updates the models
and sends the view snapshots to animate.  Computer players think on a worker thread;
their answers carry a token (game id, action count) and stale ones are dropped.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ....controller.record_extension import read_extension, write_extension
from ....controller.table_session import TableSession, new_seed
from ....i18n.placeholders import fill
from ...base import PERSON
from ..ai.registry import make_player
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
from .models import BidHistoryModel, ScoreSheetModel, TrickModel
from .settings import TableSettings
from .words import (
    announce_trick,
    seat_name,
)

if TYPE_CHECKING:  # the summary's module loads with the first hand's end
    from .summary import HandSummary


@dataclass(frozen=True)
class Decision:
    """What the person must decide now (what ``humanTurn`` carries), with its legal
    choices, in plain data for the strip and the felt."""
    kind: str                              # bid, trump, keep, rob, give, play
    legal_bids: tuple[int, ...] = ()
    can_pass: bool = False
    candidates: tuple[int, ...] = ()       # keep/rob/give: cards to choose from
    count: int = 0                         # how many to choose
    to: int = -1                           # give: the short player
    legal_cards: tuple[int, ...] = ()      # play


class CinchSession(TableSession):
    Illegal = IllegalAction
    make_player = staticmethod(make_player)
    TURN_RULE = "R70"
    PERSON_BOT_SEED = "hint"   # the bot at South plays the demo and gives the hint
    # humanTurn carries a Decision, handFinished a HandSummary, gameOver the winning side,
    # settingsChanged the TableSettings.
    tableChanged = Signal(object)           # snapshot.Snapshot to animate to
    status = Signal(str)
    hintReady = Signal(object, str)         # action payload dict, words
    # Plays, bids and trick winners in words, for screen readers.
    announcement = Signal(str)

    def __init__(self, settings: TableSettings | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.settings = settings or TableSettings()
        self.score_sheet = ScoreSheetModel(self)
        # Before any game (the resume question is asked over the table), the sheet has
        # the columns of the table the settings make, not a four-player default.
        self.score_sheet.reset(self.settings.rules.sides)
        self.bid_history = BidHistoryModel(self)
        self.last_trick_model = TrickModel(self)
        for model in (self.bid_history, self.last_trick_model):
            model.namer = lambda seat: self.settings.display_name(seat)
        self.state: GameState | None = None
        # (the bots, made when first asked, and the hold after a hand are TableSession's)
        # Bots wait for the table's first frame (app.py): a bot thinking in its thread
        # takes the interpreter from the GUI thread while it paints.
        self._bots_held = False
        self._advance_held = False
        self._last_summary: HandSummary | None = None
        # (undos, _autoplayed and the Undo points: TableSession's)

    # ------------------------------------------------------------ game lifecycle
    def new_game(self, seed: int | None = None) -> None:
        """Start a new game; anything the old game still had in flight is dropped."""
        self._take_pending_settings()
        self._start(GameState(self.settings.rules, new_seed() if seed is None else seed),
                    fresh=True)

    def load_record(self, record: dict) -> None:
        """Resume a game from a RECORD v1 object (plus our optional "cinch_qt" key).
        Raises RecordError (or ValueError) naming what is wrong; the current game is then
        left untouched."""
        state = GameState.from_record(record)
        settings, undos, autoplayed = read_extension(
            record.get("cinch_qt"), self.settings.with_changes(rules=state.rules), SEAT_CHARS)
        self.settings = settings
        self.settingsChanged.emit(self.settings)
        self._start(state, autoplayed=autoplayed, undos=undos)

    def record(self) -> dict:
        """The game as RECORD v1 plus a "cinch_qt" key with levels and names."""
        if self.state is None:
            raise RuntimeError("no game has been started")
        rec = self.state.to_record()
        names = self.settings.names()
        extra = write_extension(self.settings, SEAT_CHARS, self.state.seats, names,
                                self.undos, self._autoplayed)
        rec["names"] = extra["names"]
        rec["cinch_qt"] = extra
        return rec

    # Undo and Redo are the shell's (TableSession); what they keep and Cinch's rule of
    # how far back they go are undo.py's.
    def _seen(self) -> frozenset[int]:
        from .undo import known_cards
        return known_cards(self.state.observation(PERSON))

    def _may_take_back(self, point) -> bool:  # noqa: ANN001 - controller.UndoPoint
        from .undo import may_take_back
        return may_take_back(point, self.state, PERSON)

    def _forced_play(self) -> Play | None:
        st = self.state
        if st.phase == PLAY:
            cards = st.legal_cards()
            if len(cards) == 1:         # R41, R42 leave one card: it is played for South
                return Play(PERSON, cards[0])
        return None
    # (TableSession's _start begins a game, loaded or restored; here it is shown)
    def _shown_start(self, fresh: bool) -> None:
        state = self.state
        names = self.settings.names()
        self.score_sheet.reset(state.rules.sides, state.hand_records)
        history = [(h_no, SEAT_CHARS.index(s), n)
                   for h_no, h in enumerate(state.hand_records) for s, n in h["bids"]]
        history += [(state.hand_no, s, n) for s, n in state.bids]
        self.bid_history.reset(history)
        self.last_trick_model.names = names
        self.last_trick_model.set_plays([])
        first = snap.build(state, "deal" if state.phase == BID and not state.bids else "load")
        self.tableChanged.emit(_replace_snapshot(first, restart=True))

    def _played(self, state: GameState) -> bool:
        # A game resumed at its first hand's first bid holds nothing to lose yet.
        return bool(state.hand_no or state.bids or state.phase != BID)

    def _result(self) -> str:
        return self.state.winner or ""

    def _person_level(self) -> str:
        return self.settings.hint_level or self.STRONGEST

    # (set_settings and the settings' wait for the next hand are TableSession's)
    def _hand_settings_applied(self) -> None:
        names = self.settings.names()
        self.last_trick_model.names = names

    # ------------------------------------------------------------ pacing
    def hold_bots(self) -> None:
        """No bot is made or asked until ``release_bots`` (the first frame)."""
        self._bots_held = True

    def release_bots(self) -> None:
        if self._bots_held:
            self._bots_held = False
            if self._advance_held:
                self._advance_held = False
                self._next_turn()

    def _bots_wait(self) -> bool:
        if self._bots_held:
            self._advance_held = True
        return self._bots_held

    # The bots' hand-off is TableSession's; these are Cinch's words and stand-in.
    def _hint_answered(self, action: Action) -> None:
        from ....ui.table_window import hint_words
        from .action_words import action_payload
        from .hint_reasons import advice
        self.hintReady.emit(action_payload(action), hint_words(advice(action)))

    def _hint_failed(self, message: str) -> None:
        self.status.emit(self.tr("The hint bot failed: %1").replace("%1", message))

    def _illegal_bot_action(self, action: Action, error: Exception) -> str:
        who = seat_name(action.seat) if hasattr(action, "seat") else "?"
        # The engine's own message follows (English: it is for the bug report).
        return fill(self.tr("%1 chose an illegal action: %2"), who, error)

    def _said_bot_failed(self, message: str) -> None:
        self.status.emit(self.tr("A computer player failed (%1); a random legal move was "
                                 "used.").replace("%1", message))

    # ------------------------------------------------------------ applying
    def _apply(self, action: Action) -> IllegalAction | None:
        st = self.state
        before = st.clone()
        hand_no = st.hand_no
        error = self._engine_apply(action)
        if error is not None:
            return error
        names = self.settings.names()
        self.humanTurnEnded.emit()
        finished = st.hand_no != hand_no or st.phase == OVER
        record = st.hand_records[-1] if finished else None
        # Bid history: the action itself plus R21's automatic passes after a 14.
        if isinstance(action, (Bid, Pass)):
            bids = record["bids"] if finished else [[SEAT_CHARS[s], n] for s, n in st.bids]
            for s, n in bids[len(before.bids):]:
                self.bid_history.append(hand_no, SEAT_CHARS.index(s), n)
        from .action_words import describe  # the first frame needs no move described
        text = describe(action, names)
        self.status.emit(text)
        self.announcement.emit(text)
        self._emit_steps(action, before, record)
        if finished:
            self.score_sheet.append_hand(record)
            from .summary import summarise
            summary = summarise(record, st.rules, hand_no, names,
                                st.winner if st.phase == OVER else None)
            self._last_summary = summary
            self._hand_over(summary)
            return None
        self.gameChanged.emit()
        self._next_turn()
        return None

    def _next_deal(self) -> None:
        self.last_trick_model.set_plays([])
        self.tableChanged.emit(snap.build(self.state, "deal"))

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
            self._emit_exchange(before)
            return
        if isinstance(action, DealerKeep) and action.seat != PERSON:
            # R34 as the table sees it: the dealer takes up the pack, then discards.
            emit(snap.build(before, "rob", robbing=True, actor=action.seat))
        step = {Bid: "bid", Pass: "bid", DealerKeep: "rob", DealerGive: "give"}[type(action)]
        emit(snap.build(st, step, actor=action.seat if step == "rob" else None))

    def _emit_exchange(self, before: GameState) -> None:
        """The discards and draws one at a time, each seat in turn from the dealer's left
        (R31-R33), so the table can be followed as at a real one."""
        st = self.state
        emit = self.tableChanged.emit
        fresh = [s for s in st.order if s in st.kept and s not in before.kept]
        drawers = [s for s in st.order if s in st.drawn]
        for i, seat in enumerate(fresh):
            emit(snap.build(st, "discard", undiscarded=frozenset(fresh[i + 1:]),
                            undrawn=frozenset(drawers), actor=seat))
        robs = st.phase == ROB and st.dealer == PERSON
        for i, seat in enumerate(drawers):
            emit(snap.build(st, "draw", undrawn=frozenset(drawers[i + 1:]), actor=seat,
                            pack_down=robs))
        if drawers and robs:
            emit(snap.build(st, "rob_row"))  # R34: what is left, face up to choose from
        if not fresh and not drawers:  # the person keeps trumps first: trumps shown
            emit(snap.build(st, "discard"))
        facts = snap.exchange_facts(st)
        from .exchange_words import exchange_words, seat_exchange
        said = [seat_exchange(self.settings.display_name(s), exchange_words(
            s, facts["kept"], facts["drew"], facts["given"], None, st.dealer))
            for s in fresh + [d for d in drawers if d not in fresh]]
        if said:
            self.announcement.emit("; ".join(said) + ".")

    def _asked(self) -> Decision:
        st = self.state
        d = st.decision()
        if d.kind == BID:
            return Decision(BID, tuple(st.legal_bids()), st.can_pass())
        if d.kind == TRUMP:
            return Decision(TRUMP)
        if d.kind == PLAY:
            return Decision(PLAY, legal_cards=tuple(st.legal_cards()))
        return Decision(d.kind, candidates=d.candidates, count=d.count, to=d.to)

    def decision(self) -> Decision | None:
        return self._asked() if self.is_human_turn() else None

    # ------------------------------------------------------------ the person's intents
    # (applied, or refused with R70 when out of turn, by TableSession._human)
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

    def last_summary(self) -> HandSummary | None:
        return self._last_summary


def _replace_snapshot(s: snap.Snapshot, **changes) -> snap.Snapshot:
    from dataclasses import replace
    return replace(s, **changes)
