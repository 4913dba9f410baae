"""The program's name in the person's language, made from the registry: the titles of
the games it hosts ("Cinch and Cribbage"), one per game module (Crib Wars is Cribbage on
another board).  Shown where no game is chosen yet or every game is meant: the one-copy
lock, the Help window's title, the font warning.  A game registered later is named too,
so no shared window spells a game's title.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..games import DEFAULT_GAME, GAMES
from .placeholders import fill

# Called under this name so pyside6-lupdate finds every string (it reads literal calls).
translate = QCoreApplication.translate


def game_title(name: str) -> str:
    """The registered title of the game ``name``, in the person's language."""
    return translate("GameChooser", GAMES[name].title)


def game_description(name: str) -> str:
    """The registered one-line description of the game ``name``, in the person's
    language ("" when it has none)."""
    source = GAMES[name].description
    return translate("GameChooser", source) if source else ""


def listed(items: list[str]) -> str:
    """``items`` as one phrase: "A", "A and B", "A, B and C" (in the language)."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    rest = translate("Program", "%1, %2")
    head = items[0]
    for item in items[1:-1]:
        head = fill(rest, head, item)
    return fill(translate("Program", "%1 and %2"), head, items[-1])


def program_title() -> str:
    """The program's name: its games' titles, the default game first."""
    seen: set[str] = set()
    titles = []
    for name in (DEFAULT_GAME, *GAMES):
        info = GAMES.get(name)
        if info is not None and info.module not in seen:
            seen.add(info.module)
            titles.append(game_title(name))
    return listed(titles)


def every_game_title() -> str:
    """Every registered game by its title ("Cinch, Cribbage and Crib Wars")."""
    return listed([game_title(name) for name in GAMES])
