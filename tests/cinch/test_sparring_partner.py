"""The sparring partner (benchmarks/sparring/): measuring equipment for the coach, a Cinch
player written apart from the program's levels.  Its moves are legal, its sampler fits
what the seat has seen, its exact search agrees with plain minimax, and the same seed
gives the same game."""

from __future__ import annotations

import random
import sys
from math import comb
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from benchmarks.cinch_match import lineups  # noqa: E402
from benchmarks.sparring import SparringBot, make_level  # noqa: E402
from benchmarks.sparring.geo import GEOS, bits  # noqa: E402
from benchmarks.sparring.sampler import Sampler  # noqa: E402
from benchmarks.sparring.search import Search, brute_force  # noqa: E402
from benchmarks.sparring.seen import Seen  # noqa: E402
from benchmarks.sparring.strength import side_map  # noqa: E402
from cinch_qt.games.cinch.engine import PLAY, GameState, Rules  # noqa: E402
from cinch_qt.games.cinch.engine.cards import mask_of  # noqa: E402


def small(seed: str) -> SparringBot:
    """A partner on a small budget, so the tests stay quick."""
    return SparringBot(seed, nodes=1500, min_deals=2, max_deals=8, auction_deals=6,
                       auction_candidates=12)


def play_hand(players: int, seed: int, bots: dict | None = None) -> tuple[GameState, list]:
    state = GameState(Rules(players=players), seed)
    bots = bots or {s: small(f"{seed}:{s}") for s in state.seats}
    actions = []
    while not state.hand_records:
        action = bots[state.current].choose(state.observation(state.current))
        state.apply(action)   # the engine refuses anything illegal (R41, R42, R70-R72)
        actions.append(action)
    return state, actions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r41_r42_partner_plays_whole_hands_legally(players):
    for seed in range(3):
        state, actions = play_hand(players, 33_500_000 + seed)
        assert len(state.hand_records) == 1
        if state.hand_records[0].get("maker"):
            assert len(state.hand_records[0]["tricks"]) == 6


def test_same_seed_same_game():
    _, first = play_hand(4, 33_500_100)
    _, second = play_hand(4, 33_500_100)
    assert first == second


def positions(players: int, seeds: range, min_tricks: int = 1):
    """Play-phase observations from hands the partner plays, past ``min_tricks`` tricks."""
    for seed in seeds:
        state = GameState(Rules(players=players), seed)
        bots = {s: small(f"{seed}:{s}") for s in state.seats}
        while not state.hand_records:
            if state.phase == PLAY and len(state.tricks) >= min_tricks:
                yield state
            state.apply(bots[state.current].choose(state.observation(state.current)))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r31_r41_r42_sampler_honours_what_the_seat_has_seen(players):
    """Every sampled deal gives each hand its size, never a card the seat has seen,
    no card of a suit a player showed void in (R41, R42), at least the kept trumps not
    yet played (R31, R32), and with four players every unseen trump (R34)."""
    rng = random.Random(5)
    checked = voids = 0
    for state in positions(players, range(33_510_000, 33_510_010)):
        seat = state.current
        obs = state.observation(seat)
        seen = Seen(obs)
        g = seen.g
        sampler = Sampler(seen)
        for _ in range(20):
            hands = sampler.sample(rng)
            assert hands[seat] == mask_of(obs.hand)
            union = 0
            for s in state.seats:
                assert hands[s] & union == 0
                union |= hands[s]
                assert hands[s].bit_count() == state.hands[s].bit_count()
                if s == seat:
                    continue
                assert hands[s] & ~seen.unseen & ~seen.known[s] == 0
                if seen.void_trump[s]:
                    assert hands[s] & g.trump_mask == 0
                for suit in range(4):
                    if seen.void_suits[s] >> suit & 1:
                        voids += 1
                        assert hands[s] & g.suit_masks[suit] == 0
                kept = obs.kept_counts.get(s)
                if kept is not None:
                    played_trumps = (seen.played[s] & g.trump_mask).bit_count()
                    assert (hands[s] & g.trump_mask).bit_count() >= kept - played_trumps
            if players == 4:
                assert seen.unseen & g.trump_mask & ~union == 0
        checked += 1
    assert checked > 20 and voids > 0


