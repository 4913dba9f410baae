"""The game state: a whole game of Cinch, hand after hand, driven by actions.

Learned from OpenSpiel's state objects: the state says whose turn it is
(``current_player``), what they may do (``decision()`` / ``legal_actions()``), takes an
action (``apply``), and says what one seat may know (``observation``).  Steps nobody
chooses (dealing, discarding non-trumps, drawing, scoring) happen inside ``apply``.

Every check happens before anything changes, so a refused action leaves the state
exactly as it was.
"""

from __future__ import annotations

import itertools
import random

from ...base import TurnKeeping
from ...frozen_value import FrozenValue
from . import errors as err
from .actions import Action, Bid, DealerGive, DealerKeep, KeepTrumps, NameTrump, Pass, Play
from .cards import SUITS, TRUMP_TABLES, TrumpTable, card_str, cards_of, mask_of, rank_of
from .discard_draw import DiscardAndDraw
from .phases import BID, GIVE, HAND_SIZE, KEEP, OVER, PHASE_RULE, PHASE_WORDS, PLAY, ROB, TRUMP
from .rules import SEAT_CHARS, Rules
from .scoring import game_winner, score_hand
from .tricks import legal_mask, trick_winner_index, why_illegal

MAX_BID = 14


class Decision(FrozenValue):
    """What the game waits for.  For choices of several cards (KEEP, ROB, GIVE),
    ``candidates`` are the cards to choose from and ``count`` how many to pick;
    ``to`` (GIVE) is the short player receiving the cards."""

    _fields = ("kind", "seat", "candidates", "count", "to")
    kind: str
    seat: int
    candidates: tuple[int, ...]
    count: int
    to: int

    def __init__(self, kind: str, seat: int, candidates: tuple[int, ...] = (),
                 count: int = 0, to: int = -1) -> None:
        self.__dict__.update(kind=kind, seat=seat, candidates=candidates, count=count,
                             to=to)

    def action(self, cards) -> KeepTrumps | DealerKeep | DealerGive:
        """The action that makes this choice of cards (KEEP, ROB or GIVE)."""
        chosen = frozenset(cards)
        if self.kind == KEEP:
            return KeepTrumps(self.seat, chosen)
        if self.kind == ROB:
            return DealerKeep(self.seat, chosen)
        if self.kind == GIVE:
            return DealerGive(self.seat, self.to, chosen)
        raise ValueError(f"a {self.kind!r} decision is not a choice of cards")


class Trick(FrozenValue):
    """A finished trick: who led, the (seat, card) plays in order, and who won it."""

    _fields = ("leader", "plays", "winner")
    leader: int
    plays: tuple[tuple[int, int], ...]
    winner: int

    def __init__(self, leader: int, plays: tuple[tuple[int, int], ...], winner: int) -> None:
        self.__dict__.update(leader=leader, plays=plays, winner=winner)


