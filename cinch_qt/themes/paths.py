"""Where theme files live: our built-in art, the user's theme folder, the XDG data dirs."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from .errors import QT_TRANSLATE_NOOP, ThemeError

# A folder is taken as the built-in art only if the default deck is there, so a stray
# empty "assets" folder next to a frozen executable is not mistaken for it.
_MARKER = Path("classic") / "theme.toml"
# Folders an import is building in the user's theme folder start with this.
STAGING_PREFIX = ".import-"


def has_staging(user_dir: Path) -> bool:
    """Whether an import killed half-way left a staging folder in ``user_dir`` (a cheap
    look, so a start need not import the importer and zipfile to find out)."""
    try:
        with os.scandir(user_dir) as entries:
            return any(entry.name.startswith(STAGING_PREFIX) for entry in entries)
    except OSError:
        return False


def _asset_candidates() -> list[Path]:
    candidates: list[Path] = []
    override = os.environ.get("CINCH_QT_ASSETS")
    if override:
        candidates.append(Path(override))
    if getattr(sys, "frozen", False):
        # PyInstaller one-folder build: data files sit under sys._MEIPASS
        # (the _internal folder since PyInstaller 6) or next to the executable.
        meipass = getattr(sys, "_MEIPASS", None)
        if meipass:
            candidates.append(Path(meipass) / "assets" / "cards")
        candidates.append(Path(sys.executable).resolve().parent / "assets" / "cards")
    # Installed from a wheel: setup.py copied the decks into the package.
    candidates.append(Path(__file__).resolve().parents[1] / "assets" / "cards")
    # Source checkout: repo/cinch_qt/themes/paths.py -> repo/assets/cards
    candidates.append(Path(__file__).resolve().parents[2] / "assets" / "cards")
    return candidates


def assets_dir() -> Path:
    """The folder holding the built-in card art (``assets/cards``).

    Looked for, in order: ``$CINCH_QT_ASSETS``; in a frozen build
    ``sys._MEIPASS/assets/cards`` then ``<executable dir>/assets/cards``; installed from
    a wheel ``cinch_qt/assets/cards``; in a source checkout ``<repo>/assets/cards``.
    Raises ThemeError listing the places tried.
    """
    candidates = _asset_candidates()
    for folder in candidates:
        if (folder / _MARKER).is_file():
            return folder
    tried = ", ".join(str(c) for c in candidates)
    raise ThemeError.of(QT_TRANSLATE_NOOP(
        "ThemeError", "built-in card art not found (looked in: %1)"),
        tried)


def default_user_dir() -> Path:
    """``<data folder>/themes``: where imported and hand-made themes go — inside the
    ``--data-dir`` folder when one was given (cinch_qt/datadir.py)."""
    from ..datadir import data_dir

    return data_dir() / "themes"


def xdg_data_dirs() -> list[Path]:
    """$XDG_DATA_HOME then $XDG_DATA_DIRS, with the defaults of the XDG base-dir spec."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    dirs = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    seen: list[Path] = []
    for entry in [home, *dirs.split(os.pathsep)]:
        # The spec says relative paths are invalid and must be ignored.
        if entry and os.path.isabs(entry) and Path(entry) not in seen:
            seen.append(Path(entry))
    return seen
