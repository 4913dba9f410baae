"""The Cribbage strip's New game button does what Game → New game (Ctrl+N) does: after
the give-up question, the same game is dealt again — as Cinch's New game button; only
Game → Choose game (Ctrl+Shift+N) opens the chooser (docs/cribbage-play.md)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cinch_qt.games.cribbage.table import strip as sp
from tests.crib_person import on_screen, open_crib_table
from tests.cribbage_helpers import play_random


@pytest.mark.parametrize("board", ["classic", "crib-wars"])
def test_the_strips_new_game_deals_this_game_again_c61(qtbot, tmp_path, monkeypatch, board):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2, board=board) as (session,
                                                                                    win):
        session.new_game(3)
        finished = session.state
        play_random(finished, seed=3)              # C61: someone reached the game hole
        session.load_record(session.record())
        qtbot.waitUntil(lambda: win.strip.page() == sp.OVER, timeout=10_000)
        asked: list[str] = []
        win.ask = lambda *a: asked.append(a[0]) or True
        chooser: list[int] = []
        win.game_chooser = lambda: chooser.append(1) or "cinch"
        assert on_screen(win, win.strip.new_button)
        qtbot.mouseClick(win.strip.new_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: session.state is not None and not session.state.is_over,
                        timeout=10_000)
        assert chooser == []                       # no chooser: this game again
        assert session.game_name == ("crib-wars" if board == "crib-wars" else "cribbage")
        assert session.state.rules.board == board
