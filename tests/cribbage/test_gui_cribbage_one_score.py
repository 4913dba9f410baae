"""One score on Crib Wars, and New game's fresh start, through the real window,
animations on (scaled by CINCH_QT_TIME_SCALE, never skipped), the person answering with
real mouse and key events: on Crib Wars the peg, the badge over the board, the Scores
panel's standing and the status line say the same score at every moment (W7: the mark),
the winner at 241; what the board did is said in whole sentences that stay on the felt
until the person's next decision is taken: checked over the whole 3-player Crib Wars game
of test_gui_cribbage_whole_games.py (tests/crib_watches.py), which is not played again
here; and New game puts the pegs and the badge back at the start at once."""

from __future__ import annotations

from tests.crib_person import Person, open_crib_table
from tests.crib_watches import ScoreWatch


def test_new_game_puts_pegs_and_badge_back_at_once(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=3,
                         board="crib-wars") as (session, win):
        person = Person(qtbot, session, win)
        session.new_game(2)
        person.play(hands=2)
        felt = win.felt
        assert any(m > 0 for m in felt.standings().values())
        # Game > New game (the window asks first; the test's ask says yes).
        win.new_action.trigger()
        # At once: before any step of the new game has played, and while its draw is
        # still on the felt, every peg is on the start and the badge says 0.
        qtbot.waitUntil(lambda: felt.waiting_for_cut() == "deal" or not felt.busy(),
                        timeout=10_000)
        felt = win.felt
        start = felt.board_data.start
        assert all(felt.board.front(s) == start for s in felt.board.sides)
        assert all(felt.board.back(s) == start for s in felt.board.sides)
        assert set(ScoreWatch(session, win).badge().values()) == {0}
        assert all(win.scores.total(s) == 0 for s in felt.board.sides)
