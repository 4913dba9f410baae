"""The small dialogs of the Cinch table (issue 42 item 4, "a stray line along the bottom
edge of small dialogs"): under a window manager that draws a resize handle along the
bottom of resizable windows (openbox: a line with a grip at each end), the hand summary
and the last trick showed that line.  Neither has anything to gain from a resize, so
each is sized to what it holds and cannot be resized: no handle is drawn.  Seen under
Xvfb with openbox at 1280×800 (`import -window root`, zoomed); the dialogs' own grabs
never had the line, so this checks what decides it: a fixed size."""

from __future__ import annotations

from cinch_qt.games.cinch.ai.random_player import RandomPlayer
from cinch_qt.games.cinch.engine.rules import Rules
from tests.cinch_table_helpers import act
from tests.gui_helpers import open_table


def _fixed(dialog) -> bool:
    return (dialog.minimumSize() == dialog.maximumSize() == dialog.size()
            and not dialog.isSizeGripEnabled())


def test_the_summary_and_last_trick_are_not_resizable(qtbot):
    chooser = RandomPlayer("edges")
    with open_table(qtbot, rules=Rules(players=4)) as (ctl, win, _qs):
        ctl.new_game(5)
        while not ctl.holding:
            qtbot.waitUntil(lambda: ctl.holding or (ctl.is_human_turn()
                                                    and not win.view.busy()),
                            timeout=20_000)
            if not ctl.holding:
                act(ctl, chooser)
        qtbot.waitUntil(lambda: win._summary is not None and win._summary.isVisible(),
                        timeout=10_000)
        assert _fixed(win._summary), (win._summary.minimumSize(), win._summary.maximumSize())
        # The whole summary shows: the dialog is as tall as its words and buttons.
        assert win._summary.height() >= win._summary.sizeHint().height()
        dialog = win.last_trick
        dialog.show()
        qtbot.waitExposed(dialog)
        assert _fixed(dialog), (dialog.minimumSize(), dialog.maximumSize())
        dialog.hide()
