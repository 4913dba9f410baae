"""Issue 12, must fix 2: a seat is never shown a card its observation does not contain,
not in any picture the controller sends and not for one frame on the table.

``FaceWatch`` (tests/gui_helpers.py) knows, hand by hand, every card South's engine
observations contained; it fails on any face-up card outside that, in the snapshots as
they are sent and on the table where card items turn face up (animations in flight).
"""

from __future__ import annotations

import pytest

from cinch_qt.games.cinch.engine.rules import Rules
from cinch_qt.games.cinch.engine.state import OVER
from cinch_qt.games.cinch.table.session import CinchSession
from cinch_qt.games.cinch.table.settings import TableSettings
from tests.gui_helpers import RANDOM, FaceWatch, open_table

SEEDS_PER_COUNT = 40
HANDS = 8  # a game is watched to its end or for this many hands (random bots can go on)


def _autoplay(players: int, target: int, speed: str = "instant") -> TableSettings:
    # The hint bot plays South ("random", so games are quick and fixed by the seed); its
    # view of the table is still South's.
    return TableSettings(speed=speed, levels=RANDOM, autoplay=True, hint_level="random",
                         rules=Rules(players=players, target=target))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_snapshots_never_show_a_card_south_may_not_know_r34_r37(qtbot, players):
    """Many games: every face-up card of every snapshot is one South may know (own
    hand and discards, played cards, shown trumps R37, the pack while robbing R34)."""
    ctl = CinchSession(_autoplay(players, target=51))
    watch = FaceWatch(ctl)
    robbed = 0
    try:
        for seed in range(SEEDS_PER_COUNT):
            ctl.new_game(1000 * players + seed)
            qtbot.waitUntil(lambda: ctl.state.phase == OVER or ctl.state.hand_no >= HANDS,
                            timeout=60_000)
            assert not ctl.failures
            assert not watch.leaks, watch.leaks[:5]
            robbed += sum(1 for r in ctl.state.hand_records
                          if r["dealer"] == "S" and "dealer_kept" in r)
    finally:
        ctl.shutdown()
    assert watch.snapshots > 30 * SEEDS_PER_COUNT
    if players == 4:
        assert robbed >= 3   # South robbed the pack as dealer in some of these games


@pytest.mark.parametrize("players", [2, 3, 4])
def test_table_never_turns_up_a_card_south_may_not_know_while_animating(
        qtbot, monkeypatch, players):
    """Games at the default speed with animations on (durations scaled by one factor):
    no card item is ever face up, at rest or in flight, that South may not know (the
    pack while others draw, a new deal's pack, bots' hands)."""
    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.03")
    with open_table(qtbot, speed="normal", rules=Rules(players=players, target=15)) as (
            ctl, win, _qs):
        watch = FaceWatch(ctl, win.view, monkeypatch)
        ctl.set_settings(_autoplay(players, target=15, speed="normal"))
        for seed in (7, 3):
            ctl.new_game(seed)
            qtbot.waitUntil(lambda: (ctl.state.phase == OVER or ctl.state.hand_no >= 6)
                            and not win.view.busy(), timeout=120_000)
            assert not ctl.failures
            assert not watch.leaks, watch.leaks[:5]
        assert watch.checked_faces > 200


def test_dealer_sees_only_the_pack_left_after_the_draws_r33_r34(qtbot, tmp_path, monkeypatch):
    """The report's steps (seed 3, speed slow, bid 7, name hearts): South deals; the
    others draw face down, and the robbing row holds only what they left (R33, R34)."""
    from PySide6.QtCore import Qt

    from cinch_qt.games.cinch.table import snapshot as snap

    monkeypatch.setenv("CINCH_QT_TIME_SCALE", "0.05")
    with open_table(qtbot, tmp_path / "settings.ini", speed="slow", levels={}) as (
            ctl, win, _qs):
        watch = FaceWatch(ctl, win.view, monkeypatch)
        view, panel = win.view, win.strip
        ctl.new_game(3)
        assert ctl.state.dealer == 0
        while True:
            qtbot.waitUntil(lambda: not view.busy() and ctl.is_human_turn(), timeout=30_000)
            prompt = view.decision()
            if prompt.kind == "rob":
                break
            before = ctl.action_count
            if prompt.kind == "bid":
                button = (panel.bid_buttons[7] if 7 in prompt.legal_bids
                          else panel.pass_button)
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            else:
                assert prompt.kind == "trump"
                qtbot.mouseClick(panel.suit_buttons[2], Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda b=before: ctl.action_count > b, timeout=5000)
        st = ctl.state
        assert st.trump == 2 and st.drawn   # hearts named; the others drew
        row = {c for c, p in view._shown.places.items() if p.zone == snap.CHOICE}
        assert row == set(st.pack)
        drawn = {c for s, cards in st.drawn.items() if s != 0 for c in cards}
        assert drawn and not any(view.scene_.cards[c].face_up for c in drawn)
        assert not watch.leaks, watch.leaks[:5]
        assert watch.checked_faces > 0
