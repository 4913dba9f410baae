"""The bots' lean simulations cross-checked against the real GameState: trick
bookkeeping and scoring (playsim) on more than 10,000 play positions, whole-hand
simulation (handsim: R31–R36) on hundreds of deals, and the hidden-hand sampler
(worlds) for soundness against the true hands."""

from __future__ import annotations

import random

import pytest

from cinch_qt.games.cinch.ai.handsim import bid_values, simulate_hand
from cinch_qt.games.cinch.ai.judgement import best_cards, gift_cards
from cinch_qt.games.cinch.ai.playsim import Solver, Table, play_card, playout, policy
from cinch_qt.games.cinch.ai.registry import make_player
from cinch_qt.games.cinch.ai.worlds import Knowledge
from cinch_qt.games.cinch.engine import (
    Bid,
    DealerGive,
    DealerKeep,
    GameState,
    KeepTrumps,
    NameTrump,
    Pass,
    Play,
    Rules,
)
from cinch_qt.games.cinch.engine.cards import TRUMP_TABLES, cards_of, mask_of, parse_card
from cinch_qt.games.cinch.engine.tricks import legal_mask

ALL_RULES = [Rules(players=4), Rules(players=3), Rules(players=2),
             Rules(players=4, all_pass="stuck_dealer", min_bid=5)]


def side_ids(tb: Table) -> dict[str, int]:
    return {tb.rules.side_of(s): tb.sid[s] for s in tb.rules.seats}


def test_r40_r43_r51_r52_r61_playsim_agrees_with_gamestate_on_10000_positions():
    positions = 0
    hands_scored = 0
    for i in range(700):
        rules = ALL_RULES[i % len(ALL_RULES)]
        state = GameState(rules, 1000 + i)
        bots = {s: make_player("random", f"{i}:{s}") for s in state.seats}
        while state.phase != "play" and not state.hand_records:
            state.apply(bots[state.current].choose(state.observation(state.current)))
        if state.hand_records:
            continue                                    # thrown in (R22)
        tb = Table(rules, state.trump, state.maker, state.bid)
        hands = [0] * 4
        for s in state.seats:
            hands[s] = state.hands[s]
        trick: list[tuple[int, int]] = []
        taken = [0] * 4
        seat = state.current
        while not state.hand_records:
            card = bots[seat].choose(state.observation(seat)).card
            assert seat == state.current
            nxt = play_card(hands, trick, taken, seat, card, tb)
            state.apply(Play(seat, card))
            positions += 1
            if state.hand_records:
                break
            assert nxt == state.current
            assert trick == list(state.trick)
            for s in state.seats:
                assert hands[s] == state.hands[s]
            seat = nxt
        record = state.hand_records[0]
        ids = side_ids(tb)
        awarded = record["awarded"]
        for side, pts in record["taken"].items():
            bonus = 0
            for c in awarded.get(side, []):
                bonus += tb.tt.points[parse_card(c)]
            assert taken[ids[side]] + bonus == pts
        final = list(taken)
        for side, cs in awarded.items():
            final[ids[side]] += sum(tb.tt.points[parse_card(c)] for c in cs)
        scored = record["scored"]
        for side, sid in ids.items():
            others = [v for k, v in scored.items() if k != side]
            assert tb.utility(final, sid) == pytest.approx(
                scored[side] - sum(others) / len(others))
        hands_scored += 1
    assert positions >= 10_000
    assert hands_scored >= 400


def test_r31_r36_handsim_agrees_with_gamestate_driven_by_the_same_choices():
    rng = random.Random(3)
    compared = 0
    for i in range(240):
        rules = ALL_RULES[i % 3]
        state = GameState(rules, 5000 + i)
        deal = {s: mask_of(state.deal[s]) for s in state.seats}
        pack = list(state.pack)
        maker = rng.choice(state.seats)
        bid = rng.randint(1, 14)
        trump = rng.randrange(4)
        taken, tb = simulate_hand(rules, deal, pack, state.dealer, maker, bid, trump)
        while state.phase == "bid":
            seat = state.current
            state.apply(Bid(seat, bid) if seat == maker else Pass(seat))
        state.apply(NameTrump(maker, trump))
        tt = tb.tt
        while not state.hand_records:
            d = state.decision()
            seat = d.seat
            if d.kind == "keep":
                state.apply(KeepTrumps(seat, frozenset(cards_of(
                    best_cards(mask_of(d.candidates), 6, tt)))))
            elif d.kind == "rob":
                state.apply(DealerKeep(seat, frozenset(cards_of(
                    best_cards(mask_of(d.candidates), 6, tt)))))
            elif d.kind == "give":
                same = tb.sid[d.to] == tb.sid[seat]
                state.apply(DealerGive(seat, d.to, frozenset(cards_of(
                    gift_cards(mask_of(d.candidates), d.count, same, tt)))))
            else:
                hands = [0] * 4
                for s in state.seats:
                    hands[s] = state.hands[s]
                state.apply(Play(seat, policy(seat, hands, list(state.trick), tb)))
        for side, sid in side_ids(tb).items():
            assert state.hand_records[0]["taken"][side] == taken[sid]
        compared += 1
    assert compared == 240


