"""What the cribbage table keeps of a finished hand and game: a hand's points per side
by kind for the Scores panel and the strip (``summarise_hand``, W7),
and what ``gameOver`` carries (``game_result``: C81, W41)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import GameState


@dataclass
class HandSummary:
    """One finished hand: points per side by kind, for the score panel and the strip."""
    hand_no: int
    dealer: str                     # seat name
    points: dict[str, dict[str, int]] = field(default_factory=dict)  # side -> kind -> pts
    holes: dict[str, str] = field(default_factory=dict)
    marks: dict[str, int] = field(default_factory=dict)
    squares: list[tuple[str, str]] = field(default_factory=list)  # (side, square) landed
    winner: str | None = None

    def total(self, side: str) -> int:
        return sum(self.points.get(side, {}).values())


def summarise_hand(record: dict, sides: tuple[str, ...], hand_no: int,
                   winner: str | None = None, board: str = "classic") -> HandSummary:
    """What one hand record moved each side's mark, by kind (score_ledger.KINDS:
    pegging, hand, crib, muggins, board, penalty), so that a game's summaries add up
    to the marks the badge and the pegs show (W7)."""
    from .score_ledger import hand_points
    s = HandSummary(hand_no, record["dealer"], winner=winner)
    s.points = hand_points(record, sides, board)
    for ev in record["events"]:
        if ev["e"] == "score" and ev.get("square"):
            s.squares.append((ev["side"], ev["square"]))
    s.holes = dict(record.get("holes") or {})
    s.marks = dict(record.get("marks") or {})
    return s


@dataclass
class GameResult:
    """What ``gameOver`` carries: the winner, game points per side (C81) and the skunks
    (C81, W41): side -> 0 (none), 1 (skunk) or 2 (double skunk)."""
    winner: str
    points: dict[str, int]
    marks: dict[str, int]
    skunks: dict[str, int]


def game_result(state: GameState) -> GameResult:
    sides = state.side_names
    skunks = {}
    for s, p in state.game_points.items():
        skunks[sides[s]] = {4: 2, 2: 1}.get(p, 0) if state.rules.skunks else 0
    return GameResult(sides[state.winner], state.result() or {},
                      {sides[s]: state.mark(s) for s in range(state.n_sides)}, skunks)
