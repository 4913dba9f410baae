"""The cribbage bots: legal and exact, blind to hidden cards, and the parts
they are built from (expected hands, crib tables, go inference, the play search)."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from cinch_qt.games.cribbage.ai import LEVELS, hint, make_player
from cinch_qt.games.cribbage.ai.board_sense import PENALTY_COST, bonus, gain
from cinch_qt.games.cribbage.ai.crib_tables import crib_estimate, render
from cinch_qt.games.cribbage.ai.expert import ExpertBot
from cinch_qt.games.cribbage.ai.knowledge import deal_hidden, play_position, unseen_cards
from cinch_qt.games.cribbage.ai.layaway import hand_ev
from cinch_qt.games.cribbage.ai.pegging import Search, greedy_rank, playout_points
from cinch_qt.games.cribbage.engine import (
    LAY,
    PLAY,
    Claim,
    Discard,
    GameState,
    LeaveBox,
    Play,
    Rules,
    parse_cards,
    score_hand,
)
from cinch_qt.games.cribbage.engine.boards import get_board
from cinch_qt.games.cribbage.engine.cards import RANK, VALUE

BOTS = ("random", "easy", "normal", "expert", "expert-noboard")


def play_to(state: GameState, bots: dict, stop) -> None:
    while not state.is_over and not stop(state):
        seat = state.current_seat
        state.apply(bots[seat].choose(state.observation(seat)))


# ----------------------------------------------------------------- whole games
@pytest.mark.parametrize("players,board", [(2, "classic"), (3, "crib-wars"),
                                           (4, "classic"), (6, "crib-wars")])
def test_every_level_plays_legal_games_and_counts_exactly(players, board):
    """Every action a bot returns is legal (C100–C104); with manual counting its claims
    are the true totals (C91), so no muggins is ever taken from it (C93)."""
    rules = Rules(players=players, board=board, counting="manual", muggins="cut-throat",
                  peg_duty=board == "crib-wars")
    for k, name in enumerate(("easy", "normal", "expert")):
        state = GameState(rules, 40 + k)
        bots = {s: make_player(name if s % 2 == 0 else BOTS[(k + s) % 4], s)
                for s in rules.seats}
        while not state.is_over and state.hand_no < 3:
            seat = state.current_seat
            action = bots[seat].choose(state.observation(seat))
            assert action in state.legal_actions()
            if isinstance(action, Claim) and bots[seat].name != "random":
                assert action.points == state.true_count()
            if isinstance(action, LeaveBox):
                assert action.leave                    # W34: bots never forget
            state.apply(action)
        if bots[0].name != "random":
            for hand in state.hand_records:
                for ev in hand["events"]:
                    assert ev.get("why") not in ("muggins", "excess")


# ----------------------------------------------------------------- hidden cards
def _swap_hidden(state: GameState, observer: int, rng: random.Random) -> GameState | None:
    """A copy where one card another seat holds is exchanged with an unseen stock card:
    the observer's view is the same, the truth is not."""
    other = state.clone()
    seats = [s for s in other.active if s != observer and other.hands[s]]
    stock = [c for c in other.stock if c != other.starter and c != other.crib_stock]
    if not seats or not stock:
        return None
    s = rng.choice(seats)
    i = rng.randrange(len(other.hands[s]))
    j = other.stock.index(rng.choice(stock))
    if other.phase == PLAY:
        # Keep every go true: only swap for a card of the same counting value.
        same = [c for c in stock if VALUE[c] == VALUE[other.hands[s][i]]]
        if not same:
            return None
        j = other.stock.index(rng.choice(same))
    other.hands[s][i], other.stock[j] = other.stock[j], other.hands[s][i]
    return other


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_no_bot_depends_on_hidden_cards(players):
    """Same observation, different hidden cards, same seed: the same decision (C5)."""
    rules = Rules(players=players, board="crib-wars" if players in (3, 4) else "classic")
    rng = random.Random(players)
    checked = 0
    for seed in range(6):
        state = GameState(rules, seed)
        driver = {s: make_player("normal", s) for s in rules.seats}
        stop_after = rng.randrange(0, 4 * players + 3)
        n = 0
        while not state.is_over and state.phase in (LAY, PLAY) and n < stop_after:
            seat = state.current_seat
            state.apply(driver[seat].choose(state.observation(seat)))
            n += 1
        if state.phase not in (LAY, PLAY):
            continue
        seat = state.current_seat
        other = _swap_hidden(state, seat, rng)
        if other is None:
            continue
        obs1, obs2 = state.observation(seat), other.observation(seat)
        assert obs1 == obs2
        assert state.snapshot() != other.snapshot()
        for name in BOTS:
            a1 = make_player(name, 7).choose(obs1)
            a2 = make_player(name, 7).choose(obs2)
            assert a1 == a2, name
        assert hint(obs1) == hint(obs2)
        checked += 1
    assert checked >= 3


