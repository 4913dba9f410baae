"""Issue 25, item 1: the Scores panel, the Last show dialog and the game-over line may
not tell a seat a hand's value before the felt has shown that hand (C70: the hands are
shown one by one, pone first, the crib last).  The engine counts a whole show at once,
so anything filled in from the engine's "hand finished" would run ahead of the felt.

Whole games through the real window with animations on, the person answering through
real mouse and key events (the helpers of test_gui_cribbage_whole_games), on both boards
and with the person's own count: every time a Scores row appears, the Last show dialog
changes or the winner is named, the felt must have finished showing everything before
it."""

from __future__ import annotations

import pytest

from tests.crib_person import Person, open_crib_table


class RevealWatch:
    """Records every moment the window reveals a hand's values, with whether the felt
    was still showing something then."""

    def __init__(self, win) -> None:
        self.win = win
        self.early: list[str] = []
        self.rows = 0
        self.last_shows = 0
        win.scores.rowsInserted.connect(self._row)
        original = win._set_last_show

        def set_last_show(record, person_name=""):
            if record is not None:
                self.last_shows += 1
                self._check(f"Last show of hand {record.get('dealer')}")
            original(record, person_name)

        win._set_last_show = set_last_show
        original_over = win.strip.show_page

        def show_page(page, text=""):
            from cinch_qt.games.cribbage.table import strip as sp

            if page in (sp.NEXT, sp.OVER):
                self._check(f"strip page {page}")
            return original_over(page, text)

        win.strip.show_page = show_page

    def _row(self, *_args) -> None:
        self.rows += 1
        self._check(f"Scores row {self.rows}")

    def _check(self, what: str) -> None:
        if self.win.felt.busy():
            self.early.append(what)


@pytest.mark.parametrize(
    ("rules", "seed", "hands"),
    [
        ({"players": 2}, 6, 4),
        ({"players": 3, "board": "crib-wars"}, 2, 3),
        ({"players": 2, "counting": "manual", "muggins": "cut-throat"}, 5, 3),
    ],
    ids=["classic-2", "cribwars-3", "manual-count-2"],
)
def test_no_hand_value_before_its_show_c70(qtbot, tmp_path, monkeypatch, rules, seed, hands):
    with open_crib_table(qtbot, tmp_path, monkeypatch, **rules) as (session, win):
        watch = RevealWatch(win)
        person = Person(qtbot, session, win)
        session.new_game(seed)
        person.play(hands=hands)
        assert watch.rows >= hands - 1 and watch.last_shows >= hands - 1
        assert not watch.early, watch.early[:5]


def test_winner_named_after_the_winning_peg_is_shown_c80(qtbot, tmp_path, monkeypatch):
    with open_crib_table(qtbot, tmp_path, monkeypatch, players=2) as (session, win):
        watch = RevealWatch(win)
        person = Person(qtbot, session, win)
        session.new_game(6)
        person.play()
        assert session.state.is_over
        assert not watch.early, watch.early[:5]
        assert win.scores.rowCount() == len(session.state.hand_records) + 1