def test_solver_alpha_beta_equals_plain_minimax():
    # The pruned search must return exactly the value of the full game tree of the
    # last three tricks, for the side to move.
    for i in range(40):
        state = GameState(Rules(), 300 + i)
        bots = {s: make_player("easy", s) for s in state.seats}
        while not state.hand_records and not (state.phase == "play" and
                                              len(state.tricks) == 3 and not state.trick):
            state.apply(bots[state.current].choose(state.observation(state.current)))
        if state.hand_records:
            continue
        tb = Table(state.rules, state.trump, state.maker, state.bid)
        hands = [state.hands[s] if s in state.seats else 0 for s in range(4)]
        taken = [0] * 4
        seat = state.current
        side = tb.sid[seat]
        solver = Solver(tb, side)
        exact = solver.value(hands, [], seat, taken)
        assert exact == pytest.approx(_minimax(tb, side, list(hands), [], seat, taken))


def _minimax(tb, side, hands, trick, seat, taken):
    if not hands[seat]:
        return tb.utility(taken, side)
    led = trick[0][1] if trick else -1
    values = []
    for card in cards_of(legal_mask(hands[seat], led, tb.tt)):
        h, t, k = list(hands), list(trick), list(taken)
        nxt = play_card(h, t, k, seat, card, tb)
        values.append(_minimax(tb, side, h, t, nxt, k))
    return max(values) if tb.sid[seat] == side else min(values)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r32_r34_r41_r42_sampled_hands_fit_everything_seen(players):
    rng = random.Random(players)
    checked = 0
    for i in range(25):
        state = GameState(Rules(players=players), 700 + i)
        bots = {s: make_player("easy", f"{i}:{s}") for s in state.seats}
        while not state.hand_records:
            seat = state.current
            obs = state.observation(seat)
            if obs.phase == "play":
                kn = Knowledge(obs)
                tmask = kn.tmask
                # Soundness: the true hands satisfy every inferred constraint.
                for s in kn.others:
                    assert state.hands[s] & kn.forbid[s] == 0
                    assert (state.hands[s] & tmask).bit_count() >= kn.min_trumps[s]
                    assert state.hands[s] & ~kn.unknown == 0
                    assert state.hands[s].bit_count() == kn.need[s]
                if players == 4:
                    hidden = 0
                    for s in kn.others:
                        hidden |= state.hands[s]
                    assert kn.unknown & tmask & ~hidden == 0
                for _ in range(5):
                    sample = kn.sample(rng)
                    union = 0
                    for s, m in sample.items():
                        assert m & union == 0
                        union |= m
                        assert m.bit_count() == kn.need[s]
                        assert m & ~kn.unknown == 0
                        assert m & kn.forbid[s] == 0
                        assert (m & tmask).bit_count() >= kn.min_trumps[s]
                    if players == 4:
                        assert kn.unknown & tmask & ~union == 0
                    checked += 1
            state.apply(bots[seat].choose(obs))
    assert checked > 200


