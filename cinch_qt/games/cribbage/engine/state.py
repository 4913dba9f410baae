"""A whole game of cribbage, hand after hand, driven by actions.

As in the Cinch engine (and OpenSpiel's states): the state says whose turn it is
(``current_seat``), what they may do (``decision()`` / ``legal_actions()``), takes an
action (``apply``) and says what one seat may know (``observation``).  Steps nobody
chooses — the draw for deal, the deal, the starter and heels, every go, the automatic
counts of the show, the next deal — happen inside ``apply``.  Every check happens before
anything changes, so a refused action leaves the state exactly as it was.

This module holds the deal, the queries, the checks and the lay-away; the play
(the_play.py), the show (the_show.py) and the moves on the board (board_moves.py:
every score is one move, C60, W4) are parts of the same class kept in their own files.
"""

from __future__ import annotations

import copy
import itertools
from typing import Any

from ...base import TurnKeeping
from ...frozen_value import FrozenValue
from . import errors as err
from .actions import Action, Claim, Discard, Go, LeaveBox, Play
from .board_moves import BoardMoves
from .cards import CARD_NAMES, JACK, RANK, VALUE
from .phases import BOX, DRAW, LAY, OVER, PLAY, SHOW
from .rules import PERSON, Rules
from .scoring import score_hand
from .shuffle import Shuffler
from .the_play import ThePlay
from .the_show import TheShow

MAX_CLAIM = 29   # C105


class Decision(FrozenValue):
    """What the game waits for: ``kind`` is LAY (``count`` cards to lay away or, with
    ``bury``, to bury), PLAY, SHOW (a claim for ``what``: "hand" or "crib") or BOX."""

    _fields = ("kind", "seat", "count", "bury", "what")
    kind: str
    seat: int
    count: int
    bury: bool
    what: str

    def __init__(self, kind: str, seat: int, count: int = 0, bury: bool = False,
                 what: str = "") -> None:
        self.__dict__.update(kind=kind, seat=seat, count=count, bury=bury, what=what)


def load_board(name: str) -> Any:
    from .boards import get_board
    return get_board(name)


