"""The arena's game-agnostic loop: one deal (or game) played once per seating, every
game reached only through the games protocol (``cinch_qt/games/base.py``) and its
arena hooks (``ArenaHooks``).

Line-ups are "A" and "B".  Duplicate play rotates the seats one step at a time, as many
times as the game has sides, so each line-up sits on every side with the same deal
(two sides: the line-ups swap; three: each bot sits in each seat once).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..games.base import GameInfo, GameState, IllegalAction
from ..games.seating import Seating

# Seeds for each deal come from the arena seed and the deal number; the large odd
# multiplier keeps neighbouring arena seeds from sharing deals.
SEED_STRIDE = 1_000_003


class ArenaError(RuntimeError):
    pass


class ArenaHooks(Protocol):
    """What the arena needs from a game beyond the protocol (a game module's
    ``arena_hooks()`` returns one)."""

    def seats(self, state: GameState) -> list[int]:
        """The seats in play, in turn order."""

    def make_bot(self, name: str, seed: str) -> Any:
        """A player with ``choose(observation) -> action``; ValueError if unknown."""

    def seat_label(self, seat: int) -> str: ...

    def side_of(self, state: GameState, seat: int) -> str: ...

    def phase(self, observation: Any) -> str:
        """A short name for the kind of decision (for the decision-time figures)."""

    def finished(self, state: GameState, done: int) -> list[dict[str, Any]]:
        """Scoring units (hands, or the whole game) finished since the first ``done``:
        each a dict with "scored" (side -> points) and whatever ``figures`` reads."""

    def stop(self, state: GameState, games: bool) -> bool:
        """True when this deal is complete (``games`` False: one hand only)."""

    def figures(self, state: GameState, unit: dict[str, Any], seating: Seating
                ) -> list[tuple]:
        """Game-specific figures for one finished unit (Cinch: the contract)."""

    def name_record(self, record: dict, seating: Seating) -> None:
        """Write who sat where into a record, in the game's own record format."""

    # ``deal_seed(seed, index)``, the seed of deal ``index``, and ``bot_seed(deal_seed,
    # seat)``, a bot's seed, so a game that had its own arena keeps its deals and its
    # bots' choices; None (games/arena_base.py's default) takes the loop's own.
    deal_seed: Callable[[int, int], int] | None
    bot_seed: Callable[[int, int], str] | None


@dataclass
class Outcome:
    """What one deal (all its seatings) produced."""
    index: int
    diff: float = 0.0              # mean (A - B) points per hand over the seatings
    hands: int = 0
    points: dict[str, float] = field(default_factory=lambda: {"A": 0, "B": 0})
    wins: dict[str, int] = field(default_factory=lambda: {"A": 0, "B": 0})
    # Game-specific figures from ArenaHooks.figures (Cinch: one tuple per contract).
    figures: list[tuple] = field(default_factory=list)
    # Per bot: (phase, wall seconds, CPU seconds of the deciding thread) per decision.
    # Wall time is what a player waits; CPU time shows the bot's own cost when other
    # work shares the machine.
    times: dict[str, list[tuple[str, float, float]]] = field(default_factory=dict)
    records: list[str] = field(default_factory=list)
    # Per seating, its (A - B) points per hand: a game whose seatings last different
    # numbers of hands can weigh each seating equally.
    seating_diffs: list[float] = field(default_factory=list)


def deal_seed(seed: int, index: int) -> int:
    return seed * SEED_STRIDE + index


def lineup_points(sides: dict[str, str], scored: dict[str, float]) -> dict[str, float]:
    """Points each line-up scored in one unit; a line-up holding several sides (three
    players) counts their average, so a line-up against itself nets zero."""
    sums = {"A": 0.0, "B": 0.0}
    counts = {"A": 0, "B": 0}
    for side, lineup in sides.items():
        sums[lineup] += scored[side]
        counts[lineup] += 1
    return {k: sums[k] / counts[k] if counts[k] else 0.0 for k in sums}


def play(info: GameInfo, hooks: ArenaHooks, options: dict[str, Any], seed: int, index: int,
         seatings: list[Seating], games: bool, want_records: bool) -> Outcome:
    """Play deal ``index`` once per seating.  Bots are seeded by deal and seat only, so
    two identical line-ups play identical hands whichever side they sit on."""
    out = Outcome(index)
    s = (hooks.deal_seed or deal_seed)(seed, index)
    bot_seed = hooks.bot_seed or (
        lambda deal, seat: f"{deal}:{hooks.seat_label(seat)}")
    diffs = 0.0
    for seating in seatings:
        state = info.new_state(s, **options)
        bots = {seat: hooks.make_bot(name, bot_seed(s, seat))
                for seat, (_, name) in seating.items()}
        sides = {hooks.side_of(state, seat): lu for seat, (lu, _) in seating.items()}
        done = 0
        seating_diff = 0.0
        while not hooks.stop(state, games):
            seat = state.current_seat
            lineup, name = seating[seat]
            label = hooks.seat_label(seat)
            obs = state.observation(seat)
            start = time.perf_counter()
            cpu = time.thread_time()
            try:
                action = bots[seat].choose(obs)
            except Exception as exc:  # a foreign bot may raise anything; report it
                raise ArenaError(f"bot {name!r} in seat {label} raised "
                                 f"{type(exc).__name__}: {exc} (deal {index}, "
                                 f"phase {hooks.phase(obs)})") from None
            elapsed = time.perf_counter() - start
            cpu = time.thread_time() - cpu
            out.times.setdefault(f"{lineup}:{name}", []).append(
                (hooks.phase(obs), elapsed, cpu))
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise ArenaError(f"bot {name!r} in seat {label} made an illegal "
                                 f"move {action!r}: {exc} (deal {index})") from None
            except Exception as exc:
                raise ArenaError(f"bot {name!r} in seat {label} returned "
                                 f"{action!r}, which is not an action: {exc} "
                                 f"(deal {index})") from None
            for unit in hooks.finished(state, done):
                done += 1
                pts = lineup_points(sides, unit["scored"])
                diffs += pts["A"] - pts["B"]
                seating_diff += pts["A"] - pts["B"]
                out.points["A"] += pts["A"]
                out.points["B"] += pts["B"]
                out.hands += 1
                out.figures.extend(hooks.figures(state, unit, seating))
        out.seating_diffs.append(seating_diff / done if done else 0.0)
        result = state.result() if games else None
        if result:
            winner = max(result, key=result.__getitem__)
            out.wins[sides[winner]] += 1
        if want_records:
            rec = state.to_record()
            hooks.name_record(rec, seating)
            out.records.append(json.dumps(rec))
    out.diff = diffs / out.hands if out.hands else 0.0
    return out
