"""Properties over random legal games (2, 3, 4, 6 players, both boards, every option),
and the fast hand scorer against an obviously correct one."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from cinch_qt.games.cribbage.engine import GameState, Rules, score_hand
from cinch_qt.games.cribbage.engine.cards import CARD_NAMES
from cinch_qt.games.cribbage.engine.record import replay_record
from tests.cribbage_helpers import slow_score

rules_strategy = st_.builds(
    lambda players, board, heels, skunks, manual, muggins, duty, match: Rules(
        players=players, board=board, heels_near_end=heels, skunks=skunks,
        counting="manual" if manual else "automatic",
        muggins=muggins if manual else "off", peg_duty=duty, match=match),
    st_.sampled_from((2, 3, 4, 6)), st_.sampled_from(("classic", "crib-wars")),
    st_.sampled_from(("withheld", "allowed")), st_.sampled_from((None, True, False)),
    st_.booleans(), st_.sampled_from(("off", "cut-throat", "friendly")), st_.booleans(),
    st_.sampled_from((1, 3, 5, 7)))


def places_ok(st: GameState) -> None:
    """C37: every card in exactly one place."""
    cards = [c for s in st.active for c in st.hands[s]]
    cards += [c for _, c in st.played] + [c for cards_ in st.dead.values() for c in cards_]
    cards += st.crib + st.buried + [c for c in st.stock if c != st.crib_stock]
    assert sorted(cards) == list(range(52))


def observations_hide(st: GameState) -> None:
    """C5, C101: no observation names a card its seat may not know."""
    crib_shown = any(e["e"] == "show" and e["what"] == "crib" for e in st.events)
    for seat in st.rules.seats:
        obs = st.observation(seat)
        mine = set(st.laid.get(seat, ()))
        hidden = {c for s in st.active if s != seat for c in st.hands[s]}
        hidden |= {c for s, cards in st.dead.items() if s != seat for c in cards}
        hidden |= {c for c in st.buried if c not in mine}
        hidden |= {c for c in st.stock if c not in (st.starter, st.crib_stock)}
        if not crib_shown:
            hidden |= {c for c in st.crib if c not in mine}
        text = repr(obs.events)
        for c in hidden:
            assert CARD_NAMES[c] not in text, (CARD_NAMES[c], seat)
            assert c not in obs.hand and c not in obs.kept and c not in obs.laid


def holes_follow_moves(st: GameState, record: dict) -> None:
    """Each side's hole is where its moves put it; marks agree with the board (W4, W7)."""
    board = st.board
    holes = {name: board.start for name in st.side_names}
    for h, hand in enumerate(record["hands"]):
        for e in hand["events"]:
            if e["e"] == "score":
                assert e["from"] == holes[e["side"]], (h, e)
                move = (board.award(e["from"], e["points"]) if e["why"] == "award"
                        else board.move(e["from"], e["points"]))
                assert move.end == e["to"] and move.square == e.get("square"), (h, e)
                holes[e["side"]] = e["to"]
            elif e["e"] in ("retreat", "release"):
                assert e["from"] == holes[e["side"]]
                holes[e["side"]] = e["to"]
        if hand["holes"] is not None:
            assert hand["holes"] == holes
            assert hand["marks"] == {s: board.mark(x) for s, x in holes.items()}
    assert [holes[n] for n in st.side_names] == st.holes


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy, seed=st_.integers(0, 2**32 - 1), cut_short=st_.booleans())
def test_random_games_keep_every_invariant(rules, seed, cut_short):
    st = GameState(rules, seed)
    rng = random.Random(seed)
    steps = 0
    limit = rng.randint(5, 120) if cut_short else 10**9
    while not st.is_over and steps < limit:
        places_ok(st)
        if steps % 11 == 0:
            observations_hide(st)
        action = rng.choice(st.legal_actions())
        if steps % 9 == 0:
            before = st.snapshot()
            st.clone().apply(action)                # a clone is independent
            assert st.snapshot() == before
        st.apply(action)
        steps += 1
    rec = st.to_record()
    holes_follow_moves(st, rec)
    text = json.dumps(rec)
    again = replay_record(json.loads(text))
    assert again.to_record() == rec
    if st.is_over:
        assert rec["final"]["marks"][st.side_names[st.winner]] == st.board.finish_mark
        assert sum(st.result().values()) == 0


def test_fast_scorer_agrees_with_subset_enumeration_on_100000_hands():
    rng = random.Random(2024)
    deck = list(range(52))
    for i in range(100_000):
        five = rng.sample(deck, 5)
        crib = i % 3 == 0
        assert score_hand(five[:4], five[4], crib) == slow_score(five[:4], five[4], crib), five


class _First:
    """An rng whose choice is always the first option (a fixed policy)."""

    @staticmethod
    def choice(seq):
        return seq[0]


def test_pegging_playout_agrees_with_the_state():
    from cinch_qt.games.cribbage.engine.playout import peg_playout
    compared = 0
    for players in (2, 3, 4, 6):
        for seed in range(60):
            st = GameState(Rules(players=players), seed)
            rng = random.Random(seed)
            while st.phase == "lay":
                st.apply(rng.choice(st.legal_actions()))
            if st.phase != "play":
                continue
            order = st.active
            start = order.index(st.current_seat)
            order = order[start:] + order[:start]
            expect = [0] * st.n_sides
            got = peg_playout([st.hands[s] for s in order], [s % st.n_sides for s in order],
                              st.n_sides, _First())
            heels = [e for e in st.events if e["e"] == "score"]
            base = len(heels)
            while st.phase == "play" and not st.is_over:
                st.apply(st.legal_actions()[0])
            ev = st.hand_records[0]["events"] if st.hand_no or st.is_over else st.events
            for e in [e for e in ev if e["e"] == "score"][base:]:
                if e["why"] in ("play", "go"):
                    expect[st.side_names.index(e["side"])] += e["points"]
            if not st.is_over:
                assert got == expect, (players, seed)
                compared += 1
    assert compared > 200
