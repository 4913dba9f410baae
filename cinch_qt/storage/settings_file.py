"""The settings file checked before and after QSettings reads it.

QSettings opens its file itself: it blocks for ever on a named pipe, reads a huge file
whole, and reads garbage as "no settings" without a word, then writes over it at the
first change.  So before it reads, anything that is not a small regular file is renamed
aside (regular_files.set_aside_unusable); after, a file with text in it from which not
one setting could be read is renamed aside too, and the defaults are used.  Either way
the caller says so once (app.py ``_tell_set_aside``).
"""

from __future__ import annotations

from pathlib import Path

from ..regular_files import FileTooLarge, read_regular, rename_aside, set_aside_unusable

# Our settings are some twenty short lines; a file far larger is not ours.
MAX_BYTES = 1024 * 1024


def before_reading(path: Path) -> tuple[Path, str] | None:
    """Rename ``path`` aside when it is not a regular file or is too large: (the new
    name, why) or None."""
    return set_aside_unusable(path, MAX_BYTES)


def after_reading(path: Path, keys: list[str]) -> tuple[Path, str] | None:
    """Rename ``path`` aside when it holds text but QSettings read no setting from it
    (``keys``): (the new name, "corrupt") or None.  The caller reads again after."""
    if keys:
        return None
    try:
        text = read_regular(path, MAX_BYTES)
    except (FileTooLarge, OSError):
        return None
    if not text.strip():
        return None
    moved = rename_aside(Path(path), "corrupt")
    return (moved, "corrupt") if moved is not None else None
