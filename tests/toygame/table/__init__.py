"""The toy game's table: the shell's frame felt (ui/frame_felt.py and its window,
launch, replay and settings page), named here, with its own review part and
statistics page."""
