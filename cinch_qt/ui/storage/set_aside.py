"""What the person is told when a file the program reads had to be renamed aside
(regular_files.set_aside_unusable, storage/settings_file.py): the file's name, why, and
the name it is kept under."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...i18n.placeholders import fill

_WHY = {
    "not-a-file": QT_TRANSLATE_NOOP(
        "StorageUi", "“%1” was not a regular file (a folder, a named pipe or a device) and "
        "has been renamed “%2”; the game goes on without it."),
    "too-large": QT_TRANSLATE_NOOP(
        "StorageUi", "“%1” was far too large to be one of the program's files and has "
        "been renamed “%2”; the game goes on without it."),
    "corrupt": QT_TRANSLATE_NOOP(
        "StorageUi", "“%1” could not be read (no setting in it could be understood) and "
        "has been renamed “%2”; the default settings are used."),
}


def set_aside_text(moved: Path, why: str) -> str:
    """The sentence for ``moved``, renamed ``<name>.<why>-<time>``."""
    original = moved.name.split(f".{why}-")[0]
    return fill(QCoreApplication.translate("StorageUi", _WHY.get(why, _WHY["not-a-file"])),
                original, moved.name)
