"""The play's table for laying away, two players: the shipped
numbers are what peg_tables.py computes, and the Expert's lay-away uses them."""

from __future__ import annotations

from pathlib import Path

from cinch_qt.games.cribbage.ai import (
    crib_odds,
    discard_table_data,
    make_player,
    peg_table_data,
)
from cinch_qt.games.cribbage.ai.crib_odds import crib_value
from cinch_qt.games.cribbage.ai.crib_tables import crib_estimate
from cinch_qt.games.cribbage.ai.expert import ExpertBot
from cinch_qt.games.cribbage.ai.expert_v1 import ExpertV1Bot
from cinch_qt.games.cribbage.ai.peg_tables import (
    KEYS,
    entry,
    opponent_pool,
    play_estimate,
    render,
)
from cinch_qt.games.cribbage.engine import GameState, Rules, parse_cards
from cinch_qt.games.cribbage.table.settings import PLAYABLE_LEVELS
from tests.cribbage_helpers import rigged

# A spread of entries: fives and tens, a run, low cards, four of a kind.
SPOT_CHECK = ((4, 4, 9, 10), (0, 1, 2, 3), (2, 3, 4, 5), (6, 7, 7, 8), (12, 12, 12, 12),
              (0, 4, 9, 12))


def test_peg_table_entries_regenerate_exactly():
    """The whole table takes minutes (tools/make_peg_tables.py --check does it); here a
    spread of entries is computed again and must match the shipped numbers, and the
    file's text is what render() writes for the shipped numbers."""
    pone, dealer = peg_table_data.PONE, peg_table_data.DEALER
    assert len(pone) == len(dealer) == len(KEYS) == 1820
    vs_dealer, vs_pone = opponent_pool(True), opponent_pool(False)
    for k in SPOT_CHECK:
        i = KEYS.index(k)
        assert round(entry(k, False, vs_dealer), 3) == pone[i]
        assert round(entry(k, True, vs_pone), 3) == dealer[i]
    shipped = Path(peg_table_data.__file__).read_text(encoding="utf-8")
    assert render((pone, dealer)) == shipped


def test_peg_table_reads_sensibly():
    """The dealer out-pegs the pone on average (the pone leads, C50, and the dealer has
    the last card more often, C55); low cards peg better than four kings (C56–C58: a
    king never makes fifteen or thirty-one with a pone's lead of a ten)."""
    pone, dealer = peg_table_data.PONE, peg_table_data.DEALER
    mean_p = sum(pone) / len(pone)
    mean_d = sum(dealer) / len(dealer)
    assert mean_p < 0 < mean_d
    assert 0.5 < mean_d - mean_p < 5
    low = parse_cards("AH 2D 3C 4S")
    kings = parse_cards("KH KD KC KS")
    assert play_estimate(low, True) > play_estimate(kings, True)
    assert play_estimate(low, False) > play_estimate(kings, False)


def test_expert_tables_lay_away_with_the_tables_with_two_players_only():
    """``expert-tables``, two players (C31): each keep's play estimate is the table's
    and its crib is crib_odds', by role; four players (C33) keep the play-outs and the
    uniform crib tables (and so decide as Expert v1).  The shipped Expert does not use
    them (they measured no better in whole games: docs/bots.md)."""
    assert isinstance(make_player("expert-tables", 1), ExpertBot)
    assert "expert-tables" not in PLAYABLE_LEVELS
    state = rigged(2, 1, {0: "5S 5D JC QH 2C 3H", 1: "AC AD 9S 8H 7C KC"}, "4S")
    obs = state.observation(state.decision().seat)
    plain = {c.laid: (c.pegging, c.crib) for c in ExpertBot(0).lay_choices(obs)}
    v1 = {c.laid: (c.pegging, c.crib) for c in ExpertV1Bot(0).lay_choices(obs)}
    assert plain == v1
    roles = set()
    while state.phase == "lay":
        seat = state.decision().seat
        obs = state.observation(seat)
        bot = make_player("expert-tables", 0)
        for c in bot.lay_choices(obs):
            assert c.pegging == play_estimate(c.kept, obs.dealer == seat)
            ours = obs.dealer == seat
            assert c.crib == (1 if ours else -1) * crib_value(c.laid, c.kept, ours)
        roles.add(obs.dealer == seat)
        state.apply(bot.choose(obs))
    assert roles == {True, False}
    state = GameState(Rules(players=4), 3)
    assert state.phase == "lay"
    obs = state.observation(state.decision().seat)
    mine = {c.laid: c.pegging for c in make_player("expert-tables", 0).lay_choices(obs)}
    v1 = {c.laid: c.pegging for c in ExpertV1Bot(0).lay_choices(obs)}
    assert mine == v1


def test_discard_table_regenerates_exactly():
    """tools/make_peg_tables.py writes what crib_odds.render gives, byte for byte."""
    shipped = Path(discard_table_data.__file__).read_text(encoding="utf-8")
    assert crib_odds.render() == shipped


def test_crib_odds_follow_who_lays_into_it():
    """C31: the crib is the dealer's.  A dealer lays good cards into its own crib, so
    the crib we lay into as pone is worth more than the uniform tables say; a pone
    lays away cards that do little, so our own crib is worth less (for cards that do
    little themselves, a king and a nine)."""
    laid = parse_cards("KH 9D")
    kept = parse_cards("5C 5S 4D 6S")
    uniform = crib_estimate(tuple(laid))
    assert crib_value(laid, kept, ours=True) < uniform < crib_value(laid, kept, ours=False)
    fives = parse_cards("5H 5D")
    assert crib_value(fives, kept[2:] + laid, True) > 8 > 4 > crib_value(laid, kept, True)