def test_r33_sampler_weights_the_draw_hypergeometrically():
    """Two players at the first lead: the other player's trumps beyond the ones kept
    came from a draw of d cards from the pack the seat did not draw, whose trumps the
    seat can count; the sampler's distribution of that number is the hypergeometric."""
    compared = 0
    for state in positions(2, range(33_520_000, 33_520_030), min_tricks=0):
        if state.tricks or state.trick:
            continue
        seat = state.current
        obs = state.observation(seat)
        other = next(s for s in state.seats if s != seat)
        seen = Seen(obs)
        sampler = Sampler(seen)
        k, d = obs.kept_counts[other], obs.drawn_counts[other]
        pool = 52 - 18 - obs.drawn_counts[seat]
        pool_trumps = (seen.unseen & seen.g.trump_mask).bit_count() - k
        got: dict[int, float] = {}
        prev = 0.0
        for cum, counts in sampler.vectors:
            got[counts[other] - k] = got.get(counts[other] - k, 0.0) + (cum - prev)
            prev = cum
        for j in range(d + 1):
            want = comb(pool_trumps, j) * comb(pool - pool_trumps, d - j) / comb(pool, d)
            assert got.get(j, 0.0) / sampler.total == pytest.approx(want, abs=1e-9)
        compared += 1
    assert compared >= 10


def random_ending(rng: random.Random, players: int, tricks: int):
    rules = Rules(players=players)
    seats = rules.seats
    trump = rng.randrange(4)
    cards = list(range(52))
    rng.shuffle(cards)
    hands = [0, 0, 0, 0]
    for i, s in enumerate(seats):
        hands[s] = mask_of(cards[i * tricks:(i + 1) * tricks])
    side, nsides = side_map(players)
    leader = rng.choice(seats)
    maker = side[rng.choice(seats)]
    taken = [rng.randrange(0, 4) for _ in range(nsides)]
    bid = rng.randrange(1, 12)
    trick = []
    # Sometimes start inside a trick: the leader has already played one card.
    if rng.random() < 0.5:
        c = rng.choice(bits(hands[leader]))
        hands[leader] ^= 1 << c
        trick = [(leader, c)]
    return GEOS[trump], seats, side, maker, bid, hands, trick, leader, taken


@pytest.mark.parametrize("players", [2, 3, 4])
def test_exact_search_agrees_with_brute_force(players):
    rng = random.Random(33_530_000 + players)
    for _ in range(25):
        tricks = 3 if players < 4 else 2
        g, seats, side, maker, bid, hands, trick, leader, taken = random_ending(
            rng, players, tricks)
        root = (Search(g, seats, side, maker, bid, leader).nxt[leader] if trick
                else leader)
        search = Search(g, seats, side, maker, bid, root)
        got = search.root_values(hands[:], list(trick), leader, taken[:], 99)
        want = brute_force(g, seats, side, maker, bid, root, hands[:], list(trick), leader,
                           taken[:])
        assert got == pytest.approx(want)


def test_three_player_duplicate_seats_each_level_in_each_seat():
    ups = lineups(Rules(players=3))
    assert len(ups) == 6
    for s in Rules(players=3).seats:
        assert sum(u[s] == "A" for u in ups) == 3
    assert sorted(sum(v == "A" for v in u.values()) for u in ups) == [1, 1, 1, 2, 2, 2]


def test_make_level_reaches_the_registry_and_the_partner():
    assert isinstance(make_level("sparring", 1), SparringBot)
    assert callable(make_level("easy", 1).choose)