# ----------------------------------------------------------------- laying away
def test_hand_ev_is_the_exact_mean_over_every_unseen_starter():
    dealt = parse_cards("5H 5D 5C JS 9C KD")
    kept = dealt[:4]
    starters = [c for c in range(52) if c not in dealt]
    assert len(starters) == 46
    assert hand_ev(kept, starters) == pytest.approx(
        sum(score_hand(kept, s) for s in starters) / 46)
    # Three fives and the jack: 14 at least whatever the starter (C71–C76).
    assert hand_ev(kept, starters) > 14


def test_expert_keeps_the_obvious_hand_and_guards_the_crib():
    rules = Rules(players=2)
    for seed in range(40):
        state = GameState(rules, seed)
        if state.dealer != 1:
            continue
        # Seat 0 is pone: the crib is the other side's.
        hand = parse_cards("5H 5D 5C JS 9C KD")
        state.hands[0] = list(hand)
        obs = state.observation(0)
        action = ExpertBot(1).choose(obs)
        assert set(action.cards) == set(parse_cards("9C KD"))
        h = hint(obs)
        assert h.reason == "keep" and h.action == action
        assert h.values["crib"] < 0 < h.values["hand"]
        return
    pytest.fail("no deal with seat 1 dealing")


def test_crib_tables_regenerate_exactly_and_rank_sensibly():
    """tools/make_crib_tables.py writes what crib_tables.render gives, byte for byte."""
    shipped = Path(__file__).resolve().parents[2] / \
        "cinch_qt/games/cribbage/ai/crib_table_data.py"
    assert render() == shipped.read_text(encoding="utf-8")
    five5 = crib_estimate(tuple(parse_cards("5H 5D")))
    k9 = crib_estimate(tuple(parse_cards("KH 9D")))
    assert five5 > 8 > 4 > k9
    assert crib_estimate(tuple(parse_cards("5H"))) > crib_estimate(tuple(parse_cards("KH")))


# ----------------------------------------------------------------- the play
def test_a_go_tells_what_the_seat_cannot_hold():
    """C52: after a go at count 25 every card that seat holds is worth 7 or more, and
    every guessed hand respects it."""
    rules = Rules(players=2)
    for seed in range(200):
        state = GameState(rules, seed)
        bots = {s: make_player("easy", s) for s in rules.seats}
        play_to(state, bots, lambda st: any(e["e"] == "go" for e in st.events)
                or st.hand_no > 0)
        goes = [e for e in state.events if e["e"] == "go"]
        if state.phase != PLAY or not goes or state.hand_no > 0:
            continue
        seat = state.current_seat
        gone = rules.seat_names.index(goes[-1]["seat"])
        if gone == seat or not state.hands[gone]:
            continue
        obs = state.observation(seat)
        pos = play_position(obs)
        i = pos.order.index(gone)
        count_at_go = state.count
        assert pos.min_value[i] >= 32 - count_at_go
        assert all(VALUE[c] >= pos.min_value[i] for c in state.hands[gone])
        rng = random.Random(1)
        for _ in range(20):
            hands = deal_hidden(unseen_cards(obs), pos, rng)
            assert hands is not None
            assert all(VALUE[c] >= pos.min_value[i] for c in hands[i])
            assert len(hands[i]) == len(state.hands[gone])
        return
    pytest.fail("no go found")


def test_search_values_a_small_play_exactly():
    """Me: a five; the other: a ten.  Laying the five gives fifteen (2) and the last
    card (1) to the other: -3 (C53, C55, C56)."""
    s = Search([0, 1], 0, 1.0)
    assert s.root(((4,), (9,)), 0, (), -1, 0) == {4: -3.0}
    # Me 4 and 5 against a 6: 4, 6, 5 makes fifteen and a run of three (5) and the
    # last card (1); 5, 6, 4 the same: 6 either way.
    assert Search([0, 1], 0, 1.0).root(((3, 4), (5,)), 0, (), -1, 0) == {3: 6.0, 4: 6.0}
    # Me 5 and ten against a 5: leading the 5 gives a pair (-2), then my ten and the
    # last card (+1): -1; leading the ten, the 5 makes fifteen (-2), my 5 pairs it (+2)
    # and is the last card (+1): +1.  The search prefers the ten, as a player would.
    assert Search([0, 1], 0, 1.0).root(((4, 9), (4,)), 0, (), -1, 0) == {4: -1.0, 9: 1.0}


