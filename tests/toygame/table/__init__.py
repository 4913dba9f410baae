"""The toy game's table, replay and statistics page: what a game writes in its own
folder to be played in the program's one shell (ui/table_launch.py, ui/table_window.py,
the replay and statistics windows), with nothing changed outside it (issue 26)."""
