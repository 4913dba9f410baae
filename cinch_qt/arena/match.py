"""Playing one deal (``--hands``) or one game (``--games``) for the arena, in any worker
process, and collecting what the report needs."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field

from ..games.cinch.ai.registry import make_player
from ..games.cinch.engine import GameState, IllegalAction, Rules
from ..games.cinch.engine.rules import SEAT_CHARS

# Seeds for each deal come from the arena seed and the deal number; the large odd
# multiplier keeps neighbouring arena seeds from sharing deals.
SEED_STRIDE = 1_000_003


class ArenaError(RuntimeError):
    pass


@dataclass
class Outcome:
    """What one deal (all its seatings) produced."""
    index: int
    diff: float = 0.0              # mean (A - B) points per hand over the seatings
    hands: int = 0
    points: dict[str, int] = field(default_factory=lambda: {"A": 0, "B": 0})
    wins: dict[str, int] = field(default_factory=lambda: {"A": 0, "B": 0})
    # Per contract: (maker's line-up, bid, made, maker's net points in the hand).
    contracts: list[tuple[str, int, bool, float]] = field(default_factory=list)
    # Per bot: (phase, wall seconds, CPU seconds of the deciding thread) per decision.
    # Wall time is what a player waits; CPU time shows the bot's own cost when other
    # work shares the machine.
    times: dict[str, list[tuple[str, float, float]]] = field(default_factory=dict)
    records: list[str] = field(default_factory=list)


def deal_seed(seed: int, index: int) -> int:
    return seed * SEED_STRIDE + index


def _lineup_points(rules: Rules, scored: dict[str, int], seating: dict[int, tuple[str, str]]
                   ) -> dict[str, float]:
    """Points each line-up scored in one hand; a line-up with several players of its own
    (three players) counts their average, so a line-up against itself nets zero."""
    sums = {"A": 0.0, "B": 0.0}
    counts = {"A": 0, "B": 0}
    for side in rules.sides:
        lineup = seating[rules.side_seats(side)[0]][0]
        sums[lineup] += scored[side]
        counts[lineup] += 1
    return {k: sums[k] / counts[k] if counts[k] else 0.0 for k in sums}


def play(rules: Rules, seed: int, index: int, seatings: list[dict[int, tuple[str, str]]],
         games: bool, want_records: bool) -> Outcome:
    """Play deal ``index`` once per seating.  Bots are seeded by deal and seat only, so
    two identical line-ups play identical hands whichever side they sit on."""
    out = Outcome(index)
    s = deal_seed(seed, index)
    diffs = 0.0
    for seating in seatings:
        state = GameState(rules, s)
        bots = {}
        for seat, (_, name) in seating.items():
            bots[seat] = make_player(name, f"{s}:{SEAT_CHARS[seat]}")
        done = 0
        while not state.is_over and (games or not state.hand_records):
            seat = state.current
            lineup, name = seating[seat]
            obs = state.observation(seat)
            start = time.perf_counter()
            cpu = time.thread_time()
            try:
                action = bots[seat].choose(obs)
            except Exception as exc:  # a foreign bot may raise anything; report it
                raise ArenaError(f"bot {name!r} in seat {SEAT_CHARS[seat]} raised "
                                 f"{type(exc).__name__}: {exc} (deal {index}, "
                                 f"phase {obs.phase})") from None
            elapsed = time.perf_counter() - start
            cpu = time.thread_time() - cpu
            out.times.setdefault(f"{lineup}:{name}", []).append((obs.phase, elapsed, cpu))
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise ArenaError(f"bot {name!r} in seat {SEAT_CHARS[seat]} made an illegal "
                                 f"move {action!r}: {exc} (deal {index})") from None
            except Exception as exc:
                raise ArenaError(f"bot {name!r} in seat {SEAT_CHARS[seat]} returned "
                                 f"{action!r}, which is not an action: {exc} "
                                 f"(deal {index})") from None
            while done < len(state.hand_records):
                hand = state.hand_records[done]
                done += 1
                pts = _lineup_points(rules, hand["scored"], seating)
                diffs += pts["A"] - pts["B"]
                out.points["A"] += pts["A"]
                out.points["B"] += pts["B"]
                out.hands += 1
                if hand.get("maker"):
                    maker = SEAT_CHARS.index(hand["maker"])
                    side = rules.side_of(maker)
                    made = hand["taken"][side] >= hand["bid"]
                    scored = hand["scored"]
                    others = [scored[x] for x in rules.sides if x != side]
                    net = scored[side] - sum(others) / len(others)
                    out.contracts.append((seating[maker][0], hand["bid"], made, net))
        if games and state.winner is not None:
            out.wins[seating[rules.side_seats(state.winner)[0]][0]] += 1
        if want_records:
            rec = state.to_record()
            rec["names"] = {SEAT_CHARS[seat]: f"{lu}:{nm}" for seat, (lu, nm) in
                            seating.items()}
            out.records.append(json.dumps(rec))
    out.diff = diffs / out.hands if out.hands else 0.0
    return out