def test_r42_a_plain_card_thrown_to_a_plain_lead_shows_a_void_in_that_suit_only():
    # Find plays where a player void in the plain suit led, holding a trump, threw a
    # card of another plain suit (legal under the corrected R42); the others must infer
    # the void in the suit led and nothing about trumps.
    found = 0
    for i in range(40):
        state = GameState(Rules(), 900 + i)
        bots = {s: make_player("easy", f"{i}:{s}") for s in state.seats}
        while not state.hand_records and found < 12:
            seat = state.current
            obs = state.observation(seat)
            action = bots[seat].choose(obs)
            thrower = None
            if obs.phase == "play" and obs.trick:
                tt = TRUMP_TABLES[obs.trump]
                led = tt.eff_suit[obs.trick[0][1]]
                hand = state.hands[seat]
                if (led != obs.trump and not tt.trump_mask >> action.card & 1
                        and tt.eff_suit[action.card] != led and hand & tt.trump_mask):
                    thrower = seat
            state.apply(action)
            if thrower is None or state.phase != "play" or state.hand_records:
                continue
            watcher = state.current if state.current != thrower else state.seats[0]
            if watcher == thrower:
                continue
            kn = Knowledge(state.observation(watcher))
            assert kn.forbid[thrower] & tt.suit_masks[led] == tt.suit_masks[led]
            assert kn.forbid[thrower] & state.hands[thrower] == 0
            assert state.hands[thrower] & tt.trump_mask == 0 or \
                kn.forbid[thrower] & tt.trump_mask == 0
            found += 1
    assert found >= 5


def test_playout_leaves_its_arguments_alone():
    tb = Table(Rules(), 2, 0, 5)
    state = GameState(Rules(), 8)
    hands = [mask_of(state.deal[s][:6]) for s in range(4)]
    before = list(hands)
    playout(hands, [], 0, [0] * 4, tb)
    assert hands == before


def test_r20_deals_drawn_for_bidding_can_be_made_to_fit_the_bids():
    from cinch_qt.games.cinch.ai.handsim import fits_bids
    rules = Rules()
    strong = mask_of([parse_card(t) for t in "AH KH QH JH 5H 5D TH 9H 8H".split()])
    weak = mask_of([parse_card(t) for t in "2C 3C 4D 6D 7S 8S 3H 4S 6C".split()])
    deal = {0: weak, 1: strong, 2: 0, 3: 0}
    assert fits_bids(rules, deal, 3, ((1, 10),))           # a strong hand bids high
    assert not fits_bids(rules, deal, 3, ((0, 10),))       # a weak one does not
    assert fits_bids(rules, deal, 3, ((0, None),))         # ... it passes
    assert not fits_bids(rules, deal, 3, ((1, None),))     # a strong hand would not pass


def test_r22_r52_bid_values_with_nobody_left_to_bid():
    # The last bidder: a higher bid can only add the risk of a set (R52), so the values
    # never rise with the bid; the calibration shifts every contract by exactly itself;
    # with no bid so far and nobody after, passing throws the hand in (R22): worth 0.
    rules = Rules()
    hand = mask_of([parse_card(x) for x in "AH KH 5H 5D 2H 9C 4S 7D 8D".split()])
    outcome = {"calibration": 0.0, "partner": 1.5, "defend": -1.0, "standing": -1.0}
    plain, passing = bid_values(rules, 0, hand, 3, 2, list(range(1, 15)), 60,
                                random.Random(4), [], 0, outcome, 1.0)
    assert all(plain[b] >= plain[b + 1] for b in range(1, 14))
    assert plain[1] > plain[14] and passing == 0.0
    outcome["calibration"] = -2.5
    shifted, _ = bid_values(rules, 0, hand, 3, 2, list(range(1, 15)), 60,
                            random.Random(4), [], 0, outcome, 1.0)
    assert all(shifted[b] == pytest.approx(plain[b] - 2.5) for b in plain)
    # A bid already made stands when I pass: its value is the caller's "standing".
    _, passing = bid_values(rules, 0, hand, 3, 2, [8], 20, random.Random(4), [], 7,
                            outcome, 1.0)
    assert passing == -1.0


def test_r20_bid_values_a_strong_later_opponent_takes_low_bids():
    # West, to bid after South, holds every high trump of every suit: in each deal it
    # tops whatever South bids below its own count, so those bids are worth "defend".
    rules = Rules()
    south = mask_of([parse_card(x) for x in "2C 3C 4D 6D 7S 8S 3H 4H 6H".split()])
    outcome = {"calibration": 0.0, "partner": 1.5, "defend": -7.0, "standing": -1.0}
    values, passing = bid_values(rules, 0, south, 3, 2, list(range(1, 15)), 40,
                                 random.Random(2), [1, 2, 3], 0, outcome, -30.0)
    # A margin of -30 makes every later player's modelled bid the cap (12).
    assert values[1] == pytest.approx(-7.0) and passing == pytest.approx(-7.0)
    assert values[13] != pytest.approx(-7.0)
