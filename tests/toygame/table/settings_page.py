"""The toy game's settings page: the shell's, made from its settings keys."""

from cinch_qt.ui.frame_settings_page import FrameSettingsPage as PAGE  # noqa: F401
