"""RECORD v1: writing, replaying, refusing records that break the format or a rule."""

from __future__ import annotations

import copy
import json
import random

import pytest

from cinch_qt.games.cinch.engine import GameState, Play, RecordError, Rules
from cinch_qt.games.cinch.engine.cards import TRUMP_TABLES, card_str, cards_of, mask_of
from cinch_qt.games.cinch.engine.state import PLAY
from tests.engine_helpers import random_action


def finished_game(players: int = 4, seed: int = 1, **options) -> GameState:
    state = GameState(Rules(players=players, **options), seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(random_action(state, rng))
    return state


def test_record_has_every_key_of_record_v1():
    record = finished_game().to_record()
    assert record["format"] == "cinch-record" and record["version"] == 1
    assert record["rules"] == {"players": 4, "target": 51, "min_bid": 1, "all_pass": "throw_in"}
    assert record["seats"] == ["S", "W", "N", "E"]
    assert record["sides"] == {"NS": ["N", "S"], "EW": ["E", "W"]}
    played = [h for h in record["hands"] if h["maker"] is not None]
    for hand in played:
        assert set(hand) == {"dealer", "deal", "pack", "bids", "maker", "bid", "trump", "kept",
                             "drawn", "dealer_kept", "given", "tricks", "awarded", "taken",
                             "scored", "totals"}
        assert hand["dealer"] not in hand["kept"] and hand["dealer"] not in hand["drawn"]
        assert len(hand["tricks"]) == 6 and len(hand["dealer_kept"]) == 6
    json.dumps(record)  # plain JSON


@pytest.mark.parametrize("players", [2, 3, 4])
def test_record_round_trips_through_replay(players):
    state = finished_game(players, seed=players)
    record = state.to_record()
    again = GameState.from_record(json.loads(json.dumps(record)))
    assert again.to_record() == record
    assert again.winner == state.winner and again.totals == state.totals


def test_two_and_three_player_records_list_the_dealer_in_kept_and_drawn():
    for players in (2, 3):
        hand = next(h for h in finished_game(players).to_record()["hands"] if h["maker"])
        assert hand["dealer"] in hand["kept"] and hand["dealer"] in hand["drawn"]
        assert "dealer_kept" not in hand and "given" not in hand


def test_same_seed_and_actions_give_the_same_game():
    assert finished_game(seed=11).to_record() == finished_game(seed=11).to_record()


def test_unfinished_record_resumes_where_it_stopped_and_continues_identically():
    rng = random.Random(4)
    state = GameState(Rules(), 4)
    actions = []
    while not state.is_over:
        action = random_action(state, rng)
        actions.append(action)
        state.apply(action)
    final = state.to_record()
    for cut in (1, 5, 17, 40, len(actions) // 2, len(actions) - 1):
        partial = GameState(Rules(), 4)
        for action in actions[:cut]:
            partial.apply(action)
        record = partial.to_record()
        assert record["final"] is None
        resumed = GameState.from_record(json.loads(json.dumps(record)))
        assert resumed.to_record() == record
        assert (resumed.phase, resumed.current) == (partial.phase, partial.current)
        for action in actions[cut:]:
            resumed.apply(action)
        assert resumed.to_record() == final


def test_unknown_format_or_version_refused_naming_both():
    record = finished_game().to_record()
    for key, value in (("format", "hearts-record"), ("version", 2)):
        bad = dict(record, **{key: value})
        with pytest.raises(RecordError) as info:
            GameState.from_record(bad)
        assert str(bad["format"]) in str(info.value) and str(bad["version"]) in str(info.value)


def first_played_hand(record: dict) -> int:
    return next(i for i, h in enumerate(record["hands"]) if h["maker"] is not None)


@pytest.mark.parametrize("change, where, rule", [
    (lambda h: h["tricks"][0].__setitem__("winner", "N" if h["tricks"][0]["winner"] != "N"
                                          else "S"), "tricks", "R43"),
    (lambda h: h["scored"].update({"NS": h["scored"]["NS"] + 1}), "scored", "R51"),
    (lambda h: h["totals"].update({"EW": h["totals"]["EW"] + 3}), "totals", "R53"),
    (lambda h: h["taken"].update({"NS": h["taken"]["NS"] + 1}), "taken", "R50"),
])
def test_records_that_break_a_rule_are_refused_saying_where_and_why(change, where, rule):
    record = finished_game(seed=3).to_record()
    i = first_played_hand(record)
    bad = copy.deepcopy(record)
    change(bad["hands"][i])
    with pytest.raises(RecordError) as info:
        GameState.from_record(bad)
    assert info.value.where == f"hands[{i}].{where}" and rule in info.value.why


def test_record_with_a_revoke_is_refused_with_the_rule():
    # Play a game, noting the first moment a player held a card the rules forbade.
    state = GameState(Rules(), 6)
    rng = random.Random(6)
    forced = None
    while not state.is_over:
        if forced is None and state.phase == PLAY:
            whole, legal = set(state.hand_of(state.current)), set(state.legal_cards())
            if whole != legal:
                forced = (len(state.hand_records), len(state.tricks), len(state.trick),
                          card_str(min(whole - legal)))
        state.apply(random_action(state, rng))
    assert forced is not None
    hand, trick, play, card = forced
    bad = state.to_record()
    bad["hands"][hand]["tricks"][trick]["plays"][play][1] = card
    with pytest.raises(RecordError) as info:
        GameState.from_record(bad)
    assert info.value.where == f"hands[{hand}].tricks[{trick}].plays[{play}]"
    assert "R41" in info.value.why or "R42" in info.value.why


def _old_r42_legal(hand: int, led: int, table) -> int:
    """The play rule before R42 was corrected: a player void in a plain suit led who
    held a trump had to trump.  Kept here only to write records of that time."""
    if led < 0:
        return hand
    suit = table.eff_suit[led]
    if suit == table.trump:
        return hand & table.trump_mask or hand
    return hand & (table.suit_masks[suit] | table.trump_mask) or hand


@pytest.mark.parametrize("players", [2, 3, 4])
def test_records_written_under_the_old_r42_still_read(players):
    # The corrected R42 allows every card the old wording did (and more), so a record
    # whose players were forced to trump replays unchanged under the new rule.
    state = GameState(Rules(players=players), 40 + players)
    rng = random.Random(players)
    narrower = 0
    while not state.is_over:
        if state.phase == PLAY:
            led = state.trick[0][1] if state.trick else -1
            hand = mask_of(state.hand_of(state.current))
            old = cards_of(_old_r42_legal(hand, led, TRUMP_TABLES[state.trump]))
            narrower += len(old) < len(state.legal_cards())
            assert set(old) <= set(state.legal_cards())
            state.apply(Play(state.current, rng.choice(old)))
        else:
            state.apply(random_action(state, rng))
    assert narrower > 0  # the game met positions where the two rules differ
    record = json.loads(json.dumps(state.to_record()))
    again = GameState.from_record(record)
    assert again.to_record() == record and again.totals == state.totals


def test_bid_that_does_not_top_refused_in_a_record():
    record = finished_game(seed=8).to_record()
    for i, hand in enumerate(record["hands"]):
        bids = [b for b in hand["bids"] if b[1] is not None]
        if len(bids) >= 2:
            bad = copy.deepcopy(record)
            j = next(k for k, b in enumerate(hand["bids"]) if b is bids[1])
            bad["hands"][i]["bids"][j][1] = bids[0][1]
            with pytest.raises(RecordError) as info:
                GameState.from_record(bad)
            assert "R72" in str(info.value) and f"hands[{i}]" in str(info.value)
            return
    pytest.fail("no hand with two bids")


@pytest.mark.parametrize("mutate, fragment", [
    (lambda r: r.__setitem__("hands", "no"), "hands"),
    (lambda r: r["hands"][0].__setitem__("dealer", "X"), "hands[0].dealer"),
    (lambda r: r["hands"][0]["deal"]["S"].__setitem__(0, "ZZ"), "hands[0].deal.S[0]"),
    (lambda r: r["hands"][0]["deal"]["S"].pop(), "hands[0].deal.S"),
    (lambda r: r["hands"][0]["pack"].__setitem__(0, r["hands"][0]["deal"]["S"][0]),
     "hands[0]"),
    (lambda r: r["rules"].__setitem__("players", 5), "rules"),
    (lambda r: r.__setitem__("seats", ["S", "N"]), "seats"),
    (lambda r: r.__setitem__("final", None), "final"),
    (lambda r: r["hands"][1].__setitem__("dealer", r["hands"][0]["dealer"]), "hands[1].dealer"),
])
def test_malformed_records_refused_with_a_path(mutate, fragment):
    record = finished_game(seed=2).to_record()
    bad = copy.deepcopy(record)
    mutate(bad)
    with pytest.raises(RecordError) as info:
        GameState.from_record(bad)
    assert str(info.value).startswith(fragment), str(info.value)


def test_not_a_record_at_all():
    for junk in (None, [], "text", 5, {}):
        with pytest.raises(RecordError):
            GameState.from_record(junk)
