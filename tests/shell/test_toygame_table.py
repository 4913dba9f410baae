"""A third game gets a table, a replay and a statistics page through the program's one
shell, with nothing written outside its own folder: tests/toygame/ holds its rules,
bots and frames (game.py), its settings keys, its review and statistics page, and names
the shell's frame-felt launch, replay and settings page; the registry line below is
all the program is told.  The real program plays a whole toy game on it
(autoplay), files it, and the shared history's replay and the shared statistics window
show it through the toy's own replay and page."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from cinch_qt.games import GAMES, GameInfo, register
from cinch_qt.storage import Storage
from cinch_qt.ui.storage import StatisticsDialog, StorageUi

ROOT = Path(__file__).resolve().parents[2]
REGISTER = ('GameInfo("toy-nim", "Nim with cards", "tests.toygame.game", {}, "toy-nim")')

SCRIPT = f"""
import sys
from cinch_qt.games import GameInfo, register
register({REGISTER})
from cinch_qt import app
sys.exit(app.run(sys.argv[1:]))
"""


@pytest.fixture
def toy():
    # The same line the program is given above.
    register(GameInfo("toy-nim", "Nim with cards", "tests.toygame.game", {}, "toy-nim"))
    yield GAMES["toy-nim"]
    GAMES.pop("toy-nim", None)


def test_the_program_plays_the_toy_game_in_the_shell(qtbot, tmp_path, toy):
    data, shot = tmp_path / "data", tmp_path / "toy.png"
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", SCRIPT, "--data-dir", str(data),
                           "--game", "toy-nim", "--autoplay", "--quit-after-game",
                           "--seed", "4", "--screenshot", str(shot)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert shot.stat().st_size > 0                       # the shell's --screenshot
    storage = Storage(data)
    try:
        assert storage.settings.get("ui/last_game") == "toy-nim"
        [row] = storage.games.history(game="toy-nim")    # filed by the shared storage
        record = storage.games.record(row.id)
        assert toy.from_record(record).is_over

        window = QWidget()
        qtbot.addWidget(window)
        ui = StorageUi(storage, None, window)
        replay = ui.show_replay(record)                   # the history's Replay button
        from cinch_qt.ui.storage.frame_replay import FrameReplayDialog
        assert isinstance(replay, FrameReplayDialog)
        # The shared viewer's End key shows the toy's last frame on the frame felt.
        felt = replay.replay.felt
        assert len(felt.frame.pile("row").cards) == toy.from_record(record).start
        qtbot.keyClick(replay.replay.view, Qt.Key.Key_End)
        assert felt.frame.pile("row").cards == ()      # N3: the last card was taken
        assert replay.replay.index == len(replay.replay.frames) - 1

        stats = StatisticsDialog(storage.games, window, "toy-nim")
        qtbot.addWidget(stats)
        from tests.toygame.table.statistics import ToyStatisticsPage
        assert stats.game == "toy-nim" and isinstance(stats.page, ToyStatisticsPage)
        assert stats.page.played.text() == "1" and len(stats.chart.values) == 1
    finally:
        storage.close()


def test_a_registered_game_with_a_table_is_playable(toy):
    from cinch_qt.ui import game_chooser
    assert game_chooser.playable("toy-nim")               # tests/toygame/table/ exists
    assert not game_chooser.playable("chess")


def test_the_shell_asks_before_the_toy_game_in_progress_is_given_up(qtbot, toy):
    """The shell's Game → New game, with the frame session saying only whether a game
    is in progress: no question before a card is taken; after, No keeps the game and
    Yes deals another; the chooser's Cancel starts nothing."""
    from cinch_qt.controller.frame_session import FrameSession
    from cinch_qt.themes import CardPixmapCache
    from cinch_qt.ui.frame_window import FrameWindow
    session = FrameSession(toy)
    cache = CardPixmapCache()
    window = FrameWindow(session, cache)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    session.new_game(3)
    asked, answers = [], []
    window.ask = lambda title, text: asked.append((title, text)) or answers.pop(0)
    first = session.state
    assert first.current_seat == 0                        # seed 3: the person begins
    assert window.choose_new_game() and asked == []       # nothing to give up yet
    assert session.state is not first
    qtbot.waitUntil(lambda: session.is_human_turn() and not window.felt.busy(),
                    timeout=5000)
    card = window.felt.frame.pile("row").cards[0]
    rect = window.felt.card_rect(card)
    qtbot.mouseClick(window.felt.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.topLeft().toPoint() + QPoint(8, int(rect.height() / 2)))
    playing = session.state
    assert playing.row < playing.start                   # N1: one taken
    answers.append(False)
    assert not window.choose_new_game()
    assert asked == [("New game", "Give up the game in progress and start a new one? "
                                  "It will count as a loss.")]
    assert session.state is playing and playing.row < playing.start
    window.game_chooser = lambda: None                     # the chooser cancelled
    answers.append(True)
    assert not window.choose_new_game() and session.state is playing
    given_up: list[bool] = []
    window.gameGivenUp.connect(lambda: given_up.append(True))
    window.game_chooser = lambda: "toy-nim"
    answers.append(True)
    assert window.choose_new_game() and session.state is not playing
    assert given_up == [True]      # filed as given up, once
    assert session.state.row == session.state.start and len(asked) == 3
    session.shutdown()
    cache.shutdown()
