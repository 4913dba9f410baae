"""The toy game's replay: its frames on the shell's frame felt."""

from cinch_qt.ui.storage.frame_replay import FrameReplayDialog as ReplayDialog  # noqa: F401
