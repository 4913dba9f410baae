"""Rigged cribbage deals for the rule tests: chosen hands, starter and first dealer."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

from cinch_qt.games.cribbage.engine import GameState, Rules, parse_cards
from cinch_qt.games.cribbage.engine.cards import (
    DECK,
    JACK,
    RANK,
    SUIT,
    VALUE,
    parse_card,
)
from cinch_qt.games.cribbage.engine.observation import Observation
from cinch_qt.games.cribbage.engine.shuffle import Shuffler


class Rigged(Shuffler):
    """Gives the draws, packs and cuts a test asks for; seeded ones after that."""

    def __init__(self, draws: list[list[tuple[int, int]]], packs: list[list[int]],
                 cuts: list[int], seed: int = 0) -> None:
        super().__init__(seed)
        self.draws = list(draws)
        self.packs = list(packs)
        self.cuts = list(cuts)

    def draw(self, seats):
        if self.draws:
            return self.draws.pop(0)
        return super().draw(seats)

    def pack(self, hand_no):
        if hand_no < len(self.packs):
            return list(self.packs[hand_no])
        return super().pack(hand_no)

    def cut(self, hand_no, size):
        if hand_no < len(self.cuts):
            return self.cuts[hand_no]
        return random.Random(hand_no).randint(4, size - 4)


def draw_for(players: int, dealer: int) -> list[tuple[int, int]]:
    """A draw in which ``dealer`` cuts an ace and everyone else a king (C20)."""
    return [(s, 0 if s == dealer else 12 + 13 * (s % 4)) for s in range(players)]


def rig_pack(players_dealt_in: list[int], hands: dict[int, list[int]], starter: int,
             crib_stock: int | None = None, cut: int = 4) -> list[int]:
    """The pack that deals ``hands`` (dealt one at a time from the first seat listed)
    and turns ``starter`` with the given cut (C30, C32, C40)."""
    size = len(next(iter(hands.values())))
    pack = [hands[s][i] for i in range(size) for s in players_dealt_in]
    used = set(pack) | {starter} | ({crib_stock} if crib_stock is not None else set())
    rest = [c for c in DECK if c not in used]
    if crib_stock is not None:
        pack.append(crib_stock)
    stock = rest[:cut] + [starter] + rest[cut:]
    return pack + stock


def rigged(players: int, dealer: int, hands: dict[int, str], starter: str, *,
           crib_stock: str | None = None, rules: Rules | None = None, **options) -> GameState:
    """A new game whose first hand deals ``hands`` (seat -> "5H 5D …") with ``starter``."""
    rules = rules or Rules(players=players, **options)
    order = [(dealer + k) % players for k in range(1, players + 1)]
    cards = {s: parse_cards(h) for s, h in hands.items()}
    stock_card = parse_card(crib_stock) if crib_stock else None
    if players == 3 and stock_card is None:
        used = {c for h in cards.values() for c in h} | {parse_card(starter)}
        stock_card = next(c for c in DECK if c not in used)
    pack = rig_pack(order, cards, parse_card(starter), stock_card)
    return GameState(rules, 0, shuffler=Rigged([draw_for(players, dealer)], [pack], [4]))


def lay_first(state: GameState, choices: dict[int, str] | None = None) -> None:
    """Lay away: each seat its chosen cards, or the last cards of its hand."""
    choices = choices or {}
    while state.phase == "lay":
        d = state.decision()
        if d.seat in choices:
            cards = tuple(parse_cards(choices[d.seat]))
        else:
            cards = tuple(state.hands[d.seat][-d.count:])
        state.apply(_discard(d.seat, cards))


def _discard(seat, cards):
    from cinch_qt.games.cribbage.engine import Discard
    return Discard(seat, cards)


def play_random(state: GameState, seed: int = 0, until=None) -> None:
    rng = random.Random(seed)
    while not state.is_over and (until is None or not until(state)):
        state.apply(rng.choice(state.legal_actions()))


def ranks(text: str) -> list[int]:
    return [RANK[c] for c in parse_cards(text)]


def first_hand_decisions(rules: Rules, seed: int) -> Iterator[Observation]:
    """Every lay-away and play of the first hand of a game Normal plays, as the seat to
    decide sees it: for tests that two bots decide alike."""
    from cinch_qt.games.cribbage.ai import make_player
    state = GameState(rules, seed)
    bots = {s: make_player("normal", s) for s in rules.seats}
    while not state.is_over and state.hand_no < 1:
        obs = state.observation(state.current_seat)
        if obs.decision.kind in ("lay", "play"):
            yield obs
        state.apply(bots[state.current_seat].choose(obs))


# ----------------------------------------------------------------- the slow scorer
def slow_score(hand: list[int], starter: int, crib: bool) -> int:
    """Every subset, counted by the book's words (C71–C76)."""
    cards = hand + [starter]
    pts = 0
    for n in range(2, 6):
        for sub in itertools.combinations(cards, n):
            if sum(VALUE[c] for c in sub) == 15:
                pts += 2
    for a, b in itertools.combinations(cards, 2):
        if RANK[a] == RANK[b]:
            pts += 2
    for n in (5, 4, 3):
        runs = 0
        for sub in itertools.combinations(cards, n):
            r = sorted(RANK[c] for c in sub)
            if all(r[i + 1] == r[i] + 1 for i in range(n - 1)):
                runs += 1
        if runs:
            pts += runs * n
            break
    if len({SUIT[c] for c in hand}) == 1:
        if SUIT[starter] == SUIT[hand[0]]:
            pts += 5
        elif not crib:
            pts += 4
    pts += sum(1 for c in hand if RANK[c] == JACK and SUIT[c] == SUIT[starter])
    return pts
