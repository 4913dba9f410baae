"""The Expert as the program offers it (levels ``expert`` and
``expert-blend``): the Expert that plays for the game (``expert.py``), except where the
game's estimates cannot tell its best keeps apart; there it lays the one worth the most
points.  On the classic board only, where it was measured; elsewhere, and with three or
more players, it is ``expert.py``'s Expert (the level ``expert-noblend``).

Why: with two players the Expert chooses by its estimate of the game points to come
(``game_value.py``; skunks counted, C81, C83).  Against Expert v1 it wins more games but
is not shown ahead in points per hand in whole games (docs/bots.md, "Playing for the
game").  Between keeps (or cards) whose game values differ by less than the estimates'
own noise the win-chance choice is a coin toss as far as the game goes, yet it may cost
points: v1's points choice there is as good for the game and better for the points.

Laying away (C31–C34), two players: every keep's game value (``extra["win"]``) and
points total (hand + crib + play, the Expert's ``Choice.total``) as the Expert computes
them.  The keeps within ``lay_tolerance`` of the best game value, measured in points'
worth at the table's local worth of a point, are the candidates; the one with the most
points is laid.  ``lay_points_below``: while the leader's mark is below it the keep with
the most points is laid outright (0 turns this off).

The play (C50–C58), two players: the Expert's game search.  ``play_tolerance`` (off)
compares the cards within it of the best game value (again in points' worth) by the
points search (``ExpertBot.play_values``, the search Expert v1 plays by, 32 guesses)
and plays the one with the most points.  It is off because that search is far noisier
than the game search's 512 guesses, which already count every point the play makes:
with it (0.5, lay-away 0.5) against the Expert, whole games, tuning seeds 20,100,000…,
64 deals: −0.107 ± 0.134 points per hand, won 47.7 % ± 3.4, game points −0.078 ±
0.073 (not shown worse, but every figure below 0); it changed 26 of 196 play
decisions in four games played by Normal, half of them with the leader below 61.

Why the lay-away's tolerance is 0.5 points' worth: over 200 first lay-aways at random
marks (seeds 20,300,000…) the blend changed 25, 26, 29 and 30 of them at 0.25, 0.5, 1
and 2, gaining 0.95, 0.95, 1.04 and 1.01 points (the Expert's own estimate) for 0.055,
0.062, 0.136 and 0.202 points of percent of game value each: most of what there is to
take lies within half a point's worth, and beyond it the game value given up grows.

With three or more players it plays exactly as the Expert (there is no two-sided table).
"""

from __future__ import annotations

from ..engine.cards import VALUE
from ..engine.observation import Observation
from .base import playable
from .expert import ExpertBot, best_choice, point_slope
from .game_value import GameTable
from .layaway import Choice


def point_worth(table: GameTable, obs: Observation) -> float:
    """The game value of one more point of ours here (``expert.point_slope``), never
    below 0: near a certain result the slope is 0, and a tolerance of 0 keeps the
    Expert's choice."""
    return max(0.0, point_slope(table, obs))


def blend_choice(cs: list[Choice], tolerance: float) -> Choice:
    """The keep with the most points among those whose game value is within
    ``tolerance`` of the best (the Expert's ``best_choice`` without a game value)."""
    if not cs or "win" not in cs[0].extra:
        return best_choice(cs)
    top = max(c.extra["win"] for c in cs)
    near = [c for c in cs if c.extra["win"] >= top - tolerance - 1e-12]
    return max(near, key=lambda c: (round(c.total, 6), round(c.extra["win"], 9), c.laid))


class ExpertBlendBot(ExpertBot):
    # The Expert's name (``CribBot.rng_for`` hashes it), so that it draws the same
    # guesses as the Expert and Expert v1: where they choose alike they play alike.
    name = "expert"
    lay_tolerance = 0.5         # points' worth of game value within which points decide
    # Off: early in the game the Expert is ahead of v1 in points already (docs/bots.md,
    # +0.104 ± 0.088 per hand with the leader below 61).
    lay_points_below = 0        # leader's mark below which the lay-away is by points
    play_tolerance = 0.0        # the same in the play (0: the Expert's play; see above)
    play_points_below = 0       # leader's mark below which the play is by points
    # Measured on the classic board only; on Crib Wars the Expert's own lay-away (won
    # 73.2 % ± 5.2 against v1) stands until the blend is measured there.
    boards = frozenset({"classic"})

    def __init__(self, seed: int | str = 0, lay_tolerance: float | None = None,
                 lay_points_below: int | None = None, play_tolerance: float | None = None,
                 play_points_below: int | None = None, tables: bool = False) -> None:
        super().__init__(seed, tables=tables)
        if lay_tolerance is not None:
            self.lay_tolerance = lay_tolerance
        if lay_points_below is not None:
            self.lay_points_below = lay_points_below
        if play_tolerance is not None:
            self.play_tolerance = play_tolerance
        if play_points_below is not None:
            self.play_points_below = play_points_below

    def lay_choice(self, obs: Observation) -> Choice:
        """The keep laid away (the hint shows its figures)."""
        cs = self.lay_choices(obs)
        table = self.table(obs)
        if table is None or obs.rules.board not in self.boards:
            return best_choice(cs)
        if max(obs.marks) < self.lay_points_below:
            return blend_choice(cs, float("inf"))
        return blend_choice(cs, self.lay_tolerance * point_worth(table, obs))

    def lay(self, obs: Observation) -> list[int]:
        return list(self.lay_choice(obs).laid)

    def play(self, obs: Observation) -> int:
        table = self.table(obs)
        if table is None or obs.rules.board not in self.boards or len(playable(obs)) == 1:
            return super().play(obs)
        if max(obs.marks) < self.play_points_below:
            values = self.play_values(obs)
            return max(values, key=lambda c: (round(values[c], 6), -VALUE[c], c))
        if self.play_tolerance <= 0:
            return super().play(obs)
        wins = self.choice_values(obs)          # percent
        top = max(wins.values())
        tol = 100.0 * self.play_tolerance * point_worth(table, obs)
        near = [c for c in wins if wins[c] >= top - tol - 1e-9]
        if len(near) == 1:
            return near[0]
        points = self.play_values(obs)
        return max(near, key=lambda c: (round(points[c], 6), round(wins[c], 6),
                                        -VALUE[c], c))
