"""A match (C84): games until a side has the game points the rules ask for.

Each game is its own GameState and record, with its own draw for first deal (C22);
the match only adds up the game points of C81–C82 (1, 2 or 4 from each losing side) and
says when a side has reached ``rules.match``.  Sides keep their names from game to game
because the seats do (C2).
"""

from __future__ import annotations

from .rules import Rules
from .state import GameState


class Match:
    def __init__(self, rules: Rules, seed: int = 0) -> None:
        self.rules = rules
        self.seed = seed
        self.points = {name: 0 for name in rules.side_names}
        self.games: list[GameState] = []
        self.played = 0     # games counted, those of a resumed match included

    @classmethod
    def resumed(cls, rules: Rules, seed: int, points: dict[str, int], played: int) -> Match:
        """A match carried on from a record: the game points and the number of games
        before the one in play (their states are not kept)."""
        m = cls(rules, seed)
        if set(points) != set(m.points) or played < 0 or any(
                not isinstance(v, int) or v < 0 for v in points.values()):
            raise ValueError("C84: the match's points do not fit its sides")
        m.points = dict(points)
        m.played = played
        return m

    def new_game(self) -> GameState:
        """The next game; its seed follows from the match seed and the game number."""
        if self.is_over:
            raise ValueError("C84: the match is over")
        return GameState(self.rules, self.seed * 1000 + self.played)

    def add(self, game: GameState) -> None:
        """Count a finished game (C81, C82: the winner takes each loser's game points)."""
        if not game.is_over:
            raise ValueError("C61: only a finished game counts in a match")
        if game.rules != self.rules:
            raise ValueError("C84: every game of a match is played under the same rules")
        self.games.append(game)
        self.played += 1
        self.points[game.side_names[game.winner]] += sum(game.game_points.values())

    @property
    def winner(self) -> str | None:
        best = max(self.points, key=self.points.get)
        return best if self.points[best] >= self.rules.match else None

    @property
    def is_over(self) -> bool:
        return self.winner is not None
