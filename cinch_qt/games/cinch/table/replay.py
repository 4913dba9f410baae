"""Cinch's replay: a finished or imported game card by card, every hand face up, on the
shell's frame felt in the shared viewer (ui/storage/frame_replay.py); the frames are
replay_frames.py's.  Left/Right step one card, Ctrl+Left/Ctrl+Right and Page Up/Page Down
one trick."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from ....games.felt_frame import FeltFrame
from ....ui.storage.frame_replay import FrameReplay, FrameReplayDialog
from ....ui.storage.replay_keys import KEY_ROWS
from ....ui.storage.replay_viewer import help_key_rows
from .replay_frames import felt_frames

# The shared viewer's words are in its context ("ReplayWidget"); Cinch's own in
# "CinchReplay".
translate = QCoreApplication.translate


def replay_keys() -> list[tuple[str, str]]:
    """(keys, what they do) in the current language, for the Help window."""
    return help_key_rows("ReplayWidget", [name for _, name in KEY_ROWS])


class CinchReplayWidget(FrameReplay):
    """Cinch's replay, stepping card by card and trick by trick."""

    def frames_of(self, record: dict) -> list[FeltFrame]:
        return felt_frames(record)

    def words(self) -> tuple[tuple[str, ...], tuple[str, str], str]:
        return (tuple(translate("ReplayWidget", name) for _, name in KEY_ROWS),
                (translate("CinchReplay", "◀◀ Trick"), translate("CinchReplay", "Trick ▶▶")),
                translate("CinchReplay", "Go to the start of a hand"))

    @property
    def prev_trick(self) -> QPushButton:
        return self.prev_stop

    @property
    def next_trick(self) -> QPushButton:
        return self.next_stop


class CinchReplayDialog(FrameReplayDialog):
    VIEWER = CinchReplayWidget
    SIZE = (900, 720)


# The name the shared replay window looks for (GameInfo.replay_dialog).
ReplayDialog = CinchReplayDialog
