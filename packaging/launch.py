"""Entry script PyInstaller freezes: the same ``main`` as ``python -m cinch_qt``.

Before Qt is loaded it checks that the system provides the few libraries the bundle
leaves to it (libGL, libEGL, libxcb...: packaging/cinch_pack/sysdeps.py lists them at
build time in ``system-libraries.txt`` beside the bundled files).  When one is missing
it says in plain words which packages to install, in the terminal and with a desktop
dialog or notification where the system has a tool for one, instead of a Python
traceback or Qt's "could not load the platform plugin".  That message is in
English: Qt, which carries our translations, is exactly what cannot be loaded.
"""

from __future__ import annotations

import ctypes
import sys
from pathlib import Path

LIST_NAME = "system-libraries.txt"


def _bundle_dir() -> Path:
    return Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent))


def read_needs(listing: Path) -> tuple[list[tuple[str, str]], list[str]]:
    """(soname, Debian package) pairs, and every package the system must provide (fonts
    included); nothing when the file is absent.  Lines: ``needs SONAME PACKAGE`` and
    ``apt PACKAGE...`` (written by packaging/cinch_pack/linux.py)."""
    try:
        text = listing.read_text(encoding="utf-8")
    except OSError:
        return [], []
    pairs, everything = [], []
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == "needs":
            pairs.append((parts[1], parts[2]))
        elif parts[:1] == ["apt"]:
            everything = parts[1:]
    return pairs, everything


def missing_libraries(needs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The pairs whose library the dynamic loader cannot open (it searches exactly as it
    will when Qt loads them)."""
    missing = []
    for soname, package in needs:
        try:
            ctypes.CDLL(soname)
        except OSError:
            missing.append((soname, package))
    return missing


def missing_message(missing: list[tuple[str, str]], everything: list[str]) -> str:
    libraries = ", ".join(soname for soname, _ in missing)
    wanted = sorted({package for _, package in missing})
    text = (f"Cinch cannot start: this system lacks {libraries}, which Cinch needs to open "
            f"its window.\n\nOn Debian or Ubuntu, install the missing "
            f"{'package' if len(wanted) == 1 else 'packages'} with:\n"
            f"    sudo apt install {' '.join(wanted)}\n")
    if everything and sorted(everything) != wanted:
        text += ("or everything Cinch needs from the system at once:\n"
                 f"    sudo apt install {' '.join(everything)}\n")
    return text + "then start Cinch again.  (README.txt beside the program says the same.)"


def check_system() -> int:
    """0 when the system has what the bundle needs; else 1, after saying what to do."""
    needs, everything = read_needs(_bundle_dir() / LIST_NAME)
    missing = missing_libraries(needs)
    if not missing:
        return 0
    message = missing_message(missing, everything)
    print(message, file=sys.stderr)
    from cinch_qt.desktop_notice import show
    show("Cinch cannot start", message)
    return 1


def run() -> int:
    if (status := check_system()) != 0:
        return status
    from cinch_qt.__main__ import main
    return main()


if __name__ == "__main__":
    sys.exit(run())
