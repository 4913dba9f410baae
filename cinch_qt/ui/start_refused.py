"""Saying on screen why the program cannot start, and what to do about it: a person who
started it from the desktop menu sees no terminal, so a line on stderr alone is a
program that "does not open"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..i18n.placeholders import fill

translate = QCoreApplication.translate


def data_folder_text(folder: object, why: str) -> str:
    """The default data folder cannot be made or used."""
    return fill(translate(
        "StartRefused", "Your games and settings are kept in the folder %1, which cannot "
        "be used: %2.\n\nWhat to do: if a file stands where that folder, or a folder "
        "above it, should be, move or rename that file; if the folder cannot be written, "
        "give yourself the right to write there. Or start the program with another "
        "folder for your games, for example:\ncinch-qt --data-dir ~/card-games"),
        folder, why)


def chosen_folder_text(folder: object, why: str) -> str:
    """The folder given with --data-dir cannot be used."""
    return fill(translate(
        "StartRefused", "The folder given with --data-dir, %1, cannot be used: %2.\n\n"
        "What to do: give --data-dir a folder you can write to (it is made if need be), "
        "not a file."), folder, why)


def tell_cannot_start(text: str) -> None:
    """A message box with ``text`` (the program exits after it is closed)."""
    from PySide6.QtWidgets import QMessageBox

    from ..i18n.program import program_title
    QMessageBox.critical(None, fill(translate("StartRefused", "%1 cannot start"),
                                    program_title()), text)
