"""The games this table hosts.  One line per game; nothing is imported until chosen.

Crib Wars is registered as a name of its own although it is the cribbage engine with the
``crib-wars`` board: players pick it as a different game (the chooser lists Cinch,
Cribbage, Crib Wars), its defaults differ (skunks off, W41), and statistics are kept
per name.  Its records are cribbage records (``rules.board`` says which board), so
either entry reads both.
"""

from .base import GAMES, GameInfo, GameState, IllegalAction, game_of_record, get_game, register

register(GameInfo("cinch", "Cinch", "cinch_qt.games.cinch.game", {}, "cinch-record"))
register(GameInfo("cribbage", "Cribbage", "cinch_qt.games.cribbage.game", {},
                  "cribbage-record"))
register(GameInfo("crib-wars", "Crib Wars", "cinch_qt.games.cribbage.game",
                  {"board": "crib-wars"}, "cribbage-record"))

__all__ = ["GAMES", "GameInfo", "GameState", "IllegalAction", "game_of_record", "get_game",
           "register"]
