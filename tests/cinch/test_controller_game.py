"""The controller plays whole games by itself and keeps the models in step (no view)."""

from __future__ import annotations

import pytest

from cinch_qt.games.cinch.engine import GameState, Rules
from cinch_qt.games.cinch.table.session import CinchSession
from cinch_qt.games.cinch.table.settings import TableSettings

RANDOM = {1: "random", 2: "random", 3: "random"}


def _autoplay(qtbot, players: int = 4, seed: int = 7) -> CinchSession:
    ctl = CinchSession(TableSettings(speed="instant", autoplay=True, levels=RANDOM,
                                       hint_level="random", rules=Rules(players=players)))
    ctl.new_game(seed)
    with qtbot.waitSignal(ctl.gameOver, timeout=60_000):
        pass
    return ctl


@pytest.mark.parametrize("players", [4, 3, 2])
def test_autoplay_plays_a_whole_game_r53(qtbot, players):
    ctl = _autoplay(qtbot, players)
    st = ctl.state
    assert st.is_over and st.winner in st.rules.sides
    assert max(st.totals.values()) >= st.rules.target  # R53
    assert ctl.score_sheet.rowCount() == len(st.hand_records)
    last = ctl.score_sheet.rowCount() - 1
    total_col = ctl.score_sheet.columnCount() - len(st.rules.sides)
    shown = [ctl.score_sheet.index(last, total_col + i).data() for i in range(len(st.rules.sides))]
    assert shown == [st.totals[s] for s in st.rules.sides]
    bids = sum(len(h["bids"]) for h in st.hand_records)
    assert ctl.bid_history.rowCount() == bids
    assert ctl.failures == []


def test_record_round_trips_and_resumes(qtbot):
    ctl = CinchSession(TableSettings(speed="instant", autoplay=True, levels=RANDOM,
                                       hint_level="random"))
    ctl.new_game(11)
    qtbot.waitUntil(lambda: ctl.action_count >= 30, timeout=20_000)
    ctl.settings = ctl.settings.with_changes(autoplay=False)  # freeze at the next human turn
    rec = ctl.record()
    assert rec["cinch_qt"]["names"]["S"] == "You"
    assert set(rec["cinch_qt"]["levels"]) == {"W", "N", "E"}
    other = CinchSession(TableSettings(speed="instant"))
    other.load_record(rec)
    assert other.state.to_record()["hands"] == GameState.from_record(rec).to_record()["hands"]
    # The bot played for South, so the game stays marked (out of the statistics)
    # after a resume, even if the person plays the rest.
    assert rec["cinch_qt"]["autoplay"] is True
    assert other.record()["cinch_qt"]["autoplay"] is True
    ctl.new_game(12)
    assert "autoplay" not in ctl.record()["cinch_qt"]


def test_stale_bot_answer_is_dropped_after_new_game(qtbot):
    ctl = CinchSession(TableSettings(speed="instant", autoplay=True, levels=RANDOM,
                                       hint_level="random"))
    ctl.new_game(3)
    old_game = ctl.game_id
    ctl.new_game(4)  # the first game's question may still be in flight
    assert ctl.game_id == old_game + 1
    ctl._on_answer((old_game, 0), object())  # a stale answer must be ignored, not applied
    assert ctl.failures == []
    with qtbot.waitSignal(ctl.gameOver, timeout=60_000):
        pass
    assert ctl.state.seed == 4 and ctl.failures == []


def test_human_refusal_names_rule_r70(qtbot):
    ctl = CinchSession(TableSettings(speed="instant", levels=RANDOM))
    ctl.new_game(5)
    # Wait until it is South's turn, then try to play a card during the bidding.
    qtbot.waitUntil(ctl.is_human_turn, timeout=10_000)
    with qtbot.waitSignal(ctl.refused) as blocker:
        ok = ctl.play_card(ctl.state.hand_of(0)[0])
    assert not ok
    assert blocker.args[0] == "R20"  # wrong phase: the game waits for a bid (R20)
    with qtbot.waitSignal(ctl.refused) as blocker:
        assert not ctl.submit_bid(15)
    assert blocker.args[0] == "R72"


def test_load_bad_record_leaves_game_untouched(qtbot):
    ctl = CinchSession(TableSettings(speed="instant"))
    ctl.new_game(5)
    before = ctl.state
    with pytest.raises(ValueError):
        ctl.load_record({"format": "something-else", "version": 9})
    assert ctl.state is before