class GameState(ThePlay, TheShow, BoardMoves, TurnKeeping):
    """A game in progress.  ``shuffler`` (used when replaying a record) supplies the
    draw, the packs and the cuts instead of the seeded generator; ``board`` may be
    given to play on a board object directly (tests)."""

    def __init__(self, rules: Rules | None = None, seed: int = 0, *,
                 shuffler: Shuffler | None = None, board: Any = None) -> None:
        self.rules = rules or Rules()
        self.seed = seed
        self.board = board if board is not None else load_board(self.rules.board)
        self.shuffler = shuffler or Shuffler(seed)
        r = self.rules
        self.n_sides = r.n_sides
        self.seat_names = r.seat_names
        self.side_names = r.side_names
        self.holes = [self.board.start] * self.n_sides
        self.box = [0] * self.n_sides           # W32/W33: hands still to sit out
        self.hand_records: list[dict] = []
        self.hand_no = -1
        self.dealer = -1
        self.winner: int | None = None
        self.game_points: dict[int, int] = {}
        self.phase = DRAW
        self.current: int | None = None
        self.draw: list[tuple[int, int]] = []
        self._new_hand(self._draw_first_dealer())

    # ================================================================ the deal
    def _draw_first_dealer(self) -> int:
        """C20, C21: everyone draws; the lowest rank deals; only the tied draw again."""
        drawing = list(self.rules.seats)
        while True:
            draws = self.shuffler.draw(drawing)
            self.draw.extend(draws)
            low = min(RANK[c] for _, c in draws)
            drawing = [s for s, c in draws if RANK[c] == low]
            if len(drawing) == 1:
                return drawing[0]

    def _next_dealer(self, out: list[int]) -> int:
        """C23, W33: the deal passes clockwise, skipping the seats of a side sitting out."""
        n = self.rules.players
        seat = self.dealer
        for _ in range(n):
            seat = (seat + 1) % n
            if seat % self.n_sides not in out:
                return seat
        raise AssertionError("every side is sitting out")  # W35 keeps one in at least

    def _new_hand(self, dealer: int | None = None) -> None:
        self.hand_no += 1
        out = [s for s in range(self.n_sides) if self.box[s] > 0]
        self.dealer = dealer if dealer is not None else self._next_dealer(out)
        self.out = out
        n = self.rules.players
        # C3, C30: dealt in = every seat of a side not sitting out, from the dealer's left.
        self.active = [(self.dealer + k) % n for k in range(1, n + 1)
                       if (self.dealer + k) % n % self.n_sides not in out]
        size = 6 if len(self.active) == 2 else 5          # C31–C34, W33
        self.pack = self.shuffler.pack(self.hand_no)
        self.deal = {s: [] for s in self.active}
        pos = 0
        for _ in range(size):
            for s in self.active:
                self.deal[s].append(self.pack[pos])
                pos += 1
        self.stock = self.pack[pos:]
        self.hands = {s: list(self.deal[s]) for s in self.active}
        self.laid: dict[int, list[int]] = {}
        self.buried: list[int] = []
        self.crib: list[int] = []
        self.crib_stock: int | None = None
        self.starter: int | None = None
        self.cut: int | None = None
        self.events: list[dict] = []
        self.folded: set[int] = set()
        self.dead: dict[int, list[int]] = {}
        self.left_box = False
        # the play
        self.kept: dict[int, list[int]] = {}
        self.played: list[tuple[int, int]] = []   # (seat, card) in order, whole hand
        self.count = 0
        self.seq: list[int] = []                  # ranks of the current count
        self.last_player: int | None = None
        self.gone: set[int] = set()
        # the show: (seat, "hand"|"crib") still to count, in order (C70)
        self.shows: list[tuple[int, str]] = []
        self.phase = LAY
        self.current = self.active[0]
        if (self.rules.peg_duty and PERSON % self.n_sides in out
                and self.box[PERSON % self.n_sides] == 1):
            self.phase = BOX                       # W34: the person's last hand out
            self.current = PERSON

    def _lay_size(self, seat: int) -> tuple[int, bool]:
        """(cards to lay away, whether they are buried) for ``seat`` this hand."""
        k = len(self.active)
        if k == 2:
            return 2, False                        # C31
        if k == 6 and seat % self.n_sides == self.dealer % self.n_sides:
            return 1, True                         # C34: the dealing side buries
        return 1, False                            # C32, C33, C34

    # ================================================================ queries
    def side_of(self, seat: int) -> int:
        return seat % self.n_sides

    def mark(self, side: int) -> int:
        return self.board.mark(self.holes[side])

    def decision(self) -> Decision | None:
        seat = self.current
        if self.phase == OVER or seat is None:
            return None
        if self.phase == LAY:
            count, bury = self._lay_size(seat)
            return Decision(LAY, seat, count, bury)
        if self.phase == SHOW:
            return Decision(SHOW, seat, what=self.shows[0][1])
        return Decision(self.phase, seat)

    def playable(self, seat: int) -> list[int]:
        room = 31 - self.count
        return [c for c in self.hands[seat] if VALUE[c] <= room]

    def legal_actions(self) -> list[Action]:
        seat = self.current
        phase = self.phase
        if phase == PLAY:                       # the common case first (simulation)
            room = 31 - self.count
            return [Play(seat, c) for c in self.hands[seat] if VALUE[c] <= room]
        if phase == OVER or seat is None:
            return []
        if phase == LAY:
            return [Discard(seat, combo)
                    for combo in itertools.combinations(self.hands[seat],
                                                        self._lay_size(seat)[0])]
        if phase == SHOW:
            return [Claim(seat, p) for p in range(MAX_CLAIM + 1)]
        return [LeaveBox(seat, True), LeaveBox(seat, False)]

    def true_count(self) -> int:
        """The exact total of the show the game waits for (bots and hints use it)."""
        seat, what = self.shows[0]
        cards = self.crib if what == "crib" else self.kept[seat]
        return score_hand(cards, self.starter, what == "crib")

    # ================================================================ apply
    def apply(self, action: Action) -> None:
        """Take one action; raise an IllegalAction (state unchanged) if it breaks a rule."""
        self._check(action)
        if isinstance(action, Discard):
            self._lay(action.seat, list(action.cards))
        elif isinstance(action, Play):
            self._play(action.seat, action.card)
        elif isinstance(action, Claim):
            self._claim(action.points)
        else:
            self._box(action.leave)

    def _check(self, action: Action) -> None:
        if self.phase == OVER:
            raise err.GameOver("C61", "the game is over")
        if not isinstance(action, (Discard, Play, Go, Claim, LeaveBox)):
            raise err.WrongPhase("C100", f"not a cribbage action: {action!r}")
        if action.seat != self.current:
            who = self.seat_names[self.current] if self.current is not None else "nobody"
            raise err.NotYourTurn("C100", f"it is {who}'s turn, not "
                                  f"{self._seat_name(action.seat)}'s")
        seat = action.seat
        phase = self.phase
        if isinstance(action, Discard):
            if phase != LAY:
                raise err.WrongPhase("C100", f"no laying away now (the game is at {phase})")
            count, bury = self._lay_size(seat)
            cards = action.cards
            rule = "C34" if bury else "C103"
            if not isinstance(cards, (tuple, list)) or any(type(c) is not int for c in cards):
                raise err.BadDiscard("C103", f"not a choice of cards: {cards!r}")
            if len(cards) != count or len(set(cards)) != len(cards):
                raise err.BadDiscard(rule, f"{self.seat_names[seat]} must "
                                     f"{'bury' if bury else 'lay away'} {count} card"
                                     f"{'s' if count > 1 else ''}, not {len(cards)}")
            for c in cards:
                if c not in self.hands[seat]:
                    raise err.CardNotHeld("C103", f"{self.seat_names[seat]} does not hold "
                                          f"{_name(c)}")
        elif isinstance(action, (Play, Go)):
            if phase != PLAY:
                raise err.WrongPhase("C100", f"no card can be played now (the game is at "
                                     f"{phase})")
            if isinstance(action, Go):
                # The engine says go by itself (C52); the seat to act always has a card.
                raise err.PastThirtyOne("C104", f"{self.seat_names[seat]} holds a card "
                                        "that fits, so may not say go")
            card = action.card
            if type(card) is not int or card not in self.hands[seat]:
                raise err.CardNotHeld("C50", f"{self.seat_names[seat]} does not hold "
                                      f"{_name(card)}")
            if self.count + VALUE[card] > 31:
                raise err.PastThirtyOne("C104", f"{_name(card)} would take the count from "
                                        f"{self.count} past 31")
        elif isinstance(action, Claim):
            if phase != SHOW:
                raise err.WrongPhase("C91", "no count is waiting for a claim")
            p = action.points
            if type(p) is not int or not 0 <= p <= MAX_CLAIM:
                raise err.BadClaim("C105", f"a claim is a whole number from 0 to 29, "
                                   f"not {p!r}")
        else:
            if phase != BOX:
                raise err.WrongPhase("W34", "the penalty box cannot be left now")

    def _seat_name(self, seat: object) -> str:
        if isinstance(seat, int) and 0 <= seat < len(self.seat_names):
            return self.seat_names[seat]
        return repr(seat)

    # ---------------------------------------------------------------- laying away
    def _box(self, leave: bool) -> None:
        if leave:
            self.left_box = True
            self.events.append({"e": "leave_box", "side": self.side_names[PERSON % self.n_sides]})
        self.phase = LAY
        self.current = self.active[0]

    def _lay(self, seat: int, cards: list[int]) -> None:
        hand = self.hands[seat]
        for c in cards:
            hand.remove(c)
        self.laid[seat] = cards
        bury = self._lay_size(seat)[1]
        self.events.append({"e": "bury" if bury else "lay", "seat": self.seat_names[seat],
                            "cards": [CARD_NAMES[c] for c in cards]})
        if bury:
            self.buried.extend(cards)
        else:
            self.crib.extend(cards)
        i = self.active.index(seat) + 1
        if i < len(self.active):
            self.current = self.active[i]
            return
        self._turn_starter()

    def _turn_starter(self) -> None:
        stock = self.stock
        if len(self.active) == 3:                  # C32: the stock's top card to the crib
            self.crib_stock = stock[0]
            self.crib.append(stock[0])
            self.events.append({"e": "crib_stock", "card": CARD_NAMES[stock[0]]})
            lying = len(stock) - 1
            offset = 1
        else:
            lying = len(stock) + len(self.buried)  # C34: buried cards lie at the bottom
            offset = 0
        self.cut = self.shuffler.cut(self.hand_no, lying)
        self.starter = stock[self.cut + offset]      # C40, C41
        self.events.append({"e": "starter", "cut": self.cut,
                            "card": CARD_NAMES[self.starter]})
        self.kept = {s: list(self.hands[s]) for s in self.active}
        self.phase = PLAY
        if RANK[self.starter] == JACK:               # C42: his heels
            side = self.side_of(self.dealer)
            withheld = (self.rules.heels_near_end == "withheld"
                        and self.board.heels_withheld(self.holes[side]))   # C43, W40
            if not withheld and self._score(side, 2, "heels"):
                return
        self._start_count(self.active[0], first=True)

    # ---------------------------------------------------------------- end of hand
    def _hand_record(self, finished: bool) -> dict:
        names = self.seat_names
        rec = {
            "dealer": names[self.dealer],
            "out": [self.side_names[s] for s in self.out],
            "pack": [CARD_NAMES[c] for c in self.pack],
            "deal": {names[s]: [CARD_NAMES[c] for c in self.deal[s]] for s in self.active},
            "stock": [CARD_NAMES[c] for c in self.stock],
            # Events are never changed once written, so they are shared, not copied.
            "events": self.events if finished else list(self.events),
            "marks": None,
            "holes": None,
        }
        if finished:
            rec["marks"] = {self.side_names[s]: self.mark(s) for s in range(self.n_sides)}
            rec["holes"] = {self.side_names[s]: self.holes[s] for s in range(self.n_sides)}
        return rec

    def _end_hand(self) -> None:
        self.hand_records.append(self._hand_record(True))
        person_side = PERSON % self.n_sides
        for s in self.out:
            if self.box[s] > 0:
                self.box[s] -= 1
                # W34: with peg duty the person's side must leave the box itself.
                if (self.box[s] == 0 and self.rules.peg_duty and s == person_side
                        and not self.left_box):
                    self.box[s] = 1
        self._new_hand()

    # ================================================================ results
    def result(self) -> dict[str, int] | None:
        """Game points per side: the winner's gain, each loser's loss (C81, C82)."""
        if self.winner is None:
            return None
        res = {self.side_names[s]: -p for s, p in self.game_points.items()}
        res[self.side_names[self.winner]] = sum(self.game_points.values())
        return res

    def observation(self, seat: int):
        from .observation import observe
        return observe(self, seat)

    def to_record(self, names: dict[int, str] | None = None) -> dict:
        from .record import game_record
        return game_record(self, names)

    @classmethod
    def from_record(cls, record: dict) -> GameState:
        """The game a CRIB_RECORD describes, replayed and checked (record.py)."""
        from .record import replay_record
        return replay_record(record)

    def clone(self) -> GameState:
        new = object.__new__(GameState)
        shared = ("rules", "board", "seat_names", "side_names")
        new.__dict__ = {k: (v if k in shared else copy.deepcopy(v))
                        for k, v in self.__dict__.items()}
        return new

    def snapshot(self) -> dict:
        """Everything that changes, as plain values (tests compare before and after)."""
        rng = {k: (v.getstate() if hasattr(v, "getstate") else copy.deepcopy(v))
               for k, v in self.shuffler.__dict__.items()}
        return {k: copy.deepcopy(v) for k, v in self.__dict__.items()
                if k not in ("rules", "board", "shuffler")} | {"rng": rng}


def _name(card: object) -> str:
    return CARD_NAMES[card] if isinstance(card, int) and 0 <= card < 52 else repr(card)
