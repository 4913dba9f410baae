"""An independent reading of records: recompute every count, play score, go point and
show total from the events alone, without the engine's state (CRIB_RECORD.md: "an
independent program can replay a game and check every rule, every score")."""

from __future__ import annotations

import random

import pytest

from cinch_qt.games.cribbage.engine import GameState, Rules, parse_card
from cinch_qt.games.cribbage.engine.cards import RANK, VALUE
from tests.cribbage_helpers import slow_score


def slow_peg(ranks: list[int], count: int) -> int:
    pts = 2 if count in (15, 31) else 0
    same = 1
    while same < len(ranks) and ranks[-1 - same] == ranks[-1]:
        same += 1
    pts += {1: 0, 2: 2, 3: 6, 4: 12}[same]
    for n in range(len(ranks), 2, -1):
        tail = sorted(ranks[-n:])
        if all(tail[i + 1] == tail[i] + 1 for i in range(n - 1)):
            return pts + n
    return pts


def check_hand(hand: dict, sides: dict[str, str]) -> None:
    side_of = {seat: side for side, seats in sides.items() for seat in seats}
    starter = None
    count, ranks = 0, []
    last_seat = None
    expect_score = None         # (side, why, points) the next score must be
    go_scored = False
    folded: set[str] = set()
    in_play = True

    def count_ended() -> None:
        # C53, C55, W30: a count not ended by 31 gives the last card a go point, unless
        # that card's side has folded since.
        if count and count != 31 and side_of[last_seat] not in folded:
            assert go_scored, (i, "missing go point")

    ev = hand["events"]
    for i, e in enumerate(ev):
        kind = e["e"]
        if expect_score is not None and kind != "fold":
            side, why, pts = expect_score
            if not (kind == "score" and e["why"] == why and e["side"] == side):
                raise AssertionError((i, e, expect_score))
            assert e["points"] == pts, (i, e, pts)
            expect_score = None
            continue
        if kind == "fold":
            folded.add(e["side"])
        elif kind == "starter":
            starter = parse_card(e["card"])
        elif kind == "play":
            card = parse_card(e["card"])
            count += VALUE[card]
            ranks.append(RANK[card])
            assert e["count"] == count <= 31
            last_seat = e["seat"]
            go_scored = False
            pts = slow_peg(ranks, count)
            if pts:
                expect_score = (side_of[last_seat], "play", pts)
        elif kind == "reset":
            count_ended()
            count, ranks = 0, []
        elif kind == "go":
            assert e["seat"] != last_seat
        elif kind == "show":
            if in_play:
                count_ended()
                in_play = False
            cards = [parse_card(c) for c in e["cards"]]
            total = slow_score(cards, starter, e["what"] == "crib")
            assert e["total"] == total, (i, e)
            assert sum(p for _, p in e["items"]) == total
            if total and "claimed" not in e:
                expect_score = (side_of[e["seat"]], e["what"], total)
        elif kind == "score" and e["why"] == "go":
            assert e["points"] == 1 and e["side"] == side_of[last_seat]
            assert count != 31 and not go_scored
            go_scored = True


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_records_check_out_independently(players):
    for seed in range(6):
        st = GameState(Rules(players=players, board=("classic", "crib-wars")[seed % 2]), seed)
        rng = random.Random(seed)
        while not st.is_over:
            st.apply(rng.choice(st.legal_actions()))
        rec = st.to_record()
        for hand in rec["hands"]:
            check_hand(hand, rec["sides"])
