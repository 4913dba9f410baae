"""The Scores dock never scrolls sideways: as a game's figures grow past the room the
dock was given (it keeps its width mid-game so the felt never moves), the shell's sheet
wraps its cells rather than hide a column behind a horizontal scrollbar."""

from __future__ import annotations

import pytest

from cinch_qt.games.cribbage.table.hand_summary import HandSummary
from tests.crib_person import open_crib_table


@pytest.mark.parametrize("lang", ("en", "fr", "nl"))
@pytest.mark.parametrize("players", (2, 3, 4, 6))
def test_growing_figures_never_scroll_the_scores_sideways(qtbot, tmp_path, monkeypatch,
                                                          speak, lang, players):
    if lang != "en":
        speak(lang)
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=players) as (session, win):
        win.resize(1280, 800)
        session.new_game(3)
        qtbot.waitUntil(lambda: win.scores.rowCount() > 0)
        sides = session.state.side_names
        view = win.score_view
        # Hands worth far more than a real game's, so the standings reach four digits
        # (wider than any room kept for them), appended as the felt appends hands.
        for hand in range(12):
            win.scores.append(HandSummary(hand, session.state.seat_names[0], {
                side: {"pegging": 97, "hand": 88} for side in sides}))
        qtbot.wait(20)
        used = sum(view.columnWidth(c) for c in range(win.scores.columnCount()))
        assert used <= view.viewport().width(), (used, view.viewport().width())
        assert not view.horizontalScrollBar().isVisible()
        # Every figure still reads whole: the standing of the last hand is in its cell.
        last = win.scores.index(11, 1).data()
        assert last.endswith(str(12 * 185)), last