def test_greedy_playouts_follow_the_engine_rules():
    """The search's rules of the play agree with the engine's: a hand played by the
    state with the greedy choice pegs the same per side as ``playout_points``."""
    compared = 0
    for players in (2, 3, 4):
        rules = Rules(players=players)
        for seed in range(15):
            state = GameState(rules, seed)
            easy = {s: make_player("easy", s) for s in rules.seats}
            play_to(state, easy, lambda st: st.phase != LAY)
            if state.phase != PLAY or state.hand_no:
                continue
            start = len(state.events)
            hands = [[RANK[c] for c in state.hands[s]] for s in state.active]
            sides = [rules.side_of(s) for s in state.active]
            expected = playout_points(hands, sides, rules.n_sides)
            while state.phase == PLAY and not state.is_over:
                seat = state.current_seat
                seq = tuple(state.seq)
                r = greedy_rank(sorted(RANK[c] for c in state.hands[seat]), state.count, seq)
                card = next(c for c in state.hands[seat] if RANK[c] == r)
                state.apply(Play(seat, card))
            if state.is_over:
                continue
            got = [0] * rules.n_sides
            events = state.hand_records[0]["events"] if state.hand_no else state.events
            for ev in events[start:]:
                if ev["e"] == "score" and ev["why"] in ("play", "go"):
                    got[rules.side_names.index(ev["side"])] += ev["points"]
            assert got == expected, (players, seed)
            compared += 1
    assert compared >= 20


def test_expert_takes_a_sure_thirty_one_and_the_hint_says_so():
    rules = Rules(players=2)
    bots = {s: make_player("normal", s) for s in rules.seats}
    for seed in range(300):
        state = GameState(rules, seed)
        play_to(state, bots, lambda st: st.phase == PLAY and st.count >= 21
                or st.hand_no > 0)
        if state.phase != PLAY or state.hand_no:
            continue
        seat = state.current_seat
        need = 31 - state.count
        if not any(VALUE[c] == need for c in state.hands[seat]) or len(
                state.playable(seat)) < 2:
            continue
        obs = state.observation(seat)
        card = ExpertBot(0).choose(obs).card
        if VALUE[card] != need:
            # Another card can only be better if it scores at least as much now.
            continue
        h = hint(obs)
        assert h.reason == "scores" and h.values["points"] >= 2
        return
    pytest.fail("no thirty-one chance found")


# ----------------------------------------------------------------- board sense
def test_board_sense_values_landings():
    """W10: a red entry slides on; W30/W31: a penalty square costs dearly."""
    board = get_board("crib-wars")
    assert gain(board, "M10", 2) > 2          # lands on M12, a red entry (R1)
    assert bonus(board, "M10", 2) > 0
    assert gain(board, "M68", 2) == -PENALTY_COST   # M70 is P1
    assert gain(board, "M20", 3) == 3.0       # a plain hole


def test_board_sense_switch_changes_decisions_only_on_crib_wars():
    rules = Rules(players=2, board="crib-wars")
    differ = 0
    for seed in range(30):
        state = GameState(rules, seed)
        state.holes = ["M60", "M60"]          # near P1 and T1
        obs = state.observation(state.current_seat)
        on = make_player("expert", 1).choose(obs)
        off = make_player("expert-noboard", 1).choose(obs)
        differ += on != off
    assert differ >= 1


# ----------------------------------------------------------------- registry, hint
def test_make_player_levels_and_factories():
    for name in LEVELS:
        assert callable(make_player(name, 3).choose)
    bot = make_player("cinch_qt.games.cribbage.ai.easy:EasyBot", 1)
    assert bot.name == "easy"
    for bad in ("", "nobody", "cinch_qt.nope:X", "cinch_qt.games.cribbage.ai:LEVELS"):
        with pytest.raises(ValueError):
            make_player(bad, 0)


def test_hint_is_data_with_a_legal_action():
    rules = Rules(players=4, counting="manual")
    state = GameState(rules, 9)
    bots = {s: make_player("normal", s) for s in rules.seats}
    kinds = set()
    while not state.is_over and state.hand_no < 2:
        seat = state.current_seat
        obs = state.observation(seat)
        if seat == 0:
            h = hint(obs)
            assert h.action in state.legal_actions()
            assert isinstance(h.reason, str) and isinstance(h.values, dict)
            kinds.add(h.reason)
        state.apply(bots[seat].choose(obs))
    assert {"keep", "count"} <= kinds
    assert kinds & {"scores", "safe", "only"}


def test_lay_away_values_cover_every_choice():
    obs_state = GameState(Rules(players=2), 1)
    obs = obs_state.observation(obs_state.current_seat)
    cs = ExpertBot(0).lay_choices(obs)
    assert len(cs) == 15
    assert {c.laid for c in cs} == set(itertools.combinations(obs.hand, 2))
    chosen = ExpertBot(0).choose(obs)
    assert isinstance(chosen, Discard)
    assert max(cs, key=lambda c: c.total).laid == chosen.cards
