"""Expert's bidding (issue 32): every choice valued by simulating the whole hand over
deals that fit the auction so far, the later bidders included.  Constructed auctions
where the right answer is clear, and the pieces of the model.  The frozen players kept
for measuring live in benchmarks/cinch_frozen/, not in the shipped package."""

from __future__ import annotations

import random

import pytest

from cinch_qt.games.cinch.ai.auction import (
    Rival,
    auction_values,
    best_worth,
    deal_for_auction,
    finish_auction,
    fits_auction,
)
from cinch_qt.games.cinch.ai.handsim import random_deal
from cinch_qt.games.cinch.ai.registry import LEVELS, make_player
from cinch_qt.games.cinch.engine import Bid, GameState, Pass, Rules
from cinch_qt.games.cinch.engine.cards import mask_of
from tests.engine_helpers import build, cards

S, W, N, E = 0, 1, 2, 3
LEVEL = "expert"


def full_deal(deal: dict[int, str]) -> tuple[dict[int, str], str]:
    """``deal`` with the pack made of every card not dealt (in a fixed order)."""
    used = {c for t in deal.values() for c in cards(t)}
    pack = " ".join("23456789TJQKA"[c % 13] + "CDHS"[c // 13] for c in range(52)
                    if c not in used)
    return deal, pack


def answers(state: GameState, level: str = LEVEL, seeds: int = 8) -> list:
    obs = state.observation(state.current)
    return [make_player(level, seed).choose(obs) for seed in range(seeds)]


# ------------------------------------------------------------- the auction model
def test_r20_a_rival_tops_by_one_only_while_its_cards_stand_it():
    rivals = [Rival(W, False, 4, 0), Rival(N, True, 9, 1), Rival(E, False, 5, 2)]
    # I bid 3: West tops with 4, my partner North (not topping me now: West holds it)
    # with 5, East cannot go to 6.
    assert finish_auction(3, S, True, rivals, 1) == (5, N, 1)
    # I bid 5: West cannot top; North tops its own side only when its cards stand two
    # more (7 <= 9): a partner leaves a partner's bid alone unless clearly stronger.
    assert finish_auction(5, S, True, rivals, 1) == (6, N, 1)
    assert finish_auction(8, S, True, rivals, 1) == (8, S, None)
    assert finish_auction(8, S, True, [Rival(N, True, 10, 1)], 1) == (9, N, 0)
    # I bid 9: nobody can top.
    assert finish_auction(9, S, True, rivals, 1) == (9, S, None)


def test_r21_r22_nobody_tops_14_and_all_passing_leaves_no_maker():
    rivals = [Rival(W, False, 14, 0)]
    assert finish_auction(14, S, True, rivals, 1) == (14, S, None)          # R21
    weak = [Rival(W, False, 0, 0), Rival(E, False, 0, 0)]
    assert finish_auction(0, None, False, weak, 1) == (0, None, None)       # R22
    assert finish_auction(0, None, False, [Rival(W, False, 2, 3)], 2) == (2, W, 0)


def test_r20_deals_for_the_auction_fit_every_bid_and_pass():
    rules = Rules()
    rng = random.Random(4)
    me = mask_of(cards("2C 3C 4D 6D 7S 8S 3H 4H 6H"))
    bids = ((W, 7), (N, None), (E, None))
    worth = {W: [], N: [], E: []}
    fitted = 0
    free = [best_worth(rules, random_deal(rules, S, me, rng)[0][W], W, E)[0]
            for _ in range(60)]
    for _ in range(60):
        deal, pack = deal_for_auction(rules, S, me, E, bids, rng, tries=40, margin=1.0)
        assert len(pack) == 52 - 36 and deal[S] == me
        fitted += fits_auction(rules, deal, E, bids, 1.0)
        for s in worth:
            worth[s].append(best_worth(rules, deal[s], s, E)[0])
    assert fitted >= 55
    # West said 7: its hand is stronger than a hand drawn without the auction, and
    # stronger than those of the two who passed (R20: a bid says a number).
    mean = {s: sum(v) / len(v) for s, v in worth.items()}
    assert min(worth[W]) >= 6 - 1.0
    assert mean[W] > sum(free) / len(free) + 1.0
    assert mean[W] > mean[N] and mean[W] > mean[E]


def test_r22_r52_with_nobody_left_to_bid_a_higher_bid_is_never_worth_more():
    # The dealer speaks last (R20): nobody can top it, so in every deal a higher bid
    # only adds to the set (R52); with common deals the values never rise with the bid.
    rules = Rules()
    hand = mask_of(cards("AH KH 5H 9H 3H 7C 8C 9D 2S"))
    table = auction_values(
        rules, E, hand, E, ((S, None), (W, None), (N, None)), 0, [], 24,
        random.Random(1), rival_margin=1.0, fit_margin=1.0, tries=4, suits=[2])
    assert set(table.passing) == {0.0}                                      # R22
    row = [table.bids[(2, b)] for b in range(1, 15)]
    for deal in range(24):
        cut = [values[deal] for values in row]
        assert all(a >= b for a, b in zip(cut, cut[1:], strict=False))
    assert sum(row[0]) > 0
    # Made or not (R52): a higher bid is never made where a lower one failed.
    made = [table.made[(2, b)] for b in range(1, 15)]
    for deal in range(24):
        cut = [m[deal] for m in made]
        assert all(a >= b for a, b in zip(cut, cut[1:], strict=False))


# ---------------------------------------------------- constructed auctions (Expert)
def test_r20_r52_last_to_speak_with_a_strong_hand_bids_the_lowest_that_wins():
    # Four players, East deals and speaks last; West bid 2.  East holds AH KH 5H 5D
    # JH: High, Jack and both Pedros.  Nobody can top it, so 3 wins the auction and a
    # higher bid only risks a set (R52); passing hands West the contract.
    deal, pack = full_deal({
        S: "2C 3C 4C 6C 7C 2D 3D 4D 6D",
        W: "AC KC QC JC TC 9C 8C AD KD",
        N: "7D 8D 9D TD JD QD 2S 3S 4S",
        E: "AH KH 5H 5D JH 6S 7S 8S 9S",
    })
    state = build(deal, pack, dealer=E)
    state.apply(Pass(S))
    state.apply(Bid(W, 2))
    state.apply(Pass(N))
    assert state.current == E
    assert set(answers(state)) == {Bid(E, 3)}


def test_r23_leave_partners_contract_alone_with_a_weak_hand():
    # South deals; North (partner) bid 6 after West passed, East passed.  South holds
    # no trump honour in any suit: taking the contract off the partner only gives the
    # side a worse maker (R23, R30: the maker names trumps).
    deal, pack = full_deal({
        W: "2C 3C 4C 6C 5C 2D 3D 4D 6D",
        N: "AH KH QH 5H 9H 8H 7C 8C 9C",
        E: "AC KC QC JC TC AD KD QD JD",
        S: "2S 3S 4S 6S 7S 3H 4H 7D 8D",
    })
    state = build(deal, pack, dealer=S)
    state.apply(Pass(W))
    state.apply(Bid(N, 6))
    state.apply(Pass(E))
    assert state.current == S
    assert set(answers(state)) == {Pass(S)}


def test_r52_no_overreach_over_a_high_opponent_bid():
    # West (dealer's left) opened 11; South holds KH QH 9H and small cards: topping
    # 11 needs 12 of the 14 points, a set costs 14 plus the shortfall (R52).
    deal, pack = full_deal({
        W: "AC KC QC JC TC 5C 5S AS KS",
        N: "2C 3C 4C 6C 7C 2D 3D 4D 6D",
        E: "7D 8D 9D TD JD QD 2S 3S 4S",
        S: "KH QH 9H 8H 3H 6S 7S 8S 9S",
    })
    state = build(deal, pack, dealer=S)
    state.apply(Bid(W, 11))
    state.apply(Pass(N))
    state.apply(Pass(E))
    assert state.current == S
    assert set(answers(state)) == {Pass(S)}


def test_r22_stuck_dealer_never_passes():
    rules = Rules(all_pass="stuck_dealer")
    deal, pack = full_deal({
        S: "2C 3C 4C 6C 7C 2D 3D 4D 6D",
        W: "AC KC QC JC TC 9C 8C AD KD",
        N: "7D 8D 9D TD JD QD 2S 3S 4S",
        E: "9H 4H 6S 7S 8S 9S TS 8H 7H",
    })
    state = build(deal, pack, dealer=E, rules=rules)
    for seat in (S, W, N):
        state.apply(Pass(seat))
    for action in answers(state, seeds=3):
        assert isinstance(action, Bid) and 1 <= action.amount <= 14


def test_r61_three_players_cheap_contract_with_high_and_both_pedros_is_taken():
    # Three players, South deals and speaks last; West and East passed.  South holds
    # AH 5H 5D 2H: High, Low and both Pedros — twelve points nobody can take from the
    # ace, and at least High (R50) whatever happens.  Passing throws the hand in (R22)
    # for 0; the contract at 1 is made and scores South's count against the others'.
    rules = Rules(players=3)
    deal, pack = full_deal({
        W: "AC KC QC JC TC 9C 8C AD KD",
        E: "7D 8D 9D TD JD QD 2S 3S 4S",
        S: "AH 5H 5D 2H 6S 7S 8S 9S TS",
    })
    state = build(deal, pack, dealer=S, rules=rules)
    state.apply(Pass(W))
    state.apply(Pass(E))
    assert state.current == S
    assert set(answers(state)) == {Bid(S, 1)}


# ------------------------------------------------------------ the shipped levels
def test_frozen_players_are_not_in_the_shipped_package():
    # Measuring-only players (expert-before, expert-v1) live in benchmarks/cinch_frozen/.
    assert "expert-v1" not in LEVELS and "expert-before" not in LEVELS
    with pytest.raises(ValueError):
        make_player("expert-v1", 3)
    assert type(make_player("expert", 3)).__name__ == "ExpertBot"
