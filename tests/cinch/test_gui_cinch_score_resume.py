"""The score sheet across a restart (issue 42 item 4): a Cinch game quit in its third
hand, the program started again and the game resumed — the score sheet shows the same
rows and the same columns as before quitting, every column whole (no horizontal
scrollbar), and while the resume question is asked it already shows every side's
column, not "N°, Contract, NS" alone.

The restart is the real one's order (app.py): a new controller and window made from the
stored settings, shown at the window's size, the storage's resume offer answered, the
saved game loaded from the data folder the first run wrote."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cinch_qt.games.cinch.ai.random_player import RandomPlayer
from cinch_qt.games.cinch.engine.rules import Rules
from cinch_qt.storage import Storage
from cinch_qt.ui.storage import StorageUi
from tests.cinch_table_helpers import act
from tests.gui_helpers import open_table

SIZE = (1024, 600)


def _sheet(win) -> dict:
    """What the score sheet shows: its headers, its rows' texts, and whether a column
    hides behind the scrollbar or under another."""
    view = win.score_view
    model = view.model()
    header = view.horizontalHeader()
    cols = model.columnCount()
    return {
        "headers": [model.headerData(c, Qt.Orientation.Horizontal) for c in range(cols)],
        "rows": [[model.index(r, c).data() for c in range(cols)]
                 for r in range(model.rowCount())],
        "hidden": [c for c in range(cols) if header.isSectionHidden(c)
                   or header.sectionSize(c) < 8],
        "scrollbar": view.horizontalScrollBar().maximum() > 0,
    }


def _answer(ui: StorageUi, asked: list, seen: dict, win) -> None:
    def ask(title: str, text: str) -> bool:
        asked.append(text)
        seen["while asked"] = _sheet(win)   # the window is shown behind the question
        return True
    ui.ask = ask
    ui.tell = lambda text: asked.append(text)


@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_score_sheet_is_the_same_after_a_restart_and_resume(qtbot, tmp_path: Path,
                                                                 players: int):
    data = tmp_path / "data"
    rules = Rules(players=players)
    chooser = RandomPlayer("resume")
    with open_table(qtbot, rules=rules) as (ctl, win, _qs):
        win.resize(*SIZE)
        storage = Storage(data)
        ui = StorageUi(storage, ctl, win)
        assert not ui.offer_resume()
        ui.attach()
        ctl.new_game(7)
        # Two whole hands and the start of the third (R53: the game goes on to 51).
        while ctl.state.hand_no < 2 or ctl.state.current is None or not ctl.is_human_turn():
            qtbot.waitUntil(lambda: ctl.holding or (ctl.is_human_turn()
                                                    and not win.view.busy()),
                            timeout=20_000)
            if ctl.holding:
                if win._summary is not None:
                    win._summary.hide()
                ctl.continue_game()
                continue
            if ctl.state.hand_no >= 2:
                break
            act(ctl, chooser)
        qtbot.waitUntil(lambda: not win.view.busy(), timeout=10_000)
        before = _sheet(win)
        assert storage.autosave.flush()
        storage.close()
    assert len(before["rows"]) >= 2, before
    assert not before["hidden"] and not before["scrollbar"], before

    # The restart: the stored settings make the table, the window is shown, then the
    # unfinished game is offered and taken.
    asked: list[str] = []
    seen: dict = {}
    with open_table(qtbot, rules=rules) as (ctl, win, _qs):
        win.resize(*SIZE)
        qtbot.wait(50)
        storage = Storage(data)
        ui = StorageUi(storage, ctl, win)
        _answer(ui, asked, seen, win)
        assert ui.offer_resume(), asked
        qtbot.waitUntil(lambda: not win.view.busy(), timeout=10_000)
        after = _sheet(win)
        storage.close()
    assert seen["while asked"]["headers"] == before["headers"], seen["while asked"]
    assert not seen["while asked"]["hidden"], seen["while asked"]
    assert after == before
