"""Tell the player something when Qt cannot: through the desktop's own tools.

Two problems leave the program unable to show its own window or text: a system library
Qt needs is missing (the frozen launcher finds out before Qt is loaded), and no font is
installed (Qt draws every letter as a box).  Someone who started Cinch from the menu
sees no terminal, so the message also goes to whichever of these the system has:
``notify-send`` (the desktop's notification daemon draws it, with the desktop's fonts),
``xmessage`` (drawn with the X server's built-in fonts, so readable even with no font
installed), ``kdialog`` and ``zenity``.  None of them is a dependency: when none is
there, the terminal line is all there is.  Nothing here imports Qt.
"""

from __future__ import annotations

import os
import shutil
import subprocess

# Tried in this order; the first one present is used.  xmessage comes early because it
# is the only one that stays readable when the system has no font file at all.
TOOLS = ("notify-send", "xmessage", "kdialog", "zenity")


def _command(tool: str, path: str, title: str, text: str) -> list[str]:
    if tool == "notify-send":
        return [path, "--app-name=Cinch", "--urgency=critical", title, text]
    if tool == "xmessage":
        return [path, "-center", "-buttons", "OK:0", f"{title}\n\n{text}"]
    if tool == "kdialog":
        return [path, "--title", title, "--error", text]
    return [path, "--error", "--no-markup", "--title", title, "--text", text]


def has_display(env: dict[str, str] | None = None) -> bool:
    env = os.environ if env is None else env
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def show(title: str, text: str, tools: tuple[str, ...] = TOOLS) -> str | None:
    """Show ``text`` with the first desktop tool present, without waiting for it (a dialog
    stays up after we exit); returns the tool's name, or None when none could be used
    (no display, or none of the tools installed)."""
    if not has_display():
        return None
    for tool in tools:
        path = shutil.which(tool)
        if path is None:
            continue
        try:
            subprocess.Popen(_command(tool, path, title, text), stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             start_new_session=True)
        except OSError:
            continue
        return tool
    return None
