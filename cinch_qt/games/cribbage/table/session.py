"""The cribbage session: the only bridge between the cribbage table's widgets and the
engine (CRIB_CONTRACT.md section 2; the Cinch side is games/cinch/table/session.py).

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

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ....controller.table_session import BOT_THINK_MS, TableSession, new_seed
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
from ..engine.match import Match
from ..engine.observation import Observation, public_events
from .settings import PERSON, CribbageSettings
from .texts import seat_display_name

if TYPE_CHECKING:  # loaded with the person's first turn, and with a hand's end
    from ....controller.undo_point import UndoPoint
    from .hand_summary import HandSummary


CRIB_THINK_MS = 200       # a computer player's thinking pause, at normal speed
HAND_END_PAUSE_MS = 700   # the demo: how long a finished hand's show stays before the next
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


def _summaries(state: GameState) -> list[HandSummary]:
    """The summaries of the hands a loaded or restored game has finished (a new game has
    none, and its first frame does not load hand_summary.py)."""
    done = [(h, r) for h, r in enumerate(state.hand_records)
            if r.get("holes") is not None and (h < state.hand_no or state.phase == OVER)]
    if not done:
        return []
    from .hand_summary import summarise_hand
    return [summarise_hand(r, state.side_names, h, board=state.rules.board) for h, r in done]


class CribbageSession(TableSession):
    Illegal = IllegalAction
    make_player = staticmethod(make_player)
    # A cribbage hand has many small moves (every card of the play is one, with its peg
    # after it): a shorter thinking pause than Cinch's keeps a hand brisk
    # (benchmarks/bench_crib_pace.py); the felt's own animations still play.
    BOT_THINK_MS = CRIB_THINK_MS
    HAND_END_PAUSE_MS = HAND_END_PAUSE_MS
    TURN_RULE = "C100"
    # A move is never shown before the last one has been.
    turns_wait_for_felt = True
    # humanTurn carries a Decision, handFinished a HandSummary, gameOver a GameResult,
    # settingsChanged the CribbageSettings.
    advanced = Signal(list, object)   # events, Observation or None (feed for felt.advance)
    reset = Signal(object)            # Observation (felt.reset)
    hintReady = Signal(object)        # ai.Hint
    started = Signal()                # a game was started, loaded or restored (undo)

    def __init__(self, settings: CribbageSettings | None = None, game_name: str = "cribbage",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_name = game_name
        self.settings = settings or CribbageSettings()
        self.state: GameState | None = None
        self._hinter = _Hinter()
        self._fed = (0, 0)          # (hand number, events of it fed so far)
        self._prompt_token: tuple | None = None
        # The first-game explanations given this game (window.py's coach keeps them
        # here, so that Undo and a resume go on from them).
        self.explained: list = []
        self.last_summary: HandSummary | None = None
        self.summaries: list[HandSummary] = []
        # C84: the match the game in play belongs to (None: single games), and the game
        # points each side had when this game began.
        self.match: Match | None = None
        self.match_before: dict[str, int] = {}

    # ------------------------------------------------------------ properties
    # (runner, game_id, action_count, holding and the bots are TableSession's)
    @property
    def names(self) -> dict[int, str]:
        """Seat -> the name shown at the table: the person's own name if chosen, else
        "You"; the bots by their compass point."""
        rules = self.settings.rules if self.state is None else self.state.rules
        own = self.settings.player_name.strip()
        return {s: (own if s == PERSON and own and own != "You"
                    else seat_display_name(rules.seat_names[s])) for s in rules.seats}

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
        self._take_pending_settings()
        seed = new_seed() if seed is None else seed
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
        self.explained = []
        self.match_before = dict(self.match.points)
        self._start(self.match.new_game(), fresh=True)
        return True

    # (next_settings, set_settings and set_demo are TableSession's; so is _start, which
    # shows a game begun, loaded or restored here)
    def _shown_start(self, fresh: bool) -> None:
        state = self.state
        self.summaries = _summaries(state)
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

    def _played(self, state: GameState) -> bool:
        return state.hand_no > 0 or bool(state.events)

    def _result(self) -> Any:
        from .hand_summary import game_result
        return game_result(self.state)

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
    # (the felt's pace, the hold after a hand and the demo's next hand are TableSession's)
    def _asked(self) -> Any:
        self._prompt_token = self._token()
        return self.state.decision()

    # The bots' hand-off and the hints' count (C97) are TableSession's.
    def _hint_answered(self, action: Any) -> None:
        self.hintReady.emit(action)

    # ------------------------------------------------------------ applying
    def _apply(self, action) -> IllegalAction | None:
        st = self.state
        error = self._engine_apply(action)
        if error is not None:
            return error
        self.humanTurnEnded.emit()
        events = self._take_events()
        if self._hand_ended():
            hand_no = self._fed[0]
            record = st.hand_records[hand_no]
            winner = st.side_names[st.winner] if st.phase == OVER else None
            from .hand_summary import summarise_hand
            summary = summarise_hand(record, st.side_names, hand_no, winner, st.rules.board)
            self.summaries.append(summary)
            self.last_summary = summary
            if (st.phase == OVER and self.match is not None
                    and not any(g is st for g in self.match.games)):
                self.match.add(st)
            self.advanced.emit(events, None)
            self._hand_over(summary)
            return None
        self.advanced.emit(events, st.observation(PERSON))
        self._play_on()
        return None

    def _next_deal(self) -> None:
        """The finished hand's show leaves the felt and the new deal comes."""
        st = self.state
        hand = st.hand_no
        self._fed = (hand, 0)
        events = [self._deal_marker(hand)] + self._take_events()
        self.advanced.emit(events, st.observation(PERSON))
        self._history_changed()

    # ------------------------------------------------------------ the person's intents
    # (applied, or refused with C100 when out of turn, by TableSession._human)
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

    def _hint_player(self) -> _Hinter:
        return self._hinter

    # ------------------------------------------------------------ undo
    # Undo and Redo are the shell's (TableSession); the cards seen are undo_points.py's.
    def _seen(self) -> frozenset[int]:
        from .undo_points import known_cards  # with the first turn
        return known_cards(self.state.observation(PERSON))

    def _may_take_back(self, point: UndoPoint) -> bool:
        """Every one of the person's decisions is followed at once by a card or a count
        they had not seen (the starter, a bot's card, the next show), so Undo goes back
        past what was revealed, as long as the hand is still on the felt (its show
        included); the record then says the game was assisted (C97, ``undos``)."""
        return point.hand_no == self._fed[0]

    def _forced_play(self) -> Play | None:
        legal = self.state.legal_actions()
        if len(legal) == 1 and isinstance(legal[0], Play):   # C50, C51: one card fits
            return legal[0]
        return None

    # ------------------------------------------------------------ records
    # (written and read by session_record.py, loaded when first needed)
    def record(self) -> dict:
        """CRIB_RECORD v1 plus "cinch_qt": levels, names, settings (autosave)."""
        from .session_record import record_of
        return record_of(self)

    def load_record(self, record: dict) -> None:
        """Resume the game ``record`` holds exactly; RecordError (a ValueError) says why
        not, and the current game is then untouched."""
        from .session_record import load_into
        load_into(self, record)

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


# (HandSummary, GameResult, summarise_hand and game_result are hand_summary.py's, loaded
# with the first hand's end.)
__all__ = ["CribbageSession", "BOT_THINK_MS", "HAND_END_PAUSE_MS", "BOX", "LAY", "PLAY", "SHOW"]
