"""What the Cribbage felt shows, as plain values (no Qt): who holds how many cards, the
crib, the stock and starter, the count in progress, the piles, the show.

Fairness (C5, C36, C101): a card is a known value here (an ``int``) only when seat 0 may
know it — its own hand and discards, cards played, the starter, hands and crib counted
in the show, the draw for the deal. Every other card is a token (a tuple) that the felt
draws face down. Tokens become cards only from public events or seat 0's own; nothing
here reads hidden information (the observation has none to read).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import RANK, SUIT, parse_card

Key = Any   # int (a card seat 0 may know) or tuple (a face-down token)


@dataclass
class Shown:
    seat_names: tuple[str, ...]
    side_names: tuple[str, ...]
    hand_no: int = -1
    dealer: int = 0
    dealt_in: tuple[int, ...] = ()
    hands: dict[int, list[Key]] = field(default_factory=dict)
    crib: list[Key] = field(default_factory=list)
    crib_up: bool = False
    buried: list[Key] = field(default_factory=list)
    stock: bool = False
    starter: int | None = None
    row: list[tuple[int, int]] = field(default_factory=list)   # (seat, card) this count
    piles: list[tuple[int, int]] = field(default_factory=list)  # earlier counts, turned down
    count: int = 0
    gone: set[int] = field(default_factory=set)
    returned: dict[int, list[int]] = field(default_factory=dict)   # gathered for the show
    counted: dict[int, list[int]] = field(default_factory=dict)    # counted, face up
    showing: tuple[int, str, tuple[int, ...]] | None = None
    lit: frozenset[int] = frozenset()
    spread: int = 0                                  # pack cards spread for the draw
    draws: dict[int, int] = field(default_factory=dict)   # seat -> drawn card (C20)
    box: tuple[int, ...] = ()
    folded: set[int] = field(default_factory=set)
    to_act: int | None = None
    winner: int | None = None
    # key -> key of the item it comes from (a token turned into the card it was)
    origins: dict[Key, Key] = field(default_factory=dict)
    _tokens: int = 0

    @property
    def players(self) -> int:
        return len(self.seat_names)

    def seat(self, name: str) -> int:
        return self.seat_names.index(name)

    def side(self, name: str) -> int:
        return self.side_names.index(name)

    def token(self, kind: str) -> tuple:
        self._tokens += 1
        return (kind, self._tokens)

    def held(self, seat: int) -> int:
        return len(self.hands.get(seat, ()))

    def cutter(self) -> int:
        """C40: the player on the dealer's right, among those dealt in."""
        order = list(self.dealt_in) or list(range(self.players))
        if self.dealer in order:
            return order[order.index(self.dealer) - 1]
        return (self.dealer - 1) % self.players

    # ------------------------------------------------------------ events
    def new_hand(self, hand_no: int, dealer: int, dealt_in: tuple[int, ...],
                 mine: list[int] | None) -> None:
        """C30: a fresh deal; ``mine`` is seat 0's cards if known (else tokens)."""
        self.hand_no, self.dealer, self.dealt_in = hand_no, dealer, dealt_in
        size = 6 if len(dealt_in) == 2 else 5
        self.hands = {}
        for s in dealt_in:
            if s == 0 and mine is not None:
                self.hands[s] = sort_hand(mine)
            else:
                self.hands[s] = [self.token("x") for _ in range(size)]
        self.crib, self.crib_up, self.buried = [], False, []
        self.stock, self.starter = True, None
        self.row, self.piles, self.count, self.gone = [], [], 0, set()
        self.returned, self.counted, self.showing, self.lit = {}, {}, None, frozenset()
        self.spread, self.draws, self.folded, self.winner = 0, {}, set(), None

    def take_from_hand(self, seat: int, card: int | None) -> Key:
        """The key of a card leaving ``seat``'s hand: the card itself if shown, else one
        of the seat's tokens (the card named by the event replaces it)."""
        hand = self.hands.setdefault(seat, [])
        if card is not None and card in hand:
            hand.remove(card)
            return card
        for k in reversed(hand):
            if not isinstance(k, int):
                hand.remove(k)
                return k
        if hand:
            return hand.pop()
        return self.token("x")

    def lay(self, seat: int, cards: list[int] | None, n: int, bury: bool) -> None:
        """C31-C34: cards laid away face down to the crib (or buried under the stock)."""
        for i in range(n):
            card = cards[i] if cards else None
            key = self.take_from_hand(seat, card)
            if isinstance(key, int) and bury:
                # Buried cards are seen by no one again (C34): a token from here on.
                token = self.token("b")
                self.origins[token] = key
                key = token
            (self.buried if bury else self.crib).append(key)

    def play(self, seat: int, card: int, count: int) -> None:
        key = self.take_from_hand(seat, card)
        if key != card:
            self.origins[card] = key
        self.row.append((seat, card))
        self.count = count
        self.gone.discard(seat)

    def reset_count(self) -> None:
        """C53, C54: the count's cards are turned down and pushed aside."""
        self.piles.extend(self.row)
        self.row, self.count, self.gone = [], 0, set()

    def gather_for_show(self, played: list[tuple[int, int]]) -> None:
        """C70: every player takes back the cards they played, for the show."""
        self.returned = {}
        for seat, card in played:
            self.returned.setdefault(seat, []).append(card)
        self.row, self.piles, self.count, self.gone = [], [], 0, set()

    def show(self, seat: int, what: str, cards: list[int]) -> None:
        """A hand or the crib laid out beside the starter to be counted (C70)."""
        self.put_back_shown()
        if what == "crib":
            old = list(self.crib)
            self.crib = []
            known = [k for k in old if isinstance(k, int)]
            tokens = [k for k in old if not isinstance(k, int)]
            for c in cards:
                if c not in known and tokens:
                    self.origins[c] = tokens.pop(0)
            self.crib_up = True
        else:
            mine = self.returned.pop(seat, [])
            hand = self.hands.get(seat, [])
            for c in cards:
                if c in hand:
                    hand.remove(c)
            extra = [k for k in hand if not isinstance(k, int)]
            for c in cards:
                if c not in mine and extra:
                    self.origins[c] = extra.pop(0)
                    hand.remove(self.origins[c])
        self.showing = (seat, what, tuple(cards))
        self.lit = frozenset()

    def put_back_shown(self) -> None:
        if self.showing is None:
            return
        seat, what, cards = self.showing
        if what == "crib":
            self.crib = list(cards)
        else:
            self.counted[seat] = list(cards)
        self.showing, self.lit = None, frozenset()

    def fold(self, side: int) -> None:
        """W30: the side's unplayed cards are dead for the hand."""
        self.folded.add(side)
        n = len(self.side_names)
        for seat in list(self.hands):
            if seat % n == side:
                self.hands[seat] = []

    # ------------------------------------------------------------ from an observation
    @classmethod
    def from_obs(cls, obs: Any, before: Shown | None = None) -> Shown:
        """Exactly what ``obs`` lets seat 0 see, reusing ``before``'s tokens so that
        nothing that did not change moves."""
        rules = obs.rules
        shown = cls(rules.seat_names, rules.side_names)
        if before is not None:
            shown._tokens = before._tokens
        old = before if before is not None and before.hand_no == obs.hand_no else None

        def tokens(seat: int, n: int) -> list[Key]:
            have = [k for k in (old.hands.get(seat, []) if old else []) if not isinstance(k, int)]
            while len(have) < n:
                have.append(shown.token("x"))
            return have[:n]

        shown.hand_no, shown.dealer, shown.dealt_in = obs.hand_no, obs.dealer, obs.dealt_in
        shown.box, shown.folded = tuple(obs.box), set(obs.folded)
        shown.to_act, shown.winner = obs.to_act, obs.winner
        events = obs.events
        shown.hands = {}
        for s in obs.dealt_in:
            if s == 0:
                mine = list(obs.hand)
                if old is not None and sorted(old.hands.get(0, [])) == sorted(mine):
                    shown.hands[0] = list(old.hands[0])
                else:
                    shown.hands[0] = sort_hand(mine)
            else:
                shown.hands[s] = tokens(s, obs.held_counts.get(s, 0))
        laid = buried = 0
        for ev in events:
            if ev["e"] in ("lay", "bury"):
                n = len(ev["cards"]) if "cards" in ev else ev["count"]
                if ev["e"] == "lay":
                    laid += n
                else:
                    buried += n
            elif ev["e"] == "crib_stock":
                laid += 1
        old_crib = [k for k in (old.crib if old else []) if not isinstance(k, int)]
        if obs.crib:
            shown.crib = list(obs.crib)
            shown.crib_up = True
        else:
            mine = [c for c in obs.laid] if not _buries(obs) else []
            rest = laid - len(mine)
            while len(old_crib) < rest:
                old_crib.append(shown.token("c"))
            shown.crib = mine + old_crib[:rest]
        old_b = [k for k in (old.buried if old else [])]
        while len(old_b) < buried:
            old_b.append(shown.token("b"))
        shown.buried = old_b[:buried]
        shown.stock = obs.phase != "over" or obs.starter is not None
        shown.starter = obs.starter
        played = list(obs.played)
        shows = [e for e in events if e["e"] == "show"]
        if obs.phase == "play" or (obs.phase == "over" and not shows):
            k = len(obs.current_count)
            split = len(played) - k
            shown.row = played[split:]
            shown.piles = played[:split]
            shown.count = obs.count
            since = _since_reset(events)
            shown.gone = {shown.seat(e["seat"]) for e in since if e["e"] == "go"}
        elif shows or obs.phase == "show":
            shown.gather_for_show(played)
            for e in shows:
                seat = shown.seat(e["seat"])
                cards = [parse_card(c) for c in e["cards"]]
                if e["what"] == "hand":
                    shown.returned.pop(seat, None)
                    shown.counted[seat] = cards
            if shows and obs.phase in ("show", "over"):
                last = shows[-1]
                seat = shown.seat(last["seat"])
                cards = tuple(parse_card(c) for c in last["cards"])
                if last["what"] == "hand":
                    shown.counted.pop(seat, None)
                else:
                    shown.crib = []
                shown.showing = (seat, last["what"], cards)
            if obs.counting:
                d = obs.decision
                shown.put_back_shown()
                if d is not None and d.what == "crib":
                    shown.crib = []
                else:
                    shown.returned.pop(0, None)
                shown.showing = (0, d.what if d is not None else "hand", tuple(obs.counting))
        return shown


def _buries(obs: Any) -> bool:
    return any(e["e"] == "bury" and e["seat"] == obs.rules.seat_names[obs.seat]
               for e in obs.events)


def _since_reset(events: Any) -> list[dict]:
    out: list[dict] = []
    for e in events:
        if e["e"] == "reset":
            out = []
        else:
            out.append(e)
    return out


def sort_hand(cards: list[int]) -> list[int]:
    """The person's hand in rank order, suits apart (as a player holds them)."""
    return sorted(cards, key=lambda c: (RANK[c], SUIT[c]))