class GameState(DiscardAndDraw, TurnKeeping):
    """A game in progress.  Construct with rules and a seed; ``deals`` (used when
    replaying a record) supplies each hand's deal instead of shuffling."""

    def __init__(self, rules: Rules | None = None, seed: int = 0, *,
                 first_dealer: int | None = None,
                 deals: list[tuple[dict[int, list[int]], list[int]]] | None = None) -> None:
        self.rules = rules or Rules()
        self.seed = seed
        self.seats = self.rules.seats
        self._next = {s: self.rules.next_seat(s) for s in self.seats}
        self.totals = {side: 0 for side in self.rules.sides}
        self.hand_records: list[dict] = []
        self.hand_no = 0
        self.winner: str | None = None
        self._deals = deals
        self.draw_for_deal: list[list[tuple[int, int]]] = []
        if first_dealer is None:
            first_dealer = self._draw_first_dealer()
        self._start_hand(first_dealer)

    # ----------------------------------------------------------------- dealing
    def _draw_first_dealer(self) -> int:
        """R3: everyone draws a card; the highest deals (ace high); ties draw again."""
        rng = random.Random(f"cinch-draw:{self.seed}")
        drawing = list(self.seats)
        while True:
            pack = list(range(52))
            rng.shuffle(pack)
            draws = list(zip(drawing, pack, strict=False))
            self.draw_for_deal.append(draws)
            top = max(rank_of(c) for _, c in draws)
            drawing = [s for s, c in draws if rank_of(c) == top]
            if len(drawing) == 1:
                return drawing[0]

    def _start_hand(self, dealer: int) -> None:
        rules = self.rules
        self.dealer = dealer
        self.order = rules.order_from_left_of(dealer)  # dealer's left first, dealer last
        if self._deals is not None and self.hand_no < len(self._deals):
            deal, pack = self._deals[self.hand_no]
            self.deal = {s: list(deal[s]) for s in self.seats}
            self.pack = list(pack)
        else:
            self.deal, self.pack = self._shuffle_and_deal()
        self.pack_after_deal = tuple(self.pack)
        self.hands = {s: mask_of(self.deal[s]) for s in self.seats}
        self.bids: list[tuple[int, int | None]] = []
        self.high_bid = 0
        self.maker: int | None = None
        self.bid: int | None = None
        self.trump: int | None = None
        self.table: TrumpTable | None = None
        self.kept: dict[int, list[int]] = {}
        self.drawn: dict[int, list[int]] = {}
        self.discards = {s: 0 for s in self.seats}   # every dead card, by who discarded it
        self.shown = {s: 0 for s in self.seats}      # dead trumps shown face up (R32, R34)
        self.dealer_kept: list[int] | None = None
        self.given: dict[int, list[int]] = {}
        self._to_discard: list[int] = []
        self._short: list[int] = []
        self.tricks: list[Trick] = []
        self.trick: list[tuple[int, int]] = []
        self.leader: int | None = None
        self.won = {s: 0 for s in self.seats}        # cards taken in tricks, by seat
        self.phase = BID
        self.current: int | None = self.order[0]

    def _shuffle_and_deal(self) -> tuple[dict[int, list[int]], list[int]]:
        # R14: a seeded shuffle, then a cut leaving at least four cards in each packet.
        # One generator per hand, keyed by seed and hand number, so a game resumed from
        # its record deals the same later hands as the original would have.
        rng = random.Random(f"cinch-deal:{self.seed}:{self.hand_no}")
        pack = list(range(52))
        rng.shuffle(pack)
        cut = rng.randint(4, 48)
        pack = pack[cut:] + pack[:cut]
        # R15: nine each, three at a time, clockwise from the dealer's left.
        deal: dict[int, list[int]] = {s: [] for s in self.seats}
        pos = 0
        for _ in range(3):
            for seat in self.order:
                deal[seat].extend(pack[pos:pos + 3])
                pos += 3
        return deal, pack[pos:]

    # ----------------------------------------------------------------- queries
    @property
    def current_player(self) -> int | None:
        return self.current

    def result(self) -> dict[str, int] | None:
        """Game points per side once over: one game won, paid by each other side, so
        the winner gains one per loser and the sum is zero (docs/games.md)."""
        if self.winner is None:
            return None
        losers = [side for side in self.rules.sides if side != self.winner]
        return {side: (len(losers) if side == self.winner else -1)
                for side in self.rules.sides}

    def hand_of(self, seat: int) -> list[int]:
        return cards_of(self.hands[seat])

    def side_of(self, seat: int) -> str:
        return self.rules.side_of(seat)

    def decision(self) -> Decision | None:
        """What the game is waiting for, or None when it is over."""
        phase, seat = self.phase, self.current
        if phase == OVER:
            return None
        if phase == KEEP:
            trumps = self.hands[seat] & self.table.trump_mask
            return Decision(KEEP, seat, tuple(cards_of(trumps)), HAND_SIZE)
        if phase == ROB:
            pool = self.hands[seat] | mask_of(self.pack)
            return Decision(ROB, seat, tuple(cards_of(pool)), HAND_SIZE)
        if phase == GIVE:
            to = self._short[0]
            need = HAND_SIZE - self.hands[to].bit_count()
            pool = self.discards[self.dealer]
            return Decision(GIVE, seat, tuple(cards_of(pool)), need, to)
        return Decision(phase, seat)

    def legal_bids(self) -> list[int]:
        low = max(self.rules.min_bid, self.high_bid + 1)
        return list(range(low, MAX_BID + 1))

    def can_pass(self) -> bool:
        # R22 stuck dealer: the dealer may not pass when everybody else has.
        return not (self.rules.all_pass == "stuck_dealer" and self.current == self.dealer
                    and self.high_bid == 0)

    def legal_cards(self) -> list[int]:
        led = self.trick[0][1] if self.trick else -1
        return cards_of(legal_mask(self.hands[self.current], led, self.table))

    def legal_actions(self) -> list[Action]:
        """Every legal action.  For a dealer's rob this can be many thousands of
        combinations; callers that only need one should use ``decision()``."""
        d = self.decision()
        if d is None:
            return []
        seat = d.seat
        if d.kind == BID:
            acts: list[Action] = [Pass(seat)] if self.can_pass() else []
            return acts + [Bid(seat, n) for n in self.legal_bids()]
        if d.kind == TRUMP:
            return [NameTrump(seat, s) for s in SUITS]
        if d.kind == PLAY:
            return [Play(seat, c) for c in self.legal_cards()]
        combos = itertools.combinations(d.candidates, d.count)
        if d.kind == KEEP:
            return [KeepTrumps(seat, frozenset(c)) for c in combos]
        if d.kind == ROB:
            return [DealerKeep(seat, frozenset(c)) for c in combos]
        return [DealerGive(seat, d.to, frozenset(c)) for c in combos]

    # ----------------------------------------------------------------- actions
    def apply(self, action: Action) -> None:
        """Apply one action, or raise an IllegalAction naming the rule it breaks."""
        if self.phase == OVER:
            raise err.GameOver("R53", "the game is over")
        if action.seat != self.current:
            who = SEAT_CHARS[action.seat] if action.seat in self.seats else repr(action.seat)
            raise err.NotYourTurn("R70", f"it is {SEAT_CHARS[self.current]}'s turn, "
                                         f"not {who}'s")
        kind = type(action)
        if kind is Play:
            self._play(action)
        elif kind is Bid or kind is Pass:
            self._bid(action)
        elif kind is NameTrump:
            self._name_trump(action)
        elif kind is KeepTrumps:
            self._keep_trumps(action)
        elif kind is DealerKeep:
            self._dealer_keep(action)
        elif kind is DealerGive:
            self._dealer_give(action)
        else:
            raise err.WrongPhase("R70", f"not an action: {action!r}")

    def _need_phase(self, phase: str, what: str) -> None:
        if self.phase != phase:
            raise err.WrongPhase(PHASE_RULE[self.phase],
                                 f"cannot {what} now: the game is waiting for "
                                 f"{PHASE_WORDS[self.phase]}")

    def _bid(self, action: Bid | Pass) -> None:
        self._need_phase(BID, "bid")
        seat = action.seat
        if type(action) is Pass:
            if not self.can_pass():
                raise err.BadBid("R22", "the dealer is stuck: everybody else passed, "
                                        "so the dealer must bid")
            self.bids.append((seat, None))
        else:
            n = action.amount
            if not isinstance(n, int) or not self.rules.min_bid <= n <= MAX_BID:
                raise err.BadBid("R72", f"a bid must be from {self.rules.min_bid} to "
                                        f"{MAX_BID}, not {n!r}")
            if n <= self.high_bid:
                raise err.BadBid("R72", f"a bid must top the highest bid so far "
                                        f"({self.high_bid}); {n} does not")
            self.bids.append((seat, n))
            self.high_bid, self.maker = n, seat
            if n == MAX_BID:
                # R21: nobody can top 14; the players after it pass automatically.
                for later in self.order[len(self.bids):]:
                    self.bids.append((later, None))
        if len(self.bids) < len(self.order):
            self.current = self.order[len(self.bids)]
            return
        if self.maker is None:
            self._throw_in()
        else:
            self.bid = self.high_bid
            self.phase, self.current = TRUMP, self.maker

    def _throw_in(self) -> None:
        # R22 (default): nobody scores and the deal passes to the left.
        record = self._hand_record()
        record["scored"] = {side: 0 for side in self.rules.sides}
        record["totals"] = dict(self.totals)
        self.hand_records.append(record)
        self._next_hand()

    def _name_trump(self, action: NameTrump) -> None:
        self._need_phase(TRUMP, "name trumps")
        if action.suit not in SUITS:
            raise err.WrongPhase("R30", f"not a suit: {action.suit!r}")
        self.trump = action.suit
        self.table = TRUMP_TABLES[action.suit]
        # R31: every non-dealer discards non-trumps; R60/R61: without a rob, the dealer
        # discards and draws like everybody else.
        self._to_discard = self.order[:-1] if self.rules.players == 4 else list(self.order)
        self._advance_discards()

    def _start_play(self) -> None:
        self.phase = PLAY
        self.leader = self.current = self.maker  # R40: the maker leads first

    def _play(self, action: Play) -> None:
        if self.phase != PLAY:
            self._need_phase(PLAY, "play a card")
        seat, card = action.seat, action.card
        hand = self.hands[seat]
        if not (isinstance(card, int) and 0 <= card < 52 and hand >> card & 1):
            shown = card_str(card) if isinstance(card, int) and 0 <= card < 52 else repr(card)
            raise err.CardNotHeld("R70", f"{SEAT_CHARS[seat]} does not hold {shown}")
        table = self.table
        trick = self.trick
        led = trick[0][1] if trick else -1
        if not legal_mask(hand, led, table) >> card & 1:
            rule, why = why_illegal(led, table)
            raise err.Revoke(rule, f"{card_str(card)} is refused: {why}")
        self.hands[seat] = hand & ~(1 << card)
        trick.append((seat, card))
        if len(trick) < len(self.seats):
            self.current = self._next[seat]
            return
        winner = trick[trick_winner_index([c for _, c in trick], table)][0]
        self.tricks.append(Trick(self.leader, tuple(trick), winner))
        for _, c in trick:
            self.won[winner] |= 1 << c
        self.trick = []
        if len(self.tricks) < HAND_SIZE:
            self.leader = self.current = winner
            return
        self._finish_hand()

    # ----------------------------------------------------------------- scoring
    def awarded_mask(self) -> int:
        """R36: dead scoring cards discarded by the maker's opponents."""
        maker_side = self.side_of(self.maker)
        dead = 0
        for seat in self.seats:
            if self.side_of(seat) != maker_side:
                dead |= self.discards[seat]
        return dead & self.table.point_mask

    def taken(self) -> dict[str, int]:
        """Points each side has taken so far, including R36 awards."""
        points = self.table.points
        out = {side: 0 for side in self.rules.sides}
        for seat in self.seats:
            out[self.side_of(seat)] += sum(points[c] for c in cards_of(self.won[seat]
                                                                          & self.table.point_mask))
        out[self.side_of(self.maker)] += sum(points[c] for c in cards_of(self.awarded_mask()))
        return out

    def _finish_hand(self) -> None:
        taken = self.taken()
        maker_side = self.side_of(self.maker)
        scored = score_hand(self.rules, maker_side, self.bid, taken)
        for side, pts in scored.items():
            self.totals[side] += pts
        record = self._hand_record(taken)
        record["scored"] = scored
        record["totals"] = dict(self.totals)
        self.hand_records.append(record)
        self.winner = game_winner(self.rules, self.totals, maker_side,
                                  [self.side_of(s) for s in self.order])
        if self.winner is None:
            self._next_hand()
        else:
            self.phase, self.current = OVER, None

    def _next_hand(self) -> None:
        self.hand_no += 1
        self._start_hand(self.rules.next_seat(self.dealer))  # R3: the deal passes left

    # ----------------------------------------------------------------- records
    def _hand_record(self, taken: dict[str, int] | None = None) -> dict:
        """The RECORD v1 hand object for the current hand, as far as it has got."""
        # Imported when a hand ends, as record.py is: the first frame needs none.
        from .hand_record import hand_record
        return hand_record(self, taken)

    def to_record(self) -> dict:
        """The game as a RECORD v1 object (shared/RECORD.md).  An unfinished hand is
        written as far as it has got; ``final`` is null until the game ends."""
        from .record import game_record
        return game_record(self)

    @classmethod
    def from_record(cls, record: dict) -> GameState:
        from .record import replay_record
        return replay_record(record)

    # ----------------------------------------------------------------- copies
    def clone(self) -> GameState:
        """An independent copy (for undo and for search)."""
        new = object.__new__(GameState)
        d = self.__dict__.copy()
        for key in ("totals", "hands", "kept", "drawn", "discards", "shown", "given",
                    "won", "deal"):
            d[key] = dict(d[key])
        for key in ("bids", "pack", "tricks", "trick", "_to_discard", "_short",
                    "hand_records"):
            d[key] = list(d[key])
        new.__dict__ = d
        return new

    def observation(self, seat: int):
        from .observation import observe
        return observe(self, seat)

    def __repr__(self) -> str:
        return (f"<GameState hand {self.hand_no} dealer {SEAT_CHARS[self.dealer]} "
                f"phase {self.phase} to act "
                f"{SEAT_CHARS[self.current] if self.current is not None else '-'}>")


__all__ = ["GameState", "Decision", "Trick", "BID", "TRUMP", "KEEP", "ROB", "GIVE", "PLAY",
           "OVER"]
