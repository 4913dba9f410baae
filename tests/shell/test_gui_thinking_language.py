"""The strip's "… is thinking" follows a change of language while the bot still thinks,
and a bot whose turn is over is not said again."""

from __future__ import annotations

from cinch_qt.games.cinch.table import strip as sp
from tests.gui_helpers import open_table


def test_the_thinking_words_are_said_again_in_the_new_language(qtbot, speak) -> None:
    with open_table(qtbot) as (ctl, win, _qs):
        ctl.new_game(9)
        qtbot.waitUntil(lambda: ctl.is_human_turn() and not win.view.busy(), timeout=10_000)
        seat = ctl.state.current_seat
        # The bot at the person's seat (the demo's) is thinking, as the session says it.
        win._on_thinking(seat)
        label = win.strip.labels[sp.IDLE]
        assert label.text() == "Your autoplay bot is thinking…"
        speak("fr")
        qtbot.waitUntil(lambda: label.text() == "Votre joueur automatique réfléchit…")
        # Once nobody thinks, a change of language brings no thinking words back.
        win._on_thinking(-1)
        speak("nl")
        qtbot.wait(50)
        assert label.text() != "Uw automatische speler denkt na…"
