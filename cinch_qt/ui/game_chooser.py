"""The game chooser: which registered game to play (first start and Game → Choose game).

It reads only the registry's ``GameInfo`` entries and never imports a game module, so
showing it costs no game's start-up (tests/shell/test_game_chooser.py checks ``sys.modules``).
A game is playable when it has a table (a ``table`` part beside its game module).  A
game registered without a table is refused with a plain "coming" message
and the list offered again (no half-built table).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..games import DEFAULT_GAME, GAMES
from ..i18n.program import game_title

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QWidget

    from .game_chooser_dialog import GameChooser

# The games that can be played, when narrowed (tests); None: every registered game that
# has a table (a ``table`` package beside its game module).  Any other would be listed
# as coming.
PLAYABLE: frozenset[str] | None = None


def playable(name: str | None) -> bool:
    """Whether ``name`` is a registered game with a table (or in PLAYABLE when set)."""
    if PLAYABLE is not None:
        return name in PLAYABLE
    return name in GAMES and GAMES[name].has_table()


def coming_text(name: str) -> str:
    from ..i18n.placeholders import fill
    return fill(QCoreApplication.translate(
        "GameChooser", "%1 is coming in a later version; for now you can play %2."),
        game_title(name), game_title(DEFAULT_GAME))


def __getattr__(name: str):
    # The dialog's module loads when the chooser is first shown: its widgets' Qt
    # classes cost their enums on first touch, and most starts never show it.
    if name == "GameChooser":
        from .game_chooser_dialog import GameChooser
        return GameChooser
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def tell_coming(parent: QWidget | None, name: str) -> None:
    from PySide6.QtWidgets import QMessageBox
    QMessageBox.information(parent, game_title(name), coming_text(name))


def choose_game(parent: QWidget | None, current: str = DEFAULT_GAME,
                run: Callable[[GameChooser], int] | None = None,
                tell: Callable[[QWidget | None, str], None] = tell_coming,
                settings: QSettings | None = None) -> str | None:
    """The playable game the person picks, or None when they cancel.  A game without a
    table yet is refused with a message and the list comes back.  ``settings`` holds
    the chosen deck, back and felt the tables are pictured with (None: QSettings())."""
    from .game_chooser_dialog import GameChooser
    while True:
        dialog = GameChooser(parent, current, settings)
        accepted = (run or (lambda d: d.exec()))(dialog)
        name = dialog.chosen()
        dialog.deleteLater()
        if not accepted:
            return None
        if playable(name):
            return name
        tell(parent, name)
        current = name
