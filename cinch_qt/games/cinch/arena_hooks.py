"""What the generic arena (cinch_qt/arena/loop.py) needs from Cinch beyond the games
protocol: its bots, seat letters, hands as scoring units, and the contract figures
(R51, R52: made or set, and the maker's net points)."""

from __future__ import annotations

from typing import Any

from ..arena_base import GameArenaHooks
from ..stats import contract_summary
from .ai.registry import make_player
from .engine.rules import SEAT_CHARS
from .engine.state import GameState


class CinchArenaHooks(GameArenaHooks):
    make_player = staticmethod(make_player)

    def seat_label(self, seat: int) -> str:
        return SEAT_CHARS[seat]

    def side_of(self, state: GameState, seat: int) -> str:
        return state.rules.side_of(seat)

    def phase(self, observation: Any) -> str:
        return observation.phase

    def finished(self, state: GameState, done: int) -> list[dict[str, Any]]:
        return state.hand_records[done:]

    def stop(self, state: GameState, games: bool) -> bool:
        return state.is_over or (not games and bool(state.hand_records))

    def figures(self, state: GameState, hand: dict[str, Any],
                seating: dict[int, tuple[str, str]]) -> list[tuple[str, int, bool, float]]:
        """The hand's contract as (maker's line-up, bid, made, maker's net points)."""
        if not hand.get("maker"):
            return []
        rules = state.rules
        maker = SEAT_CHARS.index(hand["maker"])
        side = rules.side_of(maker)
        made = hand["taken"][side] >= hand["bid"]
        scored = hand["scored"]
        others = [scored[x] for x in rules.sides if x != side]
        net = scored[side] - sum(others) / len(others)
        return [(seating[maker][0], hand["bid"], made, net)]

    def lineup_lines(self, lineup: str, label: str, figures: list[tuple],
                     points_per_hand: float) -> list[str]:
        """The report's lines for one line-up: contracts bid, made and set, and as
        maker the made-contract rate and net points per contract (R51, R52)."""
        bids = [(b, ok, net) for lu, b, ok, net in figures if lu == lineup]
        made = sum(1 for _, ok, _ in bids if ok)
        avg = sum(b for b, _, _ in bids) / len(bids) if bids else 0.0
        lines = [f"line-up {lineup} ({label}): {len(bids)} contracts, {made} made, "
                 f"{len(bids) - made} set, average bid {avg:.2f}; "
                 f"{points_per_hand:.2f} points per hand"]
        if bids:
            c = contract_summary(bids)
            line = (f"  as maker: made {c['made_rate']:.1%} ± {c['made_ci']:.1%}, "
                    f"{c['net']:+.2f} ± {c['net_ci']:.2f} points per contract "
                    f"(maker's score minus the others' mean)")
            if c["high_count"]:
                line += (f"; bids of 10+: {c['high_count']}, made "
                         f"{c['high_made_rate']:.0%}, {c['high_net']:+.2f} per contract")
            lines.append(line)
        return lines

    def name_record(self, record: dict, seating: dict[int, tuple[str, str]]) -> None:
        record["names"] = {SEAT_CHARS[seat]: f"{lu}:{nm}" for seat, (lu, nm) in
                           seating.items()}


HOOKS = CinchArenaHooks()
