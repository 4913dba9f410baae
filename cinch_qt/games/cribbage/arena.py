"""What the arena (``python -m cinch_qt.arena --game cribbage|crib-wars``, played by
the generic loop cinch_qt/arena/loop.py) needs from Cribbage beyond the games
protocol: its bots, hands as scoring units, the duplicate seatings, and the figures
its report prints (pegging, hand and crib averages per line-up and role, skunks).

The command line and the report are arena_cli.py (handed the arena's kit); nothing
here imports the arena.
"""

from __future__ import annotations

from typing import Any

from ..arena_base import GameArenaHooks
from ..seating import Seating
from .ai import make_player
from .engine import GameState, Rules


def arrangements(rules: Rules, duplicate: bool) -> list[dict[int, str]]:
    """Side -> line-up ("A"/"B") for each seating a deal is played with: A holds side
    0, B every other; duplicate moves A round every side (swapped with two sides)."""
    n = rules.n_sides
    first = {s: "A" if s == 0 else "B" for s in range(n)}
    if not duplicate:
        return [first]
    return [{s: "A" if (s + k) % n == 0 else "B" for s in range(n)} for k in range(n)]


def seatings(rules: Rules, bots: dict[str, str], duplicate: bool) -> list[Seating]:
    """The loop's seatings (seat -> (line-up, bot)) for ``arrangements``: partners share
    their side's line-up."""
    return [{seat: (lineup[rules.side_of(seat)], bots[lineup[rules.side_of(seat)]])
             for seat in rules.seats} for lineup in arrangements(rules, duplicate)]


def side_lineups(state: GameState, seating: Seating) -> dict[int, str]:
    return {state.rules.side_of(seat): lu for seat, (lu, _) in seating.items()}


def hand_figures(rules: Rules, hand: dict, lineup: dict[int, str]) -> list[tuple]:
    """One hand's ("avg", line-up, what, points) figures: each show (hand as dealer or
    pone, crib) and each side's pegging, by role."""
    seat_index = {name: i for i, name in enumerate(rules.seat_names)}
    side_index = {name: i for i, name in enumerate(rules.side_names)}
    dealer = seat_index[hand["dealer"]]
    dealer_side = rules.side_of(dealer)
    peg = [0] * rules.n_sides
    out: list[tuple] = []
    for ev in hand["events"]:
        if ev["e"] == "score" and ev["why"] in ("play", "go"):
            peg[side_index[ev["side"]]] += ev["points"]
        elif ev["e"] == "show":
            seat = seat_index[ev["seat"]]
            role = "dealer" if seat == dealer else "pone"
            what = f"hand ({role})" if ev["what"] == "hand" else ev["what"]
            out.append(("avg", lineup[rules.side_of(seat)], what, ev["total"]))
    for s in range(rules.n_sides):
        role = "dealer" if s == dealer_side else "pone"
        out.append(("avg", lineup[s], f"pegging ({role})", peg[s]))
    return out


class CribbageArenaHooks(GameArenaHooks):
    make_player = staticmethod(make_player)

    # The deals and bot seeds of the arena this game had before the generic loop, so
    # earlier measurements (docs/bots.md) replay exactly.
    def deal_seed(self, seed: int, index: int) -> int:
        return seed + index

    def bot_seed(self, deal_seed: int, seat: int) -> str:
        return f"{deal_seed}:{seat}"

    def side_of(self, state: GameState, seat: int) -> str:
        return state.side_names[state.rules.side_of(seat)]

    def phase(self, observation: Any) -> str:
        return observation.decision.kind

    def finished(self, state: GameState, done: int) -> list[dict[str, Any]]:
        """Every hand finished since the first ``done``, with each side's points
        (awards, which are not scored in play or show, left out)."""
        units = []
        for hand in state.hand_records[done:]:
            scored = dict.fromkeys(state.side_names, 0)
            for ev in hand["events"]:
                if ev["e"] == "score" and ev["why"] != "award":
                    scored[ev["side"]] += ev["points"]
            units.append({"scored": scored, "hand": hand})
        return units

    def stop(self, state: GameState, games: bool) -> bool:
        return state.is_over or (not games and bool(state.hand_records))

    def figures(self, state: GameState, unit: dict[str, Any], seating: Seating
                ) -> list[tuple]:
        """The hand's averages, and at the game's end the winner's skunks:
        ("skunk", line-up, game points) when they are more than one (C82)."""
        lineup = side_lineups(state, seating)
        out = hand_figures(state.rules, unit["hand"], lineup)
        if state.is_over and unit["hand"] is state.hand_records[-1]:
            points = [p for p in state.game_points.values() if p > 1]
            out.extend(("skunk", lineup[state.winner], p) for p in points)
        return out

    def name_record(self, record: dict, seating: Seating) -> None:
        """Records stay as the engine writes them: a replayed record must equal its
        source (CRIB_RECORD has no names for bots)."""


HOOKS = CribbageArenaHooks()
