"""The toy game is played on the shell's frame felt."""

from cinch_qt.ui.frame_launch import FrameLaunch as LAUNCH  # noqa: F401
