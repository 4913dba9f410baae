"""CRIB_RECORD v1: writing, replaying, and refusing a record at its first difference."""

from __future__ import annotations

import copy
import json
import random

import pytest

from cinch_qt.games import get_game
from cinch_qt.games.cribbage.engine import GameState, RecordError, Rules
from cinch_qt.games.cribbage.engine.record import replay_record


def finished(players: int = 2, board: str = "classic", seed: int = 3, **options) -> dict:
    st = GameState(Rules(players=players, board=board, **options), seed)
    rng = random.Random(seed)
    while not st.is_over:
        st.apply(rng.choice(st.legal_actions()))
    return st.to_record(names={0: "You"})


def refuse(record: dict, where: str, rule: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        replay_record(record)
    assert info.value.where == where, str(info.value)
    assert info.value.rule == rule, str(info.value)
    return info.value


def first(record: dict, pred) -> tuple[int, int]:
    for h, hand in enumerate(record["hands"]):
        for j, e in enumerate(hand["events"]):
            if pred(e):
                return h, j
    raise AssertionError("no such event")


def test_record_keys_and_round_trip():
    rec = finished(4)
    assert rec["format"] == "cribbage-record" and rec["version"] == 1
    assert rec["seats"] == ["S", "W", "N", "E"]
    assert rec["sides"] == {"NS": ["S", "N"], "EW": ["W", "E"]}
    assert rec["names"] == {"S": "You"}
    assert set(rec["rules"]) == {"players", "board", "heels_near_end", "skunks", "counting",
                                 "muggins", "peg_duty", "match"}
    hand = rec["hands"][0]
    assert set(hand) == {"dealer", "out", "pack", "deal", "stock", "events", "marks", "holes"}
    again = replay_record(json.loads(json.dumps(rec)))
    assert again.to_record(names={0: "You"}) == rec
    assert GameState.from_record(rec).to_record() == rec


def test_unfinished_record_round_trips_and_resumes_the_same():
    st = GameState(Rules(players=3, board="crib-wars"), 9)
    rng = random.Random(9)
    for _ in range(57):
        st.apply(rng.choice(st.legal_actions()))
    rec = st.to_record()
    assert rec["final"] is None and rec["hands"][-1]["marks"] is None
    again = replay_record(rec)
    assert again.to_record() == rec
    # the same actions from here give the same game
    rng2 = random.Random(1)
    a, b = st, again
    while not a.is_over:
        act = rng2.choice(a.legal_actions())
        a.apply(act)
        b.apply(act)
    assert a.to_record() == b.to_record()


def test_registry_reads_records_of_both_names():
    rec = finished(2, "crib-wars")
    assert get_game("cribbage").from_record(rec).to_record() == rec
    assert get_game("crib-wars").from_record(rec).to_record() == rec
    st = get_game("crib-wars").new_state(5, players=3)
    assert st.rules.board == "crib-wars" and st.rules.skunks is False


def test_unknown_format_refused_naming_both():
    rec = finished()
    rec["version"] = 2
    err = refuse(rec, "format", "")
    assert "2" in err.why and "cribbage-record" in err.why


def test_changed_points_refused_at_their_place():
    rec = finished()
    h, j = first(rec, lambda e: e["e"] == "score" and e["why"] == "play")
    rec["hands"][h]["events"][j]["points"] += 1
    refuse(rec, f"hands[{h}].events[{j}].points", "C59")


def test_changed_show_total_refused():
    rec = finished()
    h, j = first(rec, lambda e: e["e"] == "show")
    rec["hands"][h]["events"][j]["total"] += 2
    refuse(rec, f"hands[{h}].events[{j}].total", "C70")


def test_changed_hole_refused():
    rec = finished(2, "crib-wars")
    h, j = first(rec, lambda e: e["e"] == "score")
    rec["hands"][h]["events"][j]["to"] = "M200"
    refuse(rec, f"hands[{h}].events[{j}].to", "W4")


def test_card_not_held_refused():
    rec = finished()
    h, j = first(rec, lambda e: e["e"] == "play")
    hand = rec["hands"][h]
    seat = hand["events"][j]["seat"]
    foreign = next(c for s, cards in hand["deal"].items() if s != seat for c in cards)
    hand["events"][j]["card"] = foreign
    refuse(rec, f"hands[{h}].events[{j}]", "C50")


def test_missing_go_refused():
    rec = finished(seed=5)
    h, j = first(rec, lambda e: e["e"] == "go")
    del rec["hands"][h]["events"][j]
    err = refuse(rec, f"hands[{h}].events[{j}].e", "C52")
    assert "go" in err.why


def test_bad_cut_refused():
    rec = finished()
    h, j = first(rec, lambda e: e["e"] == "starter")
    rec["hands"][h]["events"][j]["cut"] = 2
    refuse(rec, f"hands[{h}].events[{j}].cut", "C41")


def test_wrong_dealer_and_final_refused():
    rec = finished()
    bad = copy.deepcopy(rec)
    bad["hands"][1]["dealer"] = bad["hands"][0]["dealer"]
    refuse(bad, "hands[1].dealer", "C23")
    bad = copy.deepcopy(rec)
    loser = next(s for s in bad["final"]["game_points"])
    bad["final"]["game_points"][loser] = 3
    refuse(bad, "final.game_points", "C81")


def test_refused_record_is_not_a_crash_on_garbage():
    for junk in (None, [], {"format": "cribbage-record", "version": 1}, {"format": "x"}):
        with pytest.raises(RecordError):
            replay_record(junk)


def _paths(obj, pre=()):
    yield pre
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, pre + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _paths(v, pre + (i,))


def test_damaged_records_are_refused_never_crash():
    junk = [None, 0, -1, 3.5, True, "x", "M999", [], {}, [1, 2], "TH", "ZZ", 10**9]
    rng = random.Random(0)
    for rec in (finished(2, seed=1), finished(3, "crib-wars", seed=2),
                finished(6, seed=3, counting="manual", muggins="cut-throat")):
        places = list(_paths(rec))[1:]
        for _ in range(250):
            damaged = copy.deepcopy(rec)
            path = rng.choice(places)
            parent = damaged
            for key in path[:-1]:
                parent = parent[key]
            if rng.random() < 0.2 and isinstance(parent, dict):
                del parent[path[-1]]
            else:
                parent[path[-1]] = rng.choice(junk)
            try:
                replay_record(damaged)
            except RecordError:
                pass


def test_record_is_a_copy():
    st = GameState(Rules(players=2), 4)
    play = random.Random(4)
    while st.hand_no < 2:
        st.apply(play.choice(st.legal_actions()))
    rec = st.to_record()
    rec["hands"][0]["events"][0]["seat"] = "X"
    rec["hands"][-1]["events"].append({"e": "junk"})
    assert st.to_record() != rec
    assert replay_record(st.to_record()).to_record() == st.to_record()
