"""The games this table hosts.  One line per game; nothing is imported until chosen.

Crib Wars is registered as a name of its own although it is the cribbage engine with the
``crib-wars`` board: players pick it as a different game (the chooser lists Cinch,
Cribbage, Crib Wars), its defaults differ (skunks off, W41), and statistics are kept
per name.  Its records are cribbage records (``rules.board`` says which board), so
either entry reads both.
"""

from .base import (
    GAMES,
    QT_TRANSLATE_NOOP,
    GameInfo,
    GameState,
    IllegalAction,
    game_of_record,
    get_game,
    register,
)

register(GameInfo("cinch", QT_TRANSLATE_NOOP("GameChooser", "Cinch"),
                  "cinch_qt.games.cinch.game", {}, "cinch-record",
                  QT_TRANSLATE_NOOP("GameChooser", "Bid, name trumps and take the scoring "
                                    "cards; first to the target wins."),
                  players=(2, 3, 4)))
register(GameInfo("cribbage", QT_TRANSLATE_NOOP("GameChooser", "Cribbage"),
                  "cinch_qt.games.cribbage.game", {}, "cribbage-record",
                  QT_TRANSLATE_NOOP("GameChooser", "Pegging and counting hands on the "
                                    "classic board; first to 121 wins."),
                  picked_by={"board": "classic"}, players=(2, 3, 4, 6)))
register(GameInfo("crib-wars", QT_TRANSLATE_NOOP("GameChooser", "Crib Wars"),
                  "cinch_qt.games.cribbage.game", {"board": "crib-wars"}, "cribbage-record",
                  QT_TRANSLATE_NOOP("GameChooser", "Cribbage on the Crib Wars board with "
                                    "its special squares."),
                  picked_by={"board": "crib-wars"}, players=(2, 3, 4, 6)))

# The game played when nothing says which: a first start cancelled, a save or a
# setting that names no known game.
DEFAULT_GAME = "cinch"

__all__ = ["DEFAULT_GAME", "GAMES", "GameInfo", "GameState", "IllegalAction",
           "game_of_record", "get_game", "register"]
