"""The replay of a finished or imported cribbage (or Crib Wars) game: card by card
through the lay-away and the play, count by count through the show, on the shell's frame
felt (ui/storage/frame_replay.py) with the pegs on the game's own board on the felt, as
at the table; the frames are replay_frames.py's.  Ctrl+←/→ or Page Up/Down go to the
end of a count or a show; the hand chooser jumps to a deal."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ....ui.storage.frame_replay import FrameReplay, FrameReplayDialog
from ....ui.storage.replay_viewer import help_key_rows
from ...felt_frame import FeltFrame
from ..engine.boards import get_board
from .board_item import CribbageBoardItem
from .replay_frames import felt_frames

CRIB_STORY_LINES = 7
# The board's share of the felt's width or height.
BOARD_SHARE = 0.4
# What each button of the bar (replay.KEY_ROWS' order and keys) does in this replay: it
# steps through counts and shows where Cinch's steps through tricks.
STEP_NAMES = (QT_TRANSLATE_NOOP("CribbageReplayWidget", "First step"),
              QT_TRANSLATE_NOOP("CribbageReplayWidget", "Previous count or show"),
              QT_TRANSLATE_NOOP("CribbageReplayWidget", "Previous step"),
              QT_TRANSLATE_NOOP("CribbageReplayWidget", "Next step"),
              QT_TRANSLATE_NOOP("CribbageReplayWidget", "Next count or show"),
              QT_TRANSLATE_NOOP("CribbageReplayWidget", "Last step"))


def crib_replay_keys() -> list[tuple[str, str]]:
    """(keys, what they do) in the current language, for the cribbage window's Help
    (replay.replay_keys is Cinch's)."""
    return help_key_rows("CribbageReplayWidget", STEP_NAMES)


class CribbageReplayWidget(FrameReplay):
    """Cribbage's replay: the frame felt with the board and its pegs on it, stepping card
    by card and count by count."""

    # Room for a long step (a card, the gos of five players, the go point, a square and
    # its penalty).
    STORY_LINES = CRIB_STORY_LINES
    # The first frame is not said aloud: the reader announces the new window and its
    # table's description; a pending announcement would also outlive a dialog closed at
    # once.
    SPEAK_FIRST = False

    def frames_of(self, record: dict) -> list[FeltFrame]:
        return felt_frames(record)

    def fixture_of(self, record: dict) -> tuple[CribbageBoardItem, str, float]:
        board = record["rules"]["board"]
        self.board = CribbageBoardItem(get_board(board), list(record["sides"]), 1.0)
        # The squarish Crib Wars board at the felt's right, the long classic one at its
        # bottom.
        return self.board, ("right" if board == "crib-wars" else "bottom"), BOARD_SHARE

    def show_aside(self, aside: Any) -> None:
        pegs, sitting = aside
        sitting = dict(sitting)
        for side, (front, back) in pegs:
            self.board.place(side, front, back)
            self.board.set_sitting_out(side, sitting.get(side))

    def words(self) -> tuple[tuple[str, ...], tuple[str, str], str]:
        return (tuple(self.tr(name) for name in STEP_NAMES),
                (self.tr("◀◀ Count"), self.tr("Count ▶▶")),
                self.tr("Go to the deal of a hand"))


class CribbageReplayDialog(FrameReplayDialog):
    VIEWER = CribbageReplayWidget
    SIZE = (1100, 760)


# The name the shared replay window looks for (GameInfo.replay_dialog).
ReplayDialog = CribbageReplayDialog
