"""The show on the Cribbage felt: ``show_combinations`` names the cards of
every scoring combination (C71-C76) and always adds up to ``score_hand``; the felt lays
each hand beside the starter and lights the combinations one at a time with the running
total said ("fifteen 2, fifteen 4, a pair is 6, nobs is 7")."""

from __future__ import annotations

import itertools
import random

import pytest

from cinch_qt.games.cribbage.engine import parse_cards
from cinch_qt.games.cribbage.engine.cards import RANK, SUIT, VALUE, parse_card
from cinch_qt.games.cribbage.engine.scoring import score_hand, show_combinations, show_items
from cinch_qt.games.cribbage.table.felt_feed import EventFeed
from tests.crib_felt_helpers import make_felt, wait_idle
from tests.cribbage_helpers import lay_first, rigged


def _check_combo(kind, cards, points, hand, starter, crib):
    five = set(hand) | {starter}
    assert set(cards) <= five and len(set(cards)) == len(cards)
    if kind == "fifteen":                                             # C71
        assert sum(VALUE[c] for c in cards) == 15 and points == 2
    elif kind == "pair":                                              # C72
        assert len(cards) == 2 and RANK[cards[0]] == RANK[cards[1]] and points == 2
    elif kind == "run":                                               # C73
        ranks = sorted(RANK[c] for c in cards)
        assert ranks == list(range(ranks[0], ranks[0] + len(ranks))) and points == len(cards)
    elif kind == "flush":                                             # C74, C75
        assert len({SUIT[c] for c in cards}) == 1 and points == len(cards)
        assert len(cards) == 5 or not crib
    else:                                                             # C76
        assert kind == "nobs" and points == 1
        jack, st = cards
        assert st == starter and RANK[jack] == 10 and SUIT[jack] == SUIT[starter]


def test_combinations_add_up_to_the_score_over_many_deals():
    """Every 4-card hand of many random six-card deals, with every starter of the next
    ten cards, as a hand and as a crib: the combinations' points sum to score_hand and
    are the record's items (CRIB_RECORD "items")."""
    rng = random.Random(17)
    checked = 0
    for _ in range(120):
        pack = list(range(52))
        rng.shuffle(pack)
        for hand in itertools.combinations(pack[:6], 4):
            for starter in pack[6:16]:
                for crib in (False, True):
                    combos = show_combinations(hand, starter, crib)
                    assert sum(p for _, _, p in combos) == score_hand(hand, starter, crib)
                    assert [(k, p) for k, _, p in combos] == show_items(hand, starter, crib)
                    for combo in combos:
                        _check_combo(*combo, hand, starter, crib)
                    checked += 1
    assert checked == 120 * 15 * 10 * 2


@pytest.mark.parametrize("hand,starter,total", [
    ("5H 5D 5S JC", "5C", 29), ("4C 5D 6H 7S", "6D", 14), ("3C 3D 4H 4S", "5C", 20),
    ("3C 3D 3H 4S", "5C", 21), ("JH 2C 4D 9S", "7H", 3)])
def test_c77_vectors(hand, starter, total):
    combos = show_combinations(parse_cards(hand), parse_card(starter))
    assert sum(p for _, _, p in combos) == total


def test_c77_double_run_names_its_cards():
    """4-5-6-6-7: two runs of four, each with one of the sixes, and the pair (C73)."""
    combos = show_combinations(parse_cards("4C 5D 6H 7S"), parse_card("6D"))
    runs = [set(c) for k, c, _ in combos if k == "run"]
    assert runs == [set(parse_cards("4C 5D 6H 7S")), set(parse_cards("4C 5D 6D 7S"))]
    assert [c for k, c, _ in combos if k == "pair"] == [tuple(parse_cards("6H 6D"))]


def test_flush_in_crib_needs_the_starter():
    """C74, C75."""
    hand = parse_cards("2H 4H 8H TH")
    assert show_combinations(hand, parse_card("KS"), True) == []
    assert [k for k, _, _ in show_combinations(hand, parse_card("KS"))] == ["flush"]
    assert show_combinations(hand, parse_card("KH"), True)[-1][2] == 5


def test_the_felt_lights_each_combination_as_it_is_said(qtbot, cache, monkeypatch):
    """S's hand 5H 5D 5S JC with the 5C turned: 29, said combination by combination
    with the right cards lit each time, then the total; the pegs take 29."""
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.03")
    state = rigged(2, 1, {0: "5H 5D 5S JC 2C 3D", 1: "KH QS 9D 8C 7S 6H"}, "5C")
    lay_first(state, {0: "2C 3D", 1: "KH QS"})
    felt = make_felt(qtbot, cache, state.rules)
    felt.set_prompt(None, (), True)
    feed = EventFeed(state)
    felt.advance(feed.take(state), state.observation(0))
    wait_idle(qtbot, felt)
    while state.phase == "play":
        d = state.decision()
        state.apply(next(iter(state.legal_actions())) if d.seat else state.legal_actions()[0])
    said: list[tuple[str, frozenset]] = []

    def heard(text):
        lit = frozenset(k for k, it in felt.scene_.cards.items() if it.highlighted)
        said.append((text, lit))
    felt.said.connect(heard)
    felt.advance(feed.take(state), state.observation(0))
    wait_idle(qtbot, felt)
    hand = parse_cards("5H 5D 5S JC")
    expected = show_combinations(hand, parse_card("5C"))
    start = next(i for i, (t, _) in enumerate(said) if t == "fifteen 2")
    lines = said[start:start + len(expected)]
    assert [t for t, _ in lines][:3] == ["fifteen 2", "fifteen 4", "fifteen 6"]
    assert lines[-1][0] == "nobs is 29"
    for (text, lit), (_kind, cards, _pts) in zip(lines, expected, strict=True):
        assert lit == frozenset(cards), text
    assert any(t == "Your hand: 29" for t, _ in said)  # the person's own hand, not "S's"
    assert felt.mismatches == []
